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
  // Clams are squid's siblings in SR's "Mollusks" family, and a clam is not a squid.
  assert.equal(skipped("3 medium squid, cleaned"), "no unit and no item weight for this food");
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
