import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import http from "node:http";
import sharp from "sharp";
import { startTestServer, type TestServer } from "../helpers/server";

type U = { id: string; email: string; token: string };
/** A route, its body, and what a household member gets: read everything shared, edit what is shared (not read-only), delete nothing of another's (403). */
type Call = [method: string, path: string, body: unknown, member: number];
let s: TestServer;
let owner: U;
let member: U;
let outsider: U;
let hid: string;
let inviteId: string;
const ids = { recipe: "", collection: "", mealplan: "", grocery: "", file: "", wishlist: "" };

async function ok<T = any>(method: string, path: string, token: string, body?: unknown, status = 201): Promise<T> {
  const r = await s.request(method, path, { token, body });
  assert.equal(r.status, status, `${method} ${path}: ${r.text}`);
  return r.body as T;
}

/** Stored events of a user of one type about one record, in order. */
function eventsOf(userId: string, type: string, id: string): Array<{ seq: number; op: string }> {
  const rows = s.deps.db.sqlite.prepare("SELECT seq, data FROM events WHERE user_id = ? AND type = ? ORDER BY seq").all(userId, type) as {
    seq: number;
    data: string;
  }[];
  return rows.map((r) => ({ seq: r.seq, ...(JSON.parse(r.data) as { id: string; op: string }) })).filter((e) => (e as unknown as { id: string }).id === id);
}

before(async () => {
  s = await startTestServer({ env: { SSE_KEEPALIVE_SECONDS: "1" } });
  owner = await s.user();
  member = await s.user();
  outsider = await s.user();
  const photo = await sharp({ create: { width: 16, height: 16, channels: 3, background: { r: 1, g: 2, b: 3 } } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append("file", new Blob([photo], { type: "image/png" }), "p.png");
  const upload = await s.request("POST", "/api/files", { token: owner.token, raw: form });
  assert.equal(upload.status, 201, upload.text);
  ids.file = upload.body.id;
  ids.recipe = (await ok("POST", "/api/recipes", owner.token, { title: "Soup", media: [{ file_id: ids.file }] })).id;
  ids.collection = (await ok("POST", "/api/collections", owner.token, { name: "Fav", recipes: [ids.recipe] })).id;
  ids.mealplan = (await ok("POST", "/api/mealplans", owner.token, { name: "Week" })).id;
  ids.grocery = (await ok("POST", "/api/grocery-lists", owner.token, { name: "Shop", items: [{ name: "salt" }] })).id;
  ids.wishlist = (await ok("POST", "/api/wishlists", owner.token, { name: "Books" })).id;
  hid = (await ok("POST", "/api/households", owner.token, { name: "Home" })).id;
  const inv = await ok("POST", `/api/households/${hid}/invites`, owner.token, {});
  await ok("POST", `/api/household-invites/${inv.token}/accept`, member.token, undefined, 200);
  inviteId = (await ok("POST", `/api/households/${hid}/invites`, owner.token, {})).id;
  for (const [type, id] of [
    ["recipe", ids.recipe],
    ["collection", ids.collection],
    ["mealplan", ids.mealplan],
    ["grocery_list", ids.grocery],
  ]) {
    await ok("POST", `/api/households/${hid}/shares`, owner.token, { resource_type: type, resource_id: id });
  }
});
after(() => s.close());

/** Every route that takes an id, with a valid body, against the shared records and the household. */
function idRoutes(): Call[] {
  return [
    ["GET", `/api/recipes/${ids.recipe}`, undefined, 200],
    ["PUT", `/api/recipes/${ids.recipe}`, { title: "X" }, 200],
    ["DELETE", `/api/recipes/${ids.recipe}`, undefined, 403],
    ["POST", `/api/recipes/${ids.recipe}/duplicate`, undefined, 201],
    ["GET", `/api/collections/${ids.collection}`, undefined, 200],
    ["PUT", `/api/collections/${ids.collection}`, { name: "X" }, 200],
    ["DELETE", `/api/collections/${ids.collection}`, undefined, 403],
    ["POST", `/api/collections/${ids.collection}/recipes`, { recipe_ids: [ids.recipe] }, 200],
    ["GET", `/api/mealplans/${ids.mealplan}`, undefined, 200],
    ["PUT", `/api/mealplans/${ids.mealplan}`, { name: "X" }, 200],
    ["DELETE", `/api/mealplans/${ids.mealplan}`, undefined, 403],
    ["GET", `/api/grocery-lists/${ids.grocery}`, undefined, 200],
    ["PUT", `/api/grocery-lists/${ids.grocery}`, { name: "X" }, 200],
    ["DELETE", `/api/grocery-lists/${ids.grocery}`, undefined, 403],
    ["POST", `/api/grocery-lists/${ids.grocery}/items`, { items: [{ name: "pepper" }] }, 200],
    ["GET", `/api/files/${ids.file}`, undefined, 200],
    ["DELETE", `/api/files/${ids.file}`, undefined, 403],
    ["GET", `/api/wishlists/${ids.wishlist}`, undefined, 404],
    ["DELETE", `/api/wishlists/${ids.wishlist}`, undefined, 404],
    ["GET", `/api/households/${hid}`, undefined, 200],
    ["PUT", `/api/households/${hid}`, { name: "X" }, 403],
    ["DELETE", `/api/households/${hid}`, undefined, 403],
    ["GET", `/api/households/${hid}/library`, undefined, 200],
    ["PUT", `/api/households/${hid}/members/${owner.id}`, { role: "member" }, 403],
    ["DELETE", `/api/households/${hid}/members/${owner.id}`, undefined, 403],
    ["POST", `/api/households/${hid}/invites`, {}, 403],
    ["GET", `/api/households/${hid}/invites`, undefined, 403],
    ["DELETE", `/api/households/${hid}/invites/${inviteId}`, undefined, 403],
    ["POST", `/api/households/${hid}/shares`, { resource_type: "recipe", resource_id: ids.recipe }, 403],
    ["DELETE", `/api/households/${hid}/shares/recipe/${ids.recipe}`, undefined, 403],
    ["POST", "/api/share-links", { resource_type: "recipe", resource_id: ids.recipe }, 403],
  ];
}

describe("visibility matrix", () => {
  it("answers with status 404 on every id route when the caller is outside the household", async () => {
    for (const [m, p, body] of idRoutes()) {
      const r = await s.request(m, p, { token: outsider.token, body });
      assert.equal(r.status, 404, `${m} ${p}: ${r.text}`);
    }
  });

  it("gives members what their role allows: 403 only where the record is visible", async () => {
    for (const [m, p, body, want] of idRoutes()) {
      const r = await s.request(m, p, { token: member.token, body });
      assert.equal(r.status, want, `${m} ${p}: ${r.text}`);
    }
  });

  it("lists every shared record in the library, presented as their own GETs", async () => {
    const r = await s.request("GET", `/api/households/${hid}/library`, { token: member.token });
    assert.equal(r.status, 200);
    assert.deepEqual(
      r.body.recipes.map((x: { id: string }) => x.id),
      [ids.recipe],
    );
    assert.equal(r.body.recipes[0].user_id, owner.id);
    assert.deepEqual(
      r.body.collections.map((x: { id: string; recipes: string[] }) => [x.id, x.recipes]),
      [[ids.collection, [ids.recipe]]],
    );
    assert.deepEqual(
      r.body.mealplans.map((x: { id: string }) => x.id),
      [ids.mealplan],
    );
    assert.deepEqual(
      r.body.grocerylists.map((x: { id: string; items: unknown[] }) => x.id),
      [ids.grocery],
    );
    const again = await s.request("POST", `/api/households/${hid}/shares`, { token: owner.token, body: { resource_type: "recipe", resource_id: ids.recipe } });
    assert.equal(again.status, 200, "sharing again answers the existing share");
  });

  it("delivers the *.changed events of shared records to members", async () => {
    await ok("PUT", `/api/recipes/${ids.recipe}`, owner.token, { title: "Soup 2" }, 200);
    await ok("PUT", `/api/collections/${ids.collection}`, owner.token, { name: "Fav 2" }, 200);
    await ok("PUT", `/api/mealplans/${ids.mealplan}`, owner.token, { name: "Week 2" }, 200);
    await ok("PUT", `/api/grocery-lists/${ids.grocery}`, owner.token, { name: "Shop 2" }, 200);
    assert.ok(eventsOf(member.id, "recipe.changed", ids.recipe).length > 0);
    assert.ok(eventsOf(member.id, "collection.changed", ids.collection).length > 0);
    assert.ok(eventsOf(member.id, "mealplan.changed", ids.mealplan).length > 0);
    assert.ok(eventsOf(member.id, "grocery_list.changed", ids.grocery).length > 0);
    assert.equal(eventsOf(outsider.id, "grocery_list.changed", ids.grocery).length, 0);
  });

  it("answers with status 404 once a record is unshared", async () => {
    const c = await ok("POST", "/api/collections", owner.token, { name: "Temp" });
    await ok("POST", `/api/households/${hid}/shares`, owner.token, { resource_type: "collection", resource_id: c.id });
    assert.equal((await s.request("GET", `/api/collections/${c.id}`, { token: member.token })).status, 200);
    assert.equal((await s.request("DELETE", `/api/households/${hid}/shares/collection/${c.id}`, { token: owner.token })).status, 204);
    assert.equal((await s.request("GET", `/api/collections/${c.id}`, { token: member.token })).status, 404);
    assert.equal((await s.request("DELETE", `/api/households/${hid}/shares/collection/${c.id}`, { token: owner.token })).status, 404);
    assert.equal(
      (await s.request("POST", `/api/households/${hid}/shares`, { token: owner.token, body: { resource_type: "wishlist", resource_id: c.id } })).status,
      400,
    );
  });

  it("revokes access at once when a member leaves, for the event stream too", async () => {
    let buf = "";
    const req = http.get(`${s.url}/api/events/stream`, { headers: { authorization: `Bearer ${member.token}` } }, (res) => {
      res.setEncoding("utf8");
      res.on("data", (c: string) => (buf += c));
    });
    req.on("error", () => {});
    const waitFor = async (text: string) => {
      while (!buf.includes(text)) await new Promise((r) => setTimeout(r, 20));
    };
    await waitFor(": connected");
    await ok("PUT", `/api/grocery-lists/${ids.grocery}`, owner.token, { name: "Before leaving" }, 200);
    await waitFor(ids.grocery);
    assert.equal((await s.request("DELETE", `/api/households/${hid}/members/${member.id}`, { token: member.token })).status, 204);
    // Leaving itself tells the member that the household's list went away from their view.
    await waitFor(`{"id":"${ids.grocery}","op":"unshared"}`);
    const seenBefore = eventsOf(member.id, "grocery_list.changed", ids.grocery).length;
    const cut = buf.length;
    await ok("PUT", `/api/grocery-lists/${ids.grocery}`, owner.token, { name: "After leaving" }, 200);
    // A marker on the member's own list: once it arrives, anything emitted before it has been delivered too.
    const own = await ok("POST", "/api/grocery-lists", member.token, { name: "Mine" });
    await waitFor(own.id);
    req.destroy();
    assert.ok(!buf.slice(cut).includes(ids.grocery), "no event of the household's list after leaving");
    assert.equal(eventsOf(member.id, "grocery_list.changed", ids.grocery).length, seenBefore);
    for (const p of [
      `/api/recipes/${ids.recipe}`,
      `/api/collections/${ids.collection}`,
      `/api/mealplans/${ids.mealplan}`,
      `/api/grocery-lists/${ids.grocery}`,
      `/api/files/${ids.file}`,
      `/api/households/${hid}/library`,
    ]) {
      assert.equal((await s.request("GET", p, { token: member.token })).status, 404, p);
    }
    const lists = await s.request("GET", "/api/grocery-lists", { token: member.token });
    assert.ok(!lists.body.grocery_lists.some((l: { id: string }) => l.id === ids.grocery));
  });
});
