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
  assert.deepEqual(
    applied,
    all.map((m) => m.name),
  );
  const rows = db.sqlite.prepare("SELECT version FROM schema_migrations ORDER BY version").all() as { version: number }[];
  assert.deepEqual(
    rows.map((r) => r.version),
    all.map((m) => m.version),
  );
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
  assert.deepEqual(
    applied,
    all.slice(1).map((m) => m.name),
  );
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
  assert.throws(
    () => migrate(db, all),
    (e: unknown) => e instanceof DatabaseTooNewError && /newer version/.test(e.message) && /9999_from_the_future/.test(e.message),
  );
  db.close();
});

test("0012 removes another user's files from recipes written before the own-files rule, and nothing else", () => {
  const db = openDb(tmp());
  const all = loadMigrations();
  const at = all.findIndex((m) => m.name === "0012_recipe_media_own_files");
  assert.ok(at > 0);
  migrate(db, all.slice(0, at));
  const s = db.sqlite;
  const old = "2026-01-01T00:00:00.000Z";
  s.prepare("INSERT INTO users (id, email, created_at, updated_at) VALUES ('alice', 'a@x.test', ?, ?), ('bob', 'b@x.test', ?, ?)").run(old, old, old, old);
  const file = s.prepare(
    "INSERT INTO files (id, user_id, storage_key, filename, content_type, size, sha256, created_at, updated_at) VALUES (?, ?, ?, 'p.jpg', 'image/jpeg', 1, 'x', ?, ?)",
  );
  file.run("f-bob-1", "bob", "aa/1", old, old);
  file.run("f-alice", "alice", "aa/2", old, old);
  file.run("f-bob-2", "bob", "aa/3", old, old);
  const media = (...ids: string[]) => JSON.stringify(ids.map((id) => ({ file_id: id, kind: "image" })));
  const recipe = s.prepare("INSERT INTO recipes (id, user_id, media, created_at, updated_at) VALUES (?, ?, ?, ?, ?)");
  recipe.run("mixed", "bob", media("f-bob-1", "f-alice", "f-bob-2"), old, old);
  recipe.run("own", "bob", media("f-bob-2"), old, old);
  recipe.run("none", "alice", "[]", old, old);
  migrate(db, all);
  const row = (id: string) => s.prepare("SELECT media, updated_at FROM recipes WHERE id = ?").get(id) as { media: string; updated_at: string };
  assert.deepEqual(
    JSON.parse(row("mixed").media).map((m: { file_id: string }) => m.file_id),
    ["f-bob-1", "f-bob-2"],
    "order kept, Alice's photo gone",
  );
  assert.notEqual(row("mixed").updated_at, old, "syncing clients see the change");
  assert.match(row("mixed").updated_at, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  assert.deepEqual(row("own"), { media: media("f-bob-2"), updated_at: old }, "a recipe of its owner's files is untouched");
  assert.deepEqual(row("none"), { media: "[]", updated_at: old });
  const links = s.prepare("SELECT file_id FROM recipe_media WHERE recipe_id = 'mixed' ORDER BY file_id").all() as { file_id: string }[];
  assert.deepEqual(
    links.map((l) => l.file_id),
    ["f-bob-1", "f-bob-2"],
  );
  assert.ok(s.prepare("SELECT 1 FROM files WHERE id = 'f-alice'").get(), "the file stays with its owner");
  db.close();
});
