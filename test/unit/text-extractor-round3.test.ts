import { test } from "node:test";
import assert from "node:assert/strict";
import { extractRecipeFromText } from "../../src/importers/text";

test("steps as paragraphs: an empty line before a capitalised line starts a new step without a final stop", () => {
  const text = "Garlic Noodles\n\nIngredients:\n200 g noodles\n3 cloves garlic\n\nMethod:\nBoil the water\n\nCook the noodles for 8 minutes then drain them\n\nFry the garlic in butter and toss";
  assert.deepEqual(extractRecipeFromText(text)?.instructions, ["Boil the water", "Cook the noodles for 8 minutes then drain them", "Fry the garlic in butter and toss"]);
});

test("a step title on its own paragraph stays its own step", () => {
  const text = "Flatbread\n\nIngredients:\n300 g flour\n1 tsp salt\n\nMethod:\nMake the dough\n\nMix the flour, salt and water and knead for five minutes.\n\nCook\n\nFry each round in a dry pan until blistered.";
  assert.deepEqual(extractRecipeFromText(text)?.instructions, ["Make the dough", "Mix the flour, salt and water and knead for five minutes.", "Cook", "Fry each round in a dry pan until blistered."]);
});

test("a lowercase paragraph after a cut step still continues it", () => {
  const text = "Soup\n\nIngredients:\n1 onion\n2 carrots\n\nMethod:\nSweat the onion and the carrots in butter, then\n\nadd the stock and simmer for twenty minutes.";
  assert.deepEqual(extractRecipeFromText(text)?.instructions, ["Sweat the onion and the carrots in butter, then add the stock and simmer for twenty minutes."]);
});

test("without headings, unquantified lines inside a block of amount lines are ingredients", () => {
  const text = [
    "Weeknight Chili",
    "",
    "A thick chili for cold evenings, ready in under an hour.",
    "",
    "1 lb ground beef",
    "1 can kidney beans",
    "2 tbsp chili powder",
    "Kosher salt and freshly cracked black pepper",
    "Optional toppings: sour cream, grated cheddar, scallions",
    "",
    "Brown the beef in a large pot over medium heat, breaking it up.",
    "",
    "Add the beans and chili powder and simmer for thirty minutes.",
  ].join("\n");
  const r = extractRecipeFromText(text);
  assert.deepEqual(r?.ingredientLines, ["1 lb ground beef", "1 can kidney beans", "2 tbsp chili powder", "Kosher salt and freshly cracked black pepper", "Optional toppings: sour cream, grated cheddar, scallions"]);
  assert.equal(r?.instructions.length, 2);
});
