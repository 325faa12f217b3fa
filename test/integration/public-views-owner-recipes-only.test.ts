/**
 * Audit (public share-link views): a share link is its owner's decision about the owner's data. The public view of
 * a meal plan showed the title and nutrition of every recipe the plan owner could see — a household member's recipe
 * shared into the household included — and, once that recipe stopped being visible to the owner (unshared, deleted),
 * still the title stored with the meal item. Saving the link copied that title as free text. A meal whose recipe is
 * not the plan owner's own now keeps only its own fields (meal name, times, days, the item's own label and portion)
 * and says `recipe_withheld: true`; the meal's nutrition adds up only the recipes shown.
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
const household = (owner: U, member: U) => householdWith(s, owner, member);
const share = (u: U, hid: string, type: string, id: string) => shareInto(s, u, hid, type, id);
const recipe = (u: U, title: string, ingredient: string, calories: number) => recipeWithCalories(s, u, title, ingredient, calories);

async function link(u: U, type: string, id: string): Promise<string> {
  const res = await s.request("POST", "/api/share-links", { token: u.token, body: { resource_type: type, resource_id: id } });
  assert.equal(res.status, 201, res.text);
  return res.body.token as string;
}

const days = [1, 2, 3, 4, 5, 6, 7];

/** Alice and Bob in one household; Bob's recipe shared into it, and Alice's own recipe. */
async function neighbours() {
  const alice = await s.user();
  const bob = await s.user();
  const hid = await household(alice, bob);
  const bobs = await recipe(bob, "Bob's secret goulash", "smoked paprika blend", 987_654);
  await share(bob, hid, "recipe", bobs);
  const own = await recipe(alice, "Alice's leek soup", "leek", 333);
  return { alice, bob, hid, bobs, own };
}

/** Alice's plan: Bob's household-shared recipe (unlabelled and labelled) beside Alice's own recipe and free text. */
async function scene() {
  const { alice, bob, hid, bobs, own } = await neighbours();
  const plan = await s.request("POST", "/api/mealplans", {
    token: alice.token,
    body: {
      name: "Week",
      meals: [
        { name: "Dinner", start_time: "18:00", end_time: "19:00", days_of_week: [1, 3], items: [{ recipe_id: bobs, portion: 2 }], notes: "dad cooks" },
        {
          name: "Lunch",
          start_time: "12:00",
          end_time: "13:00",
          days_of_week: days,
          items: [
            { recipe_id: bobs, name: "Leftovers", portion: 1 },
            { recipe_id: own, portion: 1 },
            { name: "Bread", portion: 1 },
          ],
        },
      ],
    },
  });
  assert.equal(plan.status, 201, plan.text);
  // Alice herself sees Bob's recipe in her plan (it is shared with her): the authenticated view is unchanged.
  const mine = await s.request("GET", `/api/mealplans/${plan.body.id}`, { token: alice.token });
  assert.ok(mine.text.includes("Bob's secret goulash"));
  return { alice, bob, hid, bobs, own, planId: plan.body.id as string, token: await link(alice, "mealplan", plan.body.id) };
}

function assertNothingOfBobs(text: string, bobs: string, bob: U): void {
  for (const leak of ["goulash", "smoked paprika", "987654", "1975308", bobs, bob.id])
    assert.ok(!text.includes(leak), `the public view shows ${leak}: ${text}`);
}

test("the public view of a meal plan withholds a household member's recipe: only the meal's own fields stay", async () => {
  const { bob, bobs, token } = await scene();
  const v = await s.request("GET", `/api/shared/${token}`);
  assert.equal(v.status, 200, v.text);
  assertNothingOfBobs(v.text, bobs, bob);
  const [dinner, lunch] = v.body.resource.meals;
  assert.deepEqual(
    { name: dinner.name, start_time: dinner.start_time, end_time: dinner.end_time, days_of_week: dinner.days_of_week, nutrition: dinner.nutrition },
    { name: "Dinner", start_time: "18:00", end_time: "19:00", days_of_week: [1, 3], nutrition: null },
  );
  assert.deepEqual(dinner.items, [{ name: "", portion: 2, nutrition: null, recipe_withheld: true }]);
  assert.equal(dinner.notes, undefined, "private meal notes stay private");
  assert.deepEqual(lunch.items[0], { name: "Leftovers", portion: 1, nutrition: null, recipe_withheld: true });
  // The owner's own recipe is shown in full, and free text is the meal's own.
  assert.equal(lunch.items[1].name, "Alice's leek soup");
  assert.equal(lunch.items[1].recipe_withheld, false);
  assert.equal(lunch.items[1].nutrition.calories, 333);
  assert.deepEqual(lunch.items[2], { name: "Bread", portion: 1, nutrition: null, recipe_withheld: false });
  // The meal's total counts only what is shown (Bob's 987,654 is not hidden inside a sum).
  assert.equal(lunch.nutrition.calories, 333);
  for (const it of [...dinner.items, ...lunch.items]) {
    assert.equal(it.recipe_id, undefined);
    assert.equal(it.title, undefined);
  }
});

test("a member's recipe that left the owner's sight (unshared, then deleted) gives no stored title either", async () => {
  const { bob, bobs, hid, token } = await scene();
  assert.equal((await s.request("DELETE", `/api/households/${hid}/shares/recipe/${bobs}`, { token: bob.token })).status, 204);
  assertNothingOfBobs((await s.request("GET", `/api/shared/${token}`)).text, bobs, bob);
  assert.equal((await s.request("DELETE", `/api/recipes/${bobs}`, { token: bob.token })).status, 204);
  const v = await s.request("GET", `/api/shared/${token}`);
  assert.equal(v.status, 200);
  assertNothingOfBobs(v.text, bobs, bob);
  assert.deepEqual(v.body.resource.meals[0].items, [{ name: "", portion: 2, nutrition: null, recipe_withheld: true }]);
});

test("saving a shared meal plan copies the owner's recipes only, and no title of anyone else's", async () => {
  const { bob, bobs, own, token } = await scene();
  const saver = await s.user();
  const saved = await s.request("POST", `/api/shared/${token}/save`, { token: saver.token });
  assert.equal(saved.status, 201, saved.text);
  assertNothingOfBobs(saved.text, bobs, bob);
  const [dinner, lunch] = saved.body.meals;
  assert.deepEqual(dinner.items, [], "an unlabelled withheld item has nothing of its own to keep");
  assert.deepEqual(
    lunch.items.map((i: { name: string; recipe_id: string | null }) => [i.name, i.recipe_id === null]),
    [
      ["Leftovers", true],
      ["Alice's leek soup", false],
      ["Bread", true],
    ],
  );
  assert.notEqual(lunch.items[1].recipe_id, own);
  const exported = await s.request("GET", "/api/users/me/export", { token: saver.token });
  assertNothingOfBobs(exported.text, bobs, bob);
});

test("a public collection shows only its owner's recipes, not a member's recipe shared into it", async () => {
  const { alice, bob, bobs, own } = await neighbours();
  const c = await s.request("POST", "/api/collections", { token: alice.token, body: { name: "Soups", recipes: [bobs, own] } });
  assert.equal(c.status, 201, c.text);
  const v = await s.request("GET", `/api/shared/${await link(alice, "collection", c.body.id)}`);
  assert.equal(v.status, 200, v.text);
  assertNothingOfBobs(v.text, bobs, bob);
  assert.deepEqual(
    v.body.resource.recipes.map((r: { title: string }) => r.title),
    ["Alice's leek soup"],
  );
  assert.equal(v.body.resource.recipe_count, 1);
});
