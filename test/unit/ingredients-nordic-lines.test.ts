import { test } from "node:test";
import assert from "node:assert/strict";
import { normalizeIngredient } from "../../src/lib/ingredients/format";
import { normalizeUnit } from "../../src/lib/units";
import { weigh } from "../helpers/nutrition";

test("Nordic, Finnish and Polish spoons are tablespoons and teaspoons; a kryddmått is a millilitre", () => {
  for (const u of ["ss", "msk", "spsk", "rkl", "łyżka"]) assert.equal(normalizeUnit(u)?.canonical, "tbsp", u);
  for (const u of ["ts", "tsk", "łyżeczka"]) assert.equal(normalizeUnit(u)?.canonical, "tsp", u);
  assert.equal(normalizeUnit("krm")?.canonical, "ml");
});

test("a Nordic participle before the food is its preparation; Dutch gehakt alone is minced meat", () => {
  const ginger = normalizeIngredient("1 ss hakket, frisk ingefær");
  assert.deepEqual([ginger.name, ginger.quantity, ginger.unit, ginger.preparation], ["frisk ingefær", 1, "ss", "hakket"]);
  const cheese = normalizeIngredient("2 dl revet ost");
  assert.deepEqual([cheese.name, cheese.preparation], ["ost", "revet"]);
  assert.equal(normalizeIngredient("500 gram gehakt (gemengd)").name, "gehakt (gemengd)");
  assert.equal(normalizeIngredient("1 ui, gehakt").preparation, "gehakt");
});

test("Nordic and Dutch staples are counted", () => {
  assert.match(weigh("1 ss hakket, frisk ingefær").description, /^Ginger/);
  assert.match(weigh("2 rødløk").description, /^Onions/);
  assert.match(weigh("500 g kjøttdeig").description, /^Beef, ground/);
  assert.match(weigh("300 gr rund-varkensgehakt").description, /^Beef, ground/);
  assert.match(weigh("2 dl rømme").description, /^Cream, sour/);
  assert.match(weigh("1 ss Meierismør til steking").description, /^Butter/);
  assert.match(weigh("4 poteter").description, /^Potatoes/);
});
