import { test } from "node:test";
import assert from "node:assert/strict";
import { convert, findDurations, ingredientText, kitchen } from "../../src/web/lib/format";

test("amounts read as kitchen fractions, not decimals", () => {
  assert.equal(kitchen(2 / 3), "⅔");
  assert.equal(kitchen(0.6667), "⅔");
  assert.equal(kitchen(1.5), "1½");
  assert.equal(kitchen(0.25), "¼");
  assert.equal(kitchen(2.02), "2");
  assert.equal(kitchen(0.97), "1");
  assert.equal(kitchen(137.4), "137");
  assert.equal(kitchen(0.45), "0.5", "no fraction near: one decimal");
});

test("a scaled ingredient keeps its range, size and note; as written at the recipe's own servings it is the original line", () => {
  const ing = { name: "potatoes", quantity: 2, quantityMax: 3, unit: "", size: "large", note: "waxy ones", original: "2-3 large potatoes (waxy ones)" };
  assert.deepEqual(ingredientText(ing, 1, "as-written"), { amount: "", rest: "2-3 large potatoes (waxy ones)" });
  assert.deepEqual(ingredientText(ing, 0.5, "as-written"), { amount: "1–1½", rest: "large potatoes, waxy ones" });
  assert.deepEqual(ingredientText({ name: "flour", quantity: 1, unit: "cup" }, 2 / 3, "as-written"), { amount: "⅔", rest: "cup flour" });
});

test("metric and US conversion leaves units of neither system alone", () => {
  assert.deepEqual(convert(1, "cup", "metric"), { q: 235, unit: "ml" });
  assert.deepEqual(convert(2, "lb", "metric"), { q: 905, unit: "g" });
  const kg = convert(3, "lb", "metric");
  assert.equal(kg.unit, "kg");
  assert.equal(Math.round(kg.q * 100) / 100, 1.36);
  assert.deepEqual(
    ingredientText({ name: "pork shoulder", quantity: 3, unit: "lb" }, 1, "metric"),
    { amount: "1.36", rest: "kg pork shoulder" },
    "metric amounts are decimals",
  );
  assert.equal(convert(500, "g", "us").unit, "lb");
  assert.equal(convert(5, "ml", "us").unit, "tsp");
  assert.deepEqual(convert(2, "clove", "metric"), { q: 2, unit: "clove" });
});

test("durations in a step become timers: minutes, hours, seconds and ranges (the upper end), never metres", () => {
  const d = findDurations("Bake 25 minutes, rest 1 hr, then 10-12 min more; stir for 30 secs.");
  assert.deepEqual(
    d.map((x) => x.ms),
    [25 * 60000, 3600000, 12 * 60000, 30000],
  );
  assert.deepEqual(findDurations("Roll out to 2 m long, bake at 180 C."), [], "a bare m is metres, not minutes");
});
