import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { startTestServer, type TestServer } from "../helpers/server";
import { importArchive as importThrough, recipeById, recipesByTitle } from "../fixtures/archives/import-archive";
import * as real from "../fixtures/archives/build-tandoor-kitchenowl";

type Rec = Record<string, any>;

let server: TestServer;
let user: { id: string; token: string };

before(async () => {
  server = await startTestServer();
  user = await server.user();
});
after(() => server.close());

const importArchive = (bytes: Buffer, name: string): Promise<Rec> => importThrough(server, user.token, bytes, name, { noWarnings: true });
const recipe = (id: string): Promise<Rec> => recipeById(server, user.token, id);
const byTitle = (done: Rec): Promise<Map<string, Rec>> => recipesByTitle(server, user.token, done);

/** name, quantity and unit of each ingredient, for compact comparisons. */
const amounts = (ings: Rec[]): [string, number | null, string | null][] => ings.map((i) => [i.name, i.quantity ?? null, i.unit ?? null]);

describe("real Tandoor exports", () => {
  // Imported once: a second import of the same export adds nothing.
  let gulasch: Rec;
  before(async () => {
    const done = await importArchive(await real.tandoor15(), "export.zip");
    assert.equal(done.recipe_ids.length, 1);
    gulasch = await recipe(done.recipe_ids[0]);
  });

  test("a Tandoor 1.5 export whose steps use ingredient templates stores the rendered instructions", () => {
    const r = gulasch;
    assert.equal(r.title, "Rindergulasch");
    assert.deepEqual(r.instructions, [
      "Anbraten: 1000 g Rindergulasch in 2 Esslöffel Öl portionsweise scharf anbraten.",
      "Schmoren: 3 Zwiebeln würfeln und mitbraten, dann mit 500 ml Wasser ablöschen. Paprikapulver (edelsüß) einrühren und zugedeckt 90 Minuten schmoren.",
    ]);
  });

  test("a Tandoor 1.5 export: step names group the ingredients as Tandoor lists them, its headers stay headers, plural names are used", async () => {
    const r = gulasch;
    assert.deepEqual(r.ingredients, []);
    assert.deepEqual(
      r.components.map((c: Rec) => c.title),
      ["Anbraten", "Schmoren", "Zum Anrichten (für 4 Teller)"],
    );
    assert.deepEqual(amounts(r.components[0].ingredients), [
      ["Rindergulasch", 1000, "g"],
      ["Öl", 2, "Esslöffel"],
    ]);
    // 3 of a food whose plural Tandoor knows, an amount left out, a food always named in the plural.
    assert.deepEqual(amounts(r.components[1].ingredients), [
      ["Zwiebeln", 3, null],
      ["Paprikapulver", null, "Esslöffel"],
      ["Lorbeerblätter", 1, null],
    ]);
    assert.match(JSON.stringify(r.components[1].ingredients[1]), /edelsüß/);
    assert.deepEqual(amounts(r.components[2].ingredients), [["Schmand", 1, "Becher"]]);
  });

  test("a Tandoor 1.5 export keeps times, servings, keywords, nutrition and a picture named image.JPG", async () => {
    const r = gulasch;
    assert.equal(r.description, "Omas Gulasch, am besten am Vortag gekocht.");
    assert.deepEqual([r.prep_time, r.cook_time, r.total_time, r.servings], [30, 90, 120, 4]);
    assert.deepEqual(r.tags, ["Hauptgericht", "Ungarisch"]);
    assert.match(r.notes, /450 kcal/);
    assert.match(r.notes, /40 g protein/);
    assert.equal(r.source_url ?? null, null);
    assert.deepEqual(
      r.media.map((m: Rec) => m.width),
      [51],
    );
  });

  test("a Tandoor 1.0 export (typed steps, no plural names, no source): templates rendered, a time-only step left out, servings from the text", async () => {
    const done = await importArchive(await real.tandoor10(), "export.zip");
    const r = await recipe(done.recipe_ids[0]);
    assert.equal(r.title, "Pfannkuchen");
    assert.equal(r.description, "");
    assert.deepEqual(amounts(r.ingredients), [
      ["Mehl", 250, "g"],
      ["Milch", 500, "ml"],
      ["Eier", 3, null],
      ["Salz", 0.5, "Prise"],
    ]);
    assert.deepEqual(r.components, []);
    assert.deepEqual(r.instructions, ["250 g Mehl, 500 ml Milch und 3 Eier glatt rühren.", "In heißer Butter von beiden Seiten goldbraun ausbacken."]);
    assert.deepEqual([r.prep_time, r.cook_time, r.servings], [10, 30, 6]);
    assert.deepEqual(r.tags, ["Frühstück"]);
    assert.deepEqual(
      r.media.map((m: Rec) => m.width),
      [52],
    );
  });

  test("a Tandoor export of two recipes of the same name imports both (the zip names one entry twice)", async () => {
    const done = await importArchive(await real.tandoorSameNames(), "export.zip");
    assert.equal(done.status, "completed", JSON.stringify(done));
    assert.equal(done.recipe_ids.length, 2);
    const [a, b] = await Promise.all(done.recipe_ids.map((id: string) => recipe(id)));
    assert.deepEqual(
      [a, b].map((r: Rec) => [r.title, r.description]),
      [
        ["Pfannkuchen", "Mit Milch."],
        ["Pfannkuchen", "Mit Buttermilch."],
      ],
    );
    assert.deepEqual(
      [a, b].map((r: Rec) => r.media.map((m: Rec) => m.width)),
      [[], [54]],
    );
  });

  test("a Tandoor recipe unpacked from its inner zip and zipped again is read as Tandoor, with its picture", async () => {
    // A user of its own: the same recipe imported by another test would be recognised and not added again.
    const other = await server.user();
    const done = await importThrough(server, other.token, await real.tandoorUnpacked(), "Banana_bread.zip", { noWarnings: true });
    assert.equal(done.recipe_ids.length, 1);
    const r = await recipeById(server, other.token, done.recipe_ids[0]);
    assert.equal(r.title, "Banana bread");
    // Templates rendered: Tandoor's own shape, not a Nextcloud recipe.json.
    assert.ok(
      r.instructions.every((s: string) => !s.includes("{{")),
      JSON.stringify(r.instructions),
    );
    assert.deepEqual(
      r.media.map((m: Rec) => m.width),
      [55],
    );
  });

  test("a Tandoor 2 export of a web recipe: plural names by amount, notes, scale() and comments in templates, source and a WebP picture", async () => {
    const done = await importArchive(await real.tandoor2(), "export.zip");
    const r = await recipe(done.recipe_ids[0]);
    assert.equal(r.title, "Banana bread");
    assert.deepEqual(amounts(r.ingredients), [
      ["bananas", 3, null],
      ["butter", 0.33, "cup"],
      ["flour", 1.5, "cups"],
      ["walnuts", null, null],
    ]);
    assert.match(JSON.stringify(r.ingredients[0]), /very ripe/);
    assert.match(JSON.stringify(r.ingredients[3]), /chopped/);
    assert.deepEqual(r.instructions, [
      "Preheat the oven to 175 °C. Mash 3 bananas and stir in 0.33 cup butter.",
      "Fold in the flour and the nuts, then bake for 60 minutes.",
    ]);
    assert.deepEqual([r.prep_time, r.cook_time, r.servings], [15, 60, 8]);
    assert.deepEqual(r.tags, ["Baking", "Snacks"]);
    assert.equal(r.source_url, "https://example.org/banana-bread");
    assert.deepEqual(
      r.media.map((m: Rec) => m.width),
      [53],
    );
  });
});

describe("real KitchenOwl exports", () => {
  let current: Map<string, Rec>;
  before(async () => {
    current = await byTitle(await importArchive(real.kitchenOwlCurrent(), "kitchenowl-export.json"));
  });

  test("a KitchenOwl export whose steps name items as @pills stores the items' names, with the amount a pill gives", () => {
    const r = current.get("Pfannkuchen");
    assert.ok(r);
    assert.equal(r.description, "Fluffig wie beim Bäcker.");
    assert.deepEqual(r.instructions, [
      "Mehl (250 g) mit Milch und Eier glatt rühren.",
      "Etwas Olive oil in der Pfanne erhitzen.",
      "Den Teig portionsweise ausbacken, mit Ahornsirup servieren.",
    ]);
    assert.deepEqual(amounts(r.ingredients.filter((i: Rec) => i.name !== "Ahornsirup")), [
      ["Eier", 3, null],
      ["Mehl", 250, "g"],
      ["Milch", 500, "ml"],
      ["Olive oil", 2, "EL"],
    ]);
    assert.equal(r.ingredients.find((i: Rec) => i.name === "Ahornsirup")?.isOptional, true);
    assert.deepEqual([r.prep_time, r.cook_time, r.total_time, r.servings], [10, 20, 30, 4]);
    assert.deepEqual(r.tags, ["Frühstück", "süß"]);
  });

  test("a KitchenOwl checklist description becomes steps without its boxes, pills rendered; a quoted tip keeps its words", () => {
    const r = current.get("Blechkuchen");
    assert.ok(r);
    assert.deepEqual(r.instructions, [
      "Ofen auf 180 °C vorheizen",
      "Blech fetten",
      "Butter und Zucker schaumig schlagen, im Ofen 25 Minuten backen",
      "Schmeckt am nächsten Tag noch besser.",
    ]);
    assert.equal(r.source_url ?? null, null);
    assert.deepEqual([r.prep_time, r.cook_time, r.total_time, r.servings], [20, 25, 45, 12]);
  });

  test("an early KitchenOwl export (name, description and items only; nulls) imports every recipe", async () => {
    const all = await byTitle(await importArchive(real.kitchenOwlEarly(), "kitchenowl-early.json"));
    assert.deepEqual([...all.keys()].sort(), ["Bratkartoffeln", "Butterbrot"]);
    const r = all.get("Bratkartoffeln") as Rec;
    assert.deepEqual(amounts(r.ingredients), [
      ["Kartoffeln", 1, "kg"],
      ["Salz", null, null],
      ["Speck", 100, "g"],
    ]);
    assert.equal(r.ingredients[2].isOptional, true);
    assert.equal(r.ingredients[2].preparation, "gewürfelt");
    assert.deepEqual(r.instructions, ["Kartoffeln kochen und abkühlen lassen", "In Scheiben schneiden", "In der Pfanne knusprig braten"]);
    assert.deepEqual(r.tags, []);
    const bread = all.get("Butterbrot") as Rec;
    assert.equal(bread.description, "");
    assert.deepEqual(amounts(bread.ingredients), [["Brot", 2, "Scheiben"]]);
  });
});
