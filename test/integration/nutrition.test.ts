import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { startTestServer, type TestServer } from "../helpers/server";
import { newId } from "../../src/lib/ids";
import { cachedStatement } from "../../src/db/statements";

let server: TestServer;

before(async () => {
  server = await startTestServer();
});
after(async () => {
  await server.close();
});

interface RecipeSeed {
  ingredients?: unknown[];
  components?: unknown[];
  servings?: number | null;
}

/** Inserts a recipe row directly (the recipes module owns the write API; this module only reads and stores nutrition). */
function insertRecipe(userId: string, seed: RecipeSeed): string {
  const id = newId();
  const now = "2026-01-01T00:00:00.000Z";
  cachedStatement(
    server.deps.db.sqlite,
    "INSERT INTO recipes (id, user_id, title, ingredients, components, servings, created_at, updated_at) VALUES (?, ?, 'Test', ?, ?, ?, ?, ?)",
  ).run(id, userId, JSON.stringify(seed.ingredients ?? []), JSON.stringify(seed.components ?? []), seed.servings ?? null, now, now);
  return id;
}

function recipeRow(id: string): { nutrition: string | null; updated_at: string } {
  return cachedStatement(server.deps.db.sqlite, "SELECT nutrition, updated_at FROM recipes WHERE id = ?").get(id) as {
    nutrition: string | null;
    updated_at: string;
  };
}

/** An edit of the ingredients or servings as the recipes module's PUT writes it (ingredients JSON, updated_at). */
function editRecipe(id: string, patch: { ingredients?: unknown[]; servings?: number }): void {
  const db = server.deps.db.sqlite;
  if (patch.ingredients) cachedStatement(db, "UPDATE recipes SET ingredients = ? WHERE id = ?").run(JSON.stringify(patch.ingredients), id);
  if (patch.servings !== undefined) cachedStatement(db, "UPDATE recipes SET servings = ? WHERE id = ?").run(patch.servings, id);
}

function shareIntoHousehold(ownerId: string, memberId: string, recipeId: string): void {
  const db = server.deps.db.sqlite;
  const hh = newId();
  const now = "2026-01-01T00:00:00.000Z";
  cachedStatement(db, "INSERT INTO households (id, name, created_by, created_at, updated_at) VALUES (?, 'Home', ?, ?, ?)").run(hh, ownerId, now, now);
  cachedStatement(db, "INSERT INTO household_members (household_id, user_id, role, joined_at) VALUES (?, ?, 'owner', ?)").run(hh, ownerId, now);
  cachedStatement(db, "INSERT INTO household_members (household_id, user_id, role, joined_at) VALUES (?, ?, 'member', ?)").run(hh, memberId, now);
  cachedStatement(db, "INSERT INTO household_shares (household_id, resource_type, resource_id, shared_by, created_at) VALUES (?, 'recipe', ?, ?, ?)").run(
    hh,
    recipeId,
    ownerId,
    now,
  );
}

// SR Legacy: all-purpose flour 364 kcal/100 g, 1 cup = 125 g; whole egg 143 kcal/100 g, 1 large = 50 g.
const FLOUR_AND_EGGS = [
  { name: "all-purpose flour", quantity: 2, unit: "cup" },
  { name: "eggs", quantity: 2 },
  { name: "unobtainium ore", quantity: 1, unit: "tbsp" },
];
const FLOUR_AND_EGGS_KCAL = 2 * 125 * 3.64 + 2 * 50 * 1.43;

test("POST /api/recipes/{id}/nutrition answers with status 401 when no token is sent", async () => {
  const res = await server.request("POST", `/api/recipes/${newId()}/nutrition`);
  assert.equal(res.status, 401);
});

test("POST /api/recipes/{id}/nutrition answers with status 400 when the body carries a field", async () => {
  const u = await server.user();
  const id = insertRecipe(u.id, { ingredients: FLOUR_AND_EGGS, servings: 2 });
  const res = await server.request("POST", `/api/recipes/${id}/nutrition`, { token: u.token, body: { calories: 10 } });
  assert.equal(res.status, 400);
  assert.equal(recipeRow(id).nutrition, null);
});

test("POST /api/recipes/{id}/nutrition answers with status 404 when the recipe is another user's", async () => {
  const owner = await server.user();
  const other = await server.user();
  const id = insertRecipe(owner.id, { ingredients: FLOUR_AND_EGGS, servings: 2 });
  const res = await server.request("POST", `/api/recipes/${id}/nutrition`, { token: other.token });
  assert.equal(res.status, 404);
  assert.equal(recipeRow(id).nutrition, null);
});

test("POST /api/recipes/{id}/nutrition answers with status 404 when the recipe does not exist or the id is not a UUID", async () => {
  const u = await server.user();
  assert.equal((await server.request("POST", `/api/recipes/${newId()}/nutrition`, { token: u.token })).status, 404);
  assert.equal((await server.request("POST", "/api/recipes/not-a-uuid/nutrition", { token: u.token })).status, 404);
});

test("POST /api/recipes/{id}/nutrition answers with status 200 and per-serving figures, skipped ingredients listed, stored on the recipe", async () => {
  const u = await server.user();
  const id = insertRecipe(u.id, { ingredients: FLOUR_AND_EGGS, servings: 2 });
  const res = await server.request("POST", `/api/recipes/${id}/nutrition`, { token: u.token });
  assert.equal(res.status, 200);
  const n = res.body;
  assert.equal(n.per, "serving");
  assert.equal(n.servings, 2);
  assert.ok(Math.abs(n.calories - FLOUR_AND_EGGS_KCAL / 2) <= 2, `calories ${n.calories}`);
  for (const k of ["protein_g", "fat_g", "carbs_g", "fiber_g", "sugar_g", "sodium_mg"]) assert.equal(typeof n[k], "number", k);
  assert.ok(n.carbs_g > 80 && n.carbs_g < 100, `carbs ${n.carbs_g}`);
  assert.equal(n.matched, 2);
  assert.deepEqual(n.skipped, [{ name: "unobtainium ore", reason: "no matching food" }]);
  assert.match(n.ingredients_hash, /^[0-9a-f]{64}$/);
  assert.ok(!Number.isNaN(Date.parse(n.computed_at)));
  const row = recipeRow(id);
  assert.deepEqual(JSON.parse(row.nutrition ?? "null"), n);
  // Storing changes the record: updated_at moves (delta sync) and the owner hears recipe.changed.
  assert.equal(row.updated_at, n.computed_at);
  const ev = cachedStatement(server.deps.db.sqlite, "SELECT type, data FROM events WHERE user_id = ? ORDER BY seq DESC LIMIT 1").get(u.id) as {
    type: string;
    data: string;
  };
  assert.equal(ev.type, "recipe.changed");
  assert.deepEqual(JSON.parse(ev.data), { id, op: "updated" });
});

test("POST /api/recipes/{id}/nutrition answers with status 200 and the stored figures (same computed_at) when nothing changed", async () => {
  const u = await server.user();
  const id = insertRecipe(u.id, { ingredients: FLOUR_AND_EGGS, servings: 2 });
  const first = await server.request("POST", `/api/recipes/${id}/nutrition`, { token: u.token });
  const updatedAt = recipeRow(id).updated_at;
  const second = await server.request("POST", `/api/recipes/${id}/nutrition`, { token: u.token });
  assert.equal(second.status, 200);
  assert.deepEqual(second.body, first.body);
  assert.equal(recipeRow(id).updated_at, updatedAt);
});

test("POST /api/recipes/{id}/nutrition answers with status 200 and new figures when the ingredients changed", async () => {
  const u = await server.user();
  const id = insertRecipe(u.id, { ingredients: FLOUR_AND_EGGS, servings: 2 });
  const first = (await server.request("POST", `/api/recipes/${id}/nutrition`, { token: u.token })).body;
  editRecipe(id, { ingredients: [...FLOUR_AND_EGGS, { name: "granulated sugar", quantity: 100, unit: "g" }] });
  const second = await server.request("POST", `/api/recipes/${id}/nutrition`, { token: u.token });
  assert.equal(second.status, 200);
  assert.notEqual(second.body.computed_at, first.computed_at);
  assert.notEqual(second.body.ingredients_hash, first.ingredients_hash);
  // 100 g sugar = 387 kcal over 2 servings.
  assert.ok(Math.abs(second.body.calories - first.calories - 387 / 2) <= 2, `${first.calories} → ${second.body.calories}`);
  assert.equal(second.body.matched, 3);
});

test("POST /api/recipes/{id}/nutrition answers with status 200 and recomputed figures when the servings changed", async () => {
  const u = await server.user();
  const id = insertRecipe(u.id, { ingredients: FLOUR_AND_EGGS, servings: 2 });
  const first = (await server.request("POST", `/api/recipes/${id}/nutrition`, { token: u.token })).body;
  editRecipe(id, { servings: 4 });
  const second = (await server.request("POST", `/api/recipes/${id}/nutrition`, { token: u.token })).body;
  assert.notEqual(second.computed_at, first.computed_at);
  assert.equal(second.servings, 4);
  assert.ok(Math.abs(second.calories - first.calories / 2) <= 1);
});

test("POST /api/recipes/{id}/nutrition answers with status 200 counting component ingredients and whole lines typed as names", async () => {
  const u = await server.user();
  const id = insertRecipe(u.id, {
    ingredients: [{ name: "2 cups all-purpose flour" }],
    components: [{ title: "Glaze", description: "", notes: "", instructions: [], ingredients: [{ name: "eggs", quantity: 2 }] }],
    servings: null,
  });
  const res = await server.request("POST", `/api/recipes/${id}/nutrition`, { token: u.token });
  assert.equal(res.status, 200);
  assert.equal(res.body.servings, 1);
  assert.equal(res.body.matched, 2);
  assert.ok(Math.abs(res.body.calories - FLOUR_AND_EGGS_KCAL) <= 2, `calories ${res.body.calories}`);
});

test("POST /api/recipes/{id}/nutrition answers with status 200 for a household member without storing anything", async () => {
  const owner = await server.user();
  const member = await server.user();
  const id = insertRecipe(owner.id, { ingredients: FLOUR_AND_EGGS, servings: 2 });
  shareIntoHousehold(owner.id, member.id, id);
  const fresh = await server.request("POST", `/api/recipes/${id}/nutrition`, { token: member.token });
  assert.equal(fresh.status, 200);
  assert.ok(fresh.body.calories > 0);
  assert.equal(recipeRow(id).nutrition, null);
  const stored = (await server.request("POST", `/api/recipes/${id}/nutrition`, { token: owner.token })).body;
  const seen = await server.request("POST", `/api/recipes/${id}/nutrition`, { token: member.token });
  assert.deepEqual(seen.body, stored);
});
