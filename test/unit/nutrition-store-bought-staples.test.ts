import { test } from "node:test";
import assert from "node:assert/strict";
import { near, weigh } from "../helpers/nutrition";
import { computeNutrition } from "../../src/nutrition/index";
import { matchFood } from "../../src/nutrition/match";
import { normalizeIngredient } from "../../src/lib/ingredients/format";

test("US store-bought staples match the food they are, not a lookalike", () => {
  const crescent = weigh("1 can (8 oz) refrigerated crescent rolls");
  assert.match(crescent.description, /refrigerated dough/);
  near(crescent.grams, 227, 2, "an 8 oz can of dough");
  assert.match(weigh("1 (8 oz) container Cool Whip, thawed").description, /^Dessert topping, semi solid, frozen/);
  assert.match(weigh("1 cup whipped topping").description, /^Dessert topping/);
  assert.match(weigh("8 oz Velveeta, cubed").description, /pasteurized process/);
  assert.match(weigh("1 (10 oz) can Rotel").description, /with green chilies/);
  assert.match(weigh("1 (4 oz) can diced green chiles").description, /^Peppers, chili, green, canned/);
  assert.match(weigh("1 cup corn flakes").description, /Corn Flakes/);
  assert.match(weigh("2 cups crushed potato chips").description, /potato chips, plain, salted/);
  assert.match(weigh("30 Nilla wafers").description, /vanilla wafers/);
});

test("British pastry, custard and fish names match the food they are", () => {
  assert.match(weigh("375g ready-made sweet shortcrust pastry").description, /^Pie crust/);
  assert.match(weigh("5 sheets ready-made filo pastry").description, /^Phyllo dough/);
  assert.match(weigh("200ml ready-made custard").description, /custard/i);
  assert.doesNotMatch(weigh("200ml ready-made custard").description, /apple/);
  assert.match(weigh("200g bean sprouts").description, /sprouted/);
  assert.match(weigh("400g lemon sole fillets").description, /sole/);
  assert.match(weigh("100ml half-fat crème fraîche").description, /reduced fat/);
});

test("crème fraîche counts as the 30-40% cream it is, its light ones as reduced-fat sour cream", () => {
  // Sour cream (20% fat, 198 kcal per 100 g) undercounted it by a third.
  const full = computeNutrition([normalizeIngredient("200 g crème fraîche")], 1).calories;
  assert.ok(full > 600 && full < 760, `200 g crème fraîche: ${full} kcal`);
  assert.equal(weigh("100ml half-fat crème fraîche").ndb, "01055");
  assert.equal(weigh("200 g crème fraîche légère").ndb, "01055");
  assert.equal(weigh("2 dl halfvolle melk").ndb, "01082");
});

test("US convenience foods the search took for lookalikes: meatballs, smoked sausage, pineapple juice", () => {
  assert.equal(weigh("1 lb frozen meatballs").ndb, "07972"); // was meatless meatballs
  assert.equal(matchFood("vegetarian meatballs")?.food.ndb_no, "43132");
  // SR weighs them three at a time ("3 pieces", 56 g).
  near(weigh("12 meatballs").grams, (12 * 56) / 3, 1, "twelve frozen meatballs");
  assert.equal(weigh("1 lb smoked sausage").ndb, "07075"); // was a turkey sausage
  assert.equal(weigh("1 cup pineapple juice").ndb, "09273"); // was canned pineapple
  assert.equal(weigh("1 cup peanut butter chips").ndb, "16098"); // was a granola bar
  assert.equal(weigh("1 bag tater tots").ndb, "11398");
});

test("British brands and bakes: brown sauce, custard creams, pound cake, Frank's RedHot", () => {
  assert.equal(weigh("1 tbsp brown sauce").ndb, "27048"); // was hash browns in butter sauce
  assert.equal(weigh("1/2 cup Frank's RedHot").ndb, "06168"); // was a chicken frankfurter
  assert.equal(weigh("8 custard creams").ndb, "18166"); // was a cream puff
  assert.equal(weigh("200 g pound cake").ndb, "18120"); // was the fat-free one
  assert.equal(weigh("1 tsp Marmite").ndb, "43406"); // SR's yeast extract spread, not dry bouillon
  assert.equal(weigh("1 Oxo cube").ndb, "06076");
  assert.equal(weigh("4 hot cross buns").ndb, "18356");
});

test("ready-made forms: cooked bacon is fried bacon, French fried onions are fried in oil", () => {
  const bacon = weigh("4 slices cooked bacon");
  assert.equal(bacon.ndb, "10862");
  near(bacon.grams, 46, 1, "four slices of cooked bacon");
  // Was frozen breaded onion rings (258 kcal per 100 g); the fried onions are about 600.
  const onions = weigh("1 1/3 cups French's French fried onions");
  assert.equal(onions.ndb, "19411");
  near(onions.grams, 75, 2, "1⅓ cups of fried onions");
  assert.equal(weigh("1 cup bisquick").ndb, "18010");
});

test("American brands recipes name instead of the food find it, in the sizes the shop sells", () => {
  assert.match(weigh("1 can Coca-Cola").description, /^Beverages, carbonated, cola/);
  near(weigh("1 can Coke").grams, 368, 3, "a 12 fl oz can");
  assert.match(weigh("1 bottle Guinness").description, /beer/);
  near(weigh("1 can Rotel tomatoes").grams, 283, 1, "Ro-Tel's 10 oz can, not the 14.5 oz can of tomatoes");
  assert.match(weigh("12 King's Hawaiian rolls").description, /^Rolls, dinner, sweet/);
  assert.match(weigh("2 cups Cheez-Its").description, /^Crackers, cheese/);
  assert.match(weigh("1 bag Doritos, crushed").description, /nacho cheese/);
  assert.match(weigh("1 cup Rice Chex").description, /Rice CHEX/);
  assert.match(weigh("1 cup Cap'n Crunch cereal").description, /CAP'N CRUNCH/);
  near(weigh("10 Reese's peanut butter cups, chopped").grams, 170, 1, "ten 17 g cups");
  near(weigh("1 box Nilla wafers").grams, 311, 1, "an 11 oz box");
  near(weigh("1 box Stove Top stuffing mix").grams, 170, 1, "a 6 oz box");
});

test("a sleeve of crackers is one wrapped roll of the box, not one cracker", () => {
  near(weigh("1 sleeve graham crackers").grams, 126, 1, "nine 14 g sheets");
  near(weigh("1 sleeve Ritz crackers, crushed").grams, 105, 1, "a quarter of the box");
  near(weigh("2 sleeves saltine crackers").grams, 210, 2, "two sleeves");
});

test("a dry mix is weighed by a dry sibling's cup, never by its sibling made up with water", () => {
  // SR weighs only the prepared stuffing by the cup (200 g): four cups of dry cubes were 800 g, 3,088 kcal.
  near(weigh("4 cups stuffing cubes").grams, 160, 2, "about 40 g a cup");
  assert.ok(weigh("2 tbsp beef bouillon powder").grams < 20, "a powder, not 30 g of stock");
});

test("vegetables a lookalike weighed: snow peas, delicata and kabocha squash, a bunch of broccolini", () => {
  assert.match(weigh("1 cup snow peas").description, /^Peas, edible-podded/);
  assert.match(weigh("1 delicata squash").description, /^Squash, winter/);
  near(weigh("1 kabocha squash").grams, 900, 1, "a kabocha's flesh");
  near(weigh("1 bunch broccolini").grams, 225, 1, "an 8 oz bunch, not SR's bunch of broccoli");
  near(weigh("1 bunch broccoli").grams, 608, 1, "SR's bunch of broccoli");
});

test("filled pastas named by their filling, pickled peppers, TVP and pickled onions find their food", () => {
  assert.match(weigh("9 oz cheese tortellini").description, /^Pasta, fresh-refrigerated/);
  assert.match(weigh("1/4 cup sliced pepperoncini").description, /^Peppers, hot pickled/);
  const tvp = weigh("1 cup TVP");
  assert.match(tvp.description, /^Soy protein concentrate/);
  near(tvp.grams, 96, 1, "textured soy protein by the cup");
  assert.match(weigh("1/2 cup pickled red onions").description, /^Onions, raw/);
});
