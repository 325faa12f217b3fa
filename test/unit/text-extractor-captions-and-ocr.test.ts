import { test } from "node:test";
import assert from "node:assert/strict";
import { extractRecipeFromText } from "../../src/importers/text";

test("a caption that starts with its ingredient lines has no title line: the method sentence stays a step", () => {
  const r = extractRecipeFromText("1 cup peanut butter\n1 cup sugar\n1 egg\nMix, roll into balls, press with a fork and bake 10 min at 350F.");
  assert.equal(r?.title, "");
  assert.deepEqual(r?.ingredientLines, ["1 cup peanut butter", "1 cup sugar", "1 egg"]);
  assert.deepEqual(r?.instructions, ["Mix, roll into balls, press with a fork and bake 10 min at 350F."]);
  // A title line before the list is still the title.
  const titled = extractRecipeFromText("Peanut butter cookies\n1 cup peanut butter\n1 egg\nMix, roll into balls and bake 10 min at 350F.");
  assert.equal(titled?.title, "Peanut butter cookies");
  assert.equal(titled?.instructions.length, 1);
});

test("channel promotion and link lines at the end of a video description are left out of the steps", () => {
  const text = [
    "Garlic butter noodles 🍜",
    "",
    "Ingredients:",
    "200g noodles",
    "3 tbsp butter",
    "4 cloves garlic",
    "",
    "Method:",
    "1. Boil the noodles.",
    "2. Melt butter with garlic and toss the noodles through",
    "",
    "▶ Subscribe: https://www.youtube.com/@x?sub_confirmation=1",
    "📸 Instagram: https://instagram.com/x",
    "Music: Lofi beats by Someone",
    "Shop my kitchen: https://amazon.com/shop/x",
    "#ad",
    "Follow me for more",
  ].join("\n");
  const r = extractRecipeFromText(text);
  assert.deepEqual(r?.instructions, ["Boil the noodles.", "Melt butter with garlic and toss the noodles through"]);
  assert.deepEqual(r?.ingredientLines, ["200g noodles", "3 tbsp butter", "4 cloves garlic"]);
  assert.equal(r?.notes, undefined);
  assert.deepEqual(r?.tags, []);
  // Without headings the promotion is no step either, and a handle alone or "Subscribe for more recipes!" neither.
  const bare = extractRecipeFromText(
    [
      "Garlic noodles",
      "200g noodles",
      "3 tbsp butter",
      "Boil the noodles, melt butter with garlic and toss the noodles through.",
      "Subscribe for more recipes!",
      "TikTok: @x",
      "Business inquiries: hello@example.com",
    ].join("\n"),
  );
  assert.deepEqual(bare?.instructions, ["Boil the noodles, melt butter with garlic and toss the noodles through."]);
  // A step that gives a link in a sentence stays a step.
  const linked = extractRecipeFromText(
    ["Noodles", "200g noodles", "Method", "Boil the noodles, the brand I use is here https://example.com/noodles and it is great."].join("\n"),
  );
  assert.equal(linked?.instructions.length, 1);
});

test("caption filler: 'recipe below 👇' leaves the title, 'Edit: typo' is no step, servings in a description sentence are read", () => {
  const text = [
    "Best chicken recipe below!! 👇",
    "Serves 6-8, takes about an hour.",
    "",
    "2 lb chicken thighs",
    "1 tbsp paprika",
    "",
    "Rub the chicken with paprika and roast for 45 minutes at 200C.",
    "Edit: typo",
  ].join("\n");
  const r = extractRecipeFromText(text);
  assert.equal(r?.title, "Best chicken");
  assert.deepEqual(r?.instructions, ["Rub the chicken with paprika and roast for 45 minutes at 200C."]);
  assert.equal(r?.description, "Serves 6-8, takes about an hour.");
  assert.equal(r?.servings, 6);
  assert.equal(r?.yieldText, "6-8 servings");
  assert.equal(r?.notes, undefined);
  // An edit that says something about the recipe is a note, not a step.
  const note = extractRecipeFromText(
    ["Soup", "1 onion", "1 l stock", "Simmer the onion in the stock for 20 minutes.", "EDIT: it freezes well for a month."].join("\n"),
  );
  assert.deepEqual(note?.instructions, ["Simmer the onion in the stock for 20 minutes."]);
  assert.equal(note?.notes, "EDIT: it freezes well for a month.");
  // "(Recipe in caption)" after a title, and a first line that is only filler.
  assert.equal(extractRecipeFromText("Crispy tofu (recipe in caption)\n200 g tofu\nFry the tofu until crisp on all sides.")?.title, "Crispy tofu");
  assert.equal(extractRecipeFromText("Full recipe below 👇\nCrispy tofu\n200 g tofu\nFry the tofu until crisp on all sides.")?.title, "Crispy tofu");
});

test("an OCR ingredient line wrapped at the column width is rejoined; a separate unquantified item is not", () => {
  const text = [
    "WHITE BEAN SOUP",
    "Serves 4",
    "1 (15-ounce) can cannellini",
    "beans, drained",
    "2 cups chicken stock",
    "1 sprig rosemary",
    "1 Warm the stock in a pan",
    "with the rosemary.",
    "2 Add the beans and simmer",
    "for 20 minutes.",
    "3 Season and serve hot.",
  ].join("\n");
  const r = extractRecipeFromText(text);
  assert.deepEqual(r?.ingredientLines, ["1 (15-ounce) can cannellini beans, drained", "2 cups chicken stock", "1 sprig rosemary"]);
  assert.equal(r?.instructions.length, 3);
  // Typed text: the line after is an item of its own (it would have fitted on the line before).
  const typed = extractRecipeFromText(
    [
      "Bean salad",
      "Ingredients",
      "1 can cannellini beans",
      "fresh parsley, chopped",
      "Method",
      "Mix the beans with the parsley and season with salt and pepper.",
    ].join("\n"),
  );
  assert.deepEqual(typed?.ingredientLines, ["1 can cannellini beans", "fresh parsley, chopped"]);
});

test("without a heading the language is guessed from common words (de, fr), English stays undefined", () => {
  const de = extractRecipeFromText(
    [
      "Kartoffelsalat von Mama",
      "1 kg Kartoffeln",
      "1 Zwiebel",
      "3 EL Essig",
      "Die Kartoffeln kochen und schälen, dann in Scheiben schneiden und mit der Zwiebel und dem Essig mischen.",
    ].join("\n"),
  );
  assert.equal(de?.language, "de");
  const fr = extractRecipeFromText(
    [
      "GRATIN DAUPHINOIS",
      "1 kg de pommes de terre",
      "50 cl de crème",
      "Épluchez les pommes de terre et coupez-les en fines rondelles. Mettez-les dans un plat avec la crème et faites cuire au four pendant une heure.",
    ].join("\n"),
  );
  assert.equal(fr?.language, "fr");
  const en = extractRecipeFromText(
    ["Potato salad", "1 kg potatoes", "1 onion", "Boil the potatoes, then slice them and mix with the onion and the vinegar."].join("\n"),
  );
  assert.equal(en?.language, undefined);
  // A heading still decides: "Ingredients" / "Method" in a text that quotes a German dish name.
  const headed = extractRecipeFromText(["Apfelkuchen", "Ingredients", "3 apples", "Method", "Bake the cake with the apples for 40 minutes."].join("\n"));
  assert.equal(headed?.language, undefined);
});
