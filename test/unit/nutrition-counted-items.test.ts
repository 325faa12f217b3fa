import { test } from "node:test";
import assert from "node:assert/strict";
import { computeNutrition } from "../../src/nutrition/index";
import { parseIngredientLine } from "../../src/lib/ingredients/parse";
import { near, weigh } from "../helpers/nutrition";

const skipped = (line: string): string | undefined => computeNutrition([parseIngredientLine(line)], 1).skipped[0]?.reason;

test("a counted food whose SR entry has no item weight borrows one from the same food's sibling entry", () => {
  // SR weighs a medium or large shrimp only under "mixed species", not under the entry shrimp match.
  const medium = weigh("16 medium raw shrimp, peeled and deveined");
  assert.match(medium.description, /shrimp/);
  near(medium.grams, 96, 20, "sixteen medium shrimp");
  near(weigh("12 large shrimp, shelled").grams, 84, 20, "twelve large shrimp");
  // A parsnip is weighed under the boiled entry only.
  near(weigh("4 parsnips, peeled").grams, 640, 100, "four parsnips");
});

test("a sibling of another food never lends its item weight", () => {
  // Clams are the octopus's siblings in SR's "Mollusks" family, and a clam is not an octopus.
  assert.equal(skipped("2 octopus"), "no unit and no item weight for this food");
  // A squid weighs as a kitchen's cleaned medium squid, never as a clam.
  assert.equal(weigh("3 medium squid, cleaned").grams, 600);
});

test("a pepper counted in items is a sweet pepper, not the spice", () => {
  const two = weigh("2 peppers, deseeded and sliced");
  assert.match(two.description, /^Peppers, sweet/);
  near(two.grams, 238, 60, "two peppers");
  assert.match(weigh("2 orange peppers").description, /^Peppers, sweet/);
  assert.match(weigh("4 sweet peppers").description, /^Peppers, sweet/);
  // Measured pepper and peppercorns stay the spice.
  assert.match(weigh("1 tsp pepper").description, /^Spices, pepper, black/);
  assert.notEqual(computeNutrition([parseIngredientLine("10 black peppercorns")], 1).matched[0]?.food.ndb_no, "11821");
});

test("prunes and scallops are the dried plum and the shellfish", () => {
  assert.match(weigh("1/2 cup prunes").description, /^Plums, dried \(prunes\)/);
  assert.match(weigh("8 scallops").description, /^Mollusks, scallop/);
});

test("a weight in the size slot between the count and the name is each item's weight", () => {
  near(weigh("4 (6 oz) salmon fillets").grams, 680, 5, "four 6-oz fillets");
  near(weigh("2 (8 oz) boneless chicken breasts").grams, 454, 5, "two 8-oz breasts");
  near(weigh("2 (1 lb) pork tenderloins").grams, 907, 5, "two 1-lb tenderloins");
  // A remark after the name is the total unless it says each; a size slot saying total is the total.
  near(weigh("4 salmon fillets, about 1 1/2 lbs").grams, 680, 5, "1½ lb of fillets in all");
  near(weigh("4 salmon fillets (6 oz each)").grams, 680, 5, "four fillets of 6 oz each");
  near(weigh("3 (about 1 lb total) sweet potatoes").grams, 454, 5, "a pound of sweet potatoes in all");
});

test("a size word scales an item SR weighs in one size only", () => {
  const medium = weigh("1 sweet potato").grams;
  assert.ok(weigh("1 large sweet potato").grams > medium * 1.2, "a large sweet potato outweighs a medium one");
  assert.ok(weigh("1 small sweet potato").grams < medium * 0.9, "a small sweet potato weighs less");
  // SR's own sized items are used as they are.
  near(weigh("1 large potato").grams, 369, 1, "SR's large potato");
  near(weigh("3 large eggs").grams, 150, 1, "three large eggs");
});

test("a butternut squash counted whole has a weight", () => {
  near(weigh("1 butternut squash, peeled and cubed").grams, 800, 100, "one butternut squash");
});

test("a unit with no number is one of it; a vague count is still left out", () => {
  near(weigh("knob of butter, melted, for brushing").grams, 15, 0.1, "a knob of butter");
  near(weigh("bunch watercress").grams, 85, 0.1, "a bunch of watercress");
  near(weigh("1 bunch kale").grams, 250, 0.1, "a bunch of kale");
  assert.ok(weigh("Pinch of brown sugar").grams < 1, "a pinch");
  assert.ok(skipped("few good dollops natural yoghurt"), "a few dollops has no amount");
});

test("ginger and cinnamon by length; a head of fennel is its bulb; a head of broccoli", () => {
  near(weigh("2.5 cm piece ginger").grams, 10, 0.1, "a 2.5 cm piece of ginger");
  near(weigh("1 x 1-inch piece unpeeled ginger").grams, 10.16, 0.1, "a one-inch piece");
  near(weigh("3 thumb-sized pieces fresh ginger").grams, 60, 0.1, "thumb-sized pieces");
  near(weigh("1 tbsp grated ginger").grams, 6, 1, "by volume as before");
  near(weigh("2 (3-inch) cinnamon sticks").grams, 6.1, 0.1, "two 3-inch sticks");
  near(weigh("1 head fennel").grams, 234, 0.1, "SR's fennel bulb");
  near(weigh("1 head broccoli").grams, 350, 0.1, "a head of broccoli");
  near(weigh("2 broccoli crowns").grams, 500, 0.1, "two crowns");
});

test("a mini item is SR's small one", () => {
  near(weigh("3 mini white pitta breads").grams, 84, 1, "three small pittas, not large ones");
});

test("a handful holds 30 g (10 g of fresh herbs); large and small handfuls scale", () => {
  near(weigh("a handful of walnuts").grams, 30, 0.1, "nuts");
  near(weigh("handful fresh parsley").grams, 10, 0.1, "herbs");
  near(weigh("large handful spinach leaves").grams, 45, 0.1, "a large handful");
  near(weigh("2 handfuls baby spinach").grams, 60, 0.1, "two handfuls");
});

test("pieces SR weighs unlike a cook: prosciutto slices, pastry sheets and squares, napa leaves, ginger", () => {
  near(weigh("4 slices prosciutto").grams, 60, 0.1, "not SR's 425 g slice of country ham");
  near(weigh("1 sheet shortcrust pastry").grams, 173, 0.1, "one frozen crust");
  near(weigh("5 plakjes bladerdeeg (ontdooid)").grams, 225, 0.1, "Dutch puff pastry squares");
  near(weigh("6 leaves napa cabbage, coarsely chopped").grams, 84, 0.1, "raw napa, not cooked");
  near(weigh("1 kleines Stück Ingwer").grams, 15, 0.1, "a piece of ginger");
  assert.match(weigh("500g pig’s liver, lungs and heart, diced").description, /liver/);
});

test("sliced cooked meats and liver: sandwich slices of ham, turkey and roast beef; cured hams; liver is liver", () => {
  near(weigh("4 slices smoked ham").grams, 112, 0.1, "smoked ham");
  near(weigh("4 slices roast beef").grams, 112, 0.1, "roast beef");
  assert.match(weigh("4 slices Parma ham").description, /country-style/);
  assert.match(weigh("2 slices liver").description, /^Beef, variety meats and by-products, liver/, "not liver cheese");
  assert.match(weigh("400g lambs' liver").description, /^Lamb, variety meats and by-products, liver, raw/);
});

test("lamb named by the animal is SR's composite of cuts, not ground lamb; a rack gives 450 g", () => {
  assert.match(weigh("500 g diced lamb").description, /^Lamb, domestic, composite/);
  assert.match(weigh("500 g lamb mince").description, /^Lamb, ground/);
  near(weigh("2 racks of lamb (8 bones in each)").grams, 900, 0.1, "two racks");
});

test("sprigs and bunches of herbs SR has only dried count as the dried herb they make", () => {
  near(weigh("2 sprigs fresh tarragon").grams, 0.2, 0.01, "tarragon sprigs");
  near(weigh("1 bunch fresh sage").grams, 4, 0.01, "a bunch of sage, dried weight");
});

test("a drop is 0.05 ml; Tabasco is a hot sauce", () => {
  assert.match(weigh("4 drops Tabasco").description, /pepper or hot/);
  assert.ok(weigh("4 drops Tabasco").grams < 0.5, "four drops");
});
