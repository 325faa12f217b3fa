import { test } from "node:test";
import assert from "node:assert/strict";
import { computeNutrition } from "../../src/nutrition/index";
import { absorbedFryingOil, addPlusAmounts, edibleShareOfWhole, FRYING_ABSORBED_SHARE } from "../../src/nutrition/extras";
import { matchFood } from "../../src/nutrition/match";
import type { NutritionIngredient } from "../../src/nutrition/index";

function grams(ing: NutritionIngredient): number | undefined {
  return computeNutrition([ing], 1).matched[0]?.grams;
}

test("'+ 2 tbsp' before the name is added to the cup amount and cut from the name", () => {
  const r = addPlusAmounts({ name: "+ 2 tbsp flour", quantity: 1, unit: "cup" });
  assert.equal(r.name, "flour");
  assert.ok(Math.abs((r.quantity ?? 0) - 1.125) < 1e-9, String(r.quantity));
});

test("'+ 2 tbsp' after the name and 'plus 2 tablespoons' in a remark are added too", () => {
  const trail = addPlusAmounts({ name: "Oreos + 2 tbsp", quantity: 1.5, unit: "cup", preparation: "crushed" });
  assert.equal(trail.name, "Oreos");
  assert.ok(Math.abs((trail.quantity ?? 0) - 1.625) < 1e-9);
  const note = addPlusAmounts({ name: "flour", quantity: 1, unit: "cup", note: "plus 2 tablespoons" });
  assert.equal(note.note, undefined);
  assert.ok(Math.abs((note.quantity ?? 0) - 1.125) < 1e-9);
  const grams1 = grams({ name: "sugar", quantity: 1, unit: "cup" }) ?? 0;
  const grams2 = grams({ name: "sugar + 4 tbsp", quantity: 1, unit: "cup" }) ?? 0;
  assert.ok(Math.abs(grams2 / grams1 - 1.25) < 0.01, `${grams1} ${grams2}`);
});

test("extras without a unit, of another dimension, or with 'plus more' are left alone", () => {
  const more = { name: "sugar", quantity: 0.5, unit: "cup", note: "for dusting; plus more" };
  assert.deepEqual(addPlusAmounts(more), more);
  const mixed = { name: "butter + 2 oz", quantity: 1, unit: "cup" };
  assert.deepEqual(addPlusAmounts(mixed), mixed);
  const bare = { name: "flour", quantity: 1, unit: "cup", note: "2 tablespoons" };
  assert.deepEqual(addPlusAmounts(bare), bare);
  const noUnit = { name: "eggs + 1 yolk", quantity: 2 };
  assert.deepEqual(addPlusAmounts(noUnit), noUnit);
});

test("a frying bath keeps a tenth of its amount, range end included", () => {
  const r = absorbedFryingOil({ name: "oil", quantity: 2, quantityMax: 3, unit: "cups" });
  assert.equal(r.quantity, 2 * FRYING_ABSORBED_SHARE);
  assert.equal(r.quantityMax, 3 * FRYING_ABSORBED_SHARE);
  const a = grams({ name: "vegetable oil", quantity: 3, unit: "cups", note: "for deep frying" }) ?? 0;
  assert.ok(a > 60 && a < 70, String(a));
});

test("weighed whole globe artichokes lose their inedible bracts; hearts and counted artichokes do not", () => {
  const food = matchFood("artichokes")?.food;
  assert.ok(food && /globe/i.test(food.description), food?.description);
  assert.equal(edibleShareOfWhole({ name: "artichokes", quantity: 750, unit: "g" }, food), 0.4);
  assert.equal(edibleShareOfWhole({ name: "artichokes", quantity: 4 }, food), 1);
  assert.equal(edibleShareOfWhole({ name: "artichoke hearts", quantity: 500, unit: "g" }, food), 1);
  assert.equal(grams({ name: "artichokes", quantity: 750, unit: "g" }), 300);
  const onion = matchFood("onion")?.food;
  assert.ok(onion);
  assert.equal(edibleShareOfWhole({ name: "onion", quantity: 500, unit: "g" }, onion), 1);
});

test("a weight range takes its midpoint, also for a whole bird: '1 - 3 pound whole chicken' is 2 lb less bone", () => {
  const g = grams({ name: "whole chicken", quantity: 1, quantityMax: 3, unit: "pound" }) ?? 0;
  const twoLb = 2 * 453.59237;
  assert.ok(g > twoLb * 0.6 && g < twoLb * 0.75, String(g));
});

test("a plant-based name never matches the animal food of the same name (skipped, not guessed)", () => {
  assert.equal(matchFood("vegan ricotta"), null);
  // A milk named only as not dairy is a plant milk (SR's soy milk, in the middle of the plant milks' energy).
  assert.equal(matchFood("dairy-free milk")?.food.group, "legume");
  assert.equal(matchFood("plant-based butter"), null);
  assert.equal(matchFood("vegan sausage")?.food.group, "legume", "a meatless food SR knows still matches");
  assert.equal(matchFood("ricotta")?.food.group, "dairy");
});
