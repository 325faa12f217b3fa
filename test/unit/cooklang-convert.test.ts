import { describe, test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  cooklangToRecipeInput,
  escapeText,
  formatCooklangQuantity,
  parseCooklang,
  readAmount,
  recipeToCooklang,
  stepText,
  type CooklangRecipeInput,
} from "../../src/lib/cooklang";
import type { Ingredient } from "../../src/lib/ingredients/types";

const examples = path.join(path.dirname(fileURLToPath(import.meta.url)), "../fixtures/cooklang/examples");
const fromCook = (source: string, title?: string): CooklangRecipeInput => cooklangToRecipeInput(parseCooklang(source), { title });
const byName = (list: Ingredient[]): Ingredient[] => [...list].sort((a, b) => a.name.localeCompare(b.name));

describe("readAmount and formatCooklangQuantity", () => {
  test("split amounts written without % into a number and a unit", () => {
    assert.deepEqual(readAmount("3tsp", ""), { quantity: 3, unit: "tsp" });
    assert.deepEqual(readAmount("1,1/2cups", ""), { quantity: 1.5, unit: "cups" });
    assert.deepEqual(readAmount("1 1/2", "cup"), { quantity: 1.5, unit: "cup" });
    assert.deepEqual(readAmount("½", "cup"), { quantity: 0.5, unit: "cup" });
    assert.deepEqual(readAmount(2, "items"), { quantity: 2 });
    assert.deepEqual(readAmount("some", ""), {});
    assert.deepEqual(readAmount("few", "sprigs"), { text: "few", unit: "sprigs" });
    assert.deepEqual(readAmount("2 large", ""), { quantity: 2, text: "large" });
  });

  test("format whole numbers, simple fractions below one and decimals", () => {
    assert.equal(formatCooklangQuantity(3), "3");
    assert.equal(formatCooklangQuantity(0.5), "1/2");
    assert.equal(formatCooklangQuantity(0.3333), "1/3");
    assert.equal(formatCooklangQuantity(1.5), "1.5");
    assert.equal(formatCooklangQuantity(0.37), "0.37");
  });
});

describe("cooklangToRecipeInput", () => {
  const source = [
    "---",
    "title: Fried Rice",
    "servings: 2|4",
    "Prep Time: 15 minutes",
    "cook_time: 1 hour 5 min",
    "time: 80",
    "tags: quick, asian",
    "cuisine: Chinese",
    "difficulty: easy",
    "source: https://example.com/fried-rice",
    "author: Someone",
    "---",
    "-- a comment",
    "Heat @peanut oil{1%tbsp} in a #wok{}. Add @eggs{2%items} and cook for ~{2%minutes}.",
    "",
    "Add remaining @peanut oil{2%tbsp}, @salt and @rice{1/2%cup}(cooked, cold). Let it ~rest.",
    "",
    "Season with @salt{1%tsp} and @pepper{few%grinds}(optional).",
    "",
    "> Use day-old rice.",
  ].join("\n");
  const r = fromCook(source);

  test("maps title, servings, times, tags, difficulty and source from the metadata", () => {
    assert.equal(r.title, "Fried Rice");
    assert.equal(r.servings, 2);
    assert.equal(r.prep_time, 15);
    assert.equal(r.cook_time, 65);
    assert.equal(r.total_time, 80);
    assert.deepEqual(r.tags, ["quick", "asian", "Chinese"]);
    assert.equal(r.difficulty, "easy");
    assert.equal(r.source_url, "https://example.com/fried-rice");
  });

  test("keeps notes and unmapped metadata in notes", () => {
    assert.equal(r.notes, "Use day-old rice.\n\nauthor: Someone");
  });

  test("aggregates ingredients in order of first mention, adding repeats with the same unit", () => {
    assert.deepEqual(r.ingredients, [
      { name: "peanut oil", quantity: 3, unit: "tbsp" },
      { name: "eggs", quantity: 2 },
      { name: "salt", quantity: 1, unit: "tsp" },
      { name: "rice", quantity: 0.5, unit: "cup", preparation: "cooked, cold" },
      { name: "pepper", unit: "grinds", preparation: "few", isOptional: true },
    ]);
  });

  test("renders the markup of each step as plain words", () => {
    assert.deepEqual(r.instructions, [
      "Heat peanut oil in a wok. Add eggs and cook for 2 minutes.",
      "Add remaining peanut oil, salt and rice. Let it rest.",
      "Season with salt and pepper.",
    ]);
  });

  test("adds convertible units and keeps incompatible ones apart", () => {
    const m = fromCook("Add @butter{100%g} and @butter{1%kg}, then @flour{1%cup} and @flour{100%g}.", "x");
    assert.deepEqual(m.ingredients, [
      { name: "butter", quantity: 1.1, unit: "kg" },
      { name: "flour", quantity: 1, unit: "cup" },
      { name: "flour", quantity: 100, unit: "g" },
    ]);
  });

  test("reads @? as optional, a fixed amount =1 as 1, and a later amount for an ingredient first named without one", () => {
    const m = fromCook("Add @salt, then @?parsley{1%bunch} and @salt{=1%tsp}.", "x");
    assert.deepEqual(m.ingredients, [
      { name: "salt", quantity: 1, unit: "tsp" },
      { name: "parsley", quantity: 1, unit: "bunch", isOptional: true },
    ]);
  });

  test("prefers the caller's title and leaves it empty when there is none", () => {
    assert.equal(fromCook(">> title: From source\nMix.", "Given").title, "Given");
    assert.equal(fromCook("Mix.").title, "");
  });

  test("turns sections into components with their own ingredients", () => {
    const c = fromCook("Cook @pasta{500%g}.\n\n== Sauce ==\nSimmer @tomatoes{400%g} with @basil.\n", "Pasta");
    assert.deepEqual(c.ingredients, [{ name: "pasta", quantity: 500, unit: "g" }]);
    assert.deepEqual(c.components, [
      { title: "Sauce", ingredients: [{ name: "tomatoes", quantity: 400, unit: "g" }, { name: "basil" }], instructions: ["Simmer tomatoes with basil."] },
    ]);
  });

  test("renders a named timer with an amount by its amount", () => {
    assert.equal(stepText(parseCooklang("Fry for ~potato{42%minutes}").steps[0] ?? []), "Fry for 42 minutes");
  });
});

describe("recipeToCooklang", () => {
  test("marks up ingredients at their first mention and puts unmentioned ones at the start of the first step", () => {
    const text = recipeToCooklang({
      title: "Pancakes",
      servings: 4,
      prep_time: 10,
      tags: ["breakfast", "sweet"],
      ingredients: [
        { name: "flour", quantity: 125, unit: "g" },
        { name: "egg", quantity: 2 },
        { name: "salt" },
        { name: "olive oil", quantity: 0.5, unit: "tbsp", preparation: "extra virgin" },
        { name: "oil" },
      ],
      instructions: ["Whisk the eggs with the flour (sifted).", "Fry in olive oil, then add a little more oil."],
    });
    assert.equal(
      text,
      [
        "---",
        "title: Pancakes",
        "tags: breakfast, sweet",
        "servings: 4",
        "prep time: 10 minutes",
        "---",
        "",
        "@salt{}: Whisk the @egg{2}s with the @flour{125%g} (sifted).",
        "",
        "Fry in @olive oil{1/2%tbsp}(extra virgin), then add a little more @oil{}.",
        "",
      ].join("\n"),
    );
  });

  test("escapes prose that Cooklang would read as markup so that it reads back unchanged", () => {
    const prose = "Bake at 180°C ~20 min -- turn tray #2, email me@home [-x-] \\@ ok";
    const back = fromCook(recipeToCooklang({ title: "t", instructions: [prose, "> not a note", "= not a section"] }));
    assert.deepEqual(back.instructions, [prose, "> not a note", "= not a section"]);
    assert.deepEqual(back.ingredients, []);
    assert.equal(escapeText("a--b"), "a\\-\\-b");
    // "(" right after the braces would be a note: an empty note keeps it text.
    const guarded = recipeToCooklang({ title: "t", ingredients: [{ name: "butter" }], instructions: ["Add butter(soft)."] });
    assert.match(guarded, /@butter\{\}\(\)\(soft\)\./);
    assert.deepEqual(fromCook(guarded).instructions, ["Add butter(soft)."]);
  });

  test("writes components as sections and notes as note lines, and reads them back", () => {
    const recipe = {
      title: "Pasta: the classic",
      description: "Two\n---\nlines",
      notes: "Keeps two days -- in the fridge.\n\nFreezes well [-30 °C].",
      ingredients: [{ name: "pasta", quantity: 500, unit: "g" }],
      instructions: ["Cook the pasta."],
      components: [{ title: "Sauce", ingredients: [{ name: "tomatoes", quantity: 400, unit: "g" }], instructions: ["Simmer the tomatoes."] }],
      cook_time: 20,
      source_url: "https://example.com/pasta",
    };
    const back = fromCook(recipeToCooklang(recipe));
    assert.equal(back.title, recipe.title);
    assert.equal(back.description, recipe.description);
    assert.equal(back.notes, recipe.notes);
    assert.equal(back.cook_time, 20);
    assert.equal(back.source_url, recipe.source_url);
    assert.deepEqual(back.ingredients, recipe.ingredients);
    assert.deepEqual(back.instructions, recipe.instructions);
    assert.deepEqual(back.components, recipe.components);
  });

  for (const file of fs.readdirSync(examples)) {
    test(`round trip keeps ingredients and instructions of ${file}`, () => {
      const first = fromCook(fs.readFileSync(path.join(examples, file), "utf8"), file.replace(/\.cook$/, ""));
      assert.ok(first.ingredients.length > 0 && first.instructions.length > 0);
      const text = recipeToCooklang(first);
      const second = fromCook(text);
      assert.equal(second.title, first.title);
      assert.deepEqual(byName(second.ingredients), byName(first.ingredients));
      assert.deepEqual(second.instructions, first.instructions);
      // Stable after the first export: exporting the re-import gives the same text.
      assert.equal(recipeToCooklang(second), text);
    });
  }
});
