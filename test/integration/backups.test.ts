// The daily backup: taken when the newest is about a day old (checked hourly, so a machine that is off at night still
// gets one), rotated to BACKUP_KEEP, never touching the backups an administrator asked for.
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { fakeClock } from "../../src/lib/clock";
import { nightlyBackupIfDue, nightlyBackups } from "../../src/modules/admin/admin.backups";
import { startTestServer } from "../helpers/server";

const DAY = 86_400_000;

test("a daily backup is taken when due, is a whole database, and only the newest BACKUP_KEEP are kept", async (t) => {
  const clock = fakeClock(Date.parse("2026-05-01T02:29:00.000Z"));
  const s = await startTestServer({ clock, env: { BACKUP_KEEP: "3" } });
  t.after(() => s.close());
  const admin = await s.user({ admin: true, email: "admin@example.test" });
  const manual = await s.request("POST", "/api/admin/backup", { token: admin.token });
  assert.equal(manual.status, 201);

  const first = await nightlyBackupIfDue(s.deps);
  assert.ok(first.taken, "no backup yet: one is taken");
  assert.deepEqual(await nightlyBackupIfDue(s.deps), { taken: null, removed: 0 }, "an hour later nothing is due");
  clock.advance(22 * 3_600_000);
  assert.equal((await nightlyBackupIfDue(s.deps)).taken, null, "22 hours later still nothing");

  const removed: number[] = [];
  for (let day = 1; day <= 5; day++) {
    clock.advance(DAY);
    const done = await nightlyBackupIfDue(s.deps);
    assert.ok(done.taken);
    removed.push(done.removed);
  }
  assert.deepEqual(removed, [0, 0, 1, 1, 1]);
  const kept = nightlyBackups(s.deps);
  assert.equal(kept.length, 3);
  assert.ok(kept[0]!.at > kept[1]!.at && kept[1]!.at > kept[2]!.at, "the newest three");
  assert.ok(fs.existsSync(path.join(s.dataDir, manual.body.file)), "the administrator's backup stays");
  const mode = fs.statSync(kept[0]!.file).mode & 0o777;
  assert.equal(mode, 0o600);

  const copy = new Database(kept[0]!.file, { readonly: true });
  t.after(() => copy.close());
  assert.equal(copy.pragma("integrity_check", { simple: true }), "ok");
  const users = copy.prepare("SELECT email FROM users WHERE email = ?").get("admin@example.test") as { email: string } | undefined;
  assert.equal(users?.email, "admin@example.test");
});

test("BACKUP_KEEP=0 turns the daily backup off", async (t) => {
  const s = await startTestServer({ env: { BACKUP_KEEP: "0" } });
  t.after(() => s.close());
  assert.deepEqual(await nightlyBackupIfDue(s.deps), { taken: null, removed: 0 });
  assert.deepEqual(nightlyBackups(s.deps), []);
});
