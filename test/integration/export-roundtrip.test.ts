import { test } from "node:test";
import assert from "node:assert/strict";
import { startTestServer } from "../helpers/server";
import { upload, waitForStatus } from "../fixtures/imports/helpers";
import { photo } from "../fixtures/archives/build";

test("the zip export imports into a second server with recipes, photos, collections, plans, lists and provenance", async () => {
  const a = await startTestServer();
  const b = await startTestServer();
  try {
    const alice = await a.user();
    const fileId = await upload(a, alice.token, await photo(), "soup.jpg", "image/jpeg");
    const created = await a.request("POST", "/api/recipes", {
      token: alice.token,
      body: {
        title: "Soupe à l'oignon",
        ingredients: ["1-2 cloves garlic", "4 onions, sliced"],
        components: [{ title: "Croûtons", ingredients: ["1 baguette"], instructions: ["Toast the bread."] }],
        instructions: ["Caramelise the onions.", "Add stock."],
        tags: ["French", "Soup"],
        notes: "Gruyère on top.",
        servings: 4,
        prep_time: 15,
        cook_time: 60,
        media: [{ file_id: fileId }],
        source_url: "https://example.org/soupe",
        difficulty: "easy",
        rating: 4,
      },
    });
    assert.equal(created.status, 201, created.text);
    const rid = created.body.id as string;
    assert.equal((await a.request("POST", "/api/collections", { token: alice.token, body: { name: "Winter", recipes: [rid] } })).status, 201);
    const plan = await a.request("POST", "/api/mealplans", {
      token: alice.token,
      body: {
        name: "Week",
        meals: [{ name: "Dinner", start_time: "18:00", end_time: "19:00", days_of_week: [1, 3], items: [{ recipe_id: rid, portion: 2 }] }],
      },
    });
    assert.equal(plan.status, 201, plan.text);
    assert.equal(
      (await a.request("POST", "/api/grocery-lists", { token: alice.token, body: { name: "Shop", items: [{ name: "onions", quantity: 4, recipe_id: rid }] } }))
        .status,
      201,
    );

    const json = await a.request("GET", "/api/users/me/export", { token: alice.token, headers: { accept: "application/json" } });
    assert.equal(json.body.format, "recipe-library-export", "JSON stays the default answer");
    const res = await fetch(`${a.url}/api/users/me/export?format=zip`, { headers: { authorization: `Bearer ${alice.token}` } });
    assert.equal(res.status, 200);
    assert.equal(res.headers.get("content-type"), "application/zip");
    const zipBytes = Buffer.from(await res.arrayBuffer());

    const bob = await b.user();
    const zipId = await upload(b, bob.token, zipBytes, "recipe-library-export.zip", "application/zip");
    const imp = await b.request("POST", "/api/imports", { token: bob.token, body: { type: "archive", file_ids: [zipId] } });
    const done = await waitForStatus(b, bob.token, imp.body.id, ["completed", "failed"], 30_000);
    assert.equal(done.status, "completed", JSON.stringify(done));
    assert.deepEqual(done.warnings ?? [], []);
    const ids = done.recipe_ids as string[];
    assert.equal(ids.length, 1);
    const r = (await b.request("GET", `/api/recipes/${ids[0]}`, { token: bob.token })).body;
    const orig = (await a.request("GET", `/api/recipes/${rid}`, { token: alice.token })).body;
    for (const k of [
      "title",
      "ingredients",
      "components",
      "instructions",
      "tags",
      "notes",
      "servings",
      "prep_time",
      "cook_time",
      "total_time",
      "source_url",
      "difficulty",
      "rating",
    ]) {
      assert.deepEqual(r[k], orig[k], `${k} survives the round trip`);
    }
    assert.equal(r.media.length, 1);
    assert.equal(r.media[0].width, orig.media[0].width);
    const img = await fetch(`${b.url}/api/files/${r.media[0].file_id}/content`, { headers: { authorization: `Bearer ${bob.token}` } });
    assert.equal(img.status, 200);
    assert.ok((await img.arrayBuffer()).byteLength > 100);

    const cols = (await b.request("GET", "/api/collections", { token: bob.token })).body.collections;
    assert.deepEqual(
      cols.map((c: { name: string; recipes: string[] }) => [c.name, c.recipes]),
      [["Winter", ids]],
    );
    const plans = (await b.request("GET", "/api/mealplans", { token: bob.token })).body.mealplans;
    assert.equal(plans.length, 1);
    assert.deepEqual(plans[0].meals[0].days_of_week, [1, 3]);
    assert.equal(plans[0].meals[0].items[0].recipe_id, ids[0]);
    assert.equal(plans[0].meals[0].items[0].portion, 2);
    const lists = (await b.request("GET", "/api/grocery-lists", { token: bob.token })).body.grocery_lists;
    assert.equal(lists.length, 1);
    assert.equal(lists[0].items[0].recipe_id, ids[0]);

    // Twice: nothing more.
    const again = await b.request("POST", "/api/imports", { token: bob.token, body: { type: "archive", file_ids: [zipId] } });
    const second = await waitForStatus(b, bob.token, again.body.id, ["completed", "failed"], 30_000);
    assert.deepEqual(second.recipe_ids, []);
    assert.equal((await b.request("GET", "/api/collections", { token: bob.token })).body.collections.length, 1);
    assert.equal((await b.request("GET", "/api/mealplans", { token: bob.token })).body.mealplans.length, 1);
    assert.equal((await b.request("GET", "/api/recipes", { token: bob.token })).body.recipes.length, 1);
  } finally {
    await a.close();
    await b.close();
  }
});
