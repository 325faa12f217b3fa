import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDb } from "../../src/db/client";
import { migrate, loadMigrations, DatabaseTooNewError } from "../../src/db/migrate";

const tmp = () => path.join(fs.mkdtempSync(path.join(os.tmpdir(), "rl-mig-")), "library.db");

test("migrations apply in order on an empty database and record themselves", () => {
  const db = openDb(tmp());
  const all = loadMigrations();
  const { applied } = migrate(db);
  assert.deepEqual(applied, all.map((m) => m.name));
  const rows = db.sqlite.prepare("SELECT version FROM schema_migrations ORDER BY version").all() as { version: number }[];
  assert.deepEqual(rows.map((r) => r.version), all.map((m) => m.version));
  assert.equal((db.sqlite.pragma("journal_mode", { simple: true }) as string).toLowerCase(), "wal");
  assert.equal(db.sqlite.pragma("foreign_keys", { simple: true }), 1);
  assert.equal(db.sqlite.pragma("synchronous", { simple: true }), 2, "synchronous=FULL");
  db.close();
});

test("an existing database gets only the pending migrations and keeps its data", () => {
  const file = tmp();
  const all = loadMigrations();
  const db = openDb(file);
  migrate(db, all.slice(0, 1));
  db.sqlite.prepare("INSERT INTO users (id, email, created_at, updated_at) VALUES ('u1', 'a@b.c', 'x', 'x')").run();
  db.close();
  const again = openDb(file);
  const { applied } = migrate(again, all);
  assert.deepEqual(applied, all.slice(1).map((m) => m.name));
  assert.equal((again.sqlite.prepare("SELECT COUNT(*) AS n FROM users").get() as { n: number }).n, 1);
  assert.deepEqual(migrate(again, all).applied, [], "idempotent");
  again.close();
});

test("a failing migration rolls back entirely", () => {
  const db = openDb(tmp());
  const bad = [...loadMigrations().slice(0, 1), { version: 9998, name: "9998_bad", sql: "CREATE TABLE t1 (a); THIS IS NOT SQL;" }];
  assert.throws(() => migrate(db, bad));
  assert.equal(db.sqlite.prepare("SELECT name FROM sqlite_master WHERE name = 't1'").get(), undefined);
  assert.equal(db.sqlite.prepare("SELECT 1 FROM schema_migrations WHERE version = 9998").get(), undefined);
  db.close();
});

test("a database newer than the code is refused with a clear message", () => {
  const db = openDb(tmp());
  const all = loadMigrations();
  migrate(db, [...all, { version: 9999, name: "9999_from_the_future", sql: "SELECT 1;" }]);
  assert.throws(() => migrate(db, all), (e: unknown) => e instanceof DatabaseTooNewError && /newer version/.test(e.message) && /9999_from_the_future/.test(e.message));
  db.close();
});
