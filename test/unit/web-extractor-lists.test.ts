import assert from "node:assert/strict";
import { test } from "node:test";
import { extractRecipeFromHtml } from "../../src/importers/web/index";
import { visibleIngredientsReason } from "../../src/importers/web/visible";
import type { ExtractedRecipe } from "../../src/importers/types";

const URL = "https://example.org/recipes/dish";

function page(body: string, head = ""): string {
  return `<!doctype html><html lang="en"><head>${head}</head><body>${body}</body></html>`;
}

function withJsonLd(recipe: Record<string, unknown>, body: string): string {
  const ld = JSON.stringify({ "@context": "https://schema.org", "@type": "Recipe", name: "Dish", recipeInstructions: "Mix and bake.", ...recipe });
  return page(body, `<script type="application/ld+json">${ld}</script>`);
}

function extract(html: string): ExtractedRecipe {
  const recipe = extractRecipeFromHtml(html, URL);
  assert.ok(recipe, "a recipe is found");
  return recipe;
}

const all = (r: ExtractedRecipe): string[] => [...r.ingredientLines, ...r.components.flatMap((c) => c.ingredientLines)];

const STEPS = `<h2>Instructions</h2><ol><li>Mix everything in a large bowl until smooth.</li><li>Bake for twenty minutes until golden.</li></ol>`;

test("a label in a header bar with a servings adjuster: the list after the bar is the section, not '6 port'", () => {
  const recipe = extract(
    page(`<h1>Gin fizz</h1><div class="card"><div class="bar"><h2>Ingredienser</h2>
    <div class="servings"><button>-</button><span>6</span> <span>port</span><button>+</button></div></div>
    <ul><li><div>16 cl</div><div>gin</div></li><li><div>5 st</div><div>citron</div></li></ul></div>${STEPS}`),
  );
  assert.deepEqual(all(recipe), ["16 cl gin", "5 st citron"]);
});

test("structured names without any amount give way to the visible lines, merged and reordered names included", () => {
  const visible = ["800 g salmon, in one piece", "4 tbsp olive oil", "1 cucumber, diced", "2 tbsp olive oil", "1 pinch salt"];
  assert.equal(visibleIngredientsReason(["salmon", "cucumber", "olive oil", "salt"], visible), "names");
  // One structured name that the page does not show: not the same list.
  assert.equal(visibleIngredientsReason(["salmon", "cucumber", "olive oil", "sugar"], visible), null);
  // Amounts in the structured list: it is no list of bare names.
  assert.equal(visibleIngredientsReason(["800 g salmon", "cucumber", "olive oil", "salt"], visible), null);
});

test("name-first structured lines ('roomboter 75gr') give way to amount-first visible lines, with notes the page adds", () => {
  assert.equal(
    visibleIngredientsReason(
      ["verse ravioli 500gr", "roomboter 75gr", "citroen 1", "Peper en zout"],
      ["500 gr verse ravioli", "75 gr roomboter", "1 citroen (biologisch)", "Peper en zout"],
    ),
    "reordered",
  );
  // A line without numbers whose words only change places ("soľ, štipka" / "štipka soľ") does not veto it.
  assert.equal(visibleIngredientsReason(["mlieko, 500 ml", "soľ, štipka"], ["500 ml mlieko", "štipka soľ"]), "reordered");
  // ...nor does it argue for the visible list on its own.
  assert.equal(visibleIngredientsReason(["500 ml mlieko", "soľ, štipka"], ["500 ml mlieko", "štipka soľ"]), null);
});

test("a table of ingredients reads one line per row, amount and name together", () => {
  const recipe = extract(
    page(`<h1>Palacinky</h1><h2>Suroviny</h2><table><tbody>
    <tr><td>500&nbsp;ml</td><td><label><a href="/s/mlieko">mlieko</a></label></td></tr>
    <tr><td>10 PL</td><td>múka hladká</td></tr></tbody></table>
    <h2>Postup</h2><p>Všetko vymiešame na hladké cesto bez hrudiek.</p><p>Pečieme na rozpálenej panvici dozlatista.</p>`),
  );
  assert.deepEqual(all(recipe), ["500 ml mlieko", "10 PL múka hladká"]);
});

test("a label followed by a yield ('Ingrediënten 9-12 blondies') labels the list; a duration does not", () => {
  const recipe = extract(page(`<h1>Blondies</h1><h2>Ingrediënten 9-12 blondies</h2><ul><li>150 gr witte chocolade</li><li>200 gr bloem</li></ul>${STEPS}`));
  assert.deepEqual(all(recipe), ["150 gr witte chocolade", "200 gr bloem"]);
  const timed = extractRecipeFromHtml(page(`<h1>Blondies</h1><h2>Ingredients 20 min</h2><ul><li>150 g chocolate</li></ul>${STEPS}`), URL);
  assert.equal(timed, null);
});

test("a second heading of the same rank that is again an ingredients label ('Ingredients for the topping') is the next group", () => {
  const recipe = extract(
    page(`<h1>Blondies</h1><h2>Ingredients</h2><ul><li>150 g chocolate</li><li>200 g flour</li></ul>
    <h2>Ingredients for the topping</h2><ul><li>2 egg whites</li><li>250 g icing sugar</li></ul><h2>Equipment</h2><ul><li>Baking tin 20x20 cm</li></ul>${STEPS}`),
  );
  assert.deepEqual(recipe.ingredientLines, ["150 g chocolate", "200 g flour"]);
  assert.deepEqual(
    recipe.components.filter((c) => c.ingredientLines.length > 0).map((c) => [c.title, c.ingredientLines]),
    [["Ingredients for the topping", ["2 egg whites", "250 g icing sugar"]]],
  );
});

test("Dutch 'Benodigdheden:' labels the ingredient list ahead of a footer menu titled 'Ingrediënten'", () => {
  const menu = `<aside><div class="widget__title">Ingrediënten</div><div class="textwidget"><div><a href="/a">Avocado</a></div><div><a href="/b">Brood</a></div><div><a href="/c">Courgette</a></div></div></aside>`;
  const recipe = extract(
    page(`<h1>Pancakes</h1><p>Benodigdheden:</p><ul><li>2 eieren</li><li>250 ml melk</li></ul>
    <p><strong>Bereidingswijze:</strong></p><p>Splits de eieren en klop de dooiers met de melk door elkaar.</p><p>Bak de pannenkoekjes in een hete pan goudbruin.</p>${menu}`),
  );
  assert.deepEqual(all(recipe), ["2 eieren", "250 ml melk"]);
});

test("a wrapper holding sub-headings and their lists is read group by group", () => {
  const recipe = extract(
    page(`<h1>Pots</h1><div class="card"><h3>Ingredients</h3><div class="groups">
    <h4>For the brittle</h4><ul><li>40 g sesame seeds</li><li>50 g sugar</li></ul>
    <h4>For the mousse</h4><ul><li>300 g silken tofu</li></ul></div></div>${STEPS}`),
  );
  assert.deepEqual(recipe.ingredientLines, []);
  assert.deepEqual(
    recipe.components.filter((c) => c.ingredientLines.length > 0).map((c) => [c.title, c.ingredientLines]),
    [
      ["For the brittle", ["40 g sesame seeds", "50 g sugar"]],
      ["For the mousse", ["300 g silken tofu"]],
    ],
  );
});

test("hidden twins of a unit toggle (class 'hide', hidden, display:none) and the toggle's own buttons are no ingredient lines", () => {
  const recipe = extract(
    page(`<h1>Chips</h1><h3>Ingredients</h3><div class="toggler"><span class="metric active">Metric</span> <span class="imperial">Imperial</span></div>
    <ul><li class="metric">100ml vegetable oil</li><li class="metric">Plenty of salt</li>
    <li class="imperial hide">3 1/2fl oz vegetable oil</li><li hidden>Salt</li><li style="display: none">Pepper</li></ul>${STEPS}`),
  );
  assert.deepEqual(all(recipe), ["100ml vegetable oil", "Plenty of salt"]);
});

test("'Dry ingredients' / 'Remaining Ingredients' inside a list head groups; a colon label closing the list is dropped", () => {
  const recipe = extract(
    withJsonLd(
      { recipeIngredient: ["Dry ingredients", "200 g flour", "1 tsp baking powder", "Remaining Ingredients", "2 eggs", "100 ml milk", "Recipe Cards:"] },
      "",
    ),
  );
  assert.deepEqual(recipe.ingredientLines, []);
  assert.deepEqual(
    recipe.components.map((c) => [c.title, c.ingredientLines]),
    [
      ["Dry ingredients", ["200 g flour", "1 tsp baking powder"]],
      ["Remaining Ingredients", ["2 eggs", "100 ml milk"]],
    ],
  );
  // A header-like last line without a colon ("For serving") is still a line of the list.
  const open = extract(withJsonLd({ recipeIngredient: ["2 eggs", "100 ml milk", "For serving"] }, ""));
  assert.deepEqual(all(open), ["2 eggs", "100 ml milk", "For serving"]);
});

test("Dutch method labels 'Aan de slag' and 'Zo maak je het' start the steps", () => {
  for (const label of ["aan de slag met de schotel!", "Zo maak je het"]) {
    const recipe = extract(
      page(`<h1>Schotel</h1><h2>Ingrediënten</h2><ul><li>300 gr gehakt</li><li>1 ui</li></ul>
      <h2>${label}</h2><p>Snipper de ui en bak het gehakt rul in een grote pan.</p><p>Laat alles samen nog tien minuten pruttelen.</p>`),
    );
    assert.deepEqual(recipe.instructions, ["Snipper de ui en bak het gehakt rul in een grote pan.", "Laat alles samen nog tien minuten pruttelen."], label);
  }
});

test("a name-first structured list that goes on past the visible section keeps its extra lines after the visible ones", () => {
  const recipe = extract(
    withJsonLd(
      { recipeIngredient: ["bloem 200gr", "roomboter 125gr", "eieren 2", "Bakvorm 20x20cm"] },
      `<h2>Ingrediënten</h2><ul><li>200 gr bloem</li><li>125 gr roomboter</li><li>2 eieren</li></ul><h2>Materiaal</h2><ul><li>Bakvorm 20x20cm</li></ul>`,
    ),
  );
  assert.deepEqual(all(recipe), ["200 gr bloem", "125 gr roomboter", "2 eieren", "Bakvorm 20x20cm"]);
  // Lines that are not a degraded copy of the visible ones keep the structured list as it is.
  const kept = extract(
    withJsonLd(
      { recipeIngredient: ["200 g flour", "125 g butter", "2 eggs", "1 baking tin"] },
      `<h2>Ingredients</h2><ul><li>200 g flour (sifted)</li><li>125 g butter</li><li>2 eggs</li></ul>`,
    ),
  );
  assert.deepEqual(all(kept), ["200 g flour", "125 g butter", "2 eggs", "1 baking tin"]);
});

test("a structured list run through a unit converter ('18.20 gm olive oil', brands dropped) gives way to the page's own lines", () => {
  const visible = ["250g Coles Durum Wheat Pasta", "1 tbsp extra virgin olive oil", "1 small red onion", "1/2 cup water"];
  assert.equal(
    visibleIngredientsReason(["250g Durum Wheat Pasta", "18.20 gm extra virgin olive oil", "1 small red onion", "125.00 gm water"], visible),
    "converted",
  );
  // Without a converted amount, a visible line that adds a word is no reason to leave the structured list.
  assert.equal(visibleIngredientsReason(["250g Durum Wheat Pasta", "1 tbsp extra virgin olive oil", "1 small red onion", "1/2 cup water"], visible), null);
});

test("a list whose group names are items of their own ('<li><h3>Filling</h3></li>') is read as groups, so it compares line for line with structured data", () => {
  const recipe = extract(
    withJsonLd(
      { recipeIngredient: ["600g fresh ricotta", "60g baby spinach", "700g pumpkin, peeled", "36.40 gm olive oil"] },
      `<h1>Lasagne</h1><h2>Ingredients</h2><ul><li>600g fresh ricotta</li><li>60g baby spinach</li>
    <li class="section-heading"><h3>Pumpkin &amp; lentil filling</h3></li><li>700g pumpkin, peeled</li><li>2 tbsp olive oil</li></ul>${STEPS}`,
    ),
  );
  assert.deepEqual(recipe.ingredientLines, ["600g fresh ricotta", "60g baby spinach"]);
  assert.deepEqual(
    recipe.components.filter((c) => c.ingredientLines.length > 0).map((c) => [c.title, c.ingredientLines]),
    [["Pumpkin & lentil filling", ["700g pumpkin, peeled", "2 tbsp olive oil"]]],
  );
});

test("a dish part named alone in an ingredient list ('Sauce', 'Topping') heads a group; 'Soy sauce' stays an ingredient", () => {
  const recipe = extract(withJsonLd({ recipeIngredient: ["Sauce", "1/2 cup soy sauce", "1/4 cup mirin", "Topping", "2 green onions", "Soy sauce"] }, ""));
  assert.deepEqual(
    recipe.components.map((c) => [c.title, c.ingredientLines]),
    [
      ["Sauce", ["1/2 cup soy sauce", "1/4 cup mirin"]],
      ["Topping", ["2 green onions", "Soy sauce"]],
    ],
  );
});

test("an element hidden only on small screens ('hidden md:block', 'd-none d-lg-block') is still read", () => {
  const recipe = extract(
    page(`<h1>Chips</h1><h3>Ingredients</h3><ul><li class="hidden md:block">100ml vegetable oil</li>
    <li class="d-none d-lg-block">Plenty of salt</li><li class="d-none">1 tsp hidden</li></ul>${STEPS}`),
  );
  assert.deepEqual(all(recipe), ["100ml vegetable oil", "Plenty of salt"]);
});

test("a bare 'Ingredients' heading again (a recipe card after the article) ends the list instead of repeating it as a group", () => {
  const recipe = extract(
    page(`<h1>Cake</h1><h2>Ingredients</h2><ul><li>150 g chocolate</li><li>200 g flour</li></ul>
    <h2>Ingredients</h2><ul><li>150 g chocolate</li><li>200 g flour</li></ul>${STEPS}`),
  );
  assert.deepEqual(all(recipe), ["150 g chocolate", "200 g flour"]);
});

test("a layout table whose cell holds several lines is read line by line, not as one row", () => {
  const recipe = extract(
    page(`<h1>Stew</h1><h2>Ingredients</h2><table><tr><td><p>500 g beef</p><p>2 carrots</p>1 onion<br>1 bay leaf</td></tr></table>${STEPS}`),
  );
  assert.deepEqual(all(recipe), ["500 g beef", "2 carrots", "1 onion", "1 bay leaf"]);
});

test("a Tasty Recipes header (label beside its scale buttons) reads the ingredient body after the header", () => {
  const recipe = extract(
    page(`<h1>Soup</h1><div class="tasty-recipes-ingredients"><div class="tasty-recipes-ingredients-header"><h3>Ingredients</h3>
    <div class="tasty-recipes-units-scale-container"><span class="tasty-recipes-scale-label">Scale</span><button>1x</button><button>2x</button><button>3x</button></div></div>
    <div class="tasty-recipes-ingredients-body"><ul><li>1 onion</li><li>2 cups stock</li></ul></div></div>${STEPS}`),
  );
  assert.deepEqual(all(recipe), ["1 onion", "2 cups stock"]);
});
