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

const create = async (token: string, body: unknown = { name: "Weekly shop" }) => server.request("POST", "/api/grocery-lists", { token, body });
const find = (
  list: { items: Array<{ name: string; quantity: number | null; quantity_exact?: number | null; display?: string | null; unit: string | null }> },
  name: string,
) => list.items.filter((i) => i.name === name);

describe("grocery lists", () => {
  it("answers with status 401 when no token is sent", async () => {
    assert.equal((await server.request("GET", "/api/grocery-lists")).status, 401);
    assert.equal((await server.request("POST", "/api/grocery-lists", { body: {} })).status, 401);
  });

  it("answers with status 201 when a list is created, with keys and aisles filled in", async () => {
    const res = await create(alice.token, { name: "Shop", due_date: "2026-03-01", items: [{ name: "Milk", quantity: 1, unit: "l" }, { name: "frozen peas" }] });
    assert.equal(res.status, 201);
    assert.equal(res.body.type, "manual");
    assert.equal(res.body.archived, false);
    assert.equal(res.body.due_date, "2026-03-01");
    assert.equal(res.body.items.length, 2);
    assert.ok(res.body.items.every((i: { key: string }) => i.key.length > 0));
    assert.equal(res.body.items[0].aisle, "dairy");
    assert.equal(res.body.items[1].aisle, "frozen");
    assert.ok(res.headers.get("etag"));
  });

  it("answers with status 400 when the body has unknown, read-only or invalid fields", async () => {
    assert.equal((await create(alice.token, { name: "x", colour: "red" })).body.errors[0].type, "unknown_field");
    assert.equal((await create(alice.token, { id: newId() })).status, 400);
    assert.equal((await create(alice.token, { due_date: "2026-02-30" })).status, 400);
    assert.equal((await create(alice.token, { items: [{ quantity: 2 }] })).status, 400);
    assert.equal(
      (
        await create(alice.token, {
          items: [
            { name: "a", key: "k" },
            { name: "b", key: "k" },
          ],
        })
      ).status,
      400,
    );
  });

  it("answers with status 404 when another user's list is read, changed or deleted", async () => {
    const id = (await create(alice.token)).body.id;
    assert.equal((await server.request("GET", `/api/grocery-lists/${id}`, { token: bob.token })).status, 404);
    assert.equal((await server.request("PUT", `/api/grocery-lists/${id}`, { token: bob.token, body: { name: "mine" } })).status, 404);
    assert.equal((await server.request("DELETE", `/api/grocery-lists/${id}`, { token: bob.token })).status, 404);
    assert.equal((await server.request("POST", `/api/grocery-lists/${id}/items`, { token: bob.token, body: { name: "x" } })).status, 404);
    assert.equal((await server.request("GET", "/api/grocery-lists/not-a-uuid", { token: alice.token })).status, 404);
  });

  it("answers with status 200 when items are appended, merging the same ingredient in compatible units", async () => {
    const list = (
      await create(alice.token, {
        items: [
          { name: "milk", quantity: 1, unit: "cup" },
          { name: "eggs", quantity: 2 },
          { name: "flour", quantity: 100, unit: "g" },
        ],
      })
    ).body;
    const res = await server.request("POST", `/api/grocery-lists/${list.id}/items`, {
      token: alice.token,
      body: {
        items: [
          { name: "Milk", quantity: 250, unit: "ml" },
          { name: "egg", quantity: 1 },
          { name: "flour", quantity: 1, unit: "lb" },
          { name: "flour", quantity: 2, unit: "cups" },
        ],
      },
    });
    assert.equal(res.status, 200);
    const milk = find(res.body, "milk");
    assert.equal(milk.length, 1);
    assert.equal(milk[0]?.unit, "ml");
    // Stored as a cook measures it, with the exact sum beside it (kitchen numbers).
    assert.equal(milk[0]?.quantity, 490);
    assert.ok(Math.abs((milk[0]?.quantity_exact ?? 0) - 486.588) < 0.01);
    assert.equal(milk[0]?.display, "490");
    assert.equal(find(res.body, "eggs")[0]?.quantity, 3);
    const flour = res.body.items.filter((i: { name: string }) => i.name === "flour");
    assert.equal(flour.length, 2, "grams and cups of flour stay apart");
    assert.ok(flour.some((f: { unit: string; quantity: number }) => f.unit === "g" && f.quantity === 550));
    assert.ok(flour.some((f: { unit: string; quantity: number }) => f.unit === "cups" && f.quantity === 2));
  });

  it("answers with status 201 when an item typed as text is read like a recipe line", async () => {
    const res = await create(alice.token, {
      items: [{ name: "2 cups milk" }, { name: "1 (28 oz) can crushed tomatoes" }, { name: "frozen peas" }, { name: "3 eggs", quantity: 6 }],
    });
    assert.equal(res.status, 201);
    const [milk, tomatoes, peas, eggs] = res.body.items;
    assert.deepEqual(
      { name: milk.name, quantity: milk.quantity, unit: milk.unit, display: milk.display },
      { name: "milk", quantity: 2, unit: "cups", display: "2" },
    );
    assert.deepEqual({ name: tomatoes.name, quantity: tomatoes.quantity, unit: tomatoes.unit }, { name: "28 oz crushed tomatoes", quantity: 1, unit: "can" });
    assert.deepEqual({ name: peas.name, quantity: peas.quantity }, { name: "frozen peas", quantity: null });
    assert.equal(eggs.name, "3 eggs", "an item with its own quantity keeps its name as typed");
    const added = await server.request("POST", `/api/grocery-lists/${res.body.id}/items`, { token: alice.token, body: { name: "1 cup milk" } });
    assert.equal(added.status, 200);
    assert.deepEqual(
      find(added.body, "milk").map((m) => [m.quantity, m.unit]),
      [[3, "cup"]],
      "a typed line adds into the same ingredient (a sum is in the canonical unit)",
    );
  });

  it("answers with status 200 when one item is appended on its own, and 409 when its key is taken", async () => {
    const list = (await create(alice.token, { items: [{ key: "bread", name: "bread" }] })).body;
    const res = await server.request("POST", `/api/grocery-lists/${list.id}/items`, { token: alice.token, body: { name: "butter", key: "b1" } });
    assert.equal(res.status, 200);
    assert.equal(res.body.items.length, 2);
    const dup = await server.request("POST", `/api/grocery-lists/${list.id}/items`, { token: alice.token, body: { name: "jam", key: "bread" } });
    assert.equal(dup.status, 409);
  });

  it("answers with status 200 when two people check off different items at the same time, and both changes stay", async () => {
    const list = (
      await create(alice.token, {
        items: [
          { key: "a", name: "apples" },
          { key: "b", name: "bananas" },
          { key: "c", name: "cherries" },
        ],
      })
    ).body;
    const results = await Promise.all(
      ["a", "b", "c"].map((key) => server.request("PATCH", `/api/grocery-lists/${list.id}/items/${key}`, { token: alice.token, body: { checked: true } })),
    );
    assert.deepEqual(
      results.map((r) => r.status),
      [200, 200, 200],
    );
    const after = (await server.request("GET", `/api/grocery-lists/${list.id}`, { token: alice.token })).body;
    assert.deepEqual(
      after.items.map((i: { checked: boolean }) => i.checked),
      [true, true, true],
    );
    assert.ok(after.updated_at > list.updated_at);
  });

  it("answers with status 404 when a PATCH names an unknown item key, and 400 for a bad field", async () => {
    const list = (await create(alice.token, { items: [{ key: "a", name: "apples" }] })).body;
    assert.equal((await server.request("PATCH", `/api/grocery-lists/${list.id}/items/zzz`, { token: alice.token, body: { checked: true } })).status, 404);
    assert.equal((await server.request("PATCH", `/api/grocery-lists/${list.id}/items/a`, { token: alice.token, body: { checked: "yes" } })).status, 400);
    assert.equal((await server.request("PATCH", `/api/grocery-lists/${list.id}/items/a`, { token: alice.token, body: { key: "b" } })).status, 400);
  });

  it("answers with status 412 when PUT carries a stale If-Match, and changes nothing", async () => {
    const list = (
      await create(alice.token, {
        items: [
          { key: "a", name: "apples" },
          { key: "b", name: "bananas" },
        ],
      })
    ).body;
    const etag = (await server.request("GET", `/api/grocery-lists/${list.id}`, { token: alice.token })).headers.get("etag") ?? "";
    // Someone checks an item off, then a stale client tries to replace the whole list.
    await server.request("PATCH", `/api/grocery-lists/${list.id}/items/a`, { token: alice.token, body: { checked: true } });
    const stale = await server.request("PUT", `/api/grocery-lists/${list.id}`, {
      token: alice.token,
      headers: { "if-match": etag },
      body: { name: "renamed", items: [{ key: "a", name: "apples" }] },
    });
    assert.equal(stale.status, 412);
    const now = await server.request("GET", `/api/grocery-lists/${list.id}`, { token: alice.token });
    assert.equal(now.body.name, list.name);
    assert.equal(now.body.items.length, 2);
    assert.equal(now.body.items[0].checked, true);
    const fresh = await server.request("PUT", `/api/grocery-lists/${list.id}`, {
      token: alice.token,
      headers: { "if-match": now.headers.get("etag") ?? "" },
      body: { archived: true, items: [{ key: "z", name: "zucchini", checked: true }] },
    });
    assert.equal(fresh.status, 200);
    assert.equal(fresh.body.archived, true);
    assert.deepEqual(
      fresh.body.items.map((i: { key: string }) => i.key),
      ["z"],
    );
  });

  it("answers with status 200 when an item is deleted, and 204 when the list is deleted", async () => {
    const list = (
      await create(alice.token, {
        items: [
          { key: "a", name: "apples" },
          { key: "b", name: "bananas" },
        ],
      })
    ).body;
    const res = await server.request("DELETE", `/api/grocery-lists/${list.id}/items/a`, { token: alice.token });
    assert.equal(res.status, 200);
    assert.deepEqual(
      res.body.items.map((i: { key: string }) => i.key),
      ["b"],
    );
    assert.equal((await server.request("DELETE", `/api/grocery-lists/${list.id}`, { token: alice.token })).status, 204);
    assert.equal((await server.request("GET", `/api/grocery-lists/${list.id}`, { token: alice.token })).status, 404);
  });

  it("answers with status 200 when lists are paged and delta-synced, with tombstones", async () => {
    const user = await server.user();
    const a = (await create(user.token, { name: "A" })).body;
    const b = (await create(user.token, { name: "B" })).body;
    const page1 = await server.request("GET", "/api/grocery-lists?limit=1", { token: user.token });
    assert.equal(page1.body.grocery_lists.length, 1);
    assert.equal(page1.body.grocery_lists[0].id, b.id);
    assert.ok(page1.body.next_cursor);
    const page2 = await server.request("GET", `/api/grocery-lists?limit=1&cursor=${page1.body.next_cursor}`, { token: user.token });
    assert.equal(page2.body.grocery_lists[0].id, a.id);
    assert.equal(page2.body.next_cursor, undefined);
    const sync = await server.request("GET", `/api/grocery-lists?since=${encodeURIComponent(b.updated_at)}`, { token: user.token });
    const watermark = sync.body.server_time as string;
    await server.request("PATCH", `/api/grocery-lists/${a.id}/items/none`, { token: user.token, body: { checked: true } });
    await server.request("POST", `/api/grocery-lists/${a.id}/items`, { token: user.token, body: { name: "tea" } });
    await server.request("DELETE", `/api/grocery-lists/${b.id}`, { token: user.token });
    const delta = await server.request("GET", `/api/grocery-lists?since=${encodeURIComponent(watermark)}`, { token: user.token });
    assert.deepEqual(
      delta.body.grocery_lists.map((l: { id: string }) => l.id),
      [a.id],
    );
    assert.deepEqual(
      delta.body.deleted.map((d: { id: string }) => d.id),
      [b.id],
    );
    assert.equal((await server.request("GET", "/api/grocery-lists?limit=0", { token: user.token })).status, 400);
  });

  it("answers with status 200 when a household member checks off a shared list, and 403 when the member deletes it", async () => {
    const list = (await create(alice.token, { items: [{ key: "a", name: "apples" }] })).body;
    const db = server.deps.db.sqlite;
    const hh = newId();
    const now = new Date().toISOString();
    cachedStatement(db, "INSERT INTO households (id, name, created_by, created_at, updated_at) VALUES (?, 'Home', ?, ?, ?)").run(hh, alice.id, now, now);
    cachedStatement(db, "INSERT INTO household_members (household_id, user_id, role, joined_at) VALUES (?, ?, 'owner', ?), (?, ?, 'member', ?)").run(
      hh,
      alice.id,
      now,
      hh,
      bob.id,
      now,
    );
    cachedStatement(
      db,
      "INSERT INTO household_shares (household_id, resource_type, resource_id, shared_by, created_at) VALUES (?, 'grocery_list', ?, ?, ?)",
    ).run(hh, list.id, alice.id, now);
    const res = await server.request("PATCH", `/api/grocery-lists/${list.id}/items/a`, { token: bob.token, body: { checked: true } });
    assert.equal(res.status, 200);
    assert.equal(res.body.items[0].checked, true);
    assert.equal((await server.request("DELETE", `/api/grocery-lists/${list.id}`, { token: bob.token })).status, 403);
    const events = server.deps.events.replay(alice.id, 0).filter((e) => e.type === "grocery_list.changed" && (e.data as { id: string }).id === list.id);
    assert.ok(events.length >= 2);
    assert.ok(server.deps.events.replay(bob.id, 0).some((e) => e.type === "grocery_list.changed" && (e.data as { id: string }).id === list.id));
  });

  it("answers with status 200 when the export has a grocery_lists section", async () => {
    const user = await server.user();
    await create(user.token, { name: "Exported" });
    const res = await server.request("GET", "/api/users/me/export", { token: user.token });
    assert.equal(res.status, 200);
    assert.deepEqual(
      res.body.grocery_lists.map((l: { name: string }) => l.name),
      ["Exported"],
    );
  });
});
