// Contract (optimistic concurrency): "every single-resource GET and write returns an ETag; a write that carries
// If-Match with a stale ETag answers 412 and changes nothing". Marking a notification read answers it with an ETag,
// so the notification writes (read, delete) honour If-Match.
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { startTestServer, type TestServer } from "../helpers/server";
import { createNotification } from "../../src/modules/notifications/notify";

const STALE = 'W/"c3RhbGU"';
let server: TestServer;

before(async () => {
  server = await startTestServer();
});
after(() => server.close());

async function userWithNotification(): Promise<{ token: string; id: string }> {
  const u = await server.user();
  server.deps.db.tx(() => createNotification(server.deps, u.id, { type: "import_complete", title: "Recipe imported", subtitle: "Soup", link: "/recipes/x" }));
  const list = await server.request("GET", "/api/notifications", { token: u.token });
  assert.equal(list.body.notifications.length, 1);
  return { token: u.token, id: list.body.notifications[0].id };
}

test("POST /api/notifications/{id}/read with a stale If-Match answers 412 and leaves it unread", async () => {
  const { token, id } = await userWithNotification();
  const res = await server.request("POST", `/api/notifications/${id}/read`, { token, headers: { "if-match": STALE } });
  assert.equal(res.status, 412);
  const list = await server.request("GET", "/api/notifications", { token });
  assert.equal(list.body.notifications[0].read_at ?? null, null);
});

test("DELETE /api/notifications/{id} with a stale If-Match answers 412 and keeps it", async () => {
  const { token, id } = await userWithNotification();
  const res = await server.request("DELETE", `/api/notifications/${id}`, { token, headers: { "if-match": STALE } });
  assert.equal(res.status, 412);
  const list = await server.request("GET", "/api/notifications", { token });
  assert.equal(list.body.notifications.length, 1);
});

test("a notification write with the current ETag is accepted", async () => {
  const { token, id } = await userWithNotification();
  const read = await server.request("POST", `/api/notifications/${id}/read`, { token });
  const etag = read.headers.get("etag");
  assert.ok(etag);
  const del = await server.request("DELETE", `/api/notifications/${id}`, { token, headers: { "if-match": etag } });
  assert.equal(del.status, 204);
});
