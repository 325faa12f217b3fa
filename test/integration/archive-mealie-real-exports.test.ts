import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { startTestServer, type TestServer } from "../helpers/server";
import { importArchive, recipeById } from "../fixtures/archives/import-archive";
import * as build from "../fixtures/archives/build";
import * as mealie from "../fixtures/archives/build-mealie";

type Rec = Record<string, any>;

let server: TestServer;

before(async () => {
  server = await startTestServer();
});
after(() => server.close());

/** Import one upload as a new user (each test owns its library); returns the finished import and a reader. */
async function importAs(bytes: Buffer, name: string): Promise<{ done: Rec; recipe: (id: string) => Promise<Rec> }> {
  const user = await server.user();
  const done = await importArchive(server, user.token, bytes, name);
  return { done, recipe: (id: string) => recipeById(server, user.token, id) };
}

/** Every ingredient of a recipe, its components' included. */
const allIngredients = (r: Rec): Rec[] => [...r.ingredients, ...r.components.flatMap((c: Rec) => c.ingredients)];
const ingredient = (r: Rec, name: string): Rec => {
  const found = allIngredients(r).find((i) => i.name === name);
  assert.ok(found, `${name} among ${JSON.stringify(allIngredients(r).map((i) => i.name))}`);
  return found;
};
const amountOf = (i: Rec): [unknown, unknown] => [i.quantity ?? null, i.unit ?? null];
/** A range keeps its upper end: quantityMax, or its words in the preparation. */
const keepsUpperEnd = (i: Rec, upper: number): boolean =>
  i.quantityMax === upper || new RegExp(String(upper)).test(String(i.preparation ?? "")) || new RegExp(`-${upper}`).test(String(i.original ?? ""));

describe("Mealie exports as Mealie writes them", () => {
  test("v1 backup, unparsed recipe: each note keeps its own amount (no filler 1), step sections join their ingredient sections, notes keep nutrition, tools and a book source", async () => {
    const { done, recipe } = await importAs(await mealie.mealieBackupV1(), "mealie_2024.02.11.18.30.00.zip");
    assert.equal(done.recipe_ids.length, 2);
    const r = await recipe(done.recipe_ids[0]);
    assert.equal(r.title, "Zwiebelkuchen");
    assert.deepEqual(
      r.components.map((c: Rec) => c.title),
      ["Teig", "Belag"],
    );
    assert.deepEqual(amountOf(ingredient(r, "Mehl")), [500, "g"]);
    assert.deepEqual(amountOf(ingredient(r, "Zwiebeln")), [1, "kg"]);
    assert.deepEqual(amountOf(ingredient(r, "Speck")), [200, "g"]);
    const eggs = ingredient(r, "Eier");
    assert.equal(eggs.quantity, 2);
    assert.ok(keepsUpperEnd(eggs, 3), JSON.stringify(eggs));
    assert.equal(ingredient(r, "Salz und Pfeffer").quantity ?? null, null, "no amount invented for a line without one");
    // Mealie's step titles open sections; named like the ingredient sections, they are those components' steps.
    assert.deepEqual(r.instructions, []);
    assert.deepEqual(r.components[0].instructions, ["Mehl, Hefe und Wasser zu einem glatten Teig kneten.", "Eine Stunde an einem warmen Ort gehen lassen."]);
    assert.equal(r.components[1].instructions.length, 2);
    assert.deepEqual([r.prep_time, r.cook_time, r.total_time, r.servings], [90, 40, 130, 8]);
    assert.deepEqual([...r.tags].sort(), ["Hauptgericht", "Herbst"]);
    assert.match(r.notes, /Federweißer/);
    assert.match(r.notes, /Calories 320 kcal/);
    assert.match(r.notes, /Protein 9 g/);
    assert.match(r.notes, /Backblech/);
    assert.match(r.notes, /Omas Kochbuch, Seite 12/, "a source that is no address is kept as text");
    assert.equal(r.source_url ?? null, null);
    assert.equal(r.media.length, 1, "the recipe picture only: not its smaller copies, timeline photos or a PDF asset");
  });

  test("v1 backup, parsed recipe: amounts follow Mealie's fields when they were edited, the original text is kept where it still agrees (a range)", async () => {
    const { done, recipe } = await importAs(await mealie.mealieBackupV1(), "mealie_backup.zip");
    const r = await recipe(done.recipe_ids[1]);
    assert.equal(r.title, "Buttermilk pancakes");
    assert.deepEqual(amountOf(ingredient(r, "flour")), [1.5, "cups"]);
    // original_text still says "1 cup"; the family doubled it in Mealie afterwards.
    assert.equal(ingredient(r, "buttermilk").quantity, 2);
    const eggs = ingredient(r, "eggs");
    assert.equal(eggs.quantity, 1);
    assert.ok(keepsUpperEnd(eggs, 2), JSON.stringify(eggs));
    const butter = ingredient(r, "butter");
    assert.deepEqual(amountOf(butter), [2, "tbsp"]);
    assert.match(String(butter.preparation ?? butter.note ?? ""), /melted/);
    assert.ok(Math.abs(ingredient(r, "sugar").quantity - 1 / 3) < 0.01);
    assert.equal(ingredient(r, "salt").quantity ?? null, null);
    assert.equal(r.components[0].title, "Topping");
    assert.equal(r.components[0].ingredients[0].name, "maple syrup");
    assert.deepEqual([r.prep_time, r.cook_time, r.total_time, r.servings], [10, 15, 25, 12]);
    assert.equal(r.source_url, "https://example.org/pancakes");
  });

  test("a backup zipped again from its unpacked folder (database.json one level down) imports with its pictures", async () => {
    const { done, recipe } = await importAs(await mealie.mealieBackupRezipped(), "mealie_2024.zip");
    assert.ok(done.recipe_ids.length > 0);
    const withPhoto = await Promise.all(done.recipe_ids.map(async (id: string) => (await recipe(id)).media.length));
    assert.ok(
      withPhoto.some((n) => n === 1),
      "the picture under the folder is found",
    );
  });

  test("v2 backup: a yield Mealie keeps apart from servings gives the servings and a note, step summaries lead their step, an unmatched step section is its own component", async () => {
    const { done, recipe } = await importAs(await mealie.mealieBackupV2(), "mealie_2025.02.10.zip");
    assert.equal(done.recipe_ids.length, 2);
    const bread = await recipe(done.recipe_ids[0]);
    assert.equal(bread.title, "Sourdough loaf");
    assert.equal(bread.servings, 2);
    assert.match(bread.notes, /Yield: 2 loaves/);
    assert.deepEqual(amountOf(ingredient(bread, "bread flour")), [1000, "g"]);
    assert.deepEqual(amountOf(ingredient(bread, "salt")), [20, "g"]);
    assert.deepEqual(bread.instructions, ["Autolyse: Mix flour and water, rest for 1 hour.", "Add starter and salt, then stretch and fold every 30 minutes."]);
    const baking = bread.components.find((c: Rec) => c.title === "Baking");
    assert.deepEqual(baking?.instructions, ["Bake in a Dutch oven at 250 °C for 45 minutes."]);
    assert.deepEqual([bread.prep_time, bread.cook_time, bread.total_time], [30, 45, 1560]);
    assert.equal(bread.media.length, 1);
    const chili = await recipe(done.recipe_ids[1]);
    assert.equal(chili.servings, 6);
    assert.doesNotMatch(chili.notes, /Yield/);
    assert.match(chili.notes, /Cholesterol 0 mg/);
    assert.match(chili.notes, /Saturated fat 2\.5 g/);
    const beans = ingredient(chili, "kidney beans");
    assert.deepEqual(amountOf(beans), [2, "cans"]);
    assert.equal(ingredient(chili, "onions").quantity, 2);
    assert.deepEqual(chili.tags, ["Vegan"]);
  });

  test("latest backup: times from the *_seconds columns, a sub-recipe ingredient by that recipe's name, note-only lines with the quantities Mealie shows", async () => {
    const { done, recipe } = await importAs(await mealie.mealieBackupV3(), "mealie_2025.10.05.zip");
    const pizza = await recipe(done.recipe_ids[0]);
    assert.equal(pizza.title, "Pizza Margherita");
    assert.deepEqual([pizza.prep_time, pizza.cook_time, pizza.total_time, pizza.servings], [20, 45, 65, 4]);
    assert.equal(ingredient(pizza, "Pizza dough").quantity, 1);
    assert.deepEqual(amountOf(ingredient(pizza, "passata")), [400, "g"]);
    // The flag that hid a quantity of 1 is gone since 2025: a 1 on a note-only line is the family's own.
    const mozzarella = allIngredients(pizza).find((i) => /mozzarella/.test(i.name));
    assert.equal(mozzarella?.quantity, 1, JSON.stringify(mozzarella));
    assert.equal(pizza.media.length, 1);
    const dough = await recipe(done.recipe_ids[1]);
    assert.equal(dough.prep_time, 15);
    assert.equal(dough.servings, 4);
    assert.match(dough.notes, /Yield: 4 balls/);
  });

  test("a recipe's zip (<slug>.json beside original.webp) imports with its picture and its parsed amounts", async () => {
    const { done, recipe } = await importAs(await mealie.mealieRecipeZip(), "focaccia.zip");
    const r = await recipe(done.recipe_ids[0]);
    assert.equal(r.title, "Focaccia");
    assert.equal(r.media.length, 1, "original.webp beside the JSON is the recipe's picture");
    assert.deepEqual(
      r.components.map((c: Rec) => c.title),
      ["Dough", "Topping"],
    );
    assert.deepEqual(amountOf(ingredient(r, "flour")), [500, "g"]);
    assert.deepEqual(amountOf(ingredient(r, "dried yeast")), [0.5, "tsp"]);
    const water = ingredient(r, "water");
    assert.deepEqual(amountOf(water), [400, "g"], "the fields win over a stale original text");
    assert.match(String(water.preparation ?? water.note ?? ""), /lukewarm/);
    assert.deepEqual(amountOf(ingredient(r, "olive oil")), [3, "tablespoons"]);
    assert.deepEqual([r.prep_time, r.cook_time, r.total_time, r.servings], [20, 25, 180, 8]);
    assert.deepEqual([...r.tags].sort(), ["Bread", "Italian"]);
    assert.match(r.notes, /Baking tray/);
    assert.equal(r.source_url, "https://example.org/focaccia");
  });

  test("a recipe as the API and the JSON download write it (camelCase) imports as Mealie", async () => {
    const { done, recipe } = await importAs(build.source("mealie-api-json/shakshuka.json"), "shakshuka.json");
    const r = await recipe(done.recipe_ids[0]);
    assert.equal(r.title, "Shakshuka");
    assert.deepEqual(amountOf(ingredient(r, "olive oil")), [2, "tbsp"]);
    assert.equal(ingredient(r, "eggs").quantity, 6);
    assert.ok(keepsUpperEnd(ingredient(r, "garlic"), 2));
    assert.equal(r.components[0].title, "To serve");
    assert.equal(r.instructions.length, 2);
    assert.deepEqual([r.prep_time, r.cook_time, r.total_time, r.servings], [10, 25, 35, 4]);
    assert.deepEqual([...r.tags].sort(), ["Breakfast", "Vegetarian"]);
    assert.match(r.notes, /straight from the pan/);
    assert.match(r.notes, /Calories 250 kcal/);
    assert.equal(r.source_url, "https://example.org/shakshuka");
  });

  for (const layout of ["0.4", "0.3"] as const) {
    test(`a Mealie ${layout} backup (recipes/<slug>.json in camelCase, the picture under images/) imports with its picture`, async () => {
      const { done, recipe } = await importAs(await mealie.mealieV04(layout), `${layout}.zip`);
      assert.equal(done.recipe_ids.length, 1);
      const r = await recipe(done.recipe_ids[0]);
      assert.equal(r.title, "Chili con carne");
      assert.deepEqual(amountOf(ingredient(r, "ground beef")), [500, "g"]);
      assert.ok(keepsUpperEnd(ingredient(r, "red chillies"), 2));
      assert.equal(r.instructions.length, 2);
      assert.deepEqual([r.prep_time, r.cook_time, r.total_time, r.servings], [15, 60, 75, 6]);
      assert.deepEqual([...r.tags].sort(), ["Dinner", "Spicy"]);
      assert.match(r.notes, /three months/);
      assert.match(r.notes, /Calories 450 kcal/);
      assert.match(r.notes, /Dutch oven/);
      assert.equal(r.source_url, "https://example.org/chili");
      assert.equal(r.media.length, 1);
    });
  }

  test("a pre-1.0 export: note-only lines keep their own amount, not Mealie's default quantity 1 before it", async () => {
    const { done, recipe } = await importAs(await build.mealieLegacy(), "mealie_legacy.zip");
    const r = await recipe(done.recipe_ids[0]);
    assert.deepEqual(amountOf(ingredient(r, "Kartoffeln")), [1, "kg"]);
    assert.deepEqual(amountOf(ingredient(r, "Brühe")), [250, "ml"]);
    assert.equal(r.servings, 4);
  });
});
