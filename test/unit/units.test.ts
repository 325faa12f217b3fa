import { test } from "node:test";
import assert from "node:assert/strict";
import { addQuantities, convert, matchUnitPrefix, normalizeUnit } from "../../src/lib/units";

test("normalizeUnit resolves aliases, plurals, dots and other languages", () => {
  const cases: Array<[string, string]> = [
    ["Tbsp.", "tbsp"],
    ["tablespoons", "tbsp"],
    ["EL", "tbsp"],
    ["c. à s.", "tbsp"],
    ["cuillères à soupe", "tbsp"],
    ["cucharadas", "tbsp"],
    ["eetlepel", "tbsp"],
    ["cucchiaio", "tbsp"],
    ["TL", "tsp"],
    ["t", "tsp"],
    ["T", "tbsp"],
    ["cups", "cup"],
    ["fl. oz.", "fl oz"],
    ["lbs", "lb"],
    ["Gramm", "g"],
    ["Prise", "pinch"],
    ["pincée", "pinch"],
    ["Zehen", "clove"],
    ["gousses", "clove"],
    ["heaped tsp", "tsp"],
    ["small bunch", "bunch"],
    ["L", "l"],
  ];
  for (const [raw, canonical] of cases) assert.equal(normalizeUnit(raw)?.canonical, canonical, raw);
  assert.equal(normalizeUnit("large"), null);
  assert.equal(normalizeUnit("onion"), null);
  assert.equal(normalizeUnit("g")?.dimension, "mass");
  assert.equal(normalizeUnit("clove")?.dimension, "count");
});

test("convert works within a dimension only", () => {
  assert.equal(convert(1, "kg", "g"), 1000);
  assert.equal(convert(3, "tsp", "tbsp"), 1);
  assert.ok(Math.abs((convert(1, "lb", "oz") ?? 0) - 16) < 1e-6);
  assert.equal(convert(1, "cup", "g"), null);
  assert.equal(convert(2, "cloves", "clove"), 2);
  assert.equal(convert(2, "clove", "can"), null);
});

test("addQuantities adds matching dimensions and refuses grams with cups", () => {
  assert.deepEqual(addQuantities({ quantity: 500, unit: "g" }, { quantity: 1, unit: "kg" }), { quantity: 1.5, unit: "kg" });
  assert.deepEqual(addQuantities({ quantity: 1, unit: "cup" }, { quantity: 4, unit: "tbsp" }), { quantity: 1.25, unit: "cup" });
  assert.deepEqual(addQuantities({ quantity: 2, unit: "cloves" }, { quantity: 1, unit: "clove" }), { quantity: 3, unit: "clove" });
  assert.deepEqual(addQuantities({ quantity: 2 }, { quantity: 3 }), { quantity: 5 });
  assert.equal(addQuantities({ quantity: 100, unit: "g" }, { quantity: 1, unit: "cup" }), null);
  assert.equal(addQuantities({ quantity: 1, unit: "g" }, { quantity: 1 }), null);
  const mixed = addQuantities({ quantity: 100, unit: "g" }, { quantity: 2, unit: "oz" });
  assert.equal(mixed?.unit, "g");
  assert.ok(Math.abs((mixed?.quantity ?? 0) - 156.699) < 0.01);
});

test("matchUnitPrefix finds multi-word units and skips size words", () => {
  assert.equal(matchUnitPrefix("c. à s. de sucre")?.info.canonical, "tbsp");
  assert.equal(matchUnitPrefix("fl oz milk")?.info.canonical, "fl oz");
  assert.equal(matchUnitPrefix("-ounce can")?.info.canonical, "oz");
  assert.equal(matchUnitPrefix("large eggs"), null);
});

test("normalizeUnit knows the everyday European container, herb and pinch words", () => {
  const cases: Array<[string, string]> = [
    ["Stiele", "sprig"],
    ["Tüte", "packet"],
    ["rouleau", "packet"],
    ["pointe de couteau", "pinch"],
    ["ciuffo", "bunch"],
    ["pacco", "packet"],
    ["tarro", "jar"],
    ["pellizco", "pinch"],
    ["mespuntje", "pinch"],
    ["handvol", "handful"],
    ["bakje", "packet"],
    ["struik", "head"],
    ["colher de sobremesa", "dessertspoon"],
    ["c/s", "tbsp"],
    ["c/c", "tsp"],
    ["cuil. à soupe", "tbsp"],
    ["brick", "packet"],
  ];
  for (const [alias, canonical] of cases) assert.equal(normalizeUnit(alias)?.canonical, canonical, alias);
  // "pak choi" is a vegetable, not a Dutch carton.
  assert.equal(normalizeUnit("pak"), null);
});
