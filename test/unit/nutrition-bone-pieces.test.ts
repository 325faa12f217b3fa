import { test } from "node:test";
import assert from "node:assert/strict";
import { computeNutrition } from "../../src/nutrition/index";
import { parseIngredientLine } from "../../src/lib/ingredients/parse";
import { foodByNdb } from "../../src/nutrition/data-loader";
import { boneShareOfMeasure } from "../../src/nutrition/poultry";

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

test("SR's part measures weigh the part with its bone: a counted drumstick or thigh is its meat", () => {
  // "1 drumstick with skin" is 133 g as bought, a third of it bone: about 89 g of meat and skin.
  const drumstick = grams("6 chicken drumsticks") ?? 0;
  assert.ok(Math.abs(drumstick - 6 * 133 * 0.67) < 2, `six drumsticks: ${drumstick} g`);
  // "1 thigh without skin" (149 g) still holds its bone: a boneless thigh is about 122 g.
  const thigh = grams("4 boneless, skinless chicken thighs") ?? 0;
  assert.ok(Math.abs(thigh - 4 * 149 * 0.82) < 2, `four thighs: ${thigh} g`);
  // Skin-on, SR's "1 thigh with skin" (193 g) loses its 15% bone.
  const skinOn = grams("2 chicken thighs, bone-in, skin-on") ?? 0;
  assert.ok(Math.abs(skinOn - 2 * 193 * 0.85) < 2, `two skin-on thighs: ${skinOn} g`);
});

test("a chicken leg is SR's leg, not the thigh it also lists; a leg quarter is the leg with its skin", () => {
  assert.equal(Math.round(grams("1 chicken leg") ?? 0), 265);
  const quarters = computeNutrition([parseIngredientLine("4 chicken leg quarters")], 1).matched[0];
  assert.equal(quarters?.food.ndb_no, "05075");
  assert.equal(Math.round(quarters?.grams ?? 0), 4 * 251);
});

test("wing sections are half a wing, and a breast half is the breast a shop sells", () => {
  assert.equal(grams("12 chicken drumettes"), 12 * 33);
  assert.equal(grams("10 chicken wing flats"), 10 * 33);
  assert.equal(grams("12 party wings"), 12 * 33);
  assert.equal(grams("4 boneless skinless chicken breast halves"), 4 * 272);
});

test("rotisserie parts and measures that say the bone is removed are edible already", () => {
  const food = (ndb: string) => {
    const f = foodByNdb(ndb);
    assert.ok(f, ndb);
    return f;
  };
  assert.equal(boneShareOfMeasure(food("05066"), "1 drumstick with skin"), 0.33);
  assert.equal(boneShareOfMeasure(food("05067"), "1 drumstick, bone removed"), 0);
  assert.equal(boneShareOfMeasure(food("05319"), "1 drumstick"), 0);
  assert.equal(boneShareOfMeasure(food("05100"), "1 drumette = 33 g"), 0);
  // Whole birds are weighed as eaten ("0.5 chicken, bone removed"); a pork chop bone-in is a chop as bought.
  assert.equal(boneShareOfMeasure(food("05006"), "0.5 chicken, bone removed"), 0);
  assert.equal(boneShareOfMeasure(food("10037"), "1 chop"), 0.2);
});

test("counted wings the line calls drumettes and flats are sections; wings to be split are whole", () => {
  assert.equal(grams("12 chicken wings (drumettes and flats)"), 12 * 33);
  assert.equal(Math.round(grams("6–8 chicken wings (drumette and wingette parts)") ?? 0), 7 * 33);
  const whole = grams("6 chicken wings, split into drumettes and flats") ?? 0;
  assert.ok(Math.abs(whole - 6 * 107 * 0.62) < 1, `six whole wings: ${whole} g`);
});
