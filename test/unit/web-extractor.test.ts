import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";
import { extractRecipeFromHtml, parseDurationMinutes, parseYield } from "../../src/importers/web/index";
import type { ExtractedRecipe } from "../../src/importers/types";

const pagesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../fixtures/pages");

interface Expected {
  canonical_url: string;
  title: string;
  ingredients: string[];
  instructions: string[];
  yields: string | null;
  total_time: number | null;
  prep_time: number | null;
  cook_time: number | null;
  present_keys: string[];
}

const norm = (s: string): string => s.replace(/\s+/g, " ").trim().toLowerCase();
const allIngredients = (r: ExtractedRecipe): string[] => [...r.ingredientLines, ...r.components.flatMap((c) => c.ingredientLines)];
const allSteps = (r: ExtractedRecipe): string[] => [...r.instructions, ...r.components.flatMap((c) => c.instructions)];

function corpusCase(name: string): { recipe: ExtractedRecipe; expected: Expected } {
  const dir = path.join(pagesDir, name);
  const expected = JSON.parse(fs.readFileSync(path.join(dir, "expected.json"), "utf8")) as Expected;
  const recipe = extractRecipeFromHtml(fs.readFileSync(path.join(dir, "page.html"), "utf8"), expected.canonical_url);
  assert.ok(recipe, `${name}: no recipe found`);
  return { recipe, expected };
}

const cases = [
  "15gram.be__fifteengram",
  "abuelascounter.com__abuelascounter_1",
  "app.samsungfood.com__samsungfood_2",
  "cook-talk.com__cooktalk_1",
  "ndr.de__ndr_1",
];

for (const name of cases) {
  test(`extracts title, ingredients, steps, yield and times from ${name}`, () => {
    const { recipe, expected } = corpusCase(name);
    assert.equal(norm(recipe.title), norm(expected.title));
    assert.deepEqual(allIngredients(recipe).map(norm).sort(), expected.ingredients.map(norm).sort());
    const steps = allSteps(recipe).join(" ");
    // Site scrapers sometimes add a serving tip that the page's structured data does not carry.
    const missing = expected.instructions.filter((step) => !norm(steps).includes(norm(step)));
    assert.ok(missing.length <= Math.floor(expected.instructions.length / 3), `missing steps: ${missing.join(" | ")}`);
    if (expected.present_keys.includes("yields") && expected.yields) {
      assert.equal(recipe.servings, Number(/\d+/.exec(expected.yields)?.[0]));
    }
    const times: Array<[string, number | null, number | undefined]> = [
      ["total_time", expected.total_time, recipe.totalTime],
      ["prep_time", expected.prep_time, recipe.prepTime],
      ["cook_time", expected.cook_time, recipe.cookTime],
    ];
    for (const [key, want, got] of times) {
      if (expected.present_keys.includes(key) && want) assert.equal(got, want, key);
    }
    assert.ok(recipe.imageUrl?.startsWith("https://"), "image URL is absolute");
    assert.ok(recipe.site?.canonicalUrl, "canonical URL set");
  });
}

test("reads JSON-LD nested in @graph with publisher and keywords", () => {
  const { recipe } = corpusCase("abuelascounter.com__abuelascounter_1");
  assert.ok(recipe.tags.length > 0);
  assert.ok(recipe.publishedNutrition && Object.keys(recipe.publishedNutrition).length > 0);
  assert.ok(recipe.site?.name);
});

test("reads a microdata-only page in Russian", () => {
  const { recipe } = corpusCase("cook-talk.com__cooktalk_1");
  assert.equal(recipe.title, "Курица с сыром пармезан");
});

test("returns null for an article without a recipe", () => {
  const html = fs.readFileSync(path.join(pagesDir, "handmade/no-recipe.html"), "utf8");
  assert.equal(extractRecipeFromHtml(html, "https://example.org/knives"), null);
  assert.equal(extractRecipeFromHtml("", "https://example.org/"), null);
});

test("falls back to headings, groups and labelled facts on a page without structured data", () => {
  const html = fs.readFileSync(path.join(pagesDir, "handmade/heuristic-fr.html"), "utf8");
  const recipe = extractRecipeFromHtml(html, "https://lepetitfour.fr/recettes/tarte-aux-pommes?utm=x");
  assert.ok(recipe);
  assert.equal(recipe.title, "Tarte aux pommes de mamie");
  assert.deepEqual(
    recipe.components.map((c) => c.title),
    ["Pour la pâte", "Pour la garniture"],
  );
  assert.deepEqual(recipe.components[0]?.ingredientLines, ["250 g de farine", "125 g de beurre & une pincée de sel", "1 œuf"]);
  assert.equal(recipe.instructions.length, 3);
  assert.equal(recipe.prepTime, 20);
  assert.equal(recipe.cookTime, 35);
  assert.equal(recipe.servings, 6);
  assert.equal(recipe.imageUrl, "https://lepetitfour.fr/img/tarte.jpg");
  assert.deepEqual(recipe.site, { name: "Le Petit Four", canonicalUrl: "https://lepetitfour.fr/recettes/tarte-aux-pommes" });
});

test("maps JSON-LD shapes: type arrays, HowToSection, string instructions, ImageObject, yields arrays", () => {
  const ld = {
    "@context": "https://schema.org",
    "@graph": [
      { "@type": "WebSite", "@id": "#site", name: "Site Name" },
      { "@type": "Person", "@id": "#me", name: "Ana &amp; Bo" },
      {
        "@type": ["Recipe", "NewsArticle"],
        name: "Lemon &amp; Herb Chicken",
        author: { "@id": "#me" },
        image: [{ "@type": "ImageObject", url: "/img/a.jpg" }],
        recipeYield: ["4", "4 servings"],
        prepTime: "PT15M",
        cookTime: "P0DT1H0M",
        keywords: "easy, dinner",
        recipeCategory: ["Main"],
        recipeIngredient: ["1 chicken", "For the sauce:", "2 lemons", "1 tbsp <b>thyme</b>"],
        recipeInstructions: [
          { "@type": "HowToSection", name: "Chicken", itemListElement: [{ "@type": "HowToStep", text: "Roast the chicken." }] },
          { "@type": "HowToSection", name: "Sauce", itemListElement: [{ "@type": "HowToStep", name: "Squeeze", text: "Squeeze the lemons." }] },
        ],
        nutrition: { "@type": "NutritionInformation", calories: "420 kcal" },
      },
    ],
  };
  const html = `<html><head><script type="application/ld+json">${JSON.stringify(ld)}</script></head><body></body></html>`;
  const recipe = extractRecipeFromHtml(html, "https://cook.example/r/1");
  assert.ok(recipe);
  assert.equal(recipe.title, "Lemon & Herb Chicken");
  assert.deepEqual(recipe.ingredientLines, ["1 chicken"]);
  const sauce = recipe.components.find((c) => c.title === "Sauce");
  // The step name repeats the start of its text, so it is not kept as a separate line.
  assert.deepEqual(sauce?.instructions, ["Squeeze the lemons."]);
  assert.deepEqual(recipe.components.find((c) => c.title === "For the sauce")?.ingredientLines, ["2 lemons", "1 tbsp thyme"]);
  assert.equal(recipe.servings, 4);
  assert.equal(recipe.yieldText, "4 servings");
  assert.equal(recipe.totalTime, 75);
  assert.equal(recipe.imageUrl, "https://cook.example/img/a.jpg");
  assert.deepEqual(recipe.tags, ["Main", "easy", "dinner"]);
  assert.deepEqual(recipe.publishedNutrition, { calories: "420 kcal" });
  assert.equal(recipe.site?.author, "Ana & Bo");
  assert.equal(recipe.site?.name, "Site Name");
  assert.equal(recipe.site?.canonicalUrl, "https://cook.example/r/1");
});

test("splits a single instruction string into steps and tolerates broken JSON", () => {
  const raw = `{"@type":"Recipe","name":"Toast","recipeIngredient":["1 slice bread",],"recipeInstructions":"Toast the bread.\nButter it.",}`;
  const recipe = extractRecipeFromHtml(`<script type="application/ld+json">${raw}</script>`, "https://x.example/");
  assert.ok(recipe);
  assert.deepEqual(recipe.instructions, ["Toast the bread.", "Butter it."]);
  assert.equal(recipe.site?.name, "x.example");
});

test("parses ISO 8601 and free-text durations", () => {
  assert.equal(parseDurationMinutes("PT1H30M"), 90);
  assert.equal(parseDurationMinutes("P0DT0H20M"), 20);
  assert.equal(parseDurationMinutes("PT0.5H"), 30);
  assert.equal(parseDurationMinutes("P0Y0M0DT0H35M0.000S"), 35);
  assert.equal(parseDurationMinutes("1 hour 15 mins"), 75);
  assert.equal(parseDurationMinutes("PT"), undefined);
  assert.equal(parseDurationMinutes("PT0M"), undefined);
  assert.equal(parseDurationMinutes("soon"), undefined);
});

test("reads hours and minutes written as a clock or with unit-less minutes after the hours", () => {
  assert.equal(parseDurationMinutes("1:15"), 75);
  assert.equal(parseDurationMinutes("1:15 h"), 75, "not fifteen hours");
  assert.equal(parseDurationMinutes("1 h 05"), 65);
  assert.equal(parseDurationMinutes("2h30"), 150);
  assert.equal(parseDurationMinutes("1 h 30 min"), 90, "minutes with their own unit count once");
  assert.equal(parseDurationMinutes("1 h 5 min"), 65);
  assert.equal(parseDurationMinutes("2 hours"), 120);
  assert.equal(parseDurationMinutes("3 Std 20"), 200);
});

test("reads a bare 'Time' label and an 'around' before the amount as the total time", () => {
  const steps = `<h2>Method</h2><ol><li>Mix everything together in a large bowl.</li><li>Bake until golden and set in the middle.</li></ol>`;
  const a = extractRecipeFromHtml(
    `<html><body><h1>Pie</h1><p>Time 60 minutes + cooling</p><h2>Ingredients</h2><ul><li>1 pumpkin</li><li>2 eggs</li></ul>${steps}</body></html>`,
    "https://example.org/pie",
  );
  assert.equal(a?.totalTime, 60);
  const b = extractRecipeFromHtml(
    `<html><body><h1>Beef</h1><p>Ready in around 20 mins</p><h2>Ingredients</h2><ul><li>1 steak</li><li>1 cup rice</li></ul>${steps}</body></html>`,
    "https://example.org/beef",
  );
  assert.equal(b?.totalTime, 20);
});

test("parses yields given as numbers, strings, ranges and arrays", () => {
  assert.deepEqual(parseYield(6), { servings: 6, yieldText: "6" });
  assert.deepEqual(parseYield("24 cookies"), { servings: 24, yieldText: "24 cookies" });
  assert.equal(parseYield("Serves 4-6").servings, 6);
  assert.equal(parseYield(["8", "8 slices"]).yieldText, "8 slices");
  assert.deepEqual(parseYield(null), {});
});

test("reads a yield written in words, in the languages the ingredient parser knows, and never as a fraction", () => {
  assert.equal(parseYield("Serves four").servings, 4);
  assert.equal(parseYield("Für vier Personen").servings, 4);
  assert.equal(parseYield("Para dos personas").servings, 2);
  assert.equal(parseYield("Makes a dozen").servings, 12);
  assert.equal(parseYield("Half a loaf").servings, undefined);
});

test("reads times laid out as a table: labels in the header row, values in the row below", () => {
  const r = extractRecipeFromHtml(
    `<html><body><h1>Fruit skewers</h1>
    <table><tr><th>Prep time</th><th>Cook time</th><th>Yields</th></tr><tr><td>15 minutes</td><td>0 minutes</td><td>4 servings</td></tr></table>
    <h2>Ingredients</h2><ul><li>1 cup strawberries</li><li>1 cup pineapple</li></ul>
    <h2>Directions</h2><ol><li>Thread the fruit onto the skewers.</li><li>Serve with the yogurt dip on the side.</li></ol></body></html>`,
    "https://example.org/skewers",
  );
  assert.equal(r?.prepTime, 15);
  assert.equal(r?.totalTime, 15);
  assert.equal(r?.servings, 4);
});

test("a servings picker reads as its chosen value, and an unchosen one as nothing", () => {
  const body = (picker: string) => `<html><body><h1>Tarte</h1><h2>Ingrédients</h2><small>Pour ${picker} personnes</small>
    <ul><li>200 g de farine</li><li>100 g de beurre</li></ul><h2>Préparation</h2><ol><li>Mélanger la farine et le beurre.</li><li>Cuire vingt minutes au four.</li></ol></body></html>`;
  const chosen = extractRecipeFromHtml(
    body(`<select><option value="2">2</option><option value="6" selected>6</option><option value="8">8</option></select>`),
    "https://example.org/tarte",
  );
  assert.equal(chosen?.servings, 6);
  const unchosen = extractRecipeFromHtml(body(`<select><option value="2">2</option><option value="8">8</option></select>`), "https://example.org/tarte");
  assert.equal(unchosen?.servings, undefined);
});
