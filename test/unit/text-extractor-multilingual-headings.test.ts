import { test } from "node:test";
import assert from "node:assert/strict";
import { extractRecipeFromText } from "../../src/importers/text";

test("'Zutaten für 12 Stück:' opens the ingredients, gives the yield, and its 'Für den Teig:' lines open components", () => {
  const text = [
    "Apfelkuchen vom Blech",
    "",
    "Zutaten für 12 Stück:",
    "Für den Teig:",
    "250 g Mehl",
    "125 g Butter",
    "Für den Belag:",
    "1 kg Äpfel",
    "2 EL Zucker",
    "",
    "Zubereitung:",
    "Mehl und Butter zu einem Teig verkneten und 30 Minuten kühlen.",
    "Äpfel in Spalten schneiden, auf dem Teig verteilen und 40 Minuten backen.",
  ].join("\n");
  const r = extractRecipeFromText(text);
  assert.equal(r?.servings, 12);
  assert.equal(r?.yieldText, "12 Stück");
  assert.deepEqual(r?.ingredientLines, []);
  assert.deepEqual(
    r?.components.map((c) => [c.title, c.ingredientLines]),
    [
      ["Teig", ["250 g Mehl", "125 g Butter"]],
      ["Belag", ["1 kg Äpfel", "2 EL Zucker"]],
    ],
  );
  assert.equal(r?.instructions.length, 2);
});

test("'Ingredients for the dough' opens the ingredients with that component", () => {
  const r = extractRecipeFromText(
    ["Pizza", "Ingredients for the dough", "500 g flour", "300 ml water", "Method", "Knead the flour and water into a smooth dough."].join("\n"),
  );
  assert.deepEqual(
    r?.components.map((c) => [c.title, c.ingredientLines]),
    [["dough", ["500 g flour", "300 ml water"]]],
  );
});

test("'Ingredientes (4 personas)' is the ingredients heading and the yield at once", () => {
  const text = [
    "Pollo en salsa",
    "Ingredientes (4 personas)",
    "Para el pollo:",
    "1 pollo troceado",
    "Sal y pimienta",
    "Para la salsa:",
    "2 tomates maduros",
    "Preparación",
    "1. Salpimentar el pollo y dorarlo en una cazuela.",
    "2. Añadir el tomate y cocer 30 minutos a fuego lento.",
  ].join("\n");
  const r = extractRecipeFromText(text);
  assert.equal(r?.servings, 4);
  assert.equal(r?.description, undefined);
  assert.deepEqual(
    r?.components.map((c) => [c.title, c.ingredientLines]),
    [
      ["pollo", ["1 pollo troceado", "Sal y pimienta"]],
      ["salsa", ["2 tomates maduros"]],
    ],
  );
});

test("a sentence that mentions a time is the description, not a time line", () => {
  const text = [
    "Spaghetti Carbonara",
    "",
    "A Roman classic, ready in 20 minutes.",
    "",
    "Prep time: 10 min",
    "Cook time: 15 min",
    "",
    "Ingredients",
    "400 g spaghetti",
    "4 egg yolks",
    "",
    "Method",
    "1. Cook the spaghetti until al dente.",
    "2. Toss with the yolks off the heat.",
  ].join("\n");
  const r = extractRecipeFromText(text);
  assert.equal(r?.description, "A Roman classic, ready in 20 minutes.");
  assert.equal(r?.totalTime, 25);
  // Parts that are all facts still make a meta line.
  const facts = extractRecipeFromText(
    ["Soup", "Serves 4, Prep: 10 min, Cook: 30 min", "Ingredients", "1 onion", "Method", "Cook the onion in the stock."].join("\n"),
  );
  assert.equal(facts?.servings, 4);
  assert.equal(facts?.cookTime, 30);
});
