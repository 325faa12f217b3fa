import { test } from "node:test";
import assert from "node:assert/strict";
import { computeNutrition, foodByNdb, matchFood } from "../../src/nutrition/index";
import { standardContainer } from "../../src/nutrition/containers";
import { repairIngredient, unitOf } from "../../src/nutrition/rewrite";
import { normalizeIngredient } from "../../src/lib/ingredients/format";
import type { NutritionIngredient } from "../../src/nutrition/index";

function grams(ing: NutritionIngredient): number | undefined {
  return computeNutrition([ing], 1).matched[0]?.grams;
}

test("an unsized container of a shelf-standard food weighs its standard net contents", () => {
  assert.equal(grams({ name: "pasta sauce", quantity: 2, unit: "jars" }), 1360);
  assert.equal(grams({ name: "ricotta cheese", quantity: 1, unit: "container" }), 425);
  assert.equal(grams({ name: "cream cheese", quantity: 1, unit: "package" }), 227);
  assert.equal(grams({ name: "cream of mushroom soup", quantity: 1, unit: "can" }), 305);
  // A can of legumes is weighed as its drained solids (SR's own can weight or 60% of 15 oz), not 425 g.
  const chickpeas = grams({ name: "chickpeas", quantity: 1, unit: "can" });
  assert.ok(chickpeas !== undefined && chickpeas > 200 && chickpeas < 300, String(chickpeas));
  assert.equal(grams({ name: "frozen spinach", quantity: 1, unit: "package" }), 283);
});

test("a cup or pot of yogurt, a pack of ladyfingers and a whole camembert weigh what the shop sells", () => {
  assert.equal(grams({ name: "Joghurt", quantity: 1, unit: "Becher" }), 150);
  assert.equal(grams({ name: "Greek yogurt", quantity: 1, unit: "container" }), 150);
  assert.equal(grams({ name: "yaourt", quantity: 1, unit: "pot" }), 125);
  assert.equal(grams({ name: "savoiardi", quantity: 1, unit: "pack" }), 200);
  assert.equal(grams({ name: "camembert", quantity: 1 }), 250);
});

test("containers without a shelf standard stay unweighed rather than guessed", () => {
  const r = computeNutrition(
    [
      { name: "olive oil", quantity: 1, unit: "bottle" },
      { name: "ground beef", quantity: 1, unit: "jar" },
    ],
    1,
  );
  assert.equal(r.matched.length, 0);
  assert.equal(r.skipped.length, 2);
  const beef = foodByNdb("23567");
  assert.ok(beef);
  assert.equal(standardContainer("packet", beef), null);
});

test("a stated package size still beats the shelf standard", () => {
  assert.equal(grams({ name: "pasta sauce", quantity: 1, unit: "jar", size: "16 oz" }), 453.6);
});

test("Brazilian creme de leite is table cream, and its can is 300 g", () => {
  const m = matchFood("creme de leite");
  assert.equal(m?.food.ndb_no, "01050");
  assert.equal(grams(repairIngredient({ name: "Creme de Leite 1 lata" })), 300);
});

test("a trailing Portuguese spoon with its kind in parentheses: 'Óleo de soja 2 colheres (sopa)'", () => {
  assert.equal(unitOf("colheres (sopa)"), "tbsp");
  assert.equal(unitOf("colher (chá)"), "tsp");
  const r = repairIngredient({ name: "Óleo de soja 2 colheres (sopa)" });
  assert.equal(r.quantity, 2);
  assert.equal(r.unit, "tbsp");
  assert.equal(r.name, "Óleo de soja");
});

test("pasta named by its wheat or small shape, gnocchi and spice blends find a food", () => {
  assert.equal(matchFood("coles durum wheat macaroni pasta")?.food.ndb_no, "20120");
  assert.equal(matchFood("acini de pepe pasta")?.food.ndb_no, "20120");
  assert.equal(matchFood("whole wheat pasta")?.food.ndb_no, "20124");
  assert.equal(matchFood("potato gnocchi")?.food.ndb_no, "20094");
  assert.equal(matchFood("garam masala")?.food.ndb_no, "02015");
  assert.equal(matchFood("Campbell's Golden Mushroom soup")?.food.ndb_no, "06043");
});

test("the name's shape word picks the cup weight: small pasta packs dense, elbows are SR's elbows", () => {
  assert.equal(grams({ name: "orzo", quantity: 1, unit: "cup" }), 224);
  assert.equal(grams({ name: "acini de pepe pasta", quantity: 0.5, unit: "cup" }), 112);
  assert.equal(grams({ name: "elbow macaroni", quantity: 2, unit: "cups" }), 244);
  // Long pasta keeps SR's first cup measure (spaghetti).
  assert.equal(grams({ name: "spaghetti", quantity: 1, unit: "cup" }), 91);
});

test("'fetta' is feta", () => {
  assert.equal(matchFood("fetta")?.food.ndb_no, "01019");
});

test("chocolate syrup is the pourable syrup; hot fudge is the fudge topping", () => {
  assert.equal(matchFood("chocolate syrup")?.food.ndb_no, "14181");
  assert.equal(matchFood("hot fudge")?.food.ndb_no, "19348");
});

test("a fillet of a boneless cut is one whole piece; other named pieces SR cannot weigh stay refused", () => {
  assert.equal(grams({ name: "breast fillet Chicken breast", quantity: 2 }), 544);
  // "4 chicken breast strips" are not 4 breasts: a strip has no SR weight, so the line is skipped.
  assert.equal(grams({ name: "chicken breast strips", quantity: 4 }), undefined);
});

test("a canned food SR weighs with its liquid loses the liquid when the recipe drains a counted can", () => {
  const line = (text: string) => computeNutrition([normalizeIngredient(text)], 1).matched[0];
  // SR's low-sodium black beans are solids and liquids: a drained 15 oz can is about 255 g, not 425.
  assert.equal(Math.round(line("1 can black beans, drained and rinsed")?.grams ?? 0), 255);
  assert.equal(Math.round(line("1 (15 oz) can black beans, drained")?.grams ?? 0), 255);
  // SR's own "can" of green beans holds the liquid too.
  const greenBeans = line("1 can green beans, drained")?.grams ?? 0;
  assert.ok(greenBeans > 240 && greenBeans < 260, String(greenBeans));
  // Undrained, the liquid goes into the pot; a weight of canned beans may already be drained.
  assert.equal(Math.round(line("1 can black beans")?.grams ?? 0), 425);
  assert.equal(Math.round(line("100g canned chickpeas, drained")?.grams ?? 0), 100);
  // Whole tins by weight ("2 x 400g", "400g can") are drained as counted ones are.
  assert.equal(Math.round(line("2 x 400g/14oz tinned cannellini beans, drained and rinsed")?.grams ?? 0), 480);
  assert.equal(Math.round(line("400g can black beans, drained")?.grams ?? 0), 240);
});

test("chipotles in adobo by the can or spoon are canned chiles in sauce; a counted chipotle is one chile", () => {
  const can = computeNutrition([normalizeIngredient("1 can chipotle peppers in adobo sauce")], 1);
  assert.equal(can.matched[0]?.food.ndb_no, "11632");
  assert.equal(can.matched[0]?.grams, 198);
  assert.ok(can.calories < 100, `a can of chipotles in adobo: ${can.calories} kcal`);
  assert.equal(computeNutrition([normalizeIngredient("2 chipotle peppers in adobo sauce")], 1).matched[0]?.food.ndb_no, "11962");
});

test("a tube of refrigerated dough is its can, and more shelf packages have their standard size", () => {
  assert.equal(grams(normalizeIngredient("1 tube crescent rolls")), 227);
  assert.equal(grams(normalizeIngredient("2 tubes refrigerated biscuits")), 908);
  assert.equal(grams(normalizeIngredient("1 package mushrooms, sliced")), 227);
  assert.equal(grams(normalizeIngredient("1 package egg noodles")), 340);
  assert.equal(grams(normalizeIngredient("1 package kielbasa")), 397);
  assert.equal(grams(normalizeIngredient("1 bag mini marshmallows")), 283);
  assert.equal(grams(normalizeIngredient("1 jar roasted red peppers, drained")), 225);
  // Ground meat still has no shelf standard.
  assert.equal(grams(normalizeIngredient("1 package ground beef")), undefined);
});
