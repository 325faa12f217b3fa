import assert from "node:assert/strict";
import { test } from "node:test";
import { extractRecipeFromHtml, parseYield } from "../../src/importers/web/index";
import type { ExtractedRecipe } from "../../src/importers/types";

const URL = "https://example.org/recipes/soup";

function extract(body: string, title = "Soup — Kitchen Notes"): ExtractedRecipe {
  const recipe = extractRecipeFromHtml(`<!doctype html><html lang="en"><head><title>${title}</title></head><body>${body}</body></html>`, URL);
  assert.ok(recipe, "a recipe is found");
  return recipe;
}

const LISTS = `<h2>Ingredients</h2><ul><li>2 tbsp olive oil</li><li>1 onion, chopped</li><li>2 cups vegetable broth</li></ul>
<h2>Method</h2><ol><li>Soften the onion in the oil.</li><li>Add the broth and simmer twenty minutes.</li></ol>`;

test("a Notes or Tips heading of a lower rank under the method ends the steps instead of opening a group of them", () => {
  for (const label of ["Notes", "Tips", "Recipe notes", "Nutrition information"]) {
    const recipe = extract(`<h1>Tomato soup</h1>${LISTS}<h3>${label}</h3><p>Freezes well for a month.</p>`);
    assert.deepEqual(recipe.instructions, ["Soften the onion in the oil.", "Add the broth and simmer twenty minutes."], label);
    assert.deepEqual(recipe.components, [], label);
  }
});

test("a sub-heading that names a part of the method still opens a group", () => {
  const recipe = extract(
    `<h1>Tomato soup</h1><h2>Ingredients</h2><ul><li>2 tbsp olive oil</li><li>1 onion</li></ul><h2>Method</h2>
    <h3>For the soup</h3><ol><li>Soften the onion in the oil.</li></ol><h3>To serve</h3><ol><li>Ladle into bowls.</li></ol>`,
  );
  assert.deepEqual(
    recipe.components.map((c) => c.title),
    ["For the soup", "To serve"],
  );
});

test("facts run on in one sentence ('Serves 4. Prep 10 minutes, cook 25 minutes.') are each read", () => {
  const recipe = extract(`<h1>Tomato soup</h1><p>Serves 4. Prep 10 minutes, cook 25 minutes.</p>${LISTS}`);
  assert.equal(recipe.servings, 4);
  assert.equal(recipe.yieldText, "4");
  assert.equal(recipe.prepTime, 10);
  assert.equal(recipe.cookTime, 25);
});

test("a yield cut from a sentence loses its full stop or comma", () => {
  assert.deepEqual(parseYield("4."), { servings: 4, yieldText: "4" });
  assert.deepEqual(parseYield("12 muffins,"), { servings: 12, yieldText: "12 muffins" });
});

test("a recipe card's own title names the recipe over the page's headline", () => {
  const recipe = extract(
    `<h1>Our favourite loaf</h1><div class="tasty-recipes"><h2 class="tasty-recipes-title">Best Banana Bread</h2>
    <h3>Ingredients</h3><ul><li>3 ripe bananas</li><li>1 egg</li></ul><h3>Instructions</h3><ol><li>Mash the bananas.</li><li>Bake for an hour.</li></ol></div>`,
  );
  assert.equal(recipe.title, "Best Banana Bread");
});

test("recipe titles repeated on cards of other recipes name none of them the page's own", () => {
  const related = `<aside><div class="recipe-title">Lemon tart</div></aside><div class="related"><div class="recipe-title">Plum cake</div><div class="recipe-title">Fig jam</div></div>`;
  const recipe = extract(`<h1>Tomato soup</h1>${LISTS}${related}`);
  assert.equal(recipe.title, "Tomato soup");
});

test("a HowToStep named only by its number, in any language, adds no step of its own", () => {
  const steps = (names: string[]): string[] => {
    const ld = {
      "@context": "https://schema.org",
      "@type": "Recipe",
      name: "Arroz",
      recipeIngredient: ["200 g arroz", "1 cebola"],
      recipeInstructions: names.map((name, i) => ({ "@type": "HowToStep", name, text: i === 0 ? "Refogue a cebola." : "Junte o arroz e coza." })),
    };
    const html = `<html><head><script type="application/ld+json">${JSON.stringify(ld)}</script></head><body></body></html>`;
    return extractRecipeFromHtml(html, URL)?.instructions ?? [];
  };
  for (const names of [
    ["Passo 1", "Passo 2"],
    ["Étape 1 :", "Étape 2 :"],
    ["Krok 1", "Krok 2"],
    ["1.", "2."],
  ]) {
    assert.deepEqual(steps(names), ["Refogue a cebola.", "Junte o arroz e coza."], names.join());
  }
  // A name that says something of its own is the step's heading.
  assert.deepEqual(steps(["Refogar", "Cozer o arroz"]), ["Refogar", "Refogue a cebola.", "Cozer o arroz", "Junte o arroz e coza."]);
});

test("'Step 1' headings above paragraph steps only number them, and each part's method label goes on with the steps", () => {
  const recipe = extract(
    `<h1>Mantu</h1><h3>Ingredients</h3><ul><li>500 g beef</li><li>2 onions</li></ul>
    <h3>Method for Filling</h3><h4>Step 1</h4><p>Brown the beef with the onions.</p><h4>Step 2</h4><p>Let it cool.</p>
    <h3>Method for Sauce</h3><h4>Step 1</h4><p>Soak the split peas overnight.</p><h4>Step 2</h4><p>Simmer them with tomato.</p>
    <h3>Related recipes</h3><p>Aushak, a leek dumpling served with the same yogurt.</p>`,
  );
  assert.deepEqual(recipe.instructions, ["Brown the beef with the onions.", "Let it cool."]);
  assert.deepEqual(
    recipe.components.filter((c) => c.instructions.length > 0).map((c) => [c.title, c.instructions]),
    [["Method for Sauce", ["Soak the split peas overnight.", "Simmer them with tomato."]]],
  );
});

test("structured steps cut short give way to the page's steps when those begin with them and go on", () => {
  const ld = {
    "@context": "https://schema.org",
    "@type": "Recipe",
    name: "Gnocchi",
    recipeIngredient: ["500 g Gnocchi", "100 g Parmesan"],
    recipeInstructions: [
      { "@type": "HowToStep", text: "Den Parmesan (Stufe 18 | 20 Sek.) zerkleinern." },
      { "@type": "HowToStep", text: "Die Zwiebel schälen und zugeben." },
    ],
  };
  const steps = ["Den Parmesan (Stufe 18 | 20 Sek.) zerkleinern.", "Die Zwiebel schälen und zugeben.", "Die Gnocchi garen.", "Mit Parmesan servieren."];
  const list = `<ul class="recipe_steps">${steps.map((s, i) => `<li><span class="number">${i + 1}</span>${s}</li>`).join("")}</ul>`;
  const html = `<html><head><script type="application/ld+json">${JSON.stringify(ld)}</script></head><body><h1>Gnocchi</h1><h3>So wird es gemacht:</h3>${list}</body></html>`;
  const recipe = extractRecipeFromHtml(html, URL);
  assert.equal(recipe?.instructions.length, 4);
  assert.match(recipe?.instructions[3] ?? "", /Mit Parmesan servieren\.$/);
  // Steps the page shows beside other text, not after the structured ones, leave the structured steps alone.
  const other = html.replace(list, `<ul class="recipe_steps"><li>Preheat.</li><li>Mix.</li><li>Bake.</li></ul>`);
  assert.equal(extractRecipeFromHtml(other, URL)?.instructions.length, 2);
});
