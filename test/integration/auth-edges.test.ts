// Authentication edges: ambiguous headers, tokens from the future, weak passwords, and login throttling that a
// stranger cannot turn into a lock-out of the account's owner.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import http from "node:http";
import { spawnSync } from "node:child_process";
import { SignJWT } from "jose";
import { startTestServer, type TestServer } from "../helpers/server";
import { loadOrCreateSigningKey } from "../../src/auth/tokens";

let s: TestServer;
before(async () => {
  s = await startTestServer({ env: { REGISTRATION_OPEN: "true" } });
});
after(() => s.close());

/** GET with the given raw header list (node:http sends an array value as repeated headers). */
function getWithHeaders(path: string, headers: Record<string, string | string[]>): Promise<{ status: number; body: { error?: string } }> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${s.url}${path}`, { method: "GET", headers }, (res) => {
      let data = "";
      res.on("data", (c) => (data += c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(data) as { error?: string } }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("authentication edges", () => {
  it("answers with status 400 when a request carries two Authorization headers", async () => {
    const a = await s.user();
    const b = await s.user();
    const res = await getWithHeaders("/api/users/me", { authorization: [`Bearer ${a.token}`, `Bearer ${b.token}`] });
    assert.equal(res.status, 400);
    assert.match(res.body.error ?? "", /one Authorization header/);
    assert.equal((await getWithHeaders("/api/users/me", { authorization: `Bearer ${a.token}` })).status, 200);
  });

  it("answers with status 401 when a token's iat is further in the future than the clock-skew allowance", async () => {
    const u = await s.user();
    const key = await loadOrCreateSigningKey(s.dataDir);
    const sign = (iat: number) =>
      new SignJWT({})
        .setProtectedHeader({ alg: "EdDSA", kid: key.kid, typ: "at+jwt" })
        .setSubject(u.id)
        .setIssuer(s.config.publicUrl)
        .setAudience("recipe-library")
        .setIssuedAt(iat)
        .setExpirationTime(iat + 7200)
        .sign(key.privateKey);
    const now = Math.floor(Date.now() / 1000);
    assert.equal((await s.request("GET", "/api/users/me", { token: await sign(now + 3600) })).status, 401);
    assert.equal((await s.request("GET", "/api/users/me", { token: await sign(now + 10) })).status, 200, "a few seconds of skew are allowed");
  });

  it("answers with status 400 naming password when a common or trivial password is chosen at registration, by an administrator, or on change", async () => {
    for (const password of ["12345678", "password", "aaaaaaaa", "abcdefgh", "qwertyuiop", "P@ssw0rd1", "12121212"]) {
      const r = await s.request("POST", "/api/auth/register", { body: { email: `weak-${password.length}-${Math.random()}@example.test`, password } });
      assert.equal(r.status, 400, `${password}: ${r.text}`);
      assert.equal(r.body.errors[0].path, "password");
      assert.equal(r.body.errors[0].value, undefined, "the password is never echoed");
    }
    const admin = await s.user({ admin: true });
    const byAdmin = await s.request("POST", "/api/admin/users", { token: admin.token, body: { email: "kid-weak@example.test", password: "iloveyou" } });
    assert.equal(byAdmin.status, 400);
    assert.equal(byAdmin.body.errors[0].path, "password");
    const reg = await s.request("POST", "/api/auth/register", { body: { email: "strong@example.test", password: "soup-on-a-snowy-sunday" } });
    assert.equal(reg.status, 201, reg.text);
    const change = await s.request("PATCH", "/api/users/me", {
      token: reg.body.token,
      body: { password: "sunshine2024", current_password: "soup-on-a-snowy-sunday" },
    });
    assert.equal(change.status, 400);
    assert.equal(change.body.errors[0].path, "password");
    const own = await s.request("POST", "/api/auth/register", { body: { email: "grandmother@example.test", password: "grandmother" } });
    assert.equal(own.status, 400, "the account's own email is no password");
  });

  it("refuses a weak password in the user create command with a plain message", () => {
    const r = spawnSync(process.execPath, ["--import", "tsx", "src/main.ts", "user", "create", "--email", "cli@example.test", "--password", "password123"], {
      env: { ...process.env, DATA_DIR: s.dataDir, LOG_LEVEL: "silent" },
      encoding: "utf8",
    });
    assert.notEqual(r.status, 0);
    assert.match(r.stderr + r.stdout, /most commonly used passwords/);
  });
});

describe("login throttling by account and source", () => {
  it("answers with status 200 to the owner's own device after a stranger's wrong logins from other addresses", async () => {
    const t = await startTestServer({ env: { REGISTRATION_OPEN: "true", AUTH_RATE_LIMIT_PER_MINUTE: "4", TRUST_PROXY: "true" } });
    try {
      const body = { email: "parent@example.test", password: "pancakes-every-saturday" };
      assert.equal((await t.request("POST", "/api/auth/register", { body })).status, 201);
      const home = { "x-forwarded-for": "192.0.2.10" };
      assert.equal((await t.request("POST", "/api/auth/login", { body, headers: home })).status, 200, "the owner signs in from home once");
      const strangers: number[] = [];
      for (let i = 0; i < 8; i++) {
        strangers.push(
          (await t.request("POST", "/api/auth/login", { body: { ...body, password: `guess-${i}-wrong` }, headers: { "x-forwarded-for": `198.51.100.${i}` } }))
            .status,
        );
      }
      assert.ok(strangers.includes(429), `guesses spread over addresses are still capped: ${strangers.join(",")}`);
      const owner = await t.request("POST", "/api/auth/login", { body, headers: home });
      assert.equal(owner.status, 200, "the owner's device keeps its own budget");
      const oneSource: number[] = [];
      for (let i = 0; i < 6; i++)
        oneSource.push(
          (await t.request("POST", "/api/auth/login", { body: { ...body, password: `x-${i}-wrong` }, headers: { "x-forwarded-for": "203.0.113.9" } })).status,
        );
      assert.ok(oneSource.includes(429), `one source guessing one account is slowed: ${oneSource.join(",")}`);
    } finally {
      await t.close();
    }
  });
});
