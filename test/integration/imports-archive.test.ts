import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import sharp from "sharp";
import { startTestServer, type TestServer } from "../helpers/server";
import { upload } from "../fixtures/imports/helpers";
import * as build from "../fixtures/archives/build";
import { importArchiveToEnd } from "../fixtures/archives/import-archive";

type Rec = Record<string, any>;

let server: TestServer;
let user: { id: string; token: string };

before(async () => {
  server = await startTestServer();
  user = await server.user();
});
after(() => server.close());

/** Upload an archive, import it, wait for the end; returns the import record. */
const importArchive = (bytes: Buffer, name: string, token = user.token): Promise<Rec> => importArchiveToEnd(server, token, bytes, name);

async function recipe(id: string): Promise<Rec> {
  const r = await server.request("GET", `/api/recipes/${id}`, { token: user.token });
  assert.equal(r.status, 200);
  return r.body;
}

const names = (ings: Rec[]): string[] => ings.map((i) => i.name);

/** The stored photo was re-encoded: no EXIF left from the camera. */
async function assertPhotoClean(r: Rec): Promise<void> {
  assert.equal(r.media.length, 1, `${r.title} has a photo`);
  const bytes = await server.request("GET", `/api/files/${r.media[0].file_id}/content`, { token: user.token });
  assert.equal(bytes.status, 200);
  const raw = await fetch(`${server.url}/api/files/${r.media[0].file_id}/content`, { headers: { authorization: `Bearer ${user.token}` } });
  const meta = await sharp(Buffer.from(await raw.arrayBuffer())).metadata();
  assert.equal(meta.exif, undefined, "EXIF stripped");
}

/** The garlic range keeps its words ("1-2"): quantity 1 and the upper end kept. */
function assertGarlic(ings: Rec[]): void {
  const garlic = ings.find((i) => /garlic/.test(i.name));
  assert.ok(garlic, "garlic line kept");
  assert.equal(garlic.quantity, 1);
  const upper = garlic.quantityMax === 2 || /2/.test(String(garlic.preparation ?? "")) || /1-2/.test(String(garlic.original ?? ""));
  assert.ok(upper, `the range's upper end is kept: ${JSON.stringify(garlic)}`);
}

describe("archive imports", () => {
  test("a Mealie v1 backup imports every recipe with sections, notes, tags, times, source and a clean photo", async () => {
    const done = await importArchive(await build.mealieBackup("v1"), "mealie_2024.zip");
    assert.equal(done.status, "completed", JSON.stringify(done));
    assert.equal(done.recipe_ids.length, 2);
    assert.equal(done.progress.message, "2 of 2 recipes");
    const r = await recipe(done.recipe_ids[0]);
    assert.equal(r.title, "Schwäbischer Kartoffelsalat");
    assert.equal(r.description, "Lauwarm servieren.");
    assert.deepEqual(names(r.ingredients), ["Kartoffeln"]);
    assert.equal(r.ingredients[0].quantity, 1);
    assert.equal(r.ingredients[0].unit, "kg");
    assert.equal(r.components.length, 1);
    assert.equal(r.components[0].title, "Für das Dressing");
    assert.equal(r.components[0].ingredients[0].name, "Brühe");
    assertGarlic(r.components[0].ingredients);
    assert.deepEqual(r.instructions, ["Kartoffeln kochen, pellen und in Scheiben schneiden.", "Brühe erhitzen und über die Kartoffeln gießen."]);
    assert.deepEqual([r.prep_time, r.cook_time, r.total_time, r.servings], [20, 25, 45, 4]);
    assert.deepEqual(r.tags.sort(), ["Beilage", "Salate"]);
    assert.match(r.notes, /über Nacht/);
    assert.equal(r.source_url, "https://example.org/kartoffelsalat");
    await assertPhotoClean(r);
    const bread = await recipe(done.recipe_ids[1]);
    assert.equal(bread.title, "Garlic bread");
    assert.equal(bread.media.length, 0);
  });

  test("a Mealie v2 backup (ids without dashes, households) imports the same recipes", async () => {
    const other = await server.user();
    const done = await importArchive(await build.mealieBackup("v2"), "mealie_v2.zip", other.token);
    assert.equal(done.status, "completed", JSON.stringify(done));
    assert.equal(done.recipe_ids.length, 2);
    const r = (await server.request("GET", `/api/recipes/${done.recipe_ids[0]}`, { token: other.token })).body;
    assert.equal(r.title, "Schwäbischer Kartoffelsalat");
    assert.equal(r.media.length, 1);
  });

  test("a Mealie pre-1.0 export (recipes/<slug>/<slug>.json) imports with its picture", async () => {
    const other = await server.user();
    const done = await importArchive(await build.mealieLegacy(), "mealie_legacy.zip", other.token);
    assert.equal(done.status, "completed", JSON.stringify(done));
    const r = (await server.request("GET", `/api/recipes/${done.recipe_ids[0]}`, { token: other.token })).body;
    assert.equal(r.components[0].title, "Für das Dressing");
    assert.equal(r.media.length, 1);
  });

  test("a Tandoor export (zip of recipe zips) imports and a broken inner recipe is a warning", async () => {
    const done = await importArchive(await build.tandoor(), "export.zip");
    assert.equal(done.status, "completed", JSON.stringify(done));
    assert.equal(done.recipe_ids.length, 1);
    assert.equal(done.warnings.length, 1);
    assert.match(done.warnings[0], /Broken/);
    const r = await recipe(done.recipe_ids[0]);
    assert.equal(r.title, "Crème brûlée");
    assert.deepEqual(names(r.ingredients), ["Sahne"]);
    assert.equal(r.components[0].title, "Karamell");
    assertGarlic(r.components[0].ingredients);
    assert.equal(r.components[0].ingredients[1].name, "Zucker");
    assert.deepEqual([r.prep_time, r.cook_time, r.servings], [20, 40, 6]);
    assert.deepEqual(r.tags, ["Dessert", "Französisch"]);
    assert.equal(r.source_url, "https://example.org/creme-brulee");
    await assertPhotoClean(r);
  });

  test("a Paprika .paprikarecipes imports gzipped records with base64 photos; a damaged one is a warning", async () => {
    const done = await importArchive(await build.paprika(), "My Recipes.paprikarecipes");
    assert.equal(done.status, "completed", JSON.stringify(done));
    assert.equal(done.recipe_ids.length, 2);
    assert.equal(done.warnings.length, 1);
    const r = await recipe(done.recipe_ids[0]);
    assert.equal(r.title, "Shakshuka à la maison");
    assert.deepEqual(names(r.ingredients), ["olive oil", "garlic"]);
    assertGarlic(r.ingredients);
    assert.equal(r.components[0].title, "For the sauce");
    assert.equal(r.components[0].ingredients.length, 3);
    assert.equal(r.instructions.length, 3);
    assert.deepEqual([r.prep_time, r.cook_time, r.total_time, r.servings], [10, 25, 35, 4]);
    assert.deepEqual(r.tags, ["Frühstück", "Vegetarisch"]);
    assert.match(r.notes, /crusty bread/);
    assert.equal(r.source_url, "https://example.org/shakshuka");
    assert.equal(r.sources.length, 1, "the website is the recipe's primary source");
    assert.equal(r.sources[0].is_primary, true);
    assert.equal(r.sources[0].url, "https://example.org/shakshuka");
    await assertPhotoClean(r);
  });

  test("a Nextcloud Cookbook folder imports recipe.json with full.jpg", async () => {
    const done = await importArchive(await build.nextcloud(), "cookbook.zip");
    assert.equal(done.status, "completed", JSON.stringify(done));
    const r = await recipe(done.recipe_ids[0]);
    assert.equal(r.title, "Gâteau au chocolat");
    assertGarlic(r.ingredients);
    assert.equal(r.components[0].title, "Glaçage");
    assert.deepEqual([r.prep_time, r.cook_time, r.total_time, r.servings], [20, 35, 55, 8]);
    assert.ok(r.tags.includes("chocolat") && r.tags.includes("Dessert"));
    assert.equal(r.source_url, "https://example.org/gateau");
    await assertPhotoClean(r);
  });

  test("a RecipeSage JSON-LD export (one JSON file) imports with its notes and source", async () => {
    const done = await importArchive(build.source("recipesage/recipesage-data.json"), "recipesage-data.json");
    assert.equal(done.status, "completed", JSON.stringify(done));
    const r = await recipe(done.recipe_ids[0]);
    assert.equal(r.title, "Ceviche de pescado");
    assertGarlic(r.ingredients);
    assert.equal(r.components[0].title, "For the marinade");
    assert.deepEqual(names(r.components[0].ingredients), ["limes", "ají amarillo"]);
    assert.match(r.notes, /freshest fish/);
    assert.equal(r.source_url, "https://example.org/ceviche");
    assert.deepEqual([r.prep_time, r.total_time, r.servings], [20, 60, 4]);
  });

  test("a KitchenOwl household export (one JSON file) imports its recipes: amounts, steps, times, tags, source", async () => {
    const done = await importArchive(build.source("kitchenowl/kitchenowl-export.json"), "kitchenowl-export.json");
    assert.equal(done.status, "completed", JSON.stringify(done));
    assert.equal(done.recipe_ids.length, 2);
    const r = await recipe(done.recipe_ids[0]);
    assert.equal(r.title, "Käsespätzle");
    // The item's description is the amount: "400 g" + "Mehl" is 400 g of Mehl; a remark follows the food.
    const flour = r.ingredients.find((i: Rec) => i.name === "Mehl");
    assert.deepEqual([flour?.quantity, flour?.unit], [400, "g"]);
    assertGarlic([{ ...r.ingredients.find((i: Rec) => i.name === "Knoblauch"), name: "garlic" }]);
    const cheese = r.ingredients.find((i: Rec) => i.name === "Bergkäse");
    assert.match(String(cheese?.preparation ?? ""), /gerieben/);
    assert.equal(r.ingredients.find((i: Rec) => i.name === "Schnittlauch")?.isOptional, true);
    // KitchenOwl keeps the introduction and the steps in one Markdown text.
    assert.equal(r.description, "Wie bei Oma im Allgäu.");
    assert.equal(r.instructions.length, 3);
    assert.match(r.instructions[0], /^Mehl, Eier und Salz/);
    assert.deepEqual([r.prep_time, r.cook_time, r.total_time, r.servings], [20, 25, 45, 4]);
    assert.deepEqual(r.tags, ["Hauptgericht", "vegetarisch"]);
    assert.equal(r.source_url, "https://example.org/kaesespaetzle");
    // A recipe typed in by hand: its lines are steps, and a source that is no address is not a link.
    const oats = await recipe(done.recipe_ids[1]);
    assert.deepEqual(oats.instructions, ["Mix everything in a jar", "Leave in the fridge overnight"]);
    assert.equal(oats.source_url ?? null, null);
    assert.deepEqual(names(oats.ingredients), ["rolled oats", "milk"]);
    // Importing it again adds nothing: recipes without ids are known by their source and title.
    const again = await importArchive(build.source("kitchenowl/kitchenowl-export.json"), "kitchenowl-export.json");
    assert.equal(again.status, "completed", JSON.stringify(again));
    assert.equal(again.recipe_ids.length, 0, JSON.stringify(again));
  });

  test("a folder of Cooklang files imports with sections and the picture of the same name", async () => {
    const done = await importArchive(await build.cooklang(), "cook.zip");
    assert.equal(done.status, "completed", JSON.stringify(done));
    const r = await recipe(done.recipe_ids[0]);
    assert.equal(r.title, "Pasta aglio e olio");
    assert.deepEqual(names(r.ingredients), ["spaghetti"]);
    assert.equal(r.components[0].title, "Sauce");
    assert.ok(names(r.components[0].ingredients).includes("garlic"));
    assert.match(r.components[0].instructions.join(" "), /è pronto/);
    assert.deepEqual(r.tags, ["pasta", "schnell"]);
    assert.equal(r.source_url, "https://example.org/aglio");
    await assertPhotoClean(r);
  });

  test("a zip of schema.org JSON-LD files imports, the picture it names included", async () => {
    const done = await importArchive(await build.jsonld(), "jsonld.zip");
    assert.equal(done.status, "completed", JSON.stringify(done));
    const r = await recipe(done.recipe_ids[0]);
    assert.equal(r.title, "Pfannkuchen");
    assertGarlic(r.ingredients);
    assert.equal(r.components[0].title, "For the topping");
    assert.equal(r.source_url, "https://example.org/pfannkuchen");
    await assertPhotoClean(r);
  });

  test("importing the same export twice adds nothing the second time", async () => {
    const other = await server.user();
    const bytes = await build.paprika();
    const first = await importArchive(bytes, "a.paprikarecipes", other.token);
    assert.equal(first.recipe_ids.length, 2);
    const second = await importArchive(bytes, "a.paprikarecipes", other.token);
    assert.equal(second.status, "completed");
    assert.deepEqual(second.recipe_ids, []);
    const list = await server.request("GET", "/api/recipes", { token: other.token });
    assert.equal(list.body.recipes.length, 2);
  });

  test("answers with status 400 when an archive import names an image instead of an archive", async () => {
    const id = await upload(server, user.token, await build.photo(), "x.jpg", "image/jpeg");
    const res = await server.request("POST", "/api/imports", { token: user.token, body: { type: "archive", file_ids: [id] } });
    assert.equal(res.status, 400);
    assert.equal(res.body.errors[0].path, "file_ids.0");
  });

  test("a zip upload is stored as an attachment, never shown inline", async () => {
    const id = await upload(server, user.token, await build.jsonld(), "x.zip", "application/zip");
    const raw = await fetch(`${server.url}/api/files/${id}/content`, { headers: { authorization: `Bearer ${user.token}` } });
    assert.equal(raw.headers.get("content-type"), "application/zip");
    assert.match(raw.headers.get("content-disposition") ?? "", /^attachment/);
    await raw.arrayBuffer();
  });
});
