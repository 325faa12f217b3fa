/**
 * Audit (public share-link views, security.md class 3): since 9f78629 a recipe's media must be its owner's own files
 * and a recipe passes on access only to files its owner owns. A recipe row stored before that rule can still name
 * another user's file, and the public view signed a /media URL for every stored picture, so a share link published
 * the other person's photo (and saving the link copied it into the saver's library). Public views now sign, and
 * saves copy, only files the recipe's owner owns.
 */
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import sharp from "sharp";
import { startTestServer, type TestServer } from "../helpers/server";
import { cachedStatement } from "../../src/db/statements";

let s: TestServer;
before(async () => {
  s = await startTestServer();
});
after(() => s.close());

type U = { id: string; token: string };

/** The signed URL pointed at the test server instead of PUBLIC_URL. */
const local = (u: string): string => {
  const x = new URL(u);
  return s.url + x.pathname + x.search;
};

async function upload(u: U, g: number): Promise<string> {
  const photo = await sharp({ create: { width: 32, height: 24, channels: 3, background: { r: 10, g, b: 60 } } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append("file", new Blob([photo], { type: "image/jpeg" }), "photo.jpg");
  const res = await s.request("POST", "/api/files", { token: u.token, raw: form });
  assert.equal(res.status, 201, res.text);
  return res.body.id as string;
}

async function link(u: U, type: string, id: string): Promise<string> {
  const res = await s.request("POST", "/api/share-links", { token: u.token, body: { resource_type: type, resource_id: id } });
  assert.equal(res.status, 201, res.text);
  return res.body.token as string;
}

/** Alice's recipe with her own photo, whose row (written before 9f78629) also names Bob's photo. */
async function legacyRecipe() {
  const alice = await s.user();
  const bob = await s.user();
  const hers = await upload(alice, 120);
  const his = await upload(bob, 200);
  const r = await s.request("POST", "/api/recipes", { token: alice.token, body: { title: "Pie", media: [{ file_id: hers }] } });
  assert.equal(r.status, 201, r.text);
  // Today a write naming Bob's file is refused; a legacy row is written directly.
  assert.notEqual(
    (await s.request("PUT", `/api/recipes/${r.body.id}`, { token: alice.token, body: { media: [{ file_id: hers }, { file_id: his }] } })).status,
    200,
  );
  const db = s.deps.db.sqlite;
  const { media } = cachedStatement(db, "SELECT media FROM recipes WHERE id = ?").get(r.body.id) as { media: string };
  const items = JSON.parse(media) as Array<Record<string, unknown>>;
  assert.equal(items.length, 1);
  const legacy = [{ ...items[0], file_id: his }, items[0]];
  cachedStatement(db, "UPDATE recipes SET media = ? WHERE id = ?").run(JSON.stringify(legacy), r.body.id);
  return { alice, bob, hers, his, recipeId: r.body.id as string };
}

/** The public media of a recipe: exactly one picture (Alice's), loadable, and no URL naming Bob's file. */
async function assertOnlyHers(text: string, media: Array<{ url: string }>, hers: string, his: string): Promise<void> {
  assert.ok(!text.includes(his), `Bob's file is published: ${text}`);
  assert.equal(media.length, 1, JSON.stringify(media));
  assert.ok(media[0].url.includes(`/media/${hers}?`));
  const img = await fetch(local(media[0].url));
  assert.equal(img.status, 200);
}

test("the public view of a legacy recipe signs a URL only for the recipe owner's own picture", async () => {
  const { alice, hers, his, recipeId } = await legacyRecipe();
  const v = await s.request("GET", `/api/shared/${await link(alice, "recipe", recipeId)}`);
  assert.equal(v.status, 200, v.text);
  await assertOnlyHers(v.text, v.body.resource.media, hers, his);
});

test("the public view of a collection holding a legacy recipe signs only the owner's pictures", async () => {
  const { alice, hers, his, recipeId } = await legacyRecipe();
  const c = await s.request("POST", "/api/collections", { token: alice.token, body: { name: "Bakes", recipes: [recipeId] } });
  assert.equal(c.status, 201, c.text);
  const v = await s.request("GET", `/api/shared/${await link(alice, "collection", c.body.id)}`);
  assert.equal(v.status, 200, v.text);
  assert.equal(v.body.resource.recipes.length, 1);
  await assertOnlyHers(v.text, v.body.resource.recipes[0].media, hers, his);
});

test("saving a legacy recipe through its link copies only the owner's pictures", async () => {
  const { alice, bob, his, recipeId } = await legacyRecipe();
  const saver = await s.user();
  const saved = await s.request("POST", `/api/shared/${await link(alice, "recipe", recipeId)}/save`, { token: saver.token });
  assert.equal(saved.status, 201, saved.text);
  assert.equal(saved.body.media.length, 1, "Bob's photo was copied into the saver's library");
  assert.ok(!saved.text.includes(his));
  const files = cachedStatement(s.deps.db.sqlite, "SELECT count(*) AS n FROM files WHERE user_id = ?").get(saver.id) as { n: number };
  assert.equal(files.n, 1);
  // Bob's file itself is untouched.
  assert.equal((await s.request("GET", `/api/files/${his}`, { token: bob.token })).status, 200);
});
