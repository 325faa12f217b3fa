import assert from "node:assert/strict";
import { test } from "node:test";
import { extractRecipeFromHtml } from "../../src/importers/web/index";
import type { ExtractedRecipe } from "../../src/importers/types";

// Synthetic pages written the way old blogs (over-blog, Blogger, WordPress classic editor, Wix) write
// recipes: no schema.org data and no list markup for the ingredients.

const URL = "https://blog.example.org/2021/08/recipe.html";

function page(body: string, head = ""): string {
  return `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;
}

function extract(html: string): ExtractedRecipe {
  const recipe = extractRecipeFromHtml(html, URL);
  assert.ok(recipe, "a recipe is found");
  return recipe;
}

const allIngredients = (r: ExtractedRecipe): string[] => [...r.ingredientLines, ...r.components.flatMap((c) => c.ingredientLines)];

test("French: one paragraph per ingredient under 'Ingrédients pour …' labels, each part followed by its steps as a list", () => {
  const recipe = extract(
    page(`<article><h1>Pain bis</h1>
    <div class="post"><p>Un pain de campagne que je fais chaque semaine depuis des années, avec un levain de la veille.</p>
    <p><span>Ingrédients pour le levain (1 nuit)</span></p>
    <p><b>150 g de farine bise</b></p><p><b>150 g d'eau tiède</b></p><p><b>1 g de levure fraîche</b></p>
    <p>&nbsp;</p>
    <ul><li>Mettre la levure dans un bol,</li></ul><ul><li>Ajouter l'eau et la farine et bien mélanger.</li></ul>
    <p>Ingrédients pour la pâte (4 heures)</p>
    <p><b>300 g du levain de la veille</b></p><p><b>470 g de farine mi-blanche</b></p><p><b>14 g de sel</b></p>
    <ul><li>Verser le tout dans la cuve du pétrin et pétrir 10 minutes.</li><li>Cuire 35 minutes à 220°C.</li></ul></div>
    <div class="gallery"><p>Pain bis</p></div><p>Partager cet article</p></article>`),
  );
  assert.deepEqual(recipe.ingredientLines, []);
  assert.deepEqual(
    recipe.components.map((c) => c.title),
    ["Ingrédients pour le levain (1 nuit)", "Ingrédients pour la pâte (4 heures)"],
  );
  assert.deepEqual(allIngredients(recipe), [
    "150 g de farine bise",
    "150 g d'eau tiède",
    "1 g de levure fraîche",
    "300 g du levain de la veille",
    "470 g de farine mi-blanche",
    "14 g de sel",
  ]);
  // Steps stay inside the post's text: the caption and the share button after it are no steps.
  assert.deepEqual(recipe.instructions, [
    "Mettre la levure dans un bol,",
    "Ajouter l'eau et la farine et bien mélanger.",
    "Verser le tout dans la cuve du pétrin et pétrir 10 minutes.",
    "Cuire 35 minutes à 220°C.",
  ]);
  assert.equal(recipe.title, "Pain bis");
});

test("German: a bold 'Zutaten für den Teig:' line and <br> lines in one paragraph, up to 'Zubereitung'", () => {
  const recipe = extract(
    page(`<h1>Apfelkuchen</h1><div class="entry-content">
    <p><strong>Zutaten für den Teig (1 Form, 26 cm):</strong><br>250 g Mehl<br>125 g Butter<br>1 Ei<br>1 Prise Salz</p>
    <p><strong>Zubereitung</strong><br>Mehl, Butter, Ei und Salz rasch zu einem glatten Teig verkneten.<br>Den Teig 30 Minuten kühlen, dann ausrollen und backen.</p></div>`),
  );
  assert.deepEqual(allIngredients(recipe), ["250 g Mehl", "125 g Butter", "1 Ei", "1 Prise Salz"]);
  assert.deepEqual(recipe.instructions, [
    "Mehl, Butter, Ei und Salz rasch zu einem glatten Teig verkneten.",
    "Den Teig 30 Minuten kühlen, dann ausrollen und backen.",
  ]);
});

test("Italian: a unit-less last ingredient ('sale e pepe') is kept, and the first long sentence ends the list", () => {
  const recipe = extract(
    page(`<h1>Frittata</h1><div class="post-body">
    <p>Ingredienti per 2 persone:<br>4 uova<br>50 g di parmigiano<br>sale e pepe</p>
    <p>Sbattete le uova con il parmigiano, il sale e il pepe in una ciotola capiente finché sono spumose.<br>Cuocete in padella per cinque minuti per lato.</p>
    </div>`),
  );
  assert.deepEqual(allIngredients(recipe), ["4 uova", "50 g di parmigiano", "sale e pepe"]);
  assert.equal(recipe.instructions.length, 2);
  assert.match(recipe.instructions[0] ?? "", /^Sbattete/);
});

test("Spanish and Dutch: 'Ingredientes' / 'Ingrediënten voor 4 personen' with <br> lines and a colon subgroup", () => {
  const es = extract(
    page(`<h1>Tortilla</h1><div class="post-content"><p>Ingredientes:<br>4 huevos<br>500 g de patatas<br>Para servir:<br>1 cebolla</p>
    <p>Preparación:<br>Pelar y cortar las patatas en láminas finas.<br>Freír y mezclar con el huevo batido.</p></div>`),
  );
  assert.deepEqual(es.ingredientLines, ["4 huevos", "500 g de patatas"]);
  assert.deepEqual(
    es.components.filter((c) => c.ingredientLines.length > 0).map((c) => [c.title, c.ingredientLines]),
    [["Para servir", ["1 cebolla"]]],
  );
  assert.equal(es.instructions.length, 2);
  const nl = extract(
    page(`<h1>Stamppot</h1><article><p>Ingrediënten voor 4 personen<br>1 kg aardappelen<br>500 g boerenkool<br>1 rookworst</p>
    <p>Bereiding<br>Kook de aardappelen met de boerenkool in twintig minuten gaar.<br>Stamp alles fijn en leg de worst erop.</p></article>`),
  );
  assert.deepEqual(nl.ingredientLines, ["1 kg aardappelen", "500 g boerenkool", "1 rookworst"]);
  assert.equal(nl.instructions.length, 2);
});

test("typed bullets without a label or markup ('• 15 g Parmesan'): every bullet line is an ingredient, the other lines are steps (a link inside a step paragraph does not drop its short first line)", () => {
  const recipe = extract(
    page(`<h1>Piccata</h1><div class="entry-content">
    <div class="columns"><div class="column"><p><em>• 15 g Parmesan<br>• 1/2 Zitrone<br>• 1 Ei<br>• Salz, Pfeffer</em></p></div>
    <div class="column"><p>1 Teig:<br>Parmesan mit der <a href="/tipps">Zestenreibe</a> fein reiben und mit dem Ei mischen.<br>Kurz ruhen lassen.</p></div></div>
    <div class="columns"><div class="column"><p>• 2 Kalbsschnitzel</p></div>
    <div class="column"><p>2 Fleisch durch den Teig ziehen und ausbacken.</p></div></div></div>`),
  );
  assert.deepEqual(recipe.ingredientLines, ["15 g Parmesan", "1/2 Zitrone", "1 Ei", "Salz, Pfeffer", "2 Kalbsschnitzel"]);
  assert.deepEqual(recipe.instructions, [
    "1 Teig:",
    "Parmesan mit der Zestenreibe fein reiben und mit dem Ei mischen.",
    "Kurz ruhen lassen.",
    "2 Fleisch durch den Teig ziehen und ausbacken.",
  ]);
});

test("a definition list whose class names the ingredients (<dl class=ingredients><dt>) is read term by term", () => {
  const recipe = extract(
    page(`<main><h1>black sesame brittle</h1><dl class="ingredients"><dt><b>brown sugar</b> <u>45 g</u></dt>
    <dt><b>sesame seeds</b> <u>35 g</u></dt></dl><ul class="instructions"><li>Melt the sugar.</li><li>Stir in the seeds and spread.</li></ul></main>`),
  );
  assert.deepEqual(recipe.ingredientLines, ["brown sugar 45 g", "sesame seeds 35 g"]);
  assert.deepEqual(recipe.instructions, ["Melt the sugar.", "Stir in the seeds and spread."]);
});

test("structured data stays first: JSON-LD lines win over plain lines on the same page", () => {
  const jsonLd = `<script type="application/ld+json">${JSON.stringify({
    "@context": "https://schema.org",
    "@type": "Recipe",
    name: "Cake",
    recipeIngredient: ["200 g flour", "2 eggs"],
    recipeInstructions: [{ "@type": "HowToStep", text: "Mix and bake." }],
  })}</script>`;
  const recipe = extract(
    page(
      `<h1>Cake</h1><div class="entry-content"><p>Ingredients<br>200 g of flour<br>2 large eggs</p>
    <p>Mix everything together in a bowl and bake it for half an hour.</p></div>`,
      jsonLd,
    ),
  );
  assert.deepEqual(recipe.ingredientLines, ["200 g flour", "2 eggs"]);
  assert.deepEqual(recipe.instructions, ["Mix and bake."]);
});

test("an 'Ingredients' label followed by chat, not amounts, is no recipe", () => {
  const html = page(`<h1>Our trip</h1><div class="entry-content"><p>Ingredients</p><p>The best ones come from the market.</p>
    <p>We always go on Saturday mornings</p><p>After that we walked along the river for a long time and had a coffee.</p></div>`);
  assert.equal(extractRecipeFromHtml(html, URL), null);
});
