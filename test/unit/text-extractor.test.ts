import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { extractRecipeFromText, parseDuration } from "../../src/importers/text";

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../fixtures/text");
const load = (name: string): string => fs.readFileSync(path.join(dir, name), "utf8");

test("English text with headings, a component, times and notes", () => {
  const r = extractRecipeFromText(load("en-headings.txt"));
  assert.ok(r);
  assert.equal(r.title, "Classic Tomato Soup");
  assert.equal(r.description, "A quick weeknight soup that tastes like summer.");
  assert.equal(r.ingredientLines.length, 5);
  assert.equal(r.components.length, 1);
  assert.equal(r.components[0]?.title, "croutons");
  assert.deepEqual(r.components[0]?.ingredientLines, ["2 slices bread, cubed", "1 tbsp butter"]);
  assert.equal(r.instructions.length, 3);
  assert.match(r.instructions[1] ?? "", /simmer for 20 minutes\.$/);
  assert.deepEqual([r.prepTime, r.cookTime, r.servings], [10, 80, 4]);
  assert.equal(r.notes, "Keeps for 3 days in the fridge.");
});

test("German, French, Spanish, Dutch and Italian headings and meta", () => {
  const de = extractRecipeFromText(load("de.txt"));
  assert.deepEqual([de?.prepTime, de?.cookTime, de?.servings, de?.language], [30, 45, 12, "de"]);
  assert.equal(de?.components[0]?.title, "Belag");
  assert.equal(de?.instructions.length, 3);
  const fr = extractRecipeFromText(load("fr.txt"));
  assert.deepEqual([fr?.servings, fr?.prepTime, fr?.ingredientLines.length, fr?.instructions.length], [6, 20, 4, 3]);
  const es = extractRecipeFromText(load("es.txt"));
  assert.deepEqual([es?.servings, es?.cookTime, es?.ingredientLines.length, es?.instructions.length], [4, 30, 4, 2]);
  const nl = extractRecipeFromText(load("nl.txt"));
  assert.deepEqual([nl?.title, nl?.ingredientLines.length, nl?.instructions.length], ["Erwtensoep", 3, 2]);
  const it = extractRecipeFromText(load("it.txt"));
  assert.deepEqual([it?.servings, it?.ingredientLines.length, it?.instructions.length], [2, 4, 2]);
});

test("social caption: emoji bullets, keycap numbering and hashtags", () => {
  const r = extractRecipeFromText(load("caption.txt"));
  assert.ok(r);
  assert.equal(r.title, "Easiest banana bread ever");
  assert.deepEqual(r.ingredientLines[0], "3 ripe bananas");
  assert.equal(r.ingredientLines.length, 5);
  assert.equal(r.instructions.length, 3);
  assert.deepEqual(r.tags, ["bananabread", "baking", "easyrecipes"]);
});

test("OCR text without headings: hyphenation and wrapped steps are joined", () => {
  const r = extractRecipeFromText(load("ocr.txt"));
  assert.ok(r);
  assert.equal(r.ingredientLines[0], "225 g butter, softened");
  assert.equal(r.ingredientLines.length, 4);
  assert.equal(r.instructions.length, 3);
  assert.match(r.instructions[0] ?? "", /^Cream .* lemon zest\.$/);
  assert.equal(r.servings, 24);
});

test("returns null when there is no recipe", () => {
  assert.equal(extractRecipeFromText("Just a note to self.\nBuy stamps."), null);
  assert.equal(extractRecipeFromText(""), null);
});

test("parseDuration reads hours and minutes in several languages", () => {
  assert.equal(parseDuration("1 hour 20 minutes"), 80);
  assert.equal(parseDuration("1 h 20"), 80);
  assert.equal(parseDuration("45 Min."), 45);
  assert.equal(parseDuration("1½ hours"), 90);
  assert.equal(parseDuration("2 Stunden"), 120);
  assert.equal(parseDuration("soon"), null);
});
