import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { startTestServer, type TestServer } from "../helpers/server";

let s: TestServer;
let token: string;
before(async () => {
  s = await startTestServer();
  token = (await s.user()).token;
});
after(() => s.close());

test("unknown route answers JSON 404", async () => {
  const r = await s.request("GET", "/api/nope", { token });
  assert.equal(r.status, 404);
  assert.deepEqual(r.body, { error: "Not found" });
});

test("internal, admin-less and webhook surfaces are not reachable with user tokens (404)", async () => {
  for (const p of ["/api/internal/jobs", "/api/webhooks/anything"]) {
    const r = await s.request("GET", p, { token });
    assert.equal(r.status, 404, p);
  }
});

test("malformed JSON answers 400 with {error}", async () => {
  const r = await s.request("PATCH", "/api/users/me", { token, raw: "{not json", headers: { "content-type": "application/json" } });
  assert.equal(r.status, 400);
  assert.equal(typeof r.body.error, "string");
  assert.ok(!r.text.includes("at "), "no stack trace");
});

test("oversized JSON body answers 413", async () => {
  const big = JSON.stringify({ display_name: "x".repeat(2 * 1024 * 1024) });
  const r = await s.request("PATCH", "/api/users/me", { token, raw: big, headers: { "content-type": "application/json" } });
  assert.equal(r.status, 413);
  assert.equal(typeof r.body.error, "string");
});

test("wrong content type on a JSON route answers 415", async () => {
  const r = await s.request("PATCH", "/api/users/me", { token, raw: "display_name=x", headers: { "content-type": "application/x-www-form-urlencoded" } });
  assert.equal(r.status, 415);
});

test("validation errors list every issue with path and location", async () => {
  const r = await s.request("POST", "/api/auth/register", { body: { email: "not-an-email", password: "short", extra: 1, id: "x" } });
  assert.equal(r.status, 400);
  const paths = r.body.errors.map((e: { path: string }) => e.path).sort();
  assert.deepEqual(paths, ["email", "extra", "id", "password"]);
  for (const e of r.body.errors) assert.equal(e.location, "body");
  const extra = r.body.errors.find((e: { path: string }) => e.path === "extra");
  assert.equal(extra.type, "unknown_field");
  assert.equal(extra.value, 1);
  const readOnly = r.body.errors.find((e: { path: string }) => e.path === "id");
  assert.equal(readOnly.type, "unknown_field");
  assert.match(readOnly.msg, /read-only/);
  const pw = r.body.errors.find((e: { path: string }) => e.path === "password");
  assert.equal(pw.value, undefined, "secrets are not echoed");
});

test("responses carry a request id and security headers", async () => {
  const r = await s.request("GET", "/health");
  assert.match(r.headers.get("x-request-id") ?? "", /^[0-9a-f-]{36}$/);
  assert.equal(r.headers.get("x-content-type-options"), "nosniff");
  assert.equal(r.headers.get("x-frame-options"), "DENY");
  const echoed = await s.request("GET", "/health", { headers: { "x-request-id": "abcdef123456" } });
  assert.equal(echoed.headers.get("x-request-id"), "abcdef123456");
});

test("health answers version and database status without auth", async () => {
  const r = await s.request("GET", "/health");
  assert.equal(r.status, 200);
  assert.equal(r.body.status, "ok");
  assert.equal(r.body.database, "ok");
  assert.equal(typeof r.body.version, "string");
});

test("single-resource answers carry an ETag", async () => {
  const r = await s.request("GET", "/api/users/me", { token });
  assert.match(r.headers.get("etag") ?? "", /^W\/".+"$/);
});

test("robots.txt disallows share links", async () => {
  const r = await s.request("GET", "/robots.txt");
  assert.equal(r.status, 200);
  assert.match(r.text, /Disallow: \/api\/shared\//);
});

test("docs page renders offline without external resources", async () => {
  const r = await s.request("GET", "/docs");
  assert.equal(r.status, 200);
  assert.match(r.text, /Recipe Library API/);
  assert.ok(!/<script|<link|<img|<iframe|\ssrc=|@import|url\(/i.test(r.text), "no external resources are loaded (no scripts, stylesheets, images or fonts)");
  assert.match(r.headers.get("content-security-policy") ?? "", /default-src 'none'/);
});

// Routes are dispatched by path prefix to one router per group (src/http/mount.ts); these pin what one router did.
test("routing by prefix: 405 with Allow, case-insensitive paths, a parameter in the second segment, trailing slash", async () => {
  const wrongMethod = await s.request("DELETE", "/health");
  assert.equal(wrongMethod.status, 405);
  assert.equal(wrongMethod.headers.get("allow"), "HEAD, GET");
  assert.deepEqual(wrongMethod.body, { error: "Method not allowed" });
  const upper = await s.request("GET", "/API/USERS/me", { token });
  assert.equal(upper.status, 200);
  const slash = await s.request("GET", "/api/users/me/", { token });
  assert.equal(slash.status, 200);
  // /media/{file_id} is grouped under "/media": an unknown signed id is answered by that route, not by the 404 fallback.
  const media = await s.request("GET", "/media/00000000-0000-4000-8000-000000000000");
  assert.equal(media.status, 403, "the media route itself refused the missing signature");
  assert.equal((await s.request("GET", "/api/users/nope/deeper", { token })).status, 404);
  assert.equal((await s.request("GET", "/api", { token })).status, 404);
  assert.equal((await s.request("GET", "/api/nope", { token })).status, 404);
  // A path without parameters, written exactly as declared, skips the routers: it must still authenticate,
  // validate and answer HEAD like any route.
  assert.equal((await s.request("GET", "/api/users/me")).status, 401);
  const head = await s.request("HEAD", "/api/users/me", { token });
  assert.equal(head.status, 200);
  assert.equal(head.headers.get("etag"), upper.headers.get("etag"));
  const badQuery = await s.request("GET", "/api/recipes?limit=0", { token });
  assert.equal(badQuery.status, 400);
  assert.equal(badQuery.body.errors[0].location, "query");
});
