import { test } from "node:test";
import assert from "node:assert/strict";
import { formatQuantity, matchQuantity, parseQuantity } from "../../src/lib/fractions";

test("parseQuantity reads fractions, decimals, ranges and words", () => {
  const cases: Array<[string, number, number?]> = [
    ["1/2", 0.5],
    ["1 1/2", 1.5],
    ["½", 0.5],
    ["1½", 1.5],
    ["1 ½", 1.5],
    ["1.5", 1.5],
    ["1,5", 1.5],
    ["1-2", 1, 2],
    ["1 to 2", 1, 2],
    ["1–2", 1, 2],
    ["one", 1],
    ["a dozen", 12],
    ["sixteen", 16],
    ["Thirteen", 13],
    ["half", 0.5],
    ["one and a half", 1.5],
    ["2 or 3", 2, 3],
    ["1,000", 1000],
  ];
  for (const [text, value, max] of cases) {
    const q = parseQuantity(text);
    assert.ok(q, text);
    assert.ok(Math.abs(q.value - value) < 1e-9, text);
    assert.equal(q.max, max, text);
  }
  assert.equal(parseQuantity("flour"), null);
  assert.equal(parseQuantity("2 cups"), null);
});

test("matchQuantity reports how much of the line it used", () => {
  assert.deepEqual(matchQuantity("1½ cups flour"), { value: 1.5, length: 2 });
  assert.equal(matchQuantity("half-and-half"), null);
  assert.equal(matchQuantity("400g flour")?.length, 3);
});

test("formatQuantity prefers kitchen fractions for small amounts", () => {
  assert.equal(formatQuantity(1.5), "1 1/2");
  assert.equal(formatQuantity(1 / 3), "1/3");
  assert.equal(formatQuantity(0.75, undefined, { unicode: true }), "¾");
  assert.equal(formatQuantity(2), "2");
  assert.equal(formatQuantity(253.5), "253.5");
  assert.equal(formatQuantity(1, 2), "1-2");
});

test("the French 'à' joins a range although \\b never matches before an accented letter", () => {
  const range = matchQuantity("1 à 2 gousses d'ail");
  assert.equal(range?.value, 1);
  assert.equal(range?.max, 2);
  assert.equal(matchQuantity("2 àpres")?.max, undefined);
});
