import { test } from "node:test";
import assert from "node:assert/strict";
import { computeNutrition } from "../../src/nutrition/index";
import { ABSORBED_SHARE_OF_FOOD, isFryingFat } from "../../src/nutrition/frying";
import type { NutritionIngredient } from "../../src/nutrition/index";

/** Grams counted for the line named `name`, or undefined when it was skipped. */
function gramsOf(ings: NutritionIngredient[], name: string): number | undefined {
  return computeNutrition(ings, 4).matched.find((m) => m.ingredient === name)?.grams;
}

const CHICKEN: NutritionIngredient = { name: "chicken breast", quantity: 500, unit: "g" };
const FLOUR: NutritionIngredient = { name: "all-purpose flour", quantity: 100, unit: "g" };

test("'Oil for deep frying' without an amount counts the oil the food absorbs, a share of its weight", () => {
  const oil = gramsOf([CHICKEN, FLOUR, { name: "Oil", note: "for deep frying" }], "Oil");
  assert.ok(oil !== undefined, "the frying oil is counted, not skipped");
  assert.ok(Math.abs(oil - 600 * ABSORBED_SHARE_OF_FOOD) < 0.2, String(oil));
});

test("the sauce and sugar a fried dish is tossed in are not fried food", () => {
  const plain = gramsOf([CHICKEN, FLOUR, { name: "neutral oil", note: "for deep frying" }], "neutral oil");
  const sauced = gramsOf(
    [
      CHICKEN,
      FLOUR,
      { name: "neutral oil", note: "for deep frying" },
      { name: "brown sugar", quantity: 150, unit: "g" },
      { name: "soy sauce", quantity: 100, unit: "g" },
    ],
    "neutral oil",
  );
  assert.equal(sauced, plain);
});

test("a frying bath with nothing else to fry adds nothing", () => {
  const r = computeNutrition([{ name: "vegetable oil", note: "for frying" }], 2);
  assert.equal(r.calories, 0);
});

test("frying words in other languages mark the frying fat; a dressing's oil is not frying fat", () => {
  assert.ok(isFryingFat("óleo suficiente", "para fritar"));
  assert.ok(isFryingFat("aceite", "para freír"));
  assert.ok(isFryingFat("Öl", "zum Frittieren"));
  assert.ok(isFryingFat("olie", "om te frituren"));
  assert.ok(isFryingFat("Oil to deep fry", ""));
  assert.ok(!isFryingFat("olive oil", "for drizzling"));
  assert.ok(!isFryingFat("chicken", "for frying"));
  const pt = gramsOf([CHICKEN, FLOUR, { name: "óleo suficiente", note: "para fritar" }], "óleo suficiente");
  assert.ok(pt !== undefined && pt > 25 && pt < 35, String(pt));
});

test("frying words in the name are cut before matching: 'Oil to deep fry'", () => {
  assert.ok(gramsOf([CHICKEN, { name: "Oil to deep fry" }], "Oil to deep fry") !== undefined);
});

test("a measured frying bath still counts its absorbed tenth", () => {
  const oil = gramsOf([CHICKEN, { name: "vegetable oil", quantity: 2, unit: "cups", note: "for frying" }], "vegetable oil");
  assert.ok(oil !== undefined && oil > 40 && oil < 48, String(oil));
});
