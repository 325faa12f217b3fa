import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { startTestServer, type TestServer } from "../helpers/server";
import { cachedStatement } from "../../src/db/statements";
import { newId } from "../../src/lib/ids";

let s: TestServer;
let alice: { id: string; token: string };
let bob: { id: string; token: string };

before(async () => {
  s = await startTestServer();
  alice = await s.user();
  bob = await s.user();
});
after(() => s.close());

async function recipe(token: string, title = "Soup"): Promise<string> {
  const r = await s.request("POST", "/api/recipes", { token, body: { title } });
  assert.equal(r.status, 201, r.text);
  return r.body.id as string;
}

async function collection(
  token: string,
  body: Record<string, unknown> = { name: "Weeknight" },
): Promise<{ id: string; recipes: string[]; updated_at: string }> {
  const r = await s.request("POST", "/api/collections", { token, body });
  assert.equal(r.status, 201, r.text);
  return r.body;
}

/** Put Bob in a household with Alice and share Alice's collection into it. */
function shareWithBob(collectionId: string, readOnly = false): void {
  const db = s.deps.db.sqlite;
  const now = s.deps.clock.nowIso();
  const hh = newId();
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
    "INSERT INTO household_shares (household_id, resource_type, resource_id, shared_by, read_only, created_at) VALUES (?, 'collection', ?, ?, ?, ?)",
  ).run(hh, collectionId, alice.id, readOnly ? 1 : 0, now);
}

describe("collections", () => {
  it("answers with status 401 on every route when no token is sent", async () => {
    const id = newId();
    const calls: Array<[string, string, unknown?]> = [
      ["GET", "/api/collections"],
      ["POST", "/api/collections", { name: "x" }],
      ["GET", `/api/collections/${id}`],
      ["PUT", `/api/collections/${id}`, { name: "x" }],
      ["DELETE", `/api/collections/${id}`],
      ["POST", `/api/collections/${id}/recipes`, { recipe_ids: [id] }],
      ["DELETE", `/api/collections/${id}/recipes/${id}`],
    ];
    for (const [m, p, body] of calls) assert.equal((await s.request(m, p, { body })).status, 401, `${m} ${p}`);
  });

  it("answers with status 201 when a collection is created, with ordered recipes and recipe_count", async () => {
    const a = await recipe(alice.token, "A");
    const b = await recipe(alice.token, "B");
    const r = await s.request("POST", "/api/collections", {
      token: alice.token,
      body: { name: " Weeknight ", description: "fast", recipes: [b, a, b], tags: ["quick", " Quick ", ""] },
    });
    assert.equal(r.status, 201);
    assert.equal(r.body.name, "Weeknight");
    assert.equal(r.body.user_id, alice.id);
    assert.deepEqual(r.body.recipes, [b, a], "order kept, duplicates dropped");
    assert.equal(r.body.recipe_count, 2);
    assert.deepEqual(r.body.tags, ["quick"]);
    assert.ok(r.headers.get("etag"));
    const got = await s.request("GET", `/api/collections/${r.body.id}`, { token: alice.token });
    assert.equal(got.status, 200);
    assert.deepEqual(got.body, r.body);
  });

  it("answers with status 400 when the body is invalid, has unknown or read-only fields", async () => {
    const bad: unknown[] = [
      {},
      { name: "" },
      { name: "x", recipes: ["not-a-uuid"] },
      { name: "x", recipe_count: 3 },
      { name: "x", colour: "red" },
      { name: 5 },
    ];
    for (const body of bad) {
      const r = await s.request("POST", "/api/collections", { token: alice.token, body });
      assert.equal(r.status, 400, JSON.stringify(body));
      assert.ok(Array.isArray(r.body.errors));
    }
    const c = await collection(alice.token);
    assert.equal((await s.request("PUT", `/api/collections/${c.id}`, { token: alice.token, body: { id: newId() } })).status, 400);
    assert.equal((await s.request("POST", `/api/collections/${c.id}/recipes`, { token: alice.token, body: { recipe_ids: [] } })).status, 400);
    assert.equal((await s.request("GET", "/api/collections?limit=0", { token: alice.token })).status, 400);
  });

  it("answers with status 404 on every route for another user's collection", async () => {
    const own = await recipe(bob.token);
    const c = await collection(alice.token, { name: "Private", recipes: [await recipe(alice.token)] });
    const calls: Array<[string, string, unknown?]> = [
      ["GET", `/api/collections/${c.id}`],
      ["PUT", `/api/collections/${c.id}`, { name: "mine" }],
      ["DELETE", `/api/collections/${c.id}`],
      ["POST", `/api/collections/${c.id}/recipes`, { recipe_ids: [own] }],
      ["DELETE", `/api/collections/${c.id}/recipes/${c.recipes[0]}`],
    ];
    for (const [m, p, body] of calls) assert.equal((await s.request(m, p, { token: bob.token, body })).status, 404, `${m} ${p}`);
    const list = await s.request("GET", "/api/collections", { token: bob.token });
    assert.ok(!list.body.collections.some((x: { id: string }) => x.id === c.id));
    assert.equal((await s.request("GET", "/api/collections/not-a-uuid", { token: alice.token })).status, 404);
  });

  it("answers with status 404 when a recipe id is another user's, exactly as for a random id", async () => {
    const bobs = await recipe(bob.token);
    const c = await collection(alice.token);
    const viaCreate = await s.request("POST", "/api/collections", { token: alice.token, body: { name: "x", recipes: [bobs] } });
    const viaCreateRandom = await s.request("POST", "/api/collections", { token: alice.token, body: { name: "x", recipes: [newId()] } });
    assert.equal(viaCreate.status, 404);
    assert.deepEqual(viaCreate.body, viaCreateRandom.body, "no difference reveals that the recipe exists");
    const viaAdd = await s.request("POST", `/api/collections/${c.id}/recipes`, { token: alice.token, body: { recipe_ids: [bobs] } });
    const viaAddRandom = await s.request("POST", `/api/collections/${c.id}/recipes`, { token: alice.token, body: { recipe_ids: [newId()] } });
    assert.equal(viaAdd.status, 404);
    assert.deepEqual(viaAdd.body, viaAddRandom.body);
    assert.equal((await s.request("PUT", `/api/collections/${c.id}`, { token: alice.token, body: { recipes: [bobs] } })).status, 404);
    const after = await s.request("GET", `/api/collections/${c.id}`, { token: alice.token });
    assert.deepEqual(after.body.recipes, [], "nothing was added");
  });

  it("answers with status 200 when recipes are added (idempotently) and removed, bumping updated_at", async () => {
    const [a, b, c] = [await recipe(alice.token), await recipe(alice.token), await recipe(alice.token)];
    const col = await collection(alice.token, { name: "Mix", recipes: [a] });
    const added = await s.request("POST", `/api/collections/${col.id}/recipes`, { token: alice.token, body: { recipe_ids: [c, a, b] } });
    assert.equal(added.status, 200);
    assert.deepEqual(added.body.recipes, [a, c, b]);
    assert.equal(added.body.recipe_count, 3);
    assert.ok(added.body.updated_at > col.updated_at);
    const removed = await s.request("DELETE", `/api/collections/${col.id}/recipes/${c}`, { token: alice.token });
    assert.equal(removed.status, 200);
    assert.deepEqual(removed.body.recipes, [a, b]);
    assert.equal((await s.request("DELETE", `/api/collections/${col.id}/recipes/${c}`, { token: alice.token })).status, 404, "no longer in the collection");
    const again = await s.request("POST", `/api/collections/${col.id}/recipes`, { token: alice.token, body: { recipe_ids: [c] } });
    assert.deepEqual(again.body.recipes, [a, b, c], "a re-added recipe goes to the end");
  });

  it("answers with status 200 on a partial PUT and 412 on a stale If-Match", async () => {
    const [a, b] = [await recipe(alice.token), await recipe(alice.token)];
    const col = await s.request("POST", "/api/collections", { token: alice.token, body: { name: "Old", description: "keep", recipes: [a], tags: ["t"] } });
    const etag = col.headers.get("etag") ?? "";
    const put = await s.request("PUT", `/api/collections/${col.body.id}`, {
      token: alice.token,
      body: { name: "New", recipes: [b, a] },
      headers: { "if-match": etag },
    });
    assert.equal(put.status, 200);
    assert.equal(put.body.name, "New");
    assert.equal(put.body.description, "keep", "omitted fields are untouched");
    assert.deepEqual(put.body.tags, ["t"]);
    assert.deepEqual(put.body.recipes, [b, a]);
    const stale = await s.request("PUT", `/api/collections/${col.body.id}`, { token: alice.token, body: { name: "Lost" }, headers: { "if-match": etag } });
    assert.equal(stale.status, 412);
    assert.equal((await s.request("GET", `/api/collections/${col.body.id}`, { token: alice.token })).body.name, "New");
  });

  it("tells its changes on the event stream with the same op words as every other record (created, updated, deleted)", async () => {
    const col = await s.request("POST", "/api/collections", { token: alice.token, body: { name: "Events" } });
    await s.request("PUT", `/api/collections/${col.body.id}`, { token: alice.token, body: { name: "Events 2" } });
    await s.request("DELETE", `/api/collections/${col.body.id}`, { token: alice.token });
    const ops = s.deps.events
      .replay(alice.id, 0)
      .filter((e) => e.type === "collection.changed" && (e.data as { id: string }).id === col.body.id)
      .map((e) => (e.data as { op: string }).op);
    assert.deepEqual(ops, ["created", "updated", "deleted"]);
  });

  it("answers with status 204 on delete and reports the tombstone in delta sync", async () => {
    const c = await collection(alice.token);
    const since = s.deps.clock.nowIso();
    assert.equal((await s.request("DELETE", `/api/collections/${c.id}`, { token: alice.token })).status, 204);
    assert.equal((await s.request("GET", `/api/collections/${c.id}`, { token: alice.token })).status, 404);
    const sync = await s.request("GET", `/api/collections?since=${encodeURIComponent(since)}`, { token: alice.token });
    assert.equal(sync.status, 200);
    assert.ok(sync.body.deleted.some((d: { id: string }) => d.id === c.id));
    assert.ok(typeof sync.body.server_time === "string");
  });

  it("answers with status 200 and the new recipes and recipe_count after a recipe is deleted", async () => {
    const [a, b] = [await recipe(alice.token), await recipe(alice.token)];
    const c = await collection(alice.token, { name: "Cascade", recipes: [a, b] });
    assert.equal((await s.request("DELETE", `/api/recipes/${a}`, { token: alice.token })).status, 204);
    const got = await s.request("GET", `/api/collections/${c.id}`, { token: alice.token });
    assert.deepEqual(got.body.recipes, [b]);
    assert.equal(got.body.recipe_count, 1);
  });

  it("answers with status 200 in delta sync with the changed collection when a recipe is deleted", async () => {
    const [a, b] = [await recipe(alice.token), await recipe(alice.token)];
    const c = await collection(alice.token, { name: "Sync", recipes: [a, b] });
    const other = await collection(alice.token, { name: "Untouched", recipes: [b] });
    const first = await s.request("GET", `/api/collections?since=${encodeURIComponent(c.updated_at)}`, { token: alice.token });
    const watermark = first.body.server_time as string;
    assert.equal((await s.request("DELETE", `/api/recipes/${a}`, { token: alice.token })).status, 204);
    const sync = await s.request("GET", `/api/collections?since=${encodeURIComponent(watermark)}`, { token: alice.token });
    const ids = sync.body.collections.map((x: { id: string }) => x.id);
    assert.deepEqual(ids, [c.id], "only the collection that held the recipe is reported");
    assert.deepEqual(sync.body.collections[0].recipes, [b]);
    assert.equal(sync.body.collections[0].recipe_count, 1);
    assert.ok(!ids.includes(other.id));
  });

  it("answers with status 200 for a household member's read and 403 for a member's change when shared read-only", async () => {
    const r = await recipe(alice.token);
    const c = await collection(alice.token, { name: "Family", recipes: [r] });
    shareWithBob(c.id, true);
    const read = await s.request("GET", `/api/collections/${c.id}`, { token: bob.token });
    assert.equal(read.status, 200);
    assert.deepEqual(read.body.recipes, [r], "a shared collection shares the recipes it holds");
    assert.ok((await s.request("GET", "/api/collections", { token: bob.token })).body.collections.some((x: { id: string }) => x.id === c.id));
    assert.equal((await s.request("PUT", `/api/collections/${c.id}`, { token: bob.token, body: { name: "Mine" } })).status, 403);
    assert.equal(
      (await s.request("POST", `/api/collections/${c.id}/recipes`, { token: bob.token, body: { recipe_ids: [await recipe(bob.token)] } })).status,
      403,
    );
    assert.equal((await s.request("DELETE", `/api/collections/${c.id}/recipes/${r}`, { token: bob.token })).status, 403);
    assert.equal((await s.request("DELETE", `/api/collections/${c.id}`, { token: bob.token })).status, 403);
  });

  it("answers with status 200 in cursor pages, newest first, and exports the user's collections", async () => {
    const u = await s.user();
    for (let i = 0; i < 3; i++) await collection(u.token, { name: `C${i}` });
    const p1 = await s.request("GET", "/api/collections?limit=2", { token: u.token });
    assert.deepEqual(
      p1.body.collections.map((c: { name: string }) => c.name),
      ["C2", "C1"],
    );
    assert.ok(p1.body.next_cursor);
    const p2 = await s.request("GET", `/api/collections?limit=2&cursor=${p1.body.next_cursor}`, { token: u.token });
    assert.deepEqual(
      p2.body.collections.map((c: { name: string }) => c.name),
      ["C0"],
    );
    assert.equal(p2.body.next_cursor, undefined);
    const exp = await s.request("GET", "/api/users/me/export", { token: u.token });
    assert.equal(exp.body.collections.length, 3);
  });
});
