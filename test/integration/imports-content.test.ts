import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { startTestServer, type TestServer } from "../helpers/server";
import { fixture, upload, waitForStatus } from "../fixtures/imports/helpers";

/** Text imports in several languages, a text file, and one photo read by the real OCR service (no fake). */
let server: TestServer;
let user: { id: string; token: string };

before(async () => {
  server = await startTestServer({ env: { OCR_IDLE_SECONDS: "1" } });
  user = await server.user();
});
after(() => server.close());

interface Ing {
  name: string;
  quantity?: number;
  unit?: string;
}
interface RecipeBody {
  title: string;
  servings?: number;
  prep_time?: number;
  cook_time?: number;
  ingredients: Ing[];
  components: Array<{ title: string; ingredients: Ing[]; instructions: string[] }>;
  instructions: string[];
  media: Array<{ file_id: string }>;
}

async function importRecipe(body: unknown, timeoutMs?: number): Promise<RecipeBody> {
  const res = await server.request("POST", "/api/imports", { token: user.token, body });
  assert.equal(res.status, 201, res.text);
  const done = await waitForStatus(server, user.token, res.body.id, ["completed", "failed"], timeoutMs);
  assert.equal(done.status, "completed", String(done.error));
  const recipe = await server.request<RecipeBody>("GET", `/api/recipes/${String(done.recipe_id)}`, { token: user.token });
  assert.equal(recipe.status, 200);
  return recipe.body;
}

const allIngredients = (r: RecipeBody): Ing[] => [...r.ingredients, ...r.components.flatMap((c) => c.ingredients)];

describe("text imports in several languages", () => {
  const cases: Array<[string, string, RegExp]> = [
    ["de.txt", "Apfelkuchen vom Blech", /mehl/i],
    ["fr.txt", "Mousse au chocolat", /chocolat/i],
    ["es.txt", "", /./],
    ["nl.txt", "", /./],
    ["it.txt", "", /./],
  ];
  for (const [file, title, ingredient] of cases) {
    test(`completes with status 200 for ${file}: title, ingredients with quantities, and steps`, async () => {
      const text = fixture(`text/${file}`).toString("utf8");
      const firstLine = text.split("\n")[0]?.trim() ?? "";
      const recipe = await importRecipe({ type: "text", text });
      assert.equal(recipe.title, title || firstLine);
      const ingredients = allIngredients(recipe);
      assert.ok(ingredients.length >= 3, JSON.stringify(ingredients));
      assert.ok(ingredients.some((i) => ingredient.test(i.name)));
      assert.ok(ingredients.filter((i) => i.quantity !== undefined).length >= 2);
      assert.ok(recipe.instructions.length + recipe.components.reduce((n, c) => n + c.instructions.length, 0) >= 1);
    });
  }

  test("reads servings and times from German meta lines with status 200", async () => {
    const recipe = await importRecipe({ type: "text", text: fixture("text/de.txt").toString("utf8") });
    assert.equal(recipe.servings, 12);
    assert.equal(recipe.prep_time, 30);
    assert.equal(recipe.cook_time, 45);
    assert.ok(recipe.components.some((c) => /belag/i.test(c.title)));
  });

  test("imports an uploaded text file through text_file_id with status 200", async () => {
    const fileId = await upload(server, user.token, fixture("text/en-headings.txt"), "soup.txt", "text/plain");
    const recipe = await importRecipe({ type: "text", text_file_id: fileId });
    assert.equal(recipe.title, "Classic Tomato Soup");
  });
});

describe("media import with the real OCR service", () => {
  test("reads a photographed recipe page and keeps the photo as the first picture, with status 200", async () => {
    const photo = await upload(server, user.token, fixture("ocr-recipe-page.png"), "page.png", "image/png");
    // A real tesseract worker starts here: allow a loaded machine more than the usual wait.
    const recipe = await importRecipe({ type: "media", file_ids: [photo] }, 60_000);
    assert.match(recipe.title, /muffins/i);
    const names = allIngredients(recipe).map((i) => i.name.toLowerCase());
    assert.ok(
      names.some((n) => n.includes("flour")),
      names.join(" | "),
    );
    assert.ok(
      names.some((n) => n.includes("buttermilk")),
      names.join(" | "),
    );
    assert.equal(recipe.media[0].file_id, photo);
  });
});
