import { test } from "node:test";
import assert from "node:assert/strict";
import { kitchenAmount, kitchenDisplay } from "../../src/lib/kitchen";

const k = (value: number, unit: string | undefined, name: string, purpose: "cook" | "shop" = "cook") => {
  const a = kitchenAmount(value, unit, name, { purpose });
  return [a.quantity, a.display];
};

test("countables round to whole items, a half stays for things a cook cuts, and unsplittable things round up", () => {
  assert.deepEqual(k(3.667, undefined, "onions"), [4, "4"]);
  assert.deepEqual(k(1.5, undefined, "onion"), [1.5, "1½"]);
  assert.deepEqual(k(0.5, undefined, "lemon"), [0.5, "½"]);
  assert.deepEqual(k(0.6667, undefined, "bay leaf"), [1, "1"]);
  assert.deepEqual(k(1.333, undefined, "eggs"), [2, "2"]);
  assert.deepEqual(k(2.0000001, undefined, "eggs"), [2, "2"], "float noise is not another egg");
  assert.deepEqual(k(1.2, "cloves", "garlic"), [2, "2"]);
  assert.deepEqual(k(0.5, "can", "tomatoes"), [1, "1"]);
  assert.deepEqual(k(1.5, undefined, "onion", "shop"), [2, "2"], "a shop sells whole onions");
});

test("US volumes use the measuring set's fractions; spoons also eighths; whole numbers from 10", () => {
  assert.deepEqual(k(3.6667, "cups", "flour"), [3.6667, "3⅔"]);
  assert.deepEqual(k(0.3, "cup", "milk"), [0.3333, "⅓"]);
  assert.deepEqual(k(1.1, "cups", "milk"), [1, "1"]);
  assert.deepEqual(k(0.13, "tsp", "salt"), [0.125, "⅛"]);
  assert.deepEqual(k(2.74, "tbsp", "oil"), [2.75, "2¾"]);
  assert.deepEqual(k(12.4, "tbsp", "oil"), [12, "12"]);
});

test("metric volumes and masses round to scale steps and are written as decimals", () => {
  assert.deepEqual(k(247.3, "g", "flour"), [245, "245"]);
  assert.deepEqual(k(553.6, "g", "flour"), [550, "550"]);
  assert.deepEqual(k(7.4, "g", "yeast"), [7, "7"]);
  assert.deepEqual(k(1234, "g", "potatoes"), [1225, "1225"]);
  assert.deepEqual(k(1.23, "kg", "potatoes"), [1.25, "1.25"]);
  assert.deepEqual(k(486.6, "ml", "milk"), [490, "490"]);
  assert.deepEqual(k(0.333, "l", "stock"), [0.35, "0.35"]);
});

test("ounces and pounds use quarters under 4 and halves above; pinches halves", () => {
  assert.deepEqual(k(3.3, "oz", "cheese"), [3.25, "3¼"]);
  assert.deepEqual(k(5.3, "oz", "cheese"), [5.5, "5½"]);
  assert.deepEqual(k(1.1, "lb", "beef"), [1, "1"]);
  assert.deepEqual(k(0.3, "pinch", "salt"), [0.5, "½"]);
});

test("ranges keep both ends in kitchen amounts", () => {
  const a = kitchenAmount(1.5, "cloves", "garlic", { max: 3 });
  assert.deepEqual([a.quantity, a.quantityMax, a.display], [2, 3, "2-3"]);
  assert.equal(kitchenDisplay(1.25, "kg", 1.5), "1.25-1.5");
});
