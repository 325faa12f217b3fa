// The daily backup: taken when the newest is about a day old (checked hourly, so a machine that is off at night still
// gets one), rotated to BACKUP_KEEP, never touching the backups an administrator asked for.
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { fakeClock } from "../../src/lib/clock";
import { nightlyBackupIfDue, nightlyBackups } from "../../src/modules/admin/admin.backups";
import { startTestServer } from "../helpers/server";
import { restoreBackupArchive } from "../../src/backup/archive";
import { upload } from "../fixtures/imports/helpers";
import { photo } from "../fixtures/archives/build";

/** Unpack a backup archive into a fresh folder (checked against its manifest) and open its database. */
async function openBackup(file: string): Promise<{ db: Database.Database; dir: string }> {
  const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "rl-open-")), "data");
  await restoreBackupArchive(file, dir);
  return { db: new Database(path.join(dir, "library.db"), { readonly: true }), dir };
}

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

  const { db: copy, dir: copyDir } = await openBackup(kept[0]!.file);
  t.after(() => {
    copy.close();
    fs.rmSync(path.dirname(copyDir), { recursive: true, force: true });
  });
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

test("a backup taken under write load restores with one command into a fresh DATA_DIR: every acknowledged write, every file, old tokens and media links", async (t) => {
  // A data directory of the test's own: closing the server must not remove it, the backup is read afterwards.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "rl-backup-"));
  t.after(() => fs.rmSync(dir, { recursive: true, force: true }));
  const s = await startTestServer({ dataDir: dir });
  let closed = false;
  const closeServer = async (): Promise<void> => {
    if (closed) return;
    closed = true;
    await s.close();
  };
  // A failed assertion must not leave the server (and the test process) running.
  t.after(closeServer);
  const admin = await s.user({ admin: true });
  const fileIds = [
    await upload(s, admin.token, await photo(), "a.jpg", "image/jpeg"),
    await upload(s, admin.token, await photo("#2980b9"), "b.jpg", "image/jpeg"),
  ];
  const withPhoto = await s.request("POST", "/api/recipes", { token: admin.token, body: { title: "With photo", media: [{ file_id: fileIds[0] }] } });
  const mediaUrl = new URL(withPhoto.body.media[0].url as string);
  // Writers keep going while the backup runs; each records what was acknowledged, and when.
  const acked: Array<{ id: string; at: number }> = [];
  let writing = true;
  const writer = async (w: number) => {
    for (let i = 0; writing; i++) {
      const r = await s.request("POST", "/api/recipes", {
        token: admin.token,
        body: { title: `Writer ${w} recipe ${i}`, ingredients: ["1 egg"], instructions: ["Cook it."] },
      });
      assert.equal(r.status, 201);
      acked.push({ id: r.body.id, at: performance.now() });
    }
  };
  // Counted, not timed: on a loaded machine 150 ms may see no write at all.
  const until = async (done: () => boolean): Promise<void> => {
    for (const deadline = Date.now() + 60_000; !done() && Date.now() < deadline;) await new Promise((resolve) => setTimeout(resolve, 5));
  };
  const writers = [writer(1), writer(2), writer(3)];
  await until(() => acked.length >= 10);
  const started = performance.now();
  const backup = await s.request("POST", "/api/admin/backup", { token: admin.token });
  assert.equal(backup.status, 201);
  await until(() => acked.filter((a) => a.at > started).length >= 10);
  writing = false;
  await Promise.all(writers);
  const file = path.join(s.dataDir, backup.body.file);
  const before = acked.filter((a) => a.at < started).map((a) => a.id);
  assert.ok(before.length > 0 && acked.length > before.length, "writes happened before and during the backup");
  await closeServer();

  // Restore: one call (what `recipe-library restore FILE` runs) into a fresh data directory.
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), "rl-restore-"));
  t.after(() => fs.rmSync(parent, { recursive: true, force: true }));
  const restored = path.join(parent, "data");
  const { manifest } = await restoreBackupArchive(file, restored);
  assert.ok(manifest.counts.files >= 2 && manifest.schema_version >= 21);
  assert.deepEqual(fs.readdirSync(parent), ["data"], "nothing left beside it");
  const r = await startTestServer({ dataDir: restored });
  t.after(() => r.close());
  const check = r.deps.db.sqlite;
  assert.equal(check.pragma("integrity_check", { simple: true }), "ok");
  assert.deepEqual(check.pragma("foreign_key_check"), []);
  const present = new Set((check.prepare("SELECT id FROM recipes").all() as { id: string }[]).map((x) => x.id));
  for (const id of before) assert.ok(present.has(id), `recipe ${id}, acknowledged before the backup, is in it`);
  // The restored server answers through HTTP with the same signing keys: the old token still works.
  const listed = await r.request("GET", `/api/recipes/${before[0]}`, { token: admin.token });
  assert.equal(listed.status, 200);
  // Every file came back, and a media link signed by the old server still opens (same media secret).
  for (const id of fileIds) {
    const bytes = await fetch(`${r.url}/api/files/${id}/content`, { headers: { authorization: `Bearer ${admin.token}` } });
    assert.equal(bytes.status, 200);
    assert.ok((await bytes.arrayBuffer()).byteLength > 100);
  }
  const media = await fetch(`${r.url}${mediaUrl.pathname}${mediaUrl.search}`);
  assert.equal(media.status, 200);
  await media.arrayBuffer();
});

test("restore refuses a running server's DATA_DIR, a non-empty one without --force, and a damaged archive", async (t) => {
  const s = await startTestServer();
  t.after(() => s.close());
  const admin = await s.user({ admin: true });
  const backup = await s.request("POST", "/api/admin/backup", { token: admin.token });
  const file = path.join(s.dataDir, backup.body.file);
  await assert.rejects(restoreBackupArchive(file, s.dataDir, { force: true }), /server is using/);
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), "rl-refuse-"));
  t.after(() => fs.rmSync(parent, { recursive: true, force: true }));
  const busy = path.join(parent, "busy");
  fs.mkdirSync(busy);
  fs.writeFileSync(path.join(busy, "keep.txt"), "mine");
  await assert.rejects(restoreBackupArchive(file, busy), /not empty/);
  const { previous } = await restoreBackupArchive(file, busy, { force: true });
  assert.ok(previous && fs.readFileSync(path.join(previous, "keep.txt"), "utf8") === "mine", "--force keeps the old contents beside it");
  assert.ok(fs.existsSync(path.join(busy, "library.db")));
  const bytes = fs.readFileSync(file);
  const damaged = path.join(parent, "damaged.zip");
  fs.writeFileSync(damaged, bytes.subarray(0, bytes.length - 300));
  await assert.rejects(restoreBackupArchive(damaged, path.join(parent, "fresh")), /damaged|checksum|incomplete/);
  assert.equal(fs.existsSync(path.join(parent, "fresh")), false);
});

test("recipe-library backup FILE and restore FILE work from the command line; restore refuses a non-empty DATA_DIR without --force", async (t) => {
  const { spawnSync } = await import("node:child_process");
  const root = path.resolve(import.meta.dirname, "../..");
  const s = await startTestServer();
  const admin = await s.user({ admin: true });
  await s.request("POST", "/api/recipes", { token: admin.token, body: { title: "From the CLI" } });
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), "rl-cli-"));
  t.after(() => fs.rmSync(parent, { recursive: true, force: true }));
  const cli = (args: string[], dataDir: string) =>
    spawnSync(process.execPath, ["--import", "tsx", path.join(root, "src/main.ts"), ...args], {
      cwd: root,
      encoding: "utf8",
      env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "silent" },
    });
  const file = path.join(parent, "backup.zip");
  // Online: the server is still running while the CLI takes the backup.
  const b = cli(["backup", file], s.dataDir);
  await s.close();
  assert.equal(b.status, 0, b.stderr);
  assert.match(b.stdout, /Backup written .*1 recipes/);
  const target = path.join(parent, "data");
  const r = cli(["restore", file], target);
  assert.equal(r.status, 0, r.stderr);
  assert.match(r.stdout, /Restored 1 recipes/);
  const again = cli(["restore", file], target);
  assert.equal(again.status, 1);
  assert.match(again.stderr, /not empty.*--force/);
});
