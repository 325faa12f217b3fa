// The administrator's registration switch: a setting kept in the database (migration 0024) that starts out as
// REGISTRATION_OPEN says and, once an administrator sets it, decides registration whatever the environment says.
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startTestServer, type TestServer } from "../helpers/server";

type U = { id: string; email: string; token: string };
let s: TestServer;
let admin: U;
let user: U;
const PASSWORD = "plum tart in June";

before(async () => {
  s = await startTestServer();
  admin = await s.user({ admin: true });
  user = await s.user();
});
after(() => s.close());

const register = (email: string) => s.request("POST", "/api/auth/register", { body: { email, password: PASSWORD } });
const setRegistration = (value: boolean | null, token = admin.token, headers: Record<string, string> = {}) =>
  s.request("PATCH", "/api/admin/settings", { token, body: { registration_open: value }, headers });

test("admin settings answer 401 without a token and 403 with status 403 for a non-administrator", async () => {
  for (const [m, body] of [
    ["GET", undefined],
    ["PATCH", { registration_open: true }],
  ] as const) {
    assert.equal((await s.request(m, "/api/admin/settings", { body })).status, 401, m);
    const r = await s.request(m, "/api/admin/settings", { token: user.token, body });
    assert.equal(r.status, 403, m);
    assert.equal(typeof r.body.error, "string");
  }
  assert.equal((await s.request("GET", "/api/admin/settings", { token: admin.token })).body.registration_open, false, "a forbidden PATCH changed nothing");
});

test("GET /api/admin/settings answers 200 with the environment's default and an ETag before any change", async () => {
  const r = await s.request("GET", "/api/admin/settings", { token: admin.token });
  assert.equal(r.status, 200, r.text);
  assert.equal(r.body.registration_open, false);
  assert.equal(r.body.registration_open_source, "environment");
  assert.equal(r.body.registration_open_environment, false);
  assert.equal(r.body.updated_by, null);
  assert.match(r.headers.get("etag") ?? "", /^W\/"/);
});

test("opening registration with status 200 lets a stranger register; closing it answers 403 again", async () => {
  assert.equal((await register("early@example.test")).status, 403, "closed by the environment's default");
  const opened = await setRegistration(true);
  assert.equal(opened.status, 200, opened.text);
  assert.equal(opened.body.registration_open, true);
  assert.equal(opened.body.registration_open_source, "administrator");
  assert.equal(opened.body.updated_by, admin.id);
  assert.equal((await s.request("GET", "/api/auth/setup")).body.registration_open, true);
  assert.equal((await register("walk-in@example.test")).status, 201);
  const session = await s.request("POST", "/api/auth/session", { body: { email: "walk-in@example.test", password: PASSWORD } });
  assert.equal(session.status, 200, "the registered account signs in");

  const closed = await setRegistration(false);
  assert.equal(closed.status, 200, closed.text);
  assert.equal(closed.body.registration_open, false);
  assert.equal((await s.request("GET", "/api/auth/setup")).body.registration_open, false);
  const refused = await register("late@example.test");
  assert.equal(refused.status, 403);
  assert.deepEqual(refused.body, { error: "Registration is closed on this instance" });
});

test("the web app's POST /api/auth/session/register answers 201 with a cookie session when open and 403 when closed", async () => {
  assert.equal((await setRegistration(true)).status, 200);
  const made = await s.request("POST", "/api/auth/session/register", { body: { email: "web-walk-in@example.test", password: PASSWORD, display_name: "Walk" } });
  assert.equal(made.status, 201, made.text);
  assert.equal(made.body.user.email, "web-walk-in@example.test");
  assert.equal(made.body.user.is_admin, false);
  assert.equal(typeof made.body.access_token, "string");
  assert.equal("refresh_token" in made.body, false, "the refresh token travels in the cookie only");
  assert.match(made.headers.get("set-cookie") ?? "", /^rl_refresh=[^;]+;.*HttpOnly/i);
  assert.equal((await s.request("GET", "/api/users/me", { token: made.body.access_token })).status, 200);
  assert.equal((await s.request("POST", "/api/auth/session/register", { body: { email: "WEB-walk-in@example.test", password: PASSWORD } })).status, 409);

  assert.equal((await setRegistration(false)).status, 200);
  const refused = await s.request("POST", "/api/auth/session/register", { body: { email: "web-late@example.test", password: PASSWORD } });
  assert.equal(refused.status, 403);
  assert.equal(refused.headers.get("set-cookie"), null);
  const count = s.deps.db.sqlite.prepare("SELECT COUNT(*) AS n FROM users WHERE email = ?").get("web-late@example.test") as { n: number };
  assert.equal(count.n, 0, "nothing is created");
});

test("an invite still creates an account with status 201 while the administrator has closed registration", async () => {
  assert.equal((await setRegistration(false)).status, 200);
  const h = await s.request("POST", "/api/households", { token: user.token, body: { name: "The Pikes" } });
  assert.equal(h.status, 201, h.text);
  const inv = await s.request("POST", `/api/households/${h.body.id}/invites`, { token: user.token, body: {} });
  assert.equal(inv.status, 201, inv.text);
  const joined = await s.request("POST", `/api/household-invites/${inv.body.token}/register`, { body: { email: "invitee@example.test", password: PASSWORD } });
  assert.equal(joined.status, 201, joined.text);
  const made = await s.request("POST", "/api/admin/users", { token: admin.token, body: { email: "made@example.test", password: PASSWORD } });
  assert.equal(made.status, 201, "the administrator still creates accounts");
});

test("PATCH /api/admin/settings answers 412 for a stale If-Match and 400 for an unknown field or a non-boolean", async () => {
  const first = await s.request("GET", "/api/admin/settings", { token: admin.token });
  const etag = first.headers.get("etag") ?? "";
  const changed = await setRegistration(true, admin.token, { "if-match": etag });
  assert.equal(changed.status, 200, changed.text);
  assert.notEqual(changed.headers.get("etag"), etag);
  const stale = await setRegistration(false, admin.token, { "if-match": etag });
  assert.equal(stale.status, 412);
  assert.equal((await s.request("GET", "/api/admin/settings", { token: admin.token })).body.registration_open, true, "a 412 changes nothing");
  const unknown = await s.request("PATCH", "/api/admin/settings", { token: admin.token, body: { registration_open: false, open: true } });
  assert.equal(unknown.status, 400);
  assert.equal(unknown.body.errors[0].type, "unknown_field");
  const wrong = await s.request("PATCH", "/api/admin/settings", { token: admin.token, body: { registration_open: "yes" } });
  assert.equal(wrong.status, 400);
  assert.equal(wrong.body.errors[0].path, "registration_open");
});

test("null hands registration back to REGISTRATION_OPEN with status 200", async () => {
  const r = await setRegistration(null);
  assert.equal(r.status, 200, r.text);
  assert.equal(r.body.registration_open_source, "environment");
  assert.equal(r.body.registration_open, false);
  assert.equal((await register("after-reset@example.test")).status, 403);
});

test("the administrator's choice survives a restart and wins over REGISTRATION_OPEN=true", async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "rl-settings-"));
  try {
    const a = await startTestServer({ dataDir, env: { REGISTRATION_OPEN: "true" } });
    const boss = await a.user({ admin: true });
    assert.equal((await a.request("GET", "/api/auth/setup")).body.registration_open, true, "the environment's default");
    assert.equal((await a.request("PATCH", "/api/admin/settings", { token: boss.token, body: { registration_open: false } })).status, 200);
    await a.close();
    const b = await startTestServer({ dataDir, env: { REGISTRATION_OPEN: "true" } });
    try {
      assert.equal((await b.request("GET", "/api/auth/setup")).body.registration_open, false);
      assert.equal((await b.request("POST", "/api/auth/register", { body: { email: "x@example.test", password: PASSWORD } })).status, 403);
    } finally {
      await b.close();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
