// Photo imports that say when they are unsure (issue 19 item 4), through a real server and the real OCR (tesseract.js
// with the English data of the npm package, offline). Fixtures: scripts/ocr-fixtures.mjs.
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startTestServer, type TestServer } from "../helpers/server";
import { upload, waitForStatus } from "../fixtures/imports/helpers";

const images = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../fixtures/images");
const image = (name: string): Buffer => readFileSync(path.join(images, name));

let server: TestServer;
let alice: { id: string; token: string };

before(async () => {
  server = await startTestServer();
  alice = await server.user();
});
after(() => server.close());

interface Ingredient {
  quantity?: number | null;
  unit?: string | null;
  name: string;
  original?: string;
}

/** Import one photo and wait (OCR of a page takes seconds on a busy machine) until it finishes. */
async function importPhoto(name: string): Promise<Record<string, unknown>> {
  const fileId = await upload(server, alice.token, image(name), name, "image/jpeg");
  const res = await server.request("POST", "/api/imports", { token: alice.token, body: { type: "media", file_ids: [fileId] } });
  assert.equal(res.status, 201, res.text);
  return waitForStatus(server, alice.token, res.body.id as string, ["completed", "failed"], 120_000);
}

async function storedRecipe(id: unknown): Promise<{ title: string; servings: number | null; ingredients: Ingredient[]; instructions: string[] }> {
  assert.equal(typeof id, "string");
  const res = await server.request("GET", `/api/recipes/${String(id)}`, { token: alice.token });
  assert.equal(res.status, 200, res.text);
  return res.body;
}

const words = (s: string): string =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

/** Edit distance: a blurred "i" may still read as "l" ("oll"); a line is right within one such slip per 20 characters. */
function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0] ?? 0;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j] ?? 0;
      row[j] = Math.min(above + 1, (row[j - 1] ?? 0) + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length] ?? 0;
}

function assertReads(actual: string | undefined, expected: string): void {
  const got = words(actual ?? "");
  const want = words(expected);
  assert.ok(distance(got, want) <= Math.max(1, Math.floor(want.length / 20)), `read "${actual ?? ""}", expected "${expected}"`);
}

describe("photo imports read with the real OCR", () => {
  test("a page photographed tilted 3° and blurred is straightened and read into the stored recipe", async () => {
    const done = await importPhoto("ocr-tilted-page.jpg");
    assert.equal(done.status, "completed", JSON.stringify(done));
    const recipe = await storedRecipe(done.recipe_id);
    assert.equal(recipe.title, "Tomato Lentil Soup");
    assert.equal(recipe.servings, 4);
    const lines = [
      "2 tablespoons olive oil",
      "1 large onion, chopped",
      "3 cloves garlic, minced",
      "1 cup red lentils",
      "4 cups vegetable stock",
      "1 can crushed tomatoes",
    ];
    assert.equal(recipe.ingredients.length, lines.length, JSON.stringify(recipe.ingredients));
    const amounts = [
      [2, "tablespoon"],
      [1, null],
      [3, "clove"],
      [1, "cup"],
      [4, "cup"],
      [1, "can"],
    ];
    recipe.ingredients.forEach((ingredient, i) => {
      assertReads(ingredient.original, lines[i] ?? "");
      assert.doesNotMatch(ingredient.original ?? "", /[|\\]\s*$/, "no page-edge glyph at the end of a line");
      assert.equal(ingredient.quantity, amounts[i]?.[0], JSON.stringify(ingredient));
      if (amounts[i]?.[1]) assert.match(String(ingredient.unit), new RegExp(`^${String(amounts[i]?.[1])}`), JSON.stringify(ingredient));
    });
    const steps = [
      "Warm the oil in a large pot and soften the onion.",
      "Add the garlic, lentils, stock and tomatoes.",
      "Simmer for 25 minutes until the lentils are soft.",
    ];
    assert.equal(recipe.instructions.length, steps.length, JSON.stringify(recipe.instructions));
    recipe.instructions.forEach((step, i) => assertReads(step.replace(/^\d+\.\s*/, ""), steps[i] ?? ""));
    const warnings = done.warnings as string[];
    assert.ok(!warnings.some((w) => /servings|ingredients/i.test(w)), JSON.stringify(warnings));
  });

  test("a page of noise fails with a plain reason instead of storing a recipe", async () => {
    const done = await importPhoto("ocr-noise.jpg");
    assert.equal(done.status, "failed", JSON.stringify(done));
    assert.match(String(done.failure_reason), /too little text could be read from the photo/i);
    assert.equal(done.recipe_id, undefined);
    const recipes = await server.request("GET", "/api/recipes", { token: alice.token });
    assert.ok(!JSON.stringify(recipes.body).includes(String(done.id)));
  });

  test("a page with smudged lines completes with warnings naming them, and a servings warning when the page gives none", async () => {
    const done = await importPhoto("ocr-smudged-page.jpg");
    assert.equal(done.status, "completed", JSON.stringify(done));
    const recipe = await storedRecipe(done.recipe_id);
    assert.equal(recipe.title, "Quick Pancakes");
    const names = recipe.ingredients.map((i) => words(`${i.quantity ?? ""} ${i.unit ?? ""} ${i.name}`));
    assert.deepEqual(names, ["1 cup flour", "1 cup milk", "1 egg"], "only the clear lines become ingredients");
    assert.equal(recipe.instructions.length, 2, JSON.stringify(recipe.instructions));
    assert.equal(recipe.servings, null, "servings are not invented");
    const warnings = done.warnings as string[];
    const unclear = warnings.filter((w) => /too unclear to read/.test(w));
    // The three smudged lines sit after "1 egg", the sixth line of the page (a page edge may add one more).
    assert.ok(unclear.length >= 3, JSON.stringify(warnings));
    assert.ok(
      unclear.every((w) => /^Left out line \d+, too unclear to read: ".+"$/.test(w)),
      JSON.stringify(warnings),
    );
    assert.ok(
      warnings.some((w) => /servings were not on the page/i.test(w) && /not guessed/.test(w)),
      JSON.stringify(warnings),
    );
    assert.ok(!warnings.some((w) => /no ingredients/i.test(w)), JSON.stringify(warnings));
    const notes = await server.request("GET", "/api/notifications", { token: alice.token });
    assert.equal(notes.status, 200, notes.text);
    const note = (notes.body.notifications as { subtitle?: string; data?: { import_id?: string } }[]).find((n) => n.data?.import_id === done.id);
    assert.equal(note?.subtitle, `Quick Pancakes (${warnings.length} warnings to check)`);
  });
});
