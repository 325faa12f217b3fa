import { test } from "node:test";
import assert from "node:assert/strict";
import { matchFood } from "../../src/nutrition/match";
import { near, weigh } from "../helpers/nutrition";

test("a chile of any variety, noun before or after, is a chile and never a chile sauce", () => {
  assert.equal(weigh("2 green chiles serranos, seeded and minced").ndb, "11977");
  assert.equal(weigh("2 fresh green finger chiles, seeded and minced").ndb, "11670");
  assert.equal(weigh("1 habanero or Scotch bonnet chile, stemmed and thinly sliced").ndb, "11819");
  assert.equal(weigh("1 md chile poblano, stemmed, seeded").ndb, "11670");
  assert.equal(weigh("3 ancho chiles").ndb, "11978");
  for (const line of ["4 dried guajillo chiles", "6 chiles de árbol", "2 pasilla chiles"]) assert.equal(weigh(line).ndb, "11962", line);
  for (const name of ["chile", "chiles", "anaheim chile", "guajillo chiles"]) {
    assert.doesNotMatch(matchFood(name)?.food.description ?? "", /sauce|sriracha/i, name);
  }
  // The names that were already right stay so: a red pepper is the sweet one, cayenne pepper the spice.
  assert.equal(matchFood("red pepper")?.food.ndb_no, "11821");
  assert.equal(matchFood("cayenne pepper")?.food.ndb_no, "02031");
  assert.equal(matchFood("kashmiri chilli powder")?.food.ndb_no, "02009");
});

test("chipotles canned in adobo are the chile; the adobo alone a canned chili sauce", () => {
  assert.equal(weigh("1 canned chipotle chiles in adobo, chopped").ndb, "11962");
  assert.equal(weigh("2 chipotle peppers in adobo sauce").ndb, "11962");
  assert.equal(weigh("1 tablespoon adobo sauce (from a can of chipotle chiles)").ndb, "06961");
});

test("frozen fruit and vegetables SR has no frozen entry for are the raw food; sweetened ones are not", () => {
  const cranberries = weigh("12 oz (336g) fresh or frozen cranberries");
  assert.equal(cranberries.ndb, "09078");
  near(cranberries.grams, 336, 5, "12 oz");
  assert.equal(matchFood("frozen mango")?.food.ndb_no, "09176");
  // SR's own frozen entries still win where it has them.
  assert.match(matchFood("frozen spinach")?.food.description ?? "", /frozen/);
  assert.match(matchFood("frozen puff pastry")?.food.description ?? "", /Puff pastry/);
});

test("a food named cooked is its cooked form, even under a name SR does not use", () => {
  assert.equal(weigh("½ pound fresh cooked crabmeat").ndb, "15140");
  assert.equal(weigh("1 cup diced cooked red beets").ndb, "11081");
  assert.equal(matchFood("cooked beetroot")?.food.ndb_no, "11081");
  assert.equal(matchFood("cooked langoustines")?.food.ndb_no, "15148");
  assert.equal(matchFood("cooked prawns")?.food.ndb_no, "15271");
  // The plain cooked sibling, not a fried, breaded or salted one.
  assert.equal(weigh("4 cups bow tie noodles, cooked, drained, and chilled").ndb, "20121");
});

test("a name that says raw stays raw whatever a remark offers instead", () => {
  const prawns = weigh("8 raw tiger prawns, shell on, fresh or frozen, or you could use cooked Mediterranean prawns in their shells");
  assert.match(prawns.description, /raw/);
});

test("the leaves of an herb are the herb", () => {
  assert.equal(weigh("1 tsp dried thyme leaves").ndb, "02042");
  assert.equal(weigh("½ cup chopped fresh chervil leaves").ndb, "02008");
  assert.equal(matchFood("oregano leaves")?.food.ndb_no, "02027");
  // Leaves of a tree or fruit are not the fruit: lime leaves are a leaf spice, weighed as a bay leaf.
  assert.equal(matchFood("lime leaves")?.food.ndb_no, "02004");
});

test("cooked pulses are their own food cooked, never another bean's cooked form or the raw seed", () => {
  // The search found raw black beans, and the state fallback SR's cooked ranch-style beans.
  const black = weigh("1 1/2 cups cooked black beans");
  assert.match(black.description, /^Beans, black, mature seeds, cooked, boiled, without salt/);
  near(black.grams, 258, 1, "a cup and a half of cooked black beans");
  assert.match(weigh("1 cup cooked kidney beans").description, /^Beans, kidney, all types, mature seeds, cooked, boiled/);
  // Raw mung beans are three times the energy of cooked ones.
  assert.match(weigh("1 cup cooked mung beans").description, /^Mung beans, mature seeds, cooked, boiled/);
  // Canned and drained is the plain name's food; cooked, SR's cooked chickpeas (164 g a cup, not 240).
  const chickpeas = weigh("2 cups cooked chickpeas");
  assert.match(chickpeas.description, /^Chickpeas .*cooked, boiled, without salt/);
  near(chickpeas.grams, 328, 1, "two cups of cooked chickpeas");
  assert.match(weigh("2 cups cooked black-eyed peas").description, /^Cowpeas, common .*cooked, boiled, without salt/);
});

test("a cooked food the search finds must be the named food: cooked spinach is not Malabar spinach", () => {
  assert.match(weigh("1 cup cooked spinach").description, /^Spinach, cooked, boiled/);
  // A cup of cooked ground beef is pan-browned crumbles, not a baked loaf.
  assert.match(weigh("1 cup cooked ground beef").description, /crumbles, cooked, pan-browned/);
  // Aliases and foods that already match stay as they were.
  assert.equal(weigh("2 cups cooked chicken").ndb, "05013");
  assert.equal(weigh("1 potato, cooked, finely diced").ndb, "11365");
  // With no cooked form of its own, a cooked food of another name still beats the raw one.
  assert.match(weigh("1 cup cooked split peas").description, /cooked/);
  // Shape weights are of dry pasta: a cup of cooked orzo is SR's cup of cooked pasta, not 224 g.
  near(weigh("1 cup cooked orzo").grams, 124, 1, "a cup of cooked orzo");
  near(weigh("1 cup orzo").grams, 224, 1, "a cup of dry orzo");
});
