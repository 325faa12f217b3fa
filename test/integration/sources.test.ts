import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { startTestServer, type TestServer } from "../helpers/server";

let s: TestServer;
let alice: { id: string; token: string };
let bob: { id: string; token: string };

before(async () => {
  s = await startTestServer();
  alice = await s.user();
  bob = await s.user();
});
after(() => s.close());

const resolve = (token: string, body: unknown) => s.request("POST", "/api/v2/sources", { token, body });

async function recipe(token: string, title = "Stew"): Promise<string> {
  const r = await s.request("POST", "/api/recipes", { token, body: { title } });
  assert.equal(r.status, 201, r.text);
  return r.body.id as string;
}

describe("sources (v2) and creators", () => {
  it("answers with status 401 on every route when no token is sent", async () => {
    const calls: Array<[string, string, unknown?]> = [
      ["GET", "/api/v2/sources"],
      ["POST", "/api/v2/sources", { kind: "book", name: "x" }],
      ["GET", "/api/v2/sources/abc"],
      ["PUT", "/api/v2/sources/abc", { name: "x" }],
      ["GET", "/api/v2/sources/abc/recipes"],
      ["GET", "/api/v2/creators"],
      ["GET", "/api/v2/creators/abc"],
      ["PUT", "/api/v2/creators/abc", { display_name: "x" }],
    ];
    for (const [m, p, body] of calls) assert.equal((await s.request(m, p, { body })).status, 401, `${m} ${p}`);
  });

  it("answers with status 400 when a descriptor is invalid", async () => {
    const bad: unknown[] = [
      {},
      { kind: "scroll", name: "x" },
      { kind: "book" },
      { kind: "book", isbn: "978-0-00-000000-1" },
      { kind: "website", url: "ftp://x.test/" },
      { kind: "book", name: "x", recipe_count: 1 },
      { kind: "book", name: "x", cover_url: "https://a.test/c.jpg" },
    ];
    for (const body of bad) assert.equal((await resolve(alice.token, body)).status, 400, JSON.stringify(body));
  });

  it("answers with status 201 then 200 when the same ISBN is resolved as ISBN-10 and ISBN-13", async () => {
    const first = await resolve(alice.token, { kind: "book", name: "Salt, Fat, Acid, Heat", authors: ["Samin Nosrat"], isbn: "1-4767-5383-0" });
    assert.equal(first.status, 201);
    assert.equal(first.body.isbn, "9781476753836");
    assert.equal(first.body.display_name, "Salt, Fat, Acid, Heat");
    assert.equal(first.body.recipe_count, 0);
    assert.ok("coverUrl" in first.body && "coverKey" in first.body, "camelCase cover fields");
    const second = await resolve(bob.token, { kind: "book", name: "SFAH", isbn: "978-1476753836" });
    assert.equal(second.status, 200);
    assert.equal(second.body.id, first.body.id);
    assert.equal(second.body.name, "Salt, Fat, Acid, Heat", "an existing record is not overwritten by a resolve");
  });

  it("answers with the same source for the same canonical site and the same platform and handle", async () => {
    const a = await resolve(alice.token, { kind: "website", url: "https://www.SeriousEats.com/best-chili" });
    const b = await resolve(alice.token, { kind: "website", name: "Serious Eats", url: "http://seriouseats.com/other" });
    assert.equal(a.status, 201);
    assert.equal(b.body.id, a.body.id);
    assert.equal(b.body.name, "Serious Eats", "a blank name is filled in by a later resolve of the record's creator");
    const c = await resolve(alice.token, { kind: "website", url: "https://food.seriouseats.com/x" });
    assert.notEqual(c.body.id, a.body.id, "another host is another site");
    const ig1 = await resolve(alice.token, { kind: "social", platform: "instagram", handle: "@CookingWithMia" });
    const ig2 = await resolve(bob.token, { kind: "social", url: "https://www.instagram.com/cookingwithmia/reel/abc/" });
    const tt = await resolve(bob.token, { kind: "social", platform: "tiktok", handle: "cookingwithmia" });
    assert.equal(ig1.body.id, ig2.body.id);
    assert.notEqual(tt.body.id, ig1.body.id, "same handle on another platform is another source");
    assert.equal(ig1.body.platform, "instagram");
    assert.equal(ig1.body.display_name, "@cookingwithmia");
    assert.ok(ig1.body.creator_id);
    const creator = await s.request("GET", `/api/v2/creators/${ig1.body.creator_id}`, { token: bob.token });
    assert.equal(creator.status, 200);
    assert.deepEqual(
      creator.body.profiles.map((p: { profile_key: string }) => p.profile_key),
      ["instagram:cookingwithmia"],
    );
    assert.equal(creator.body.profiles[0].creator_id, ig1.body.creator_id);
  });

  it("keeps one book source when a book first cited by title is later cited by ISBN", async () => {
    const byTitle = await resolve(alice.token, { kind: "book", name: "Jerusalem", authors: ["Yotam Ottolenghi", "Sami Tamimi"] });
    const again = await resolve(bob.token, { kind: "book", name: "jerusalem", authors: ["Sami Tamimi", "Yotam Ottolenghi"] });
    assert.equal(again.body.id, byTitle.body.id, "title and authors compare without case or order");
    const byIsbn = await resolve(alice.token, { kind: "book", name: "Jerusalem", authors: ["Yotam Ottolenghi", "Sami Tamimi"], isbn: "9781607743941" });
    assert.equal(byIsbn.body.id, byTitle.body.id);
    assert.equal(byIsbn.body.isbn, "9781607743941");
  });

  it("answers with status 200 on search with q and cursor pages, and 404 for an unknown id", async () => {
    await resolve(alice.token, { kind: "magazine", name: "Bon Appétit Quarterly" });
    const found = await s.request("GET", `/api/v2/sources?q=${encodeURIComponent("appétit quart")}`, { token: bob.token });
    assert.equal(found.status, 200);
    assert.equal(found.body.sources.length, 1);
    const byIsbn = await s.request("GET", "/api/v2/sources?q=1-4767-5383-0", { token: bob.token });
    assert.equal(byIsbn.body.sources[0].isbn, "9781476753836");
    const p1 = await s.request("GET", "/api/v2/sources?limit=2", { token: bob.token });
    assert.equal(p1.body.sources.length, 2);
    assert.ok(p1.body.next_cursor);
    const p2 = await s.request("GET", `/api/v2/sources?limit=2&cursor=${p1.body.next_cursor}`, { token: bob.token });
    assert.ok(!p2.body.sources.some((x: { id: string }) => p1.body.sources.some((y: { id: string }) => y.id === x.id)));
    assert.equal((await s.request("GET", "/api/v2/sources/no-such-source", { token: bob.token })).status, 404);
    assert.equal((await s.request("GET", "/api/v2/creators/no-such-creator", { token: bob.token })).status, 404);
    assert.equal((await s.request("GET", "/api/v2/sources?limit=500", { token: bob.token })).status, 400);
  });

  it("shows a correction to a shared source to another user's recipe, with recipe_count of visible recipes", async () => {
    const src = await resolve(alice.token, { kind: "book", name: "The Fod Lab", authors: ["J. Kenji Lopez-Alt"] });
    const aliceRecipe = await recipe(alice.token);
    const bobRecipe = await recipe(bob.token);
    assert.equal((await s.request("PUT", `/api/recipes/${aliceRecipe}/source-v2`, { token: alice.token, body: { source_v2_id: src.body.id } })).status, 200);
    assert.equal(
      (await s.request("PUT", `/api/recipes/${bobRecipe}/source-v2`, { token: bob.token, body: { source_v2_id: src.body.id, page: 112 } })).status,
      200,
    );
    const fixed = await s.request("PUT", `/api/v2/sources/${src.body.id}`, { token: alice.token, body: { name: "The Food Lab" } });
    assert.equal(fixed.status, 200);
    assert.equal(fixed.body.name, "The Food Lab");
    assert.equal(fixed.body.recipe_count, 1, "Alice sees only her own citing recipe");
    const seenByBob = await s.request("GET", `/api/v2/sources/${src.body.id}`, { token: bob.token });
    assert.equal(seenByBob.body.name, "The Food Lab");
    const bobList = await s.request("GET", `/api/v2/sources/${src.body.id}/recipes`, { token: bob.token });
    assert.equal(bobList.status, 200);
    assert.deepEqual(
      bobList.body.recipes.map((r: { id: string }) => r.id),
      [bobRecipe],
      "only the recipes Bob can see",
    );
    assert.equal(bobList.body.recipes[0].source_v2_id, src.body.id);
  });

  it("answers with status 403 when a user who does not cite a source corrects it, and 409 on a clash", async () => {
    const src = await resolve(alice.token, { kind: "website", url: "https://smittenkitchen.com/" });
    const stranger = await s.user();
    assert.equal((await s.request("PUT", `/api/v2/sources/${src.body.id}`, { token: stranger.token, body: { name: "Vandal" } })).status, 403);
    const other = await resolve(alice.token, { kind: "website", url: "https://thekitchn.com/" });
    const clash = await s.request("PUT", `/api/v2/sources/${other.body.id}`, { token: alice.token, body: { url: "https://www.smittenkitchen.com/x" } });
    assert.equal(clash.status, 409);
    assert.equal((await s.request("PUT", `/api/v2/sources/${src.body.id}`, { token: alice.token, body: { isbn: "123" } })).status, 400);
  });

  it("answers with status 200 when creators are searched and corrected by the user who recorded them (403 otherwise)", async () => {
    const src = await resolve(alice.token, { kind: "social", platform: "youtube", handle: "BingingWithBabish" });
    const list = await s.request("GET", "/api/v2/creators?q=@bingingwith", { token: bob.token });
    assert.equal(list.status, 200);
    assert.equal(list.body.creators.length, 1);
    const id = src.body.creator_id as string;
    assert.equal((await s.request("PUT", `/api/v2/creators/${id}`, { token: bob.token, body: { display_name: "X" } })).status, 403);
    const put = await s.request("PUT", `/api/v2/creators/${id}`, {
      token: alice.token,
      body: {
        display_name: "Andrew Rea",
        profiles: [
          { platform: "youtube", handle: "bingingwithbabish" },
          { platform: "instagram", handle: "bingingwithbabish" },
        ],
      },
    });
    assert.equal(put.status, 200);
    assert.equal(put.body.display_name, "Andrew Rea");
    assert.equal(put.body.profiles.length, 2);
    assert.equal(put.body.profiles[0].url, "https://www.youtube.com/@bingingwithbabish", "an omitted url keeps the stored one");
    assert.equal((await s.request("PUT", `/api/v2/creators/${id}`, { token: alice.token, body: { nickname: "x" } })).status, 400);
  });
});
