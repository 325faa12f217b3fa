import { test } from "node:test";
import assert from "node:assert/strict";
import { startTestServer } from "../helpers/server";
import { databaseMaintenance } from "../../src/modules/system/maintenance";

test("maintenance drops tombstones past 90 days and old finished jobs, keeping recent ones", async () => {
  const s = await startTestServer();
  try {
    const db = s.deps.db.sqlite;
    const old = new Date(Date.now() - 91 * 86_400_000).toISOString();
    const recent = new Date(Date.now() - 89 * 86_400_000).toISOString();
    db.prepare("INSERT INTO tombstones (entity, id, user_id, deleted_at) VALUES ('recipe', 'a', 'u', ?), ('recipe', 'b', 'u', ?)").run(old, recent);
    db.prepare(
      "INSERT INTO jobs (id, type, payload, status, run_at, max_attempts, created_at, updated_at) VALUES ('j1', 't', '{}', 'completed', 0, 1, ?, ?), ('j2', 't', '{}', 'queued', 0, 1, ?, ?)",
    ).run(old, old, old, old);
    const u = await s.user();
    db.prepare(
      "INSERT INTO notifications (id, user_id, type, title, read_at, created_at, updated_at) VALUES ('n1', ?, 't', 'old read', ?, ?, ?), ('n2', ?, 't', 'old unread', NULL, ?, ?)",
    ).run(u.id, old, old, old, u.id, old, old);
    const r = databaseMaintenance(s.deps);
    assert.deepEqual(r, { tombstones: 1, jobs: 1, notifications: 1 });
    assert.deepEqual(
      (db.prepare("SELECT id FROM notifications WHERE id IN ('n1','n2')").all() as { id: string }[]).map((x) => x.id),
      ["n2"],
      "unread notifications stay",
    );
    assert.deepEqual(
      (db.prepare("SELECT id FROM tombstones").all() as { id: string }[]).map((x) => x.id),
      ["b"],
    );
    assert.deepEqual(
      (db.prepare("SELECT id FROM jobs WHERE id IN ('j1','j2')").all() as { id: string }[]).map((x) => x.id),
      ["j2"],
      "queued jobs are never dropped",
    );
  } finally {
    await s.close();
  }
});
