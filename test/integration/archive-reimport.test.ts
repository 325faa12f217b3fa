import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { startTestServer, type TestServer } from "../helpers/server";
import { upload, waitForStatus } from "../fixtures/imports/helpers";
import { paprika, photo } from "../fixtures/archives/build";

type Rec = Record<string, any>;
type User = { id: string; token: string };

let a: TestServer;
let b: TestServer;

before(async () => {
  a = await startTestServer();
  b = await startTestServer();
});
after(async () => {
  await a.close();
  await b.close();
});

async function exportZip(server: TestServer, token: string): Promise<Buffer> {
  const res = await fetch(`${server.url}/api/users/me/export?format=zip`, { headers: { authorization: `Bearer ${token}` } });
  assert.equal(res.status, 200);
  return Buffer.from(await res.arrayBuffer());
}

async function importZip(server: TestServer, token: string, zip: Buffer, filename = "recipe-library-export.zip"): Promise<Rec> {
  const fileId = await upload(server, token, zip, filename, "application/octet-stream");
  const res = await server.request("POST", "/api/imports", { token, body: { type: "archive", file_ids: [fileId] } });
  assert.equal(res.status, 201, res.text);
  const done = await waitForStatus(server, token, res.body.id, ["completed", "failed"], 30_000);
  assert.equal(done.status, "completed", JSON.stringify(done));
  return done;
}

async function post(server: TestServer, token: string, path: string, body: Rec): Promise<Rec> {
  const res = await server.request("POST", path, { token, body });
  assert.equal(res.status, 201, res.text);
  return res.body;
}

/** Everything of a user the export carries, as lists (ordered by creation). */
async function library(
  server: TestServer,
  token: string,
): Promise<{ recipes: Rec[]; collections: Rec[]; plans: Rec[]; lists: Rec[]; wishlists: Rec[]; books: Rec[] }> {
  const get = async (path: string, key: string): Promise<Rec[]> => {
    const res = await server.request("GET", path, { token });
    assert.equal(res.status, 200, res.text);
    return res.body[key];
  };
  return {
    recipes: await get("/api/recipes", "recipes"),
    collections: await get("/api/collections", "collections"),
    plans: await get("/api/mealplans", "mealplans"),
    lists: await get("/api/grocery-lists", "grocery_lists"),
    wishlists: await get("/api/wishlists", "wishlists"),
    books: await get("/api/books", "books"),
  };
}

/** Two recipes on server A, one with a photo, its website and the cookbook it comes from. */
async function seed(owner: User): Promise<{ soup: string; bread: string }> {
  const fileId = await upload(a, owner.token, await photo(), "soup.jpg", "image/jpeg");
  const soup = (
    await post(a, owner.token, "/api/recipes", {
      title: "Soupe à l'oignon",
      ingredients: ["4 onions"],
      instructions: ["Cook."],
      media: [{ file_id: fileId }],
      source_url: "https://example.org/soupe",
    })
  ).id as string;
  const bread = (await post(a, owner.token, "/api/recipes", { title: "Pain de campagne", ingredients: ["500 g flour"], instructions: ["Bake."] })).id as string;
  // Provenance: the cookbook and its page as the headline source, the website as an additional one.
  const book = { kind: "book", name: "Mastering the Art of French Cooking", authors: ["Julia Child"], isbn: "9780375413407" };
  const cited = await a.request("PUT", `/api/recipes/${soup}/source-v2`, { token: owner.token, body: { source: book, page: 45, section: "Soups" } });
  assert.equal(cited.status, 200, cited.text);
  const site = await a.request("POST", `/api/recipes/${soup}/sources`, {
    token: owner.token,
    body: { source: { kind: "website", url: "https://example.org/" }, url: "https://example.org/soupe" },
  });
  assert.ok(site.status === 200 || site.status === 201, site.text);
  return { soup, bread };
}

/** Then a collection of both, a plan cooking both, a grocery list for the first, a wishlist and a book. */
async function seedRest(owner: User, ids: { soup: string; bread: string }): Promise<void> {
  await post(a, owner.token, "/api/collections", { name: "Winter", recipes: [ids.soup, ids.bread] });
  await post(a, owner.token, "/api/mealplans", {
    name: "Week",
    meals: [{ name: "Dinner", start_time: "18:00", end_time: "19:00", days_of_week: [1], items: [{ recipe_id: ids.soup }, { recipe_id: ids.bread }] }],
  });
  await post(a, owner.token, "/api/grocery-lists", { name: "Shop", items: [{ name: "onions", quantity: 4, recipe_id: ids.soup }] });
  await post(a, owner.token, "/api/wishlists", { name: "Books", items: [{ title: "The Food Lab", authors: ["J. Kenji López-Alt"] }] });
  await post(a, owner.token, "/api/books", { title: "Salt, Fat, Acid, Heat", authors: ["Samin Nosrat"], notes: "Signed copy." });
}

/** The two recipes of the export on server B, by title. */
function byTitle(recipes: Rec[]): { soup: string; bread: string } {
  const find = (t: string): string => {
    const r = recipes.find((x) => x.title === t);
    assert.ok(r, `${t} is in the library`);
    return r.id;
  };
  return { soup: find("Soupe à l'oignon"), bread: find("Pain de campagne") };
}

describe("importing our own export again", () => {
  let full: Buffer;
  let partial: Buffer;

  // `partial` is the library exported before its collection, plan and lists existed: the same record ids, as
  // an import that stopped after the recipes would have left it.
  let alice: User;

  before(async () => {
    alice = await a.user();
    const ids = await seed(alice);
    partial = await exportZip(a, alice.token);
    await seedRest(alice, ids);
    full = await exportZip(a, alice.token);
  });

  test("the same export imported twice adds nothing the second time and keeps every reference on the first copies", async () => {
    const bob = await b.user();
    const first = await importZip(b, bob.token, full);
    assert.equal(first.recipe_ids.length, 2);
    const once = await library(b, bob.token);
    const ids = byTitle(once.recipes);
    assert.equal(once.recipes.find((r) => r.id === ids.soup)?.source_url, "https://example.org/soupe", "provenance came along");

    const second = await importZip(b, bob.token, full);
    assert.deepEqual(second.recipe_ids, []);
    assert.deepEqual(second.warnings ?? [], []);
    const twice = await library(b, bob.token);
    assert.deepEqual(twice.recipes.map((r) => r.id).sort(), [ids.soup, ids.bread].sort());
    assert.deepEqual(
      twice.collections.map((c) => [c.name, c.recipes]),
      [["Winter", [ids.soup, ids.bread]]],
    );
    assert.deepEqual(
      twice.plans.map((p) => p.meals[0].items.map((i: Rec) => i.recipe_id)),
      [[ids.soup, ids.bread]],
    );
    assert.deepEqual(
      twice.lists.map((l) => [l.name, l.items.map((i: Rec) => i.recipe_id)]),
      [["Shop", [ids.soup]]],
    );
    assert.deepEqual(
      twice.wishlists.map((w) => [w.name, w.items.map((i: Rec) => i.title)]),
      [["Books", ["The Food Lab"]]],
    );
    assert.deepEqual(
      twice.books.map((k) => [k.title, k.authors, k.notes]),
      [["Salt, Fat, Acid, Heat", ["Samin Nosrat"], "Signed copy."]],
    );
    const recipe = await b.request("GET", `/api/recipes/${ids.soup}`, { token: bob.token });
    assert.equal(recipe.body.media.length, 1, "the photo was not added a second time");
    assert.equal(recipe.body.sources.length, 2, "the citations were not added a second time");
    const primary = recipe.body.sources.find((c: Rec) => c.is_primary);
    assert.deepEqual([primary?.page, primary?.section], ["45", "Soups"]);
    const book = await b.request("GET", `/api/v2/sources/${primary?.source_v2_id}`, { token: bob.token });
    assert.equal(book.status, 200, book.text);
    assert.deepEqual([book.body.kind, book.body.name, book.body.authors], ["book", "Mastering the Art of French Cooking", ["Julia Child"]]);
    const other = recipe.body.sources.find((c: Rec) => !c.is_primary);
    assert.equal(other?.url, "https://example.org/soupe");
  });

  test("an import that stopped half-way, run again, adds only what is missing and links it to the first run's recipes", async () => {
    const carol = await b.user();
    const first = await importZip(b, carol.token, partial);
    assert.equal(first.recipe_ids.length, 2);
    const soupBefore = byTitle((await library(b, carol.token)).recipes).soup;

    const rerun = await importZip(b, carol.token, full);
    assert.deepEqual(rerun.recipe_ids, [], "both recipes came the first time");
    const lib = await library(b, carol.token);
    const ids = byTitle(lib.recipes);
    assert.equal(ids.soup, soupBefore);
    assert.equal(lib.recipes.length, 2);
    assert.deepEqual(
      lib.collections.map((c) => c.recipes),
      [[ids.soup, ids.bread]],
      "the collection points at the recipes of the first run",
    );
    assert.deepEqual(
      lib.plans.map((p) => p.meals[0].items.map((i: Rec) => i.recipe_id)),
      [[ids.soup, ids.bread]],
    );
    assert.equal(lib.lists.length, 1);
    assert.equal(lib.wishlists.length, 1);
  });

  test("a copy edited after the import is left as the user made it", async () => {
    const dave = await b.user();
    await importZip(b, dave.token, full);
    const lib = await library(b, dave.token);
    const ids = byTitle(lib.recipes);
    const edited = await b.request("PUT", `/api/recipes/${ids.soup}`, { token: dave.token, body: { title: "Dave's onion soup", notes: "More thyme." } });
    assert.equal(edited.status, 200, edited.text);
    const collection = lib.collections[0];
    assert.equal(
      (await b.request("PUT", `/api/collections/${collection.id}`, { token: dave.token, body: { name: "Cold days", recipes: [ids.bread] } })).status,
      200,
    );

    const again = await importZip(b, dave.token, full);
    assert.deepEqual(again.recipe_ids, []);
    const after = await library(b, dave.token);
    assert.deepEqual(after.recipes.map((r) => r.title).sort(), ["Dave's onion soup", "Pain de campagne"]);
    assert.equal(after.recipes.find((r) => r.id === ids.soup)?.notes, "More thyme.");
    assert.deepEqual(
      after.collections.map((c) => [c.name, c.recipes]),
      [["Cold days", [ids.bread]]],
    );
  });

  test("a copy deleted after the import is not brought back by importing the export again", async () => {
    const erin = await b.user();
    await importZip(b, erin.token, full);
    const lib = await library(b, erin.token);
    const ids = byTitle(lib.recipes);
    assert.equal((await b.request("DELETE", `/api/recipes/${ids.bread}`, { token: erin.token })).status, 204);
    assert.equal((await b.request("DELETE", `/api/grocery-lists/${lib.lists[0].id}`, { token: erin.token })).status, 204);

    const again = await importZip(b, erin.token, full);
    assert.deepEqual(again.recipe_ids, []);
    const note = (await b.request("GET", "/api/notifications", { token: erin.token })).body.notifications.find((n: Rec) => n.data.import_id === again.id);
    assert.deepEqual(
      [note?.title, note?.subtitle],
      ["0 recipes imported", "From a recipe-library export · 1 already in your library · 1 deleted since, left out"],
    );
    const after = await library(b, erin.token);
    assert.deepEqual(
      after.recipes.map((r) => r.id),
      [ids.soup],
    );
    assert.deepEqual(after.lists, []);
    assert.deepEqual(
      after.collections.map((c) => c.recipes),
      [[ids.soup]],
    );
  });

  test("the export imported back into the instance it came from adds nothing, even twice", async () => {
    const frank = await a.user();
    const ids = await seed(frank);
    await seedRest(frank, ids);
    const zip = await exportZip(a, frank.token);
    const before = await library(a, frank.token);
    for (let i = 0; i < 2; i++) {
      const done = await importZip(a, frank.token, zip);
      assert.deepEqual(done.recipe_ids, []);
      const now = await library(a, frank.token);
      for (const k of ["recipes", "collections", "plans", "lists", "wishlists", "books"] as const) {
        assert.deepEqual(
          now[k].map((x) => x.id),
          before[k].map((x) => x.id),
          `${k} are the same records`,
        );
      }
    }
  });

  test("the user's own export restores, once, the originals they deleted on the instance it came from", async () => {
    const ivy = await a.user();
    const ids = await seed(ivy);
    await seedRest(ivy, ids);
    const zip = await exportZip(a, ivy.token);
    const before = await library(a, ivy.token);
    assert.equal((await a.request("DELETE", `/api/recipes/${ids.bread}`, { token: ivy.token })).status, 204);
    assert.equal((await a.request("DELETE", `/api/collections/${before.collections[0].id}`, { token: ivy.token })).status, 204);

    // Never an imported copy the user chose to delete: the export is their backup, and brings them back.
    const restored = await importZip(a, ivy.token, zip);
    assert.equal(restored.recipe_ids.length, 1);
    const lib = await library(a, ivy.token);
    const now = byTitle(lib.recipes);
    assert.equal(now.soup, ids.soup, "the original still there is the one");
    assert.deepEqual(
      lib.collections.map((c) => [c.name, c.recipes]),
      [["Winter", [ids.soup, now.bread]]],
    );
    assert.deepEqual(
      lib.plans.map((p) => p.id),
      before.plans.map((p) => p.id),
      "the plan was never deleted: not doubled",
    );

    const again = await importZip(a, ivy.token, zip);
    assert.deepEqual(again.recipe_ids, []);
    const after = await library(a, ivy.token);
    assert.equal(after.recipes.length, 2);
    assert.equal(after.collections.length, 1);
  });

  test("another user of the same instance importing the export gets copies of their own", async () => {
    const owner = await a.user();
    const ids = await seed(owner);
    await seedRest(owner, ids);
    const zip = await exportZip(a, owner.token);
    const guest = await a.user();
    const done = await importZip(a, guest.token, zip);
    assert.equal(done.recipe_ids.length, 2);
    const lib = await library(a, guest.token);
    const mine = byTitle(lib.recipes);
    assert.notEqual(mine.soup, ids.soup);
    assert.deepEqual(
      lib.collections.map((c) => c.recipes),
      [[mine.soup, mine.bread]],
    );
    assert.equal(lib.wishlists.length, 1);
  });

  test("the JSON export imports its records without photos, and the zip of the same library afterwards adds nothing", async () => {
    const grace = await b.user();
    const json = await fetch(`${a.url}/api/users/me/export`, { headers: { authorization: `Bearer ${alice.token}` } });
    assert.equal(json.status, 200);
    const done = await importZip(b, grace.token, Buffer.from(await json.arrayBuffer()), "recipe-library-export.json");
    assert.equal(done.recipe_ids.length, 2);
    const lib = await library(b, grace.token);
    const ids = byTitle(lib.recipes);
    assert.deepEqual(
      lib.collections.map((c) => c.recipes),
      [[ids.soup, ids.bread]],
    );
    assert.deepEqual(
      lib.recipes.map((r) => r.media.length),
      [0, 0],
      "the JSON carries no photo bytes",
    );
    const zipped = await importZip(b, grace.token, full);
    assert.deepEqual(zipped.recipe_ids, [], "the same records, recognised by their ids");
    assert.equal((await library(b, grace.token)).collections.length, 1);
  });
});

test("a recipe of another app's export deleted after the import is not brought back by importing it again", async () => {
  const henry = await b.user();
  const bytes = await paprika();
  const first = await importZip(b, henry.token, bytes, "family.paprikarecipes");
  assert.equal(first.recipe_ids.length, 2);
  assert.equal((await b.request("DELETE", `/api/recipes/${first.recipe_ids[1]}`, { token: henry.token })).status, 204);
  const again = await importZip(b, henry.token, bytes, "family.paprikarecipes");
  assert.deepEqual(again.recipe_ids, []);
  assert.deepEqual(
    (await library(b, henry.token)).recipes.map((r) => r.id),
    [first.recipe_ids[0]],
  );
});
