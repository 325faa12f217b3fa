import assert from "node:assert/strict";
import { test } from "node:test";
import { extractRecipeFromHtml } from "../../src/importers/web/index";
import { visibleIngredientsReason } from "../../src/importers/web/visible";
import { dropCommonSuffix } from "../../src/importers/web/groups";
import { stripSiteName } from "../../src/importers/web/page-meta";
import { splitInstructionText } from "../../src/importers/web/schema";
import type { ExtractedRecipe } from "../../src/importers/types";

const URL = "https://example.org/recipes/bake";

function pageWith(recipe: Record<string, unknown>, body: string): string {
  const ld = JSON.stringify({ "@context": "https://schema.org", "@type": "Recipe", name: "Bake", recipeInstructions: "Mix and bake.", ...recipe });
  return `<!doctype html><html><head><script type="application/ld+json">${ld}</script></head><body>${body}</body></html>`;
}

function extract(html: string): ExtractedRecipe {
  const recipe = extractRecipeFromHtml(html, URL);
  assert.ok(recipe, "a recipe is found");
  return recipe;
}

const all = (r: ExtractedRecipe): string[] => [...r.ingredientLines, ...r.components.flatMap((c) => c.ingredientLines)];

test("structured lines split at every comma give way to the visible list they join back into", () => {
  const html = pageWith(
    { recipeIngredient: ["250 g pork", " in pieces", " 1", "5 tsp mustard", " salt"] },
    `<h2>Bake – The Ingredients</h2><p>For 6 people</p><ul><li>250 g pork, in pieces</li><li>1,5 tsp mustard</li><li>salt</li></ul><h2>Method</h2><p>Mix and bake.</p>`,
  );
  assert.deepEqual(all(extract(html)), ["250 g pork, in pieces", "1,5 tsp mustard", "salt"]);
});

test("structured lines stripped of their amounts give way to the visible lines, groups included", () => {
  const html = pageWith(
    { recipeIngredient: ["flour", "sugar", "salt", "icing sugar"] },
    `<h2>Ingredients</h2><ul><li>200 g flour</li><li>100 g sugar</li><li>salt</li></ul><h3>For the icing</h3><ul><li>50 g icing sugar</li></ul>`,
  );
  const recipe = extract(html);
  assert.deepEqual(recipe.ingredientLines, ["200 g flour", "100 g sugar", "salt"]);
  assert.deepEqual(
    recipe.components.map((c) => [c.title, c.ingredientLines]),
    [["For the icing", ["50 g icing sugar"]]],
  );
});

test("the structured list stands when the page only adds conversions or extra lines", () => {
  const html = pageWith(
    { recipeIngredient: ["2 cups sugar", "1/2 cup water"] },
    `<h2>Ingredients</h2><ul><li>2 cups (424 g) sugar</li><li>½ cup water</li><li>Ice cream, to serve</li><li>Mint, to serve</li></ul>`,
  );
  assert.deepEqual(all(extract(html)), ["2 cups sugar", "1/2 cup water"]);
  assert.equal(visibleIngredientsReason(["2 cups sugar"], ["2 cups (424 g) sugar"]), null);
  assert.equal(visibleIngredientsReason(["2 cups sugar", "1 egg"], ["2 cups sugar", "1 egg", "3 plums", "4 figs"]), null);
});

test("the reasons: split, amounts stripped, name-before-amount order", () => {
  assert.equal(visibleIngredientsReason(["1 egg", " beaten", "salt"], ["1 egg, beaten", "salt"]), "split");
  assert.equal(visibleIngredientsReason(["flour", "1 egg"], ["200 g flour", "1 egg"]), "amounts");
  assert.equal(visibleIngredientsReason(["flour 200 g", "eggs 2"], ["200 g flour", "2 eggs"]), "reordered");
  assert.equal(visibleIngredientsReason(["flour", "1 egg"], ["flour, sifted", "1 egg"]), null);
});

test("a control repeated at the end of every ingredient line ('shopping list') is dropped, a shared ', chopped' is kept", () => {
  assert.deepEqual(dropCommonSuffix(["3 chicken breasts, diced shopping list", "salt, to taste shopping list", "2 cups broccoli shopping list"]), [
    "3 chicken breasts, diced",
    "salt, to taste",
    "2 cups broccoli",
  ]);
  const chopped = ["1 onion, finely chopped", "2 carrots, finely chopped", "1 celery stick, finely chopped"];
  assert.deepEqual(dropCommonSuffix(chopped), chopped);
});

test("structured steps without a letter (markup debris such as '[{') leave the steps to the visible page", () => {
  assert.deepEqual(splitInstructionText("[{"), []);
  const html = `<!doctype html><html><body><div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Cupcakes</h1>
    <meta itemprop="recipeIngredient" content="2 eggs"><meta itemprop="recipeInstructions" content="[{">
    <h2>Ingredients</h2><ul><li>2 eggs</li></ul><h2>Method</h2><ol><li>Whisk the eggs.</li><li>Bake for 20 minutes.</li></ol></div></body></html>`;
  assert.deepEqual(extract(html).instructions, ["Whisk the eggs.", "Bake for 20 minutes."]);
});

test("a JSON-LD @graph serialised as an object with numeric keys is walked like a list", () => {
  const graph = {
    "@context": "https://schema.org",
    "@graph": {
      "0": { "@type": "NewsArticle", headline: "So you make almonds" },
      "1": { "@type": "Recipe", name: "Burnt almonds", recipeIngredient: ["200 g almonds"], recipeInstructions: "Roast them." },
    },
  };
  const html = `<!doctype html><html><head><meta property="og:title" content="So you make almonds"><script type="application/ld+json">${JSON.stringify(graph)}</script></head><body></body></html>`;
  const recipe = extract(html);
  assert.equal(recipe.title, "Burnt almonds");
  assert.deepEqual(recipe.ingredientLines, ["200 g almonds"]);
});

test("a wiki namespace glued to a page title ('Cookbook:Pumpkin Pie') is dropped, a spaced subtitle colon is not", () => {
  assert.equal(stripSiteName("Cookbook:Pumpkin Pie I - Wikibooks, open books for an open world", ["Wikibooks, open books for an open world"]), "Pumpkin Pie I");
  assert.equal(stripSiteName("Almonds: So geht's", []), "Almonds: So geht's");
});

const MACHINE_STEPS = [
  "Whisk the cream cheese with the sugar until smooth.",
  "Stir in the cream and the milk.",
  "Pour into the pint and freeze for a day.",
  "Select ICE CREAM.",
];
const OTHER_MACHINE = [
  "Whisk the cream cheese with the sugar and vanilla until smooth.",
  "Stir in the cream, the milk and the colouring.",
  "Select ICE CREAM.",
];

test("structured steps that list a second appliance's version the page never shows keep only the shown steps", () => {
  const shown = MACHINE_STEPS.map((step, i) => `<li><h4>Step ${i + 1}</h4><p>${step}</p></li>`).join("");
  const html = pageWith(
    {
      recipeIngredient: ["1 tbsp cream cheese", "1 cup milk"],
      recipeInstructions: [...MACHINE_STEPS, ...OTHER_MACHINE].map((text) => ({ "@type": "HowToStep", text })),
    },
    `<h2>Ingredients</h2><ul><li>1 tbsp cream cheese</li><li>1 cup milk</li></ul><h2>Directions</h2><ol>${shown}</ol>`,
  );
  assert.deepEqual(extract(html).instructions, MACHINE_STEPS);
});

test("structured steps after the labelled ones stay when the page shows them elsewhere", () => {
  const shown = MACHINE_STEPS.map((step) => `<li>${step}</li>`).join("");
  const html = pageWith(
    {
      recipeIngredient: ["1 tbsp cream cheese", "1 cup milk"],
      recipeInstructions: [...MACHINE_STEPS, ...OTHER_MACHINE].map((text) => ({ "@type": "HowToStep", text })),
    },
    `<h2>Ingredients</h2><ul><li>1 tbsp cream cheese</li><li>1 cup milk</li></ul><h2>Directions</h2><ol>${shown}</ol>
     <div class="variant"><p>${OTHER_MACHINE.join("</p><p>")}</p></div>`,
  );
  assert.equal(extract(html).instructions.length, MACHINE_STEPS.length + OTHER_MACHINE.length);
});
