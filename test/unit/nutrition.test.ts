import { test } from "node:test";
import assert from "node:assert/strict";
import { computeNutrition, ingredientsHash, matchFood } from "../../src/nutrition/index";
import type { NutritionIngredient } from "../../src/nutrition/index";

function one(ing: NutritionIngredient) {
  return computeNutrition([ing], 1);
}

test("2 cloves garlic, minced → raw garlic, 3 g a clove", () => {
  const r = one({ name: "garlic", quantity: 2, unit: "cloves", preparation: "minced" });
  assert.equal(r.matched[0]?.food.description, "Garlic, raw");
  assert.equal(r.matched[0]?.grams, 6);
});

test("1 cup all-purpose flour → white all-purpose wheat flour, 125 g", () => {
  const r = one({ name: "all-purpose flour", quantity: 1, unit: "cup" });
  assert.match(r.matched[0]?.food.description ?? "", /^Wheat flour, white, all-purpose/);
  assert.equal(r.matched[0]?.grams, 125);
  assert.equal(r.calories, 455);
});

test("2 large eggs → 100 g of whole raw egg (shell excluded)", () => {
  const r = one({ name: "eggs", quantity: 2, size: "large" });
  assert.equal(r.matched[0]?.food.ndb_no, "01123");
  assert.equal(r.matched[0]?.grams, 100);
  assert.equal(r.calories, 143);
});

test("200 g butter converts mass directly", () => {
  const r = one({ name: "butter", quantity: 200, unit: "g" });
  assert.match(r.matched[0]?.food.description ?? "", /^Butter/);
  assert.equal(r.matched[0]?.grams, 200);
  assert.equal(r.calories, 1434);
  assert.equal(r.fat_g, 162.2);
});

test("1 tbsp olive oil uses the oil's own tbsp weight", () => {
  const r = one({ name: "olive oil", quantity: 1, unit: "tbsp" });
  assert.equal(r.matched[0]?.food.description, "Oil, olive, salad or cooking");
  assert.equal(r.matched[0]?.grams, 13.5);
});

test("salt to taste and unknown foods are skipped, not guessed", () => {
  const r = computeNutrition([{ name: "salt" }, { name: "unicorn dust", quantity: 1, unit: "cup" }, { name: "flux capacitor", quantity: 2 }], 4);
  assert.equal(r.matched.length, 0);
  assert.deepEqual(
    r.skipped.map((s) => s.name),
    ["salt", "unicorn dust", "flux capacitor"],
  );
  assert.equal(r.calories, 0);
});

test("count conversions go through portion weights: medium onion, pineapple rings, juice of a lime", () => {
  assert.equal(one({ name: "onion", quantity: 1, size: "medium" }).matched[0]?.grams, 110);
  assert.equal(one({ name: "onion", quantity: 1, unit: "cup", preparation: "chopped" }).matched[0]?.grams, 160);
  const juice = one({ name: "Juice of 1 lime" });
  assert.equal(juice.matched[0]?.food.description, "Lime juice, raw");
  assert.equal(juice.matched[0]?.grams, 44);
});

test("a can with a package size is weighed by that size", () => {
  const r = one({ name: "sweetened condensed milk", quantity: 1, unit: "can", size: "14-ounce" });
  assert.equal(r.matched[0]?.grams, 396.9);
});

test("bone-in weights lose the bone; boneless ones do not", () => {
  const wings = one({ name: "chicken wings", quantity: 1000, unit: "g" });
  assert.ok((wings.matched[0]?.grams ?? 0) < 1000);
  const breast = one({ name: "boneless skinless chicken breasts", quantity: 1000, unit: "g" });
  assert.equal(breast.matched[0]?.grams, 1000);
});

test("preparation words, plurals and qualifiers do not change the food", () => {
  assert.equal(matchFood("fresh chopped parsley")?.food.description, "Parsley, fresh");
  assert.equal(matchFood("Tomatoes")?.food.ndb_no, matchFood("tomato")?.food.ndb_no);
  assert.equal(matchFood("red onions, finely diced")?.food.description, "Onions, raw");
  assert.equal(matchFood("sour cream or Greek yogurt")?.food.description, "Cream, sour, cultured");
});

test("search prefers plain raw forms over cooked or branded ones", () => {
  const m = matchFood("kohlrabi");
  assert.equal(m?.food.description, "Kohlrabi, raw");
  const celery = matchFood("celery root");
  assert.ok(celery && !/cooked/.test(celery.food.description));
});

test("frying oil counts only its absorbed share; optional ingredients are left out", () => {
  const r = computeNutrition(
    [
      { name: "vegetable oil", quantity: 2, unit: "cups", note: "for frying" },
      { name: "cilantro", quantity: 1, unit: "tbsp", isOptional: true },
    ],
    2,
  );
  assert.deepEqual(
    r.skipped.map((s) => s.reason),
    ["optional"],
  );
  const oil = r.matched[0]?.grams ?? 0;
  assert.ok(oil > 40 && oil < 48, String(oil));
});

test("servings divide the totals; missing servings → 1 and flagged", () => {
  const ings: NutritionIngredient[] = [{ name: "sugar", quantity: 100, unit: "g" }];
  const four = computeNutrition(ings, 4);
  assert.equal(four.calories, 97);
  assert.equal(four.servingsAssumed, false);
  const none = computeNutrition(ings, undefined);
  assert.equal(none.calories, 387);
  assert.equal(none.servings, 1);
  assert.equal(none.servingsAssumed, true);
  assert.equal(none.per, "serving");
});

test("ingredientsHash changes with ingredients or servings, not with key order", () => {
  const a: NutritionIngredient[] = [{ name: "flour", quantity: 1, unit: "cup" }];
  const h = ingredientsHash(a, 4);
  assert.match(h, /^[0-9a-f]{64}$/);
  assert.equal(ingredientsHash([{ unit: "cup", quantity: 1, name: "flour" }], 4), h);
  assert.notEqual(ingredientsHash(a, 2), h);
  assert.notEqual(ingredientsHash(a, undefined), h);
  assert.notEqual(ingredientsHash([{ name: "flour", quantity: 2, unit: "cup" }], 4), h);
  assert.notEqual(ingredientsHash([...a, { name: "salt" }], 4), h);
});
