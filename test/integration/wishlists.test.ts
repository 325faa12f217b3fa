import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { startTestServer, type TestServer } from "../helpers/server";
import { cachedStatement } from "../../src/db/statements";
import { newId } from "../../src/lib/ids";

let server: TestServer;
let alice: { id: string; token: string };
let bob: { id: string; token: string };

before(async () => {
  server = await startTestServer();
  alice = await server.user();
  bob = await server.user();
});
after(() => server.close());

/** A shared book source written directly (the sources module is not what is under test). */
function bookSource(title: string, authors: string[]): string {
  const id = `src_${newId()}`;
  const now = new Date().toISOString();
  cachedStatement(
    server.deps.db.sqlite,
    "INSERT INTO sources (id, kind, name, display_name, authors, cover_url, created_at, updated_at) VALUES (?, 'book', ?, ?, ?, 'https://covers.example/x.jpg', ?, ?)",
  ).run(id, title, title, JSON.stringify(authors), now, now);
  return id;
}

describe("wishlists", () => {
  it("answers with status 401 when no token is sent", async () => {
    assert.equal((await server.request("GET", "/api/wishlists")).status, 401);
    assert.equal((await server.request("POST", "/api/wishlists/default/items", { body: { title: "x" } })).status, 401);
  });

  it("answers with status 200 when the first add to the default wishlist creates it, and later adds reuse it", async () => {
    const user = await server.user();
    const first = await server.request("POST", "/api/wishlists/default/items", {
      token: user.token,
      body: { title: "The Food Lab", authors: ["J. Kenji López-Alt"] },
    });
    assert.equal(first.status, 200);
    assert.equal(first.body.name, "Wishlist");
    assert.equal(first.body.is_default, true);
    const item = first.body.items[0];
    assert.equal(item.kind, "book");
    assert.ok(item.itemKey.length > 0);
    assert.ok(item.added_at);
    const second = await server.request("POST", "/api/wishlists/default/items", {
      token: user.token,
      body: { title: "Salt Fat Acid Heat", kind: "book", itemKey: "sfah" },
    });
    assert.equal(second.body.id, first.body.id);
    assert.deepEqual(
      second.body.items.map((i: { itemKey: string }) => i.itemKey),
      [item.itemKey, "sfah"],
    );
    const all = await server.request("GET", "/api/wishlists", { token: user.token });
    assert.equal(all.body.wishlists.length, 1);
  });

  it("answers with status 200 when the same book is added twice, without a duplicate", async () => {
    const user = await server.user();
    const src = bookSource("Jerusalem", ["Yotam Ottolenghi", "Sami Tamimi"]);
    const a = await server.request("POST", "/api/wishlists/default/items", { token: user.token, body: { source_v2_id: src } });
    assert.equal(a.body.items[0].title, "Jerusalem");
    assert.deepEqual(a.body.items[0].authors, ["Yotam Ottolenghi", "Sami Tamimi"]);
    assert.equal(a.body.items[0].cover_url, "https://covers.example/x.jpg");
    const b = await server.request("POST", "/api/wishlists/default/items", { token: user.token, body: { source_v2_id: src, title: "Jerusalem: A Cookbook" } });
    const c = await server.request("POST", "/api/wishlists/default/items", {
      token: user.token,
      body: { title: "jerusalem", authors: ["Sami Tamimi", "yotam ottolenghi"] },
    });
    assert.equal(b.status, 200);
    assert.equal(c.body.items.length, 1);
    const recipeKind = await server.request("POST", "/api/wishlists/default/items", {
      token: user.token,
      body: { title: "Jerusalem", kind: "recipe", authors: ["Sami Tamimi", "Yotam Ottolenghi"] },
    });
    assert.equal(recipeKind.body.items.length, 2, "a recipe of the same name is another item");
  });

  it("answers with status 400 when an item is invalid or names an unknown source", async () => {
    const list = (await server.request("POST", "/api/wishlists", { token: alice.token, body: { name: "Books" } })).body;
    const post = (body: unknown) => server.request("POST", `/api/wishlists/${list.id}/items`, { token: alice.token, body });
    assert.equal((await post({})).status, 400);
    assert.equal((await post({ title: "x", kind: "dvd" })).status, 400);
    assert.equal((await post({ title: "x", cover_url: "javascript:alert(1)" })).status, 400);
    assert.equal((await post({ title: "x", added_at: "2026-01-01" })).status, 400);
    const unknown = await post({ source_v2_id: "src_does_not_exist" });
    assert.equal(unknown.status, 400);
    assert.equal(unknown.body.errors[0].path, "source_v2_id");
    assert.equal((await server.request("POST", "/api/wishlists", { token: alice.token, body: { is_default: true } })).status, 400);
  });

  it("answers with status 404 when another user's wishlist is read, changed or deleted", async () => {
    const list = (await server.request("POST", "/api/wishlists", { token: alice.token, body: { items: [{ title: "Mine", itemKey: "k" }] } })).body;
    assert.equal((await server.request("GET", `/api/wishlists/${list.id}`, { token: bob.token })).status, 404);
    assert.equal((await server.request("PUT", `/api/wishlists/${list.id}`, { token: bob.token, body: { name: "x" } })).status, 404);
    assert.equal((await server.request("POST", `/api/wishlists/${list.id}/items`, { token: bob.token, body: { title: "x" } })).status, 404);
    assert.equal((await server.request("DELETE", `/api/wishlists/${list.id}/items`, { token: bob.token, body: { itemKey: "k" } })).status, 404);
    assert.equal((await server.request("DELETE", `/api/wishlists/${list.id}`, { token: bob.token })).status, 404);
  });

  it("answers with status 200 when an item is removed by itemKey, 404 for an unknown key, and 204 when the wishlist is deleted", async () => {
    const created = await server.request("POST", "/api/wishlists", {
      token: alice.token,
      body: {
        name: "Gifts",
        items: [
          { title: "A", itemKey: "a" },
          { title: "B", itemKey: "b" },
        ],
      },
    });
    assert.equal(created.status, 201);
    const id = created.body.id;
    const removed = await server.request("DELETE", `/api/wishlists/${id}/items`, { token: alice.token, body: { itemKey: "a" } });
    assert.equal(removed.status, 200);
    assert.deepEqual(
      removed.body.items.map((i: { itemKey: string }) => i.itemKey),
      ["b"],
    );
    assert.equal((await server.request("DELETE", `/api/wishlists/${id}/items`, { token: alice.token, body: { itemKey: "a" } })).status, 404);
    assert.equal((await server.request("DELETE", `/api/wishlists/${id}/items`, { token: alice.token, body: {} })).status, 400);
    const renamed = await server.request("PUT", `/api/wishlists/${id}`, { token: alice.token, body: { name: "Birthday" } });
    assert.equal(renamed.body.name, "Birthday");
    assert.equal((await server.request("DELETE", `/api/wishlists/${id}`, { token: alice.token })).status, 204);
    assert.equal((await server.request("GET", `/api/wishlists/${id}`, { token: alice.token })).status, 404);
  });

  it("answers with status 200 when the export has a wishlists section", async () => {
    const user = await server.user();
    await server.request("POST", "/api/wishlists/default/items", { token: user.token, body: { title: "Exported" } });
    const res = await server.request("GET", "/api/users/me/export", { token: user.token });
    assert.equal(res.body.wishlists[0].items[0].title, "Exported");
  });
});
