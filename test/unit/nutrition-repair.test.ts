import { test } from "node:test";
import assert from "node:assert/strict";
import { computeNutrition, matchFood } from "../../src/nutrition/index";
import { repairIngredient } from "../../src/nutrition/rewrite";
import { normalizeName } from "../../src/nutrition/text";
import { parseIngredientLine } from "../../src/lib/ingredients/parse";

function line(text: string) {
  return computeNutrition([parseIngredientLine(text)], 1);
}

test("an amount written after the name is recovered: 'Molho de tomate 200 gramas', 'Mlieko: 1 dl'", () => {
  assert.deepEqual(repairIngredient({ name: "Molho de tomate 200 gramas" }), { name: "Molho de tomate", quantity: 200, unit: "g" });
  assert.deepEqual(repairIngredient({ name: "Mlieko", note: "1 dl" }), { name: "Mlieko", quantity: 1, unit: "dl" });
  assert.deepEqual(repairIngredient({ name: "Cebola 1 unidade" }), { name: "Cebola", quantity: 1 });
  const milk = line("Mlieko: 1 dl");
  assert.equal(milk.matched[0]?.food.ndb_no, "01077");
  assert.ok(Math.abs((milk.matched[0]?.grams ?? 0) - 103) < 1);
});

test("a one-word label before the amount is dropped: 'Info 6 oz. Linguine' → 170 g dry pasta", () => {
  const r = line("Info 6 oz. Linguine");
  assert.equal(r.matched[0]?.food.ndb_no, "20120");
  assert.equal(r.matched[0]?.grams, 170.1);
});

test("Portuguese spoon units: 'c. de sopa' is a tablespoon, 'c. de chá' a teaspoon, '(sobremesa)' 10 ml", () => {
  assert.equal(repairIngredient(parseIngredientLine("3 c. de sopa polpa de tomate")).unit, "tbsp");
  assert.equal(repairIngredient(parseIngredientLine("2 c. de chá sal")).unit, "tsp");
  const mustard = repairIngredient(parseIngredientLine("1 colher (sobremesa) | colheres (sobremesa) de mostarda"));
  assert.equal(mustard.unit, "dessertspoon");
  assert.match(mustard.name, /^mostarda/);
  // 3 tbsp of tomato purée is about 47 g, not 3 cups.
  const r = line("3 c. de sopa polpa de tomate");
  assert.ok((r.matched[0]?.grams ?? 0) < 60, `grams ${r.matched[0]?.grams}`);
});

test("unit words left at the start of the name move to the unit: 'unidades de dentes de alho' → garlic cloves", () => {
  const r = line("2 unidades de dentes de alho picado");
  assert.equal(r.matched[0]?.food.ndb_no, "11215");
  assert.equal(r.matched[0]?.grams, 6);
  assert.equal(line("500 gramas de peito de frango em cubos").matched[0]?.grams, 500);
});

test("'q.b.' (as much as needed) means no quantity: skipped, not counted as one item", () => {
  const r = line("1 q.b. coentros");
  assert.equal(r.matched.length, 0);
  assert.equal(r.skipped[0]?.reason, "no quantity");
});

test("a package size in the note weighs the package: '1 package (8 oz) cream cheese' → 227 g", () => {
  const r = line("1 package (8 oz) cream cheese, softened");
  assert.equal(r.matched[0]?.food.ndb_no, "01017");
  assert.ok(Math.abs((r.matched[0]?.grams ?? 0) - 226.8) < 0.2);
});

test("leading qualifier clauses stay in the name: 'boneless, skinless chicken breasts' is chicken breast", () => {
  assert.equal(normalizeName("boneless, skinless chicken breasts"), "skinless chicken breast");
  assert.equal(normalizeName("garlic, minced"), "garlic");
  assert.equal(matchFood("boneless, skinless chicken breasts")?.food.ndb_no, "05062");
});

test("names with qualifiers after the noun match a non-English alias at their start, English compounds do not", () => {
  assert.equal(matchFood("arroz carolino")?.food.ndb_no, "20044");
  assert.equal(matchFood("cebola grande")?.food.ndb_no, "11282");
  assert.equal(matchFood("Kryštálový cukor")?.food.ndb_no, "19335");
  // "garlic powder" must stay the spice, never raw garlic.
  assert.equal(matchFood("garlic powder")?.food.ndb_no, "02020");
});

test("records that need no repair come back unchanged", () => {
  const ing = { name: "all-purpose flour", quantity: 2, unit: "cups" };
  assert.equal(repairIngredient(ing), ing);
});

test("a shop's brand in capitals before the food is dropped; a short capital food word is kept", () => {
  assert.equal(repairIngredient({ name: "BACK FAMILY Weizenmehl Type 405", quantity: 100, unit: "g" }).name, "Weizenmehl Type 405");
  assert.equal(repairIngredient({ name: "QUELLBRUNN Mineralwasser", quantity: 50, unit: "ml" }).name, "Mineralwasser");
  assert.equal(repairIngredient({ name: "TINE® Meierismør til steking", quantity: 1, unit: "ss" }).name, "Meierismør til steking");
  assert.equal(repairIngredient({ name: "BBQ sauce", quantity: 1, unit: "cup" }).name, "BBQ sauce");
  assert.equal(repairIngredient({ name: "XO sauce", quantity: 2, unit: "tbsp" }).name, "XO sauce");
  // A name all in capitals is the food itself, not a brand before it.
  assert.equal(repairIngredient({ name: "SPAM", quantity: 4, unit: "oz" }).name, "SPAM");
  assert.match(line("150 ml MY VAY Mandeldrink").matched[0]?.food.description ?? "", /almond milk/);
  assert.match(line("3 dl TINE® Lett Crème Fraîche 18 %").matched[0]?.food.description ?? "", /^Cream/);
});

test("a fat level written with a space ('17 %') is not left behind as a word that blocks the name", () => {
  assert.equal(normalizeName("Crème Fraîche 17 %"), "creme fraiche");
});

test("German 'mit' and Italian 'sotto sale' end the food's name, as 'with' and 'in brine' do", () => {
  assert.match(matchFood("frisches Lachsfilet mit Haut")?.food.description ?? "", /salmon/);
  assert.match(matchFood("filetti di acciughe sotto sale")?.food.description ?? "", /anchovy/);
  assert.match(matchFood("edelsüßes Paprikapulver")?.food.description ?? "", /paprika/);
  assert.match(matchFood("feuilles de laurier")?.food.description ?? "", /bay leaf/);
});
