import { test } from "node:test";
import assert from "node:assert/strict";
import { formatIngredient, normalizeIngredient, parseIngredientLine } from "../../src/lib/ingredients";

test("parses quantity, unit, size, name and preparation", () => {
  assert.deepEqual(parseIngredientLine("2 large eggs, beaten"), { name: "eggs", quantity: 2, size: "large", preparation: "beaten" });
  assert.deepEqual(parseIngredientLine("1 onion, finely chopped"), { name: "onion", quantity: 1, preparation: "finely chopped" });
  assert.deepEqual(parseIngredientLine("finely chopped onion"), { name: "onion", preparation: "finely chopped" });
  const cans = parseIngredientLine("2 x 400g cans chopped tomatoes");
  assert.equal(cans.quantity, 2);
  assert.equal(cans.unit, "cans");
  assert.equal(cans.size, "400g");
  const can = parseIngredientLine("1 (14-ounce) can coconut milk");
  assert.deepEqual([can.quantity, can.unit, can.size, can.name], [1, "can", "14-ounce", "coconut milk"]);
  // A size word before the package's weight: both are its size, and the package word is still the unit.
  const packs = parseIngredientLine("2 small (3-ounce) packages cream cheese");
  assert.deepEqual([packs.quantity, packs.unit, packs.size, packs.name], [2, "packages", "small 3-ounce", "cream cheese"]);
  const half = parseIngredientLine("½ of a small (3½-ounce) package achiote paste");
  assert.deepEqual([half.quantity, half.unit, half.size, half.name], [0.5, "package", "small 3½-ounce", "achiote paste"]);
  // A count unit with only a word of its form left is the ingredient itself.
  assert.deepEqual(parseIngredientLine("6 whole cloves"), { name: "whole cloves", quantity: 6 });
  assert.deepEqual(parseIngredientLine("3 cloves garlic"), { name: "garlic", quantity: 3, unit: "cloves" });
  // "pound cake" is a cake; "pound cake flour" a pound of cake flour.
  assert.deepEqual(parseIngredientLine("1 pound cake"), { name: "pound cake", quantity: 1 });
  assert.deepEqual(parseIngredientLine("1 pound cake flour"), { name: "cake flour", quantity: 1, unit: "pound" });
  // A size word with a remark after it is not a package size.
  const eggs = parseIngredientLine("2 large eggs (about 100 g)");
  assert.deepEqual([eggs.unit, eggs.size, eggs.name], [undefined, "large", "eggs"]);
});

test("handles fractions, ranges, compound measures and bullets", () => {
  assert.deepEqual(parseIngredientLine("• 1½ cups flour"), { name: "flour", quantity: 1.5, unit: "cups" });
  const range = parseIngredientLine("3 or 4 thyme sprigs");
  assert.deepEqual([range.quantity, range.quantityMax, range.unit, range.name], [3, 4, "sprigs", "thyme"]);
  const compound = parseIngredientLine("150g/5oz plain flour");
  assert.deepEqual([compound.quantity, compound.unit, compound.name, compound.note], [150, "g", "plain flour", "5oz"]);
  assert.equal(parseIngredientLine("500g/1lb 2oz raspberries").name, "raspberries");
  assert.equal(parseIngredientLine("3. 2 tbsp olive oil").quantity, 2);
});

test("optional, to taste and notes never end up in the name", () => {
  const opt = parseIngredientLine("1 tsp vanilla extract (optional)");
  assert.equal(opt.isOptional, true);
  assert.equal(opt.name, "vanilla extract");
  const taste = parseIngredientLine("salt and pepper to taste");
  assert.equal(taste.name, "salt and pepper");
  assert.equal(taste.quantity, undefined);
  assert.match(taste.note ?? "", /to taste/);
  assert.equal(parseIngredientLine("Oil for frying").name, "Oil");
});

test("reads other languages", () => {
  assert.deepEqual(parseIngredientLine("200 g de farine"), { name: "farine", quantity: 200, unit: "g" });
  assert.deepEqual(parseIngredientLine("2 EL Olivenöl"), { name: "Olivenöl", quantity: 2, unit: "EL" });
  assert.deepEqual(parseIngredientLine("1 c. à s. d'huile"), { name: "huile", quantity: 1, unit: "c. à s." });
  assert.deepEqual(parseIngredientLine("1 cucchiaio di zucchero"), { name: "zucchero", quantity: 1, unit: "cucchiaio" });
  assert.deepEqual(parseIngredientLine("2 cucharadas de aceite"), { name: "aceite", quantity: 2, unit: "cucharadas" });
});

test("normalizeIngredient converts string quantities and trims", () => {
  const raw = { name: "  flour ", quantity: "1 1/2" as unknown as number, unit: " cups " };
  assert.deepEqual(normalizeIngredient(raw), { name: "flour", quantity: 1.5, unit: "cups" });
  assert.deepEqual(normalizeIngredient("½ cup sugar"), { name: "sugar", quantity: 0.5, unit: "cup", original: "½ cup sugar" });
  assert.equal(normalizeIngredient({ name: "x", quantity: 1 / 3 }).quantity, 0.3333);
});

test("formatIngredient renders a readable line", () => {
  assert.equal(formatIngredient({ name: "flour", quantity: 1.5, unit: "cups", preparation: "sifted" }), "1 1/2 cups flour, sifted");
  assert.equal(formatIngredient({ name: "salt", isOptional: true }), "salt (optional)");
  assert.equal(formatIngredient(parseIngredientLine("2 large eggs")), "2 large eggs");
});
