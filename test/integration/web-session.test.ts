import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { startTestServer, type TestServer, type TestResponse } from "../helpers/server";

// A passphrase any reasonable strength rule accepts.
const PASSWORD = "Kitchen-Table-Sourdough-2026!";
const JSON_HEADERS = { "content-type": "application/json" };

/** The `rl_refresh=<token>` pair a response set, or undefined. */
function cookieOf(r: TestResponse): string | undefined {
  const header = r.headers.get("set-cookie");
  const m = header ? /(?:^|,\s*)(rl_refresh=[^;]*)/.exec(header) : null;
  return m ? m[1] : undefined;
}

let s: TestServer;
before(async () => {
  s = await startTestServer({ env: { REGISTRATION_OPEN: "true" } });
});
after(() => s.close());

test("first run: GET /api/auth/setup says the instance needs its administrator, then not once created", async () => {
  const before = await s.request("GET", "/api/auth/setup");
  assert.equal(before.status, 200);
  assert.deepEqual(before.body, { needs_setup: true, registration_open: true, oidc: null });
  const created = await s.request("POST", "/api/auth/setup", { body: { email: "admin@example.test", password: PASSWORD, display_name: "Admin" } });
  assert.equal(created.status, 201, created.text);
  assert.equal(created.body.user.email, "admin@example.test");
  assert.equal(created.body.user.is_admin, true);
  assert.equal(typeof created.body.access_token, "string");
  assert.equal(created.body.refresh_token, undefined, "the refresh token never travels in a body");
  assert.ok(cookieOf(created), "setup starts a session");
  const me = await s.request("GET", "/api/users/me", { token: created.body.access_token });
  assert.equal(me.status, 200);
  assert.equal(me.body.is_admin, true);
  assert.equal((await s.request("GET", "/api/auth/setup")).body.needs_setup, false);
});

test("POST /api/auth/setup answers 409 once the instance has a user, and creates no one", async () => {
  const again = await s.request("POST", "/api/auth/setup", { body: { email: "intruder@example.test", password: PASSWORD } });
  assert.equal(again.status, 409);
  assert.equal(cookieOf(again), undefined);
  const login = await s.request("POST", "/api/auth/session", { body: { email: "intruder@example.test", password: PASSWORD } });
  assert.equal(login.status, 401);
});

test("two setups racing on an empty instance: exactly one administrator is created", async () => {
  const fresh = await startTestServer({ env: { REGISTRATION_OPEN: "true" } });
  try {
    const answers = await Promise.all(
      ["a", "b", "c", "d"].map((x) => fresh.request("POST", "/api/auth/setup", { body: { email: `${x}@example.test`, password: PASSWORD } })),
    );
    assert.deepEqual(answers.map((a) => a.status).sort(), [201, 409, 409, 409]);
    const n = fresh.deps.db.sqlite.prepare("SELECT COUNT(*) AS n FROM users").get() as { n: number };
    assert.equal(n.n, 1);
  } finally {
    await fresh.close();
  }
});

test("POST /api/auth/session sets an HttpOnly, SameSite=Strict refresh cookie scoped to the session path", async () => {
  const r = await s.request("POST", "/api/auth/session", { body: { email: "admin@example.test", password: PASSWORD } });
  assert.equal(r.status, 200, r.text);
  assert.deepEqual(Object.keys(r.body).sort(), ["access_token", "expires_at", "user"]);
  const header = r.headers.get("set-cookie") ?? "";
  assert.match(header, /^rl_refresh=[A-Za-z0-9_-]{40,}; /);
  assert.match(header, /; HttpOnly/);
  assert.match(header, /; SameSite=Strict/);
  assert.match(header, /; Path=\/api\/auth\/session(;|$)/);
  assert.match(header, /; Max-Age=2592000/);
  assert.doesNotMatch(header, /Secure/, "plain-http PUBLIC_URL: no Secure flag");
  assert.equal(r.headers.get("cache-control"), "no-store");
});

test("POST /api/auth/session answers 401 for a wrong password and an unknown email alike", async () => {
  const wrong = await s.request("POST", "/api/auth/session", { body: { email: "admin@example.test", password: "not the password" } });
  const unknown = await s.request("POST", "/api/auth/session", { body: { email: "nobody@example.test", password: PASSWORD } });
  assert.equal(wrong.status, 401);
  assert.deepEqual(wrong.body, unknown.body);
  assert.equal(cookieOf(wrong), undefined);
});

test("refresh rotates the cookie; the old cookie is refused after use and its reuse ends the session", async () => {
  const signIn = await s.request("POST", "/api/auth/session", { body: { email: "admin@example.test", password: PASSWORD } });
  const first = cookieOf(signIn);
  assert.ok(first);
  const refreshed = await s.request("POST", "/api/auth/session/refresh", { headers: { cookie: first, "x-requested-with": "fetch" } });
  assert.equal(refreshed.status, 200, refreshed.text);
  assert.equal(refreshed.body.user.email, "admin@example.test");
  assert.ok(refreshed.body.access_token);
  const second = cookieOf(refreshed);
  assert.ok(second);
  assert.notEqual(second, first);
  assert.equal((await s.request("GET", "/api/users/me", { token: refreshed.body.access_token })).status, 200);
  const replay = await s.request("POST", "/api/auth/session/refresh", { headers: { cookie: first, ...JSON_HEADERS } });
  assert.equal(replay.status, 401);
  assert.match(replay.headers.get("set-cookie") ?? "", /rl_refresh=; .*Max-Age=0/);
  const afterReuse = await s.request("POST", "/api/auth/session/refresh", { headers: { cookie: second, ...JSON_HEADERS } });
  assert.equal(afterReuse.status, 401, "reusing a rotated token revokes the whole session family");
});

test("refresh answers 401 without a cookie or with a forged one", async () => {
  assert.equal((await s.request("POST", "/api/auth/session/refresh", { headers: JSON_HEADERS })).status, 401);
  const forged = await s.request("POST", "/api/auth/session/refresh", {
    headers: { cookie: "rl_refresh=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", ...JSON_HEADERS },
  });
  assert.equal(forged.status, 401);
});

test("the cookie endpoints refuse a request a cross-site form could send (no JSON type, no X-Requested-With, not same-origin)", async () => {
  const signIn = await s.request("POST", "/api/auth/session", { body: { email: "admin@example.test", password: PASSWORD } });
  const cookie = cookieOf(signIn) ?? "";
  const form = { cookie, "content-type": "application/x-www-form-urlencoded" };
  const refresh = await s.request("POST", "/api/auth/session/refresh", { headers: form, raw: "a=b" });
  assert.equal(refresh.status, 403);
  const signOut = await s.request("DELETE", "/api/auth/session", { headers: form });
  assert.equal(signOut.status, 403);
  const crossSite = await s.request("POST", "/api/auth/session/refresh", { headers: { cookie, "sec-fetch-site": "cross-site" } });
  assert.equal(crossSite.status, 403);
  // A browser's same-origin fetch without extra headers is told apart by Sec-Fetch-Site, which scripts cannot set.
  const sameOrigin = await s.request("POST", "/api/auth/session/refresh", { headers: { cookie, "sec-fetch-site": "same-origin" } });
  assert.equal(sameOrigin.status, 200);
  const rotated = cookieOf(sameOrigin) ?? "";
  // The session is untouched by the refused requests.
  assert.equal((await s.request("POST", "/api/auth/session/refresh", { headers: { cookie: rotated, ...JSON_HEADERS } })).status, 200);
});

test("sign-out revokes the refresh token and clears the cookie", async () => {
  const signIn = await s.request("POST", "/api/auth/session", { body: { email: "admin@example.test", password: PASSWORD } });
  const cookie = cookieOf(signIn) ?? "";
  const out = await s.request("DELETE", "/api/auth/session", { headers: { cookie, "x-requested-with": "fetch" } });
  assert.equal(out.status, 204);
  const cleared = out.headers.get("set-cookie") ?? "";
  assert.match(cleared, /^rl_refresh=; Path=\/api\/auth\/session; Max-Age=0/);
  assert.match(cleared, /HttpOnly; SameSite=Strict/);
  assert.equal((await s.request("POST", "/api/auth/session/refresh", { headers: { cookie, ...JSON_HEADERS } })).status, 401);
  // Signing out again (or without a cookie) is harmless.
  assert.equal((await s.request("DELETE", "/api/auth/session", { headers: { cookie, ...JSON_HEADERS } })).status, 204);
  assert.equal((await s.request("DELETE", "/api/auth/session", { headers: JSON_HEADERS })).status, 204);
});

test("a disabled user's refresh cookie is refused", async () => {
  const user = await s.request("POST", "/api/auth/register", { body: { email: "cook@example.test", password: PASSWORD } });
  assert.equal(user.status, 201);
  const signIn = await s.request("POST", "/api/auth/session", { body: { email: "cook@example.test", password: PASSWORD } });
  const cookie = cookieOf(signIn) ?? "";
  s.deps.db.sqlite.prepare("UPDATE users SET disabled = 1 WHERE email = ?").run("cook@example.test");
  assert.equal((await s.request("POST", "/api/auth/session/refresh", { headers: { cookie, ...JSON_HEADERS } })).status, 401);
});

test("the refresh cookie is Secure when PUBLIC_URL is https", async () => {
  const tls = await startTestServer({ env: { REGISTRATION_OPEN: "true", PUBLIC_URL: "https://recipes.example.test" } });
  try {
    const r = await tls.request("POST", "/api/auth/setup", { body: { email: "admin@example.test", password: PASSWORD } });
    assert.equal(r.status, 201);
    assert.match(r.headers.get("set-cookie") ?? "", /; HttpOnly; SameSite=Strict; Secure$/);
    const out = await tls.request("DELETE", "/api/auth/session", { headers: { cookie: cookieOf(r) ?? "", ...JSON_HEADERS } });
    assert.match(out.headers.get("set-cookie") ?? "", /; Secure$/);
  } finally {
    await tls.close();
  }
});

test("password sign-in and setup are rate limited per IP like the legacy login (429 with Retry-After)", async () => {
  const limited = await startTestServer({ env: { REGISTRATION_OPEN: "true", AUTH_RATE_LIMIT_PER_MINUTE: "3" } });
  try {
    const statuses: number[] = [];
    let last: TestResponse | undefined;
    for (let i = 0; i < 5; i++) {
      last = await limited.request("POST", "/api/auth/session", { body: { email: "x@example.test", password: "wrong password" } });
      statuses.push(last.status);
    }
    assert.deepEqual(statuses.slice(0, 3), [401, 401, 401]);
    assert.equal(statuses[4], 429);
    assert.ok(Number(last?.headers.get("retry-after")) >= 1);
    assert.equal((await limited.request("POST", "/api/auth/setup", { body: { email: "a@example.test", password: PASSWORD } })).status, 429);
  } finally {
    await limited.close();
  }
});

test("/openapi.json and /docs document the web session endpoints", async () => {
  const doc = (await s.request("GET", "/openapi.json")).body;
  assert.deepEqual(Object.keys(doc.paths["/api/auth/setup"]).sort(), ["get", "post"]);
  assert.deepEqual(Object.keys(doc.paths["/api/auth/session"]).sort(), ["delete", "post"]);
  assert.ok(doc.paths["/api/auth/session/refresh"].post);
  assert.ok(doc.paths["/api/auth/session/oidc"].post);
  assert.ok(doc.paths["/api/auth/session"].post.responses["200"].headers["Set-Cookie"]);
  assert.ok(doc.paths["/shared/{token}"].get.responses["200"].content["text/html"]);
  const docs = await s.request("GET", "/docs");
  assert.equal(docs.status, 200);
  assert.ok(docs.text.includes("/api/auth/session/refresh"));
});
