/**
 * Audit (security.md class 5, "an alternate authentication path skips throttling"): login throttles password
 * guesses per account, but PATCH and DELETE /api/users/me also check a password (current_password). Those checks
 * must spend from the same per-account budget, or a stolen short-lived access token (or an unlocked family tablet)
 * becomes an unthrottled password oracle that ends in a password change: a permanent account takeover.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { startTestServer, type TestServer } from "../helpers/server";

const PASSWORD = "correct horse battery";

async function registered(s: TestServer, email: string): Promise<string> {
  const res = await s.request("POST", "/api/auth/register", { body: { email, password: PASSWORD } });
  assert.equal(res.status, 201, res.text);
  return res.body.token as string;
}

test("password guesses through PATCH /api/users/me are throttled per account like login (429 with Retry-After)", async () => {
  const s = await startTestServer({ env: { AUTH_RATE_LIMIT_PER_MINUTE: "10", REGISTRATION_OPEN: "true" } });
  try {
    const token = await registered(s, "victim@example.test");
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 12; i++) {
      const res = await s.request("PATCH", "/api/users/me", { token, body: { password: `attacker-${i}-pass`, current_password: `guess-${i}-wrong` } });
      statuses.push(res.status);
      if (res.status === 429) {
        retryAfter = res.headers.get("retry-after");
        assert.deepEqual(Object.keys(res.body), ["error"]);
      }
    }
    assert.ok(
      statuses.every((st) => st === 403 || st === 429),
      statuses.join(","),
    );
    assert.ok(statuses.includes(429), `12 wrong current_password guesses in a row were never throttled: ${statuses.join(",")}`);
    assert.ok(retryAfter !== null && Number(retryAfter) >= 1);
    // The password never changed, and the budget is the account's: login for it is throttled too.
    const login = await s.request("POST", "/api/auth/login", { body: { email: "victim@example.test", password: PASSWORD } });
    assert.equal(login.status, 429);
  } finally {
    await s.close();
  }
});

test("password guesses through DELETE /api/users/me are throttled too, and the account survives", async () => {
  const s = await startTestServer({ env: { AUTH_RATE_LIMIT_PER_MINUTE: "10", REGISTRATION_OPEN: "true" } });
  try {
    const token = await registered(s, "victim2@example.test");
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      statuses.push((await s.request("DELETE", "/api/users/me", { token, body: { current_password: `guess-${i}-wrong` } })).status);
    }
    assert.ok(statuses.includes(429), statuses.join(","));
    assert.ok(
      statuses.every((st) => st === 403 || st === 429),
      statuses.join(","),
    );
    assert.equal((await s.request("GET", "/api/users/me", { token })).status, 200);
  } finally {
    await s.close();
  }
});

test("a right current_password within the budget still works, and display-name changes need no password budget", async () => {
  const s = await startTestServer({ env: { AUTH_RATE_LIMIT_PER_MINUTE: "10", REGISTRATION_OPEN: "true" } });
  try {
    const token = await registered(s, "owner@example.test");
    for (let i = 0; i < 20; i++) assert.equal((await s.request("PATCH", "/api/users/me", { token, body: { display_name: `Name ${i}` } })).status, 200);
    const ok = await s.request("PATCH", "/api/users/me", { token, body: { password: "a brand new secret", current_password: PASSWORD } });
    assert.equal(ok.status, 200, ok.text);
    assert.equal((await s.request("POST", "/api/auth/login", { body: { email: "owner@example.test", password: "a brand new secret" } })).status, 200);
  } finally {
    await s.close();
  }
});
