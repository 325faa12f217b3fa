import { test } from "node:test";
import assert from "node:assert/strict";
import { computeNutrition } from "../../src/nutrition/index";
import { parseIngredientLine } from "../../src/lib/ingredients/parse";

/** The SR food a recipe line is matched to. */
function food(line: string): string | undefined {
  return computeNutrition([parseIngredientLine(line)], 1).matched[0]?.food.description;
}

test("a fat level on a dairy food picks SR's sibling at that level", () => {
  assert.equal(food("200 g light cream cheese"), "Cheese, cream, low fat");
  assert.equal(food("200 g low-fat cream cheese"), "Cheese, cream, low fat");
  assert.equal(food("200 g fat-free cream cheese"), "Cheese, cream, fat free");
  assert.equal(food("1 cup low-fat sour cream"), "Cream, sour, reduced fat, cultured");
  assert.equal(food("1 cup reduced fat cheddar, grated"), "Cheese, cheddar, reduced fat");
  assert.equal(food("1 cup light mayonnaise"), "Salad dressing, mayonnaise, light");
  assert.equal(food("2 tbsp light ranch dressing"), "Salad dressing, ranch dressing, reduced fat");
});

test("milk by its level: 2% and reduced-fat are 2%, low-fat is 1%, skim stays fluid milk", () => {
  assert.match(food("1 cup 2% milk") ?? "", /^Milk, reduced fat, fluid, 2% milkfat/);
  assert.match(food("1 cup reduced-fat milk") ?? "", /^Milk, reduced fat, fluid, 2% milkfat/);
  assert.match(food("1 cup low-fat milk") ?? "", /^Milk, lowfat, fluid, 1% milkfat/);
  // Not the dry nonfat milk that shares every other word.
  assert.match(food("1 cup skim milk") ?? "", /^Milk, nonfat, fluid/);
  assert.match(food("1 cup whole milk") ?? "", /^Milk, whole/);
});

test("'light' on a food without fat levels keeps the food: soy sauce, brown sugar, corn syrup", () => {
  assert.equal(food("1 tbsp light soy sauce"), "Soy sauce made from soy and wheat (shoyu)");
  assert.equal(food("2 tbsp light brown sugar"), "Sugars, brown");
  assert.equal(food("1/2 cup light corn syrup"), "Syrups, corn, light");
});

test("UK 'soft cheese' is cream cheese, full-fat or light", () => {
  assert.equal(food("200 g soft cheese"), "Cheese, cream");
  assert.equal(food("200 g full-fat soft cheese"), "Cheese, cream");
  assert.equal(food("200 g light soft cheese"), "Cheese, cream, low fat");
  assert.equal(food("100 g soft goat cheese"), "Cheese, goat, soft type");
});
