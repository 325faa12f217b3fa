import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { startTestServer, type TestServer } from "../helpers/server";

let s: TestServer;
let u: { id: string; token: string };
before(async () => {
  s = await startTestServer();
  u = await s.user();
});
after(() => s.close());

test("a cached recipe read reflects every kind of change (edit, source attachment, nutrition) with status 200", async () => {
  const created = await s.request("POST", "/api/recipes", {
    token: u.token,
    body: { title: "Soup", servings: 2, ingredients: [{ name: "carrot", quantity: 2 }], instructions: ["Boil."] },
  });
  assert.equal(created.status, 201);
  const id = created.body.id as string;
  const first = await s.request("GET", `/api/recipes/${id}`, { token: u.token });
  const again = await s.request("GET", `/api/recipes/${id}`, { token: u.token });
  assert.deepEqual(again.body, first.body);
  await s.request("PUT", `/api/recipes/${id}`, { token: u.token, body: { title: "Carrot soup" } });
  assert.equal((await s.request("GET", `/api/recipes/${id}`, { token: u.token })).body.title, "Carrot soup");
  const attach = await s.request("PUT", `/api/recipes/${id}/source-v2`, {
    token: u.token,
    body: { source: { kind: "website", name: "Soup Site", url: "https://soup.example/carrot" } },
  });
  assert.equal(attach.status, 200, JSON.stringify(attach.body));
  const withSource = await s.request("GET", `/api/recipes/${id}`, { token: u.token });
  assert.equal(withSource.body.sources.length, 1);
  assert.equal(withSource.body.source_v2_id, attach.body.source_v2_id);
  const nut = await s.request("POST", `/api/recipes/${id}/nutrition`, { token: u.token });
  assert.equal(nut.status, 200);
  const withNutrition = await s.request("GET", `/api/recipes/${id}`, { token: u.token });
  assert.equal(withNutrition.body.nutrition.computed_at, nut.body.computed_at);
  assert.equal(withNutrition.headers.get("etag") === first.headers.get("etag"), false);
});

test("a cached recipe is not served to another user (404) nor after deletion (404)", async () => {
  const other = await s.user();
  const created = await s.request("POST", "/api/recipes", { token: u.token, body: { title: "Private", instructions: ["x"] } });
  const id = created.body.id as string;
  assert.equal((await s.request("GET", `/api/recipes/${id}`, { token: u.token })).status, 200);
  assert.equal((await s.request("GET", `/api/recipes/${id}`, { token: other.token })).status, 404);
  assert.equal((await s.request("DELETE", `/api/recipes/${id}`, { token: u.token })).status, 204);
  assert.equal((await s.request("GET", `/api/recipes/${id}`, { token: u.token })).status, 404);
});

test("a repeated search sees recipes created, renamed and deleted in between (status 200)", async () => {
  const me = await s.user();
  const a = await s.request("POST", "/api/recipes", { token: me.token, body: { title: "Quince jam", instructions: ["Cook."] } });
  const first = await s.request("GET", "/api/recipes?q=quince", { token: me.token });
  assert.deepEqual(
    first.body.recipes.map((r: { id: string }) => r.id),
    [a.body.id],
  );
  const b = await s.request("POST", "/api/recipes", { token: me.token, body: { title: "Quince paste", instructions: ["Cook longer."] } });
  const second = await s.request("GET", "/api/recipes?q=quince", { token: me.token });
  assert.equal(second.body.recipes.length, 2);
  await s.request("PUT", `/api/recipes/${a.body.id}`, { token: me.token, body: { title: "Plum jam" } });
  const third = await s.request("GET", "/api/recipes?q=quince", { token: me.token });
  assert.deepEqual(
    third.body.recipes.map((r: { id: string }) => r.id),
    [b.body.id],
  );
  await s.request("DELETE", `/api/recipes/${b.body.id}`, { token: me.token });
  const fourth = await s.request("GET", "/api/recipes?q=quince", { token: me.token });
  assert.deepEqual(fourth.body.recipes, []);
});
