import { test } from "node:test";
import assert from "node:assert/strict";
import { computeNutrition } from "../../src/nutrition/index";
import { parseIngredientLine } from "../../src/lib/ingredients/parse";
import { weigh } from "../helpers/nutrition";

test("dried or soaked pulses are SR's dried beans (raw mature seeds), not the canned ones", () => {
  assert.match(weigh("1 cup dried chickpeas").description, /^Chickpeas .*mature seeds, raw$/);
  assert.match(weigh("1 cup dry black beans").description, /^Beans, black, mature seeds, raw$/);
  assert.match(weigh("8 oz pinto beans, soaked overnight").description, /^Beans, pinto, mature seeds, raw$/);
  assert.match(weigh("1 cup dried cannellini beans").description, /^Beans, white, mature seeds, raw$/);
  // Canned and cooked beans stay canned.
  assert.match(weigh("1 (15 oz) can black beans, drained").description, /canned/);
  assert.match(weigh("2 cups cooked chickpeas").description, /canned|cooked/);
});

test("a dried food SR files without the word is found, when SR's food is itself dry", () => {
  assert.match(weigh("1 cup dried breadcrumbs").description, /^Bread crumbs, dry/);
  assert.match(weigh("2 tsp dried yeast").description, /yeast, baker's, active dry/);
  // Already-matched dried foods are unchanged.
  assert.match(weigh("1/2 cup dried apricots").description, /^Apricots, dried/);
});

test("ice on its own is not counted (it is frozen water, not ice cream)", () => {
  for (const line of ["1 cup ice", "2 cups crushed ice", "ice cubes"]) {
    const r = computeNutrition([parseIngredientLine(line)], 1);
    assert.equal(r.calories, 0, line);
    assert.equal(r.skipped[0]?.reason, "not a food", line);
  }
  assert.match(weigh("1 cup vanilla ice cream").description, /^Ice creams/);
});
