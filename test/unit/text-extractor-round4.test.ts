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
