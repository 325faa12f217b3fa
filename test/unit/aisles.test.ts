import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { aisleOf, ingredientKey, singular } from "../../src/lib/aisles";
import { aggregate, mergeAmounts } from "../../src/modules/grocery/merge";
import { isoWeekday, weekdayCounts, dayNumber } from "../../src/modules/mealplans/derive";

describe("aisleOf", () => {
  const cases: Array<[string, string]> = [
    ["carrots", "produce"],
    ["garlic cloves", "produce"],
    ["fresh thyme", "produce"],
    ["dried thyme", "spices"],
    ["dried cranberries", "pantry"],
    ["frozen peas", "frozen"],
    ["chicken stock", "pantry"],
    ["chicken thighs", "meat and seafood"],
    ["salmon fillet", "meat and seafood"],
    ["coconut milk", "pantry"],
    ["whole milk", "dairy"],
    ["peanut butter", "pantry"],
    ["unsalted butter", "dairy"],
    ["red pepper flakes", "spices"],
    ["red bell pepper", "produce"],
    ["salt and pepper", "spices"],
    ["sourdough bread", "bakery"],
    ["white wine", "drinks"],
    ["aluminum foil", "household"],
    ["Zwiebeln", "produce"],
    ["Hähnchenbrustfilet", "meat and seafood"],
    ["Weizenmehl", "pantry"],
    ["crème fraîche", "dairy"],
    ["pomodori", "produce"],
    ["quux", "other"],
    ["", "other"],
  ];
  for (const [name, aisle] of cases) {
    it(`puts "${name}" in ${aisle}`, () => assert.equal(aisleOf(name), aisle));
  }
});

describe("ingredientKey", () => {
  it("meets singular and plural, case and accents", () => {
    assert.equal(ingredientKey("Eggs"), ingredientKey("egg"));
    assert.equal(ingredientKey("Tomatoes"), ingredientKey("tomato"));
    assert.equal(ingredientKey("Jalapeño"), ingredientKey("jalapeno"));
    assert.notEqual(ingredientKey("cherry tomatoes"), ingredientKey("tomatoes"));
    assert.equal(singular("berries"), "berry");
    assert.equal(singular("olives"), "olive");
    assert.equal(singular("leaves"), "leaf");
    assert.equal(singular("hummus"), "hummus");
  });
});

describe("mergeAmounts and aggregate", () => {
  it("adds 1 cup and 250 ml, 2 eggs and 1 egg, 100 g and 1 lb", () => {
    const cupMl = mergeAmounts({ quantity: 1, unit: "cup" }, { quantity: 250, unit: "ml" });
    assert.equal(cupMl?.unit, "ml");
    assert.ok(Math.abs((cupMl?.quantity ?? 0) - 486.588) < 0.001);
    assert.deepEqual(mergeAmounts({ quantity: 2, unit: null }, { quantity: 1, unit: null }), { quantity: 3, unit: null });
    const gLb = mergeAmounts({ quantity: 100, unit: "g" }, { quantity: 1, unit: "lb" });
    assert.equal(gLb?.unit, "g");
    assert.ok(Math.abs((gLb?.quantity ?? 0) - 553.592) < 0.001);
  });

  it("keeps grams and cups apart, and counts apart from masses", () => {
    assert.equal(mergeAmounts({ quantity: 100, unit: "g" }, { quantity: 1, unit: "cup" }), null);
    assert.equal(mergeAmounts({ quantity: 2, unit: null }, { quantity: 100, unit: "g" }), null);
    assert.equal(mergeAmounts({ quantity: 2, unit: "clove" }, { quantity: 1, unit: "tsp" }), null);
  });

  it("lets an amount without quantity join one that has it", () => {
    assert.deepEqual(mergeAmounts({ quantity: null, unit: null }, { quantity: 1, unit: "tsp" }), { quantity: 1, unit: "tsp" });
    assert.deepEqual(mergeAmounts({ quantity: null, unit: null }, { quantity: null, unit: null }), { quantity: null, unit: null });
  });

  it("groups by ingredient, keeps the first recipe and sorts by aisle", () => {
    const out = aggregate([
      { name: "Salt", quantity: 1, unit: "tsp", recipe_id: "r1" },
      { name: "eggs", quantity: 2, unit: null, recipe_id: "r1" },
      { name: "salt", quantity: 1, unit: "tbsp", recipe_id: "r2" },
      { name: "egg", quantity: 1, unit: null, recipe_id: "r2" },
      { name: "flour", quantity: 100, unit: "g", recipe_id: "r2" },
      { name: "flour", quantity: 1, unit: "cup", recipe_id: "r3" },
      { name: "apples", quantity: 3, unit: null, recipe_id: "r3" },
    ]);
    assert.deepEqual(
      out.map((i) => [i.name, i.quantity, i.unit, i.recipe_id, i.aisle]),
      [
        ["apples", 3, null, "r3", "produce"],
        ["eggs", 3, null, "r1", "dairy"],
        ["flour", 100, "g", "r2", "pantry"],
        ["flour", 1, "cup", "r3", "pantry"],
        ["Salt", 1.333, "tbsp", "r1", "spices"],
      ],
    );
  });
});

describe("weekday arithmetic", () => {
  it("knows 2026-03-02 is a Monday and counts weekdays over a range", () => {
    assert.equal(isoWeekday(dayNumber("2026-03-02")), 1);
    assert.equal(isoWeekday(dayNumber("2026-03-08")), 7);
    const counts = weekdayCounts(dayNumber("2026-03-02"), dayNumber("2026-03-10"));
    assert.deepEqual(counts.slice(1), [2, 2, 1, 1, 1, 1, 1]);
    assert.deepEqual(weekdayCounts(5, 4).slice(1), [0, 0, 0, 0, 0, 0, 0]);
  });
});
