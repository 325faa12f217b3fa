/**
 * Audit (security.md class 3, object authorization on child / foreign-key paths): a meal item keeps a recipe id.
 * Visibility was checked when the item was written, but reads (GET, lists, the household library, export) and
 * grocery-list derivation loaded the recipe by id with no check, so a recipe that stopped being visible — unshared
 * from the household, or the member left it — kept giving its nutrition and its whole ingredient list (with
 * quantities) to whoever had once put it into a plan. A meal plan now shows a recipe to a viewer only when the
 * viewer can see it, or when it is the plan owner's own (sharing a plan shares the owner's recipes in it).
 */
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { startTestServer, type TestServer } from "../helpers/server";
import { householdWith, recipeWithCalories, shareInto } from "../helpers/households";

let s: TestServer;
before(async () => {
  s = await startTestServer();
});
after(() => s.close());

type U = { id: string; token: string };

const MARKER_KCAL = 987_654;
const household = (owner: U, member: U) => householdWith(s, owner, member);
const share = (u: U, hid: string, type: string, id: string) => shareInto(s, u, hid, type, id);
const recipe = (u: U, title: string, ingredient: string) => recipeWithCalories(s, u, title, ingredient, MARKER_KCAL);

async function plan(u: U, recipeId: string): Promise<string> {
  const res = await s.request("POST", "/api/mealplans", {
    token: u.token,
    body: {
      name: "Week",
      meals: [{ name: "Dinner", start_time: "18:00", end_time: "19:00", days_of_week: [1, 2, 3, 4, 5, 6, 7], items: [{ recipe_id: recipeId, portion: 1 }] }],
    },
  });
  assert.equal(res.status, 201, res.text);
  return res.body.id as string;
}

const items = (p: { meals: Array<{ items: Array<Record<string, unknown>> }> }) => p.meals.flatMap((m) => m.items);
const derivedNames = async (u: U, planId: string): Promise<string[]> => {
  const res = await s.request("POST", `/api/mealplans/${planId}/grocery-list`, { token: u.token, body: {} });
  assert.equal(res.status, 201, res.text);
  return (res.body.items as Array<{ name: string }>).map((i) => i.name);
};

test("a recipe unshared from the household stops giving its ingredients and nutrition through a member's meal plan", async () => {
  const alice = await s.user();
  const bob = await s.user();
  const hid = await household(alice, bob);
  const secret = await recipe(alice, "Grandma's secret stew", "secret spice blend");
  await share(alice, hid, "recipe", secret);

  // While shared, Bob may plan it and derive its ingredients.
  const bobPlan = await plan(bob, secret);
  assert.ok((await derivedNames(bob, bobPlan)).includes("secret spice blend"));

  // Alice takes it back: Bob can no longer read the recipe...
  assert.equal((await s.request("DELETE", `/api/households/${hid}/shares/recipe/${secret}`, { token: alice.token })).status, 204);
  assert.equal((await s.request("GET", `/api/recipes/${secret}`, { token: bob.token })).status, 404);

  // ...nor get its content through his plan: no ingredient lines, no nutrition, in GET, list, export and derivation.
  assert.ok(!(await derivedNames(bob, bobPlan)).includes("secret spice blend"), "derivation still lists the unshared recipe's ingredients");
  const got = await s.request("GET", `/api/mealplans/${bobPlan}`, { token: bob.token });
  assert.equal(got.status, 200);
  for (const it of items(got.body)) assert.equal(it.nutrition, null, JSON.stringify(it));
  assert.ok(!got.text.includes(String(MARKER_KCAL)));
  const listed = await s.request("GET", "/api/mealplans", { token: bob.token });
  assert.ok(!listed.text.includes(String(MARKER_KCAL)));
  const exported = await s.request("GET", "/api/users/me/export", { token: bob.token });
  assert.equal(exported.status, 200);
  assert.ok(!exported.text.includes(String(MARKER_KCAL)), "export carries another user's recipe nutrition");
});

test("a member who leaves the household keeps no access to its recipes through their meal plans", async () => {
  const alice = await s.user();
  const bob = await s.user();
  const hid = await household(alice, bob);
  const r = await recipe(alice, "Family pie", "family pie filling");
  await share(alice, hid, "recipe", r);
  const bobPlan = await plan(bob, r);
  assert.equal((await s.request("DELETE", `/api/households/${hid}/members/${bob.id}`, { token: bob.token })).status, 204);
  assert.ok(!(await derivedNames(bob, bobPlan)).includes("family pie filling"), "derivation still lists the recipe after leaving");
  assert.ok(!(await s.request("GET", `/api/mealplans/${bobPlan}`, { token: bob.token })).text.includes(String(MARKER_KCAL)));
});

test("a shared plan still shows its owner's own recipes to members (derive included), and the owner sees everything of theirs", async () => {
  const alice = await s.user();
  const bob = await s.user();
  const hid = await household(alice, bob);
  const own = await recipe(alice, "Alice's private curry", "curry paste");
  const alicePlan = await plan(alice, own);
  await share(alice, hid, "mealplan", alicePlan);
  assert.ok((await derivedNames(bob, alicePlan)).includes("curry paste"));
  const seen = await s.request("GET", `/api/mealplans/${alicePlan}`, { token: bob.token });
  assert.equal(items(seen.body)[0]?.name, "Alice's private curry");
  assert.notEqual(items(seen.body)[0]?.nutrition, null);
  assert.ok((await derivedNames(alice, alicePlan)).includes("curry paste"));
});

test("a member's private recipe put into a shared plan does not hand its ingredients to the other members", async () => {
  const alice = await s.user();
  const bob = await s.user();
  const hid = await household(alice, bob);
  // Putting a recipe into a shared plan shares it with the household, unless it is marked private.
  const bobsFree = await s.request("POST", "/api/recipes", {
    token: bob.token,
    body: { title: "Bob's stew", private: true, servings: 1, ingredients: [{ name: "bob's private sauce", quantity: 1, unit: "l" }] },
  });
  const alicePlan = await plan(alice, await recipe(alice, "Soup", "leek"));
  await share(alice, hid, "mealplan", alicePlan);
  const added = await s.request("POST", `/api/mealplans/${alicePlan}/meals`, {
    token: bob.token,
    body: { name: "Lunch", start_time: "12:00", end_time: "13:00", days_of_week: [1, 2, 3, 4, 5, 6, 7], items: [{ recipe_id: bobsFree.body.id, portion: 1 }] },
  });
  assert.equal(added.status, 201, added.text);
  // Bob (who can see his recipe) derives it; Alice, who cannot see it, does not get its ingredient list.
  assert.ok((await derivedNames(bob, alicePlan)).includes("bob's private sauce"));
  const aliceNames = await derivedNames(alice, alicePlan);
  assert.ok(aliceNames.includes("leek"));
  assert.ok(!aliceNames.includes("bob's private sauce"), "a member's private recipe ingredients reach the plan owner");
});
