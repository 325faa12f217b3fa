import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { startTestServer, type TestServer } from "../helpers/server";
import { newId } from "../../src/lib/ids";

type U = { id: string; email: string; token: string };
let s: TestServer;

before(async () => {
  s = await startTestServer();
});
after(() => s.close());

async function household(owner: U, name = "Home"): Promise<{ id: string; updated_at: string }> {
  const r = await s.request("POST", "/api/households", { token: owner.token, body: { name } });
  assert.equal(r.status, 201, r.text);
  return r.body;
}

async function invite(owner: U, hid: string, body: Record<string, unknown> = {}): Promise<{ id: string; token: string; url: string }> {
  const r = await s.request("POST", `/api/households/${hid}/invites`, { token: owner.token, body });
  assert.equal(r.status, 201, r.text);
  return r.body;
}

async function join(u: U, owner: U, hid: string): Promise<void> {
  const inv = await invite(owner, hid);
  const r = await s.request("POST", `/api/household-invites/${inv.token}/accept`, { token: u.token });
  assert.equal(r.status, 200, r.text);
}

/** A household with an owner and one member. */
async function family(): Promise<{ owner: U; member: U; outsider: U; hid: string }> {
  const owner = await s.user();
  const member = await s.user();
  const outsider = await s.user();
  const { id } = await household(owner);
  await join(member, owner, id);
  return { owner, member, outsider, hid: id };
}

describe("households", () => {
  it("answers with status 401 on every route when no token is sent", async () => {
    const id = newId();
    const token = "a".repeat(43);
    const calls: Array<[string, string, unknown?]> = [
      ["POST", "/api/households", { name: "x" }],
      ["GET", "/api/households/me"],
      ["GET", `/api/households/${id}`],
      ["PUT", `/api/households/${id}`, { name: "x" }],
      ["DELETE", `/api/households/${id}`],
      ["PUT", `/api/households/${id}/members/${id}`, { role: "member" }],
      ["DELETE", `/api/households/${id}/members/${id}`],
      ["POST", `/api/households/${id}/invites`, {}],
      ["GET", `/api/households/${id}/invites`],
      ["DELETE", `/api/households/${id}/invites/${id}`],
      ["POST", `/api/household-invites/${token}/accept`],
      ["POST", `/api/households/${id}/shares`, { resource_type: "recipe", resource_id: id }],
      ["DELETE", `/api/households/${id}/shares/recipe/${id}`],
      ["GET", `/api/households/${id}/library`],
    ];
    for (const [m, p, body] of calls) assert.equal((await s.request(m, p, { body })).status, 401, `${m} ${p}`);
  });

  it("answers with status 201 when a household is created, the creator its owner, and household_ids follow", async () => {
    const u = await s.user();
    const r = await s.request("POST", "/api/households", { token: u.token, body: { name: " Kitchen " } });
    assert.equal(r.status, 201);
    assert.equal(r.body.name, "Kitchen");
    assert.deepEqual(
      r.body.members.map((m: { user_id: string; role: string; email: string }) => [m.user_id, m.role, m.email]),
      [[u.id, "owner", u.email]],
    );
    assert.ok(r.headers.get("etag"));
    const me = await s.request("GET", "/api/users/me", { token: u.token });
    assert.deepEqual(me.body.household_ids, [r.body.id]);
    const list = await s.request("GET", "/api/households/me", { token: u.token });
    assert.deepEqual(
      list.body.households.map((h: { id: string }) => h.id),
      [r.body.id],
    );
  });

  it("answers with status 400 when the name is missing, empty or an unknown field is sent", async () => {
    const u = await s.user();
    assert.equal((await s.request("POST", "/api/households", { token: u.token, body: {} })).status, 400);
    assert.equal((await s.request("POST", "/api/households", { token: u.token, body: { name: "  " } })).status, 400);
    const r = await s.request("POST", "/api/households", { token: u.token, body: { name: "x", id: newId() } });
    assert.equal(r.status, 400);
    assert.equal(r.body.errors[0].type, "unknown_field");
  });

  it("answers with status 404 when an outsider reads, renames or deletes a household, and for a non-UUID id", async () => {
    const { hid, outsider } = await family();
    assert.equal((await s.request("GET", `/api/households/${hid}`, { token: outsider.token })).status, 404);
    assert.equal((await s.request("PUT", `/api/households/${hid}`, { token: outsider.token, body: { name: "x" } })).status, 404);
    assert.equal((await s.request("DELETE", `/api/households/${hid}`, { token: outsider.token })).status, 404);
    assert.equal((await s.request("GET", `/api/households/${hid}/library`, { token: outsider.token })).status, 404);
    assert.equal((await s.request("GET", "/api/households/not-a-uuid", { token: outsider.token })).status, 404);
  });

  it("answers with status 200 when members read the household, each seeing the others' names and emails", async () => {
    const { hid, owner, member } = await family();
    const r = await s.request("GET", `/api/households/${hid}`, { token: member.token });
    assert.equal(r.status, 200);
    assert.deepEqual(
      r.body.members.map((m: { user_id: string; role: string }) => [m.user_id, m.role]),
      [
        [owner.id, "owner"],
        [member.id, "member"],
      ],
    );
    assert.equal(r.body.members[0].email, owner.email);
  });

  it("answers with status 403 when a member renames or deletes, and 200/204 for the owner", async () => {
    const { hid, owner, member } = await family();
    assert.equal((await s.request("PUT", `/api/households/${hid}`, { token: member.token, body: { name: "Mine" } })).status, 403);
    assert.equal((await s.request("DELETE", `/api/households/${hid}`, { token: member.token })).status, 403);
    const r = await s.request("PUT", `/api/households/${hid}`, { token: owner.token, body: { name: "Ours" } });
    assert.equal(r.status, 200);
    assert.equal(r.body.name, "Ours");
    assert.equal(
      (await s.request("PUT", `/api/households/${hid}`, { token: owner.token, body: { name: "Stale" }, headers: { "if-match": 'W/"old"' } })).status,
      412,
    );
    assert.equal((await s.request("DELETE", `/api/households/${hid}`, { token: owner.token })).status, 204);
    assert.equal((await s.request("GET", `/api/households/${hid}`, { token: member.token })).status, 404);
    assert.deepEqual((await s.request("GET", "/api/users/me", { token: member.token })).body.household_ids, []);
  });

  it("answers with status 409 when the last owner steps down or leaves, and 200 once another owner exists", async () => {
    const { hid, owner, member } = await family();
    assert.equal((await s.request("PUT", `/api/households/${hid}/members/${owner.id}`, { token: owner.token, body: { role: "member" } })).status, 409);
    assert.equal((await s.request("DELETE", `/api/households/${hid}/members/${owner.id}`, { token: owner.token })).status, 409);
    assert.equal((await s.request("PUT", `/api/households/${hid}/members/${member.id}`, { token: member.token, body: { role: "owner" } })).status, 403);
    assert.equal((await s.request("PUT", `/api/households/${hid}/members/${member.id}`, { token: owner.token, body: { role: "boss" } })).status, 400);
    assert.equal((await s.request("PUT", `/api/households/${hid}/members/${newId()}`, { token: owner.token, body: { role: "owner" } })).status, 404);
    const promoted = await s.request("PUT", `/api/households/${hid}/members/${member.id}`, { token: owner.token, body: { role: "owner" } });
    assert.equal(promoted.status, 200);
    assert.equal(promoted.body.members.find((m: { user_id: string }) => m.user_id === member.id).role, "owner");
    assert.equal((await s.request("DELETE", `/api/households/${hid}/members/${owner.id}`, { token: owner.token })).status, 204);
    const left = await s.request("GET", `/api/households/${hid}`, { token: member.token });
    assert.deepEqual(
      left.body.members.map((m: { user_id: string }) => m.user_id),
      [member.id],
    );
  });

  it("answers with status 403 when a member removes someone else, and 204 when a member leaves or the owner removes one", async () => {
    const { hid, owner, member } = await family();
    const third = await s.user();
    await join(third, owner, hid);
    assert.equal((await s.request("DELETE", `/api/households/${hid}/members/${third.id}`, { token: member.token })).status, 403);
    assert.equal((await s.request("DELETE", `/api/households/${hid}/members/${member.id}`, { token: member.token })).status, 204);
    assert.deepEqual((await s.request("GET", "/api/users/me", { token: member.token })).body.household_ids, []);
    assert.equal((await s.request("GET", `/api/households/${hid}`, { token: member.token })).status, 404);
    assert.equal((await s.request("DELETE", `/api/households/${hid}/members/${third.id}`, { token: owner.token })).status, 204);
    assert.equal((await s.request("DELETE", `/api/households/${hid}/members/${third.id}`, { token: owner.token })).status, 404);
  });

  it("hands a household to the longest-standing member, or deletes it, when its owner deletes their account", async () => {
    const { hid, owner, member } = await family();
    const later = await s.user();
    await join(later, owner, hid);
    const solo = await household(owner, "Alone");
    assert.equal((await s.request("DELETE", "/api/users/me", { token: owner.token })).status, 204);
    const h = await s.request("GET", `/api/households/${hid}`, { token: member.token });
    assert.deepEqual(
      h.body.members.map((m: { user_id: string; role: string }) => [m.user_id, m.role]),
      [
        [member.id, "owner"],
        [later.id, "member"],
      ],
    );
    const row = s.deps.db.sqlite.prepare("SELECT id FROM households WHERE id = ?").get(solo.id);
    assert.equal(row, undefined);
  });

  it("lists memberships and share links in the export", async () => {
    const { hid, member } = await family();
    const r = await s.request("GET", "/api/users/me/export", { token: member.token });
    assert.equal(r.status, 200);
    assert.deepEqual(
      r.body.households.map((h: { id: string; role: string }) => [h.id, h.role]),
      [[hid, "member"]],
    );
    assert.deepEqual(r.body.share_links, []);
  });
});
