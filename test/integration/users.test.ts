import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { startTestServer, type TestServer } from "../helpers/server";

let s: TestServer;
before(async () => {
  // One test registers through the legacy endpoint next to other accounts: an instance with open registration.
  s = await startTestServer({ env: { REGISTRATION_OPEN: "true" } });
});
after(() => s.close());

test("GET /api/users/me answers the token's user with status 200", async () => {
  const u = await s.user();
  const r = await s.request("GET", "/api/users/me", { token: u.token });
  assert.equal(r.status, 200);
  assert.equal(r.body.id, u.id);
  assert.equal(r.body.email, u.email);
  assert.deepEqual(r.body.household_ids, []);
  assert.equal(r.body.password_hash, undefined);
});

test("PATCH /api/users/me changes the display name with status 200 and rejects read-only fields with 400", async () => {
  const u = await s.user();
  const r = await s.request("PATCH", "/api/users/me", { token: u.token, body: { display_name: "Grandma" } });
  assert.equal(r.status, 200);
  assert.equal(r.body.display_name, "Grandma");
  const bad = await s.request("PATCH", "/api/users/me", { token: u.token, body: { is_admin: true } });
  assert.equal(bad.status, 400);
  assert.equal(bad.body.errors[0].path, "is_admin");
  const again = await s.request("GET", "/api/users/me", { token: u.token });
  assert.equal(again.body.is_admin, false, "mass assignment of is_admin is impossible");
});

test("PATCH /api/users/me password needs the current password (403 when wrong)", async () => {
  const reg = await s.request("POST", "/api/auth/register", { body: { email: "pw@example.test", password: "kitchen-pass-1" } });
  const wrong = await s.request("PATCH", "/api/users/me", { token: reg.body.token, body: { password: "kitchen-pass-2", current_password: "nope" } });
  assert.equal(wrong.status, 403);
  const ok = await s.request("PATCH", "/api/users/me", { token: reg.body.token, body: { password: "kitchen-pass-2", current_password: "kitchen-pass-1" } });
  assert.equal(ok.status, 200);
  const login = await s.request("POST", "/api/auth/login", { body: { email: "pw@example.test", password: "kitchen-pass-2" } });
  assert.equal(login.status, 200);
  const oldRefresh = await s.request("POST", "/api/auth/refresh", { body: { refresh_token: reg.body.refresh_token } });
  assert.equal(oldRefresh.status, 401, "a password change signs out other sessions");
});

test("GET /api/users/me/export answers the user's document with status 200", async () => {
  const u = await s.user();
  const r = await s.request("GET", "/api/users/me/export", { token: u.token });
  assert.equal(r.status, 200);
  assert.equal(r.body.format, "recipe-library-export");
  assert.equal(r.body.user.id, u.id);
  assert.match(r.headers.get("content-disposition") ?? "", /attachment/);
});

test("DELETE /api/users/me answers 204 and the token stops working", async () => {
  const u = await s.user();
  const r = await s.request("DELETE", "/api/users/me", { token: u.token });
  assert.equal(r.status, 204);
  const me = await s.request("GET", "/api/users/me", { token: u.token });
  assert.equal(me.status, 401);
  assert.deepEqual(me.body, { error: "Invalid or expired token" });
});

test("users routes answer 401 without a token", async () => {
  for (const [m, p] of [
    ["GET", "/api/users/me"],
    ["PATCH", "/api/users/me"],
    ["DELETE", "/api/users/me"],
    ["GET", "/api/users/me/export"],
  ]) {
    const r = await s.request(m, p);
    assert.equal(r.status, 401, `${m} ${p}`);
  }
});
