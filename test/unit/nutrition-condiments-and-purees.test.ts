import { test } from "node:test";
import assert from "node:assert/strict";
import { computeNutrition } from "../../src/nutrition/index";
import { normalizeIngredient } from "../../src/lib/ingredients/format";
import { matchFood } from "../../src/nutrition/match";
import { near, weigh } from "../helpers/nutrition";

const SRIRACHA = "06631";
const CURRY_POWDER = "02015";

test("hot chili sauces and pastes are found in every spelling, American chili sauce stays the bottled one", () => {
  for (const name of [
    "chilli sauce",
    "red chilli sauce",
    "chile garlic sauce",
    "chilli garlic sauce",
    "chili paste",
    "red chilli paste",
    "sambal oelek",
    "peri peri sauce",
  ]) {
    assert.equal(matchFood(name)?.food.ndb_no, SRIRACHA, name);
  }
  assert.equal(matchFood("chili sauce")?.food.ndb_no, "06972");
  assert.equal(matchFood("green chilli paste")?.food.ndb_no, "11670");
  // Chili crisp is chiles fried in oil, not a fresh green chili (the search's answer).
  assert.equal(matchFood("chili crisp")?.food.ndb_no, "04582");
  assert.equal(matchFood("gochujang")?.food.ndb_no, "06175");
  assert.equal(matchFood("doubanjiang")?.food.ndb_no, "16112");
});

test("curry pastes: Thai ones by colour, Indian ones and plain curry paste weighed as a paste with curry powder's energy", () => {
  assert.equal(matchFood("Thai green curry paste")?.food.ndb_no, SRIRACHA);
  assert.equal(matchFood("red curry paste")?.food.ndb_no, SRIRACHA);
  // Korma paste was almond paste.
  assert.equal(matchFood("korma paste")?.food.ndb_no, CURRY_POWDER);
  const korma = weigh("2 tbsp korma paste");
  assert.equal(korma.ndb, CURRY_POWDER);
  // Two tablespoons of a paste, not of a dry powder (6.3 g a tablespoon).
  near(korma.grams, 31, 2, "2 tbsp of curry paste");
  near(weigh("1 tbsp ginger paste").grams, 16, 2, "a tablespoon of ginger paste");
  // SR's own pastes keep their own weights.
  near(weigh("1 tbsp tomato paste").grams, 16, 1.5, "a tablespoon of tomato paste");
});

test("soy sauces by grade, and sweet soy sauce (kecap manis) is a syrup, not soy sauce", () => {
  assert.equal(matchFood("light soy sauce")?.food.ndb_no, "16123");
  assert.equal(matchFood("ponzu")?.food.ndb_no, "16123");
  assert.equal(matchFood("kecap manis")?.food.ndb_no, "06175");
  assert.equal(matchFood("sweet soy sauce")?.food.ndb_no, "06175");
});

test("stock pots, tablets and concentrates are a cube's worth of bouillon, and a beef stock pot is no pot roast", () => {
  for (const line of ["1 chicken stock pot", "1 beef stock pot", "1 bouillon tablet"]) {
    const w = weigh(line);
    assert.equal(w.ndb, "06080", line);
    near(w.grams, 4, 0.5, line);
  }
  assert.equal(matchFood("better than bouillon")?.food.ndb_no, "06080");
});

test("fresh yeast is compressed yeast, a European cube 42 g", () => {
  assert.equal(matchFood("fresh yeast")?.food.ndb_no, "18374");
  assert.equal(matchFood("yeast")?.food.ndb_no, "18375");
  near(weigh("1 cube fresh yeast").grams, 42, 1, "a cube of fresh yeast");
  near(weigh("20 g fresh yeast").grams, 20, 0.5, "fresh yeast by weight");
  const fresh = computeNutrition([normalizeIngredient("42 g fresh yeast")], 1).calories;
  const dry = computeNutrition([normalizeIngredient("42 g active dry yeast")], 1).calories;
  assert.ok(fresh < dry / 2, `fresh yeast ${fresh} kcal against dry ${dry} kcal`);
});

test("a purée of a fruit or vegetable is that food, weighed as a purée", () => {
  const strawberry = weigh("1 cup strawberry purée");
  assert.equal(strawberry.ndb, "09316");
  // SR's own "cup, pureed" measure (232 g), not a cup of halves (152 g).
  near(strawberry.grams, 232, 1, "a cup of strawberry purée");
  const mango = weigh("1/2 cup mango pulp");
  assert.equal(mango.ndb, "09176");
  near(mango.grams, 120, 2, "half a cup of mango pulp");
  assert.equal(weigh("1 cup sweet potato puree").ndb, "11507");
  // SR's own purée is kept, and "fruit purée" names no fruit.
  assert.equal(weigh("4 cups canned tomato purée").ndb, "11547");
  assert.equal(matchFood("fruit puree"), null);
  near(weigh("1/2 cup guacamole").grams, 115, 3, "half a cup of guacamole");
});

test("bones, carcasses, cheese rinds and wrapping leaves flavour the pot and are not counted", () => {
  for (const line of ["2 lb beef bones", "1 chicken carcass", "1 parmesan rind", "2 beef marrow bones", "1 kg soup bones (beef)", "4 banana leaves"]) {
    const r = computeNutrition([normalizeIngredient(line)], 1);
    assert.equal(r.matched.length, 0, line);
    assert.equal(r.skipped[0]?.reason, "removed before serving", line);
  }
  // Bone-in cuts, boneless ones, bone broth and a meaty ham bone are food.
  for (const line of ["1 lb bone-in chicken thighs", "1 lb boneless pork", "2 cups bone broth", "1 lb chicken thighs (bones removed)"]) {
    assert.equal(computeNutrition([normalizeIngredient(line)], 1).matched.length, 1, line);
  }
  assert.notEqual(computeNutrition([normalizeIngredient("1 meaty ham bone")], 1).skipped[0]?.reason, "removed before serving");
});

test("a word only inside a longer alias does not stop an unknown word being dropped", () => {
  // "king" (kitchen king masala), "spicy" (spicy bean paste) and "tom" (tom yum paste) name no food alone.
  assert.equal(weigh("300g/11oz King Edward potatoes, peeled and cut into chunks").ndb, "11352");
  assert.equal(weigh("1/3 cup spicy brown mustard").ndb, "02046");
  assert.equal(weigh("¾ c slivered breakfast radishes, tops reserved").ndb, "11429");
  // Vegetables are a food of their own, not the first word of "vegetable peppers".
  assert.equal(weigh("8 ounces (225 g) vegetables or chile peppers").ndb, "11579");
});
