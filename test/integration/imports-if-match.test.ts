// Contract (optimistic concurrency): "every single-resource GET and write returns an ETag; a write that carries
// If-Match with a stale ETag answers 412 and changes nothing". GET /api/imports/{id} carries an ETag, so the import
// writes (source, retry, cancel, delete) honour If-Match too.
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { startTestServer, type TestServer } from "../helpers/server";
import { fakeOcr, fixture, untilAborted, upload, waitForStatus } from "../fixtures/imports/helpers";

const STALE = 'W/"c3RhbGU"';
const TEXT = fixture("text/en-headings.txt").toString("utf8");
let server: TestServer;
let alice: { id: string; token: string };
let photoId: string;
const ocr = fakeOcr((_images, signal) => untilAborted(signal));

before(async () => {
  server = await startTestServer({ services: { ocr } });
  alice = await server.user();
  photoId = await upload(server, alice.token, fixture("ocr-recipe-page.png"), "page.png", "image/png");
});
after(() => server.close());

async function finishedImport(): Promise<Record<string, unknown>> {
  const res = await server.request("POST", "/api/imports", { token: alice.token, body: { type: "text", text: TEXT } });
  assert.equal(res.status, 201);
  return waitForStatus(server, alice.token, res.body.id, ["completed", "failed"]);
}

test("retry with a stale If-Match answers 412 and leaves the import as it was", async () => {
  const done = await finishedImport();
  const res = await server.request("POST", `/api/imports/${done.id}/retry`, { token: alice.token, headers: { "if-match": STALE } });
  assert.equal(res.status, 412);
  const after = await server.request("GET", `/api/imports/${done.id}`, { token: alice.token });
  assert.equal(after.body.status, done.status);
  assert.equal(after.body.updated_at, done.updated_at);
});

test("retry with the current ETag is accepted", async () => {
  const done = await finishedImport();
  const cur = await server.request("GET", `/api/imports/${done.id}`, { token: alice.token });
  const res = await server.request("POST", `/api/imports/${done.id}/retry`, { token: alice.token, headers: { "if-match": cur.headers.get("etag")! } });
  assert.equal(res.status, 200);
  assert.equal(res.body.status, "pending");
  await waitForStatus(server, alice.token, String(done.id), ["completed", "failed"]);
});

test("POST /source with a stale If-Match answers 412 and attaches nothing", async () => {
  const done = await finishedImport();
  const res = await server.request("POST", `/api/imports/${done.id}/source`, {
    token: alice.token,
    body: { source_section: "Soups" },
    headers: { "if-match": STALE },
  });
  assert.equal(res.status, 412);
  const after = await server.request("GET", `/api/imports/${done.id}`, { token: alice.token });
  assert.notEqual(after.body.source_section, "Soups");
  assert.equal(after.body.updated_at, done.updated_at);
});

test("DELETE with a stale If-Match answers 412 and keeps the import", async () => {
  const done = await finishedImport();
  const res = await server.request("DELETE", `/api/imports/${done.id}`, { token: alice.token, headers: { "if-match": STALE } });
  assert.equal(res.status, 412);
  assert.equal((await server.request("GET", `/api/imports/${done.id}`, { token: alice.token })).status, 200);
});

test("cancel with a stale If-Match answers 412 and the import stays in flight", async () => {
  const res = await server.request("POST", "/api/imports", { token: alice.token, body: { type: "media", file_ids: [photoId] } });
  assert.equal(res.status, 201);
  const cancel = await server.request("POST", `/api/imports/${res.body.id}/cancel`, { token: alice.token, headers: { "if-match": STALE } });
  assert.equal(cancel.status, 412);
  const after = await server.request("GET", `/api/imports/${res.body.id}`, { token: alice.token });
  assert.ok(after.body.status === "pending" || after.body.status === "processing", after.body.status);
  const done = await server.request("POST", `/api/imports/${res.body.id}/cancel`, { token: alice.token });
  assert.equal(done.status, 200);
  assert.equal(done.body.status, "cancelled");
});
