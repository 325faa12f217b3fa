import { test } from "node:test";
import assert from "node:assert/strict";
import { matchFood } from "../../src/nutrition/match";
import { near, weigh } from "../helpers/nutrition";

function ndb(name: string): string | undefined {
  return matchFood(name)?.food.ndb_no;
}

test("a cheese SR does not know takes the closest SR cheese of its family, never blue cheese", () => {
  // Hard aged sheep cheeses → romano; hard grating cow cheeses → parmesan (the block).
  for (const name of ["manchego", "manchego cheese", "Pecorino cheese", "pecorino romano cheese", "aged sheep's cheese"]) {
    assert.equal(ndb(name), "01038", name);
  }
  assert.equal(ndb("grana padano"), "01033");
  assert.equal(ndb("Grana Padano cheese, finely grated"), "01033");
  assert.equal(ndb("hard cheese"), "01033");
  // Alpine cheeses → gruyere or swiss; semi-soft melting cheeses → gouda or muenster.
  assert.equal(ndb("comté cheese"), "01023");
  assert.equal(ndb("Comte"), "01023");
  assert.equal(ndb("jarlsberg cheese"), "01040");
  assert.equal(ndb("raclette cheese"), "01040");
  assert.equal(ndb("havarti cheese"), "01030");
  assert.equal(ndb("taleggio"), "01022");
  assert.equal(ndb("melting cheese"), "01022");
  assert.equal(ndb("smoked gouda"), "01022");
  assert.equal(ndb("pepper jack cheese"), "01025");
  assert.equal(ndb("oaxaca cheese"), "01166");
  // SR's own cheeses stay themselves.
  assert.equal(ndb("fontina cheese"), "01020");
  assert.equal(ndb("gruyère cheese"), "01023");
  assert.equal(ndb("gouda"), "01022");
  assert.equal(ndb("edam"), "01018");
});

test("'cheese' alone, or with words naming no family, is cheddar; blue only when the name says so", () => {
  for (const line of ["1 cup grated cheese", "1 cup shredded cheese", "1 cup cheese", "1 cup tasty cheese", "1 cup mild cheese"]) {
    const w = weigh(line);
    assert.equal(w.ndb, "01009", line);
    near(w.grams, 120, 15, line);
  }
  const slices = weigh("4 slices cheese");
  assert.equal(slices.ndb, "01009");
  near(slices.grams, 112, 10, "four slices");
  for (const name of ["blue cheese", "bleu cheese", "gorgonzola", "Stilton", "danish blue cheese", "crumbled blue cheese"]) {
    assert.equal(ndb(name), "01004", name);
  }
  assert.equal(ndb("roquefort"), "01039");
  // Other foods named with "cheese" are not cheddar.
  assert.equal(ndb("cream cheese"), "01017");
  assert.equal(ndb("cottage cheese"), "01012");
  assert.equal(ndb("goat cheese"), "01159");
  assert.equal(ndb("mexican cheese"), "01251");
  assert.equal(ndb("white cheese"), "01229");
  assert.notEqual(ndb("reduced fat cheddar"), "01009");
  for (const name of ["macaroni and cheese", "herb cheese", "cheese sauce"]) assert.notEqual(ndb(name), "01004", name);
});

test("vegan cheese is SR's imitation cheese, never a dairy cheese; vegetarian cheese is still cheese", () => {
  assert.match(matchFood("vegan cheese")?.food.description ?? "", /^Cheese substitute, mozzarella/);
  assert.match(matchFood("dairy-free cheese")?.food.description ?? "", /^Cheese substitute/);
  assert.match(matchFood("vegan cheddar cheese")?.food.description ?? "", /imitation/);
  assert.equal(ndb("vegetarian cheese"), "01009");
  const w = weigh("100 g vegan mozzarella");
  assert.equal(w.ndb, "01161");
  near(w.grams, 100, 0.5, "vegan mozzarella");
});

test("fresh fish and meat stay raw; tuna's packing medium picks SR's oil or water entry", () => {
  const fresh = weigh("300 g fresh tuna");
  assert.match(fresh.description, /^Fish, tuna, fresh, yellowfin, raw/);
  near(fresh.grams, 300, 0.5, "fresh tuna");
  assert.match(matchFood("fresh tuna steaks")?.food.description ?? "", /\bfresh\b.*\braw\b/);
  assert.match(matchFood("fresh ham")?.food.description ?? "", /^Pork, fresh, leg \(ham\).*\braw\b/);
  assert.match(matchFood("fresh salmon")?.food.description ?? "", /\braw\b/);
  // Plain tuna stays canned (the everyday pantry tuna).
  assert.match(matchFood("tuna")?.food.description ?? "", /canned in water/);
  const oil = weigh("1 can tuna in olive oil, drained");
  assert.equal(oil.ndb, "15119");
  assert.match(oil.description, /canned in oil/);
  near(oil.grams, 171, 15, "can of tuna in oil");
  assert.equal(ndb("tuna in sunflower oil"), "15119");
  assert.equal(ndb("tuna packed in extra virgin olive oil"), "15119");
  assert.match(matchFood("tuna in brine")?.food.description ?? "", /canned in water/);
  assert.match(matchFood("tuna in spring water")?.food.description ?? "", /canned in water/);
  const water = weigh("2 cans tuna in water, drained");
  near(water.grams, 330, 20, "two cans of tuna in water");
});

test("breads counted by the piece weigh one ordinary piece each, by SR's own piece measures when it has them", () => {
  const cases: Array<[string, RegExp, number, number]> = [
    // line, food, grams, tolerance
    ["4 ciabatta rolls", /^Bread, italian/, 340, 40],
    ["4 bread rolls", /^Rolls, hard/, 228, 30],
    ["2 crusty rolls", /^Rolls, hard/, 114, 15],
    ["4 burger buns", /^Rolls, hamburger/, 176, 30],
    ["4 brioche buns", /^Rolls, hamburger/, 176, 30],
    ["4 pita breads", /^Bread, pita, white/, 240, 20],
    ["2 pittas", /^Bread, pita, white/, 120, 10],
    ["4 wholemeal pitta breads", /^Bread, pita, whole-wheat/, 256, 20],
    ["2 naan", /^Bread, naan, plain/, 180, 20],
    ["2 garlic naan breads", /^Bread, naan/, 180, 20],
    ["8 flour tortillas", /^Tortillas, .*flour/, 392, 30],
    ["4 large flour tortillas", /^Tortillas, .*flour/, 288, 20],
    ["6 (10-inch) flour tortillas", /^Tortillas, .*flour/, 432, 20],
    ["6 small flour tortillas", /^Tortillas, .*flour/, 180, 15],
    ["8 corn tortillas", /^Tortillas, .*corn/, 192, 20],
    ["4 large wraps", /^Tortillas, .*flour/, 288, 20],
    ["4 bagels", /^Bagels, plain/, 410, 30],
    ["4 english muffins", /^English muffins, plain/, 228, 15],
    ["6 dinner rolls", /^Rolls, dinner, plain/, 168, 30],
  ];
  for (const [line, food, grams, tolerance] of cases) {
    const w = weigh(line);
    assert.match(w.description, food, line);
    near(w.grams, grams, tolerance, line);
  }
  // A whole ciabatta is still the loaf.
  near(weigh("1 ciabatta loaf").grams, 270, 20, "ciabatta loaf");
});

test("the leaves of a leafy food are that food, raw; leaves of fruits and spices are not", () => {
  const spinach = weigh("2 cups baby spinach leaves");
  assert.equal(spinach.ndb, "11457");
  near(spinach.grams, 60, 10, "two cups of baby spinach leaves");
  assert.equal(weigh("200 g spinach leaves").ndb, "11457");
  const lettuce = weigh("4 lettuce leaves");
  assert.match(lettuce.description, /^Lettuce/);
  assert.ok(lettuce.grams < 150, `four lettuce leaves weigh ${lettuce.grams} g, not whole heads`);
  const cabbage = weigh("4 cabbage leaves");
  assert.equal(cabbage.ndb, "11109");
  near(cabbage.grams, 92, 30, "four cabbage leaves");
  // Leaves of a fruit or spice tree are not that fruit: lime leaves weigh as a bay leaf, curry leaves as basil.
  assert.equal(ndb("kaffir lime leaves"), "02004");
  assert.equal(ndb("curry leaves"), "02044");
});

test("a stick or rib of celery is SR's stalk", () => {
  const sticks = weigh("3 celery sticks, cut into 2cm cubes");
  assert.equal(sticks.ndb, "11143");
  near(sticks.grams, 120, 20, "three sticks");
  near(weigh("2 celery ribs, chopped").grams, 80, 15, "two ribs");
});

test("chopped, shredded or cooked meat weighed by mass is off the bone already", () => {
  near(weigh("150g cooked chicken, chopped").grams, 150, 1, "cooked chopped chicken");
  near(weigh("300 g chicken, shredded").grams, 300, 1, "shredded chicken");
  // A bone-in weight still loses its bone.
  assert.ok(weigh("1.5 kg whole chicken").grams < 1200);
});

test("'zest only' of a counted citrus is the zest, not the fruit", () => {
  const zest = weigh("2 lemons, zest only");
  assert.match(zest.description, /^Lemon peel/);
  near(zest.grams, 12, 4, "zest of two lemons");
  assert.match(weigh("1 lemon, zest finely grated").description, /^Lemon peel/);
});

test("'full-fat' is the ordinary food, never a fat-free one", () => {
  assert.equal(ndb("full-fat cream cheese"), "01017");
  assert.equal(ndb("full fat Greek yogurt"), "01293");
  assert.equal(ndb("full-fat milk"), "01077");
  // A non-dairy cheddar-style cheese is SR's imitation cheddar.
  assert.equal(ndb("cheddar-style nondairy cheese"), "43278");
});

test("oysters are the mollusc, crab sticks surimi, salt cod the dried salted fish, bean curd tofu", () => {
  assert.equal(weigh("12 oysters").ndb, "15167"); // was an emu cut
  assert.equal(weigh("200 g crab sticks").ndb, "15138"); // was blue crab
  assert.equal(weigh("200 g fish balls").ndb, "15109"); // was bluefish
  assert.equal(weigh("1 lb salt cod").ndb, "15018");
  assert.equal(weigh("1 can tinned mackerel").ndb, "15048");
  assert.equal(weigh("200 g bean curd").ndb, "16427");
  assert.equal(weigh("10 fried tofu puffs").ndb, "16129");
  // The longer names keep their own foods.
  assert.equal(weigh("2 tbsp oyster sauce").ndb, "06176");
  assert.equal(weigh("200 g oyster mushrooms").ndb, "11987");
});

test("halibut is the Atlantic or Pacific fish, not Greenland's at twice the energy; Marmite is SR's yeast extract", () => {
  assert.match(weigh("1 lb halibut").description, /^Fish, halibut, Atlantic and Pacific/);
  assert.match(weigh("1 tsp Vegemite").description, /^Yeast extract spread/);
});
