import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { startTestServer, type TestServer } from "../helpers/server";
import { enqueueRecurring, type RecurringWork } from "../../src/jobs/recurring";
import { modules } from "../../src/modules";
import { parseSchedule } from "../../src/lib/schedule";

let s: TestServer;
before(async () => {
  s = await startTestServer();
});
after(() => s.close());

const works = (): RecurringWork[] => modules.flatMap((m) => m.recurring ?? []);
const workOf = (type: string): RecurringWork => {
  const w = works().find((x) => x.type === type);
  assert.ok(w, `a recurring work ${type}`);
  return w;
};
const rowsOf = (type: string) =>
  s.deps.db.sqlite.prepare("SELECT id, status FROM jobs WHERE type = ? ORDER BY created_at").all(type) as Array<{ id: string; status: string }>;

async function settled(type: string): Promise<Array<{ id: string; status: string }>> {
  for (const until = Date.now() + 60_000; Date.now() < until; await new Promise((r) => setTimeout(r, 20))) {
    const rows = rowsOf(type);
    if (rows.length > 0 && rows.every((r) => r.status !== "queued" && r.status !== "running")) return rows;
  }
  assert.fail(`${type} did not finish`);
}

test("every module's recurring work is a job type the runner knows, with a schedule the scheduler reads", async () => {
  const types = works().map((w) => w.type);
  assert.deepEqual(types.sort(), ["admin.nightly-backup", "events.prune", "files.sweep", "system.db-maintenance", "timers.purge"]);
  assert.equal(new Set(types).size, types.length);
  for (const w of works()) assert.doesNotThrow(() => parseSchedule(w.schedule), `${w.type}: ${w.schedule}`);
  for (const type of ["events.prune", "system.db-maintenance", "files.sweep"]) {
    assert.ok(enqueueRecurring(s.deps, workOf(type)) !== null || rowsOf(type).length > 0);
    assert.equal((await settled(type)).at(-1)?.status, "completed", type);
  }
});

test("a tick while the last run is still queued adds nothing, and finished runs do not pile up", async () => {
  const work = workOf("events.prune");
  await settled(work.type);
  // Expired events are pruned by the job the scheduler queues.
  const u = await s.user();
  assert.equal((await s.request("POST", "/api/recipes", { token: u.token, body: { title: "An event" } })).status, 201);
  const db = s.deps.db.sqlite;
  const before = (db.prepare("SELECT COUNT(*) AS n FROM events").get() as { n: number }).n;
  db.prepare("UPDATE events SET created_at = ?").run(new Date(Date.now() - 2 * 86_400_000).toISOString());

  const first = enqueueRecurring(s.deps, work);
  const second = enqueueRecurring(s.deps, work);
  assert.ok(first);
  assert.equal(second, null, "no second run while one is queued");
  const rows = await settled(work.type);
  assert.deepEqual(rows, [{ id: first, status: "completed" }], "the previous finished run was dropped");
  assert.ok(before > 0);
  assert.equal((db.prepare("SELECT COUNT(*) AS n FROM events").get() as { n: number }).n, 0);

  const third = enqueueRecurring(s.deps, work);
  assert.ok(third);
  assert.deepEqual(
    (await settled(work.type)).map((r) => r.id),
    [third],
  );
});

test("a run that fails is kept for inspection and the next tick runs again", async () => {
  const failing: RecurringWork = { ...workOf("system.db-maintenance") };
  const db = s.deps.db.sqlite;
  await settled(failing.type);
  // The runner resolves a job by its type, so make the real work fail: a job row it cannot parse fails permanently.
  db.prepare(
    "INSERT INTO jobs (id, type, payload, status, run_at, max_attempts, created_at, updated_at) VALUES ('bad-run', ?, '{\"unexpected\":1}', 'queued', 0, 1, ?, ?)",
  ).run(failing.type, new Date().toISOString(), new Date().toISOString());
  s.deps.jobs.wake();
  const rows = await settled(failing.type);
  assert.equal(rows.find((r) => r.id === "bad-run")?.status, "failed");
  const next = enqueueRecurring(s.deps, failing);
  assert.ok(next);
  const after = await settled(failing.type);
  assert.equal(after.find((r) => r.id === "bad-run")?.status, "failed", "failed runs stay");
  assert.equal(after.find((r) => r.id === next)?.status, "completed");
});
