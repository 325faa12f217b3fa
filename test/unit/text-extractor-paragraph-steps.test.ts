import { test } from "node:test";
import assert from "node:assert/strict";
import { extractRecipeFromText } from "../../src/importers/text";

test("steps as paragraphs: an empty line before a capitalised line starts a new step without a final stop", () => {
  const text =
    "Garlic Noodles\n\nIngredients:\n200 g noodles\n3 cloves garlic\n\nMethod:\nBoil the water\n\nCook the noodles for 8 minutes then drain them\n\nFry the garlic in butter and toss";
  assert.deepEqual(extractRecipeFromText(text)?.instructions, [
    "Boil the water",
    "Cook the noodles for 8 minutes then drain them",
    "Fry the garlic in butter and toss",
  ]);
});

test("a step title on its own paragraph stays its own step", () => {
  const text =
    "Flatbread\n\nIngredients:\n300 g flour\n1 tsp salt\n\nMethod:\nMake the dough\n\nMix the flour, salt and water and knead for five minutes.\n\nCook\n\nFry each round in a dry pan until blistered.";
  assert.deepEqual(extractRecipeFromText(text)?.instructions, [
    "Make the dough",
    "Mix the flour, salt and water and knead for five minutes.",
    "Cook",
    "Fry each round in a dry pan until blistered.",
  ]);
});

test("a lowercase paragraph after a cut step still continues it", () => {
  const text =
    "Soup\n\nIngredients:\n1 onion\n2 carrots\n\nMethod:\nSweat the onion and the carrots in butter, then\n\nadd the stock and simmer for twenty minutes.";
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
  assert.deepEqual(r?.ingredientLines, [
    "1 lb ground beef",
    "1 can kidney beans",
    "2 tbsp chili powder",
    "Kosher salt and freshly cracked black pepper",
    "Optional toppings: sour cream, grated cheddar, scallions",
  ]);
  assert.equal(r?.instructions.length, 2);
});

test("without headings, a short paragraph after the ingredients that a step follows is a step title", () => {
  const text = [
    "Lemon Pasta",
    "",
    "Bright and quick.",
    "",
    "250 g spaghetti",
    "1 lemon",
    "40 g butter",
    "",
    "Boil the pasta",
    "",
    "Cook the spaghetti in salted water until al dente, then drain it.",
    "",
    "Finish",
    "",
    "Toss the pasta with the butter, lemon zest and juice.",
  ].join("\n");
  const r = extractRecipeFromText(text);
  assert.deepEqual(r?.ingredientLines, ["250 g spaghetti", "1 lemon", "40 g butter"]);
  assert.deepEqual(r?.instructions, [
    "Boil the pasta",
    "Cook the spaghetti in salted water until al dente, then drain it.",
    "Finish",
    "Toss the pasta with the butter, lemon zest and juice.",
  ]);
});

test("without headings, a one-line paragraph once steps have begun is a step even when it starts like an amount", () => {
  const text = [
    "Baked Ziti",
    "",
    "1 lb ziti",
    "2 cups marinara",
    "1 cup ricotta",
    "",
    "Cook the ziti for two minutes less than the packet says and drain it well.",
    "",
    "Halve the ricotta and stir one part into the sauce.",
    "",
    "Half of the pasta",
    "",
    "Layer the rest of the pasta and ricotta on top and bake for 25 minutes.",
  ].join("\n");
  const r = extractRecipeFromText(text);
  assert.deepEqual(r?.ingredientLines, ["1 lb ziti", "2 cups marinara", "1 cup ricotta"]);
  assert.equal(r?.instructions.length, 4);
});

test("an ingredient ending in a non-ASCII letter before a joining word is not continued", () => {
  const text = "Frango\n\nIngredientes:\n1 unidade de limão\nsal a gosto\n2 colheres de azeite\n\nModo de preparo:\nTempere o frango e asse por 30 minutos.";
  assert.deepEqual(extractRecipeFromText(text)?.ingredientLines, ["1 unidade de limão", "sal a gosto", "2 colheres de azeite"]);
});

test("a short line ending with a spaced dash is a group heading", () => {
  const text = "Cheesecake\n\nIngredients:\n200 g biscuits\n80 g butter\nFilling —\n400 g cream cheese\n2 eggs\n\nMethod:\nBake at 160 C for 50 minutes.";
  const r = extractRecipeFromText(text);
  assert.deepEqual(r?.ingredientLines, ["200 g biscuits", "80 g butter"]);
  assert.deepEqual(
    r?.components.map((c) => [c.title, c.ingredientLines]),
    [["Filling", ["400 g cream cheese", "2 eggs"]]],
  );
});

test("without headings, lines with the amount last or 'to taste' are ingredients", () => {
  const text = [
    "Arroz de Forno",
    "",
    "Arroz 2 xícaras",
    "Frango desfiado 300 gramas",
    "Cebola 1 unidade",
    "Sal a gosto",
    "",
    "Refogue a cebola, junte o frango e o arroz e leve ao forno por 20 minutos.",
    "",
    "Sirva quente.",
  ].join("\n");
  const r = extractRecipeFromText(text);
  assert.deepEqual(r?.ingredientLines, ["Arroz 2 xícaras", "Frango desfiado 300 gramas", "Cebola 1 unidade", "Sal a gosto"]);
  assert.equal(r?.instructions.length, 2);
  const colon = extractRecipeFromText(
    "Brittle\n\nbrown sugar: 45 g\nsesame seeds: 35 g\nOlive oil q.b.\n\nMelt the sugar in a pan, stir in the seeds and spread thin.",
  );
  assert.deepEqual(colon?.ingredientLines, ["brown sugar: 45 g", "sesame seeds: 35 g", "Olive oil q.b."]);
});

test("a yield or a time at the end of a line is not an amount", () => {
  const r = extractRecipeFromText(
    "Granola\n\nMakes 750 grams\n\n300 g oats\n100 g honey\n\nBake for 25 minutes\n\nStir the oats and honey and bake until golden, stirring twice.",
  );
  assert.deepEqual(r?.ingredientLines, ["300 g oats", "100 g honey"]);
  assert.equal(r?.instructions[0], "Bake for 25 minutes");
});

test("steps numbered without a stop after the number (OCR) are numbered steps, not amounts", () => {
  const text = [
    "Sponge Drops",
    "",
    "3 eggs",
    "90 g sugar",
    "90 g flour",
    "",
    "1 Heat the oven to 190 C and line a tray.",
    "",
    "2 Beat the eggs and sugar until thick and pale.",
    "",
    "3 Fold in the flour, pipe small rounds and bake for 8 minutes.",
  ].join("\n");
  const r = extractRecipeFromText(text);
  assert.deepEqual(r?.ingredientLines, ["3 eggs", "90 g sugar", "90 g flour"]);
  assert.deepEqual(r?.instructions, [
    "Heat the oven to 190 C and line a tray.",
    "Beat the eggs and sugar until thick and pale.",
    "Fold in the flour, pipe small rounds and bake for 8 minutes.",
  ]);
  // A list whose counts happen to run 1, 2, 3 stays a list of ingredients.
  const list = extractRecipeFromText("Salad\n\nIngredients\n1 cucumber\n2 tomatoes\n3 spring onions\n\nMethod\n1. Chop and toss everything.");
  assert.deepEqual(list?.ingredientLines, ["1 cucumber", "2 tomatoes", "3 spring onions"]);
});
