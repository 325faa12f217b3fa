import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { openDb } from "../../src/db/client";
import { migrate, loadMigrations, DatabaseTooNewError } from "../../src/db/migrate";
import { migrateWithBackup } from "../../src/db/upgrade";

const dataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), "rl-upgrade-"));

test("an existing database is backed up into DATA_DIR/backups before its first pending migration", async () => {
  const dir = dataDir();
  const all = loadMigrations();
  const old = openDb(path.join(dir, "library.db"));
  migrate(old, all.slice(0, -1));
  old.sqlite.prepare("INSERT INTO users (id, email, created_at, updated_at) VALUES ('u1', 'a@b.c', 'x', 'x')").run();
  old.close();

  const db = openDb(path.join(dir, "library.db"));
  const { applied, backup } = await migrateWithBackup(db, dir, all);
  db.close();
  assert.deepEqual(applied, [all[all.length - 1].name]);
  assert.ok(backup, "a backup is taken");
  assert.equal(path.dirname(backup), path.join(dir, "backups"));
  assert.match(path.basename(backup), new RegExp(`^pre-migration-${all[all.length - 1].name}-.*\\.db$`));
  const copy = new Database(backup, { readonly: true });
  const versions = (copy.prepare("SELECT version FROM schema_migrations").all() as { version: number }[]).map((r) => r.version);
  assert.equal(Math.max(...versions), all[all.length - 2].version, "the backup holds the database as it was before the upgrade");
  assert.equal((copy.prepare("SELECT COUNT(*) AS n FROM users").get() as { n: number }).n, 1);
  copy.close();
});

test("a new database and an up-to-date one get no pre-migration backup", async () => {
  const dir = dataDir();
  const db = openDb(path.join(dir, "library.db"));
  assert.equal((await migrateWithBackup(db, dir)).backup, null, "fresh database");
  assert.equal((await migrateWithBackup(db, dir)).backup, null, "nothing pending");
  db.close();
  assert.equal(fs.existsSync(path.join(dir, "backups")), false);
});

test("a database newer than the program is refused before any backup or migration", async () => {
  const dir = dataDir();
  const db = openDb(path.join(dir, "library.db"));
  const all = loadMigrations();
  migrate(db, all.slice(0, -1));
  db.sqlite.prepare("INSERT INTO schema_migrations (version, name, applied_at) VALUES (9999, '9999_from_the_future', 'x')").run();
  await assert.rejects(migrateWithBackup(db, dir, all), (err: unknown) => err instanceof DatabaseTooNewError && /newer version/.test(err.message));
  assert.equal(fs.existsSync(path.join(dir, "backups")), false);
  assert.equal(db.sqlite.prepare("SELECT 1 FROM schema_migrations WHERE version = ?").get(all[all.length - 1].version), undefined);
  db.close();
});
