import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startTestServer, type TestServer } from "../helpers/server";

const examples = path.join(path.dirname(fileURLToPath(import.meta.url)), "../fixtures/cooklang/examples");
const friedRice = fs.readFileSync(path.join(examples, "Fried Rice.cook"), "utf8");

let server: TestServer;
let alice: { id: string; token: string };
let bob: { id: string; token: string };
let carol: { id: string; token: string };
let aliceRecipe: string;

async function ok(method: string, p: string, token: string, body?: unknown, status = 201): Promise<Record<string, any>> {
  const r = await server.request(method, p, { token, body });
  assert.equal(r.status, status, `${method} ${p}: ${r.text}`);
  return r.body;
}

before(async () => {
  server = await startTestServer();
  alice = await server.user();
  bob = await server.user();
  carol = await server.user();
  aliceRecipe = (
    await ok("POST", "/api/recipes", alice.token, {
      title: 'Crêpes: "best" / v2',
      servings: 4,
      cook_time: 20,
      tags: ["breakfast"],
      ingredients: [{ name: "flour", quantity: 125, unit: "g" }, { name: "eggs", quantity: 2 }, { name: "salt" }],
      instructions: ["Whisk the flour and eggs.", "Fry ~2 min per side -- thin!"],
      notes: "Rest the batter.",
    })
  ).id;
  // Carol shares Alice's household, so Alice's shared recipe is visible to her (but not to Bob).
  const hid = (await ok("POST", "/api/households", alice.token, { name: "Home" })).id;
  const invite = await ok("POST", `/api/households/${hid}/invites`, alice.token, {});
  await ok("POST", `/api/household-invites/${invite.token}/accept`, carol.token, undefined, 200);
  await ok("POST", `/api/households/${hid}/shares`, alice.token, { resource_type: "recipe", resource_id: aliceRecipe });
});
after(() => server.close());

describe("GET /api/recipes/{id}/cooklang", () => {
  test("answers with status 401 when no token is sent", async () => {
    const r = await server.request("GET", `/api/recipes/${aliceRecipe}/cooklang`);
    assert.equal(r.status, 401);
  });

  test("answers with status 404 when the recipe belongs to another user", async () => {
    const r = await server.request("GET", `/api/recipes/${aliceRecipe}/cooklang`, { token: bob.token });
    assert.equal(r.status, 404);
  });

  test("answers with status 404 when the id is not a UUID or no recipe has it", async () => {
    assert.equal((await server.request("GET", "/api/recipes/not-a-uuid/cooklang", { token: alice.token })).status, 404);
    assert.equal((await server.request("GET", "/api/recipes/00000000-0000-4000-8000-000000000000/cooklang", { token: alice.token })).status, 404);
  });

  test("answers with status 200 and Cooklang text as an attachment with a safe filename when the owner asks", async () => {
    const r = await server.request("GET", `/api/recipes/${aliceRecipe}/cooklang`, { token: alice.token });
    assert.equal(r.status, 200);
    assert.equal(r.headers.get("content-type"), "text/plain; charset=utf-8");
    const disposition = r.headers.get("content-disposition") ?? "";
    assert.match(disposition, /^attachment; filename="Cr_pes best v2\.cook"; filename\*=UTF-8''Cr%C3%AApes%20best%20v2\.cook$/);
    assert.equal(
      r.text,
      [
        "---",
        'title: "Crêpes: \\"best\\" / v2"',
        "tags: breakfast",
        "servings: 4",
        "cook time: 20 minutes",
        "---",
        "",
        "@salt{}: Whisk the @flour{125%g} and @eggs{2}.",
        "",
        "Fry \\~2 min per side \\-\\- thin!",
        "",
        "> Rest the batter.",
        "",
      ].join("\n"),
    );
  });

  test("answers with status 200 when the recipe is shared into the caller's household", async () => {
    const r = await server.request("GET", `/api/recipes/${aliceRecipe}/cooklang`, { token: carol.token });
    assert.equal(r.status, 200);
    assert.match(r.text, /@flour\{125%g\}/);
  });
});

describe("POST /api/recipes/cooklang", () => {
  test("answers with status 401 when no token is sent", async () => {
    const r = await server.request("POST", "/api/recipes/cooklang", { body: { source: friedRice, title: "x" } });
    assert.equal(r.status, 401);
  });

  test("answers with status 400 naming the field when source is missing, empty or an unknown field is sent", async () => {
    const missing = await server.request("POST", "/api/recipes/cooklang", { token: alice.token, body: { title: "x" } });
    assert.equal(missing.status, 400);
    assert.deepEqual(
      missing.body.errors.map((e: { path: string }) => e.path),
      ["source"],
    );
    const empty = await server.request("POST", "/api/recipes/cooklang", { token: alice.token, body: { source: "  \n", title: "x" } });
    assert.equal(empty.status, 400);
    assert.equal(empty.body.errors[0].path, "source");
    const unknown = await server.request("POST", "/api/recipes/cooklang", { token: alice.token, body: { source: "Mix.", title: "x", servings: 2 } });
    assert.equal(unknown.status, 400);
    assert.equal(unknown.body.errors[0].type, "unknown_field");
    assert.equal(unknown.body.errors[0].path, "servings");
  });

  test("answers with status 400 naming title when neither the body nor the source has a title", async () => {
    const r = await server.request("POST", "/api/recipes/cooklang", { token: alice.token, body: { source: friedRice } });
    assert.equal(r.status, 400);
    assert.deepEqual(
      r.body.errors.map((e: { path: string }) => e.path),
      ["title"],
    );
  });

  test("answers with status 400 naming source when the source has only comments or metadata", async () => {
    const r = await server.request("POST", "/api/recipes/cooklang", { token: alice.token, body: { source: "---\ntitle: Nothing\n---\n-- only a comment\n" } });
    assert.equal(r.status, 400);
    assert.deepEqual(
      r.body.errors.map((e: { path: string }) => e.path),
      ["source"],
    );
  });

  test("answers with status 400 naming source when the source yields a recipe the recipe rules reject", async () => {
    const r = await server.request("POST", "/api/recipes/cooklang", { token: alice.token, body: { source: ">> title: x\n" + "Add stuff.\n\n".repeat(501) } });
    assert.equal(r.status, 400);
    assert.equal(r.body.errors[0].path, "source");
    assert.match(r.body.errors[0].msg, /instructions/);
  });

  test("answers with status 201 and a recipe built from the Cooklang text", async () => {
    const r = await server.request("POST", "/api/recipes/cooklang", {
      token: alice.token,
      body: { source: `---\nservings: 2\ncook time: 15 min\ntags: quick\n---\n${friedRice}`, title: "Fried Rice" },
    });
    assert.equal(r.status, 201, r.text);
    const b = r.body;
    assert.equal(b.title, "Fried Rice");
    assert.equal(b.user_id, alice.id);
    assert.equal(b.servings, 2);
    assert.equal(b.cook_time, 15);
    assert.deepEqual(b.tags, ["quick"]);
    assert.equal(b.ingredients.length, 14);
    assert.deepEqual(b.ingredients[3], { name: "peanut oil", quantity: 3, unit: "tbsp" });
    assert.deepEqual(b.ingredients.at(-1), { name: "scallions", quantity: 7 });
    assert.equal(b.instructions.length, 9);
    assert.equal(b.instructions[0], "Mix together oyster sauce, soy sauce and sesame oil, set aside.");
    assert.ok(r.headers.get("etag"));
    const read = await server.request("GET", `/api/recipes/${b.id}`, { token: alice.token });
    assert.equal(read.status, 200);
    assert.deepEqual(read.body.ingredients, b.ingredients);
  });

  test("answers with status 201 using the source's title metadata when no title is sent, and the export reads back", async () => {
    const source = ">> title: Easy Pancakes\n" + fs.readFileSync(path.join(examples, "Easy Pancakes.cook"), "utf8");
    const created = await server.request("POST", "/api/recipes/cooklang", { token: bob.token, body: { source } });
    assert.equal(created.status, 201, created.text);
    assert.equal(created.body.title, "Easy Pancakes");
    const exported = await server.request("GET", `/api/recipes/${created.body.id}/cooklang`, { token: bob.token });
    assert.equal(exported.status, 200);
    assert.match(exported.headers.get("content-disposition") ?? "", /filename="Easy Pancakes\.cook"/);
    const again = await server.request("POST", "/api/recipes/cooklang", { token: bob.token, body: { source: exported.text } });
    assert.equal(again.status, 201, again.text);
    assert.deepEqual(again.body.instructions, created.body.instructions);
    const names = (list: { name: string }[]) => list.map((i) => i.name).sort();
    assert.deepEqual(names(again.body.ingredients), names(created.body.ingredients));
  });
});
