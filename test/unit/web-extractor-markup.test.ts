/**
 * Synthetic pages for markup patterns of real recipe sites that the corpus hardly covers: amount, unit
 * and name in separate spans, nested lists as groups, tables with column labels, ads between lines,
 * entities and narrow spaces in amounts, lines separated by <br>, duplicated structured data.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { load } from "cheerio";
import { extractRecipeFromHtml } from "../../src/importers/web/index";
import { blockText } from "../../src/importers/web/text";
import type { ExtractedRecipe } from "../../src/importers/types";

const URL = "https://example.org/recipes/dish";
const STEPS = `<h2>Instructions</h2><ol><li>Mix everything in a large bowl until smooth.</li><li>Bake for twenty minutes until golden.</li></ol>`;

function page(body: string, head = ""): string {
  return `<!doctype html><html lang="en"><head>${head}</head><body><h1>Dish</h1>${body}</body></html>`;
}

function jsonLd(recipe: Record<string, unknown>): string {
  const ld = { "@context": "https://schema.org", "@type": "Recipe", name: "Dish", recipeInstructions: "Mix and bake.", ...recipe };
  return `<script type="application/ld+json">${JSON.stringify(ld)}</script>`;
}

function extract(html: string): ExtractedRecipe {
  const recipe = extractRecipeFromHtml(html, URL);
  assert.ok(recipe, "a recipe is found");
  return recipe;
}

const all = (r: ExtractedRecipe): string[] => [...r.ingredientLines, ...r.components.flatMap((c) => c.ingredientLines)];
const groups = (r: ExtractedRecipe): Array<[string, string[]]> =>
  r.components.filter((c) => c.ingredientLines.length > 0).map((c) => [c.title, c.ingredientLines]);

test("amount, unit and name in adjacent spans without spaces are read as separate words", () => {
  const recipe = extract(
    page(`<h2>Ingredients</h2><ul>
    <li><span class="amount">1</span><span class="unit">cup</span><span class="name">flour</span></li>
    <li><span class="amount">200</span><span class="unit">g</span><span class="name">sugar</span><span class="notes">(sifted)</span></li>
    <li><a href="/i/egg"><img src="egg.png"><b>eggs</b></a><u>2, beaten</u></li></ul>${STEPS}`),
  );
  assert.deepEqual(all(recipe), ["1 cup flour", "200 g sugar (sifted)", "eggs 2, beaten"]);
});

test("microdata ingredient lines built from spans get their spaces too", () => {
  const recipe = extract(
    page(`<div itemscope itemtype="https://schema.org/Recipe"><h2 itemprop="name">Dish</h2><ul>
    <li itemprop="recipeIngredient"><span>1</span><span>cup</span><span>flour</span></li>
    <li itemprop="recipeIngredient"><span>2</span><span>eggs</span></li></ul>
    <div itemprop="recipeInstructions">Mix and bake it.</div></div>`),
  );
  assert.deepEqual(all(recipe), ["1 cup flour", "2 eggs"]);
});

test("text running into an element stays as written: only element next to element is spaced", () => {
  const $ = load(`<p>2 ripe tomato<a href="/t">es</a>, <b>1</b><i>onion</i></p>`);
  assert.equal(blockText($("p").toArray()).trim(), "2 ripe tomatoes, 1 onion");
});

test("nested lists: the outer item's own words name the group of its sub-list", () => {
  const recipe = extract(
    page(`<h2>Ingredients</h2><ul>
    <li>For the dough<ul><li>200 g flour</li><li>1 egg</li></ul></li>
    <li><strong>Crumb topping:</strong><ul><li>50 g butter</li><li>50 g sugar</li></ul></li></ul>${STEPS}`),
  );
  assert.deepEqual(groups(recipe), [
    ["For the dough", ["200 g flour", "1 egg"]],
    ["Crumb topping", ["50 g butter", "50 g sugar"]],
  ]);
});

test("an outer list item with an amount is an ingredient with options below it, not a group name", () => {
  const recipe = extract(
    page(`<h2>Ingredients</h2><ul>
    <li>For the dough<ul><li>200 g flour</li></ul></li>
    <li>1 cup milk<ul><li>or oat milk</li></ul></li></ul>${STEPS}`),
  );
  assert.deepEqual(groups(recipe), [["For the dough", ["200 g flour", "1 cup milk", "or oat milk"]]]);
});

test("a table's column labels (thead, or a first row of header cells) are no ingredient lines", () => {
  const withHead = extract(
    page(`<h2>Ingredients</h2><table><thead><tr><th>Amount</th><th>Ingredient</th></tr></thead>
    <tbody><tr><td>200 g</td><td>flour</td></tr><tr><td>2</td><td>eggs</td></tr></tbody></table>${STEPS}`),
  );
  assert.deepEqual(all(withHead), ["200 g flour", "2 eggs"]);
  const firstRow = extract(
    page(`<h2>Ingredients</h2><table><tr><th>Menge</th><th>Zutat</th></tr>
    <tr><td>200 g</td><td>Mehl</td></tr><tr><th>2</th><td>Eier</td></tr></table>${STEPS}`),
  );
  assert.deepEqual(all(firstRow), ["200 g Mehl", "2 Eier"]);
});

test("ad slots between or inside ingredient lists are skipped, by class or by their label", () => {
  const byClass = extract(
    page(`<h2>Ingredients</h2><ul><li>200 g flour</li><li>2 eggs</li></ul>
    <div class="adthrive-ad"><div>ADVERTISEMENT</div><script>load()</script></div>
    <ul><li>1 tsp salt</li><li class="ad"><span>Report this ad</span></li><li>50 g butter</li></ul>${STEPS}`),
  );
  assert.deepEqual(all(byClass), ["200 g flour", "2 eggs", "1 tsp salt", "50 g butter"]);
  assert.deepEqual(groups(byClass), [], "the ad's label names no group");
  const byLabel = extract(
    page(`<h2>Zutaten</h2><ul><li>200 g Mehl</li><li>2 Eier</li></ul><p>Anzeige</p>
    <ul><li>1 TL Salz</li><li>- Advertisement -</li><li>50 g Butter</li></ul>${STEPS}`),
  );
  assert.deepEqual(all(byLabel), ["200 g Mehl", "2 Eier", "1 TL Salz", "50 g Butter"]);
});

test("a wrapper whose class merely mentions ads but holds the recipe is read", () => {
  const recipe = extract(page(`<div class="content-with-ads"><h2>Ingredients</h2><ul><li>200 g flour</li><li>2 eggs</li></ul>${STEPS}</div>`));
  assert.deepEqual(all(recipe), ["200 g flour", "2 eggs"]);
});

test("entities, no-break and thin spaces in amounts become plain spaces", () => {
  const visible = extract(
    page(`<h2>Ingredients</h2><ul><li>1&nbsp;&frac12; cups flour</li><li>500&thinsp;g sugar</li>
    <li>1&#8202;kg potatoes</li><li>2&#x202F;tbsp oil</li><li>1&#8203;½ cups milk</li></ul>${STEPS}`),
  );
  assert.deepEqual(all(visible), ["1 ½ cups flour", "500 g sugar", "1 kg potatoes", "2 tbsp oil", "1½ cups milk"]);
  const structured = extract(page(`<p>Dish</p>`, jsonLd({ recipeIngredient: ["1&nbsp;&frac12; cups flour", "500&#8239;g sugar", "1&amp;#189; tsp salt"] })));
  assert.deepEqual(all(structured), ["1 ½ cups flour", "500 g sugar", "1½ tsp salt"]);
});

test("<br>-separated lines in one paragraph are one ingredient each, bold labels heading groups", () => {
  const recipe = extract(
    page(`<h2>Ingredients</h2><p><strong>For the dough:</strong><br>200 g flour<br>2 eggs<br>
    <strong>For the glaze:</strong><br>100 g icing sugar<br>1 tbsp lemon juice</p>${STEPS}`),
  );
  assert.deepEqual(groups(recipe), [
    ["For the dough", ["200 g flour", "2 eggs"]],
    ["For the glaze", ["100 g icing sugar", "1 tbsp lemon juice"]],
  ]);
});

test("duplicated structured data (two JSON-LD blocks, JSON-LD beside microdata, a list repeated) gives one list", () => {
  const lines = ["1 cup flour", "2 eggs", "1 tsp salt"];
  const twice = extract(page(`<p>Dish</p>`, jsonLd({ recipeIngredient: lines }) + jsonLd({ recipeIngredient: lines })));
  assert.deepEqual(all(twice), lines);
  const both = extract(
    page(
      `<div itemscope itemtype="https://schema.org/Recipe"><ul>${lines.map((l) => `<li itemprop="recipeIngredient">${l}</li>`).join("")}</ul></div>`,
      jsonLd({ recipeIngredient: lines }),
    ),
  );
  assert.deepEqual(all(both), lines);
  const repeated = extract(page(`<p>Dish</p>`, jsonLd({ recipeIngredient: [...lines, ...lines] })));
  assert.deepEqual(all(repeated), lines);
});

test("a whole number before a superscript numerator is a mixed number ('1<sup>1</sup>/<sub>2</sub>' is 1 1/2, not 11/2)", () => {
  const recipe = extract(
    page(`<h2>Ingredients</h2><ul><li>1<sup>1</sup>/<sub>2</sub> cups flour</li>
    <li>2<sup>1</sup>&frasl;<sub>4</sub> tsp salt</li><li>10<sup>th</sup> of a nutmeg</li></ul>${STEPS}`),
  );
  assert.deepEqual(all(recipe), ["1 1/2 cups flour", "2 1⁄4 tsp salt", "10th of a nutmeg"]);
});

test("structured ingredient lines nested one array per group are all read", () => {
  const recipe = extract(page(`<p>Dish</p>`, jsonLd({ recipeIngredient: [["200 g flour", "2 eggs"], ["100 g sugar"]] })));
  assert.deepEqual(all(recipe), ["200 g flour", "2 eggs", "100 g sugar"]);
});

test("a structured list holding the shown version and its hidden twin (another appliance or batch size) keeps the shown one", () => {
  const shown = ["1 cup flour", "2 eggs", "1 tsp salt"];
  const twin = ["2 cups flour", "4 eggs", "2 tsp salt"];
  const body = (hiddenClass: string): string => `<h2>Ingredients</h2><div data-version="small"><ul>${shown.map((l) => `<li>${l}</li>`).join("")}</ul></div>
    <div data-version="large" class="${hiddenClass}"><ul>${twin.map((l) => `<li>${l}</li>`).join("")}</ul></div>${STEPS}`;
  assert.deepEqual(all(extract(page(body("d-none"), jsonLd({ recipeIngredient: [...shown, ...twin] })))), shown);
  // Extra structured lines the page shows nowhere hidden (tools under their own heading) are not a twin.
  assert.deepEqual(all(extract(page(body("visible"), jsonLd({ recipeIngredient: [...shown, ...twin] })))), [...shown, ...twin]);
});
