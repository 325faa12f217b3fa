import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import sharp from "sharp";
import { startTestServer, type TestServer } from "../helpers/server";
import { fakeClock } from "../../src/lib/clock";
import { newId } from "../../src/lib/ids";

type U = { id: string; email: string; token: string };
const clock = fakeClock(Date.parse("2026-04-01T08:00:00.000Z"));
let s: TestServer;
let alice: U;
let bob: U;
let photo: Buffer;

before(async () => {
  s = await startTestServer({ clock });
  alice = await s.user();
  bob = await s.user();
  photo = await sharp({ create: { width: 32, height: 24, channels: 3, background: { r: 10, g: 120, b: 60 } } })
    .jpeg()
    .toBuffer();
});
after(() => s.close());

/** The signed URL pointed at the test server instead of PUBLIC_URL. */
const local = (u: string): string => {
  const x = new URL(u);
  return s.url + x.pathname + x.search;
};

async function recipeWithImage(owner: U, title = "Pie"): Promise<{ id: string; fileId: string }> {
  const form = new FormData();
  form.append("file", new Blob([photo], { type: "image/jpeg" }), "pie.jpg");
  const f = await s.request("POST", "/api/files", { token: owner.token, raw: form });
  assert.equal(f.status, 201, f.text);
  const r = await s.request("POST", "/api/recipes", {
    token: owner.token,
    body: { title, notes: "secret family note", ingredients: [{ name: "apples" }], media: [{ file_id: f.body.id }] },
  });
  assert.equal(r.status, 201, r.text);
  return { id: r.body.id, fileId: f.body.id };
}

async function link(owner: U, body: Record<string, unknown>): Promise<{ id: string; token: string; url: string }> {
  const r = await s.request("POST", "/api/share-links", { token: owner.token, body });
  assert.equal(r.status, 201, r.text);
  return r.body;
}

describe("share links", () => {
  it("answers with status 401 when the authenticated routes get no token", async () => {
    const t = "a".repeat(43);
    assert.equal((await s.request("POST", "/api/share-links", { body: { resource_type: "recipe", resource_id: newId() } })).status, 401);
    assert.equal((await s.request("GET", "/api/share-links")).status, 401);
    assert.equal((await s.request("DELETE", `/api/share-links/${t}`)).status, 401);
    assert.equal((await s.request("POST", `/api/shared/${t}/save`)).status, 401);
  });

  it("answers with status 400 when the type, id or expiry is invalid", async () => {
    for (const body of [
      { resource_type: "wishlist", resource_id: newId() },
      { resource_type: "recipe", resource_id: "x" },
      { resource_type: "recipe", resource_id: newId(), expires_in_days: 0 },
      { resource_type: "recipe" },
    ]) {
      assert.equal((await s.request("POST", "/api/share-links", { token: alice.token, body })).status, 400, JSON.stringify(body));
    }
  });

  it("answers with status 404 when linking another user's record", async () => {
    const r = await recipeWithImage(alice);
    assert.equal((await s.request("POST", "/api/share-links", { token: bob.token, body: { resource_type: "recipe", resource_id: r.id } })).status, 404);
  });

  it("answers with status 200 with a safe public view without a token: no user ids, emails or notes", async () => {
    const r = await recipeWithImage(alice);
    const l = await link(alice, { resource_type: "recipe", resource_id: r.id, expires_in_days: 7 });
    assert.match(l.token, /^[A-Za-z0-9_-]{43}$/);
    assert.equal(l.url, `http://localhost:8080/shared/${l.token}`);
    const v = await s.request("GET", `/api/shared/${l.token}`);
    assert.equal(v.status, 200);
    assert.equal(v.headers.get("x-robots-tag"), "noindex, nofollow");
    assert.equal(v.headers.get("cache-control"), "private, no-store");
    assert.equal(v.headers.get("referrer-policy"), "no-referrer");
    assert.equal(v.body.resource_type, "recipe");
    assert.equal(v.body.resource.title, "Pie");
    for (const secret of [alice.id, alice.email, "secret family note"]) assert.ok(!v.text.includes(secret), `leaks ${secret}`);
    assert.equal(v.body.resource.user_id, undefined);
    assert.equal(v.body.resource.media[0].file_id, undefined);
    const img = await fetch(local(v.body.resource.media[0].url));
    assert.equal(img.status, 200);
    assert.match(img.headers.get("content-type") ?? "", /image\//);
    const robots = await s.request("GET", "/robots.txt");
    assert.match(robots.text, /Disallow: \/api\/shared\//);
    assert.match(robots.text, /Disallow: \/shared\//);
  });

  it("answers with status 403 when a household member links a record shared with them", async () => {
    const r = await recipeWithImage(alice);
    const h = await s.request("POST", "/api/households", { token: alice.token, body: { name: "Home" } });
    const inv = await s.request("POST", `/api/households/${h.body.id}/invites`, { token: alice.token, body: {} });
    const carol = await s.user();
    assert.equal((await s.request("POST", `/api/household-invites/${inv.body.token}/accept`, { token: carol.token })).status, 200);
    assert.equal(
      (await s.request("POST", `/api/households/${h.body.id}/shares`, { token: alice.token, body: { resource_type: "recipe", resource_id: r.id } })).status,
      201,
    );
    assert.equal((await s.request("POST", "/api/share-links", { token: carol.token, body: { resource_type: "recipe", resource_id: r.id } })).status, 403);
  });

  it("lists links without tokens and answers with status 404 once a link is revoked, by id or by token", async () => {
    const u = await s.user();
    const r = await recipeWithImage(u);
    const a = await link(u, { resource_type: "recipe", resource_id: r.id });
    const b = await link(u, { resource_type: "recipe", resource_id: r.id });
    const list = await s.request("GET", "/api/share-links", { token: u.token });
    assert.equal(list.status, 200);
    assert.deepEqual(list.body.share_links.map((x: { id: string }) => x.id).sort(), [a.id, b.id].sort());
    assert.ok(!list.text.includes(a.token) && !list.text.includes(b.token));
    assert.equal(list.body.share_links.find((x: { id: string }) => x.id === a.id).token_prefix, a.token.slice(0, 6));
    assert.equal((await s.request("DELETE", `/api/share-links/${a.id}`, { token: bob.token })).status, 404, "another user's link");
    assert.equal((await s.request("DELETE", `/api/share-links/${a.id}`, { token: u.token })).status, 204);
    assert.equal((await s.request("DELETE", `/api/share-links/${b.token}`, { token: u.token })).status, 204);
    for (const t of [a.token, b.token]) {
      const v = await s.request("GET", `/api/shared/${t}`);
      assert.equal(v.status, 404);
      assert.equal(v.headers.get("x-robots-tag"), "noindex, nofollow");
      assert.equal((await s.request("POST", `/api/shared/${t}/save`, { token: bob.token })).status, 404);
    }
    assert.equal((await s.request("GET", `/api/shared/${"Z".repeat(43)}`)).status, 404);
    assert.equal((await s.request("GET", "/api/shared/short")).status, 404);
  });

  it("answers with status 404 when the link expired or its record was deleted", async () => {
    const u = await s.user();
    const r = await recipeWithImage(u);
    const expiring = await link(u, { resource_type: "recipe", resource_id: r.id, expires_in_days: 1 });
    const forever = await link(u, { resource_type: "recipe", resource_id: r.id });
    clock.advance(86_400_000);
    const token = (await s.deps.tokens.issueAccessToken(u.id)).token;
    assert.equal((await s.request("GET", `/api/shared/${expiring.token}`)).status, 404);
    assert.equal((await s.request("GET", `/api/shared/${forever.token}`)).status, 200);
    assert.equal((await s.request("DELETE", `/api/recipes/${r.id}`, { token })).status, 204);
    assert.equal((await s.request("GET", `/api/shared/${forever.token}`)).status, 404);
  });

  it("answers with status 201 when a recipe is saved: a copy with its own image, independent of the original", async () => {
    const owner = await s.user();
    const saver = await s.user();
    const r = await recipeWithImage(owner, "Tart");
    const l = await link(owner, { resource_type: "recipe", resource_id: r.id });
    const saved = await s.request("POST", `/api/shared/${l.token}/save`, { token: saver.token });
    assert.equal(saved.status, 201, saved.text);
    assert.notEqual(saved.body.id, r.id);
    assert.equal(saved.body.user_id, saver.id);
    assert.equal(saved.body.title, "Tart");
    assert.equal(saved.body.notes, "");
    assert.notEqual(saved.body.media[0].file_id, r.fileId);
    assert.equal((await s.request("PUT", `/api/recipes/${r.id}`, { token: owner.token, body: { title: "Changed" } })).status, 200);
    assert.equal((await s.request("DELETE", `/api/recipes/${r.id}`, { token: owner.token })).status, 204);
    assert.equal((await s.request("DELETE", `/api/files/${r.fileId}`, { token: owner.token })).status, 204);
    const copy = await s.request("GET", `/api/recipes/${saved.body.id}`, { token: saver.token });
    assert.equal(copy.status, 200);
    assert.equal(copy.body.title, "Tart");
    assert.equal((await fetch(local(copy.body.media[0].url))).status, 200);
  });

  it("shows a collection with its owner's recipes and saves it with copies of them", async () => {
    const owner = await s.user();
    const saver = await s.user();
    const r1 = await recipeWithImage(owner, "One");
    const r2 = await recipeWithImage(owner, "Two");
    const c = await s.request("POST", "/api/collections", { token: owner.token, body: { name: "Best", recipes: [r1.id, r2.id] } });
    const l = await link(owner, { resource_type: "collection", resource_id: c.body.id });
    const v = await s.request("GET", `/api/shared/${l.token}`);
    assert.equal(v.status, 200);
    assert.deepEqual(
      v.body.resource.recipes.map((x: { title: string }) => x.title),
      ["One", "Two"],
    );
    assert.ok(!v.text.includes(owner.id));
    const saved = await s.request("POST", `/api/shared/${l.token}/save`, { token: saver.token });
    assert.equal(saved.status, 201, saved.text);
    assert.equal(saved.body.user_id, saver.id);
    assert.equal(saved.body.recipe_count, 2);
    assert.ok(!saved.body.recipes.includes(r1.id));
    const mine = await s.request("GET", `/api/recipes?collection_id=${saved.body.id}`, { token: saver.token });
    assert.deepEqual(mine.body.recipes.map((x: { title: string; user_id: string }) => [x.title, x.user_id]).sort(), [
      ["One", saver.id],
      ["Two", saver.id],
    ]);
    assert.equal((await s.request("PUT", `/api/collections/${c.body.id}`, { token: owner.token, body: { name: "Renamed", recipes: [] } })).status, 200);
    const after = await s.request("GET", `/api/collections/${saved.body.id}`, { token: saver.token });
    assert.equal(after.body.name, "Best");
    assert.equal(after.body.recipe_count, 2);
  });

  it("saves a meal plan with copies of its recipes and a grocery list with its items, without private notes", async () => {
    const owner = await s.user();
    const saver = await s.user();
    const r = await recipeWithImage(owner, "Stew");
    const plan = await s.request("POST", "/api/mealplans", {
      token: owner.token,
      body: {
        name: "Week",
        meals: [{ name: "Dinner", start_time: "18:00", end_time: "19:00", days_of_week: [1, 3], items: [{ recipe_id: r.id, portion: 2 }], notes: "dad cooks" }],
      },
    });
    assert.equal(plan.status, 201, plan.text);
    const pl = await link(owner, { resource_type: "mealplan", resource_id: plan.body.id });
    const pv = await s.request("GET", `/api/shared/${pl.token}`);
    assert.equal(pv.status, 200);
    assert.equal(pv.body.resource.meals[0].items[0].name, "Stew");
    assert.ok(!pv.text.includes("dad cooks") && !pv.text.includes(owner.id));
    const ps = await s.request("POST", `/api/shared/${pl.token}/save`, { token: saver.token });
    assert.equal(ps.status, 201, ps.text);
    const item = ps.body.meals[0].items[0];
    assert.notEqual(item.recipe_id, r.id);
    assert.equal((await s.request("GET", `/api/recipes/${item.recipe_id}`, { token: saver.token })).status, 200);
    const list = await s.request("POST", "/api/grocery-lists", {
      token: owner.token,
      body: { name: "Shop", items: [{ name: "milk", quantity: 1, unit: "l" }] },
    });
    const gl = await link(owner, { resource_type: "grocery_list", resource_id: list.body.id });
    const gs = await s.request("POST", `/api/shared/${gl.token}/save`, { token: saver.token });
    assert.equal(gs.status, 201, gs.text);
    assert.equal(gs.body.user_id, saver.id);
    assert.deepEqual(
      gs.body.items.map((i: { name: string }) => i.name),
      ["milk"],
    );
    assert.equal((await s.request("DELETE", `/api/grocery-lists/${list.body.id}`, { token: owner.token })).status, 204);
    assert.equal((await s.request("GET", `/api/grocery-lists/${gs.body.id}`, { token: saver.token })).status, 200);
    const exp = await s.request("GET", "/api/users/me/export", { token: owner.token });
    assert.ok(exp.body.share_links.some((x: { id: string }) => x.id === pl.id));
    assert.ok(!exp.text.includes(pl.token));
  });
});

describe("anonymous token lookups", () => {
  it("answers with status 429 when one address keeps guessing share and invite tokens", async () => {
    const limited = await startTestServer({ env: { ANON_RATE_LIMIT_PER_MINUTE: "6" } });
    try {
      const u = await limited.user();
      const statuses: number[] = [];
      for (let i = 0; i < 8; i++) {
        const guess = `${"g".repeat(40)}${String(i).padStart(3, "0")}`;
        statuses.push((await limited.request("GET", `/api/shared/${guess}`)).status);
        statuses.push((await limited.request("POST", `/api/household-invites/${guess}/accept`, { token: u.token })).status);
      }
      assert.ok(statuses.includes(404), "the first guesses are answered");
      assert.ok(statuses.includes(429), `guessing is throttled: ${statuses.join(",")}`);
      const r = await limited.request("GET", `/api/shared/${"h".repeat(43)}`);
      assert.equal(r.status, 429);
      assert.ok(Number(r.headers.get("retry-after")) >= 1);
    } finally {
      await limited.close();
    }
  });
});
