import { test } from "node:test";
import assert from "node:assert/strict";
import { startTestServer, type TestServer } from "../helpers/server";
import { cachedStatement } from "../../src/db/statements";
import { newId } from "../../src/lib/ids";

/** A recipe row written directly (the recipes module is not what is under test). */
function recipe(s: TestServer, userId: string, steps: string[], servings: number | null = 4): string {
  const id = newId();
  const now = s.deps.clock.nowIso();
  cachedStatement(
    s.deps.db.sqlite,
    "INSERT INTO recipes (id, user_id, title, instructions, servings, created_at, updated_at) VALUES (?, ?, 'Stew', ?, ?, ?, ?)",
  ).run(id, userId, JSON.stringify(steps), servings, now, now);
  return id;
}

test("cook sessions", async (t) => {
  const s = await startTestServer();
  t.after(() => s.close());
  const a = await s.user();
  const b = await s.user();
  const rid = recipe(s, a.id, ["Chop", "Brown", "Simmer"]);
  const foreign = recipe(s, b.id, ["Mix"]);

  await t.test("answers with status 401 when no token is sent", async () => {
    assert.equal((await s.request("POST", "/api/cook-sessions", { body: { recipe_id: rid } })).status, 401);
    assert.equal((await s.request("GET", "/api/cook-sessions")).status, 401);
  });

  await t.test("answers with status 400 when recipe_id is missing or unknown fields are sent", async () => {
    assert.equal((await s.request("POST", "/api/cook-sessions", { token: a.token, body: {} })).status, 400);
    const r = await s.request("POST", "/api/cook-sessions", { token: a.token, body: { recipe_id: rid, status: "ended" } });
    assert.equal(r.status, 400);
    assert.equal(r.body.errors[0].type, "unknown_field");
    assert.equal((await s.request("POST", "/api/cook-sessions", { token: a.token, body: { recipe_id: rid, servings: 0 } })).status, 400);
  });

  await t.test("answers with status 404 when the recipe is not visible to the caller", async () => {
    assert.equal((await s.request("POST", "/api/cook-sessions", { token: a.token, body: { recipe_id: foreign } })).status, 404);
    assert.equal((await s.request("POST", "/api/cook-sessions", { token: a.token, body: { recipe_id: newId() } })).status, 404);
  });

  let id = "";
  await t.test("starts with status 201, and starting again returns the active session with status 200", async () => {
    const r = await s.request("POST", "/api/cook-sessions", { token: a.token, body: { recipe_id: rid } });
    assert.equal(r.status, 201);
    id = r.body.id;
    assert.equal(r.body.status, "active");
    assert.equal(r.body.servings, 4);
    assert.equal(r.body.current_step, 0);
    assert.equal(r.body.step_count, 3);
    assert.deepEqual(r.body.timers, []);
    const again = await s.request("POST", "/api/cook-sessions", { token: a.token, body: { recipe_id: rid, servings: 8 } });
    assert.equal(again.status, 200);
    assert.equal(again.body.id, id);
  });

  await t.test("lists the session's timers with it", async () => {
    const timer = await s.request("POST", "/api/timers", { token: a.token, body: { title: "Simmer", durationMs: 1_800_000, sessionId: id, recipeId: rid } });
    assert.equal(timer.status, 201);
    const g = await s.request("GET", `/api/cook-sessions/${id}`, { token: a.token });
    assert.equal(g.status, 200);
    assert.ok(g.headers.get("etag"));
    assert.deepEqual(
      g.body.timers.map((x: { timerId: string }) => x.timerId),
      [timer.body.timerId],
    );
    const list = await s.request("GET", "/api/cook-sessions", { token: a.token });
    assert.equal(list.body.cook_sessions.length, 1);
    assert.equal(list.body.cook_sessions[0].timers.length, 1);
    assert.equal((await s.request("GET", "/api/timers?sessionId=" + id, { token: a.token })).body.timers.length, 1);
  });

  await t.test("moves current_step within the recipe's steps and keeps notes; 400 beyond the last step", async () => {
    const r = await s.request("PATCH", `/api/cook-sessions/${id}`, { token: a.token, body: { current_step: 2, notes: "less salt", servings: 2 } });
    assert.equal(r.status, 200);
    assert.equal(r.body.current_step, 2);
    assert.equal(r.body.notes, "less salt");
    assert.equal(r.body.servings, 2);
    const bad = await s.request("PATCH", `/api/cook-sessions/${id}`, { token: a.token, body: { current_step: 3 } });
    assert.equal(bad.status, 400);
    assert.equal(bad.body.errors[0].path, "current_step");
    assert.equal((await s.request("PATCH", `/api/cook-sessions/${id}`, { token: a.token, body: { current_step: -1 } })).status, 400);
  });

  await t.test("answers with status 404 for another user's session", async () => {
    assert.equal((await s.request("GET", `/api/cook-sessions/${id}`, { token: b.token })).status, 404);
    assert.equal((await s.request("PATCH", `/api/cook-sessions/${id}`, { token: b.token, body: { notes: "x" } })).status, 404);
    assert.equal((await s.request("POST", `/api/cook-sessions/${id}/end`, { token: b.token })).status, 404);
    assert.equal((await s.request("POST", "/api/timers", { token: b.token, body: { durationMs: 1000, sessionId: id } })).status, 404);
    assert.equal((await s.request("GET", "/api/cook-sessions", { token: b.token })).body.cook_sessions.length, 0);
  });

  await t.test("ends with status 200, then 409 for end and patch, and a new start creates a new session", async () => {
    const e = await s.request("POST", `/api/cook-sessions/${id}/end`, { token: a.token });
    assert.equal(e.status, 200);
    assert.equal(e.body.status, "ended");
    assert.ok(e.body.ended_at);
    assert.equal(e.body.timers[0].status, "scheduled");
    assert.equal((await s.request("POST", `/api/cook-sessions/${id}/end`, { token: a.token })).status, 409);
    assert.equal((await s.request("PATCH", `/api/cook-sessions/${id}`, { token: a.token, body: { notes: "late" } })).status, 409);
    const fresh = await s.request("POST", "/api/cook-sessions", { token: a.token, body: { recipe_id: rid } });
    assert.equal(fresh.status, 201);
    assert.notEqual(fresh.body.id, id);
    const active = await s.request("GET", "/api/cook-sessions?status=active", { token: a.token });
    assert.deepEqual(
      active.body.cook_sessions.map((x: { id: string }) => x.id),
      [fresh.body.id],
    );
  });

  await t.test("shows sessions, timers, notifications and push tokens in the export", async () => {
    const ex = await s.request("GET", "/api/users/me/export", { token: a.token });
    assert.equal(ex.status, 200);
    assert.equal(ex.body.cook_sessions.length, 2);
    assert.equal(ex.body.timers.length, 1);
    assert.ok(Array.isArray(ex.body.notifications));
    assert.ok(Array.isArray(ex.body.push_tokens));
  });
});

test("deleting an account removes its sessions, timers, notifications and push tokens and cancels timer jobs", async (t) => {
  const s = await startTestServer();
  t.after(() => s.close());
  const u = await s.user();
  const rid = recipe(s, u.id, ["Boil"]);
  const session = await s.request("POST", "/api/cook-sessions", { token: u.token, body: { recipe_id: rid } });
  await s.request("POST", "/api/timers", { token: u.token, body: { durationMs: 600_000, sessionId: session.body.id, recipeId: rid } });
  await s.request("POST", "/api/push-tokens", { token: u.token, body: { token: "apns-x", platform: "ios" } });
  assert.equal((await s.request("DELETE", "/api/users/me", { token: u.token })).status, 204);
  const db = s.deps.db.sqlite;
  for (const table of ["cook_sessions", "timers", "push_tokens", "notifications"]) {
    assert.equal((cachedStatement(db, `SELECT COUNT(*) AS n FROM ${table} WHERE user_id = ?`).get(u.id) as { n: number }).n, 0, table);
  }
  assert.equal((cachedStatement(db, "SELECT COUNT(*) AS n FROM jobs WHERE type = 'timers.fire' AND status = 'queued'").get() as { n: number }).n, 0);
});

test("deleting a recipe reports its cook sessions as deleted in delta sync (status 200)", async () => {
  const t = await startTestServer();
  try {
    const u = await t.user();
    const r = await t.request("POST", "/api/recipes", { token: u.token, body: { title: "Stew", instructions: ["Simmer."] } });
    const cs = await t.request("POST", "/api/cook-sessions", { token: u.token, body: { recipe_id: r.body.id } });
    assert.ok(cs.status === 201 || cs.status === 200);
    const since = t.deps.clock.nowIso();
    assert.equal((await t.request("DELETE", `/api/recipes/${r.body.id}`, { token: u.token })).status, 204);
    const sync = await t.request("GET", `/api/cook-sessions?since=${encodeURIComponent(since)}`, { token: u.token });
    assert.equal(sync.status, 200);
    assert.ok(sync.body.deleted.some((d: { id: string }) => d.id === cs.body.id));
  } finally {
    await t.close();
  }
});
