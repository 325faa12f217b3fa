import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import https from "node:https";
import type { AddressInfo } from "node:net";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startTestServer, type TestServer } from "../helpers/server";
import { createEgress } from "../../src/egress";
import { fakeOcr, fixture, upload, waitForStatus } from "../fixtures/imports/helpers";
import { cachedStatement } from "../../src/db/statements";
import { runReparse } from "../../src/modules/recipes/recipes.reparse";

/**
 * Issue 19 item 1: a stored ingredient keeps everything its line said, on every path that stores or shows one.
 * The six lines of the issue, each with the record it must become.
 */
const LINES = [
  "1 (28 oz) can crushed tomatoes",
  "3 large eggs, at room temperature",
  "1-2 cloves garlic",
  "2 cups flour (about 250 g)",
  "salt and pepper to taste",
  "2 cups spinach (washed and dried)",
];
const EXPECTED: Record<string, unknown>[] = [
  { quantity: 1, unit: "can", size: "28 oz", name: "crushed tomatoes" },
  { quantity: 3, size: "large", name: "eggs", note: "at room temperature" },
  { quantity: 1, quantityMax: 2, unit: "cloves", name: "garlic" },
  { quantity: 2, unit: "cups", name: "flour", note: "about 250 g" },
  { name: "salt and pepper", note: "to taste" },
  { quantity: 2, unit: "cups", name: "spinach", preparation: "washed and dried" },
];
const TEXT = `Tomato and Spinach Shakshuka\n\nServes 4\n\nIngredients\n${LINES.join("\n")}\n\nMethod\n1. Simmer the tomatoes with the garlic.\n2. Wilt the spinach, crack in the eggs and bake.\n`;

const here = path.dirname(fileURLToPath(import.meta.url));
const PAGE = readFileSync(path.join(here, "../fixtures/fidelity/page.html"));

let site: https.Server;
let port = 0;
let server: TestServer;
let user: { id: string; email: string; token: string };

before(async () => {
  site = https.createServer({ cert: fixture("server.pem"), key: fixture("server.key") }, (req, res) => {
    if (req.url === "/shakshuka") res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(PAGE);
    else res.writeHead(404).end();
  });
  await new Promise<void>((r) => site.listen(0, "127.0.0.1", r));
  port = (site.address() as AddressInfo).port;
  const hosts = ["recipes.test"];
  const resolver = async (host: string) => {
    if (!hosts.includes(host.toLowerCase())) throw Object.assign(new Error(`ENOTFOUND ${host}`), { code: "ENOTFOUND" });
    return [{ address: "127.0.0.1", family: 4 as const }];
  };
  server = await startTestServer({
    env: { IMPORT_ALLOWED_HOSTS: hosts.join(",") },
    services: { ocr: fakeOcr(TEXT), egress: createEgress({ allowedHosts: hosts, ca: fixture("ca.pem"), resolver, totalTimeoutMs: 5000 }) },
  });
  user = await server.user();
});
after(async () => {
  await server.close();
  await new Promise<void>((r) => site.close(() => r()));
});

type Ing = Record<string, unknown>;

/** Every issue line is stored with its words: the fields above, and `original` the line as written. */
function assertKept(ingredients: Ing[], where: string): void {
  for (const [i, line] of LINES.entries()) {
    const got = ingredients.find((g) => g.original === line);
    assert.ok(got, `${where}: no ingredient keeps the line ${JSON.stringify(line)}: ${JSON.stringify(ingredients)}`);
    for (const [k, v] of Object.entries(EXPECTED[i] ?? {})) assert.deepEqual(got[k], v, `${where}: ${line} → ${k}`);
  }
}

async function importRecipe(body: unknown): Promise<{ id: string; ingredients: Ing[] }> {
  const res = await server.request("POST", "/api/imports", { token: user.token, body });
  assert.equal(res.status, 201, res.text);
  const done = await waitForStatus(server, user.token, res.body.id, ["completed", "failed"], 20_000);
  assert.equal(done.status, "completed", JSON.stringify(done));
  const recipe = await server.request("GET", `/api/recipes/${String(done.recipe_id)}`, { token: user.token });
  return recipe.body;
}

describe("lossless ingredient records", () => {
  let written = "";

  test("answers with status 201 keeping size, note, range, preparation and the line when a recipe is written with lines", async () => {
    const res = await server.request("POST", "/api/recipes", { token: user.token, body: { title: "Shakshuka", servings: 3, ingredients: LINES } });
    assert.equal(res.status, 201, res.text);
    assertKept(res.body.ingredients, "POST /api/recipes");
    written = res.body.id;
    const read = await server.request("GET", `/api/recipes/${written}`, { token: user.token });
    assertKept(read.body.ingredients, "GET /api/recipes/{id}");
  });

  test("answers with status 200 keeping the additive fields when a recipe is written with objects and read back", async () => {
    const res = await server.request("POST", "/api/recipes", {
      token: user.token,
      body: {
        title: "Objects",
        ingredients: [
          { name: "garlic", quantity: "1-2", unit: "cloves", note: "or 1 tsp garlic paste", original: "1-2 cloves garlic (or 1 tsp garlic paste)" },
          { name: "eggs", quantity: 3, size: "large" },
        ],
      },
    });
    assert.equal(res.status, 201, res.text);
    assert.deepEqual(res.body.ingredients[0], {
      name: "garlic",
      quantity: 1,
      quantityMax: 2,
      unit: "cloves",
      note: "or 1 tsp garlic paste",
      original: "1-2 cloves garlic (or 1 tsp garlic paste)",
    });
    assert.deepEqual(res.body.ingredients[1], { name: "eggs", quantity: 3, size: "large" });
  });

  test("completes keeping every line's words for a text import", async () => {
    assertKept((await importRecipe({ type: "text", text: TEXT })).ingredients, "text import");
  });

  test("completes keeping every line's words for a web import of a page", async () => {
    assertKept((await importRecipe({ type: "web", url: `https://recipes.test:${port}/shakshuka` })).ingredients, "web import");
  });

  test("completes keeping every line's words for a photo import read by OCR", async () => {
    const png = fixture("ocr-recipe-page.png");
    const id = await upload(server, user.token, png, "page.png", "image/png");
    assertKept((await importRecipe({ type: "media", file_ids: [id] })).ingredients, "photo import");
  });

  test("answers with status 200 with the kept fields in the export and the public view", async () => {
    const exported = await server.request("GET", "/api/users/me/export", { token: user.token });
    assert.equal(exported.status, 200);
    const recipe = (exported.body.recipes as Array<{ id: string; ingredients: Ing[] }>).find((r) => r.id === written);
    assert.ok(recipe, "the written recipe is exported");
    assertKept(recipe.ingredients, "export");
    const link = await server.request("POST", "/api/share-links", { token: user.token, body: { resource_type: "recipe", resource_id: written } });
    assert.equal(link.status, 201, link.text);
    const view = await server.request("GET", `/api/shared/${String(link.body.token)}`);
    assert.equal(view.status, 200);
    assertKept(view.body.resource.ingredients, "public view");
  });

  test("answers with status 200 keeping the fields and giving kitchen amounts when the recipe is scaled", async () => {
    const res = await server.request("POST", `/api/recipes/${written}/scale`, { token: user.token, body: { servings: 5 } });
    assert.equal(res.status, 200, res.text);
    const [tomatoes, eggs, garlic, flour] = res.body.ingredients as Ing[];
    assert.deepEqual([tomatoes?.quantity, tomatoes?.quantityExact, tomatoes?.display, tomatoes?.size], [2, 1.6667, "2", "28 oz"], "cans are bought whole");
    assert.deepEqual([eggs?.quantity, eggs?.display, eggs?.note], [5, "5", "at room temperature"]);
    assert.deepEqual([garlic?.quantity, garlic?.quantityMax, garlic?.display], [2, 4, "2-4"]);
    assert.deepEqual([flour?.quantity, flour?.quantityExact, flour?.display, flour?.note], [3.3333, 3.3333, "3⅓", "about 250 g"]);
  });

  test("answers with status 200 with the range, size and note in the Cooklang export", async () => {
    const res = await server.request("GET", `/api/recipes/${written}/cooklang`, { token: user.token });
    assert.equal(res.status, 200, res.text);
    assert.match(res.text, /@garlic\{1-2%cloves\}/);
    assert.match(res.text, /@crushed tomatoes\{1%can\}\(28 oz\)/);
    assert.match(res.text, /@flour\{2%cups\}\(about 250 g\)/);
  });
});

describe("re-parsing ingredients stored before records were lossless", () => {
  test("answers with status 200 with size, note, range and the line recovered for a text-imported recipe, once", async () => {
    const recipe = await importRecipe({ type: "text", text: TEXT });
    const db = server.deps.db.sqlite;
    // What the previous version stored: five fields per ingredient, the rest dropped.
    const old = recipe.ingredients.map((i) =>
      Object.fromEntries(Object.entries(i).filter(([k]) => ["name", "quantity", "unit", "preparation", "isOptional"].includes(k))),
    );
    old[5] = { name: "spinach", quantity: 2, unit: "cups" };
    old[0] = { ...old[0], preparation: "drained" };
    cachedStatement(db, "UPDATE recipes SET ingredients = ? WHERE id = ?").run(JSON.stringify(old), recipe.id);
    cachedStatement(db, "UPDATE maintenance_tasks SET status = 'pending' WHERE name = 'reparse_ingredients'").run();
    await runReparse(server.deps, new AbortController().signal);
    const read = await server.request("GET", `/api/recipes/${recipe.id}`, { token: user.token });
    assert.equal(read.status, 200);
    assert.equal(read.body.ingredients[0].preparation, "drained", "a choice stored since stays");
    assert.equal(read.body.ingredients[0].size, "28 oz");
    assert.equal(read.body.ingredients[2].quantityMax, 2);
    assert.equal(read.body.ingredients[3].note, "about 250 g");
    assert.equal(read.body.ingredients[3].original, LINES[3]);
    const task = cachedStatement(db, "SELECT status FROM maintenance_tasks WHERE name = 'reparse_ingredients'").get() as { status: string };
    assert.equal(task.status, "done");
    const before = read.body.updated_at;
    await runReparse(server.deps, new AbortController().signal);
    const again = await server.request("GET", `/api/recipes/${recipe.id}`, { token: user.token });
    assert.equal(again.body.updated_at, before, "a second run changes nothing");
  });
});

describe("raw lines are validated before they are parsed", () => {
  test("answers with status 400 naming ingredients when a recipe carries more line characters than allowed", async () => {
    const line = "1 ".repeat(500).slice(0, 999);
    const res = await server.request("POST", "/api/recipes", {
      token: user.token,
      body: { title: "Too much", ingredients: Array.from({ length: 101 }, () => line) },
    });
    assert.equal(res.status, 400);
    assert.ok(
      res.body.errors.some((e: { path: string }) => e.path === "ingredients"),
      res.text,
    );
  });

  test("answers with status 400 naming the line when a line is empty or too long", async () => {
    const empty = await server.request("POST", "/api/recipes", { token: user.token, body: { title: "Empty", ingredients: ["2 eggs", "  "] } });
    assert.equal(empty.status, 400);
    assert.ok(
      empty.body.errors.some((e: { path: string }) => e.path === "ingredients.1"),
      empty.text,
    );
    const long = await server.request("POST", "/api/recipes", { token: user.token, body: { title: "Long", ingredients: ["x".repeat(1001)] } });
    assert.equal(long.status, 400);
    assert.ok(
      long.body.errors.some((e: { path: string }) => e.path === "ingredients.0"),
      long.text,
    );
  });
});
