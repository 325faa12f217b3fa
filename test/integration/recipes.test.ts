import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { startTestServer, type TestServer } from "../helpers/server";
import { cachedStatement } from "../../src/db/statements";
import { newId } from "../../src/lib/ids";

let server: TestServer;
let alice: { id: string; token: string };
let bob: { id: string; token: string };

before(async () => {
  server = await startTestServer();
  alice = await server.user();
  bob = await server.user();
});
after(() => server.close());

const create = (token: string, body: Record<string, unknown>) => server.request("POST", "/api/recipes", { token, body });

describe("POST /api/recipes", () => {
  test("answers with status 401 when no token is sent", async () => {
    const r = await server.request("POST", "/api/recipes", { body: { title: "x" } });
    assert.equal(r.status, 401);
    assert.equal(r.body.error, "Access token required");
  });

  test("answers with status 201 and every Recipe field when the body is valid", async () => {
    const r = await create(alice.token, {
      title: "  Pancakes ",
      ingredients: [
        { name: " flour ", quantity: "1 1/2", unit: "cups" },
        { name: "milk", quantity: "½" },
        { name: "sugar", quantity: "1½", isOptional: true },
        "2 large eggs, beaten",
      ],
      instructions: ["Mix.", "Fry."],
      tags: ["Breakfast", "breakfast", " sweet "],
      prep_time: 10,
      servings: 4,
    });
    assert.equal(r.status, 201);
    const b = r.body;
    assert.equal(b.title, "Pancakes");
    assert.equal(b.user_id, alice.id);
    assert.deepEqual(b.ingredients[0], { name: "flour", quantity: 1.5, unit: "cups" });
    assert.equal(b.ingredients[1].quantity, 0.5);
    assert.equal(b.ingredients[2].quantity, 1.5);
    assert.equal(b.ingredients[2].isOptional, true);
    assert.equal(b.ingredients[3].name, "eggs");
    assert.equal(b.ingredients[3].quantity, 2);
    assert.deepEqual(b.tags, ["Breakfast", "sweet"]);
    assert.equal(b.notes, "");
    assert.equal(b.cook_time, null);
    assert.deepEqual(b.media, []);
    assert.deepEqual(b.sources, []);
    assert.equal(b.source_v2_id, null);
    assert.equal(b.import_id, null);
    assert.equal("nutrition" in b, false);
    assert.ok(r.headers.get("etag"));
    assert.match(b.created_at, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  test("answers with status 400 naming ingredients.N.name when an ingredient has no name", async () => {
    const r = await create(alice.token, { title: "x", ingredients: [{ name: "salt" }, { quantity: 2 }, { name: "   " }] });
    assert.equal(r.status, 400);
    const paths = r.body.errors.map((e: { path: string }) => e.path);
    assert.ok(paths.includes("ingredients.1.name"), JSON.stringify(paths));
    assert.ok(paths.includes("ingredients.2.name"), JSON.stringify(paths));
  });

  test("answers with status 400 when a read-only or unknown field is sent", async () => {
    const r = await create(alice.token, { title: "x", user_id: bob.id, colour: "red" });
    assert.equal(r.status, 400);
    const types = r.body.errors.map((e: { type: string; path: string }) => `${e.type}:${e.path}`);
    assert.ok(types.includes("unknown_field:user_id"));
    assert.ok(types.includes("unknown_field:colour"));
  });

  test("answers with status 400 when a quantity is not a number", async () => {
    const r = await create(alice.token, { title: "x", ingredients: [{ name: "salt", quantity: "a pinch" }] });
    assert.equal(r.status, 400);
    assert.equal(r.body.errors[0].path, "ingredients.0.quantity");
  });
});

describe("GET/PUT/DELETE /api/recipes/{id}", () => {
  test("answers with status 404 for another user's recipe on every route", async () => {
    const mine = (await create(alice.token, { title: "Secret soup", servings: 2 })).body;
    for (const [method, path, body] of [
      ["GET", `/api/recipes/${mine.id}`, undefined],
      ["PUT", `/api/recipes/${mine.id}`, { title: "Hacked" }],
      ["DELETE", `/api/recipes/${mine.id}`, undefined],
      ["POST", `/api/recipes/${mine.id}/scale`, { servings: 4 }],
      ["POST", `/api/recipes/${mine.id}/duplicate`, {}],
    ] as const) {
      const r = await server.request(method, path, { token: bob.token, body });
      assert.equal(r.status, 404, `${method} ${path}`);
    }
    const still = await server.request("GET", `/api/recipes/${mine.id}`, { token: alice.token });
    assert.equal(still.body.title, "Secret soup");
  });

  test("answers with status 404 when the id is not a UUID", async () => {
    const r = await server.request("GET", "/api/recipes/not-a-uuid", { token: alice.token });
    assert.equal(r.status, 404);
  });

  test("answers with status 200 replacing only supplied fields when PUT is partial", async () => {
    const r0 = (
      await create(alice.token, {
        title: "Stew",
        description: "Hearty",
        notes: "Keep",
        tags: ["winter"],
        ingredients: [{ name: "beef", quantity: 500, unit: "g" }],
        cook_time: 90,
      })
    ).body;
    const r = await server.request("PUT", `/api/recipes/${r0.id}`, { token: alice.token, body: { description: "Very hearty", cook_time: null } });
    assert.equal(r.status, 200);
    assert.equal(r.body.description, "Very hearty");
    assert.equal(r.body.cook_time, null);
    assert.equal(r.body.title, "Stew");
    assert.equal(r.body.notes, "Keep");
    assert.deepEqual(r.body.tags, ["winter"]);
    assert.deepEqual(r.body.ingredients, [{ name: "beef", quantity: 500, unit: "g" }]);
    assert.equal(r.body.created_at, r0.created_at);
    assert.notEqual(r.body.updated_at, r0.updated_at);
  });

  test("answers with status 412 when If-Match is stale and changes nothing", async () => {
    const r0 = await create(alice.token, { title: "Bread" });
    const etag = r0.headers.get("etag") ?? "";
    const ok = await server.request("PUT", `/api/recipes/${r0.body.id}`, { token: alice.token, body: { title: "Bread 2" }, headers: { "if-match": etag } });
    assert.equal(ok.status, 200);
    const stale = await server.request("PUT", `/api/recipes/${r0.body.id}`, { token: alice.token, body: { title: "Bread 3" }, headers: { "if-match": etag } });
    assert.equal(stale.status, 412);
    const del = await server.request("DELETE", `/api/recipes/${r0.body.id}`, { token: alice.token, headers: { "if-match": etag } });
    assert.equal(del.status, 412);
    const now = await server.request("GET", `/api/recipes/${r0.body.id}`, { token: alice.token });
    assert.equal(now.body.title, "Bread 2");
  });

  test("answers with status 400 when PUT sends an invalid field", async () => {
    const r0 = (await create(alice.token, { title: "Cake" })).body;
    const r = await server.request("PUT", `/api/recipes/${r0.id}`, { token: alice.token, body: { rating: 11, title: "" } });
    assert.equal(r.status, 400);
    const paths = r.body.errors.map((e: { path: string }) => e.path).sort();
    assert.deepEqual(paths, ["rating", "title"]);
  });

  test("answers with status 204 on DELETE and 404 afterwards", async () => {
    const r0 = (await create(alice.token, { title: "Gone" })).body;
    assert.equal((await server.request("DELETE", `/api/recipes/${r0.id}`, { token: alice.token })).status, 204);
    assert.equal((await server.request("GET", `/api/recipes/${r0.id}`, { token: alice.token })).status, 404);
  });

  test("answers with status 200 for a household member's read and edit, and 403 for their delete", async () => {
    const shared = (await create(alice.token, { title: "Family curry" })).body;
    const db = server.deps.db.sqlite;
    const hid = newId();
    const now = new Date().toISOString();
    cachedStatement(db, "INSERT INTO households (id, name, created_by, created_at, updated_at) VALUES (?, 'Home', ?, ?, ?)").run(hid, alice.id, now, now);
    cachedStatement(db, "INSERT INTO household_members (household_id, user_id, role, joined_at) VALUES (?, ?, 'owner', ?), (?, ?, 'member', ?)").run(
      hid,
      alice.id,
      now,
      hid,
      bob.id,
      now,
    );
    cachedStatement(db, "INSERT INTO household_shares (household_id, resource_type, resource_id, shared_by, created_at) VALUES (?, 'recipe', ?, ?, ?)").run(
      hid,
      shared.id,
      alice.id,
      now,
    );
    assert.equal((await server.request("GET", `/api/recipes/${shared.id}`, { token: bob.token })).status, 200);
    assert.equal((await server.request("PUT", `/api/recipes/${shared.id}`, { token: bob.token, body: { title: "Family curry" } })).status, 200);
    assert.equal(
      (await server.request("PUT", `/api/recipes/${shared.id}`, { token: bob.token, body: { private: true } })).status,
      403,
      "only the owner makes it private",
    );
    assert.equal((await server.request("DELETE", `/api/recipes/${shared.id}`, { token: bob.token })).status, 403);
    const dup = await server.request("POST", `/api/recipes/${shared.id}/duplicate`, { token: bob.token });
    assert.equal(dup.status, 201);
    assert.equal(dup.body.user_id, bob.id);
    assert.equal(dup.body.title, "Family curry (copy)");
  });
});
