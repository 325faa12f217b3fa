import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { startTestServer, type TestServer } from "../helpers/server";
import { cachedStatement } from "../../src/db/statements";
import { newId } from "../../src/lib/ids";

let s: TestServer;
let alice: { id: string; token: string };
let bob: { id: string; token: string };

before(async () => {
  s = await startTestServer();
  alice = await s.user();
  bob = await s.user();
});
after(() => s.close());

interface Attachment {
  attachment_id: string;
  source_v2_id: string;
  is_primary: boolean;
  section: string | null;
  page: string | null;
  url: string | null;
}

async function recipe(token: string): Promise<{ id: string; updated_at: string }> {
  const r = await s.request("POST", "/api/recipes", { token, body: { title: "Bread" } });
  assert.equal(r.status, 201, r.text);
  return r.body;
}

const book = { kind: "book", name: "Flour Water Salt Yeast", authors: ["Ken Forkish"] };
const site = { kind: "website", url: "https://www.kingarthurbaking.com/recipes/x" };

describe("a recipe's source attachments", () => {
  it("answers with status 401 on every route when no token is sent", async () => {
    const id = newId();
    const calls: Array<[string, string, unknown?]> = [
      ["PUT", `/api/recipes/${id}/source-v2`, { source: book }],
      ["DELETE", `/api/recipes/${id}/source-v2`],
      ["POST", `/api/recipes/${id}/sources`, { source: book }],
      ["PATCH", `/api/recipes/${id}/sources/${id}`, { page: "1" }],
      ["DELETE", `/api/recipes/${id}/sources/${id}`],
    ];
    for (const [m, p, body] of calls) assert.equal((await s.request(m, p, { body })).status, 401, `${m} ${p}`);
  });

  it("answers with status 400 when the body is invalid", async () => {
    const r = await recipe(alice.token);
    const bad: unknown[] = [
      {},
      { source: book, source_v2_id: "x" },
      { source: { kind: "book" } },
      { source: book, page: { n: 1 } },
      { source: book, url: "javascript:alert(1)" },
      { source: book, extra: 1 },
    ];
    for (const body of bad)
      assert.equal((await s.request("PUT", `/api/recipes/${r.id}/source-v2`, { token: alice.token, body })).status, 400, JSON.stringify(body));
    assert.equal((await s.request("POST", `/api/recipes/${r.id}/sources`, { token: alice.token, body: { section: "x" } })).status, 400);
  });

  it("answers with status 200 when the primary source is set from a descriptor, replaced, and cleared", async () => {
    const r = await recipe(alice.token);
    const set = await s.request("PUT", `/api/recipes/${r.id}/source-v2`, { token: alice.token, body: { source: book, section: "Breads", page: 88 } });
    assert.equal(set.status, 200);
    assert.ok(set.body.updated_at > r.updated_at, "updated_at moves");
    assert.equal(set.headers.get("etag") !== null, true);
    const [a] = set.body.sources as Attachment[];
    assert.equal(set.body.sources.length, 1);
    assert.equal(a.is_primary, true);
    assert.equal(a.page, "88");
    assert.equal(a.section, "Breads");
    assert.equal(set.body.source_v2_id, a.source_v2_id);
    const replaced = await s.request("PUT", `/api/recipes/${r.id}/source-v2`, { token: alice.token, body: { source: site } });
    assert.equal(replaced.body.sources.length, 1, "PUT replaces the previous primary");
    assert.notEqual(replaced.body.source_v2_id, a.source_v2_id);
    const cleared = await s.request("DELETE", `/api/recipes/${r.id}/source-v2`, { token: alice.token });
    assert.equal(cleared.status, 200);
    assert.equal(cleared.body.source_v2_id, null);
    assert.deepEqual(cleared.body.sources, []);
    const unknown = await s.request("PUT", `/api/recipes/${r.id}/source-v2`, { token: alice.token, body: { source_v2_id: "no-such-source" } });
    assert.equal(unknown.status, 404);
  });

  it("answers with status 201 when additional sources are attached, promoted with make_primary, patched and detached", async () => {
    const r = await recipe(alice.token);
    const primary = await s.request("PUT", `/api/recipes/${r.id}/source-v2`, { token: alice.token, body: { source: book } });
    const bookId = primary.body.source_v2_id as string;
    const extra = await s.request("POST", `/api/recipes/${r.id}/sources`, {
      token: alice.token,
      body: { source: site, url: "https://www.kingarthurbaking.com/recipes/x" },
    });
    assert.equal(extra.status, 201);
    assert.equal(extra.body.sources.length, 2);
    assert.equal(extra.body.source_v2_id, bookId, "an additional source does not change the primary");
    const twin = await s.request("POST", `/api/recipes/${r.id}/sources`, {
      token: alice.token,
      body: { source: site, url: "https://www.kingarthurbaking.com/recipes/x" },
    });
    assert.equal(twin.body.sources.length, 2, "the same citation is not added twice");
    const siteAtt = (extra.body.sources as Attachment[]).find((x) => !x.is_primary);
    assert.ok(siteAtt);
    const promoted = await s.request("PATCH", `/api/recipes/${r.id}/sources/${siteAtt.attachment_id}`, {
      token: alice.token,
      body: { make_primary: true, page: "12" },
    });
    assert.equal(promoted.status, 200);
    assert.equal(promoted.body.source_v2_id, siteAtt.source_v2_id);
    const after = promoted.body.sources as Attachment[];
    assert.equal(after.filter((x) => x.is_primary).length, 1, "exactly one primary");
    assert.equal(after.find((x) => x.attachment_id === siteAtt.attachment_id)?.page, "12");
    assert.equal(after.length, 2, "the old primary stays attached");
    const third = await s.request("POST", `/api/recipes/${r.id}/sources`, {
      token: alice.token,
      body: { source: { kind: "tv", name: "The Great British Bake Off" }, make_primary: true },
    });
    assert.equal(third.body.sources.filter((x: Attachment) => x.is_primary).length, 1);
    assert.notEqual(third.body.source_v2_id, siteAtt.source_v2_id);
    const primaryNow = (third.body.sources as Attachment[]).find((x) => x.is_primary);
    assert.ok(primaryNow);
    const detached = await s.request("DELETE", `/api/recipes/${r.id}/sources/${primaryNow.attachment_id}`, { token: alice.token });
    assert.equal(detached.status, 200);
    assert.equal(detached.body.source_v2_id, null, "detaching the primary leaves none");
    assert.equal(detached.body.sources.length, 2);
    assert.equal((await s.request("DELETE", `/api/recipes/${r.id}/sources/${primaryNow.attachment_id}`, { token: alice.token })).status, 404);
  });

  it("answers with status 404 on every route for another user's recipe or attachment", async () => {
    const mine = await recipe(alice.token);
    const set = await s.request("PUT", `/api/recipes/${mine.id}/source-v2`, { token: alice.token, body: { source: book } });
    const att = set.body.sources[0].attachment_id as string;
    const bobs = await recipe(bob.token);
    const calls: Array<[string, string, unknown?]> = [
      ["PUT", `/api/recipes/${mine.id}/source-v2`, { source: book }],
      ["DELETE", `/api/recipes/${mine.id}/source-v2`],
      ["POST", `/api/recipes/${mine.id}/sources`, { source: site }],
      ["PATCH", `/api/recipes/${mine.id}/sources/${att}`, { page: "1" }],
      ["DELETE", `/api/recipes/${mine.id}/sources/${att}`],
      // Alice's attachment addressed through Bob's own recipe is not found either.
      ["PATCH", `/api/recipes/${bobs.id}/sources/${att}`, { page: "1" }],
      ["DELETE", `/api/recipes/${bobs.id}/sources/${att}`],
    ];
    for (const [m, p, body] of calls) assert.equal((await s.request(m, p, { token: bob.token, body })).status, 404, `${m} ${p}`);
    const still = await s.request("GET", `/api/recipes/${mine.id}`, { token: alice.token });
    assert.equal(still.body.sources.length, 1, "nothing changed");
  });

  it("answers with status 403 when a household member edits a read-only shared recipe's sources, and 200 once it is editable", async () => {
    const r = await recipe(alice.token);
    const db = s.deps.db.sqlite;
    const now = s.deps.clock.nowIso();
    const hh = newId();
    cachedStatement(db, "INSERT INTO households (id, name, created_by, created_at, updated_at) VALUES (?, 'Home', ?, ?, ?)").run(hh, alice.id, now, now);
    cachedStatement(db, "INSERT INTO household_members (household_id, user_id, role, joined_at) VALUES (?, ?, 'owner', ?), (?, ?, 'member', ?)").run(
      hh,
      alice.id,
      now,
      hh,
      bob.id,
      now,
    );
    cachedStatement(
      db,
      "INSERT INTO household_shares (household_id, resource_type, resource_id, shared_by, read_only, created_at) VALUES (?, 'recipe', ?, ?, 1, ?)",
    ).run(hh, r.id, alice.id, now);
    assert.equal((await s.request("PUT", `/api/recipes/${r.id}/source-v2`, { token: bob.token, body: { source: book } })).status, 403);
    assert.equal((await s.request("POST", `/api/recipes/${r.id}/sources`, { token: bob.token, body: { source: book } })).status, 403);
    cachedStatement(db, "UPDATE household_shares SET read_only = 0 WHERE household_id = ?").run(hh);
    assert.equal(
      (await s.request("PUT", `/api/recipes/${r.id}/source-v2`, { token: bob.token, body: { source: book } })).status,
      200,
      "members correct shared recipes",
    );
  });

  it("answers with status 412 when If-Match names an older version of the recipe", async () => {
    const r = await s.request("POST", "/api/recipes", { token: alice.token, body: { title: "Rolls" } });
    const etag = r.headers.get("etag") ?? "";
    const ok = await s.request("PUT", `/api/recipes/${r.body.id}/source-v2`, { token: alice.token, body: { source: book }, headers: { "if-match": etag } });
    assert.equal(ok.status, 200);
    const stale = await s.request("DELETE", `/api/recipes/${r.body.id}/source-v2`, { token: alice.token, headers: { "if-match": etag } });
    assert.equal(stale.status, 412);
  });
});
