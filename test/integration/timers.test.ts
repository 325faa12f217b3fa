import { test } from "node:test";
import assert from "node:assert/strict";
import { startTestServer, type TestServer } from "../helpers/server";
import { fakeClock } from "../../src/lib/clock";
import { cachedStatement } from "../../src/db/statements";
import { newId } from "../../src/lib/ids";
import { purgeExpiredTimers } from "../../src/modules/timers/timers.fire";

/** Poll until `check` returns a value (the job runner works in the background). */
async function waitFor<T>(check: () => Promise<T | undefined>, what: string): Promise<T> {
  for (let i = 0; i < 250; i++) {
    const v = await check();
    if (v !== undefined) return v;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const countNotifications = (s: TestServer, userId: string, type = "timer_fired"): number =>
  (cachedStatement(s.deps.db.sqlite, "SELECT COUNT(*) AS n FROM notifications WHERE user_id = ? AND type = ?").get(userId, type) as { n: number }).n;

const firedEvents = (s: TestServer, userId: string) => s.deps.events.replay(userId, 0).filter((e) => e.type === "timer.fired");

async function firedStatus(s: TestServer, token: string, id: string): Promise<Record<string, unknown> | undefined> {
  const r = await s.request("GET", `/api/timers/${id}`, { token });
  return r.body.status === "fired" ? (r.body as Record<string, unknown>) : undefined;
}

test("timers: validation, arithmetic with a fake clock, pause/resume, patch, cancel, access", async (t) => {
  const clock = fakeClock();
  const s = await startTestServer({ clock });
  t.after(() => s.close());
  const a = await s.user();
  const b = await s.user();

  await t.test("answers with status 401 when no token is sent", async () => {
    assert.equal((await s.request("POST", "/api/timers", { body: { durationMs: 1000 } })).status, 401);
    assert.equal((await s.request("GET", "/api/timers")).status, 401);
  });

  await t.test("answers with status 400 when neither durationMs nor dueAt is given, or both, or read-only fields are sent", async () => {
    const none = await s.request("POST", "/api/timers", { token: a.token, body: { title: "x" } });
    assert.equal(none.status, 400);
    assert.ok(none.body.errors.some((e: { path: string }) => e.path === "durationMs"));
    assert.equal(
      (await s.request("POST", "/api/timers", { token: a.token, body: { durationMs: 1000, dueAt: new Date(clock.now() + 5000).toISOString() } })).status,
      400,
    );
    const ro = await s.request("POST", "/api/timers", { token: a.token, body: { durationMs: 1000, status: "fired" } });
    assert.equal(ro.status, 400);
    assert.equal(ro.body.errors[0].type, "unknown_field");
    assert.equal((await s.request("POST", "/api/timers", { token: a.token, body: { durationMs: -5 } })).status, 400);
    assert.equal((await s.request("GET", "/api/timers?status=bogus", { token: a.token })).status, 400);
  });

  let id = "";
  await t.test("creates with status 201 and counts remainingMs down with the clock", async () => {
    const r = await s.request("POST", "/api/timers", {
      token: a.token,
      body: { title: "Pasta", durationMs: 600_000, payload: { step: 3 }, deliveryPrefs: { push: false, sound: "bell" }, contextType: "step", contextId: "3" },
    });
    assert.equal(r.status, 201);
    assert.ok(r.headers.get("etag"));
    id = r.body.timerId;
    assert.equal(r.body.status, "scheduled");
    assert.equal(r.body.remainingMs, 600_000);
    assert.equal(r.body.dueAt, new Date(clock.now() + 600_000).toISOString());
    assert.deepEqual(r.body.payload, { step: 3 });
    assert.deepEqual(r.body.deliveryPrefs, { push: false, sound: "bell" });
    assert.equal(r.body.ttl, 86400);
    assert.equal(r.body.contextId, "3");
    clock.advance(30_000);
    const g = await s.request("GET", `/api/timers/${id}`, { token: a.token });
    assert.equal(g.status, 200);
    assert.equal(g.body.remainingMs, 570_000);
  });

  await t.test("pauses keeping what remains and resumes with status 200, 409 when the state is wrong", async () => {
    const p = await s.request("POST", `/api/timers/${id}/pause`, { token: a.token });
    assert.equal(p.status, 200);
    assert.equal(p.body.status, "paused");
    assert.equal(p.body.remainingMs, 570_000);
    clock.advance(100_000);
    assert.equal((await s.request("GET", `/api/timers/${id}`, { token: a.token })).body.remainingMs, 570_000);
    assert.equal((await s.request("POST", `/api/timers/${id}/pause`, { token: a.token })).status, 409);
    const r = await s.request("POST", `/api/timers/${id}/resume`, { token: a.token });
    assert.equal(r.status, 200);
    assert.equal(r.body.status, "scheduled");
    assert.equal(r.body.dueAt, new Date(clock.now() + 570_000).toISOString());
    assert.equal((await s.request("POST", `/api/timers/${id}/resume`, { token: a.token })).status, 409);
    clock.advance(70_000);
    assert.equal((await s.request("GET", `/api/timers/${id}`, { token: a.token })).body.remainingMs, 500_000);
  });

  await t.test("patches title and extends by addMs with status 200; 400 for two timing changes", async () => {
    const r = await s.request("PATCH", `/api/timers/${id}`, { token: a.token, body: { title: "Pasta al dente", addMs: 60_000 } });
    assert.equal(r.status, 200);
    assert.equal(r.body.title, "Pasta al dente");
    assert.equal(r.body.remainingMs, 560_000);
    assert.equal(r.body.durationMs, 660_000);
    const d = await s.request("PATCH", `/api/timers/${id}`, { token: a.token, body: { durationMs: 120_000 } });
    assert.equal(d.body.remainingMs, 120_000);
    assert.equal((await s.request("PATCH", `/api/timers/${id}`, { token: a.token, body: { addMs: 1, durationMs: 5 } })).status, 400);
    const stale = await s.request("PATCH", `/api/timers/${id}`, { token: a.token, body: { title: "x" }, headers: { "if-match": 'W/"stale"' } });
    assert.equal(stale.status, 412);
  });

  await t.test("answers with status 404 for another user's timer", async () => {
    assert.equal((await s.request("GET", `/api/timers/${id}`, { token: b.token })).status, 404);
    assert.equal((await s.request("PATCH", `/api/timers/${id}`, { token: b.token, body: { title: "mine" } })).status, 404);
    assert.equal((await s.request("POST", `/api/timers/${id}/pause`, { token: b.token })).status, 404);
    assert.equal((await s.request("DELETE", `/api/timers/${id}`, { token: b.token })).status, 404);
    assert.equal((await s.request("GET", `/api/timers/not-a-uuid`, { token: a.token })).status, 404);
    assert.equal((await s.request("GET", "/api/timers", { token: b.token })).body.timers.length, 0);
  });

  await t.test("answers with status 404 when sessionId or recipeId names another user's record", async () => {
    const now = clock.nowIso();
    const recipeId = newId();
    cachedStatement(s.deps.db.sqlite, "INSERT INTO recipes (id, user_id, title, created_at, updated_at) VALUES (?, ?, 'Soup', ?, ?)").run(
      recipeId,
      b.id,
      now,
      now,
    );
    assert.equal((await s.request("POST", "/api/timers", { token: a.token, body: { durationMs: 1000, recipeId } })).status, 404);
    assert.equal((await s.request("POST", "/api/timers", { token: a.token, body: { durationMs: 1000, sessionId: newId() } })).status, 404);
    assert.equal((await s.request("POST", "/api/timers", { token: b.token, body: { durationMs: 1000, recipeId } })).status, 201);
  });

  await t.test("returns the original timer with status 200 when idempotencyKey repeats", async () => {
    const first = await s.request("POST", "/api/timers", { token: a.token, body: { title: "Eggs", durationMs: 420_000, idempotencyKey: "eggs-1" } });
    assert.equal(first.status, 201);
    clock.advance(1000);
    const again = await s.request("POST", "/api/timers", { token: a.token, body: { title: "Different", durationMs: 5_000, idempotencyKey: "eggs-1" } });
    assert.equal(again.status, 200);
    assert.equal(again.body.timerId, first.body.timerId);
    assert.equal(again.body.title, "Eggs");
    assert.equal(again.body.remainingMs, 419_000);
    const other = await s.request("POST", "/api/timers", { token: b.token, body: { durationMs: 5_000, idempotencyKey: "eggs-1" } });
    assert.equal(other.status, 201);
    assert.notEqual(other.body.timerId, first.body.timerId);
  });

  await t.test(
    "answers concurrent creates each on its own (shared commit): one 201 and one 200 for a repeated key, 404 alone for a bad sessionId",
    async () => {
      const body = { title: "Tea", durationMs: 180_000, idempotencyKey: "tea-concurrent" };
      const [x, y, bad, ok] = await Promise.all([
        s.request("POST", "/api/timers", { token: b.token, body }),
        s.request("POST", "/api/timers", { token: b.token, body }),
        s.request("POST", "/api/timers", { token: b.token, body: { durationMs: 1000, sessionId: newId() } }),
        s.request("POST", "/api/timers", { token: b.token, body: { durationMs: 1000, title: "fine" } }),
      ]);
      assert.deepEqual([x.status, y.status].sort(), [200, 201]);
      assert.equal(x.body.timerId, y.body.timerId);
      assert.equal(bad.status, 404);
      assert.equal(ok.status, 201);
      assert.equal((await s.request("GET", `/api/timers/${ok.body.timerId}`, { token: b.token })).status, 200);
      for (const id of [x.body.timerId, ok.body.timerId]) await s.request("DELETE", `/api/timers/${id}`, { token: b.token });
    },
  );

  await t.test("cancels with DELETE (status cancelled) and lists active timers by default", async () => {
    const before = await s.request("GET", "/api/timers", { token: a.token });
    assert.equal(before.body.timers.length, 2);
    const del = await s.request("DELETE", `/api/timers/${id}`, { token: a.token });
    assert.equal(del.status, 200);
    assert.equal(del.body.status, "cancelled");
    assert.equal(del.body.remainingMs, 0);
    assert.equal((await s.request("DELETE", `/api/timers/${id}`, { token: a.token })).body.status, "cancelled");
    assert.equal((await s.request("POST", `/api/timers/${id}/resume`, { token: a.token })).status, 409);
    assert.equal((await s.request("PATCH", `/api/timers/${id}`, { token: a.token, body: { addMs: 1000 } })).status, 409);
    const active = await s.request("GET", "/api/timers", { token: a.token });
    assert.deepEqual(active.body.timers.map((x: { timerId: string }) => x.timerId).includes(id), false);
    const cancelled = await s.request("GET", "/api/timers?status=cancelled", { token: a.token });
    assert.deepEqual(
      cancelled.body.timers.map((x: { timerId: string }) => x.timerId),
      [id],
    );
    const page = await s.request("GET", "/api/timers?status=all&limit=1", { token: a.token });
    assert.equal(page.body.timers.length, 1);
    assert.ok(page.body.next_cursor);
  });

  await t.test("fires once at dueAt: status fired, timer.fired event, one timer_fired notification", async () => {
    const r = await s.request("POST", "/api/timers", { token: a.token, body: { title: "Rice", durationMs: 60_000 } });
    const tid = r.body.timerId as string;
    s.deps.jobs.wake();
    await new Promise((res) => setTimeout(res, 100));
    assert.equal((await s.request("GET", `/api/timers/${tid}`, { token: a.token })).body.status, "scheduled");
    clock.advance(60_000);
    s.deps.jobs.wake();
    const fired = await waitFor(() => firedStatus(s, a.token, tid), "the timer to fire");
    assert.equal(fired.remainingMs, 0);
    assert.equal(fired.late, false);
    assert.equal(fired.firedAt, clock.nowIso());
    s.deps.jobs.wake();
    await new Promise((res) => setTimeout(res, 100));
    assert.equal(countNotifications(s, a.id), 1);
    const events = firedEvents(s, a.id);
    assert.equal(events.length, 1);
    assert.deepEqual(events[0]?.data, { timerId: tid, title: "Rice" });
    assert.equal((await s.request("PATCH", `/api/timers/${tid}`, { token: a.token, body: { addMs: 1000 } })).status, 409);
    assert.equal((await s.request("DELETE", `/api/timers/${tid}`, { token: a.token })).status, 409);
    assert.equal((await s.request("PATCH", `/api/timers/${tid}`, { token: a.token, body: { title: "Rice (done)" } })).status, 200);
  });

  await t.test("purges fired and cancelled timers after ttl seconds, with tombstones for delta sync", async () => {
    const since = clock.nowIso();
    const r = await s.request("POST", "/api/timers", { token: a.token, body: { durationMs: 1000, ttl: 60 } });
    const tid = r.body.timerId as string;
    await s.request("DELETE", `/api/timers/${tid}`, { token: a.token });
    clock.advance(59_000);
    purgeExpiredTimers(s.deps);
    assert.equal((await s.request("GET", `/api/timers/${tid}`, { token: a.token })).status, 200);
    clock.advance(2_000);
    assert.ok(purgeExpiredTimers(s.deps) >= 1);
    assert.equal((await s.request("GET", `/api/timers/${tid}`, { token: a.token })).status, 404);
    const delta = await s.request("GET", `/api/timers?since=${encodeURIComponent(since)}`, { token: a.token });
    assert.ok(delta.body.deleted.some((d: { id: string }) => d.id === tid));
  });
});

test("timers: a restart while timers are scheduled fires each exactly once, late ones at start-up", async (t) => {
  const clock = fakeClock();
  const first = await startTestServer({ clock });
  const dataDir = first.dataDir;
  const u = await first.user();
  const soon = await first.request("POST", "/api/timers", { token: u.token, body: { title: "Bread", durationMs: 60_000 } });
  const later = await first.request("POST", "/api/timers", { token: u.token, body: { title: "Roast", durationMs: 600_000 } });
  const paused = await first.request("POST", "/api/timers", { token: u.token, body: { title: "Dough", durationMs: 90_000 } });
  await first.request("POST", `/api/timers/${paused.body.timerId}/pause`, { token: u.token });
  await first.stop();

  clock.advance(120_000);
  const second = await startTestServer({ clock, dataDir });
  t.after(async () => {
    await second.close();
    const fs = await import("node:fs");
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  const lateFired = await waitFor(() => firedStatus(second, u.token, soon.body.timerId), "the overdue timer to fire at start-up");
  assert.equal(lateFired.late, true);
  assert.equal((await second.request("GET", `/api/timers/${later.body.timerId}`, { token: u.token })).body.status, "scheduled");
  const p = await second.request("GET", `/api/timers/${paused.body.timerId}`, { token: u.token });
  assert.equal(p.body.status, "paused");
  assert.equal(p.body.remainingMs, 90_000);

  clock.advance(480_000);
  second.deps.jobs.wake();
  const onTime = await waitFor(() => firedStatus(second, u.token, later.body.timerId), "the second timer to fire");
  assert.equal(onTime.late, false);
  second.deps.jobs.wake();
  await new Promise((r) => setTimeout(r, 100));
  assert.equal(countNotifications(second, u.id), 2);
  const ids = firedEvents(second, u.id).map((e) => (e.data as { timerId: string }).timerId);
  assert.deepEqual(ids.sort(), [soon.body.timerId, later.body.timerId].sort());
});

test("timers: a clock that runs ahead of the wall clock never fires a timer early", async (t) => {
  // Stamps run ahead of the wall clock under a burst of writes (and a host's clock may be set wrong); model a clock 30 s ahead.
  let last = 0;
  const ahead = {
    now: () => (last = Math.max(last + 1, Date.now() + 30_000)),
    nowIso: () => new Date(ahead.now()).toISOString(),
    stamp: () => new Date(ahead.now()).toISOString(),
  };
  const s = await startTestServer({ clock: ahead });
  t.after(() => s.close());
  const u = await s.user();
  const r = await s.request("POST", "/api/timers", { token: u.token, body: { title: "Early?", durationMs: 10_000 } });
  assert.equal(r.status, 201);
  assert.ok(Math.abs(Date.parse(r.body.dueAt) - (Date.now() + 10_000)) < 2_000, "dueAt is counted from the wall clock");
  s.deps.jobs.wake();
  await new Promise((res) => setTimeout(res, 400));
  const g = await s.request("GET", `/api/timers/${r.body.timerId}`, { token: u.token });
  assert.equal(g.body.status, "scheduled");
  assert.ok(g.body.remainingMs > 8_000);
  const jobs = cachedStatement(s.deps.db.sqlite, "SELECT COUNT(*) AS n FROM jobs WHERE type = 'timers.fire'").get() as { n: number };
  assert.ok(jobs.n <= 2, `the timer is handed on at most once, not re-queued in a loop (${jobs.n} jobs)`);
});
