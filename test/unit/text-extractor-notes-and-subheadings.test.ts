import { test } from "node:test";
import assert from "node:assert/strict";
import { extractRecipeFromText } from "../../src/importers/text";

test("a 'Tip:' line wrapped into a numbered step stays in that step and later steps are kept", () => {
  const text = [
    "Smoked Ribs",
    "",
    "Ingredients",
    "1 rack baby back ribs",
    "2 tbsp rub",
    "",
    "Method",
    "1. Season the ribs all over and let the rub sit for 30 minutes.",
    "Tip: give it an hour if you have time.",
    "2. Smoke the ribs at 275 degrees until deep mahogany.",
    "3. Wrap in foil and return to the smoker for an hour.",
  ].join("\n");
  const r = extractRecipeFromText(text);
  assert.deepEqual(r?.instructions, [
    "Season the ribs all over and let the rub sit for 30 minutes. Tip: give it an hour if you have time.",
    "Smoke the ribs at 275 degrees until deep mahogany.",
    "Wrap in foil and return to the smoker for an hour.",
  ]);
  assert.equal(r?.notes, undefined);
});

test("a 'Note:' paragraph after the steps is still a note", () => {
  const text = "Toast\n\nIngredients:\n2 slices bread\n1 tbsp butter\n\nMethod:\nToast the bread and butter it.\n\nNote: rye bread works well too.";
  const r = extractRecipeFromText(text);
  assert.deepEqual(r?.instructions, ["Toast the bread and butter it."]);
  assert.equal(r?.notes, "rye bread works well too.");
});

test("among steps written as paragraphs, a sub-heading with a colon is a step of its own", () => {
  const text = [
    "Chicken Tikka with Raita",
    "",
    "Ingredients:",
    "400 g chicken thighs",
    "2 tbsp tikka paste",
    "200 g yoghurt",
    "",
    "Method:",
    "Tikka:",
    "",
    "Cut the chicken into pieces and brown it with the paste.",
    "",
    "Raita:",
    "",
    "Grate the cucumber and stir it into the yoghurt.",
  ].join("\n");
  const r = extractRecipeFromText(text);
  assert.deepEqual(r?.instructions, [
    "Tikka:",
    "Cut the chicken into pieces and brown it with the paste.",
    "Raita:",
    "Grate the cucumber and stir it into the yoghurt.",
  ]);
  assert.deepEqual(r?.components, []);
});

test("a sub-heading before numbered steps still opens a component", () => {
  const text =
    "Pasta\n\nIngredients:\n200 g pasta\n1 jar tomato sauce\n\nMethod:\nFor the sauce:\n1. Warm the sauce in a pan.\nFor the pasta:\n2. Boil the pasta for ten minutes and drain it.";
  const r = extractRecipeFromText(text);
  assert.deepEqual(
    r?.components.map((c) => [c.title, c.instructions]),
    [
      ["sauce", ["Warm the sauce in a pan."]],
      ["pasta", ["Boil the pasta for ten minutes and drain it."]],
    ],
  );
});
