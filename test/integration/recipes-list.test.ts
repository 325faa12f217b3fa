import { after, before, describe, test } from "node:test";
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

const create = async (token: string, body: Record<string, unknown>) => {
  const r = await server.request("POST", "/api/recipes", { token, body });
  assert.equal(r.status, 201, JSON.stringify(r.body));
  return r.body as { id: string; title: string; updated_at: string };
};
const titles = (body: { recipes: { title: string }[] }) => body.recipes.map((r) => r.title);

describe("GET /api/recipes", () => {
  test("answers with status 401 when no token is sent", async () => {
    assert.equal((await server.request("GET", "/api/recipes")).status, 401);
  });

  test("answers with status 400 when limit or cursor is invalid", async () => {
    assert.equal((await server.request("GET", "/api/recipes?limit=0", { token: alice.token })).status, 400);
    assert.equal((await server.request("GET", "/api/recipes?cursor=%%%", { token: alice.token })).status, 400);
    assert.equal((await server.request("GET", "/api/recipes?q=soup&since=2020-01-01T00:00:00Z", { token: alice.token })).status, 400);
  });

  test("answers with status 200 newest first in cursor pages without other users' recipes", async () => {
    const u = await server.user();
    const other = await server.user();
    for (let i = 0; i < 5; i++) await create(u.token, { title: `R${i}` });
    await create(other.token, { title: "Not yours" });
    const p1 = await server.request("GET", "/api/recipes?limit=2", { token: u.token });
    assert.deepEqual(titles(p1.body), ["R4", "R3"]);
    const p2 = await server.request("GET", `/api/recipes?limit=2&cursor=${p1.body.next_cursor}`, { token: u.token });
    const p3 = await server.request("GET", `/api/recipes?limit=2&cursor=${p2.body.next_cursor}`, { token: u.token });
    assert.deepEqual([...titles(p2.body), ...titles(p3.body)], ["R2", "R1", "R0"]);
    assert.equal(p3.body.next_cursor, undefined);
  });

  test("answers with status 200 never missing a change written while the client was paging, and reporting deletions", async () => {
    const u = await server.user();
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) ids.push((await create(u.token, { title: `S${i}` })).id);
    const seen = new Map<string, string>();
    const sync = async (since: string) => {
      let cursor: string | undefined;
      let last: { server_time: string; deleted?: { id: string }[] } | undefined;
      let first = true;
      do {
        const r = await server.request("GET", `/api/recipes?limit=2&since=${encodeURIComponent(since)}${cursor ? `&cursor=${cursor}` : ""}`, {
          token: u.token,
        });
        assert.equal(r.status, 200);
        for (const rec of r.body.recipes) seen.set(rec.id, rec.title);
        if (first) {
          // Writes while the client pages: one already-seen recipe changes, one not yet seen changes, one is deleted.
          await server.request("PUT", `/api/recipes/${ids[0]}`, { token: u.token, body: { title: "S0 edited" } });
          await server.request("PUT", `/api/recipes/${ids[5]}`, { token: u.token, body: { title: "S5 edited" } });
          await server.request("DELETE", `/api/recipes/${ids[3]}`, { token: u.token });
          first = false;
        }
        cursor = r.body.next_cursor;
        last = r.body;
      } while (cursor);
      return last as { server_time: string; deleted?: { id: string }[] };
    };
    const firstSync = await sync("1970-01-01T00:00:00.000Z");
    assert.ok(firstSync.server_time);
    const second = await sync(firstSync.server_time);
    assert.equal(seen.get(ids[0]), "S0 edited");
    assert.equal(seen.get(ids[5]), "S5 edited");
    const deleted = [...(firstSync.deleted ?? []), ...(second.deleted ?? [])].map((d) => d.id);
    assert.ok(deleted.includes(ids[3]));
  });

  test("answers with status 200 filtering by tag, case-insensitively, and counting tags", async () => {
    const u = await server.user();
    await create(u.token, { title: "A", tags: ["Vegan", "quick"] });
    await create(u.token, { title: "B", tags: ["vegan"] });
    await create(u.token, { title: "C", tags: ["Quick"] });
    const r = await server.request("GET", "/api/recipes?tag=VEGAN", { token: u.token });
    assert.deepEqual(titles(r.body).sort(), ["A", "B"]);
    const both = await server.request("GET", "/api/recipes?tag=vegan&tag=quick", { token: u.token });
    assert.deepEqual(titles(both.body), ["A"]);
    const t = await server.request("GET", "/api/recipes/tags", { token: u.token });
    assert.equal(t.status, 200);
    assert.deepEqual(
      t.body.tags.map((x: { tag: string; count: number }) => [x.tag.toLowerCase(), x.count]),
      [
        ["quick", 2],
        ["vegan", 2],
      ],
    );
    assert.equal((await server.request("GET", "/api/recipes/tags")).status, 401);
  });

  test("answers with status 200 for collection_id and 404 for another user's collection", async () => {
    const u = await server.user();
    const a = await create(u.token, { title: "In" });
    await create(u.token, { title: "Out" });
    const cid = newId();
    const now = new Date().toISOString();
    const db = server.deps.db.sqlite;
    cachedStatement(db, "INSERT INTO collections (id, user_id, name, created_at, updated_at) VALUES (?, ?, 'C', ?, ?)").run(cid, u.id, now, now);
    cachedStatement(db, "INSERT INTO collection_recipes (collection_id, recipe_id, position, added_at) VALUES (?, ?, 0, ?)").run(cid, a.id, now);
    const r = await server.request("GET", `/api/recipes?collection_id=${cid}`, { token: u.token });
    assert.deepEqual(titles(r.body), ["In"]);
    assert.equal((await server.request("GET", `/api/recipes?collection_id=${cid}`, { token: bob.token })).status, 404);
  });
});

describe("GET /api/recipes?q= (full-text search)", () => {
  let u: { id: string; token: string };
  before(async () => {
    u = await server.user();
    await create(u.token, { title: "Chicken curry", ingredients: [{ name: "chicken thighs" }, { name: "curry paste" }], instructions: ["Simmer."] });
    await create(u.token, { title: "Vegetable soup", description: "Good with chicken stock too", ingredients: [{ name: "carrots" }] });
    await create(u.token, { title: "Crème brûlée", ingredients: [{ name: "cream" }, { name: "sugar" }], tags: ["dessert"] });
    await create(u.token, { title: "Pasta", ingredients: [{ name: "spaghetti" }, { name: "jalapeño" }], notes: "Family favourite" });
    await create(u.token, { title: "Stew", components: [{ title: "Dumplings", ingredients: [{ name: "suet" }], instructions: ["Roll into balls."] }] });
    await create(bob.token, { title: "Chicken pie" });
  });

  const search = async (q: string) => {
    const r = await server.request("GET", `/api/recipes?q=${encodeURIComponent(q)}`, { token: u.token });
    assert.equal(r.status, 200, `${q}: ${r.text}`);
    return titles(r.body);
  };

  test("answers with status 200 ranking a title match above a description match", async () => {
    assert.deepEqual(await search("chicken"), ["Chicken curry", "Vegetable soup"]);
  });

  test("answers with status 200 matching prefixes, ignoring case and accents", async () => {
    assert.deepEqual(await search("CREME BRU"), ["Crème brûlée"]);
    assert.deepEqual(await search("jalapeno"), ["Pasta"]);
    assert.deepEqual(await search("spag"), ["Pasta"]);
  });

  test("answers with status 200 searching ingredients, components, tags and notes", async () => {
    assert.deepEqual(await search("suet"), ["Stew"]);
    assert.deepEqual(await search("dumplings"), ["Stew"]);
    assert.deepEqual(await search("dessert"), ["Crème brûlée"]);
    assert.deepEqual(await search("favourite"), ["Pasta"]);
    const filtered = await server.request("GET", `/api/recipes?q=cre&tag=dessert`, { token: u.token });
    assert.deepEqual(titles(filtered.body), ["Crème brûlée"]);
    assert.deepEqual(await search("chicken curry"), ["Chicken curry"]);
  });

  test("answers with status 200 and never 500 when the query carries FTS syntax", async () => {
    for (const q of ['"foo', "NEAR(", "title:chicken", "chicken OR", "*", "-", "AND", "a\"b'c)", "((((", "^chicken"]) {
      await search(q);
    }
    // Syntax characters are dropped; the words remain plain prefix terms.
    assert.deepEqual(await search('"chicken'), ["Chicken curry", "Vegetable soup"]);
    assert.deepEqual(await search("NEAR(chicken curry)"), []);
  });

  test("answers with status 200 following an updated and a deleted recipe", async () => {
    const r = await create(u.token, { title: "Lemon tart" });
    assert.deepEqual(await search("lemon"), ["Lemon tart"]);
    await server.request("PUT", `/api/recipes/${r.id}`, { token: u.token, body: { title: "Lime tart" } });
    assert.deepEqual(await search("lemon"), []);
    assert.deepEqual(await search("lime"), ["Lime tart"]);
    await server.request("DELETE", `/api/recipes/${r.id}`, { token: u.token });
    assert.deepEqual(await search("lime"), []);
  });

  test("answers with status 200 in pages that continue the ranking", async () => {
    const p1 = await server.request("GET", "/api/recipes?q=chicken&limit=1", { token: u.token });
    assert.deepEqual(titles(p1.body), ["Chicken curry"]);
    const p2 = await server.request("GET", `/api/recipes?q=chicken&limit=1&cursor=${p1.body.next_cursor}`, { token: u.token });
    assert.deepEqual(titles(p2.body), ["Vegetable soup"]);
    assert.equal(p2.body.next_cursor, undefined);
  });
});

describe("POST /api/recipes/{id}/scale and /duplicate", () => {
  test("answers with status 200 with scaled quantities and nothing stored", async () => {
    const r = await create(alice.token, {
      title: "Cookies",
      servings: 4,
      ingredients: [{ name: "flour", quantity: "1 1/2", unit: "cups" }, { name: "salt" }],
      components: [{ title: "Glaze", ingredients: [{ name: "sugar", quantity: 0.25, unit: "cup" }] }],
    });
    const s = await server.request("POST", `/api/recipes/${r.id}/scale`, { token: alice.token, body: { servings: 6 } });
    assert.equal(s.status, 200);
    assert.equal(s.body.servings, 6);
    assert.equal(s.body.ingredients[0].quantity, 2.25);
    assert.equal(s.body.ingredients[1].quantity, undefined);
    // ¼ cup × 1.5 is ⅜ cup exactly; a cook measures ⅓ cup (kitchen amount), the exact value stays for arithmetic.
    assert.equal(s.body.components[0].ingredients[0].quantity, 0.3333);
    assert.equal(s.body.components[0].ingredients[0].quantityExact, 0.375);
    const again = await server.request("GET", `/api/recipes/${r.id}`, { token: alice.token });
    assert.equal(again.body.servings, 4);
    assert.equal(again.body.ingredients[0].quantity, 1.5);
    assert.equal((await server.request("POST", `/api/recipes/${r.id}/scale`, { token: alice.token, body: { servings: 0 } })).status, 400);
    assert.equal((await server.request("POST", `/api/recipes/${r.id}/scale`, { body: { servings: 2 } })).status, 401);
  });

  test("answers with status 409 when the recipe has no servings to scale from", async () => {
    const r = await create(alice.token, { title: "Unknown yield" });
    assert.equal((await server.request("POST", `/api/recipes/${r.id}/scale`, { token: alice.token, body: { servings: 2 } })).status, 409);
  });

  test("answers with status 201 with an independent copy", async () => {
    const r = await create(alice.token, { title: "Soup", tags: ["winter"] });
    const d = await server.request("POST", `/api/recipes/${r.id}/duplicate`, { token: alice.token, body: { title: "Soup II" } });
    assert.equal(d.status, 201);
    assert.notEqual(d.body.id, r.id);
    assert.equal(d.body.title, "Soup II");
    assert.deepEqual(d.body.tags, ["winter"]);
    assert.equal((await server.request("POST", `/api/recipes/${r.id}/duplicate`, { token: alice.token, body: { colour: 1 } })).status, 400);
    assert.equal((await server.request("POST", `/api/recipes/${r.id}/duplicate`)).status, 401);
  });
});
