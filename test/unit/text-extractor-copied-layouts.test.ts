import { test } from "node:test";
import assert from "node:assert/strict";
import { extractRecipeFromText } from "../../src/importers/text";

test("a copied recipe card: buttons and card facts are left out, labels and values on separate lines are read", () => {
  const text = [
    "Jump to Recipe   Print Recipe",
    "The Best Banana Bread",
    "Moist and easy.",
    "Print",
    "Pin",
    "Prep Time",
    "15 mins",
    "Cook Time",
    "1 hr",
    "Servings",
    "10 slices",
    "Course: Breakfast, Snack",
    "Cuisine",
    "American",
    "Ingredients",
    "▢ 3 ripe bananas, mashed",
    "▢ 1/3 cup melted butter",
    "Instructions",
    "Mash the bananas and stir in the butter.",
    "Bake for 55 minutes to 1 hour.",
    "Tried this recipe? Let us know how it was!",
  ].join("\n");
  const r = extractRecipeFromText(text);
  assert.equal(r?.title, "The Best Banana Bread");
  assert.equal(r?.description, "Moist and easy.");
  assert.equal(r?.prepTime, 15);
  assert.equal(r?.cookTime, 60);
  assert.equal(r?.servings, 10);
  assert.deepEqual(r?.ingredientLines, ["3 ripe bananas, mashed", "1/3 cup melted butter"]);
  assert.equal(r?.instructions.length, 2);
});

test("a scanned cookbook page: page number and running head are left out, an item with its amount inside stays an ingredient", () => {
  const text = [
    "42",
    "LEMON POSSET",
    "Serves 6",
    "600ml double cream",
    "150g caster sugar",
    "zest and juice of 3 un-",
    "waxed lemons",
    "1 Put the cream and sugar in a pan and bring to the boil.",
    "2 Remove from the heat, add the lemon zest and juice.",
    "3 Pour into 6 glasses and chill for at least 3 hours.",
    "THE WEEKNIGHT KITCHEN 43",
  ].join("\n");
  const r = extractRecipeFromText(text);
  assert.equal(r?.title, "LEMON POSSET");
  assert.deepEqual(r?.ingredientLines, ["600ml double cream", "150g caster sugar", "zest and juice of 3 unwaxed lemons"]);
  assert.equal(r?.instructions.length, 3);
  assert.equal(r?.instructions[2], "Pour into 6 glasses and chill for at least 3 hours.");
});

test("an exported WhatsApp chat: the date, time and sender before each message are left out", () => {
  const text = [
    "[12/03/2024, 18:45] Oma: Käsekuchen",
    "[12/03/2024, 18:46] Oma: 500g Quark",
    "12/03/2024, 18:46 - Oma: 3 Eier",
    "[12/03/2024, 18:48] Oma: Alles verrühren und in eine Springform geben. Bei 180 Grad 60 Minuten backen!",
  ].join("\n");
  const r = extractRecipeFromText(text);
  assert.equal(r?.title, "Käsekuchen");
  assert.deepEqual(r?.ingredientLines, ["500g Quark", "3 Eier"]);
  assert.equal(r?.instructions.length, 1);
});

test("'You need:' opens the ingredients and a casual method paragraph after the list is the step", () => {
  const text = [
    "Lentil soup",
    "You need:",
    "1 onion",
    "2 carrots",
    "handful of red lentils",
    "Fry onion and carrot in a bit of oil till soft. Add everything else and simmer half an hour. Done!! xx",
  ].join("\n");
  const r = extractRecipeFromText(text);
  assert.deepEqual(r?.ingredientLines, ["1 onion", "2 carrots", "handful of red lentils"]);
  assert.equal(r?.instructions.length, 1);
  assert.equal(r?.description, undefined);
  const headed = extractRecipeFromText(text.replace("You need:", "Ingredients:"));
  assert.deepEqual(headed?.ingredientLines, ["1 onion", "2 carrots", "handful of red lentils"]);
  assert.equal(headed?.instructions.length, 1);
});

test("a step that names a time ('cook 2-3 min per side', 'Bake 9 to 11 minutes or until golden') stays a step", () => {
  const r = extractRecipeFromText(
    [
      "Shrimp",
      "1 lb shrimp",
      "3 tbsp butter",
      "1. Melt the butter in a pan.",
      "2. Add shrimp, cook 2-3 min per side.",
      "3. Bake 9 to 11 minutes or until golden brown.",
    ].join("\n"),
  );
  assert.equal(r?.instructions.length, 3);
  assert.equal(r?.cookTime, undefined);
});

test("markdown emphasis around a label ('**Servings:** 8 pancakes') is read", () => {
  const r = extractRecipeFromText(
    ["# Pancakes", "**Servings:** 8 pancakes", "## Ingredients", "- 1 egg", "## Instructions", "1. Whisk everything together."].join("\n"),
  );
  assert.equal(r?.servings, 8);
  assert.equal(r?.yieldText, "8 pancakes");
  assert.equal(r?.description, undefined);
});

test("'Step 1' / 'Étape 1' alone on a line numbers the line after it", () => {
  const r = extractRecipeFromText(
    [
      "Crêpes",
      "Ingrédients :",
      "300 g de farine",
      "3 œufs",
      "Préparation :",
      "Étape 1",
      "Mettre la farine dans une terrine.",
      "Étape 2",
      "Ajouter les œufs et mélanger.",
    ].join("\n"),
  );
  assert.deepEqual(r?.instructions, ["Mettre la farine dans une terrine.", "Ajouter les œufs et mélanger."]);
});

test("German card labels: 'Portionen 4', 'Arbeitszeit ca. 20 Minuten', 'Koch-/Backzeit ca. 1 Stunde'", () => {
  const text = [
    "Spaghetti Bolognese",
    "Portionen 4",
    "Arbeitszeit ca. 20 Minuten",
    "Koch-/Backzeit ca. 1 Stunde",
    "Zutaten",
    "500 g Hackfleisch",
    "Zubereitung",
    "Das Hackfleisch krümelig braten und 1 Stunde köcheln lassen.",
  ].join("\n");
  const r = extractRecipeFromText(text);
  assert.equal(r?.servings, 4);
  assert.equal(r?.prepTime, 20);
  assert.equal(r?.cookTime, 60);
  assert.equal(r?.description, undefined);
});

test("Spanish blog facts ('Comensales: 4', 'Tiempo: 1 hora', 'Dificultad: Fácil') and an unknown method heading before numbered steps", () => {
  const text = [
    "Lentejas con chorizo",
    "Comensales: 4",
    "Tiempo: 1 hora",
    "Dificultad: Fácil",
    "Ingredientes",
    "300 g de lentejas pardinas",
    "1 chorizo",
    "Cómo hacer lentejas con chorizo",
    "1. Poner las lentejas en remojo la noche anterior.",
    "2. Cocer a fuego lento unos 45 minutos.",
  ].join("\n");
  const r = extractRecipeFromText(text);
  assert.equal(r?.servings, 4);
  assert.equal(r?.totalTime, 60);
  assert.equal(r?.description, undefined);
  assert.deepEqual(r?.ingredientLines, ["300 g de lentejas pardinas", "1 chorizo"]);
  assert.equal(r?.instructions.length, 2);
});

test("Dutch: '4 personen | 30 min' is a line of facts and 'Bereiden' opens the steps", () => {
  const r = extractRecipeFromText(
    [
      "Pannenkoeken",
      "4 personen | 30 min",
      "Ingrediënten",
      "- 250 g bloem",
      "- 500 ml melk",
      "Bereiden",
      "Meng de bloem met de melk tot een glad beslag.",
      "Bak de pannenkoeken goudbruin.",
    ].join("\n"),
  );
  assert.equal(r?.servings, 4);
  assert.equal(r?.totalTime, 30);
  assert.deepEqual(r?.ingredientLines, ["250 g bloem", "500 ml melk"]);
  assert.equal(r?.instructions.length, 2);
});

test("card facts ('Difficoltà: Facile') are no description and a resting time ('Repos : 1 h') is a note", () => {
  const r = extractRecipeFromText(
    [
      "Tiramisù",
      "Difficoltà: Facile",
      "Costo: Medio",
      "Repos : 1 h",
      "Ingredienti",
      "Mascarpone 750 g",
      "Preparazione",
      "Montate i tuorli con lo zucchero e il mascarpone.",
    ].join("\n"),
  );
  assert.equal(r?.description, undefined);
  assert.equal(r?.notes, "Repos : 1 h");
});

test("Portuguese: 'Ingredientes da massa' opens a component, 'Preparação' the steps, and the language is pt", () => {
  const text = [
    "Bolo de cenoura",
    "Ingredientes da massa",
    "3 cenouras médias",
    "4 ovos",
    "Ingredientes da cobertura",
    "1 xícara de leite",
    "Preparação:",
    "Bata no liquidificador as cenouras e os ovos.",
  ].join("\n");
  const r = extractRecipeFromText(text);
  assert.deepEqual(
    r?.components.map((c) => [c.title, c.ingredientLines]),
    [
      ["massa", ["3 cenouras médias", "4 ovos"]],
      ["cobertura", ["1 xícara de leite"]],
    ],
  );
  assert.equal(r?.instructions.length, 1);
  assert.equal(r?.language, "pt");
});

test("without headings, 'For the chicken:' opens a component and 'To make the chicken:' its steps", () => {
  const text = [
    "Chicken Tacos",
    "",
    "For the chicken:",
    "1 lb chicken thighs",
    "1 tsp cumin",
    "",
    "For the salsa:",
    "1 mango, diced",
    "juice of 1 lime",
    "",
    "To make the chicken:",
    "Rub the chicken with the spices and oil.",
    "Grill 6-7 minutes per side, rest and slice.",
    "",
    "To make the salsa:",
    "Combine all salsa ingredients and season with salt.",
  ].join("\n");
  const r = extractRecipeFromText(text);
  assert.deepEqual(r?.ingredientLines, []);
  assert.deepEqual(
    r?.components.map((c) => [c.title, c.ingredientLines.length, c.instructions.length]),
    [
      ["chicken", 2, 2],
      ["salsa", 2, 1],
    ],
  );
});

test("French components without an ingredients heading ('Pour la pâte sablée :') and 'Réalisation' for the steps", () => {
  const r = extractRecipeFromText(
    [
      "Tarte au citron",
      "",
      "Pour la pâte sablée :",
      "250 g de farine",
      "125 g de beurre",
      "",
      "Pour la crème :",
      "3 citrons",
      "",
      "Réalisation",
      "Préparer la pâte et la cuire à blanc.",
      "Verser la crème sur le fond de tarte.",
    ].join("\n"),
  );
  assert.deepEqual(
    r?.components.map((c) => c.title),
    ["pâte sablée", "crème"],
  );
  assert.equal(r?.instructions.length, 2);
  assert.equal(r?.language, "fr");
});

test("a caption on one line: title, inline ingredient list, then the method", () => {
  const r = extractRecipeFromText(
    "Easy peanut butter cookies 🥜🍪 Ingredients: 1 cup peanut butter, 1 cup sugar, 1 egg. Mix everything, roll into balls and bake at 350F for 10 min. That's it!! #cookies",
  );
  assert.equal(r?.title, "Easy peanut butter cookies");
  assert.deepEqual(r?.ingredientLines, ["1 cup peanut butter", "1 cup sugar", "1 egg"]);
  assert.equal(r?.instructions.length, 1);
  assert.deepEqual(r?.tags, ["cookies"]);
});

test("a title that starts with a number joined to a word ('One-Pan Lemon Chicken') is the title", () => {
  const r = extractRecipeFromText(
    [
      "One-Pan Lemon Chicken",
      "",
      "Serves 4 | Prep 10 min | Cook 35 min",
      "",
      "INGREDIENTS",
      "8 chicken thighs",
      "1-inch piece ginger",
      "METHOD",
      "Roast the chicken at 220C for 35 minutes.",
    ].join("\n"),
  );
  assert.equal(r?.title, "One-Pan Lemon Chicken");
  assert.deepEqual(r?.ingredientLines, ["8 chicken thighs", "1-inch piece ginger"]);
  assert.equal(r?.cookTime, 35);
});

test("'Nutrition per serving: 320 kcal' is left out, not a step", () => {
  const r = extractRecipeFromText(
    [
      "Greek Salad",
      "Ingredients:",
      "200 g feta",
      "4 tomatoes",
      "Method:",
      "Chop the tomatoes and top with the feta.",
      "Nutrition per serving: 320 kcal, 25 g fat",
    ].join("\n"),
  );
  assert.deepEqual(r?.instructions, ["Chop the tomatoes and top with the feta."]);
});

test("a yield range is kept as written ('Yield: 6-8 servings', 'SERVES 4 TO 6') and one serving is singular", () => {
  const base = ["Chili", "", "INGREDIENTS", "2 lb ground beef", "INSTRUCTIONS", "Brown the beef and simmer for an hour."];
  assert.equal(extractRecipeFromText([base[0], "Yield: 6-8 servings", ...base.slice(1)].join("\n"))?.yieldText, "6-8 servings");
  assert.equal(extractRecipeFromText([base[0], "SERVES 4 TO 6", ...base.slice(1)].join("\n"))?.yieldText, "4-6 servings");
  assert.equal(extractRecipeFromText([base[0], "Serves: 1", ...base.slice(1)].join("\n"))?.yieldText, "1 serving");
});

test("a line of several facts may be long ('Prep: 20 minutes | Cook: 2 hours 30 minutes | Total: 2 hours 50 minutes')", () => {
  const r = extractRecipeFromText(
    [
      "Beef Stew",
      "Prep: 20 minutes | Cook: 2 hours 30 minutes | Total: 2 hours 50 minutes",
      "Ingredients",
      "2 lbs beef chuck",
      "Instructions",
      "Brown the beef and simmer until tender.",
    ].join("\n"),
  );
  assert.equal(r?.prepTime, 20);
  assert.equal(r?.cookTime, 150);
  assert.equal(r?.totalTime, 170);
  assert.equal(r?.description, undefined);
});

test("' - ' between two facts separates them ('Préparation : 20 min - Cuisson : 1 h 15')", () => {
  const r = extractRecipeFromText(
    [
      "Gratin",
      "Préparation : 20 min - Cuisson : 1 h 15",
      "Ingrédients",
      "1 kg de pommes de terre",
      "Préparation",
      "Coupez les pommes de terre en rondelles.",
    ].join("\n"),
  );
  assert.equal(r?.prepTime, 20);
  assert.equal(r?.cookTime, 75);
});

test("'*Filling*' in markdown emphasis is a component, '*Use 70% cocoa.' after the steps is a note", () => {
  const text = [
    "Apple Crisp",
    "**Ingredients:**",
    "*Filling*",
    "* 6 apples, sliced",
    "*Topping*",
    "* 1 cup oats",
    "**Directions:**",
    "1. Toss the apples with sugar.",
    "2. Sprinkle the topping over and bake.",
    "",
    "*Use tart apples if you can.",
  ].join("\n");
  const r = extractRecipeFromText(text);
  assert.deepEqual(
    r?.components.map((c) => [c.title, c.ingredientLines]),
    [
      ["Filling", ["6 apples, sliced"]],
      ["Topping", ["1 cup oats"]],
    ],
  );
  assert.equal(r?.instructions.length, 2);
  assert.equal(r?.notes, "Use tart apples if you can.");
});

test("steps numbered '1 - Drain…' lose their number", () => {
  const r = extractRecipeFromText(
    [
      "Hummus",
      "Ingredients",
      "1 can chickpeas",
      "3 tbsp tahini",
      "Method",
      "1 - Drain the chickpeas, keeping the liquid.",
      "2 - Blend with the tahini until smooth.",
      "3 - Loosen with some of the liquid.",
    ].join("\n"),
  );
  assert.deepEqual(r?.instructions, ["Drain the chickpeas, keeping the liquid.", "Blend with the tahini until smooth.", "Loosen with some of the liquid."]);
});

test("bulleted steps in lower case stay separate steps and 'follow for more' is left out", () => {
  const text = [
    "tuscan chicken",
    "ingredients",
    "- 2 chicken breasts",
    "- 1 cup cream",
    "steps",
    "- sear the chicken 5 min each side",
    "- add the cream and simmer 5 min",
    "",
    "follow for more easy dinners",
  ].join("\n");
  const r = extractRecipeFromText(text);
  assert.deepEqual(r?.instructions, ["sear the chicken 5 min each side", "add the cream and simmer 5 min"]);
});

test("in OCR text, a short first line of a wrapped step is the start of that step, not the description", () => {
  const text = [
    "GRATIN DAUPHINOIS",
    "1 kg de pommes de terre",
    "50 cl de lait entier",
    "Épluchez les pommes de terre et coupez-les",
    "en fines rondelles. Frottez un plat avec l'ail.",
    "Portez le lait à ébullition avec la crème et l'ail.",
  ].join("\n");
  const r = extractRecipeFromText(text);
  assert.equal(r?.description, undefined);
  assert.equal(r?.instructions[0], "Épluchez les pommes de terre et coupez-les en fines rondelles. Frottez un plat avec l'ail.");
});

test("'Rest 10 minutes before slicing.' stays a step; 'Rest: 1 hour' and 'Resting time' / '30 minutes' are notes", () => {
  const steak = extractRecipeFromText(["Steak", "Ingredients", "1 steak", "Method", "Grill the steak.", "Rest 10 minutes before slicing."].join("\n"));
  assert.deepEqual(steak?.instructions, ["Grill the steak.", "Rest 10 minutes before slicing."]);
  const bread = extractRecipeFromText(
    ["Bread", "Rest: 1 hour", "Resting time", "30 minutes", "Ingredients", "500 g flour", "Method", "Knead and bake."].join("\n"),
  );
  assert.equal(bread?.notes, "Rest: 1 hour\nResting time: 30 minutes");
});
