import { test } from "node:test";
import assert from "node:assert/strict";
import { normalizeIngredient } from "../../src/lib/ingredients/format";
import { normalizeUnit } from "../../src/lib/units";
import { computeNutrition } from "../../src/nutrition/index";
import { near, weigh } from "../helpers/nutrition";

test("Russian name-first lines keep their amount, unit and preparation", () => {
  const rows: Array<{ line: string; name: string; quantity?: number; unit?: string; preparation?: string; note?: string }> = [
    { line: "Мука - 200 г", name: "Мука", quantity: 200, unit: "г" },
    { line: "сливочное масло - 50г", name: "сливочное масло", quantity: 50, unit: "г" },
    { line: "куриное филе без кожи - 4 шт.", name: "куриное филе без кожи", quantity: 4, unit: "шт." },
    { line: "Чеснок — 2 зубчика", name: "Чеснок", quantity: 2, unit: "зубчика" },
    { line: "молоко - 1 стакан", name: "молоко", quantity: 1, unit: "стакан" },
    // After a name set off by a dash, words after the measure are its preparation.
    { line: "петрушка - 2 ст л. мелко нарезанной", name: "петрушка", quantity: 2, unit: "ст л.", preparation: "мелко нарезанной" },
    { line: "2 ст. л. сахара", name: "сахара", quantity: 2, unit: "ст. л." },
    { line: "соль - по вкусу", name: "соль", note: "по вкусу" },
  ];
  for (const row of rows) {
    const got = normalizeIngredient(row.line);
    for (const key of ["name", "quantity", "unit", "preparation", "note"] as const) {
      if (row[key] !== undefined) assert.equal(got[key], row[key], `${row.line}: ${key}`);
    }
  }
  // An English name-first line is still strict: a sentence is not an ingredient amount.
  assert.equal(normalizeIngredient("Bake - 20 minutes at 180").quantity, undefined);
});

test("Russian units resolve: spoons, grams, pieces, cloves and the 200 ml стакан", () => {
  assert.equal(normalizeUnit("ст. л.")?.canonical, "tbsp");
  assert.equal(normalizeUnit("ч.л.")?.canonical, "tsp");
  assert.equal(normalizeUnit("г")?.canonical, "g");
  assert.equal(normalizeUnit("шт")?.canonical, "piece");
  assert.equal(normalizeUnit("зубчиков")?.canonical, "clove");
  assert.equal(normalizeUnit("стакана")?.toBase, 200);
});

test("Russian foods are counted: flour, butter, eggs, chicken fillet, parmesan", () => {
  assert.match(weigh("Мука - 200 г").description, /^Wheat flour/);
  assert.equal(weigh("сливочное масло - 50г").description, "Butter, without salt");
  near(weigh("3 яйца").grams, 150, 1, "three eggs");
  assert.match(weigh("куриное филе - 500 г").description, /breast/);
  assert.match(weigh("сыр пармезан - 75 г").description, /parmesan/);
  near(weigh("молоко - 1 стакан").grams, 206, 2, "a 200 ml glass of milk");
  const salt = computeNutrition([normalizeIngredient("соль - по вкусу")], 1);
  assert.equal(salt.matched.length, 0, "to taste is not weighed");
});
