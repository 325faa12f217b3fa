/**
 * Audit (security.md class 3, foreign-key paths): recipe `media[].file_id` accepted any file the writer could see,
 * including another member's photo seen only through a recipe shared into the household. Because a file is visible
 * through any recipe that shows it, putting it into one's own recipe kept it readable after the owner unshared
 * the recipe or the member left, and a share link to that own recipe published the other person's photo to the
 * internet. Media must name the writer's own files (POST /api/recipes/{id}/duplicate copies a shared recipe's images).
 */
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startTestServer, type TestServer } from "../helpers/server";
import { fakeOcr, waitForStatus } from "../fixtures/imports/helpers";

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../fixtures/images");
let s: TestServer;
before(async () => {
  s = await startTestServer({ services: { ocr: fakeOcr("Pancakes\n\nIngredients\n200 g flour\n2 eggs\n\nMethod\n1. Whisk.\n2. Fry.") } });
});
after(() => s.close());

type U = { id: string; token: string };

async function upload(u: U): Promise<string> {
  const name = fs.readdirSync(fixtures).find((f) => /\.(jpe?g|png)$/i.test(f));
  assert.ok(name, "an image fixture");
  const form = new FormData();
  form.append("file", new Blob([fs.readFileSync(path.join(fixtures, name))]), name);
  const res = await s.request("POST", "/api/files", { token: u.token, raw: form });
  assert.equal(res.status, 201, res.text);
  return res.body.id as string;
}

async function household(owner: U, member: U): Promise<string> {
  const h = await s.request("POST", "/api/households", { token: owner.token, body: { name: "Home" } });
  const inv = await s.request("POST", `/api/households/${h.body.id}/invites`, { token: owner.token, body: {} });
  assert.equal((await s.request("POST", `/api/household-invites/${inv.body.token}/accept`, { token: member.token })).status, 200);
  return h.body.id as string;
}

test("another member's photo, seen through a shared recipe, cannot be put into one's own recipe (and so not kept or published)", async () => {
  const alice = await s.user();
  const bob = await s.user();
  const hid = await household(alice, bob);
  const photo = await upload(alice);
  const aliceRecipe = await s.request("POST", "/api/recipes", {
    token: alice.token,
    body: { title: "Baby's first birthday cake", media: [{ file_id: photo }] },
  });
  assert.equal(aliceRecipe.status, 201);
  const share = await s.request("POST", `/api/households/${hid}/shares`, {
    token: alice.token,
    body: { resource_type: "recipe", resource_id: aliceRecipe.body.id },
  });
  assert.equal(share.status, 201);
  // Bob sees the photo while the recipe is shared with him.
  assert.equal((await s.request("GET", `/api/files/${photo}`, { token: bob.token })).status, 200);

  const created = await s.request("POST", "/api/recipes", { token: bob.token, body: { title: "Mine now", media: [{ file_id: photo }] } });
  assert.equal(created.status, 403, created.text);
  assert.deepEqual(Object.keys(created.body), ["error"]);
  const own = await s.request("POST", "/api/recipes", { token: bob.token, body: { title: "Bob's" } });
  const updated = await s.request("PUT", `/api/recipes/${own.body.id}`, { token: bob.token, body: { media: [{ file_id: photo }] } });
  assert.equal(updated.status, 403, updated.text);

  // Once Alice unshares, Bob has no way left to the photo.
  assert.equal((await s.request("DELETE", `/api/households/${hid}/shares/recipe/${aliceRecipe.body.id}`, { token: alice.token })).status, 204);
  assert.equal((await s.request("GET", `/api/files/${photo}`, { token: bob.token })).status, 404);
  assert.equal((await s.request("GET", `/api/files/${photo}/content`, { token: bob.token })).status, 404);

  // The supported way still works: duplicating a shared recipe gives Bob copies he owns.
  await s.request("POST", `/api/households/${hid}/shares`, { token: alice.token, body: { resource_type: "recipe", resource_id: aliceRecipe.body.id } });
  const dup = await s.request("POST", `/api/recipes/${aliceRecipe.body.id}/duplicate`, { token: bob.token, body: {} });
  assert.equal(dup.status, 201, dup.text);
  assert.notEqual(dup.body.media[0].file_id, photo);
  const reuse = await s.request("PUT", `/api/recipes/${own.body.id}`, { token: bob.token, body: { media: [{ file_id: dup.body.media[0].file_id }] } });
  assert.equal(reuse.status, 200, reuse.text);
});

test("a file already shown by someone else's recipe gives them no access of its own", async () => {
  const alice = await s.user();
  const bob = await s.user();
  const photo = await upload(alice);
  const bobRecipe = await s.request("POST", "/api/recipes", { token: bob.token, body: { title: "Placeholder" } });
  // A row written before writes were checked (or by any other path): Bob's recipe shows Alice's file.
  s.deps.db.sqlite
    .prepare("UPDATE recipes SET media = ? WHERE id = ?")
    .run(JSON.stringify([{ file_id: photo, kind: "image", width: 1, height: 1, blur_hash: null }]), bobRecipe.body.id);
  assert.equal((await s.request("GET", `/api/files/${photo}`, { token: bob.token })).status, 404);
  assert.equal((await s.request("GET", `/api/files/${photo}/content`, { token: bob.token })).status, 404);
  // Alice still sees her own file.
  assert.equal((await s.request("GET", `/api/files/${photo}`, { token: alice.token })).status, 200);
});

test("a photo import of another member's shared photo reads it but does not attach it to the new recipe", async () => {
  const alice = await s.user();
  const bob = await s.user();
  const hid = await household(alice, bob);
  const photo = await upload(alice);
  const aliceRecipe = await s.request("POST", "/api/recipes", { token: alice.token, body: { title: "Pancakes", media: [{ file_id: photo }] } });
  await s.request("POST", `/api/households/${hid}/shares`, { token: alice.token, body: { resource_type: "recipe", resource_id: aliceRecipe.body.id } });
  const imp = await s.request("POST", "/api/imports", { token: bob.token, body: { type: "media", file_ids: [photo] } });
  assert.ok(imp.status === 200 || imp.status === 201 || imp.status === 202, imp.text);
  const done = await waitForStatus(s, bob.token, imp.body.id, ["completed", "failed"]);
  assert.equal(done.status, "completed", JSON.stringify(done));
  const recipe = await s.request("GET", `/api/recipes/${String(done.recipe_id)}`, { token: bob.token });
  assert.equal(recipe.status, 200);
  assert.deepEqual(recipe.body.media, []);
  // Bob's own photo is still attached as before.
  const mine = await upload(bob);
  const own = await s.request("POST", "/api/imports", { token: bob.token, body: { type: "media", file_ids: [mine] } });
  const ownDone = await waitForStatus(s, bob.token, own.body.id, ["completed", "failed"]);
  const ownRecipe = await s.request("GET", `/api/recipes/${String(ownDone.recipe_id)}`, { token: bob.token });
  assert.equal(ownRecipe.body.media[0]?.file_id, mine);
});
