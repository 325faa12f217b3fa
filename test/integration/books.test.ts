import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { startTestServer, type TestServer } from "../helpers/server";
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

const create = (token: string, body: unknown) => s.request("POST", "/api/books", { token, body });

describe("books", () => {
  it("answers with status 401 on every route when no token is sent", async () => {
    const id = newId();
    const calls: Array<[string, string, unknown?]> = [
      ["GET", "/api/books"],
      ["POST", "/api/books", { title: "x" }],
      ["GET", `/api/books/${id}`],
      ["PUT", `/api/books/${id}`, { title: "x" }],
      ["DELETE", `/api/books/${id}`],
    ];
    for (const [m, p, body] of calls) assert.equal((await s.request(m, p, { body })).status, 401, `${m} ${p}`);
  });

  it("answers with status 400 when the body is invalid or has read-only fields", async () => {
    const bad: unknown[] = [
      {},
      { title: "" },
      { title: "x", isbn: "12345" },
      { title: "x", user_id: bob.id },
      { title: "x", cover_url: "data:x" },
      { title: "x", shelf: 2 },
    ];
    for (const body of bad) assert.equal((await create(alice.token, body)).status, 400, JSON.stringify(body));
  });

  it("answers with status 201 and links the book to the shared source resolved by ISBN", async () => {
    const r = await create(alice.token, { title: "Plenty", authors: ["Yotam Ottolenghi"], isbn: "0-8118-7432-X", notes: "signed copy" });
    assert.equal(r.status, 201);
    assert.equal(r.body.isbn, "9780811874328", "stored as ISBN-13");
    assert.equal(r.body.user_id, alice.id);
    assert.deepEqual(r.body.authors, ["Yotam Ottolenghi"]);
    assert.ok(r.body.source_v2_id);
    const src = await s.request("GET", `/api/v2/sources/${r.body.source_v2_id}`, { token: alice.token });
    assert.equal(src.body.kind, "book");
    assert.equal(src.body.name, "Plenty");
    const bobs = await create(bob.token, { title: "Plenty (paperback)", isbn: "9780811874328" });
    assert.equal(bobs.body.source_v2_id, r.body.source_v2_id, "the same ISBN is the same shared source");
    const byTitle1 = await create(alice.token, { title: "Simple", authors: ["Yotam Ottolenghi"] });
    const byTitle2 = await create(bob.token, { title: "simple", authors: ["yotam ottolenghi"] });
    assert.equal(byTitle2.body.source_v2_id, byTitle1.body.source_v2_id, "without ISBN, title and authors identify the book");
    const got = await s.request("GET", `/api/books/${r.body.id}`, { token: alice.token });
    assert.equal(got.status, 200);
    assert.deepEqual(got.body, r.body);
  });

  it("answers with status 404 on every route for another user's book", async () => {
    const b = await create(alice.token, { title: "Private shelf" });
    const calls: Array<[string, string, unknown?]> = [
      ["GET", `/api/books/${b.body.id}`],
      ["PUT", `/api/books/${b.body.id}`, { title: "mine" }],
      ["DELETE", `/api/books/${b.body.id}`],
    ];
    for (const [m, p, body] of calls) assert.equal((await s.request(m, p, { token: bob.token, body })).status, 404, `${m} ${p}`);
    const list = await s.request("GET", "/api/books", { token: bob.token });
    assert.ok(!list.body.books.some((x: { id: string }) => x.id === b.body.id));
    assert.equal((await s.request("GET", "/api/books/123", { token: alice.token })).status, 404);
  });

  it("answers with status 200 on a partial PUT that re-links the source when the ISBN changes, and 412 when stale", async () => {
    const b = await create(alice.token, { title: "Six Seasons", authors: ["Joshua McFadden"], notes: "veg" });
    const etag = b.headers.get("etag") ?? "";
    const put = await s.request("PUT", `/api/books/${b.body.id}`, { token: alice.token, body: { isbn: "9781579656317" }, headers: { "if-match": etag } });
    assert.equal(put.status, 200);
    assert.equal(put.body.notes, "veg", "omitted fields are untouched");
    assert.equal(put.body.title, "Six Seasons");
    const src = await s.request("GET", `/api/v2/sources/${put.body.source_v2_id}`, { token: alice.token });
    assert.equal(src.body.isbn, "9781579656317");
    assert.equal((await s.request("PUT", `/api/books/${b.body.id}`, { token: alice.token, body: { notes: "x" }, headers: { "if-match": etag } })).status, 412);
    assert.equal((await s.request("PUT", `/api/books/${b.body.id}`, { token: alice.token, body: { source_v2_id: "nope" } })).status, 404);
  });

  it("answers with status 204 on delete, with a tombstone in delta sync, and exports the user's books", async () => {
    const u = await s.user();
    const keep = await create(u.token, { title: "Keep" });
    const gone = await create(u.token, { title: "Gone" });
    const since = s.deps.clock.nowIso();
    assert.equal((await s.request("DELETE", `/api/books/${gone.body.id}`, { token: u.token })).status, 204);
    const sync = await s.request("GET", `/api/books?since=${encodeURIComponent(since)}`, { token: u.token });
    assert.equal(sync.status, 200);
    assert.deepEqual(
      sync.body.deleted.map((d: { id: string }) => d.id),
      [gone.body.id],
    );
    const list = await s.request("GET", "/api/books", { token: u.token });
    assert.deepEqual(
      list.body.books.map((x: { id: string }) => x.id),
      [keep.body.id],
    );
    const exp = await s.request("GET", "/api/users/me/export", { token: u.token });
    assert.deepEqual(
      exp.body.books.map((x: { title: string }) => x.title),
      ["Keep"],
    );
  });
});
