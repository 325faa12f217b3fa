import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { startTestServer, type TestServer } from "../helpers/server";

let s: TestServer;
let admin: { id: string; token: string };
let user: { id: string; token: string };
before(async () => {
  s = await startTestServer();
  admin = await s.user({ admin: true });
  user = await s.user();
});
after(() => s.close());

test("admin routes answer 401 without a token and 403 for a non-administrator", async () => {
  for (const [m, p] of [
    ["GET", "/api/admin/users"],
    ["GET", "/api/admin/stats"],
    ["POST", "/api/admin/backup"],
  ] as const) {
    assert.equal((await s.request(m, p)).status, 401, p);
    assert.equal((await s.request(m, p, { token: user.token })).status, 403, p);
  }
});

test("GET /api/admin/users lists users with status 200", async () => {
  const r = await s.request("GET", "/api/admin/users", { token: admin.token });
  assert.equal(r.status, 200);
  assert.ok(r.body.users.some((u: { id: string; is_admin: boolean }) => u.id === admin.id && u.is_admin));
  assert.ok(r.body.users.every((u: Record<string, unknown>) => !("password_hash" in u)));
});

test("GET /api/admin/users answers with status 200 and each user's own recipe count, oldest user first", async () => {
  const cook = await s.user();
  for (const title of ["Soup", "Bread"]) assert.equal((await s.request("POST", "/api/recipes", { token: cook.token, body: { title } })).status, 201);
  const r = await s.request("GET", "/api/admin/users", { token: admin.token });
  assert.equal(r.status, 200);
  const counts = new Map(r.body.users.map((u: { id: string; recipe_count: number }) => [u.id, u.recipe_count]));
  assert.equal(counts.get(cook.id), 2);
  assert.equal(counts.get(user.id), 0);
  const created = r.body.users.map((u: { created_at: string }) => u.created_at);
  assert.deepEqual(created, [...created].sort());
});

test("POST /api/admin/users creates a user with status 201 and 400 on bad input", async () => {
  const r = await s.request("POST", "/api/admin/users", {
    token: admin.token,
    body: { email: "kid@example.test", password: "kitchen-pass-1", display_name: "Kid" },
  });
  assert.equal(r.status, 201);
  assert.equal(r.body.is_admin, false);
  const bad = await s.request("POST", "/api/admin/users", { token: admin.token, body: { email: "nope", password: "x" } });
  assert.equal(bad.status, 400);
  const login = await s.request("POST", "/api/auth/login", { body: { email: "kid@example.test", password: "kitchen-pass-1" } });
  assert.equal(login.status, 200);
});

test("PATCH /api/admin/users/{id} disables a user (their token stops working) and answers 404 for an unknown id", async () => {
  const victim = await s.user();
  const r = await s.request("PATCH", `/api/admin/users/${victim.id}`, { token: admin.token, body: { disabled: true } });
  assert.equal(r.status, 200);
  assert.equal(r.body.disabled, true);
  assert.equal((await s.request("GET", "/api/users/me", { token: victim.token })).status, 401);
  assert.equal((await s.request("PATCH", "/api/admin/users/nobody", { token: admin.token, body: { disabled: true } })).status, 404);
});

test("the last enabled administrator cannot be demoted (409)", async () => {
  const t = await startTestServer();
  try {
    const only = await t.user({ admin: true });
    const r = await t.request("PATCH", `/api/admin/users/${only.id}`, { token: only.token, body: { is_admin: false } });
    assert.equal(r.status, 409);
  } finally {
    await t.close();
  }
});

test("POST /api/admin/backup writes a consistent copy with status 201; stats answer 200", async () => {
  const r = await s.request("POST", "/api/admin/backup", { token: admin.token });
  assert.equal(r.status, 201);
  const file = path.join(s.dataDir, r.body.file);
  assert.ok(fs.statSync(file).size > 0);
  assert.ok(!r.body.file.startsWith("/"), "no absolute server paths in responses");
  const { default: Database } = await import("better-sqlite3");
  const { restoreBackupArchive } = await import("../../src/backup/archive");
  const dir = path.join(fs.mkdtempSync(path.join((await import("node:os")).tmpdir(), "rl-admin-")), "data");
  await restoreBackupArchive(file, dir);
  const copy = new Database(path.join(dir, "library.db"), { readonly: true });
  assert.equal(copy.pragma("integrity_check", { simple: true }), "ok");
  assert.ok((copy.prepare("SELECT COUNT(*) AS n FROM users").get() as { n: number }).n >= 2, "the backup holds the data");
  copy.close();
  const st = await s.request("GET", "/api/admin/stats", { token: admin.token });
  assert.equal(st.status, 200);
  assert.ok(st.body.users >= 2);
  assert.equal(typeof st.body.database_bytes, "number");
});
