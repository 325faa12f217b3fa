import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import zlib from "node:zlib";
import { startTestServer, type TestServer } from "../helpers/server";
import { APP_JS, INDEX_HTML, makeFakeWebRoot, rawGet, type FakeWebRoot } from "../helpers/web-root";

let s: TestServer;
let web: FakeWebRoot;
before(async () => {
  web = makeFakeWebRoot();
  s = await startTestServer({ env: { WEB_ROOT: web.root } });
});
after(async () => {
  await s.close();
  web.remove();
});

/** The directives the app's CSP must carry (the app has no inline script or style). */
const CSP_DIRECTIVES = [
  "default-src 'self'",
  "img-src 'self' http://localhost:8080 data: blob:",
  "connect-src 'self'",
  "style-src 'self'",
  "script-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "frame-ancestors 'none'",
];

test("GET / answers index.html, revalidated, with the app's CSP and security headers", async () => {
  const r = await rawGet(s.port, "/");
  assert.equal(r.status, 200);
  assert.equal(r.headers["content-type"], "text/html; charset=utf-8");
  assert.equal(r.headers["cache-control"], "no-cache");
  assert.equal(r.body.toString(), INDEX_HTML);
  const csp = String(r.headers["content-security-policy"])
    .split(";")
    .map((d) => d.trim());
  for (const d of CSP_DIRECTIVES) assert.ok(csp.includes(d), `${d} missing from ${csp.join("; ")}`);
  assert.ok(!csp.some((d) => d.includes("unsafe-inline") || d.includes("unsafe-eval")));
  assert.equal(r.headers["x-content-type-options"], "nosniff");
  assert.equal(r.headers["x-frame-options"], "DENY");
  assert.ok(r.headers.etag);
});

test("hashed assets are cached for a year as immutable, with their content type", async () => {
  const r = await rawGet(s.port, "/assets/app-abc123.js");
  assert.equal(r.status, 200);
  assert.equal(r.headers["cache-control"], "public, max-age=31536000, immutable");
  assert.equal(r.headers["content-type"], "text/javascript; charset=utf-8");
  assert.equal(r.headers["content-encoding"], undefined);
  assert.equal(r.headers.vary, "Accept-Encoding");
  assert.equal(r.body.toString(), APP_JS);
  assert.equal(Number(r.headers["content-length"]), Buffer.byteLength(APP_JS));
  const css = await rawGet(s.port, "/assets/app-abc123.css");
  assert.equal(css.headers["content-type"], "text/css; charset=utf-8");
});

test("other files (service worker, manifest, icons) are revalidated, with their content types", async () => {
  const sw = await rawGet(s.port, "/sw.js");
  assert.equal(sw.status, 200);
  assert.equal(sw.headers["cache-control"], "no-cache");
  assert.equal(sw.headers["content-type"], "text/javascript; charset=utf-8");
  const manifest = await rawGet(s.port, "/manifest.webmanifest");
  assert.equal(manifest.headers["content-type"], "application/manifest+json; charset=utf-8");
  assert.equal(manifest.headers["cache-control"], "no-cache");
  const icon = await rawGet(s.port, "/icons/icon.svg");
  assert.equal(icon.headers["content-type"], "image/svg+xml");
});

test("brotli is chosen over gzip when accepted, gzip otherwise, identity when neither or q=0", async () => {
  const br = await rawGet(s.port, "/assets/app-abc123.js", { "accept-encoding": "gzip, deflate, br" });
  assert.equal(br.headers["content-encoding"], "br");
  assert.equal(br.headers.vary, "Accept-Encoding");
  assert.equal(zlib.brotliDecompressSync(br.body).toString(), APP_JS);
  const gz = await rawGet(s.port, "/assets/app-abc123.js", { "accept-encoding": "gzip" });
  assert.equal(gz.headers["content-encoding"], "gzip");
  assert.equal(zlib.gunzipSync(gz.body).toString(), APP_JS);
  const refused = await rawGet(s.port, "/assets/app-abc123.js", { "accept-encoding": "br;q=0, gzip;q=0" });
  assert.equal(refused.headers["content-encoding"], undefined);
  assert.equal(refused.body.toString(), APP_JS);
  // index.html has only a .gz sibling: a brotli-only client gets it plain.
  const index = await rawGet(s.port, "/", { "accept-encoding": "br" });
  assert.equal(index.headers["content-encoding"], undefined);
  assert.equal(index.body.toString(), INDEX_HTML);
  assert.notEqual(br.headers.etag, gz.headers.etag, "each encoding has its own ETag");
});

test("a matching If-None-Match answers 304 without a body, per encoding", async () => {
  const first = await rawGet(s.port, "/assets/app-abc123.js", { "accept-encoding": "br" });
  const again = await rawGet(s.port, "/assets/app-abc123.js", { "accept-encoding": "br", "if-none-match": String(first.headers.etag) });
  assert.equal(again.status, 304);
  assert.equal(again.body.length, 0);
  assert.equal(again.headers["cache-control"], "public, max-age=31536000, immutable");
  const otherEncoding = await rawGet(s.port, "/assets/app-abc123.js", { "accept-encoding": "gzip", "if-none-match": String(first.headers.etag) });
  assert.equal(otherEncoding.status, 200);
  const index = await rawGet(s.port, "/");
  assert.equal((await rawGet(s.port, "/recipes/abc", { "if-none-match": String(index.headers.etag) })).status, 304);
});

test("HEAD answers the headers and length of a file without its body", async () => {
  const r = await fetch(`${s.url}/assets/app-abc123.js`, { method: "HEAD", headers: { "accept-encoding": "identity" } });
  assert.equal(r.status, 200);
  assert.equal(r.headers.get("content-length"), String(Buffer.byteLength(APP_JS)));
  assert.equal(r.headers.get("content-type"), "text/javascript; charset=utf-8");
  assert.equal((await r.text()).length, 0);
});

test("SPA routes (invite, recipe, cook session, callback, save-shared, import) answer index.html", async () => {
  for (const p of [
    "/invite/abcDEF123",
    "/recipes/0b9c7a70-1111-4aaa-8bbb-000000000001",
    "/cook-sessions/0b9c7a70-1111-4aaa-8bbb-000000000002",
    "/auth/callback?code=x&state=y",
    "/save-shared/tok",
    "/import?url=https%3A%2F%2Fexample.com&text=&title=",
    "/households/x",
    "/settings/",
  ]) {
    const r = await rawGet(s.port, p);
    assert.equal(r.status, 200, p);
    assert.equal(r.headers["content-type"], "text/html; charset=utf-8", p);
    assert.equal(r.headers["cache-control"], "no-cache", p);
    assert.equal(r.body.toString(), INDEX_HTML, p);
  }
});

test("API paths keep the contract's JSON 404 instead of the app: /api, /media, /shared, /docs…", async () => {
  for (const p of ["/api", "/api/nope", "/api/recipes/nope/deeper", "/API/NOPE", "/shared", "/openapi.json/x", "/health/x", "/docs/x"]) {
    const r = await s.request("GET", p);
    assert.equal(r.status, 404, p);
    assert.deepEqual(r.body, { error: "Not found" }, p);
  }
  assert.equal((await s.request("GET", "/health")).status, 200);
  assert.equal((await s.request("GET", "/docs")).headers.get("content-type"), "text/html; charset=utf-8");
  assert.equal((await s.request("GET", "/openapi.json")).status, 200);
  assert.equal((await s.request("GET", "/robots.txt")).status, 200);
});

test("a missing hashed asset answers 404, not the app's HTML", async () => {
  const r = await s.request("GET", "/assets/app-000000.js");
  assert.equal(r.status, 404);
  assert.deepEqual(r.body, { error: "Not found" });
});

test("other methods than GET and HEAD on app paths are not answered with the app", async () => {
  const r = await s.request("POST", "/recipes/abc", { body: {} });
  assert.equal(r.status, 404);
  assert.deepEqual(r.body, { error: "Not found" });
});

test("directory traversal never leaves the web root (raw, encoded, backslash, NUL, symlink, dot-files)", async () => {
  const attempts = [
    "/../secret.txt",
    "/assets/../../secret.txt",
    "/%2e%2e/secret.txt",
    "/assets/%2e%2e/%2e%2e/secret.txt",
    "/..%2fsecret.txt",
    "/assets/..%2f..%2fsecret.txt",
    "/..%5csecret.txt",
    "/assets%5c..%5c..%5csecret.txt",
    "/index.html%00.js",
    "/%252e%252e/secret.txt",
    "/link.txt",
    "/.env",
    "/%",
  ];
  for (const p of attempts) {
    const r = await rawGet(s.port, p);
    assert.ok(!r.body.toString().includes("TOP SECRET"), `${p} leaked the file outside the root`);
    assert.ok(!r.body.toString().includes("SECRET=dotfile"), `${p} served a dot-file`);
    assert.ok(r.status === 404 || (r.status === 200 && r.body.toString() === INDEX_HTML), `${p}: ${r.status}`);
  }
  assert.equal((await rawGet(s.port, "/assets/../../secret.txt")).status, 404);
  assert.equal((await rawGet(s.port, "/%2e%2e/secret.txt")).status, 404);
});

test("without a web app build, / answers a JSON hint and app paths 404", async () => {
  const bare = await startTestServer();
  try {
    const root = await bare.request("GET", "/");
    assert.equal(root.status, 200);
    assert.match(root.body.web_app, /not built/);
    assert.equal(root.body.docs, "/docs");
    const spa = await bare.request("GET", "/recipes/abc");
    assert.equal(spa.status, 404);
    assert.deepEqual(spa.body, { error: "Not found" });
  } finally {
    await bare.close();
  }
});

test("the links the API hands out open the app: an invite URL and a notification link answer index.html", async () => {
  const owner = await s.user();
  const member = await s.user();
  const h = await s.request("POST", "/api/households", { token: owner.token, body: { name: "Home" } });
  assert.equal(h.status, 201, h.text);
  const invite = await s.request("POST", `/api/households/${h.body.id}/invites`, { token: owner.token, body: {} });
  assert.equal(invite.status, 201, invite.text);
  const inviteUrl = new URL(invite.body.url);
  assert.match(inviteUrl.pathname, /^\/invite\/[A-Za-z0-9_-]{43}$/);
  const page = await rawGet(s.port, inviteUrl.pathname);
  assert.equal(page.status, 200);
  assert.equal(page.body.toString(), INDEX_HTML);
  assert.equal((await s.request("POST", `/api/household-invites/${invite.body.token}/accept`, { token: member.token })).status, 200);
  const notes = await s.request("GET", "/api/notifications", { token: owner.token });
  const links: string[] = notes.body.notifications.map((n: { link: string }) => n.link).filter(Boolean);
  assert.ok(links.length > 0, "the owner was told of the new member");
  for (const link of links) {
    assert.ok(link.startsWith("/") && !link.startsWith("//"), link);
    const r = await rawGet(s.port, link);
    assert.equal(r.status, 200, link);
    assert.equal(r.body.toString(), INDEX_HTML, link);
  }
});

test("a share page of a record without a picture previews with the web app's icon", async () => {
  const owner = await s.user();
  const list = await s.request("POST", "/api/grocery-lists", { token: owner.token, body: { name: "Shop", items: [{ name: "milk" }] } });
  assert.equal(list.status, 201, list.text);
  const link = await s.request("POST", "/api/share-links", { token: owner.token, body: { resource_type: "grocery_list", resource_id: list.body.id } });
  const page = await s.request("GET", `/shared/${link.body.token}`);
  assert.equal(page.status, 200);
  assert.match(page.text, /<meta property="og:image" content="http:\/\/localhost:8080\/icons\/icon-512.png">/);
  const icon = await rawGet(s.port, "/icons/icon-512.png");
  assert.equal(icon.headers["content-type"], "image/png");
});
