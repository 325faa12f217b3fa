// Personal API tokens: shown once, stored hashed, scoped, optionally expiring, revoked at once; and the `token` CLI.
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import path from "node:path";
import { execFile } from "node:child_process";
import { startTestServer, type TestServer } from "../helpers/server";
import { fakeClock } from "../../src/lib/clock";
import { hashSecret } from "../../src/lib/ids";

type U = { id: string; email: string; token: string };
const root = path.resolve(import.meta.dirname, "../..");
const clock = fakeClock(Date.now());
let s: TestServer;
let u: U;

before(async () => {
  s = await startTestServer({ clock });
  u = await s.user();
});
after(() => s.close());

async function create(body: Record<string, unknown>, token = u.token) {
  return s.request("POST", "/api/users/me/api-tokens", { token, body });
}
/** Run the CLI without blocking this process (the server under test lives in it). */
function cli(args: string[], env: NodeJS.ProcessEnv): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, ["--import", "tsx", path.join(root, "src/main.ts"), ...args], { cwd: root, env, encoding: "utf8" }, (err, stdout, stderr) => {
      resolve({ status: err ? (typeof err.code === "number" ? err.code : 1) : 0, stdout, stderr });
    });
  });
}
const row = (id: string) =>
  s.deps.db.sqlite.prepare("SELECT * FROM api_tokens WHERE id = ?").get(id) as { token_hash: string; last_used_at: string | null; expires_at: string | null };

test("creates a token with status 201 shown once and stored hashed, lists it without its secret, and authenticates with it", async () => {
  const r = await create({ name: "Home Assistant", scope: "read" });
  assert.equal(r.status, 201, r.text);
  assert.match(r.body.token, /^rl_pat_[A-Za-z0-9_-]{43}$/);
  assert.equal(r.body.token_prefix, r.body.token.slice(0, 11));
  assert.equal(r.body.expires_at, null);
  assert.equal(row(r.body.id).token_hash, hashSecret(r.body.token), "only the sha256 is stored");
  assert.ok(!JSON.stringify(s.deps.db.sqlite.prepare("SELECT * FROM api_tokens").all()).includes(r.body.token));
  const list = await s.request("GET", "/api/users/me/api-tokens", { token: u.token });
  assert.equal(list.status, 200);
  const listed = list.body.api_tokens.find((t: { id: string }) => t.id === r.body.id);
  assert.equal(listed.name, "Home Assistant");
  assert.equal(listed.token, undefined, "never returned again");
  assert.ok(!list.text.includes(r.body.token));
  const me = await s.request("GET", "/api/users/me", { token: r.body.token });
  assert.equal(me.status, 200, me.text);
  assert.equal(me.body.id, u.id);
  const other = await s.user();
  const theirs = await s.request("GET", "/api/users/me/api-tokens", { token: other.token });
  assert.ok(!theirs.body.api_tokens.some((t: { id: string }) => t.id === r.body.id), "another user's list does not show it");
  assert.equal((await s.request("DELETE", `/api/users/me/api-tokens/${r.body.id}`, { token: other.token })).status, 404);
});

test("answers with status 403 when a read token writes and 201 when a read-write token does; a token cannot manage tokens", async () => {
  const read = (await create({ name: "Dashboard", scope: "read" })).body.token;
  const write = (await create({ name: "Shortcut", scope: "read-write" })).body.token;
  assert.equal((await s.request("GET", "/api/recipes", { token: read })).status, 200);
  for (const [m, p, body] of [
    ["POST", "/api/recipes", { title: "Toast" }],
    ["PATCH", "/api/users/me", { display_name: "X" }],
    ["DELETE", "/api/users/me", undefined],
  ] as const) {
    assert.equal((await s.request(m, p, { token: read, body })).status, 403, `${m} ${p}`);
  }
  assert.equal((await s.request("POST", "/api/recipes", { token: write, body: { title: "Toast" } })).status, 201);
  assert.equal((await create({ name: "Another", scope: "read-write" }, write)).status, 403);
  assert.equal((await create({ name: "Bad", scope: "admin" })).status, 400);
  assert.equal((await create({ name: "Past", scope: "read", expires_at: new Date(clock.now() - 1000).toISOString() })).status, 400);
});

test("answers with status 401 at once after revocation and after expiry", async () => {
  const made = (await create({ name: "Script", scope: "read-write" })).body;
  assert.equal((await s.request("GET", "/api/users/me", { token: made.token })).status, 200, "used once: now in the cache");
  assert.equal((await s.request("DELETE", `/api/users/me/api-tokens/${made.id}`, { token: u.token })).status, 204);
  const after = await s.request("GET", "/api/users/me", { token: made.token });
  assert.equal(after.status, 401);
  assert.deepEqual(after.body, { error: "Invalid or expired token" });
  const expiring = (await create({ name: "Guest", scope: "read", expires_at: new Date(clock.now() + 60_000).toISOString() })).body;
  assert.equal((await s.request("GET", "/api/users/me", { token: expiring.token })).status, 200);
  clock.advance(60_001);
  assert.equal((await s.request("GET", "/api/users/me", { token: expiring.token })).status, 401);
  assert.equal((await s.request("GET", "/api/users/me", { token: "rl_pat_" + "x".repeat(43) })).status, 401);
});

test("notes each use in last_used_at at most once a minute", async () => {
  const made = (await create({ name: "Poller", scope: "read" })).body;
  assert.equal(row(made.id).last_used_at, null);
  await s.request("GET", "/api/users/me", { token: made.token });
  const first = row(made.id).last_used_at;
  assert.equal(first, clock.nowIso());
  clock.advance(10_000);
  await s.request("GET", "/api/users/me", { token: made.token });
  assert.equal(row(made.id).last_used_at, first, "no write within the minute");
  clock.advance(60_000);
  await s.request("GET", "/api/users/me", { token: made.token });
  assert.equal(row(made.id).last_used_at, clock.nowIso());
  const listed = (await s.request("GET", "/api/users/me/api-tokens", { token: u.token })).body.api_tokens.find((t: { id: string }) => t.id === made.id);
  assert.equal(listed.last_used_at, clock.nowIso());
});

test("the OpenAPI document tells client authors what to use for each purpose", async () => {
  const doc = (await s.request("GET", "/openapi.json")).body;
  for (const part of ["/api/auth/session", "/api/users/me/api-tokens", "OIDC_ISSUER", "deprecated", "/api/household-invites/{token}/register"]) {
    assert.ok(doc.info.description.includes(part), part);
  }
  assert.ok(doc.paths["/api/users/me/api-tokens"].post);
  assert.equal(doc.paths["/api/auth/login"].post.deprecated, true);
});

test("the token command creates a personal token that the running server accepts, and honours --ttl", async () => {
  const env = { ...process.env, DATA_DIR: s.dataDir, LOG_LEVEL: "silent", PORT: "9", PUBLIC_URL: "http://elsewhere.example" };
  const r = await cli(["token", "--email", u.email, "--ttl", "3600", "--name", "CLI"], env);
  assert.equal(r.status, 0, r.stderr);
  const token = r.stdout.trim();
  assert.match(token, /^rl_pat_/);
  const me = await s.request("GET", "/api/users/me", { token });
  assert.equal(me.status, 200, "works whatever PORT or PUBLIC_URL the command saw");
  const listed = (await s.request("GET", "/api/users/me/api-tokens", { token: u.token })).body.api_tokens.find((t: { name: string }) => t.name === "CLI");
  const ttl = Date.parse(listed.expires_at) - Date.parse(listed.created_at);
  assert.ok(Math.abs(ttl - 3_600_000) < 5_000, `expires an hour after creation: ${ttl} ms`);
  const bad = await cli(["token", "--email", u.email, "--ttl", "soon"], env);
  assert.notEqual(bad.status, 0);
  assert.match(bad.stderr, /--ttl/);
});
