import { test } from "node:test";
import assert from "node:assert/strict";
import { computeNutrition, foodByNdb, matchFood } from "../../src/nutrition/index";
import { foodTable, packFoodTable, rowOfNdb } from "../../src/nutrition/data-loader";
import { repairIngredient } from "../../src/nutrition/rewrite";
import { statedWeight } from "../../src/nutrition/stated-weight";
import { alternativeNames, primaryName } from "../../src/nutrition/text";
import type { NutritionIngredient } from "../../src/nutrition/index";

function one(ing: NutritionIngredient) {
  return computeNutrition([ing], 1);
}

test("the packed table reads values, portions, refuse and NDB numbers exactly", () => {
  const t = packFoodTable(
    "01001\tdairy\tButter, salted\t\t717\t0.85\t81.11\t0.06\t0\t0.06\t643\t1|tbsp|14.2;1|cup|227\t0\t\n" +
      "01123\tdairy\tEgg, whole, raw, fresh\tegg\t143\t12.56\t9.51\t0.72\t\t0.37\t142\t1|large|50\t12\tb\n" +
      "09999\tfruit\tBroken row\t\t\t1\t1\t1\n",
  );
  assert.equal(t.size, 2, "a row without energy is left out");
  assert.equal(t.nutrients[7 + 1], 12.56);
  assert.ok(Number.isNaN(t.nutrients[7 + 4] ?? 0), "an empty fiber cell is no value, not 0");
  assert.equal(t.refuse[1], -12, "egg shell is bone-like refuse");
  const egg = foodByNdb("01123");
  assert.equal(egg?.description, "Egg, whole, raw, fresh");
  assert.equal(egg?.refusePct, 12);
  assert.equal(egg?.refuseIsBone, true);
  assert.equal(egg?.per100g.fiber, 0);
  assert.deepEqual(egg?.portions[0], { amount: 1, measure: "large", grams: 50 });
  assert.equal(rowOfNdb("99999"), undefined);
  assert.equal(rowOfNdb("not-a-number"), undefined);
  assert.ok(foodTable().size > 7000);
});

test("alternatives sharing a noun are read together: 'olive or avocado oil' is olive oil", () => {
  assert.deepEqual(alternativeNames("cherry or grape tomatoes").joined, "cherry tomato");
  assert.equal(matchFood("olive or avocado oil")?.food.description, "Oil, olive, salad or cooking");
  assert.match(matchFood("cherry or grape tomatoes")?.food.description ?? "", /^Tomatoes, red, ripe, raw/);
  // Two complete names stay apart: the first one counts.
  assert.equal(matchFood("sour cream or Greek yogurt")?.food.description, "Cream, sour, cultured");
});

test("an unknown first alternative or a known remark is used: 'maida (all-purpose flour)'", () => {
  assert.match(matchFood("maida (all-purpose flour)")?.food.description ?? "", /^Wheat flour, white, all-purpose/);
  assert.equal(matchFood("semi-ripe or ripe Saba Banana")?.food.description, "Bananas, raw");
});

test("varieties and origins before a food are dropped, food words are not: 'USA pears' but not 'almond flour'", () => {
  assert.equal(matchFood("ripe USA Pears")?.food.description, "Pears, raw");
  assert.notEqual(matchFood("zest from fresh lemons")?.food.description, "Lemons, raw, without peel");
  assert.doesNotMatch(matchFood("almond flour")?.food.description ?? "", /^Wheat flour/);
});

test("fat levels change the food: nonfat Greek yogurt is not whole-milk yogurt", () => {
  assert.equal(matchFood("nonfat Greek yogurt")?.food.description, "Yogurt, Greek, plain, nonfat");
  assert.doesNotMatch(matchFood("reduced fat cream cheese")?.food.description ?? "", /provolone/);
  assert.match(matchFood("reduced fat cream cheese")?.food.description ?? "", /^Cheese, cream/);
});

test("flavour words before a compound food keep it: 'garlic herb goat cheese' is soft goat cheese", () => {
  assert.equal(matchFood("garlic herb goat cheese")?.food.description, "Cheese, goat, soft type");
});

test("a name the parser split into preparation is read whole: 'boneless' + 'skinless chicken breasts'", () => {
  const r = one({ name: "boneless", quantity: 1.5, unit: "lbs.", preparation: "skinless chicken breasts" });
  assert.equal(r.matched[0]?.food.ndb_no, "05062");
  assert.equal(r.matched[0]?.grams, 680.4);
});

test("a stated weight beats a typical item: 'wild coho salmon, about 1½ lbs'", () => {
  assert.equal(statedWeight({ name: "salmon", quantity: 1, note: "about 1½ lbs" }, 1)?.grams, 1.5 * 453.59237);
  assert.equal(statedWeight({ name: "chicken breasts", quantity: 2, note: "6 oz each" }, 2)?.grams, 12 * 28.349523125);
  assert.equal(statedWeight({ name: "onion", quantity: 1, note: "finely chopped" }, 1), null);
  const r = one({ name: "wild coho salmon", quantity: 1, note: "about 1½ lbs" });
  assert.equal(r.matched[0]?.grams, 680.4);
});

test("item words come from the first alternative only: '1 red chilli or ½ tsp flakes' is one chilli", () => {
  assert.equal(primaryName("red chilli* or ½-1 tsp chilli flakes"), "red chilli*");
  const r = one({ name: "red chilli* or ½-1 tsp chilli flakes", quantity: 1 });
  // One chilli of a cook's size (10 g; SR's "1 pepper" is a 45 g one), not a teaspoon of flakes.
  assert.equal(r.matched[0]?.grams, 10);
});

test("a named piece with several SR sizes takes the middle one; named units take medium", () => {
  assert.equal(one({ name: "pineapple slices", quantity: 1 }).matched[0]?.grams, 84);
  // A pineapple ring is a canned one (see the kitchen pieces), not a slice across the fresh fruit.
  assert.equal(one({ name: "pineapple rings", quantity: 1 }).matched[0]?.grams, 47);
  assert.equal(one({ name: "corn", quantity: 1, unit: "ears" }).matched[0]?.grams, 102);
  assert.equal(one({ name: "corn", quantity: 1, unit: "ears", size: "large" }).matched[0]?.grams, 143);
});

test("generic pieces are ordinary items: '10 pcs. bananas'", () => {
  assert.equal(one({ name: "bananas", quantity: 10, unit: "pcs." }).matched[0]?.grams, 1180);
});

test("canned legumes count their drained solids; other cans their whole weight", () => {
  const chickpeas = one({ name: "chickpeas", quantity: 2, unit: "can", size: "400 g" });
  assert.equal(chickpeas.matched[0]?.grams, 480);
  const beans = one({ name: "black beans", quantity: 400, unit: "g", size: "can" });
  assert.ok((beans.matched[0]?.grams ?? 0) <= 400);
  const milk = one({ name: "sweetened condensed milk", quantity: 1, unit: "can", size: "14-ounce" });
  assert.equal(milk.matched[0]?.grams, 396.9);
});

test("a frying bath of oil counts its absorbed tenth: '2 cups vegetable cooking oil'; a dressing's oil counts whole", () => {
  const bath = one({ name: "Vegetable cooking oil", quantity: 2, unit: "cups" }).matched[0]?.grams ?? 0;
  // 2 cups of oil weigh about 436 g; a tenth is eaten.
  assert.ok(bath > 40 && bath < 48, String(bath));
  const dressing = one({ name: "olive oil", quantity: 0.25, unit: "cup" }).matched[0]?.grams ?? 0;
  assert.ok(dressing > 50 && dressing < 60, String(dressing));
});

test("frozen fruit is weighed frozen; chia seeds have a kitchen density", () => {
  assert.equal(one({ name: "frozen strawberries", quantity: 1, unit: "cup" }).matched[0]?.grams, 149);
  const chia = one({ name: "chia seeds", quantity: 0.25, unit: "cup" }).matched[0]?.grams ?? 0;
  assert.ok(chia > 40 && chia < 55, `chia ${chia} g`);
});

test("a package written at the start of the name: '1, 14 oz can of sweetened condensed milk'", () => {
  const ing = repairIngredient({ name: "14 oz can of sweetened condensed milk", quantity: 1, preparation: "14 oz can of sweetened condensed milk" });
  assert.deepEqual(ing, { name: "sweetened condensed milk", quantity: 1, unit: "can", size: "14 oz" });
  assert.equal(computeNutrition([ing], 1).matched[0]?.grams, 396.9);
});

test("non-English compounds with a food word are not cut to their prefix: 'farinha de arroz' is rice flour", () => {
  assert.equal(matchFood("farinha de arroz")?.food.description, "Rice flour, white, unenriched");
  assert.match(matchFood("farinha de trigo")?.food.description ?? "", /^Wheat flour/);
});

test("a citrus fruit whose preparation is juice or zest counts the juice or the zest, not the fruit", () => {
  const juice = one({ name: "lime", quantity: 1, preparation: "Juice" });
  assert.equal(juice.matched[0]?.food.description, "Lime juice, raw");
  assert.equal(juice.matched[0]?.grams, 44);
  const zest = one({ name: "fresh lemons", quantity: 2, preparation: "Zest" });
  assert.equal(zest.matched[0]?.food.description, "Lemon peel, raw");
  assert.equal(zest.matched[0]?.grams, 12);
  assert.equal(one({ name: "lemons", quantity: 2 }).matched[0]?.food.description, "Lemons, raw, without peel");
});

test("'-os' plurals, packing liquids and 'with' additions do not hide the food", () => {
  assert.equal(matchFood("jalapeños")?.food.description, "Peppers, jalapeno, raw");
  assert.equal(matchFood("capers in brine")?.food.description, "Capers, canned");
  assert.equal(matchFood("cream cheese with chives and onions")?.food.description, "Cheese, cream");
});
