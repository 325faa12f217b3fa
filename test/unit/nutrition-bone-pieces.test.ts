import { test } from "node:test";
import assert from "node:assert/strict";
import { computeNutrition } from "../../src/nutrition/index";
import { parseIngredientLine } from "../../src/lib/ingredients/parse";

function grams(text: string): number | undefined {
  return computeNutrition([parseIngredientLine(text)], 1).matched[0]?.grams;
}

test("a counted chicken wing is SR's as-bought piece less its bone (107 g -> 66 g of meat and skin)", () => {
  const one = grams("1 chicken wing");
  assert.ok(one !== undefined && one > 60 && one < 70, `1 wing = ${one} g`);
  assert.ok(Math.abs((grams("8 chicken wings") ?? 0) - 8 * one) < 1);
});

test("a package of bone-in wings loses the bone like its weight does", () => {
  const pkg = grams("1 package chicken wings") ?? 0;
  assert.ok(pkg > 700 && pkg < 720, `package = ${pkg} g`);
});

test("weighed wings, boneless pieces and SR's bone-removed measures are unchanged", () => {
  // A weight as bought already loses the 38% bone.
  assert.ok(Math.abs((grams("1 lb chicken wings") ?? 0) - 453.6 * 0.62) < 1);
  // A boneless breast's piece has no bone to lose.
  assert.equal(grams("1 boneless skinless chicken breast"), 272);
});

test("a drumstick's bone is a third of it as bought (SR's raw entry counts it twice)", () => {
  const g = grams("2 lb chicken drumsticks") ?? 0;
  assert.ok(Math.abs(g - 907.2 * 0.67) < 1, `two pounds of drumsticks: ${g} g`);
});
