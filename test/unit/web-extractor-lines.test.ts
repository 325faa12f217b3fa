import assert from "node:assert/strict";
import { test } from "node:test";
import { extractRecipeFromHtml } from "../../src/importers/web/index";
import { isControlLine } from "../../src/importers/web/groups";
import { visibleIngredientsReason } from "../../src/importers/web/visible";
import type { ExtractedRecipe } from "../../src/importers/types";

const URL = "https://example.org/recipes/gnocchi";

function extract(body: string, head = ""): ExtractedRecipe {
  const recipe = extractRecipeFromHtml(`<!doctype html><html lang="en"><head>${head}</head><body>${body}</body></html>`, URL);
  assert.ok(recipe, "a recipe is found");
  return recipe;
}

const allLines = (r: ExtractedRecipe): string[] => [...r.ingredientLines, ...r.components.flatMap((c) => c.ingredientLines)];

test("JSON-LD lines with glued words that start the visible list give way to the visible list", () => {
  const ld = {
    "@context": "https://schema.org",
    "@type": "Recipe",
    name: "Gnocchi",
    recipeIngredient: ["90 g Parmesan", "1Zwiebel"],
    recipeInstructions: ["Kochen."],
  };
  const recipe = extract(
    `<h1>Gnocchi</h1><h2>Zutaten</h2><ul><li>90 g Parmesan</li><li>1 Zwiebel</li><li>250 ml Milch</li></ul><h2>Zubereitung</h2><p>Kochen.</p>`,
    `<script type="application/ld+json">${JSON.stringify(ld)}</script>`,
  );
  assert.deepEqual(allLines(recipe), ["90 g Parmesan", "1 Zwiebel", "250 ml Milch"]);
});

test("a structured list without glued words stands even when the page shows more lines", () => {
  assert.equal(visibleIngredientsReason(["90 g Parmesan", "1 Zwiebel"], ["90 g Parmesan", "1 Zwiebel", "Salz zum Servieren"]), null);
  assert.equal(visibleIngredientsReason(["90 g Parmesan", "1Zwiebel"], ["90 g Parmesan", "1 Zwiebel", "250 ml Milch"]), "glued");
});

test("shopping-list buttons and sized download links are no ingredient lines", () => {
  assert.equal(isControlLine("Zur Einkaufsliste"), true);
  assert.equal(isControlLine("Add all to shopping list"), true);
  assert.equal(isControlLine('4" x 6" (344 KB)'), true);
  assert.equal(isControlLine("1 (400 g) can tomatoes"), false);
  assert.equal(isControlLine("Shopping list spice mix"), false);
  const recipe = extract(
    `<h1>Soup</h1><h2>Ingredients</h2><ul><li>1 onion</li><li>2 carrots</li><li>Add to shopping list</li></ul><h2>Instructions</h2><p>Cook the onion and the carrots until soft.</p>`,
  );
  assert.deepEqual(allLines(recipe), ["1 onion", "2 carrots"]);
});

test("a tag cloud under an Ingredients label loses to the recipe's own list", () => {
  const recipe = extract(
    `<h1>Mantu</h1><div class="widget"><h2>Ingredients</h2><div class="tagcloud"><a href="/i/almond">Almond</a>\n<a href="/i/apples">Apples</a>\n<a href="/i/beef">Beef</a>\n<a href="/i/rice">Rice</a></div></div>` +
      `<article><h3>Ingredients for Filling</h3><ul><li>2 cups of Onions</li><li>1 pound of Ground Beef</li></ul><h3>Instructions</h3><p>Mix the filling well and fill the dumplings.</p></article>`,
  );
  assert.deepEqual(allLines(recipe), ["2 cups of Onions", "1 pound of Ground Beef"]);
});

test("a tag cloud is still read when the page has no other ingredient list", () => {
  const recipe = extract(
    `<h1>Mantu</h1><h2>Ingredients</h2><div><a href="/i/flour">Flour</a>\n<a href="/i/beef">Beef</a>\n<a href="/i/onion">Onion</a></div><h2>Instructions</h2><p>Mix the filling well and fill the dumplings.</p>`,
  );
  assert.deepEqual(allLines(recipe), ["Flour", "Beef", "Onion"]);
});
