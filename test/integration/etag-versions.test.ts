// Every version of a record has an ETag of its own, even when two writes land in the same millisecond. The clock here
// is frozen, the worst case: before record stamps were made unique, the second write reused the first one's
// updated_at, so a client still holding the first version's ETag passed If-Match and silently overwrote the second.
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { fakeClock } from "../../src/lib/clock";
import { startTestServer, type TestServer } from "../helpers/server";

describe("ETags under writes in one millisecond", () => {
  let s: TestServer;
  let token: string;
  before(async () => {
    s = await startTestServer({ clock: fakeClock() });
    token = (await s.user()).token;
  });
  after(() => s.close());

  const cases: Array<{ name: string; path: string; create: unknown; first: unknown; second: unknown; third: unknown }> = [
    { name: "recipe", path: "/api/recipes", create: { title: "Bread" }, first: { title: "Bread 2" }, second: { title: "Bread 3" }, third: { title: "Lost" } },
    {
      name: "collection",
      path: "/api/collections",
      create: { name: "Soups" },
      first: { name: "Soups 2" },
      second: { name: "Soups 3" },
      third: { name: "Lost" },
    },
    {
      name: "grocery list",
      path: "/api/grocery-lists",
      create: { name: "Week" },
      first: { name: "Week 2" },
      second: { name: "Week 3" },
      third: { name: "Lost" },
    },
    { name: "wishlist", path: "/api/wishlists", create: { name: "Books" }, first: { name: "Books 2" }, second: { name: "Books 3" }, third: { name: "Lost" } },
    { name: "book", path: "/api/books", create: { title: "Salt" }, first: { title: "Salt 2" }, second: { title: "Salt 3" }, third: { title: "Lost" } },
  ];
  for (const c of cases) {
    it(`answers a ${c.name} write with a new ETag each time, and 412 to If-Match naming an older version`, async () => {
      const created = await s.request("POST", c.path, { token, body: c.create });
      assert.equal(created.status, 201, JSON.stringify(created.body));
      const url = `${c.path}/${created.body.id}`;
      const v1 = (await s.request("PUT", url, { token, body: c.first, headers: { "if-match": created.headers.get("etag") ?? "" } })).headers.get("etag");
      const v2 = await s.request("PUT", url, { token, body: c.second, headers: { "if-match": v1 ?? "" } });
      assert.equal(v2.status, 200);
      const etags = [created.headers.get("etag"), v1, v2.headers.get("etag")];
      assert.equal(new Set(etags).size, 3, `three versions, three ETags: ${etags.join(" ")}`);
      const stale = await s.request("PUT", url, { token, body: c.third, headers: { "if-match": v1 ?? "" } });
      assert.equal(stale.status, 412);
      const now = await s.request("GET", url, { token });
      assert.equal(now.headers.get("etag"), v2.headers.get("etag"));
      assert.notEqual(now.body.title ?? now.body.name, "Lost");
    });
  }

  it("gives a grocery list a new ETag for each item change in one millisecond (the list is touched, not rewritten)", async () => {
    const list = await s.request("POST", "/api/grocery-lists", {
      token,
      body: {
        name: "Items",
        items: [
          { key: "a", name: "apples" },
          { key: "b", name: "bread" },
        ],
      },
    });
    const first = await s.request("PATCH", `/api/grocery-lists/${list.body.id}/items/a`, { token, body: { checked: true } });
    const before = (await s.request("GET", `/api/grocery-lists/${list.body.id}`, { token })).headers.get("etag");
    await s.request("PATCH", `/api/grocery-lists/${list.body.id}/items/b`, { token, body: { checked: true } });
    const after = (await s.request("GET", `/api/grocery-lists/${list.body.id}`, { token })).headers.get("etag");
    assert.equal(first.status, 200);
    assert.notEqual(after, before);
    const stale = await s.request("PUT", `/api/grocery-lists/${list.body.id}`, { token, body: { name: "Lost" }, headers: { "if-match": before ?? "" } });
    assert.equal(stale.status, 412);
  });

  it("keeps delta sync whole: records stamped in one frozen millisecond all come back after the watermark", async () => {
    const first = await s.request("GET", "/api/recipes?since=2000-01-01T00:00:00.000Z", { token });
    const watermark = first.body.server_time as string;
    const made = [];
    for (let i = 0; i < 3; i++) made.push((await s.request("POST", "/api/recipes", { token, body: { title: `Same ms ${i}` } })).body.id);
    const next = await s.request("GET", `/api/recipes?since=${encodeURIComponent(watermark)}`, { token });
    const seen = new Set(next.body.recipes.map((r: { id: string }) => r.id));
    for (const id of made) assert.ok(seen.has(id), `record ${id} is in the delta after the watermark`);
  });
});
