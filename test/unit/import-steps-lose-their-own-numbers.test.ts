import assert from "node:assert/strict";
import { test } from "node:test";
import { toRecipeDraft, withoutStepNumbers } from "../../src/importers/pipeline";

test("steps numbered in order in their own text lose the numbers", () => {
  assert.deepEqual(withoutStepNumbers(["1. Heat the oven.", "2) Mix.", "Step 3: Bake."]), ["Heat the oven.", "Mix.", "Bake."]);
  // A part's steps may carry on the numbering of the part before.
  assert.deepEqual(withoutStepNumbers(["3. Fold.", "4. Chill."]), ["Fold.", "Chill."]);
});

test("steps that only start with a figure, or are numbered out of order, keep their text", () => {
  assert.deepEqual(withoutStepNumbers(["2 eggs go into the bowl.", "3 minutes later, stir."]), ["2 eggs go into the bowl.", "3 minutes later, stir."]);
  assert.deepEqual(withoutStepNumbers(["1. Mix.", "3. Bake."]), ["1. Mix.", "3. Bake."]);
  assert.deepEqual(withoutStepNumbers(["1. Mix.", "Then bake."]), ["1. Mix.", "Then bake."]);
  assert.deepEqual(withoutStepNumbers(["1. Mix."]), ["1. Mix."]);
});

test("an import stores its steps and its parts' steps without their numbers", () => {
  const draft = toRecipeDraft({
    title: "Lemon bars",
    ingredientLines: ["1 cup flour", "2 eggs"],
    components: [{ title: "Topping", ingredientLines: [], instructions: ["3. Whisk the eggs.", "4. Pour over."] }],
    instructions: ["1. Press the flour into a pan.", "2. Bake 15 minutes."],
    tags: [],
  });
  assert.deepEqual(draft.instructions, ["Press the flour into a pan.", "Bake 15 minutes."]);
  assert.deepEqual(draft.components[0]?.instructions, ["Whisk the eggs.", "Pour over."]);
});

test("a number badge run into each step's text ('1Das Messer…', '2Die Zwiebel…') is taken off too", () => {
  assert.deepEqual(withoutStepNumbers(["1Das Messer einsetzen.", "2Die Zwiebel schälen."]), ["Das Messer einsetzen.", "Die Zwiebel schälen."]);
  assert.deepEqual(withoutStepNumbers(["1Das Messer einsetzen.", "Die Zwiebel schälen."]), ["1Das Messer einsetzen.", "Die Zwiebel schälen."]);
});
