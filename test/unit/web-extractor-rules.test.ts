import assert from "node:assert/strict";
import { test } from "node:test";
import { extractRecipeFromHtml } from "../../src/importers/web/index";
import { dropRepeatedHalf, splitIngredientGroups } from "../../src/importers/web/groups";
import { splitPackedIngredients } from "../../src/importers/web/schema";
import type { ExtractedRecipe } from "../../src/importers/types";
import { norm, tolerantKey } from "../../scripts/accuracy/web";

const URL = "https://example.org/recipes/soup";

function page(head: string, body: string): string {
  return `<!doctype html><html lang="en"><head>${head}</head><body>${body}</body></html>`;
}

function ldScript(recipe: Record<string, unknown>): string {
  return `<script type="application/ld+json">${JSON.stringify({ "@context": "https://schema.org", "@type": "Recipe", ...recipe })}</script>`;
}

function extract(html: string): ExtractedRecipe {
  const recipe = extractRecipeFromHtml(html, URL);
  assert.ok(recipe, "a recipe is found");
  return recipe;
}

const allIngredients = (r: ExtractedRecipe): string[] => [...r.ingredientLines, ...r.components.flatMap((c) => c.ingredientLines)];

test("splits a single comma-packed ingredient string only when nearly every part starts with an amount", () => {
  assert.deepEqual(splitPackedIngredients("125ml milk, 1 tsp vinegar, 60ml olive oil, 100g sugar, ½ tsp salt"), [
    "125ml milk",
    "1 tsp vinegar",
    "60ml olive oil",
    "100g sugar",
    "½ tsp salt",
  ]);
  assert.deepEqual(splitPackedIngredients("salt, pepper, oil, 2 eggs"), ["salt, pepper, oil, 2 eggs"]);
  assert.deepEqual(splitPackedIngredients("2 eggs, beaten"), ["2 eggs, beaten"]);
});

test("prefers the legacy ingredients property when recipeIngredient is one run-together string", () => {
  const html = page(
    ldScript({
      name: "Stew",
      recipeIngredient: "2 carrots 6 potatoes 200 ml cream",
      ingredients: ["2 carrots", "6 potatoes", "200 ml cream"],
      recipeInstructions: "Cook everything.",
    }),
    "",
  );
  assert.deepEqual(extract(html).ingredientLines, ["2 carrots", "6 potatoes", "200 ml cream"]);
});

test("keeps a JSON-LD recipe's name and times when its lists come from the visible page", () => {
  const html = page(
    `<meta property="og:title" content="Recipe of Leek Soup - Example Site">${ldScript({ name: "LEEK SOUP", totalTime: "PT25M" })}`,
    `<h1>Leek soup</h1><h2>Ingredients</h2><ul><li>2 leeks</li><li>1 l stock</li></ul>
     <h2>Instructions</h2><ol><li>Slice the leeks and sweat them in butter.</li><li>Add the stock and simmer for twenty minutes.</li></ol>`,
  );
  const recipe = extract(html);
  assert.equal(recipe.title, "LEEK SOUP");
  assert.equal(recipe.totalTime, 25);
  assert.deepEqual(recipe.ingredientLines, ["2 leeks", "1 l stock"]);
  assert.equal(recipe.instructions.length, 2);
});

test("keeps a structured name as published but strips the site name from a page title", () => {
  const structured = page(
    `<meta property="og:site_name" content="Contessa">${ldScript({ name: "Parmesan Chicken | Recipes", recipeIngredient: ["1 chicken"], recipeInstructions: "Roast it." })}`,
    "",
  );
  assert.equal(extract(structured).title, "Parmesan Chicken | Recipes");
  const pageOnly = page(
    `<meta property="og:site_name" content="Contessa"><title>Parmesan Chicken | Contessa</title>`,
    `<h2>Ingredients</h2><ul><li>1 chicken</li><li>50 g parmesan</li></ul><h2>Method</h2><p>Coat the chicken with the cheese and roast it until golden.</p>`,
  );
  assert.equal(extract(pageOnly).title, "Parmesan Chicken");
});

test("titles a page-only recipe from its headline, passing over a logo h1 and a stale og:title", () => {
  const html = page(
    `<meta property="og:site_name" content="Roxane"><meta property="og:title" content="2">`,
    `<header><h1>Roxane</h1></header><main><h1>Cake savane maison</h1><h2>Ingrédients</h2><ul><li>3 œufs</li><li>150 g de sucre</li></ul>
     <h2>Préparation</h2><ol><li>Fouette les œufs et le sucre pendant dix minutes.</li><li>Verse dans le moule et enfourne.</li></ol></main>`,
  );
  assert.equal(extract(html).title, "Cake savane maison");
});

test("reads a section labelled with who it serves and one whose heading carries an inline edit link", () => {
  const html = page(
    "<title>Glasnudelsalat</title>",
    `
    <h2>Zutaten für 4 Personen</h2><ul><li>250 g Glasnudeln</li><li>1 Karotte</li></ul>
    <div class="mw-heading"><h2>Procedure</h2><span class="mw-editsection">[<a href="/edit">edit</a>]</span></div>
    <ol><li>Soak the noodles in hot water for ten minutes.</li><li>Cut the carrot into fine strips and mix.</li></ol>`,
  );
  const recipe = extract(html);
  assert.deepEqual(recipe.ingredientLines, ["250 g Glasnudeln", "1 Karotte"]);
  assert.deepEqual(recipe.instructions, ["Soak the noodles in hot water for ten minutes.", "Cut the carrot into fine strips and mix."]);
});

test("skips a site menu labelled Ingredients and a jump link labelled Instructions in favour of the real sections", () => {
  const html = page(
    "<title>Pancakes</title>",
    `
    <div class="menu"><span>Ingredients</span><ul><li><a href="/a">Avocado</a></li><li><a href="/b">Bread</a></li><li><a href="/c">Pasta recipes</a></li></ul></div>
    <div class="jump"><span>Instructions</span><ul><li><a href="#x">Enjoy!</a></li></ul></div>
    <h2>Ingredients</h2><ul><li>2 eggs</li><li>250 ml milk</li><li>125 g flour</li></ul>
    <h2>Instructions</h2><ol><li>Whisk the eggs with the milk and the flour until smooth.</li><li>Fry small pancakes in butter, two minutes a side.</li></ol>`,
  );
  const recipe = extract(html);
  assert.deepEqual(recipe.ingredientLines, ["2 eggs", "250 ml milk", "125 g flour"]);
  assert.equal(recipe.instructions.length, 2);
});

test("keeps a quantity-less line that closes the list as an ingredient, not as an empty group", () => {
  const headings = new Set(["optional: truffle oil"]);
  const { ungrouped, components } = splitIngredientGroups(["160 g spaghetti", "1 onion", "Optional: truffle oil"], headings);
  assert.deepEqual(ungrouped, ["160 g spaghetti", "1 onion", "Optional: truffle oil"]);
  assert.deepEqual(components, []);
  const grouped = splitIngredientGroups(["For the sauce:", "1 onion", "For serving"], new Set());
  assert.deepEqual(
    grouped.components.map((c) => [c.title, c.ingredientLines]),
    [["For the sauce", ["1 onion", "For serving"]]],
  );
  // A bare label ending in a colon labels something after the list ("Recipe Cards:"), not an ingredient.
  const labelled = splitIngredientGroups(["For the sauce:", "1 onion", "Serving:"], new Set());
  assert.deepEqual(
    labelled.components.map((c) => [c.title, c.ingredientLines]),
    [["For the sauce", ["1 onion"]]],
  );
});

test("drops the exact second copy of a list rendered twice, and only an exact copy", () => {
  assert.deepEqual(dropRepeatedHalf(["1 egg", "2 tomatoes", "1 egg", "2 tomatoes"]), ["1 egg", "2 tomatoes"]);
  assert.deepEqual(dropRepeatedHalf(["1 egg", "2 tomatoes", "1 egg", "3 tomatoes"]), ["1 egg", "2 tomatoes", "1 egg", "3 tomatoes"]);
  const html = page(ldScript({ name: "Pasta", recipeIngredient: ["1 aubergine", "2 tomatoes", "1 aubergine", "2 tomatoes"], recipeInstructions: "Cook." }), "");
  assert.deepEqual(allIngredients(extract(html)), ["1 aubergine", "2 tomatoes"]);
});

test("reads labelled times and servings from the recipe, not from comments, even in a comments-open article", () => {
  const body = (recipeFacts: string): string => `<article class="post comments-open"><h1>Ribs</h1>${recipeFacts}
    <h2>Ingredients</h2><ul><li>1 rack of ribs</li><li>2 tbsp rub</li></ul>
    <h2>Instructions</h2><ol><li>Rub the ribs and rest them for thirty minutes.</li><li>Smoke until tender and glossy.</li></ol>
    <div id="comments"><p>Cook time: 90 minutes</p><p>Serves 12</p></div></article>`;
  const without = extract(page("", body("")));
  assert.equal(without.cookTime, undefined);
  assert.equal(without.servings, undefined);
  const withFacts = extract(page("", body("<p>Cook time: 3 hours</p><p>Serves 4</p>")));
  assert.equal(withFacts.cookTime, 180);
  assert.equal(withFacts.servings, 4);
});

test("the accuracy scorer compares unicode and ASCII fractions and bracket spacing as equal", () => {
  assert.equal(norm("1½ cups flour"), norm("1 1/2 cups flour"));
  assert.equal(norm("¾ teaspoon salt"), norm("3/4 teaspoon salt"));
  assert.equal(norm("1 cup cheese ( I use sharp.)"), norm("1 cup cheese (I use sharp.)"));
  assert.notEqual(norm("1½ cups flour"), norm("11/2 cups flour"));
});

test("the tolerant list key ignores spacing, brackets, colons and soft hyphens but keeps amounts strict", () => {
  assert.equal(tolerantKey("1 cupwhole milk"), tolerantKey("1 cup whole milk"));
  assert.equal(tolerantKey("1 stick butter 110 gr"), tolerantKey("1 stick butter (110 gr)"));
  assert.equal(tolerantKey("vanilla extract: 1.25 ml"), tolerantKey("vanilla extract 1.25 ml"));
  assert.equal(tolerantKey("1 TL Senf, mittel\u00adscharf"), tolerantKey("1 TL Senf, mittelscharf"));
  assert.notEqual(tolerantKey("1.25 ml vanilla"), tolerantKey("125 ml vanilla"));
  assert.notEqual(tolerantKey("0.5 L bouillon"), tolerantKey("½ L bouillon"));
  assert.notEqual(tolerantKey("1 cup sugar"), tolerantKey("2 cups sugar"));
});

test("reads times and servings labelled in Nordic, Polish and Czech, and servings shown beside an icon", () => {
  const body = (facts: string): string => `<h1>Gryta</h1>${facts}
    <h2>Ingredienser</h2><ul><li>500 g nötkött</li><li>2 morötter</li></ul>
    <h2>Instructions</h2><ol><li>Bryn köttet i omgångar i en tjock gryta.</li><li>Låt puttra tills köttet är mört.</li></ol>`;
  const swedish = extract(page("", body("<div><h3>Antal</h3><h3>4 portioner</h3></div><div><div>Tillagningstid</div><div>2 timmar</div></div>")));
  assert.equal(swedish.servings, 4);
  assert.equal(swedish.cookTime, 120);
  const polish = extract(page("", body("<p>Czas przygotowania: 30 minut</p><p>6 porcji</p>")));
  assert.equal(polish.prepTime, 30);
  assert.equal(polish.servings, 6);
  const czech = extract(page("", body("<p>Doba vaření: 45 minut</p>")));
  assert.equal(czech.cookTime, 45);
  const icon = extract(page("", body(`<div class="cell"><div class="label" data-attr-icon="recipeServings"></div><div class="value">4</div></div>`)));
  assert.equal(icon.servings, 4);
  // An adjuster's buttons and a serving size are not the number of servings.
  const widget = extract(page("", body(`<div class="servings-adjuster"><button>+</button></div><p class="serving-size">1 cup</p>`)));
  assert.equal(widget.servings, undefined);
});

test("reads hRecipe and recipe-card time markup when no line labels the time in words", () => {
  const body = (facts: string): string => `<h1>Chicken and biscuits</h1>${facts}
    <h2>Ingredients</h2><ul><li>1 lb chicken</li><li>1 can biscuits</li></ul>
    <h2>Instructions</h2><ol><li>Add the chicken and the soup to the slow cooker.</li><li>Cook on high until the biscuits are done.</li></ol>`;
  const hrecipe = extract(
    page("", body(`<ul class="time"><li><strong class="cooktime">3 hrs on High <span class="value-title" title="PT3H"></span></strong></li></ul>`)),
  );
  assert.equal(hrecipe.cookTime, 180);
  assert.equal(hrecipe.totalTime, 180);
  const card = extract(
    page(
      "",
      body(
        `<div class="recipe-prep-time"><span>20</span> <span>minutes</span></div><div class="recipe-total-time"><time datetime="PT1H5M">1 hr 5 min</time></div>`,
      ),
    ),
  );
  assert.equal(card.prepTime, 20);
  assert.equal(card.totalTime, 65);
});
