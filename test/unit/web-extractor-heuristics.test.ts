import assert from "node:assert/strict";
import { test } from "node:test";
import { extractRecipeFromHtml, parseYield } from "../../src/importers/web/index";
import type { ExtractedRecipe } from "../../src/importers/types";

const URL = "https://example.org/recipes/cake";

function page(body: string, head = ""): string {
  return `<!doctype html><html lang="en"><head>${head}</head><body>${body}</body></html>`;
}

function extract(html: string): ExtractedRecipe {
  const recipe = extractRecipeFromHtml(html, URL);
  assert.ok(recipe, "a recipe is found");
  return recipe;
}

const RELATED = `<ul><li><a href="/a">Lemon tart</a></li><li><a href="/b">Apple pie</a></li><li><a href="/c">Plum cake</a></li><li><a href="/d">Fig jam</a></li></ul>`;

test("reads Chinese labels and yield (材料, 做法, 分量) although \\b never matches after CJK letters", () => {
  const recipe = extract(
    page(`<h1>鸡蛋糕</h1><p>分量：30 个</p><p>材料：</p><ul><li>4 个 蛋</li><li>125 克 细砂糖</li></ul>
    <p>做法：</p><p>1 把烤炉预热至200°C。</p><p>2 把蛋轻轻打散，加入糖，打至混合。</p><h3>相关食谱</h3>${RELATED}`),
  );
  assert.deepEqual(recipe.ingredientLines, ["4 个 蛋", "125 克 细砂糖"]);
  assert.deepEqual(recipe.instructions, ["1 把烤炉预热至200°C。", "2 把蛋轻轻打散，加入糖，打至混合。"]);
  assert.equal(recipe.servings, 30);
});

test("a link list further down the page does not make a label's section navigation", () => {
  const recipe = extract(
    page(`<h1>Cake</h1><p>Ingredients</p><ul><li>2 eggs</li><li>100 g sugar</li></ul>
    <p>Method</p><p>Beat the eggs with the sugar until pale and thick.</p><p>Bake for twenty minutes at 180 °C.</p>${RELATED}${RELATED}`),
  );
  assert.deepEqual(recipe.instructions.slice(0, 2), ["Beat the eggs with the sugar until pale and thick.", "Bake for twenty minutes at 180 °C."]);
});

test("a heading that names the recipe before the label ('Stew – The Ingredients') labels the list", () => {
  const recipe = extract(
    page(`<h1>Stew</h1><h2>Beef stew – The Ingredients</h2><ul><li>500 g beef</li><li>2 carrots</li></ul>
    <h2>Instructions</h2><ol><li>Brown the beef in batches in a heavy pot.</li><li>Add the carrots and simmer for two hours.</li></ol>`),
  );
  assert.deepEqual(recipe.ingredientLines, ["500 g beef", "2 carrots"]);
});

test("notes after the steps are not steps", () => {
  const recipe = extract(
    page(`<h1>Skewers</h1><h3>Ingredients</h3><ul><li>1 cup strawberries</li><li>8 skewers</li></ul>
    <h3>Directions</h3><div><p>Thread the strawberries on the skewers.</p><p>Serve with the dip on the side.</p>
    <p><strong>Note:</strong></p><p>Skewers have sharp edges, so watch young children.</p></div>`),
  );
  assert.deepEqual(recipe.instructions, ["Thread the strawberries on the skewers.", "Serve with the dip on the side."]);
});

test("without an instructions label, the prose paragraphs after the ingredient lists are the steps", () => {
  const recipe = extract(
    page(`<h1>Ribs</h1><p>Ingredients</p><ul><li>1 rack baby back ribs</li><li>1 cup of brown sugar</li></ul>
    <p>Prepare your smoker at 275 degrees. We recommend hickory wood for this smoke.</p>
    <p>Apply a light coat of the rub to the bone side and let it adhere for 30 minutes.</p>
    <p>Smoke the ribs until they take on a beautiful mahogany colour, about two hours.</p>`),
  );
  assert.deepEqual(recipe.ingredientLines, ["1 rack baby back ribs", "1 cup of brown sugar"]);
  assert.equal(recipe.instructions.length, 3);
  assert.match(recipe.instructions[0] ?? "", /^Prepare your smoker/);
});

test("a bare 'Instructions' label beats a headline that only starts like one ('How to make the best …')", () => {
  const recipe = extract(
    page(`<h1>Hash</h1>
    <h2>How to Make the Best Breakfast Hash</h2><p>While the full recipe is below, here are some tips to make this simple brunch, and a few stories about it.</p>
    <p>First, you will slice your sausage into rounds and then quarter the rounds, which is important for even cooking.</p>
    <h2>Ingredients</h2><ul><li>4 eggs</li><li>5 oz sausage</li></ul>
    <h2>Instructions</h2><ol><li>Fry the sausage until crisp.</li><li>Add the eggs and scramble.</li></ol>`),
  );
  assert.deepEqual(recipe.instructions, ["Fry the sausage until crisp.", "Add the eggs and scramble."]);
});

test("a short line of its own between two ingredient lists names the second list", () => {
  const recipe = extract(
    page(`<h1>Ribs</h1><p>Ingredients</p><ul><li>1 rack ribs</li><li>1 cup of brown sugar</li></ul>
    <p><span>Optional</span><br></p><ul><li>Your favourite BBQ sauce</li></ul>
    <p>Method</p><ol><li>Smoke the ribs for five hours.</li><li>Glaze them with the sauce.</li></ol>`),
  );
  assert.deepEqual(recipe.ingredientLines, ["1 rack ribs", "1 cup of brown sugar"]);
  assert.deepEqual(
    recipe.components.map((c) => [c.title, c.ingredientLines]),
    [["Optional", ["Your favourite BBQ sauce"]]],
  );
});

test("a yield line above the ingredient list is a fact, not an ingredient; a long same-rank heading ends the list", () => {
  const recipe = extract(
    page(`<h1>Viking bake</h1><h2>Viking bake with the cooker – The ingredients</h2><p>Für 6 Personen</p>
    <ul><li>250 g pork</li><li>1 egg</li></ul><h2>Viking bake with the cooker, made the easy way for the family</h2><p>Some story.</p>
    <h2>Method</h2><ol><li>Mince the pork and mix it with the egg.</li><li>Bake for forty minutes.</li></ol>`),
  );
  assert.deepEqual(recipe.ingredientLines, ["250 g pork", "1 egg"]);
  assert.equal(recipe.servings, 6);
});

test("yields: 'Serve / Até 4 porções' in a definition list, and '3 or 2 big' counts the larger figure", () => {
  const recipe = extract(
    page(`<h1>Rosbife</h1><dl><div><dt>Serve</dt><dd>Até 4 porções</dd></div></dl>
    <h2>Ingredientes</h2><ul><li>1 kg de lagarto</li><li>sal</li></ul><h2>Modo de preparo</h2><ol><li>Tempere a carne com sal.</li><li>Asse por 40 minutos.</li></ol>`),
  );
  assert.equal(recipe.servings, 4);
  assert.equal(parseYield("3 or 2 big").servings, 3);
  assert.equal(parseYield("4-6 servings").servings, 6);
});

test("a block whose list items are a small part of its text is read as text lines, paragraphs included", () => {
  const recipe = extract(
    page(`<h1>Fruit skewers</h1><h3>Ingredients</h3><div><table><tr><td><p>1 cup strawberries, rinsed, stems removed, and cut in half</p></td></tr>
    <tr><td><p>1 cup fresh pineapple, diced (or canned pineapple chunks in juice, drained)</p></td></tr>
    <tr><td><p>8 wooden skewers</p></td></tr><tr><td><ul><li><a href="/card.pdf">Card</a></li></ul></td></tr></table></div>
    <h3>Directions</h3><ol><li>Thread the fruit on the skewers.</li><li>Serve cold.</li></ol>`),
  );
  assert.deepEqual(recipe.ingredientLines.slice(0, 3), [
    "1 cup strawberries, rinsed, stems removed, and cut in half",
    "1 cup fresh pineapple, diced (or canned pineapple chunks in juice, drained)",
    "8 wooden skewers",
  ]);
});

test("a recipe written in parts, one classed list per part, is read whole: each titled part becomes a group", () => {
  const part = (title: string, items: string[], steps: string[]) =>
    `<dl class="ingredients"><h3>${title}</h3>${items.map((i) => `<dt><b>${i}</b><u>10 g</u></dt>`).join("")}</dl>` +
    `<ul class="instructions">${steps.map((s) => `<li>${s}</li>`).join("")}</ul>`;
  const recipe = extract(
    page(`<h1>Okonomiyaki</h1><div class="col">${part("batter", ["flour", "cabbage", "yeast"], ["Mix the flour with the cabbage.", "Fry both sides until golden."])}${part("sauce", ["soy sauce", "mirin"], ["Simmer the sauce until thick."])}${part("topping", ["nori"], ["Scatter the nori on top and serve."])}</div>
    <aside><ul class="related-ingredients-links"><li>a</li></ul></aside>`),
  );
  assert.deepEqual(recipe.ingredientLines, []);
  assert.deepEqual(
    recipe.components.map((c) => [c.title, c.ingredientLines]),
    [
      ["batter", ["flour 10 g", "cabbage 10 g", "yeast 10 g"]],
      ["sauce", ["soy sauce 10 g", "mirin 10 g"]],
      ["topping", ["nori 10 g"]],
    ],
  );
  assert.deepEqual(recipe.instructions, [
    "Mix the flour with the cabbage.",
    "Fry both sides until golden.",
    "Simmer the sauce until thick.",
    "Scatter the nori on top and serve.",
  ]);
});

test("a label that opens a paragraph labels the rest of it: '<p><strong>Method:</strong><br>step<br>step</p>'", () => {
  const recipe = extract(
    page(`<h1>Pancakes</h1><p>Ingredients:</p><ul><li>2 eggs</li><li>250 ml milk</li><li>125 g flour</li></ul>
    <p><strong>Method:<br/></strong>Whisk the eggs with the milk and the flour until smooth.<br/><img src="/a.jpg"><br/>
    Fry small pancakes in butter for two minutes a side.</p><p>More recipes below.</p>`),
  );
  assert.deepEqual(recipe.instructions.slice(0, 2), [
    "Whisk the eggs with the milk and the flour until smooth.",
    "Fry small pancakes in butter for two minutes a side.",
  ]);
});

test("a label over a bare value ('Preparation' above '35 m') does not outrank a headline over the real steps", () => {
  const recipe = extract(
    page(`<h1>Pumpkin soup</h1><div class="facts"><div><p>Preparation</p></div><div><p>35 m</p></div></div>
    <h2>Ingredients</h2><ul><li>1 kg pumpkin</li><li>2 leeks</li></ul>
    <h2>Preparation of the pumpkin soup</h2><p>Peel the pumpkin and cut it into cubes of about four centimetres.</p>
    <p>Simmer the pumpkin with the leeks for twenty minutes, then blend until smooth.</p>`),
  );
  assert.deepEqual(recipe.instructions, [
    "Peel the pumpkin and cut it into cubes of about four centimetres.",
    "Simmer the pumpkin with the leeks for twenty minutes, then blend until smooth.",
  ]);
});

test("a yield counted in dozens is twelve times its number", () => {
  assert.equal(parseYield("Makes about 2 dozen").servings, 24);
  assert.equal(parseYield("a dozen").servings, 12);
  assert.equal(parseYield("24 cookies").servings, 24);
});
