// Contract (optimistic concurrency): "every single-resource GET and write returns an ETag; a write that carries
// If-Match with a stale ETag answers 412 and changes nothing". GET /api/users/me carries an ETag, so its writes honour it.
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { startTestServer, type TestServer } from "../helpers/server";

const STALE = 'W/"c3RhbGU"';
let server: TestServer;

before(async () => {
  server = await startTestServer();
});
after(() => server.close());

test("PATCH /api/users/me with a stale If-Match answers 412 and changes nothing", async () => {
  const u = await server.user();
  const res = await server.request("PATCH", "/api/users/me", { token: u.token, body: { display_name: "Changed" }, headers: { "if-match": STALE } });
  assert.equal(res.status, 412);
  const me = await server.request("GET", "/api/users/me", { token: u.token });
  assert.equal(me.body.display_name, "");
});

test("PATCH /api/users/me with the current ETag succeeds and answers a new ETag", async () => {
  const u = await server.user();
  const me = await server.request("GET", "/api/users/me", { token: u.token });
  const etag = me.headers.get("etag");
  assert.ok(etag);
  const res = await server.request("PATCH", "/api/users/me", { token: u.token, body: { display_name: "Changed" }, headers: { "if-match": etag } });
  assert.equal(res.status, 200);
  assert.equal(res.body.display_name, "Changed");
  assert.notEqual(res.headers.get("etag"), etag);
  const again = await server.request("PATCH", "/api/users/me", { token: u.token, body: { display_name: "Again" }, headers: { "if-match": etag } });
  assert.equal(again.status, 412);
});

test("DELETE /api/users/me with a stale If-Match answers 412 and keeps the account", async () => {
  const u = await server.user();
  const res = await server.request("DELETE", "/api/users/me", { token: u.token, headers: { "if-match": STALE } });
  assert.equal(res.status, 412);
  const me = await server.request("GET", "/api/users/me", { token: u.token });
  assert.equal(me.status, 200);
});
