import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { startTestServer, type TestServer } from "../helpers/server";
import { fakeClock } from "../../src/lib/clock";
import { hashSecret, newId } from "../../src/lib/ids";

type U = { id: string; email: string; token: string };
const clock = fakeClock(Date.parse("2026-03-01T12:00:00.000Z"));
let s: TestServer;

before(async () => {
  s = await startTestServer({ clock });
});
after(() => s.close());

/** Tokens are short-lived: mint a fresh one after moving the fake clock. */
async function fresh(u: U): Promise<U> {
  return { ...u, token: (await s.deps.tokens.issueAccessToken(u.id)).token };
}

async function setup(): Promise<{ owner: U; hid: string }> {
  const owner = await s.user();
  const r = await s.request("POST", "/api/households", { token: owner.token, body: { name: "Home" } });
  assert.equal(r.status, 201);
  return { owner, hid: r.body.id };
}

const accept = (u: U, token: string) => s.request("POST", `/api/household-invites/${token}/accept`, { token: u.token });

describe("household invites", () => {
  it("answers with status 201 with a 43-character token shown once and stored only hashed", async () => {
    const { owner, hid } = await setup();
    const r = await s.request("POST", `/api/households/${hid}/invites`, { token: owner.token, body: { role: "member", expires_in_hours: 2 } });
    assert.equal(r.status, 201);
    assert.match(r.body.token, /^[A-Za-z0-9_-]{43}$/);
    assert.equal(r.body.url, `http://localhost:8080/invite/${r.body.token}`);
    assert.equal(r.body.household_id, hid);
    assert.equal(r.body.created_by, owner.id);
    assert.equal(r.body.accepted_at, null);
    assert.equal(Date.parse(r.body.expires_at) - Date.parse(r.body.created_at), 2 * 3_600_000);
    const row = s.deps.db.sqlite.prepare("SELECT * FROM household_invites WHERE id = ?").get(r.body.id) as Record<string, unknown>;
    assert.equal(row.token_hash, hashSecret(r.body.token));
    assert.ok(!JSON.stringify(row).includes(r.body.token));
    const list = await s.request("GET", `/api/households/${hid}/invites`, { token: owner.token });
    assert.equal(list.status, 200);
    assert.equal(list.body.invites.length, 1);
    assert.equal(list.body.invites[0].id, r.body.id);
    assert.equal(list.body.invites[0].token, undefined);
    assert.ok(!list.text.includes(r.body.token));
  });

  it("answers with status 400 when the role, expiry or email is invalid or a field is unknown", async () => {
    const { owner, hid } = await setup();
    for (const body of [{ role: "admin" }, { expires_in_hours: 0 }, { expires_in_hours: 10_000 }, { email: "not-an-email" }, { token: "x" }]) {
      assert.equal((await s.request("POST", `/api/households/${hid}/invites`, { token: owner.token, body })).status, 400, JSON.stringify(body));
    }
  });

  it("answers with status 403 when a member creates, lists or revokes invites, and 404 for an outsider", async () => {
    const { owner, hid } = await setup();
    const member = await s.user();
    const inv = (await s.request("POST", `/api/households/${hid}/invites`, { token: owner.token, body: {} })).body;
    assert.equal((await accept(member, inv.token)).status, 200);
    const outsider = await s.user();
    for (const [u, status] of [
      [member, 403],
      [outsider, 404],
    ] as const) {
      assert.equal((await s.request("POST", `/api/households/${hid}/invites`, { token: u.token, body: {} })).status, status);
      assert.equal((await s.request("GET", `/api/households/${hid}/invites`, { token: u.token })).status, status);
      assert.equal((await s.request("DELETE", `/api/households/${hid}/invites/${inv.id}`, { token: u.token })).status, status);
    }
  });

  it("answers with status 200 when accepted, then 404 on reuse, and 409 when the caller is already a member", async () => {
    const { owner, hid } = await setup();
    const joiner = await s.user();
    const inv = (await s.request("POST", `/api/households/${hid}/invites`, { token: owner.token, body: { role: "owner" } })).body;
    const r = await accept(joiner, inv.token);
    assert.equal(r.status, 200);
    assert.equal(r.body.members.find((m: { user_id: string }) => m.user_id === joiner.id).role, "owner");
    assert.deepEqual((await s.request("GET", "/api/users/me", { token: joiner.token })).body.household_ids, [hid]);
    const another = await s.user();
    assert.equal((await accept(another, inv.token)).status, 404, "an invite is single use");
    const second = (await s.request("POST", `/api/households/${hid}/invites`, { token: owner.token, body: {} })).body;
    assert.equal((await accept(joiner, second.token)).status, 409);
    assert.equal((await accept(another, second.token)).status, 200, "a 409 leaves the invite unused");
    const listed = (await s.request("GET", `/api/households/${hid}/invites`, { token: owner.token })).body.invites;
    assert.ok(listed.every((i: { accepted_at: string | null }) => i.accepted_at !== null));
    const notes = s.deps.db.sqlite.prepare("SELECT type FROM notifications WHERE user_id = ?").all(owner.id) as { type: string }[];
    assert.ok(notes.some((n) => n.type === "household_member_joined"));
  });

  it("answers with status 404, all alike, for guessed, malformed, revoked and expired tokens", async () => {
    const { owner, hid } = await setup();
    let joiner = await s.user();
    const guessed = await accept(joiner, "A".repeat(43));
    assert.equal(guessed.status, 404);
    assert.equal((await accept(joiner, "short")).status, 404);
    const revoked = (await s.request("POST", `/api/households/${hid}/invites`, { token: owner.token, body: {} })).body;
    assert.equal((await s.request("DELETE", `/api/households/${hid}/invites/${revoked.id}`, { token: owner.token })).status, 204);
    assert.equal((await s.request("DELETE", `/api/households/${hid}/invites/${revoked.id}`, { token: owner.token })).status, 404);
    const r = await accept(joiner, revoked.token);
    assert.equal(r.status, 404);
    assert.deepEqual(r.body, guessed.body);
    const expiring = (await s.request("POST", `/api/households/${hid}/invites`, { token: owner.token, body: { expires_in_hours: 1 } })).body;
    clock.advance(3_600_000);
    joiner = await fresh(joiner);
    const expired = await accept(joiner, expiring.token);
    assert.equal(expired.status, 404);
    assert.deepEqual(expired.body, guessed.body);
    assert.equal((await s.request("DELETE", `/api/households/${hid}/invites/${newId()}`, { token: (await fresh(owner)).token })).status, 404);
  });

  it("answers with status 403 when an email-bound invite is accepted by another account, and 200 for that email", async () => {
    const { owner, hid } = await setup();
    const intended = await s.user({ email: `Intended-${newId().slice(0, 6)}@Example.test` });
    const other = await s.user();
    const inv = (await s.request("POST", `/api/households/${hid}/invites`, { token: owner.token, body: { email: intended.email.toLowerCase() } })).body;
    assert.equal((await accept(other, inv.token)).status, 403);
    assert.equal((await accept(intended, inv.token)).status, 200);
  });
});
