import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { startTestServer, type TestServer } from "../helpers/server";

let s: TestServer;
let alice: { id: string; token: string };
let bob: { id: string; token: string };
const ids: Record<string, string> = {};

before(async () => {
  s = await startTestServer();
  alice = await s.user();
  bob = await s.user();
  const recipes = [
    {
      key: "curry",
      title: "Chicken curry",
      tags: ["indian", "dinner"],
      ingredients: [{ name: "chicken thighs", quantity: 500, unit: "g" }, { name: "onion" }, { name: "coriander" }, { name: "coconut milk" }],
      instructions: ["Brown the chicken.", "Simmer with coconut milk."],
    },
    {
      key: "cake",
      title: "Lemon drizzle cake",
      tags: ["baking", "dessert"],
      ingredients: [{ name: "flour" }, { name: "sugar" }, { name: "butter" }, { name: "eggs" }, { name: "lemon" }],
      instructions: ["Cream butter and sugar.", "Bake."],
    },
    {
      key: "salad",
      title: "Tomato salad",
      tags: ["summer"],
      ingredients: [{ name: "tomatoes" }, { name: "olive oil" }, { name: "salt" }, { name: "basil", isOptional: true }],
      instructions: ["Slice and dress."],
    },
  ];
  for (const r of recipes) {
    const { key, ...body } = r;
    const res = await s.request("POST", "/api/recipes", { token: alice.token, body });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    ids[key] = res.body.id;
  }
});
after(() => s.close());

test("ai routes answer 401 without a token", async () => {
  assert.equal((await s.request("GET", "/api/ai/search?q=curry")).status, 401);
  assert.equal((await s.request("POST", "/api/ai/suggest", { body: { ingredients: ["x"] } })).status, 401);
  assert.equal((await s.request("POST", "/api/ai/embeddings", { body: { texts: ["x"] } })).status, 401);
  assert.equal((await s.request("POST", "/api/ai/parse-ingredients", { body: { lines: ["x"] } })).status, 401);
});

test("embeddings answer 200 with normalised vectors where synonyms land close", async () => {
  const r = await s.request("POST", "/api/ai/embeddings", { token: alice.token, body: { texts: ["fresh cilantro", "fresh coriander", "chocolate cake"] } });
  assert.equal(r.status, 200);
  assert.equal(r.body.embeddings.length, 3);
  const [a, b, c] = r.body.embeddings as number[][];
  const dot = (x: number[], y: number[]) => x.reduce((acc, v, i) => acc + v * y[i], 0);
  assert.ok(Math.abs(dot(a, a) - 1) < 1e-3);
  assert.ok(dot(a, b) > 0.9, "cilantro and coriander are one ingredient");
  assert.ok(dot(a, c) < 0.3);
  assert.equal((await s.request("POST", "/api/ai/embeddings", { token: alice.token, body: { texts: [] } })).status, 400);
});

test("semantic search answers 200 ranking the right recipe first, and never shows other users' recipes", async () => {
  const r = await s.request("GET", "/api/ai/search?q=" + encodeURIComponent("something with cilantro and chicken"), { token: alice.token });
  assert.equal(r.status, 200);
  assert.equal(r.body.results[0].recipe_id, ids.curry);
  const cake = await s.request("GET", "/api/ai/search?q=" + encodeURIComponent("a lemony dessert to bake"), { token: alice.token });
  assert.equal(cake.body.results[0].recipe_id, ids.cake);
  const other = await s.request("GET", "/api/ai/search?q=curry", { token: bob.token });
  assert.deepEqual(other.body.results, []);
  assert.equal((await s.request("GET", "/api/ai/search", { token: alice.token })).status, 400);
});

test("search sees an edited recipe", async () => {
  const put = await s.request("PUT", `/api/recipes/${ids.salad}`, { token: alice.token, body: { title: "Panzanella bread salad" } });
  assert.equal(put.status, 200);
  const r = await s.request("GET", "/api/ai/search?q=panzanella", { token: alice.token });
  assert.equal(r.body.results[0].recipe_id, ids.salad);
});

test("parse-ingredients answers 200 with Ingredient records", async () => {
  const r = await s.request("POST", "/api/ai/parse-ingredients", {
    token: alice.token,
    body: { lines: ["1 1/2 cups flour, sifted", "2 large eggs", "salt to taste (optional)"] },
  });
  assert.equal(r.status, 200);
  assert.equal(r.body.ingredients[0].quantity, 1.5);
  assert.equal(r.body.ingredients[0].name, "flour");
  assert.equal(r.body.ingredients[1].quantity, 2);
  assert.equal(r.body.ingredients[2].isOptional, true);
});

test("suggest answers 200 ranking by fewest missing ingredients, ignoring staples and optional ones", async () => {
  const r = await s.request("POST", "/api/ai/suggest", { token: alice.token, body: { ingredients: ["tomato", "bread"] } });
  assert.equal(r.status, 200);
  assert.equal(r.body.suggestions[0].recipe_id, ids.salad);
  assert.deepEqual(r.body.suggestions[0].missing, [], "olive oil and salt are staples; basil is optional");
  const bake = await s.request("POST", "/api/ai/suggest", { token: alice.token, body: { ingredients: ["flour", "eggs", "butter"] } });
  assert.equal(bake.body.suggestions[0].recipe_id, ids.cake);
  assert.deepEqual(bake.body.suggestions[0].missing, ["lemon"]);
  const none = await s.request("POST", "/api/ai/suggest", { token: bob.token, body: { ingredients: ["flour"] } });
  assert.deepEqual(none.body.suggestions, []);
});

test("parse-ingredients answers 200 for a 999-character line of '1 1 1' and for a full request parsed in the worker", async () => {
  const line = "1 ".repeat(500).slice(0, 999);
  const one = await s.request("POST", "/api/ai/parse-ingredients", { token: alice.token, body: { lines: [line] } });
  assert.equal(one.status, 200);
  assert.equal(one.body.ingredients.length, 1);
  assert.equal(one.body.ingredients[0].original, line);
  // 20 lines of 999 characters is the most one request may carry; more than 8 lines go to the worker.
  const many = Array.from({ length: 20 }, (_, i) => (i === 3 ? "1 (28 oz) can crushed tomatoes" : line));
  const r = await s.request("POST", "/api/ai/parse-ingredients", { token: alice.token, body: { lines: many } });
  assert.equal(r.status, 200);
  assert.equal(r.body.ingredients.length, 20);
  assert.deepEqual(
    { name: r.body.ingredients[3].name, size: r.body.ingredients[3].size, unit: r.body.ingredients[3].unit, quantity: r.body.ingredients[3].quantity },
    { name: "crushed tomatoes", size: "28 oz", unit: "can", quantity: 1 },
    "worker-parsed records are the same records as inline ones",
  );
});

test("parse-ingredients answers 400 naming lines when a request carries too many lines or characters, before parsing", async () => {
  const line = "1 ".repeat(500).slice(0, 999);
  const tooMany = await s.request("POST", "/api/ai/parse-ingredients", { token: alice.token, body: { lines: Array.from({ length: 201 }, () => "1 egg") } });
  assert.equal(tooMany.status, 400);
  assert.ok(
    tooMany.body.errors.some((e: { path: string }) => e.path === "lines"),
    JSON.stringify(tooMany.body),
  );
  const tooLong = await s.request("POST", "/api/ai/parse-ingredients", { token: alice.token, body: { lines: Array.from({ length: 500 }, () => line) } });
  assert.equal(tooLong.status, 400);
  assert.ok(tooLong.body.errors.some((e: { path: string }) => e.path === "lines"));
  const chars = await s.request("POST", "/api/ai/parse-ingredients", { token: alice.token, body: { lines: Array.from({ length: 21 }, () => line) } });
  assert.equal(chars.status, 400);
  assert.ok(chars.body.errors.some((e: { path: string; msg: string }) => e.path === "lines" && /characters/.test(e.msg)));
});
