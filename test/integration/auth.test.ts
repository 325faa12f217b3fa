import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { generateKeyPair, SignJWT, exportJWK, importJWK } from "jose";
import fs from "node:fs";
import path from "node:path";
import { startTestServer, type TestServer } from "../helpers/server";

let s: TestServer;
before(async () => {
  // These tests register several accounts through the legacy endpoint: an instance with open registration.
  s = await startTestServer({ env: { REGISTRATION_OPEN: "true" } });
});
after(() => s.close());

const ISS = "http://localhost:8080";
const AUD = "recipe-library";

async function serverKey() {
  const jwk = JSON.parse(fs.readFileSync(path.join(s.dataDir, "keys", "signing-key.json"), "utf8"));
  return importJWK(jwk, "EdDSA");
}

test("register makes the first user administrator and answers 201 with tokens", async () => {
  const r = await s.request("POST", "/api/auth/register", { body: { email: "first@example.test", password: "correct horse" } });
  assert.equal(r.status, 201);
  assert.equal(r.body.user.is_admin, true);
  assert.equal(typeof r.body.token, "string");
  assert.equal(typeof r.body.refresh_token, "string");
  const me = await s.request("GET", "/api/users/me", { token: r.body.token });
  assert.equal(me.status, 200);
  assert.equal(me.body.email, "first@example.test");
  const second = await s.request("POST", "/api/auth/register", { body: { email: "second@example.test", password: "correct horse" } });
  assert.equal(second.body.user.is_admin, false);
});

test("register answers 201 for the first user and 403 for anyone after when registration is closed by default", async () => {
  const t = await startTestServer();
  try {
    assert.equal(t.config.auth.registrationOpen, false);
    const first = await t.request("POST", "/api/auth/register", { body: { email: "owner@example.test", password: "correct horse" } });
    assert.equal(first.status, 201, first.text);
    assert.equal(first.body.user.is_admin, true);
    const second = await t.request("POST", "/api/auth/register", { body: { email: "stranger@example.test", password: "correct horse" } });
    assert.equal(second.status, 403);
    assert.deepEqual(second.body, { error: "Registration is closed on this instance" });
    // The administrator can still create accounts.
    const made = await t.request("POST", "/api/admin/users", { token: first.body.token, body: { email: "family@example.test", password: "correct horse" } });
    assert.equal(made.status, 201, made.text);
    assert.equal(made.body.is_admin, false);
  } finally {
    await t.close();
  }
});

test("register answers 409 for a duplicate email (any case)", async () => {
  await s.request("POST", "/api/auth/register", { body: { email: "dup@example.test", password: "kitchen-pass-1" } });
  const r = await s.request("POST", "/api/auth/register", { body: { email: "DUP@example.test", password: "kitchen-pass-1" } });
  assert.equal(r.status, 409);
});

test("login answers the same 401 for an unknown email and a wrong password", async () => {
  await s.request("POST", "/api/auth/register", { body: { email: "login@example.test", password: "kitchen-pass-1" } });
  const wrong = await s.request("POST", "/api/auth/login", { body: { email: "login@example.test", password: "kitchen-pass-2" } });
  const unknown = await s.request("POST", "/api/auth/login", { body: { email: "nobody@example.test", password: "kitchen-pass-2" } });
  assert.equal(wrong.status, 401);
  assert.equal(unknown.status, 401);
  assert.deepEqual(wrong.body, unknown.body);
  const ok = await s.request("POST", "/api/auth/login", { body: { email: "login@example.test", password: "kitchen-pass-1" } });
  assert.equal(ok.status, 200);
});

test("refresh rotates; reusing a rotated token revokes the whole family", async () => {
  const reg = await s.request("POST", "/api/auth/register", { body: { email: "rot@example.test", password: "kitchen-pass-1" } });
  const r1 = await s.request("POST", "/api/auth/refresh", { body: { refresh_token: reg.body.refresh_token } });
  assert.equal(r1.status, 200);
  assert.notEqual(r1.body.refresh_token, reg.body.refresh_token);
  const reuse = await s.request("POST", "/api/auth/refresh", { body: { refresh_token: reg.body.refresh_token } });
  assert.equal(reuse.status, 401);
  const afterReuse = await s.request("POST", "/api/auth/refresh", { body: { refresh_token: r1.body.refresh_token } });
  assert.equal(afterReuse.status, 401, "the family is revoked after reuse");
});

test("logout revokes the refresh token with status 204", async () => {
  const reg = await s.request("POST", "/api/auth/register", { body: { email: "out@example.test", password: "kitchen-pass-1" } });
  const out = await s.request("POST", "/api/auth/logout", { body: { refresh_token: reg.body.refresh_token } });
  assert.equal(out.status, 204);
  const r = await s.request("POST", "/api/auth/refresh", { body: { refresh_token: reg.body.refresh_token } });
  assert.equal(r.status, 401);
});

test("missing header answers 401 Access token required", async () => {
  const r = await s.request("GET", "/api/users/me");
  assert.equal(r.status, 401);
  assert.deepEqual(r.body, { error: "Access token required" });
});

test("every forged or broken token answers 401 Invalid or expired token", async () => {
  const u = await s.user();
  const key = await serverKey();
  const now = Math.floor(Date.now() / 1000);
  const good = (o: { iss?: string; aud?: string; sub?: string; exp?: number | null; iat?: number; nbf?: number; typ?: string } = {}) => {
    let j = new SignJWT({})
      .setProtectedHeader({ alg: "EdDSA", typ: o.typ ?? "at+jwt" })
      .setIssuer(o.iss ?? ISS)
      .setAudience(o.aud ?? AUD)
      .setSubject(o.sub ?? u.id)
      .setIssuedAt(o.iat ?? now);
    if (o.exp !== null) j = j.setExpirationTime(o.exp ?? now + 600);
    if (o.nbf) j = j.setNotBefore(o.nbf);
    return j.sign(key);
  };
  const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString("base64url");
  const other = await generateKeyPair("EdDSA", { crv: "Ed25519" });
  const pubJwk = await exportJWK((await generateKeyPair("EdDSA", { crv: "Ed25519", extractable: true })).publicKey);
  const hsKey = new TextEncoder().encode(JSON.stringify(pubJwk).padEnd(64, "x"));
  const cases: Record<string, string> = {
    "alg none": `${b64({ alg: "none", typ: "at+jwt" })}.${b64({ sub: u.id, iss: ISS, aud: AUD, exp: now + 600, iat: now })}.`,
    HS256: await new SignJWT({})
      .setProtectedHeader({ alg: "HS256", typ: "at+jwt" })
      .setSubject(u.id)
      .setIssuer(ISS)
      .setAudience(AUD)
      .setIssuedAt()
      .setExpirationTime("10m")
      .sign(hsKey),
    "another key": await new SignJWT({})
      .setProtectedHeader({ alg: "EdDSA", typ: "at+jwt" })
      .setSubject(u.id)
      .setIssuer(ISS)
      .setAudience(AUD)
      .setIssuedAt()
      .setExpirationTime("10m")
      .sign(other.privateKey),
    "no exp": await good({ exp: null }),
    expired: await good({ exp: now - 3600, iat: now - 7200 }),
    "future nbf": await good({ nbf: now + 3600 }),
    "wrong iss": await good({ iss: "https://evil.example" }),
    "wrong aud": await good({ aud: "someone-else" }),
    "wrong typ": await good({ typ: "refresh+jwt" }),
    "unknown sub": await good({ sub: "00000000-0000-4000-8000-000000000000" }),
    malformed: "abc.def",
    garbage: "!!!.###.$$$",
    oversized: `${"a".repeat(9000)}.${"b".repeat(10)}.${"c".repeat(10)}`,
    "five-segment JWE": `${b64({ alg: "dir", enc: "A256GCM", zip: "DEF" })}..${"a".repeat(16)}.${"b".repeat(32)}.${"c".repeat(22)}`,
  };
  for (const [name, tok] of Object.entries(cases)) {
    const r = await s.request("GET", "/api/users/me", { token: tok });
    assert.equal(r.status, 401, name);
    assert.deepEqual(r.body, { error: "Invalid or expired token" }, name);
  }
  const r = await s.request("GET", "/api/users/me", { headers: { authorization: "Basic dXNlcjpwYXNz" } });
  assert.deepEqual(r.body, { error: "Invalid or expired token" });
  const sanity = await s.request("GET", "/api/users/me", { token: await good() });
  assert.equal(sanity.status, 200, "a correctly signed token passes");
});

test("JWKS publishes the public key only", async () => {
  const r = await s.request("GET", "/.well-known/jwks.json");
  assert.equal(r.status, 200);
  assert.equal(r.body.keys.length, 1);
  assert.equal(r.body.keys[0].kty, "OKP");
  assert.equal(r.body.keys[0].d, undefined);
  const mode = fs.statSync(path.join(s.dataDir, "keys", "signing-key.json")).mode & 0o777;
  assert.equal(mode, 0o600);
});

test("login is rate limited with status 429 and Retry-After", async () => {
  const t = await startTestServer({ env: { AUTH_RATE_LIMIT_PER_MINUTE: "4" } });
  try {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const r = await t.request("POST", "/api/auth/login", { body: { email: "x@example.test", password: "whatever1" } });
      statuses.push(r.status);
      if (r.status === 429) assert.ok(Number(r.headers.get("retry-after")) >= 1);
    }
    assert.ok(statuses.includes(429), statuses.join(","));
  } finally {
    await t.close();
  }
});

test("login attempts for one account are throttled even when they come from many addresses", async () => {
  const t = await startTestServer({ env: { AUTH_RATE_LIMIT_PER_MINUTE: "4", TRUST_PROXY: "true" } });
  try {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const r = await t.request("POST", "/api/auth/login", {
        body: { email: "target@example.test", password: "guess" + i },
        headers: { "x-forwarded-for": `198.51.100.${i}` },
      });
      statuses.push(r.status);
    }
    assert.ok(statuses.includes(429), statuses.join(","));
  } finally {
    await t.close();
  }
});
