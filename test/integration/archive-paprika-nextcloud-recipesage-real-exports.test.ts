import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { gzipSync } from "node:zlib";
import { startTestServer, type TestServer } from "../helpers/server";
import { importArchive as importThrough, importArchiveToEnd, recipeById, recipesByTitle, startPhotoSite } from "../fixtures/archives/import-archive";
import * as real from "../fixtures/archives/build-paprika-schemaorg";
import { zip } from "../fixtures/archives/build";

type Rec = Record<string, any>;

let server: TestServer;
let user: { id: string; token: string };
/** A photo host for picture addresses: /photo/<width>.jpg answers a JPEG that wide. */
let site: Awaited<ReturnType<typeof startPhotoSite>>;
let port = 0;

before(async () => {
  site = await startPhotoSite(real.picture);
  port = site.port;
  server = await startTestServer(site.egressOptions);
  user = await server.user();
});
after(async () => {
  await server.close();
  await site.close();
});

const importArchive = (bytes: Buffer, name: string): Promise<Rec> => importThrough(server, user.token, bytes, name);
const recipe = (id: string): Promise<Rec> => recipeById(server, user.token, id);
const byTitle = (done: Rec): Promise<Map<string, Rec>> => recipesByTitle(server, user.token, done);

/** The widths of a recipe's stored photos, waiting for pictures that are downloaded after the import. */
async function photoWidths(id: string, expected: number): Promise<number[]> {
  let widths: number[] = [];
  for (const until = Date.now() + 20_000; Date.now() < until; await new Promise((ok) => setTimeout(ok, 100))) {
    widths = (await recipe(id)).media.map((m: Rec) => m.width);
    if (widths.length >= expected) break;
  }
  return widths;
}

const names = (ings: Rec[]): string[] => ings.map((i) => i.name);
const component = (r: Rec, title: string): Rec => {
  const c = r.components.find((x: Rec) => x.title === title);
  assert.ok(c, `${r.title} has a component “${title}”: ${JSON.stringify(r.components.map((x: Rec) => x.title))}`);
  return c;
};

describe("real Paprika 3 exports", () => {
  let imported: Map<string, Rec>;
  before(async () => {
    imported = await byTitle(await importArchive(await real.paprika3(port), "Export 2024-01-05 All Recipes.paprikarecipes"));
  });

  test("Windows line endings, headers in ingredients and directions, numbered paragraphs: groups get their own steps", async () => {
    const r = imported.get("Lasagne al forno");
    assert.ok(r);
    assert.deepEqual(names(r.ingredients), ["olive oil", "garlic"]);
    assert.deepEqual(
      r.components.map((c: Rec) => c.title),
      ["For the sauce", "For the béchamel", "Assembly"],
    );
    assert.deepEqual(names(component(r, "For the sauce").ingredients), ["beef", "tomatoes"]);
    // The numbers were the list's, not the text's.
    assert.deepEqual(component(r, "For the sauce").instructions, ["Brown the beef in the oil with the garlic.", "Add the tomatoes and simmer for 30 minutes."]);
    assert.equal(component(r, "For the béchamel").ingredients.length, 3);
    assert.deepEqual(component(r, "For the béchamel").instructions, ["Melt the butter and stir in the flour.", "Whisk in the milk until thick."]);
    assert.deepEqual(component(r, "Assembly").instructions, ["Layer sauce, pasta and béchamel; bake for 40 minutes at 180 °C."]);
    assert.deepEqual(r.instructions, []);
    assert.deepEqual([r.prep_time, r.cook_time, r.total_time, r.servings], [25, 70, 95, 6]);
    assert.deepEqual(r.tags, ["Pasta", "Main dishes"]);
    assert.equal(r.rating, 4);
    assert.equal(r.difficulty, "Medium");
    assert.match(r.notes, /Freezes well/);
    assert.match(r.notes, /Calories: 620/);
    assert.match(r.notes, /Source: Nonna Lucia/);
    // Notes keep their lines and paragraphs (the app shows them as written).
    assert.match(r.notes, /^Freezes well\.\nUse fresh pasta sheets if you can\.\n\n/);
    assert.deepEqual(await photoWidths(r.id, 2), [61, 71]);
  });

  test("bare CR line breaks, a “Method:” label and null fields are read; a recipe with only a picture address gets it downloaded", async () => {
    const r = imported.get("Sourdough loaf");
    assert.ok(r);
    assert.deepEqual(names(r.ingredients), ["bread flour", "water", "active starter", "salt"]);
    // "Method:" labels the whole list; it is no step and no section.
    assert.equal(r.instructions.length, 4);
    assert.deepEqual(r.components, []);
    assert.match(r.instructions[0], /^Mix flour/);
    assert.equal(r.description, "A weekend loaf.");
    assert.equal(r.rating ?? null, null, "Paprika's 0 means not rated");
    assert.equal(r.difficulty ?? null, null);
    assert.deepEqual(r.tags, []);
    assert.deepEqual([r.cook_time, r.servings], [45, 1]);
    assert.equal(r.source_url, "https://example.org/sourdough");
    assert.deepEqual(await photoWidths(r.id, 1), [66]);
  });
});

describe("one Paprika recipe shared on its own (.paprikarecipe, gzipped JSON)", () => {
  const record = {
    uid: "5C1D2E3F-SINGLE",
    name: "Buttermilk pancakes",
    ingredients: "200 g flour\n2 eggs\n300 ml buttermilk",
    directions: "Whisk everything together.\nFry in a hot pan.",
    servings: "4",
    prep_time: "10 min",
    cook_time: "15 min",
    categories: ["Breakfast"],
    rating: 5,
    photo_data: null,
  };

  test("imports as the recipe it holds, like one entry of a .paprikarecipes", async () => {
    const done = await importArchive(gzipSync(JSON.stringify(record)), "Buttermilk pancakes.paprikarecipe");
    const r = (await byTitle(done)).get("Buttermilk pancakes");
    assert.ok(r);
    assert.deepEqual(names(r.ingredients), ["flour", "eggs", "buttermilk"]);
    assert.deepEqual(r.instructions, ["Whisk everything together.", "Fry in a hot pan."]);
    assert.deepEqual([r.prep_time, r.cook_time, r.servings, r.rating], [10, 15, 4, 5]);
  });

  test("a gzip that holds no Paprika recipe fails with the reason on the import", async () => {
    const done = await importArchiveToEnd(server, user.token, gzipSync("just some text, not a recipe"), "notes.txt.gz");
    assert.equal(done.status, "failed", JSON.stringify(done));
    assert.match(JSON.stringify(done), /Paprika recipe/);
  });
});

describe("recipes written as plain text", () => {
  const pancakes =
    "Buttermilk pancakes\n\nServes 4\n\nIngredients\n200 g flour\n2 eggs\n300 ml buttermilk\n\nMethod\n1. Whisk everything together.\n2. Fry in a hot pan.\n";

  test("one text file is read as a text import reads it, not as Cooklang", async () => {
    const done = await importArchive(Buffer.from(pancakes), "Buttermilk pancakes.txt");
    const r = (await byTitle(done)).get("Buttermilk pancakes");
    assert.ok(r, JSON.stringify(done));
    assert.deepEqual(names(r.ingredients), ["flour", "eggs", "buttermilk"]);
    assert.deepEqual(r.instructions, ["Whisk everything together.", "Fry in a hot pan."]);
    assert.equal(r.servings, 4);
  });

  test("a zipped folder of text recipes imports each, with the picture of the same name", async () => {
    const soup = "Tomato soup\n\nIngredients\n1 kg tomatoes\n1 onion\n\nMethod\nSimmer for 20 minutes, then blend.\n";
    const done = await importArchive(
      await zip([
        { name: "recipes/Pancakes.txt", data: pancakes },
        { name: "recipes/Tomato soup.txt", data: soup },
        { name: "recipes/Tomato soup.jpg", data: await real.picture(67) },
      ]),
      "text-recipes.zip",
    );
    const all = await byTitle(done);
    assert.deepEqual([...all.keys()].sort(), ["Buttermilk pancakes", "Tomato soup"]);
    const r = all.get("Tomato soup") as Rec;
    assert.deepEqual(names(r.ingredients), ["tomatoes", "onion"]);
    assert.deepEqual(await photoWidths(r.id, 1), [67]);
  });
});

describe("real Nextcloud Cookbook exports", () => {
  test("0.11: HowToSections join the ‘## ’ ingredient groups, sub-directions and tips are kept, Markdown marks dropped, tools and nutrition noted", async () => {
    const done = await importArchive(await real.nextcloudCurrent(), "Recipes.zip");
    const r = await recipe(done.recipe_ids[0]);
    assert.equal(r.title, "Flammkuchen");
    assert.equal(r.description, "Dünn & knusprig, aus dem Holzofen.");
    assert.deepEqual(
      r.components.map((c: Rec) => c.title),
      ["Teig", "Belag"],
    );
    const dough = component(r, "Teig");
    assert.deepEqual(names(dough.ingredients).slice(0, 2), ["Mehl", "Wasser"]);
    assert.deepEqual(dough.instructions, [
      "Mehl und Wasser zu einem glatten Teig kneten.",
      "Teig dünn ausrollen.",
      "Auf bemehlter Fläche arbeiten.",
      "Je dünner, desto knuspriger.",
    ]);
    // Nextcloud's texts are Markdown: the emphasis marks are not part of the words.
    assert.deepEqual(component(r, "Belag").instructions, ["Schmand aufstreichen, Speck und Zwiebeln verteilen."]);
    const bacon = component(r, "Belag").ingredients.find((i: Rec) => i.name === "Speckwürfel");
    assert.deepEqual([bacon?.quantity, bacon?.unit], [150, "g"]);
    assert.deepEqual(r.instructions, ["Bei 250 °C 12 Minuten backen."]);
    assert.deepEqual([r.prep_time, r.cook_time, r.total_time, r.servings], [20, 12, 32, 2]);
    assert.ok(
      ["Hauptgericht", "Elsass", "schnell"].every((t) => r.tags.includes(t)),
      JSON.stringify(r.tags),
    );
    assert.match(r.notes, /Pizzastein/);
    assert.match(r.notes, /850 kcal/);
    // The family's own rating, not the website's average the cookbook copied along.
    assert.equal(r.rating, 5);
    assert.equal(r.source_url, "https://example.org/flammkuchen");
    assert.deepEqual(await photoWidths(r.id, 1), [62]);
  });

  test("before 0.7 (Recipes/<name>/<name>.json): the recipe imports with full.jpg, not the website's address", async () => {
    const done = await importArchive(await real.nextcloudLegacy(), "Recipes-old.zip");
    assert.equal(done.recipe_ids.length, 1);
    const r = await recipe(done.recipe_ids[0]);
    assert.equal(r.title, "Zwiebelkuchen");
    assert.equal(r.ingredients.length, 5);
    assert.equal(r.instructions.length, 3);
    assert.deepEqual([r.prep_time, r.cook_time, r.servings], [30, 45, 12]);
    assert.deepEqual(await photoWidths(r.id, 1), [63]);
  });
});

describe("real RecipeSage exports", () => {
  test("the current export ({recipes: […]}): [header] groups get their sections' steps; notes, rating, source and embedded photo kept", async () => {
    const done = await importArchive(await real.recipeSageCurrent(), "recipesage-export.json");
    const all = await byTitle(done);
    assert.deepEqual([...all.keys()].sort(), ["Coconut curry", "Plain toast"]);
    const r = all.get("Coconut curry") as Rec;
    assert.deepEqual(r.ingredients, []);
    assert.deepEqual(
      r.components.map((c: Rec) => c.title),
      ["For the curry", "To serve"],
    );
    const curry = component(r, "For the curry");
    assert.deepEqual(names(curry.ingredients), ["oil", "garlic", "coconut milk"]);
    // {10} is RecipeSage's mark for a number that scales; the number stays.
    assert.deepEqual(curry.instructions, ["Fry the garlic in the oil.", "Add the coconut milk and simmer for 10 minutes."]);
    assert.deepEqual(names(component(r, "To serve").ingredients), ["rice", "coriander"]);
    assert.deepEqual(component(r, "To serve").instructions, ["Cook the rice and scatter over the coriander."]);
    assert.doesNotMatch(r.notes, /Author Notes/);
    assert.match(r.notes, /Add chilli to taste\./);
    assert.match(r.notes, /Source: Aunt May/);
    assert.match(r.notes, /450 kcal/);
    assert.equal(r.rating, 4);
    assert.deepEqual([r.prep_time, r.total_time, r.servings], [15, 40, 4]);
    assert.deepEqual(r.tags, ["Curry", "Vegan"]);
    assert.deepEqual(await photoWidths(r.id, 1), [64]);
    const toast = all.get("Plain toast") as Rec;
    assert.equal(toast.notes, "", "an empty Author Notes comment is no note");
    assert.equal(toast.prep_time, 5);
  });

  test("the older export (a JSON-LD array, sections as HowToSection text “[Dough]”) groups steps under their sections", async () => {
    const done = await importArchive(real.recipeSageLegacy(), "recipesage-data-1690000000000.json-ld.json");
    const r = await recipe(done.recipe_ids[0]);
    assert.equal(r.title, "Cinnamon rolls");
    assert.deepEqual(
      r.components.map((c: Rec) => c.title),
      ["Dough", "Filling"],
    );
    assert.deepEqual(names(component(r, "Dough").ingredients).slice(0, 2), ["flour", "milk"]);
    assert.deepEqual(component(r, "Dough").instructions, ["Knead the flour and milk into a soft dough."]);
    assert.deepEqual(component(r, "Filling").instructions, ["Spread with butter and cinnamon, roll up and slice.", "Bake for 25 minutes."]);
    assert.deepEqual(r.instructions, []);
    assert.equal(r.notes, "");
    assert.equal(r.source_url, "https://example.org/cinnamon-rolls");
    assert.deepEqual([r.prep_time, r.total_time, r.servings], [30, 150, 12]);
  });
});

describe("schema.org JSON-LD as pages publish it", () => {
  test("a recipe inside a page's mainEntity or an ItemList (even with a trailing comma) is found; @id pictures resolve; HowToSections become groups", async () => {
    const done = await importArchive(await real.jsonLdVariants(), "saved-pages.zip");
    const all = await byTitle(done);
    assert.deepEqual([...all.keys()].sort(), ["Tarte Tatin", "Vinaigrette"]);
    const r = all.get("Tarte Tatin") as Rec;
    assert.deepEqual(
      r.components.map((c: Rec) => c.title),
      ["For the caramel", "For the pastry"],
    );
    assert.deepEqual(component(r, "For the caramel").instructions, ["Melt the sugar to a deep amber."]);
    assert.deepEqual(names(component(r, "For the pastry").ingredients), ["flour", "butter"]);
    assert.deepEqual(component(r, "For the pastry").instructions, ["Rub the butter into the flour.", "Chill for 30 minutes."]);
    assert.equal(r.servings, 8);
    assert.deepEqual(await photoWidths(r.id, 1), [65]);
    const v = all.get("Vinaigrette") as Rec;
    assert.deepEqual(names(v.ingredients), ["olive oil", "vinegar"]);
    assert.deepEqual(v.instructions, ["Shake everything in a jar."]);
  });
});
