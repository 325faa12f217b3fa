// Contract (optimistic concurrency): "every single-resource GET and write returns an ETag; a write that carries
// If-Match with a stale ETag answers 412 and changes nothing". Adding to the default wishlist writes that wishlist
// (answered with its ETag), like POST /api/wishlists/{id}/items, so it honours If-Match once the wishlist exists.
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { startTestServer, type TestServer } from "../helpers/server";

let server: TestServer;

before(async () => {
  server = await startTestServer();
});
after(() => server.close());

test("POST /api/wishlists/default/items with a stale If-Match answers 412 and adds nothing", async () => {
  const u = await server.user();
  const first = await server.request("POST", "/api/wishlists/default/items", { token: u.token, body: { kind: "book", title: "Salt Fat Acid Heat" } });
  assert.equal(first.status, 200);
  const staleTag = first.headers.get("etag");
  assert.ok(staleTag);
  const second = await server.request("POST", "/api/wishlists/default/items", {
    token: u.token,
    body: { kind: "book", title: "Jerusalem" },
    headers: { "if-match": staleTag },
  });
  assert.equal(second.status, 200);
  const third = await server.request("POST", "/api/wishlists/default/items", {
    token: u.token,
    body: { kind: "book", title: "Plenty" },
    headers: { "if-match": staleTag },
  });
  assert.equal(third.status, 412);
  const w = await server.request("GET", `/api/wishlists/${first.body.id}`, { token: u.token });
  assert.deepEqual(w.body.items.map((i: { title: string }) => i.title).sort(), ["Jerusalem", "Salt Fat Acid Heat"]);
});

test("POST /api/wishlists/default/items creates the default wishlist without If-Match", async () => {
  const u = await server.user();
  const res = await server.request("POST", "/api/wishlists/default/items", { token: u.token, body: { kind: "book", title: "Plenty" } });
  assert.equal(res.status, 200);
  assert.equal(res.body.is_default, true);
});
