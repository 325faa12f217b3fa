// A household is one family library: what a shared collection or plan holds is shared, a household may share every
// member's library, a recipe may stay private, members edit what is shared (not read-only), and every list, search
// and delta sync of a member includes what they can see.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { startTestServer, type TestServer } from "../helpers/server";
import { householdWith } from "../helpers/households";

type U = { id: string; email: string; token: string };
let s: TestServer;
let alice: U;
let bob: U;
let carol: U;
let dave: U;
let hid: string;
let otherHid: string;

async function call<T = any>(method: string, path: string, u: U, body?: unknown, status = 200): Promise<T> {
  const r = await s.request(method, path, { token: u.token, body });
  assert.equal(r.status, status, `${method} ${path}: ${r.text}`);
  return r.body as T;
}
const get = <T = any>(u: U, path: string): Promise<T> => call<T>("GET", path, u);
const post = <T = any>(u: U, path: string, body?: unknown, status = 201): Promise<T> => call<T>("POST", path, u, body, status);
const put = <T = any>(u: U, path: string, body: unknown): Promise<T> => call<T>("PUT", path, u, body);
const recipe = async (u: U, title: string, extra: Record<string, unknown> = {}): Promise<string> => (await post(u, "/api/recipes", { title, ...extra })).id;
const status = async (u: U, path: string): Promise<number> => (await s.request("GET", path, { token: u.token })).status;
/** A delta-sync watermark taken now. */
const watermark = async (u: U): Promise<string> => (await get(u, `/api/recipes?since=${encodeURIComponent(new Date(0).toISOString())}&limit=1`)).server_time;
/** A member's recipe sync since `since`: ids returned and ids reported deleted (following every page). */
async function sync(u: U, since: string, path = "/api/recipes", key = "recipes"): Promise<{ ids: string[]; deleted: string[] }> {
  const ids: string[] = [];
  let cursor: string | undefined;
  for (;;) {
    const body = await get(u, `${path}?since=${encodeURIComponent(since)}${cursor ? `&cursor=${cursor}` : ""}`);
    ids.push(...body[key].map((r: { id: string }) => r.id));
    if (!body.next_cursor) return { ids, deleted: (body.deleted ?? []).map((d: { id: string }) => d.id) };
    cursor = body.next_cursor;
  }
}
const share = (u: U, h: string, type: string, id: string, extra: Record<string, unknown> = {}) =>
  s.request("POST", `/api/households/${h}/shares`, { token: u.token, body: { resource_type: type, resource_id: id, ...extra } });
const events = (userId: string, type: string, id: string): string[] =>
  (s.deps.db.sqlite.prepare("SELECT data FROM events WHERE user_id = ? AND type = ? ORDER BY seq").all(userId, type) as { data: string }[])
    .map((r) => JSON.parse(r.data) as { id: string; op: string })
    .filter((e) => e.id === id)
    .map((e) => e.op);

before(async () => {
  s = await startTestServer();
  [alice, bob, carol, dave] = [await s.user(), await s.user(), await s.user(), await s.user()];
  hid = await householdWith(s, alice, bob);
  otherHid = await householdWith(s, carol, dave);
});
after(() => s.close());

describe("households share what they hold", () => {
  it("shows a recipe added to a shared collection to members, and answers 404 once it is removed, for another household, and after leaving", async () => {
    const c = (await post(alice, "/api/collections", { name: "Family Favourites" })).id;
    assert.equal((await share(alice, hid, "collection", c)).status, 201);
    const r = await recipe(alice, "Apple pie");
    assert.equal(await status(bob, `/api/recipes/${r}`), 404, "not in the collection yet");
    const t0 = await watermark(bob);
    await post(alice, `/api/collections/${c}/recipes`, { recipe_ids: [r] }, 200);
    assert.equal(await status(bob, `/api/recipes/${r}`), 200);
    const seen = await get(bob, `/api/collections/${c}`);
    assert.deepEqual(seen.recipes, [r]);
    assert.equal(seen.recipe_count, 1);
    assert.ok((await sync(bob, t0)).ids.includes(r), "the recipe that became visible reaches the member's delta sync");
    assert.equal(await status(carol, `/api/recipes/${r}`), 404, "another household never sees it");
    assert.equal(await status(dave, `/api/collections/${c}`), 404);

    const t1 = await watermark(bob);
    await call("DELETE", `/api/collections/${c}/recipes/${r}`, alice);
    assert.equal(await status(bob, `/api/recipes/${r}`), 404, "removed from the collection: gone");
    const after1 = await sync(bob, t1);
    assert.ok(after1.deleted.includes(r), "and reported as deleted on the member's next sync");
    assert.ok(!after1.ids.includes(r));
    assert.ok(!(await sync(alice, t1)).deleted.includes(r), "the owner still has it");
    assert.ok(events(bob.id, "recipe.changed", r).includes("unshared"), "the member's stream is told");

    await post(alice, `/api/collections/${c}/recipes`, { recipe_ids: [r] }, 200);
    const eve = (await s.user()) as U;
    const inv = await post(alice, `/api/households/${hid}/invites`, {});
    await post(eve, `/api/household-invites/${inv.token}/accept`, undefined, 200);
    assert.equal(await status(eve, `/api/recipes/${r}`), 200, "a new member sees it");
    const t2 = await watermark(eve);
    await call("DELETE", `/api/households/${hid}/members/${eve.id}`, eve, undefined, 204);
    assert.equal(await status(eve, `/api/recipes/${r}`), 404, "a member who left no longer sees it");
    assert.ok((await sync(eve, t2)).deleted.includes(r));
  });

  it("shows the recipes of a shared meal plan while it is shared and only those of the household's members", async () => {
    const mine = await recipe(alice, "Leek soup");
    const carols = await recipe(carol, "Carol's stew");
    const plan = (
      await post(alice, "/api/mealplans", {
        name: "Week",
        meals: [{ name: "Lunch", start_time: "12:00", end_time: "13:00", days_of_week: [1], items: [{ recipe_id: mine }] }],
      })
    ).id;
    assert.equal(await status(bob, `/api/recipes/${mine}`), 404);
    const t0 = await watermark(bob);
    assert.equal((await share(alice, hid, "mealplan", plan)).status, 201);
    assert.equal(await status(bob, `/api/recipes/${mine}`), 200);
    assert.ok((await sync(bob, t0)).ids.includes(mine));
    assert.ok((await sync(bob, t0, "/api/mealplans", "mealplans")).ids.includes(plan));
    assert.equal(await status(carol, `/api/recipes/${mine}`), 404);
    assert.equal(await status(bob, `/api/recipes/${carols}`), 404);
    const t1 = await watermark(bob);
    assert.equal((await s.request("DELETE", `/api/households/${hid}/shares/mealplan/${plan}`, { token: alice.token })).status, 204);
    assert.equal(await status(bob, `/api/recipes/${mine}`), 404);
    const gone = await sync(bob, t1);
    assert.ok(gone.deleted.includes(mine));
    assert.ok((await sync(bob, t1, "/api/mealplans", "mealplans")).deleted.includes(plan), "the unshared plan is a removal too");
  });

  it("shares every member's library when the owner turns share_library on, keeps private recipes private, and takes it back when off", async () => {
    const open = await recipe(alice, "Apple crumble", { tags: ["Dessert"] });
    const secret = await recipe(alice, "Apple secret", { tags: ["Dessert"], private: true });
    assert.equal(await status(bob, `/api/recipes/${open}`), 404, "off by default");
    const h = await get(bob, `/api/households/${hid}`);
    assert.equal(h.share_library, false);
    assert.equal((await s.request("PUT", `/api/households/${hid}`, { token: bob.token, body: { share_library: true } })).status, 403, "the owner's choice");
    const t0 = await watermark(bob);
    const on = await put(alice, `/api/households/${hid}`, { share_library: true });
    assert.equal(on.share_library, true);
    assert.equal(await status(bob, `/api/recipes/${open}`), 200);
    assert.equal(await status(bob, `/api/recipes/${secret}`), 404, "private stays private");
    assert.equal(await status(carol, `/api/recipes/${open}`), 404);
    const list = (await get(bob, "/api/recipes?limit=200")).recipes.map((r: { id: string }) => r.id);
    assert.ok(list.includes(open) && !list.includes(secret));
    assert.ok((await sync(bob, t0)).ids.includes(open));
    const lib = (await get(bob, `/api/households/${hid}/library`)).recipes.map((r: { id: string }) => r.id);
    assert.ok(lib.includes(open) && !lib.includes(secret));
    // Bob's own new recipe is shared with Alice without any share call.
    const bobs = await recipe(bob, "Bob's apple cake");
    assert.equal(await status(alice, `/api/recipes/${bobs}`), 200);
    // Made private later: gone for the others, reported on their sync.
    const t1 = await watermark(alice);
    await put(bob, `/api/recipes/${bobs}`, { private: true });
    assert.equal(await status(alice, `/api/recipes/${bobs}`), 404);
    assert.ok((await sync(alice, t1)).deleted.includes(bobs));
    assert.equal((await share(bob, hid, "recipe", bobs)).status, 409, "a private recipe cannot be shared");
    // Off again: everything that came through the library goes.
    const t2 = await watermark(bob);
    await put(alice, `/api/households/${hid}`, { share_library: false });
    assert.equal(await status(bob, `/api/recipes/${open}`), 404);
    assert.ok((await sync(bob, t2)).deleted.includes(open));
    const created = await post(alice, "/api/households", { name: "Second home", share_library: true });
    assert.equal(created.share_library, true, "offered when creating a household");
  });
});

describe("account deletion", () => {
  it("reports the recipes a deleted member shared as deleted on the other members' next sync", async () => {
    const [x, y] = [await s.user(), await s.user()];
    const h = await householdWith(s, x, y);
    const r = await recipe(y, "Yvonne's stew");
    assert.equal((await share(y, h, "recipe", r)).status, 201);
    assert.equal(await status(x, `/api/recipes/${r}`), 200);
    const t0 = await watermark(x);
    assert.equal((await s.request("DELETE", "/api/users/me", { token: y.token })).status, 204);
    assert.equal(await status(x, `/api/recipes/${r}`), 404);
    assert.ok((await sync(x, t0)).deleted.includes(r));
  });
});

describe("members edit what is shared", () => {
  it("lets a member edit a shared recipe with If-Match (412 when stale), tells the owner, refuses a read-only share and any delete with status 403", async () => {
    const r = await recipe(alice, "Famly curry");
    assert.equal((await share(alice, hid, "recipe", r)).status, 201);
    const got = await s.request("GET", `/api/recipes/${r}`, { token: bob.token });
    const etag = got.headers.get("etag") ?? "";
    assert.ok(etag);
    const fixed = await s.request("PUT", `/api/recipes/${r}`, { token: bob.token, body: { title: "Family curry" }, headers: { "if-match": etag } });
    assert.equal(fixed.status, 200, fixed.text);
    assert.equal(fixed.body.user_id, alice.id, "still Alice's");
    const stale = await s.request("PUT", `/api/recipes/${r}`, { token: bob.token, body: { title: "Other" }, headers: { "if-match": etag } });
    assert.equal(stale.status, 412);
    assert.ok(events(alice.id, "recipe.changed", r).includes("updated"), "the owner's stream hears the member's edit");
    assert.equal((await s.request("DELETE", `/api/recipes/${r}`, { token: bob.token })).status, 403);

    const ro = await recipe(alice, "Grandma's bread");
    const shared = await share(alice, hid, "recipe", ro, { read_only: true });
    assert.equal(shared.status, 201);
    assert.equal(shared.body.read_only, true);
    assert.equal(await status(bob, `/api/recipes/${ro}`), 200);
    assert.equal((await s.request("PUT", `/api/recipes/${ro}`, { token: bob.token, body: { title: "Bob's bread" } })).status, 403);
    assert.equal((await s.request("DELETE", `/api/recipes/${ro}`, { token: bob.token })).status, 403);
    const reopened = await share(alice, hid, "recipe", ro, { read_only: false });
    assert.equal(reopened.status, 200);
    assert.equal(reopened.body.read_only, false);
    assert.equal((await s.request("PUT", `/api/recipes/${ro}`, { token: bob.token, body: { notes: "less salt" } })).status, 200);

    const c = (await post(alice, "/api/collections", { name: "Sundays" })).id;
    assert.equal((await share(alice, hid, "collection", c, { read_only: true })).status, 201);
    assert.equal((await s.request("PUT", `/api/collections/${c}`, { token: bob.token, body: { name: "Mine" } })).status, 403);
    const inside = await recipe(alice, "Roast");
    await post(alice, `/api/collections/${c}/recipes`, { recipe_ids: [inside] }, 200);
    assert.equal(
      (await s.request("PUT", `/api/recipes/${inside}`, { token: bob.token, body: { title: "X" } })).status,
      403,
      "a recipe seen through a collection is read-only",
    );
  });

  it("lets an owner of the household delete a shared grocery list and refuses other members with status 403", async () => {
    const list = (await post(bob, "/api/grocery-lists", { name: "Bob's list" })).id;
    assert.equal((await share(bob, hid, "grocery_list", list)).status, 201);
    const mine = (await post(alice, "/api/grocery-lists", { name: "Alice's list" })).id;
    assert.equal((await share(alice, hid, "grocery_list", mine)).status, 201);
    assert.equal((await s.request("DELETE", `/api/grocery-lists/${mine}`, { token: bob.token })).status, 403);
    const t0 = await watermark(bob);
    assert.equal((await s.request("DELETE", `/api/grocery-lists/${list}`, { token: alice.token })).status, 204);
    assert.equal(await status(bob, `/api/grocery-lists/${list}`), 404);
    assert.ok((await sync(bob, t0, "/api/grocery-lists", "grocery_lists")).deleted.includes(list));
  });
});

describe("a member's lists and searches include shared records", () => {
  it("includes shared recipes in full-text search, tag and collection filters, tags, semantic search, and every list endpoint", async () => {
    const zest = await recipe(carol, "Quince zest tart", { tags: ["Quincy"], ingredients: [{ name: "quince" }] });
    const c = (await post(carol, "/api/collections", { name: "Tarts", recipes: [zest] })).id;
    const plan = (await post(carol, "/api/mealplans", { name: "Quince week" })).id;
    const list = (await post(carol, "/api/grocery-lists", { name: "Quince shop" })).id;
    for (const [type, id] of [
      ["collection", c],
      ["mealplan", plan],
      ["grocery_list", list],
    ] as const)
      assert.equal((await share(carol, otherHid, type, id)).status, 201);
    const ids = (body: { recipes: { id: string }[] }) => body.recipes.map((r) => r.id);
    assert.deepEqual(ids(await get(dave, "/api/recipes?q=quince")), [zest], "full-text search");
    assert.deepEqual(ids(await get(dave, "/api/recipes?q=zest&tag=quincy")), [zest], "search with a tag filter");
    assert.deepEqual(ids(await get(dave, "/api/recipes?tag=Quincy")), [zest], "tag filter");
    assert.deepEqual(ids(await get(dave, `/api/recipes?collection_id=${c}`)), [zest], "collection filter");
    assert.ok(ids(await get(dave, "/api/recipes")).includes(zest), "the library view");
    assert.ok(
      (await get(dave, "/api/recipes/tags")).tags.some((t: { tag: string }) => t.tag === "Quincy"),
      "tags",
    );
    assert.ok(
      (await get(dave, "/api/ai/search?q=quince%20tart")).results.some((r: { recipe_id: string }) => r.recipe_id === zest),
      "semantic search",
    );
    assert.ok((await get(dave, "/api/collections")).collections.some((x: { id: string }) => x.id === c));
    assert.ok((await get(dave, "/api/mealplans")).mealplans.some((x: { id: string }) => x.id === plan));
    assert.ok((await get(dave, "/api/grocery-lists")).grocery_lists.some((x: { id: string }) => x.id === list));
    assert.ok((await get(dave, `/api/households/${otherHid}/library`)).recipes.some((x: { id: string }) => x.id === zest));
    // Same ranking rules: the title match outranks a match in the ingredients only, whoever owns the recipes.
    const own = await recipe(dave, "Plain tart", { ingredients: [{ name: "quince jelly" }] });
    assert.deepEqual(ids(await get(dave, "/api/recipes?q=quince")), [zest, own]);
    // Nothing of it reaches the other household.
    assert.deepEqual(ids(await get(bob, "/api/recipes?q=quince")), []);
    assert.ok(!(await get(bob, "/api/recipes/tags")).tags.some((t: { tag: string }) => t.tag === "Quincy"));
    assert.ok(!(await get(bob, "/api/ai/search?q=quince%20tart")).results.some((r: { recipe_id: string }) => r.recipe_id === zest));
  });
});
