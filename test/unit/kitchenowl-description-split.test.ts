import { test } from "node:test";
import assert from "node:assert/strict";
import { isKitchenOwlExport, kitchenOwlRecipe, splitDescription } from "../../src/modules/imports/archive/kitchenowl";

test("a KitchenOwl description splits into its introduction and steps the ways KitchenOwl and its users write it", () => {
  // KitchenOwl's web importer: the page's description, a blank line, the steps one per line.
  assert.deepEqual(splitDescription("A quick soup.\n\nChop the onion.\nSimmer for 20 minutes."), {
    description: "A quick soup.",
    steps: ["Chop the onion.", "Simmer for 20 minutes."],
  });
  // Markdown written by hand: headings label the parts, list items are steps.
  assert.deepEqual(splitDescription("## Intro\nFrom Oma.\n\n## Steps\n- Mix.\n- Bake at 180 °C.\n\nServe warm."), {
    description: "From Oma.",
    steps: ["Mix.", "Bake at 180 °C.", "Serve warm."],
  });
  // One paragraph is all steps; nothing is lost either way.
  assert.deepEqual(splitDescription("Mix everything\nChill overnight"), { description: "", steps: ["Mix everything", "Chill overnight"] });
  assert.deepEqual(splitDescription(""), { description: "", steps: [] });
});

test("a KitchenOwl item is written amount first, remarks after the food; German decimal commas stay amounts", () => {
  const lines = (items: object[]) => kitchenOwlRecipe({ name: "T", items }).draft.ingredients.map((i) => i.original ?? i.name);
  assert.deepEqual(
    lines([
      { name: "Mehl", description: "1,5 kg", optional: false },
      { name: "Käse", description: "200 g, gerieben", optional: false },
      { name: "Salz", description: "nach Geschmack", optional: false },
      { name: "Petersilie", description: "", optional: true },
    ]),
    ["1,5 kg Mehl", "200 g Käse, gerieben", "Salz, nach Geschmack", "Petersilie (optional)"],
  );
});

test("only KitchenOwl's shape is taken for a KitchenOwl export", () => {
  assert.equal(isKitchenOwlExport({ recipes: [{ name: "Soup", items: [{ name: "onion", description: "1" }] }] }), true);
  assert.equal(isKitchenOwlExport({ recipes: [{ name: "Soup", yields: 2 }] }), true);
  // A schema.org list or our own shapes are not.
  assert.equal(isKitchenOwlExport({ recipes: [{ "@type": "Recipe", name: "Soup", recipeIngredient: ["1 onion"] }] }), false);
  assert.equal(isKitchenOwlExport({ recipes: [] }), false);
  assert.equal(isKitchenOwlExport([{ name: "Soup" }]), false);
});
