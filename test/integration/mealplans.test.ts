import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { startTestServer, type TestServer } from "../helpers/server";
import { cachedStatement } from "../../src/db/statements";
import { newId } from "../../src/lib/ids";
import { fakeClock } from "../../src/lib/clock";

let server: TestServer;
let alice: { id: string; token: string };
let bob: { id: string; token: string };
// Monday 2026-03-02, noon UTC: the default derivation range is Monday to Sunday.
const clock = fakeClock(Date.parse("2026-03-02T12:00:00.000Z"));

before(async () => {
  server = await startTestServer({ clock });
  alice = await server.user();
  bob = await server.user();
});
after(() => server.close());

interface Ing {
  name: string;
  quantity?: number;
  quantityMax?: number;
  unit?: string;
  size?: string;
  isOptional?: boolean;
}

/** A recipe row written directly (the recipes module is not what is under test). */
function recipe(userId: string, title: string, ingredients: Ing[], opts: { servings?: number; nutrition?: Record<string, unknown> } = {}): string {
  const id = newId();
  const now = clock.nowIso();
  cachedStatement(
    server.deps.db.sqlite,
    "INSERT INTO recipes (id, user_id, title, ingredients, servings, nutrition, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
  ).run(id, userId, title, JSON.stringify(ingredients), opts.servings ?? null, opts.nutrition ? JSON.stringify(opts.nutrition) : null, now, now);
  return id;
}

const meal = (items: unknown[], days = [1], extra: Record<string, unknown> = {}) => ({
  name: "Dinner",
  start_time: "18:00",
  end_time: "19:30",
  days_of_week: days,
  items,
  ...extra,
});
const createPlan = (token: string, body: unknown) => server.request("POST", "/api/mealplans", { token, body });

describe("meal plans", () => {
  it("answers with status 401 when no token is sent", async () => {
    assert.equal((await server.request("GET", "/api/mealplans")).status, 401);
    assert.equal((await server.request("POST", `/api/mealplans/${newId()}/meals`, { body: meal([]) })).status, 401);
  });

  it("answers with status 201 when a plan is created, with each meal's nutrition summed from its recipes × portion", async () => {
    const soup = recipe(alice.id, "Soup", [{ name: "carrots", quantity: 2 }], { servings: 2, nutrition: { calories: 200, protein_g: 5, per: "serving" } });
    const bread = recipe(alice.id, "Bread", [{ name: "flour", quantity: 500, unit: "g" }], { servings: 8 });
    const res = await createPlan(alice.token, {
      name: "Week",
      end_date: "2026-12-31",
      meals: [meal([{ recipe_id: soup, portion: 1.5 }, { recipe_id: bread, portion: 1 }, { name: "Apple" }], [5, 1, 3])],
    });
    assert.equal(res.status, 201);
    const m = res.body.meals[0];
    assert.deepEqual(m.days_of_week, [1, 3, 5]);
    assert.equal(m.items[0].name, "Soup");
    assert.deepEqual(m.items[0].nutrition, { calories: 300, protein_g: 7.5, per: "portion" });
    assert.equal(m.items[1].nutrition, null);
    assert.deepEqual(m.items[2], { recipe_id: null, name: "Apple", portion: 1, nutrition: null });
    assert.deepEqual(m.nutrition, { calories: 300, protein_g: 7.5, per: "meal" });
    assert.equal(res.body.end_date, "2026-12-31");
  });

  it("answers with status 400 when times, days or portions are invalid", async () => {
    const plan = (await createPlan(alice.token, {})).body;
    const bad = [
      meal([], [1], { start_time: "25:00" }),
      meal([], [1], { start_time: "7:00" }),
      meal([], [1], { start_time: "19:30", end_time: "18:00" }),
      meal([], [1], { start_time: "18:00", end_time: "18:00" }),
      meal([], [0]),
      meal([], [8]),
      meal([], [1, 1]),
      meal([], [1.5]),
      meal([], []),
      meal([{ recipe_id: newId(), portion: 0 }]),
      meal([{ recipe_id: newId(), portion: -1 }]),
      meal([{ portion: 1 }]),
      meal([{ name: "x", extra: 1 }]),
    ];
    for (const body of bad) {
      const res = await server.request("POST", `/api/mealplans/${plan.id}/meals`, { token: alice.token, body });
      assert.equal(res.status, 400, JSON.stringify(body));
    }
    assert.equal((await createPlan(alice.token, { end_date: "2026-13-01" })).status, 400);
    assert.equal((await createPlan(alice.token, { user_id: bob.id })).status, 400);
  });

  it("answers with status 404 when a meal names another user's recipe, as if it did not exist", async () => {
    const secret = recipe(bob.id, "Bob's stew", [{ name: "beef", quantity: 1, unit: "kg" }]);
    const plan = (await createPlan(alice.token, {})).body;
    const res = await server.request("POST", `/api/mealplans/${plan.id}/meals`, { token: alice.token, body: meal([{ recipe_id: secret, portion: 1 }]) });
    assert.equal(res.status, 404);
    const missing = await server.request("POST", `/api/mealplans/${plan.id}/meals`, { token: alice.token, body: meal([{ recipe_id: newId(), portion: 1 }]) });
    assert.equal(missing.status, 404);
    assert.equal(res.body.error, missing.body.error);
    assert.equal((await server.request("GET", `/api/mealplans/${plan.id}`, { token: alice.token })).body.meals.length, 0);
  });

  it("answers with status 404 when another user's plan is read, changed or deleted", async () => {
    const plan = (await createPlan(alice.token, { meals: [meal([{ name: "x" }])] })).body;
    assert.equal((await server.request("GET", `/api/mealplans/${plan.id}`, { token: bob.token })).status, 404);
    assert.equal((await server.request("PUT", `/api/mealplans/${plan.id}`, { token: bob.token, body: { name: "y" } })).status, 404);
    assert.equal((await server.request("DELETE", `/api/mealplans/${plan.id}`, { token: bob.token })).status, 404);
    assert.equal((await server.request("PUT", `/api/mealplans/${plan.id}/meals/${plan.meals[0].id}`, { token: bob.token, body: { notes: "n" } })).status, 404);
    assert.equal((await server.request("POST", `/api/mealplans/${plan.id}/grocery-list`, { token: bob.token })).status, 404);
  });

  it("answers with status 200 when a meal is changed and removed, moving the plan's updated_at", async () => {
    const plan = (await createPlan(alice.token, { meals: [meal([{ name: "x" }])] })).body;
    const mealId = plan.meals[0].id;
    clock.advance(1000);
    const changed = await server.request("PUT", `/api/mealplans/${plan.id}/meals/${mealId}`, {
      token: alice.token,
      body: { start_time: "17:00", days_of_week: [7, 6] },
    });
    assert.equal(changed.status, 200);
    assert.equal(changed.body.meals[0].start_time, "17:00");
    assert.deepEqual(changed.body.meals[0].days_of_week, [6, 7]);
    assert.ok(changed.body.updated_at > plan.updated_at);
    const inverted = await server.request("PUT", `/api/mealplans/${plan.id}/meals/${mealId}`, { token: alice.token, body: { start_time: "20:00" } });
    assert.equal(inverted.status, 400);
    assert.equal((await server.request("PUT", `/api/mealplans/${plan.id}/meals/${newId()}`, { token: alice.token, body: { notes: "n" } })).status, 404);
    const removed = await server.request("DELETE", `/api/mealplans/${plan.id}/meals/${mealId}`, { token: alice.token });
    assert.equal(removed.status, 200);
    assert.equal(removed.body.meals.length, 0);
  });

  it("answers with status 200 when plans are delta-synced after a meal change and a deletion", async () => {
    const user = await server.user();
    const a = (await createPlan(user.token, { name: "A" })).body;
    clock.advance(1000);
    const b = (await createPlan(user.token, { name: "B" })).body;
    const first = await server.request("GET", "/api/mealplans", { token: user.token });
    assert.deepEqual(
      first.body.mealplans.map((p: { id: string }) => p.id),
      [b.id, a.id],
    );
    const watermark = (await server.request("GET", `/api/mealplans?since=${encodeURIComponent(b.updated_at)}`, { token: user.token })).body
      .server_time as string;
    clock.advance(1000);
    await server.request("POST", `/api/mealplans/${a.id}/meals`, { token: user.token, body: meal([{ name: "Toast" }]) });
    await server.request("DELETE", `/api/mealplans/${b.id}`, { token: user.token });
    const delta = await server.request("GET", `/api/mealplans?since=${encodeURIComponent(watermark)}`, { token: user.token });
    assert.deepEqual(
      delta.body.mealplans.map((p: { id: string }) => p.id),
      [a.id],
    );
    assert.deepEqual(
      delta.body.deleted.map((d: { id: string }) => d.id),
      [b.id],
    );
    const events = server.deps.events.replay(user.id, 0).filter((e) => e.type === "mealplan.changed");
    assert.ok(events.some((e) => (e.data as { op: string }).op === "deleted"));
  });

  it("answers with status 412 when a stale If-Match is sent, and changes nothing", async () => {
    const plan = await createPlan(alice.token, { name: "Old" });
    const etag = plan.headers.get("etag") ?? "";
    clock.advance(1000);
    await server.request("POST", `/api/mealplans/${plan.body.id}/meals`, { token: alice.token, body: meal([{ name: "x" }]) });
    const stale = await server.request("PUT", `/api/mealplans/${plan.body.id}`, {
      token: alice.token,
      headers: { "if-match": etag },
      body: { name: "New", meals: [] },
    });
    assert.equal(stale.status, 412);
    const now = (await server.request("GET", `/api/mealplans/${plan.body.id}`, { token: alice.token })).body;
    assert.equal(now.name, "Old");
    assert.equal(now.meals.length, 1);
  });
});

describe("deriving a grocery list from a meal plan", () => {
  it("answers with status 201 with kitchen numbers when a derived list scales countables and volumes", async () => {
    // 2 servings of a 3-serving stew: 5.5 onions × ⅔ = 3.667 onions → 4; 1 bay leaf × ⅔ → 1; 5.5 cups × ⅔ = 3.667 → 3⅔.
    const stew = recipe(
      alice.id,
      "Stew",
      [
        { name: "onions", quantity: 5.5 },
        { name: "bay leaf", quantity: 1 },
        { name: "stock", quantity: 5.5, unit: "cups" },
      ],
      { servings: 3 },
    );
    const plan = (await createPlan(alice.token, { name: "Kitchen", meals: [meal([{ recipe_id: stew, portion: 2 }], [1])] })).body;
    const res = await server.request("POST", `/api/mealplans/${plan.id}/grocery-list`, { token: alice.token });
    assert.equal(res.status, 201);
    const items = res.body.items as Array<{
      name: string;
      quantity: number | null;
      quantity_exact: number | null;
      display: string | null;
      unit: string | null;
    }>;
    const by = (name: string) => items.find((i) => i.name === name);
    assert.deepEqual({ q: by("onions")?.quantity, d: by("onions")?.display }, { q: 4, d: "4" });
    assert.ok(Math.abs((by("onions")?.quantity_exact ?? 0) - 3.6667) < 0.001);
    assert.deepEqual({ q: by("bay leaf")?.quantity, d: by("bay leaf")?.display }, { q: 1, d: "1" });
    assert.equal(by("stock")?.display, "3⅔");
    assert.ok(Math.abs((by("stock")?.quantity_exact ?? 0) - 3.6667) < 0.001);
  });

  it("answers with status 201 buying a range's upper end and naming a package's size on a derived list", async () => {
    const sauce = recipe(
      alice.id,
      "Sauce",
      [
        { name: "garlic", quantity: 1, quantityMax: 2, unit: "cloves" },
        { name: "crushed tomatoes", quantity: 1, unit: "can", size: "28 oz" },
      ],
      { servings: 2 },
    );
    const plan = (await createPlan(alice.token, { name: "Sauce week", meals: [meal([{ recipe_id: sauce, portion: 4 }], [1])] })).body;
    const res = await server.request("POST", `/api/mealplans/${plan.id}/grocery-list`, { token: alice.token });
    assert.equal(res.status, 201);
    const items = res.body.items as Array<{ name: string; quantity: number | null; unit: string | null }>;
    assert.deepEqual(items.find((i) => i.name === "garlic")?.quantity, 4);
    assert.deepEqual(items.find((i) => i.name === "crushed tomatoes (28 oz)")?.quantity, 2);
  });

  it("answers with status 201 when ingredients are added up across recipes with unit conversion", async () => {
    const pancakes = recipe(
      alice.id,
      "Pancakes",
      [
        { name: "milk", quantity: 1, unit: "cup" },
        { name: "eggs", quantity: 2 },
        { name: "flour", quantity: 100, unit: "g" },
        { name: "blueberries", quantity: 50, unit: "g", isOptional: true },
        { name: "water", quantity: 100, unit: "ml" },
      ],
      { servings: 2 },
    );
    const bake = recipe(
      alice.id,
      "Bake",
      [
        { name: "Milk", quantity: 250, unit: "ml" },
        { name: "egg", quantity: 1 },
        { name: "flour", quantity: 1, unit: "lb" },
        { name: "flour", quantity: 2, unit: "cups" },
        { name: "salt" },
      ],
      { servings: 4 },
    );
    // Pancakes on Monday only (2 servings = the recipe once); the bake on Tuesday (4 servings = once).
    const plan = (
      await createPlan(alice.token, { name: "Week", meals: [meal([{ recipe_id: pancakes, portion: 2 }], [1]), meal([{ recipe_id: bake, portion: 4 }], [2])] })
    ).body;
    const res = await server.request("POST", `/api/mealplans/${plan.id}/grocery-list`, { token: alice.token });
    assert.equal(res.status, 201);
    assert.equal(res.body.type, "mealplan");
    assert.equal(res.body.due_date, "2026-03-02");
    const items = res.body.items as Array<{
      name: string;
      quantity: number | null;
      quantity_exact: number | null;
      display: string | null;
      unit: string | null;
      recipe_id: string;
      aisle: string;
    }>;
    const milk = items.filter((i) => i.name.toLowerCase() === "milk");
    assert.equal(milk.length, 1);
    assert.equal(milk[0]?.unit, "ml");
    // Stored as a cook measures it, with the exact sum beside it (kitchen numbers).
    assert.equal(milk[0]?.quantity, 490);
    assert.ok(Math.abs((milk[0]?.quantity_exact ?? 0) - 486.588) < 0.01);
    assert.equal(milk[0]?.display, "490");
    assert.equal(milk[0]?.recipe_id, pancakes);
    assert.equal(milk[0]?.aisle, "dairy");
    const eggs = items.filter((i) => ["eggs", "egg"].includes(i.name));
    assert.deepEqual(
      eggs.map((e) => e.quantity),
      [3],
    );
    const flour = items.filter((i) => i.name === "flour");
    assert.equal(flour.length, 2, "flour in grams and in cups stay apart without a density");
    assert.ok(flour.some((f) => f.unit === "g" && f.quantity === 550));
    assert.ok(flour.some((f) => f.unit === "cup" && f.quantity === 2));
    assert.ok(!items.some((i) => i.name === "blueberries"), "optional ingredients are left out");
    assert.ok(!items.some((i) => i.name === "water"), "tap water is never bought");
    assert.deepEqual(
      items.find((i) => i.name === "salt"),
      { ...items.find((i) => i.name === "salt"), quantity: null, unit: null },
    );
  });

  it("answers with status 201 when a range repeats meals, scales by portion and includes optional ingredients on request", async () => {
    const oats = recipe(
      alice.id,
      "Oats",
      [
        { name: "oats", quantity: 50, unit: "g" },
        { name: "honey", quantity: 1, unit: "tsp", isOptional: true },
      ],
      { servings: 1 },
    );
    const plan = (await createPlan(alice.token, { end_date: "2026-03-10", meals: [meal([{ recipe_id: oats, portion: 2 }], [1, 3, 5])] })).body;
    // 2026-03-02 … 2026-03-15 has two Mondays, Wednesdays and Fridays, but the plan ends on Tuesday 2026-03-10.
    const res = await server.request("POST", `/api/mealplans/${plan.id}/grocery-list`, {
      token: alice.token,
      body: { start_date: "2026-03-02", end_date: "2026-03-15", include_optional: true, name: "Two weeks" },
    });
    assert.equal(res.status, 201);
    assert.equal(res.body.name, "Two weeks");
    const oatsLine = res.body.items.find((i: { name: string }) => i.name === "oats");
    assert.equal(oatsLine.quantity, 400, "4 occurrences × 2 servings × 50 g");
    assert.equal(res.body.items.find((i: { name: string }) => i.name === "honey").quantity, 8);
    const bad = await server.request("POST", `/api/mealplans/${plan.id}/grocery-list`, {
      token: alice.token,
      body: { start_date: "2026-03-05", end_date: "2026-03-01" },
    });
    assert.equal(bad.status, 400);
    assert.equal((await server.request("POST", `/api/mealplans/${plan.id}/grocery-list`, { token: alice.token, body: { start: "x" } })).status, 400);
  });

  it("answers with status 200 when the export has a mealplans section", async () => {
    const user = await server.user();
    await createPlan(user.token, { name: "Exported" });
    const res = await server.request("GET", "/api/users/me/export", { token: user.token });
    assert.deepEqual(
      res.body.mealplans.map((p: { name: string }) => p.name),
      ["Exported"],
    );
  });
});
