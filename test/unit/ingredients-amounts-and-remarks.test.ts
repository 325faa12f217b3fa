import { test } from "node:test";
import assert from "node:assert/strict";
import { parseIngredientLine } from "../../src/lib/ingredients";

const pick = (line: string): [string, number | undefined, string | undefined] => {
  const p = parseIngredientLine(line);
  return [p.name, p.quantity, p.unit];
};

test("a unicode fraction glued to a whole number before a hyphenated unit is one amount", () => {
  const cans = parseIngredientLine("Three 28½-ounce cans whole plum tomatoes");
  assert.deepEqual([cans.name, cans.quantity, cans.unit, cans.size], ["whole plum tomatoes", 3, "cans", "28½-ounce"]);
  const one = parseIngredientLine("1 10½-ounce can condensed soup");
  assert.deepEqual([one.name, one.quantity, one.unit, one.size], ["condensed soup", 1, "can", "10½-ounce"]);
  assert.deepEqual(pick("3½-inch piece of fresh turmeric"), ["fresh turmeric", 3.5, "inch piece"]);
  const paren = parseIngredientLine("2 (7½-ounce) jars roasted peppers");
  assert.deepEqual([paren.name, paren.unit, paren.size], ["roasted peppers", "jars", "7½-ounce"]);
  // A spaced fraction before the hyphen is still a size after a count.
  const slices = parseIngredientLine("10 ¼-inch-thick slices rye bread");
  assert.deepEqual([slices.name, slices.quantity, slices.size], ["rye bread", 10, "¼-inch-thick"]);
});

test("a restated amount that lost its unit after a slash stays out of the name", () => {
  const beans = parseIngredientLine("90g/3¼ tinned cannellini beans, rinsed");
  assert.deepEqual([beans.name, beans.quantity, beans.unit], ["tinned cannellini beans", 90, "g"]);
  assert.match(beans.note ?? "", /3¼/);
  assert.deepEqual(pick("250g/9 dried chickpeas"), ["dried chickpeas", 250, "g"]);
  // A restated amount with a unit is read as before.
  assert.deepEqual(pick("250g/9oz dried chickpeas"), ["dried chickpeas", 250, "g"]);
});

test("a remark between the unit and a slash-separated restatement goes to the note", () => {
  const sugar = parseIngredientLine("1½ cups (lightly packed)/10 ounces/285 grams dark muscovado sugar");
  assert.deepEqual([sugar.name, sugar.quantity, sugar.unit], ["dark muscovado sugar", 1.5, "cups"]);
  assert.match(sugar.note ?? "", /lightly packed/);
  assert.match(sugar.note ?? "", /285 grams/);
  // A remark with no restatement after it stays a plain note.
  const packed = parseIngredientLine("1 cup (packed) basil leaves");
  assert.deepEqual([packed.name, packed.note], ["basil leaves", "packed"]);
});

test("an adverb before a size word, and liquid or dry before a volume unit, qualify the unit", () => {
  const spice = parseIngredientLine("a slightly heaped tablespoon smoked paprika");
  assert.deepEqual([spice.name, spice.quantity, spice.unit, spice.size], ["smoked paprika", 1, "tablespoon", "slightly heaped"]);
  const cocoa = parseIngredientLine("3 really generous tablespoons cocoa powder");
  assert.deepEqual([cocoa.name, cocoa.unit, cocoa.size], ["cocoa powder", "tablespoons", "really generous"]);
  const cream = parseIngredientLine("2 liquid cups/ 16 ounces/ 464 grams heavy cream");
  assert.deepEqual([cream.name, cream.quantity, cream.unit], ["heavy cream", 2, "cups"]);
  // "liquid" that names the product is left alone.
  assert.deepEqual(pick("2 tsp liquid smoke"), ["liquid smoke", 2, "tsp"]);
  assert.deepEqual(pick("3 liquid egg whites"), ["liquid egg whites", 3, undefined]);
  // Adverbs that are preparations still go to preparation.
  assert.equal(parseIngredientLine("2 thinly sliced shallots").preparation, "thinly sliced");
});

test("a range written with its unit on both sides, with or without an imperial restatement", () => {
  const squash = parseIngredientLine("600g-1.2kg/1lb 5oz-2lb 10oz pumpkin, peeled");
  assert.deepEqual([squash.name, squash.quantity, squash.quantityMax, squash.unit], ["pumpkin", 600, 1200, "g"]);
  const oil = parseIngredientLine("3 tbsp to 4 tbsp rapeseed oil");
  assert.deepEqual([oil.name, oil.quantity, oil.quantityMax, oil.unit], ["rapeseed oil", 3, 4, "tbsp"]);
  const lamb = parseIngredientLine("2lb-2lb 8oz lamb neck");
  assert.deepEqual([lamb.name, lamb.quantity, lamb.quantityMax], ["lamb neck", 2, 2.5]);
  // A dash before another ingredient's count is no range.
  assert.equal(parseIngredientLine("1 tsp - 3 cloves garlic").quantityMax, undefined);
});

test("a loose or alternative amount after the unit goes to the note", () => {
  const rum = parseIngredientLine("splash or two dark rum");
  assert.deepEqual([rum.name, rum.unit, rum.note], ["dark rum", "splash", "or two"]);
  const salt = parseIngredientLine("a pinch or so of sea salt");
  assert.deepEqual([salt.name, salt.quantity, salt.unit], ["sea salt", 1, "pinch"]);
  const butter = parseIngredientLine("2 tbsp or 25g butter");
  assert.deepEqual([butter.name, butter.unit, butter.note], ["butter", "tbsp", "or 25g"]);
});

test("a parenthesised count or size before a package unit is the package size", () => {
  const wraps = parseIngredientLine("1 (8-12 count) package flour tortillas");
  assert.deepEqual([wraps.name, wraps.quantity, wraps.unit, wraps.size], ["flour tortillas", 1, "package", "8-12 count"]);
  const beans = parseIngredientLine("2 (large) cans black beans, drained");
  assert.deepEqual([beans.name, beans.unit, beans.size], ["black beans", "cans", "large"]);
  // Before a plain item it stays the size, as before.
  assert.deepEqual(
    [parseIngredientLine("4 (10-inch) flour tortillas").size, parseIngredientLine("4 (10-inch) flour tortillas").name],
    ["10-inch", "flour tortillas"],
  );
});

test("'each' after a unit without a number introduces a list of names", () => {
  assert.equal(parseIngredientLine("small bunch each dill, mint and tarragon").name, "dill, mint and tarragon");
  assert.equal(parseIngredientLine("pinch each cumin, coriander and fennel seeds (or any whole spices)").name, "cumin, coriander and fennel seeds");
});

test("a segment that only gives the state an item comes in ends a name list", () => {
  const peas = parseIngredientLine("200g garden peas, fresh or frozen");
  assert.deepEqual([peas.name, peas.preparation], ["garden peas", "fresh or frozen"]);
  assert.equal(parseIngredientLine("1 cup sweetcorn, frozen or canned and drained").name, "sweetcorn");
  // Lists of real names keep their members.
  assert.equal(parseIngredientLine("salt, white pepper and mace").name, "salt, white pepper and mace");
  assert.equal(parseIngredientLine("walnut, groundnut or sunflower oil").name, "walnut, groundnut or sunflower oil");
});

test("a range of size words is one size", () => {
  const melon = parseIngredientLine("1 small to medium cantaloupe melon");
  assert.deepEqual([melon.name, melon.quantity, melon.size], ["cantaloupe melon", 1, "small to medium"]);
  const leeks = parseIngredientLine("3 medium or large leeks, trimmed");
  assert.deepEqual([leeks.name, leeks.size, leeks.preparation], ["leeks", "medium or large", "trimmed"]);
});

test("after a count written as a word, a measure sizes the item", () => {
  const duck = parseIngredientLine("One 5 to 6 pound duck, giblets removed");
  assert.deepEqual([duck.name, duck.quantity, duck.unit, duck.size], ["duck", 1, undefined, "5 to 6 pound"]);
  const ham = parseIngredientLine("Two 3 pound smoked hams");
  assert.deepEqual([ham.name, ham.quantity, ham.size], ["smoked hams", 2, "3 pound"]);
  // After a numeral the measure is still the amount.
  assert.deepEqual(pick("2 pounds smoked ham"), ["smoked ham", 2, "pounds"]);
});

test("a shape word before a count unit describes the piece", () => {
  const lemon = parseIngredientLine("2 wide strips lemon zest");
  assert.deepEqual([lemon.name, lemon.quantity, lemon.unit, lemon.size], ["lemon zest", 2, "strips", "wide"]);
  const galangal = parseIngredientLine("2 walnut-sized pieces galangal, sliced");
  assert.deepEqual([galangal.name, galangal.unit, galangal.size, galangal.preparation], ["galangal", "pieces", "walnut-sized", "sliced"]);
  // A product word before the unit is left to the name rules.
  assert.deepEqual(pick("5 tarragon sprigs plus extra"), ["tarragon", 5, "sprigs"]);
  assert.deepEqual(pick("2 leek stalks with leaves"), ["leek stalks with leaves", 2, undefined]);
});

test("kitchen actions before the second of two foods joined by and go to preparation, as before the first", () => {
  const pair = parseIngredientLine("fine-grain sea salt and freshly ground black pepper");
  assert.equal(pair.name, "fine-grain sea salt and black pepper");
  assert.match(pair.preparation ?? "", /freshly ground/);
  assert.equal(parseIngredientLine("Grated cheddar cheese and shredded lettuce").name, "cheddar cheese and lettuce");
  // Names that join two words with nothing to move stay whole.
  assert.equal(parseIngredientLine("1 cup half and half").name, "half and half");
  assert.equal(parseIngredientLine("2 tbsp sweet and sour sauce").name, "sweet and sour sauce");
  // Lukewarm is how the water is poured, not a kind of water.
  const water = parseIngredientLine("3 cups lukewarm water");
  assert.deepEqual([water.name, water.preparation], ["water", "lukewarm"]);
});
