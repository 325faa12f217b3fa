import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { startTestServer, type TestServer, type TestResponse } from "../helpers/server";
import { startFakeOidcProvider, type FakeOidcProvider } from "../helpers/fake-oidc";

const REDIRECT = "http://localhost:8080/auth/callback";
const PASSWORD = "Kitchen-Table-Sourdough-2026!";

const cookieOf = (r: TestResponse): string => /(rl_refresh=[^;]*)/.exec(r.headers.get("set-cookie") ?? "")?.[1] ?? "";

let idp: FakeOidcProvider;
let s: TestServer;
before(async () => {
  idp = await startFakeOidcProvider();
  s = await startTestServer({ env: { REGISTRATION_OPEN: "true", OIDC_ISSUER: idp.issuer, OIDC_CLIENT_ID: idp.clientId } });
});
after(async () => {
  await s.close();
  await idp.close();
});

const signInWith = (code: string, verifier: string, extra: Record<string, string> = {}) =>
  s.request("POST", "/api/auth/session/oidc", { body: { code, code_verifier: verifier, redirect_uri: REDIRECT, ...extra } });

test("GET /api/auth/setup advertises the provider's authorization endpoint, the client id and the scope", async () => {
  const r = await s.request("GET", "/api/auth/setup");
  assert.equal(r.status, 200);
  assert.deepEqual(r.body.oidc, { authorization_endpoint: `${idp.issuer}/authorize`, client_id: "recipe-web", scope: "openid email profile" });
  assert.equal(r.body.needs_setup, true);
});

test("a code with its PKCE verifier signs in: the user is created by sub, the first one as administrator, with our own session", async () => {
  const { code, verifier } = idp.issueCode({ sub: "alice-sub-1", email: "alice@example.test", email_verified: true, name: "Alice", nonce: "n-1" }, REDIRECT);
  const r = await signInWith(code, verifier, { nonce: "n-1" });
  assert.equal(r.status, 200, r.text);
  assert.equal(r.body.user.id, "alice-sub-1");
  assert.equal(r.body.user.email, "alice@example.test");
  assert.equal(r.body.user.display_name, "Alice");
  assert.equal(r.body.user.is_admin, true);
  assert.match(r.headers.get("set-cookie") ?? "", /HttpOnly; SameSite=Strict/);
  const sent = idp.tokenRequests.at(-1);
  assert.equal(sent?.code_verifier, verifier);
  assert.equal(sent?.redirect_uri, REDIRECT);
  // The appliance's own access token is accepted although an external provider is configured.
  const me = await s.request("GET", "/api/users/me", { token: r.body.access_token });
  assert.equal(me.status, 200, me.text);
  assert.equal(me.body.id, "alice-sub-1");
  const refreshed = await s.request("POST", "/api/auth/session/refresh", { headers: { cookie: cookieOf(r), "x-requested-with": "fetch" } });
  assert.equal(refreshed.status, 200);
  assert.equal(refreshed.body.user.id, "alice-sub-1");
  // Signing in again finds the same user.
  const again = idp.issueCode({ sub: "alice-sub-1", email: "alice@example.test", email_verified: true }, REDIRECT);
  const second = await signInWith(again.code, again.verifier);
  assert.equal(second.status, 200);
  assert.equal(second.body.user.id, "alice-sub-1");
});

test("the existing OIDC bearer mode keeps working next to the web sign-in", async () => {
  const token = await idp.accessToken("bob-sub-2", "bob@example.test");
  const me = await s.request("GET", "/api/users/me", { token });
  assert.equal(me.status, 200, me.text);
  assert.equal(me.body.id, "bob-sub-2");
  assert.equal(me.body.is_admin, false);
  // The web sign-in of the same sub is the same user.
  const { code, verifier } = idp.issueCode({ sub: "bob-sub-2", email: "bob@example.test" }, REDIRECT);
  const web = await signInWith(code, verifier);
  assert.equal(web.status, 200);
  assert.equal(web.body.user.id, "bob-sub-2");
});

test("a wrong PKCE verifier is refused by the provider and answers 401", async () => {
  const { code } = idp.issueCode({ sub: "carol" }, REDIRECT);
  const r = await signInWith(code, "x".repeat(43));
  assert.equal(r.status, 401);
  assert.equal(cookieOf(r), "");
});

test("a code cannot be used twice", async () => {
  const { code, verifier } = idp.issueCode({ sub: "dave" }, REDIRECT);
  assert.equal((await signInWith(code, verifier)).status, 200);
  assert.equal((await signInWith(code, verifier)).status, 401);
});

test("a redirect_uri other than the registered one answers 400 before anything is sent to the provider", async () => {
  const { code, verifier } = idp.issueCode({ sub: "erin" }, "https://evil.example/cb");
  const before = idp.tokenRequests.length;
  const r = await s.request("POST", "/api/auth/session/oidc", { body: { code, code_verifier: verifier, redirect_uri: "https://evil.example/cb" } });
  assert.equal(r.status, 400);
  assert.equal(idp.tokenRequests.length, before);
});

test("id tokens for another audience, expired, signed by an unknown key or with the wrong nonce answer 401", async () => {
  const cases = [
    { claims: { sub: "frank", aud: "another-client" }, nonce: undefined },
    { claims: { sub: "frank", expiresIn: -600 }, nonce: undefined },
    { claims: { sub: "frank", foreignKey: true }, nonce: undefined },
    { claims: { sub: "frank", nonce: "expected" }, nonce: "other" },
    { claims: { sub: "frank", nonce: "sent-by-provider" }, nonce: undefined },
  ];
  for (const c of cases) {
    const { code, verifier } = idp.issueCode(c.claims, REDIRECT);
    const r = await signInWith(code, verifier, c.nonce ? { nonce: c.nonce } : {});
    assert.equal(r.status, 401, JSON.stringify(c));
  }
  assert.equal((s.deps.db.sqlite.prepare("SELECT COUNT(*) AS n FROM users WHERE id = 'frank'").get() as { n: number }).n, 0);
});

test("an existing account with the same email is signed into only when the provider verified the email", async () => {
  const created = await s.request("POST", "/api/auth/register", { body: { email: "grace@example.test", password: PASSWORD } });
  assert.equal(created.status, 201);
  const unverified = idp.issueCode({ sub: "grace-sub", email: "grace@example.test", email_verified: false }, REDIRECT);
  assert.equal((await signInWith(unverified.code, unverified.verifier)).status, 401);
  const verified = idp.issueCode({ sub: "grace-sub", email: "grace@example.test", email_verified: true }, REDIRECT);
  const r = await signInWith(verified.code, verified.verifier);
  assert.equal(r.status, 200);
  assert.equal(r.body.user.id, created.body.user.id);
});

test("a disabled user cannot sign in through the provider", async () => {
  const first = idp.issueCode({ sub: "heidi" }, REDIRECT);
  assert.equal((await signInWith(first.code, first.verifier)).status, 200);
  s.deps.db.sqlite.prepare("UPDATE users SET disabled = 1 WHERE id = 'heidi'").run();
  const second = idp.issueCode({ sub: "heidi" }, REDIRECT);
  assert.equal((await signInWith(second.code, second.verifier)).status, 401);
});

test("a confidential client authenticates at the token endpoint with its secret", async () => {
  const secretIdp = await startFakeOidcProvider({ clientSecret: "s3cret:with/odd chars" });
  const server = await startTestServer({
    env: { REGISTRATION_OPEN: "true", OIDC_ISSUER: secretIdp.issuer, OIDC_CLIENT_ID: secretIdp.clientId, OIDC_CLIENT_SECRET: "s3cret:with/odd chars" },
  });
  try {
    const { code, verifier } = secretIdp.issueCode({ sub: "ivan" }, REDIRECT);
    const r = await server.request("POST", "/api/auth/session/oidc", { body: { code, code_verifier: verifier, redirect_uri: REDIRECT } });
    assert.equal(r.status, 200, r.text);
  } finally {
    await server.close();
    await secretIdp.close();
  }
});

test("without OIDC_CLIENT_ID nothing is advertised and the OIDC sign-in answers 400", async () => {
  const plain = await startTestServer({ env: { REGISTRATION_OPEN: "true" } });
  try {
    assert.equal((await plain.request("GET", "/api/auth/setup")).body.oidc, null);
    const r = await plain.request("POST", "/api/auth/session/oidc", { body: { code: "c", code_verifier: "v".repeat(43), redirect_uri: REDIRECT } });
    assert.equal(r.status, 400);
  } finally {
    await plain.close();
  }
});

test("an unreachable provider: no OIDC advertised, the sign-in answers 502", async () => {
  const gone = await startFakeOidcProvider();
  const issuer = gone.issuer;
  await gone.close();
  const server = await startTestServer({ env: { REGISTRATION_OPEN: "true", OIDC_ISSUER: issuer, OIDC_CLIENT_ID: "recipe-web" } });
  try {
    assert.equal((await server.request("GET", "/api/auth/setup")).body.oidc, null);
    const r = await server.request("POST", "/api/auth/session/oidc", { body: { code: "c", code_verifier: "v".repeat(43), redirect_uri: REDIRECT } });
    assert.equal(r.status, 502);
  } finally {
    await server.close();
  }
});

test("a provider answering an oversized token response is cut off (502), not read into memory", async () => {
  const noisy = await startFakeOidcProvider({ oversizedTokenAnswer: true });
  const server = await startTestServer({ env: { REGISTRATION_OPEN: "true", OIDC_ISSUER: noisy.issuer, OIDC_CLIENT_ID: noisy.clientId } });
  try {
    const { code, verifier } = noisy.issueCode({ sub: "judy" }, REDIRECT);
    const r = await server.request("POST", "/api/auth/session/oidc", { body: { code, code_verifier: verifier, redirect_uri: REDIRECT } });
    assert.equal(r.status, 502);
  } finally {
    await server.close();
    await noisy.close();
  }
});
