import { test } from "node:test";
import assert from "node:assert/strict";
import { extractRecipeFromText } from "../../src/importers/text";

test("ingredient lines with commas are not joined to the next unbulleted line", () => {
  const r = extractRecipeFromText("Soup\n\nIngredients:\n2 onions, sliced (thin)\nSalt, to taste\nBlack pepper\n\nMethod:\nCook the onions slowly until soft.");
  assert.deepEqual(r?.ingredientLines, ["2 onions, sliced (thin)", "Salt, to taste", "Black pepper"]);
});

test("a line cut after a comma or a joining word still continues the ingredient", () => {
  const r = extractRecipeFromText("Soup\n\nIngredients\n2 cups chopped onions (red\nor white)\n1 tbsp oil, for\nfrying\n\nMethod\nCook the onions in the oil.");
  assert.deepEqual(r?.ingredientLines, ["2 cups chopped onions (red or white)", "1 tbsp oil, for frying"]);
});

test("a title that starts with a number of minutes is a title", () => {
  const r = extractRecipeFromText("15-Minute Honey Garlic Chicken\n\nIngredients\n1 lb chicken\n2 tbsp honey\n\nMethod\n1. Cook the chicken with the honey.");
  assert.equal(r?.title, "15-Minute Honey Garlic Chicken");
  assert.equal(r?.ingredientLines.length, 2);
});

test("numbered steps: an unnumbered wrapped line continues the step even after a full stop", () => {
  const text = "Cake\n\nIngredients\n2 eggs\n\nMethod\n1. Heat the oven. Grease the tin.\nLine it with paper.\n2. Beat the eggs.";
  assert.deepEqual(extractRecipeFromText(text)?.instructions, ["Heat the oven. Grease the tin. Line it with paper.", "Beat the eggs."]);
});

test("steps as paragraphs: a line without an empty line before it continues the paragraph", () => {
  const text = "Cake\n\nIngredients\n2 eggs\n\nMethod\nHeat the oven.\n\nGrease the tin.\nLine it with paper.\n\nBake for 20 minutes.";
  assert.deepEqual(extractRecipeFromText(text)?.instructions, ["Heat the oven.", "Grease the tin. Line it with paper.", "Bake for 20 minutes."]);
});

test("one- or two-word group headings without a colon open a component", () => {
  const text = "Pie\n\nIngredients\nFilling\n4 apples\n2 tbsp sugar\nCrumble Topping\n100 g flour\n50 g butter\n\nMethod\n1. Bake everything.";
  const r = extractRecipeFromText(text);
  assert.deepEqual(
    r?.components.map((c) => [c.title, c.ingredientLines.length]),
    [
      ["Filling", 2],
      ["Crumble Topping", 2],
    ],
  );
  // An unquantified ingredient that is not followed by an amount stays an ingredient.
  const plain = extractRecipeFromText("Waffles\n\nIngredients\n2 cups flour\nMaple syrup\n\nMethod\n1. Cook.");
  assert.deepEqual(plain?.ingredientLines, ["2 cups flour", "Maple syrup"]);
});

test("trademark signs stay in product names; Portuguese servings are read", () => {
  const r = extractRecipeFromText("Bars\nRende 4 porções\n\nIngredients\n1 can (8 oz) Pillsbury™ Crescent Dough\n\nMethod\n1. Bake.");
  assert.deepEqual(r?.ingredientLines, ["1 can (8 oz) Pillsbury™ Crescent Dough"]);
  assert.equal(r?.servings, 4);
});
