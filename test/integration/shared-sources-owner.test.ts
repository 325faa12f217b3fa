// Shared source and creator records are seen by every household citing them: only their creator (or an
// administrator) writes them; anyone else who cites a source gets their own copy, never a write to the shared one.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { startTestServer, type TestServer } from "../helpers/server";

type U = { id: string; token: string };
let s: TestServer;
let alice: U;
let mallory: U;
let admin: U;

before(async () => {
  s = await startTestServer();
  alice = await s.user();
  mallory = await s.user();
  admin = await s.user({ admin: true });
});
after(() => s.close());

const resolve = (u: U, body: unknown) => s.request("POST", "/api/v2/sources", { token: u.token, body });

async function recipeCiting(u: U, sourceId: string): Promise<string> {
  const r = await s.request("POST", "/api/recipes", { token: u.token, body: { title: "Soup" } });
  assert.equal(r.status, 201, r.text);
  const cite = await s.request("PUT", `/api/recipes/${r.body.id}/source-v2`, { token: u.token, body: { source_v2_id: sourceId } });
  assert.equal(cite.status, 200, cite.text);
  return r.body.id as string;
}

describe("shared sources are written only by their creator", () => {
  it("answers with status 201 and a private copy when a citing user who did not create a source corrects it, leaving the creator's record unchanged", async () => {
    const src = await resolve(alice, { kind: "website", name: "Grandma's Kitchen", url: "https://grandmas.example/" });
    assert.equal(src.status, 201);
    const aliceRecipe = await recipeCiting(alice, src.body.id);
    const malloryRecipe = await recipeCiting(mallory, src.body.id);
    const put = await s.request("PUT", `/api/v2/sources/${src.body.id}`, {
      token: mallory.token,
      body: { name: "Log in here", url: "https://phish.example/login" },
    });
    assert.equal(put.status, 201, put.text);
    assert.notEqual(put.body.id, src.body.id, "a copy has its own id");
    assert.equal(put.body.name, "Log in here");
    const original = await s.request("GET", `/api/v2/sources/${src.body.id}`, { token: alice.token });
    assert.equal(original.body.name, "Grandma's Kitchen");
    assert.equal(original.body.url, "https://grandmas.example/");
    const aliceView = await s.request("GET", `/api/recipes/${aliceRecipe}`, { token: alice.token });
    assert.equal(aliceView.body.source_v2_id, src.body.id, "the creator's recipe still cites the shared record");
    const malloryView = await s.request("GET", `/api/recipes/${malloryRecipe}`, { token: mallory.token });
    assert.equal(malloryView.body.source_v2_id, put.body.id, "the copier's own recipe now cites the copy");
    const again = await s.request("PUT", `/api/v2/sources/${put.body.id}`, { token: mallory.token, body: { name: "My kitchen" } });
    assert.equal(again.status, 200, "the copy is the copier's own: corrected in place");
  });

  it("answers with status 403 when a user who neither created nor cites a source changes it", async () => {
    const src = await resolve(alice, { kind: "magazine", name: "Family Table Monthly" });
    const put = await s.request("PUT", `/api/v2/sources/${src.body.id}`, { token: mallory.token, body: { name: "Vandal" } });
    assert.equal(put.status, 403);
    assert.match(put.body.error, /created this shared source/);
    assert.equal((await s.request("GET", `/api/v2/sources/${src.body.id}`, { token: alice.token })).body.name, "Family Table Monthly");
  });

  it("answers with status 200 when an administrator corrects a shared source in place", async () => {
    const src = await resolve(alice, { kind: "magazine", name: "Famly Table Weekly" });
    const put = await s.request("PUT", `/api/v2/sources/${src.body.id}`, { token: admin.token, body: { name: "Family Table Weekly" } });
    assert.equal(put.status, 200);
    assert.equal(put.body.id, src.body.id);
  });

  it("keeps another user's blank fields blank when a stranger resolves the same source with a cover or name", async () => {
    const src = await resolve(alice, { kind: "website", url: "https://quiet-blog.example/" });
    assert.equal(src.body.name, "");
    const other = await resolve(mallory, { kind: "website", name: "Click me", url: "https://quiet-blog.example/x", coverUrl: "https://phish.example/c.jpg" });
    assert.equal(other.status, 200);
    assert.equal(other.body.id, src.body.id, "still the same shared record");
    const seen = await s.request("GET", `/api/v2/sources/${src.body.id}`, { token: alice.token });
    assert.equal(seen.body.name, "");
    assert.equal(seen.body.coverUrl, null);
  });

  it("does not move another user's book record to a new ISBN when a stranger cites the same title with one", async () => {
    const byTitle = await resolve(alice, { kind: "book", name: "Plenty", authors: ["Yotam Ottolenghi"] });
    const byIsbn = await resolve(mallory, { kind: "book", name: "Plenty", authors: ["Yotam Ottolenghi"], isbn: "9780811874304" });
    assert.equal(byIsbn.status, 201, "the stranger's ISBN makes its own record");
    assert.notEqual(byIsbn.body.id, byTitle.body.id);
    assert.equal((await s.request("GET", `/api/v2/sources/${byTitle.body.id}`, { token: alice.token })).body.isbn, null);
  });

  it("answers with status 403 when a user citing a creator's source who did not record the creator changes it", async () => {
    const src = await resolve(alice, { kind: "social", platform: "instagram", handle: "nonna_cooks" });
    await recipeCiting(mallory, src.body.id);
    const put = await s.request("PUT", `/api/v2/creators/${src.body.creator_id}`, {
      token: mallory.token,
      body: { display_name: "Fake", profiles: [{ platform: "instagram", handle: "nonna_cooks", url: "https://phish.example/" }] },
    });
    assert.equal(put.status, 403);
    const creator = await s.request("GET", `/api/v2/creators/${src.body.creator_id}`, { token: alice.token });
    assert.notEqual(creator.body.display_name, "Fake");
    assert.equal(creator.body.profiles[0].url, "https://www.instagram.com/nonna_cooks/");
    assert.equal((await s.request("PUT", `/api/v2/creators/${src.body.creator_id}`, { token: alice.token, body: { display_name: "Nonna" } })).status, 200);
  });
});
