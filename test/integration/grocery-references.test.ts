// A grocery item's recipe_id is a reference like any other: it must name a recipe the caller can see.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { startTestServer, type TestServer } from "../helpers/server";
import { householdWith, shareInto } from "../helpers/households";

type U = { id: string; token: string };
let s: TestServer;
let alice: U;
let bob: U;
let stranger: U;
let aliceRecipe: string;
let strangerRecipe: string;

async function recipe(u: U, title: string): Promise<string> {
  const r = await s.request("POST", "/api/recipes", { token: u.token, body: { title } });
  assert.equal(r.status, 201, r.text);
  return r.body.id as string;
}

before(async () => {
  s = await startTestServer();
  alice = await s.user();
  bob = await s.user();
  stranger = await s.user();
  aliceRecipe = await recipe(alice, "Alice's pie");
  strangerRecipe = await recipe(stranger, "Stranger's stew");
});
after(() => s.close());

describe("grocery item references", () => {
  it("answers with status 404 when a grocery item names another household's recipe, on create, append, replace and patch", async () => {
    const create = await s.request("POST", "/api/grocery-lists", {
      token: alice.token,
      body: { name: "Week", items: [{ name: "flour", recipe_id: strangerRecipe }] },
    });
    assert.equal(create.status, 404);
    assert.equal(create.body.error, "Recipe not found");
    const list = await s.request("POST", "/api/grocery-lists", {
      token: alice.token,
      body: { name: "Week", items: [{ name: "flour", key: "f", recipe_id: aliceRecipe }] },
    });
    assert.equal(list.status, 201, list.text);
    const id = list.body.id as string;
    assert.equal(
      (await s.request("POST", `/api/grocery-lists/${id}/items`, { token: alice.token, body: { items: [{ name: "salt", recipe_id: strangerRecipe }] } }))
        .status,
      404,
    );
    assert.equal(
      (await s.request("PUT", `/api/grocery-lists/${id}`, { token: alice.token, body: { items: [{ name: "salt", recipe_id: strangerRecipe }] } })).status,
      404,
    );
    assert.equal((await s.request("PATCH", `/api/grocery-lists/${id}/items/f`, { token: alice.token, body: { recipe_id: strangerRecipe } })).status, 404);
    const unknown = "00000000-0000-4000-8000-000000000000";
    assert.equal((await s.request("PATCH", `/api/grocery-lists/${id}/items/f`, { token: alice.token, body: { recipe_id: unknown } })).status, 404);
    const after = await s.request("GET", `/api/grocery-lists/${id}`, { token: alice.token });
    assert.deepEqual(
      after.body.items.map((it: { recipe_id: string | null }) => it.recipe_id),
      [aliceRecipe],
      "nothing was written",
    );
  });

  it("answers with status 200 when a household member sends back the owner's items unchanged or names a recipe shared with them", async () => {
    const hid = await householdWith(s, alice, bob);
    const list = await s.request("POST", "/api/grocery-lists", {
      token: alice.token,
      body: { name: "Shared", items: [{ name: "butter", key: "b", recipe_id: aliceRecipe }] },
    });
    await shareInto(s, alice, hid, "grocery_list", list.body.id);
    const put = await s.request("PUT", `/api/grocery-lists/${list.body.id}`, {
      token: bob.token,
      body: { items: [{ name: "butter", key: "b", recipe_id: aliceRecipe }, { name: "milk" }] },
    });
    assert.equal(put.status, 200, put.text);
    assert.equal(
      (await s.request("POST", `/api/grocery-lists/${list.body.id}/items`, { token: bob.token, body: { items: [{ name: "sugar", recipe_id: aliceRecipe }] } }))
        .status,
      404,
      "alice's recipe is not shared with bob",
    );
    await shareInto(s, alice, hid, "recipe", aliceRecipe);
    assert.equal(
      (await s.request("POST", `/api/grocery-lists/${list.body.id}/items`, { token: bob.token, body: { items: [{ name: "sugar", recipe_id: aliceRecipe }] } }))
        .status,
      200,
    );
  });
});
