// Contract (optimistic concurrency): "every single-resource GET and write returns an ETag; a write that carries
// If-Match with a stale ETag answers 412 and changes nothing". Changing or removing a member writes the household
// (the answer is the household, with its ETag), so these writes honour If-Match like PUT/DELETE of the household.
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { startTestServer, type TestServer } from "../helpers/server";

const STALE = 'W/"c3RhbGU"';
let server: TestServer;

before(async () => {
  server = await startTestServer();
});
after(() => server.close());

async function householdWithMember(): Promise<{ id: string; owner: { token: string }; member: { id: string; token: string } }> {
  const owner = await server.user();
  const member = await server.user();
  const h = await server.request("POST", "/api/households", { token: owner.token, body: { name: "Home" } });
  assert.equal(h.status, 201);
  const inv = await server.request("POST", `/api/households/${h.body.id}/invites`, { token: owner.token, body: {} });
  const acc = await server.request("POST", `/api/household-invites/${inv.body.token}/accept`, { token: member.token });
  assert.equal(acc.status, 200);
  return { id: h.body.id, owner, member };
}

test("PUT /api/households/{id}/members/{userId} with a stale If-Match answers 412 and keeps the role", async () => {
  const { id, owner, member } = await householdWithMember();
  const res = await server.request("PUT", `/api/households/${id}/members/${member.id}`, {
    token: owner.token,
    body: { role: "owner" },
    headers: { "if-match": STALE },
  });
  assert.equal(res.status, 412);
  const h = await server.request("GET", `/api/households/${id}`, { token: owner.token });
  assert.equal(h.body.members.find((m: { user_id: string }) => m.user_id === member.id).role, "member");
});

test("DELETE /api/households/{id}/members/{userId} with a stale If-Match answers 412 and keeps the member", async () => {
  const { id, owner, member } = await householdWithMember();
  const res = await server.request("DELETE", `/api/households/${id}/members/${member.id}`, { token: owner.token, headers: { "if-match": STALE } });
  assert.equal(res.status, 412);
  const h = await server.request("GET", `/api/households/${id}`, { token: owner.token });
  assert.ok(h.body.members.some((m: { user_id: string }) => m.user_id === member.id));
});

test("member writes with the household's current ETag are accepted", async () => {
  const { id, owner, member } = await householdWithMember();
  const h = await server.request("GET", `/api/households/${id}`, { token: owner.token });
  const put = await server.request("PUT", `/api/households/${id}/members/${member.id}`, {
    token: owner.token,
    body: { role: "owner" },
    headers: { "if-match": h.headers.get("etag")! },
  });
  assert.equal(put.status, 200);
  const del = await server.request("DELETE", `/api/households/${id}/members/${member.id}`, {
    token: owner.token,
    headers: { "if-match": put.headers.get("etag")! },
  });
  assert.equal(del.status, 204);
});
