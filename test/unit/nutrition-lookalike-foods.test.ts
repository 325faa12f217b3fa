import { test } from "node:test";
import assert from "node:assert/strict";
import { computeNutrition } from "../../src/nutrition/index";
import { normalizeIngredient } from "../../src/lib/ingredients/format";
import { near, weigh } from "../helpers/nutrition";

test("waters count as water, never a lookalike the search found", () => {
  for (const line of ["12 cups mineral or filtered water", "1 cup sparkling mineral water", "1 cup soda water", "2 cups seltzer"]) {
    const r = computeNutrition([normalizeIngredient(line)], 1);
    assert.ok(r.matched.length === 1, `${line}: matched`);
    assert.match(r.matched[0]?.food.description ?? "", /water|club soda/, line);
    assert.equal(Math.round(r.calories), 0, `${line}: no energy`);
  }
});

test("a one-word first alternative that names no food qualifies the shared noun", () => {
  assert.match(weigh("1 cup red or white wine").description, /wine, table, red/);
  assert.match(weigh("2 tbsp sweet or smoked paprika").description, /paprika/);
  assert.equal(weigh("12 cups mineral or filtered water").ndb, "14411");
});

test("fish under European names is that family's fish; an unknown fish's fillet is never a meat substitute", () => {
  assert.equal(weigh("600g pollack fillet, skinned").ndb, "15065");
  assert.equal(weigh("400g skinless plaice fillets").ndb, "15028");
  assert.equal(weigh("4 hake fillets").ndb, "15132");
  assert.equal(weigh("2 sea bream fillets").ndb, "15090");
  assert.match(weigh("1 skate wing").description, /^Fish, cod/);
  assert.match(weigh("400g monkfish cheeks").description, /monkfish/);
  const unknown = computeNutrition([normalizeIngredient("4 wahoofish fillets")], 1);
  assert.equal(unknown.matched.length, 0, "an unknown food with a cut word is left out, not guessed");
});

test("cooked grains are weighed cooked, also by a variety SR lacks and by mass when cooked comes first", () => {
  const basmati = weigh("2 cups cooked basmati rice");
  assert.match(basmati.description, /^Rice, white, .*cooked/);
  const sushi = weigh("1.25kg cooked sushi rice");
  assert.match(sushi.description, /cooked/);
  assert.equal(Math.round(sushi.grams), 1250);
  // After the name, "cooked" says how to cook the weighed dry food.
  assert.match(weigh("8 oz rice, cooked").description, /raw/);
  assert.match(weigh("1 lb pasta, cooked al dente").description, /dry/);
});

test("a slice of French, country or sourdough bread is a cook's slice, not SR's 139 g slab", () => {
  near(weigh("3 slices baguette").grams, 60, 1, "baguette slices");
  near(weigh("12 baguette slices, toasted").grams, 240, 1, "counted baguette slices");
  near(weigh("4 thick slices of sourdough bread").grams, 200, 1, "sourdough slices");
  near(weigh("12 slices French bread").grams, 360, 1, "French bread slices");
  near(weigh("1 baguette").grams, 250, 1, "a whole baguette");
});

test("stated weights: a metric weight's imperial twin, 'each' leading a clause, and the size slot first", () => {
  near(weigh("8 skinless and boneless chicken thighs (approximately 500g/1lb 2oz)").grams, 500, 1, "total stated with its twin");
  // A chop's stated weight is as bought: the bone (22% of a blade chop) is taken off.
  near(weigh("4 veal chops, each about 6 ounces and ½ inch thick").grams, 4 * 170.1 * 0.78, 1, "each, in a clause");
  near(weigh("4 x 225g/8oz tuna steaks").grams, 900, 1, "the size slot is one item's");
  near(weigh("4 pork chops (about 200g/7oz each)").grams, 800, 1, "each after the twin");
});

test("bean varieties are the beans they are, not green beans found by the last word", () => {
  assert.match(weigh("2 x 400g/14oz can borlotti or butter beans").description, /cranberry \(roman\)/);
  assert.match(weigh("250g dried haricot beans").description, /navy, mature seeds, raw/);
  assert.match(weigh("200g flageolet beans").description, /white, mature seeds/);
  assert.match(weigh("200g French beans").description, /snap, green/, "British French beans are green beans");
});

test("a can's size with its twin in the other system is the can's weight", () => {
  near(weigh("2 (28-ounce/794g) cans whole, peeled tomatoes").grams, 2 * 28 * 28.35, 2, "two 28-ounce cans");
});

test("a schnitzel is a lean boneless cut, and 'à ca.' or 'je' before a weight means each", () => {
  const pork = weigh("2 Kalbs- oder Schweine­schnitzel à ca. 125 g");
  assert.match(pork.description, /^Pork, fresh, loin, .*boneless/, "not an English muffin found by 'ca'");
  near(pork.grams, 250, 1, "two of about 125 g");
  near(weigh("2 Hähnchenbrustfilets je 150 g").grams, 300, 1, "je: each");
});

test("a weight after the name copied into the size slot stays a total", () => {
  // The repair copies "300 g" into the size; it is still the three fillets' weight, not each one's.
  near(weigh("3 filés de peito de frango (300 g)").grams, 300, 1, "three fillets, 300 g in all");
});

test("a counted paprika is the sweet pepper; Nordic letters and soft hyphens fold", () => {
  assert.match(weigh("1 rote Paprika").description, /^Peppers, sweet/);
  assert.match(weigh("2 rode paprika's").description, /^Peppers, sweet/);
  assert.equal(weigh("1 tsp paprika").description, "Spices, paprika");
  assert.match(weigh("3 stk vårløk").description, /spring or scallions/);
  assert.match(weigh("50 g smør").description, /^Butter/);
  assert.match(weigh("10 g glatte Peter\u00adsilie").description, /^Parsley/);
});

test("a multi-word first alternative shares the later noun when that names a known food", () => {
  assert.match(weigh("1 medium (about 12 ounces/340 grams) loaf day-old French or country-style bread").description, /^Bread, french/);
  // A first alternative that is a food of its own keeps it ("red chilli or ½ tsp chilli flakes", see nutrition-rules).
  assert.equal(weigh("1 tablespoon coarse kosher or sea salt").description, "Salt, table", "not a kosher pickle");
});

test("stewing beef, beef fat, pastrami, whole milk yogurt and British biscuits are what they say", () => {
  assert.match(weigh("900g/2lb diced stewing beef").description, /chuck for stew/);
  assert.match(weigh("1 kg beef fat, roughly chopped").description, /suet/);
  assert.equal(weigh("3 slices pastrami").description, "Beef, cured, pastrami");
  assert.match(weigh("2 lb plain whole milk yogurt").description, /^Yogurt, plain, whole milk/);
  assert.match(weigh("75g amaretti biscuits").description, /^Cookies/);
  assert.match(weigh("200g ginger biscuits").description, /gingersnaps/);
  assert.match(weigh("3 lb coarsely ground beef").description, /^Beef, ground/, "ground in the preparation is minced meat");
  assert.match(weigh("1 tsp cumin, ground").description, /cumin/);
});

test("a state word alone qualifies the next alternative; hot water, glucose and citrus rind are what they say", () => {
  assert.match(weigh("1 cup frozen or fresh peas").description, /^Peas, green/, "not frozen yogurt");
  assert.match(weigh("2 teaspoons dried or crushed chillies").description, /^Peppers, hot chile/, "not dried egg");
  assert.match(weigh("¼ cup untoasted sesame or sunflower seeds").description, /^Seeds, sesame/, "not sesame crunch");
  assert.equal(weigh("200ml hot water").ndb, "14411");
  assert.match(weigh("20g glucose").description, /^Syrups, corn/);
  assert.equal(weigh("1 teaspoon grated lemon rind").description, "Lemon peel, raw");
});

test("volumes: SR's 'serving 1/2 cup' is half a cup; grated romano weighs like grated parmesan", () => {
  near(weigh("1 cup vanilla ice cream").grams, 132, 1, "a cup of ice cream, not the rich one's 214 g");
  near(weigh("6 tablespoons grated pecorino cheese").grams, 37.5, 1, "grated hard cheese");
  assert.match(weigh("2 c minced pork").description, /^Pork, fresh, ground/, "minced in the preparation");
  assert.equal(weigh("½ tsp carom seeds").description, "Spices, caraway seed");
});
