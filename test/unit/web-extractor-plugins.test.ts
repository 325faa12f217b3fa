/**
 * Shortened pages in the markup of widely used recipe plugins and sites: WP Recipe Maker, Tasty Recipes,
 * WP Ultimate Recipe, Cooked, Next.js page data, and blogs without structured data in several languages.
 * Each case is one general cause that made the extractor read such pages wrong.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { load } from "cheerio";
import { extractRecipeFromHtml } from "../../src/importers/web/index";
import { blockText } from "../../src/importers/web/text";
import type { ExtractedRecipe } from "../../src/importers/types";

const URL = "https://example.org/recipes/dish";

function page(body: string, head = "", lang = "en"): string {
  return `<!doctype html><html lang="${lang}"><head>${head}</head><body><main><article>${body}</article></main></body></html>`;
}

function ld(node: Record<string, unknown>): string {
  return `<script type="application/ld+json">${JSON.stringify({ "@context": "https://schema.org", ...node })}</script>`;
}

function extract(html: string): ExtractedRecipe {
  const recipe = extractRecipeFromHtml(html, URL);
  assert.ok(recipe, "a recipe is found");
  return recipe;
}

const all = (r: ExtractedRecipe): string[] => [...r.ingredientLines, ...r.components.flatMap((c) => c.ingredientLines)];
const steps = (r: ExtractedRecipe): string[] => [...r.instructions, ...r.components.flatMap((c) => c.instructions)];
const groups = (r: ExtractedRecipe): Array<[string, string[]]> =>
  r.components.filter((c) => c.ingredientLines.length > 0).map((c) => [c.title, c.ingredientLines]);

/** A WP Recipe Maker ingredient: checkbox, then amount, unit, name and notes spans. */
const wprmIngredient = (amount: string, unit: string, name: string): string =>
  `<li class="wprm-recipe-ingredient" style="list-style-type: none;"><span class="wprm-checkbox-container"><input type="checkbox" class="wprm-checkbox" aria-label="&nbsp;${name}"><label class="wprm-checkbox-label"><span class="sr-only screen-reader-text">▢ </span></label></span>` +
  `<span class="wprm-recipe-ingredient-amount">${amount}</span>&#32;${unit ? `<span class="wprm-recipe-ingredient-unit">${unit}</span>&#32;` : ""}<span class="wprm-recipe-ingredient-name">${name}</span></li>`;

/** A WP Recipe Maker card whose section headings carry the servings scaler, with two ingredient groups. */
const WPRM_CARD = `<div class="wprm-recipe-container"><div class="wprm-recipe">
  <h2 class="wprm-recipe-name">Cinnamon Rolls</h2>
  <div class="wprm-recipe-ingredients-container"><h3 class="wprm-recipe-header wprm-recipe-ingredients-header wprm-header-has-actions">Ingredients<div class="wprm-recipe-header-actions"><div class="wprm-recipe-adjustable-servings-container wprm-toggle-container"><a href="#" role="button" class="wprm-recipe-adjustable-servings wprm-toggle wprm-toggle-active" data-multiplier="1">1x</a><a href="#" role="button" class="wprm-recipe-adjustable-servings wprm-toggle" data-multiplier="2">2x</a><a href="#" role="button" class="wprm-recipe-adjustable-servings wprm-toggle" data-multiplier="3">3x</a></div></div></h3>
    <div class="wprm-recipe-ingredient-group"><h4 class="wprm-recipe-group-name wprm-recipe-ingredient-group-name">Dough</h4><ul class="wprm-recipe-ingredients">${wprmIngredient("3 ½", "cups", "flour")}${wprmIngredient("1", "", "egg")}</ul></div>
    <div class="wprm-recipe-ingredient-group"><h4 class="wprm-recipe-group-name wprm-recipe-ingredient-group-name">Filling</h4><ul class="wprm-recipe-ingredients">${wprmIngredient("½", "cup", "brown sugar")}${wprmIngredient("1", "tablespoon", "cinnamon")}</ul></div>
  </div>
  <div class="wprm-recipe-instructions-container"><h3 class="wprm-recipe-header wprm-recipe-instructions-header">Instructions</h3><ul class="wprm-recipe-instructions">
    <li class="wprm-recipe-instruction"><div class="wprm-recipe-instruction-text">Knead the flour and egg into a smooth dough.</div></li>
    <li class="wprm-recipe-instruction"><div class="wprm-recipe-instruction-text">Spread with the filling, roll up and bake for 25 minutes.</div></li></ul></div>
</div></div>`;

const WPRM_LINES = ["3 ½ cups flour", "1 egg", "½ cup brown sugar", "1 tablespoon cinnamon"];

test("a section heading that nests a servings scaler ('Ingredients' + '1x 2x 3x') still labels its groups", () => {
  const recipe = extract(page(`<h1>Cinnamon Rolls</h1>${WPRM_CARD}`));
  assert.deepEqual(groups(recipe), [
    ["Dough", ["3 ½ cups flour", "1 egg"]],
    ["Filling", ["½ cup brown sugar", "1 tablespoon cinnamon"]],
  ]);
  assert.equal(steps(recipe).length, 2);
});

test("a flat structured ingredient list takes the groups the page shows it in, keeping its own lines", () => {
  const recipe = extract(
    page(
      `<h1>Cinnamon Rolls</h1>${WPRM_CARD}`,
      ld({
        "@graph": [
          { "@type": "Article", "@id": `${URL}#article`, headline: "Cinnamon Rolls" },
          {
            "@type": "Recipe",
            "@id": `${URL}#recipe`,
            isPartOf: { "@id": `${URL}#article` },
            name: "Cinnamon Rolls",
            recipeIngredient: ["3 &frac12; cups flour", "1 egg", "&frac12; cup brown sugar", "1 tablespoon cinnamon"],
            recipeInstructions: [
              { "@type": "HowToSection", name: "Dough", itemListElement: [{ "@type": "HowToStep", text: "Knead the flour and egg into a smooth dough." }] },
              {
                "@type": "HowToSection",
                name: "Bake",
                itemListElement: [{ "@type": "HowToStep", text: "Spread with the filling, roll up and bake for 25 minutes." }],
              },
            ],
          },
        ],
      }),
    ),
  );
  assert.deepEqual(all(recipe), WPRM_LINES);
  // "Dough" names both an ingredient group and an instruction section: one component holds both.
  const dough = recipe.components.find((c) => c.title === "Dough");
  assert.deepEqual([dough?.ingredientLines, dough?.instructions.length], [["3 ½ cups flour", "1 egg"], 1]);
  assert.deepEqual(
    groups(recipe).map(([title]) => title),
    ["Dough", "Filling"],
  );
  assert.deepEqual(steps(recipe), ["Knead the flour and egg into a smooth dough.", "Spread with the filling, roll up and bake for 25 minutes."]);
});

test("a structured list that differs from the visible one keeps its own shape", () => {
  const recipe = extract(
    page(
      `<h1>Cinnamon Rolls</h1>${WPRM_CARD}`,
      ld({
        "@type": "Recipe",
        name: "Cinnamon Rolls",
        recipeIngredient: ["3 ½ cups flour", "1 egg", "½ cup brown sugar", "1 tablespoon cinnamon", "1 cup icing sugar"],
        recipeInstructions: "Knead. Bake.",
      }),
    ),
  );
  assert.deepEqual(groups(recipe), []);
  assert.equal(recipe.ingredientLines.length, 5);
});

test("a group named by the first line of the list stays before the groups labelled after it", () => {
  const recipe = extract(
    page(
      `<h1>Quiche lorraine</h1><h2>Ingrédients</h2><p><strong>Pour la pâte</strong></p><ul><li>250 g de farine</li><li>125 g de beurre</li></ul>
    <p><strong>Pour l'appareil</strong></p><ul><li>3 œufs</li><li>20 cl de crème</li></ul>
    <h2>Préparation</h2><ol><li>Préparer la pâte et la laisser reposer.</li><li>Verser l'appareil sur la pâte et cuire 35 minutes.</li></ol>`,
      "",
      "fr",
    ),
  );
  assert.deepEqual(groups(recipe), [
    ["Pour la pâte", ["250 g de farine", "125 g de beurre"]],
    ["Pour l'appareil", ["3 œufs", "20 cl de crème"]],
  ]);
});

test("list items marked as group names by their class (WP Ultimate Recipe) split the list into groups", () => {
  const item = (q: string, u: string, n: string): string =>
    `<li class="wpurp-recipe-ingredient" itemprop="ingredients"><span class="wpurp-recipe-ingredient-quantity">${q}</span> <span class="wpurp-recipe-ingredient-unit">${u}</span> <span class="wpurp-recipe-ingredient-name">${n}</span></li>`;
  const recipe = extract(
    page(`<h1>Pesto Pasta</h1><div class="wpurp-container" itemscope itemtype="http://schema.org/Recipe"><span itemprop="name">Pesto Pasta</span>
    <div class="wpurp-title">Ingredients</div><ul class="wpurp-recipe-ingredients">
      <li class="group"><div class="wpurp-recipe-ingredient-group">Pesto</div></li>${item("2", "cups", "basil")}${item("⅓", "cup", "pine nuts")}
      <li class="group"><div class="wpurp-recipe-ingredient-group">Pasta</div></li>${item("400", "g", "spaghetti")}</ul>
    <div class="wpurp-title">Instructions</div><ol><li itemprop="recipeInstructions">Blend the basil with the pine nuts.</li><li itemprop="recipeInstructions">Toss with the spaghetti.</li></ol></div>`),
  );
  assert.deepEqual(groups(recipe), [
    ["Pesto", ["2 cups basil", "⅓ cup pine nuts"]],
    ["Pasta", ["400 g spaghetti"]],
  ]);
});

test("a class every item carries ('list-group-item') names no group", () => {
  const recipe = extract(
    page(`<h1>Salad</h1><h2>Ingredients</h2><ul class="list-group"><li class="list-group-item">1 lettuce</li><li class="list-group-item">2 tomatoes</li><li class="list-group-item">Olive oil</li></ul>
    <h2>Instructions</h2><ol><li>Wash and chop the lettuce and tomatoes.</li><li>Dress with the oil and serve at once.</li></ol>`),
  );
  assert.deepEqual(all(recipe), ["1 lettuce", "2 tomatoes", "Olive oil"]);
  assert.deepEqual(groups(recipe), []);
});

test("lists written as blocks named by class, without list markup (Cooked), give lines, groups and steps", () => {
  const ing = (text: string): string => `<div class="cooked-single-ingredient cooked-ingredient">${text}</div>`;
  const step = (n: number, text: string): string =>
    `<div class="cooked-single-direction cooked-direction cooked-direction-has-number"><span class="cooked-direction-number">${n}</span><div class="cooked-dir-content"><p>${text}</p></div></div>`;
  const recipe = extract(
    page(`<h1>Apple Pie</h1>
    <div class="cooked-recipe-info"><span class="cooked-servings"><strong class="cooked-meta-title">Yields</strong>8 Servings</span></div>
    <div class="cooked-recipe-ingredients"><div class="cooked-single-ingredient cooked-heading">Crust</div>${ing(`<span class="cooked-ing-amount">2 ½</span> <span class="cooked-ing-measurement">cups</span> <span class="cooked-ing-name">flour</span>`)}${ing("1 cup cold butter")}
      <div class="cooked-single-ingredient cooked-heading">Filling</div>${ing("6 apples, sliced")}</div>
    <div class="cooked-recipe-directions">${step(1, "Rub the butter into the flour and chill the dough.")}${step(2, "Fill the crust with the apples and bake for 45 minutes.")}</div>`),
  );
  assert.deepEqual(groups(recipe), [
    ["Crust", ["2 ½ cups flour", "1 cup cold butter"]],
    ["Filling", ["6 apples, sliced"]],
  ]);
  assert.deepEqual(steps(recipe), ["Rub the butter into the flour and chill the dough.", "Fill the crust with the apples and bake for 45 minutes."]);
  assert.equal(recipe.servings, 8);
});

test("a label element and the figure written right after it are two words", () => {
  const $ = load(`<div><strong>Prep Time</strong>30 mins <b>Serves</b>4</div>`);
  assert.equal(blockText($("div").toArray()).trim(), "Prep Time 30 mins Serves 4");
});

const STEPS = `<h2>Instructions</h2><ol><li>Mix everything together in a large bowl.</li><li>Bake until golden and set in the middle.</li></ol>`;
const LIST = `<h2>Ingredients</h2><ul><li>2 cups flour</li><li>1 cup sugar</li><li>2 eggs</li></ul>`;

test("facts written in a row are read one by one: separators and labels that follow a value", () => {
  const de = extract(
    page(
      `<h1>Rouladen</h1><p><strong>Zubereitungszeit:</strong> 30 Min. · <strong>Garzeit:</strong> 1 Std. 15 Min.</p>
    <h2>Zutaten</h2><ul><li>4 Rinderrouladen</li><li>2 EL Senf</li></ul><h2>Zubereitung</h2><ol><li>Die Rouladen mit Senf bestreichen und aufrollen.</li><li>Scharf anbraten und eine Stunde schmoren lassen.</li></ol>`,
      "",
      "de",
    ),
  );
  assert.deepEqual([de.prepTime, de.cookTime, de.totalTime], [30, 75, 105]);
  const en = extract(page(`<h1>Snickerdoodles</h1><p><strong>Makes 24 cookies</strong> | Prep: 15 mins | Bake: 10 mins</p>${LIST}${STEPS}`));
  assert.deepEqual([en.servings, en.prepTime, en.cookTime], [24, 15, 10]);
  const es = extract(
    page(
      `<h1>Tortilla</h1><div><span>Tiempo total: 45 minutos</span> <span>Raciones: 4</span></div>
    <h2>Ingredientes</h2><ul><li>5 huevos</li><li>600 g de patatas</li></ul><h2>Elaboración</h2><ol><li>Freír las patatas en abundante aceite.</li><li>Batir los huevos, mezclar y cuajar la tortilla.</li></ol>`,
      "",
      "es",
    ),
  );
  assert.deepEqual([es.totalTime, es.servings], [45, 4]);
  const cooked = extract(
    page(`<h1>Pie</h1><div><span><strong>Prep Time</strong>30 mins</span><span><strong>Cook Time</strong>45 mins</span></div>${LIST}${STEPS}`),
  );
  assert.deepEqual([cooked.prepTime, cooked.cookTime, cooked.totalTime], [30, 45, 75]);
});

test("structured data that gives only the total keeps it; the card's prep and cook times fill the rest", () => {
  const card = `<div class="recipe-card"><span>Prep Time: 20 minutes</span><span>Cook Time: 1 hour 10 minutes</span><span>Total Time: 1 hour 30 minutes</span></div>`;
  const node = { "@type": "Recipe", name: "Braise", recipeIngredient: ["1 kg beef", "2 onions"], recipeInstructions: ["Brown the beef.", "Braise it slowly."] };
  const partial = extract(page(`<h1>Braise</h1>${card}${LIST}${STEPS}`, ld({ ...node, totalTime: "PT1H30M" })));
  assert.deepEqual([partial.prepTime, partial.cookTime, partial.totalTime], [20, 70, 90]);
  // What structured data states wins over the card; only what it leaves out is read from the page.
  const stated = extract(page(`<h1>Braise</h1>${card}${LIST}${STEPS}`, ld({ ...node, prepTime: "PT25M", totalTime: "PT1H35M" })));
  assert.deepEqual([stated.prepTime, stated.cookTime, stated.totalTime], [25, 70, 95]);
});

test("Swedish, Polish and Dutch labels: 'Gör så här', 'Tid', 'Antal', 'Liczba porcji', 'Bereidingstijd'", () => {
  const sv = extract(
    page(
      `<h1>Kanelbullar</h1><p>Tid: 1 tim 30 min · Antal: 30 st</p><h2>Ingredienser</h2><ul><li>50 g jäst</li><li>5 dl mjölk</li></ul>
    <h2>Gör så här</h2><ol><li>Smula jästen i en bunke och häll över mjölken.</li><li>Arbeta in mjölet och låt degen jäsa i 30 minuter.</li></ol>`,
      "",
      "sv",
    ),
  );
  assert.deepEqual(steps(sv), ["Smula jästen i en bunke och häll över mjölken.", "Arbeta in mjölet och låt degen jäsa i 30 minuter."]);
  assert.deepEqual([sv.totalTime, sv.servings], [90, 30]);
  const pl = extract(
    page(
      `<h1>Pierogi</h1><p>Czas przygotowania: 1 godz. 30 min<br>Liczba porcji: 6</p><h2>Składniki</h2><ul><li>500 g mąki</li><li>250 ml wody</li></ul>
    <h2>Przygotowanie</h2><ol><li>Zagnieść ciasto z mąki i wody.</li><li>Wycinać krążki, nakładać farsz i gotować.</li></ol>`,
      "",
      "pl",
    ),
  );
  assert.deepEqual([pl.prepTime, pl.servings], [90, 6]);
  const nl = extract(
    page(
      `<h1>Stamppot</h1><p>Bereidingstijd: 40 minuten · 4 personen</p><h2>Ingrediënten</h2><ul><li>1 kg aardappelen</li><li>500 g boerenkool</li></ul>
    <h2>Bereiding</h2><ol><li>Kook de aardappelen met de boerenkool gaar.</li><li>Stamp alles fijn en serveer met rookworst.</li></ol>`,
      "",
      "nl",
    ),
  );
  assert.deepEqual([nl.totalTime, nl.servings], [40, 4]);
});

test("JSON-LD that a Next.js page ships only in __NEXT_DATA__, as a string or as objects, is read", () => {
  const recipe = {
    "@context": "https://schema.org",
    "@type": "Recipe",
    name: "Shakshuka",
    recipeYield: "2",
    totalTime: "PT30M",
    recipeIngredient: ["4 eggs", "1 can tomatoes"],
    recipeInstructions: [
      { "@type": "HowToStep", text: "Simmer the tomatoes." },
      { "@type": "HowToStep", text: "Crack in the eggs." },
    ],
  };
  const next = (data: unknown): string =>
    `<!doctype html><html><head><title>Shakshuka | Food</title></head><body><div id="__next"><h1>Shakshuka</h1></div><script id="__NEXT_DATA__" type="application/json">${JSON.stringify(data)}</script></body></html>`;
  for (const html of [
    next({ props: { pageProps: { page: { seo: { schema: JSON.stringify(recipe) } } } } }),
    next({ props: { pageProps: { structuredData: [{ "@type": "BreadcrumbList", itemListElement: [] }, recipe] } } }),
  ]) {
    const found = extract(html);
    assert.equal(found.title, "Shakshuka");
    assert.deepEqual(all(found), ["4 eggs", "1 can tomatoes"]);
    assert.deepEqual(steps(found), ["Simmer the tomatoes.", "Crack in the eggs."]);
    assert.deepEqual([found.servings, found.totalTime], [2, 30]);
  }
});

test("a label that is no heading, over a wrapper of titled lists (Delicious Recipes), keeps the titles as groups", () => {
  const recipe = extract(
    page(`<h1>Momo</h1><div class="dr-ingredients-list"><div class="dr-ingrd-title">Ingredients</div><div class="dr-ingredients-list-wrap">
    <h4 class="dr-title">Dough</h4><ul><li><label><span class="ingredient_quantity">2</span> <span class="ingredient_unit">cups</span> flour</label></li><li><label>1 cup water</label></li></ul>
    <h4 class="dr-title">Filling</h4><ul><li><label>500 g minced chicken</label></li></ul></div></div>
    <div class="dr-instructions"><div class="dr-instrc-title">Instructions</div><ol><li>Knead the flour and water into a firm dough.</li><li>Fill, fold and steam for 12 minutes.</li></ol></div>`),
  );
  assert.deepEqual(groups(recipe), [
    ["Dough", ["2 cups flour", "1 cup water"]],
    ["Filling", ["500 g minced chicken"]],
  ]);
  assert.equal(steps(recipe).length, 2);
});

test("bold paragraphs between the lists of a recipe card name its groups, the first list's too", () => {
  const recipe = extract(
    page(
      `<h1>Cheesecake</h1><div class="tasty-recipes-ingredients"><div class="tasty-recipes-ingredients-header"><h3>Ingredients</h3>
    <div class="tasty-recipes-scale-container"><span class="tasty-recipes-scale-label">Scale</span><button data-amount="1">1x</button><button data-amount="2">2x</button></div></div>
    <div class="tasty-recipes-ingredients-body"><p><strong>For the crust</strong></p><ul><li>1 ½ cups graham cracker crumbs</li><li>6 tablespoons butter, melted</li></ul>
    <p><strong>For the filling</strong></p><ul><li>24 ounces cream cheese</li><li>1 cup sugar</li></ul></div></div>
    <div class="tasty-recipes-instructions"><h3>Instructions</h3><ol><li>Press the crumbs and butter into a pan.</li><li>Beat the cream cheese with the sugar, pour over and bake.</li></ol></div>`,
      ld({
        "@type": "Recipe",
        name: "Cheesecake",
        recipeIngredient: ["1 ½ cups graham cracker crumbs", "6 tablespoons butter, melted", "24 ounces cream cheese", "1 cup sugar"],
        recipeInstructions: [
          { "@type": "HowToStep", text: "Press the crumbs and butter into a pan." },
          { "@type": "HowToStep", text: "Beat the cream cheese with the sugar, pour over and bake." },
        ],
      }),
    ),
  );
  assert.deepEqual(groups(recipe), [
    ["For the crust", ["1 ½ cups graham cracker crumbs", "6 tablespoons butter, melted"]],
    ["For the filling", ["24 ounces cream cheese", "1 cup sugar"]],
  ]);
});

test("the yield an ingredients heading states ('Zutaten für 8 Stücke', 'Ingredientes (4 personas)'), and no size or amount", () => {
  const yieldOf = (heading: string): number | undefined =>
    extract(page(`<h1>Dish</h1><h2>${heading}</h2><ul><li>250 g Mehl</li><li>1 Ei</li></ul>${STEPS}`)).servings;
  assert.equal(yieldOf("Zutaten für 8 Stücke"), 8);
  assert.equal(yieldOf("Ingredientes (4 personas)"), 4);
  assert.equal(yieldOf("Ingredients (serves 6)"), 6);
  assert.equal(yieldOf("Zutaten für 26 cm Springform"), undefined);
  assert.equal(yieldOf("Zutaten für 500 g Nudeln"), undefined);
});

test("Spanish 'Comensales' and Dutch 'Aantal personen' label the servings", () => {
  const es = extract(page(`<h1>Paella</h1><p><strong>Tiempo de preparación:</strong> 20 min<br><strong>Comensales:</strong> 4</p>${LIST}${STEPS}`));
  assert.equal(es.servings, 4);
  const nl = extract(page(`<h1>Appeltaart</h1><dl><dt>Bereidingstijd</dt><dd>30 min</dd><dt>Aantal personen</dt><dd>8</dd></dl>${LIST}${STEPS}`));
  assert.deepEqual([nl.servings, nl.prepTime], [8, 30]);
});

test("the size of a pan or cake in a yield counts nothing ('one 9-inch pie', 'One 9x13 pan')", () => {
  const yieldOf = (recipeYield: string): number | undefined =>
    extract(
      page(
        `<h1>Pie</h1>`,
        ld({ "@type": "Recipe", name: "Pie", recipeYield, recipeIngredient: ["1 crust", "6 apples"], recipeInstructions: "Fill and bake." }),
      ),
    ).servings;
  assert.equal(yieldOf("one 9-inch pie"), 1);
  assert.equal(yieldOf("One 9x13 pan"), 1);
  assert.equal(yieldOf("1 (23 cm) tart"), 1);
  assert.equal(yieldOf("24 2-inch cookies"), 24);
  assert.equal(yieldOf("4-6 Portionen"), 6);
});
