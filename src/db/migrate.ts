import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Db } from "./client";

/** One SQL migration file: `NNNN_descriptive_name.sql`. */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** Thrown when the database was written by a newer version of the appliance. */
export class DatabaseTooNewError extends Error {}

/** Find the migrations folder: beside the bundle (dist/../migrations) or the source tree (src/db/../../migrations). */
export function findMigrationsDir(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  for (const candidate of [path.resolve(here, "../migrations"), path.resolve(here, "../../migrations")]) {
    if (fs.existsSync(path.join(candidate, "0001_foundation.sql"))) return candidate;
  }
  throw new Error("migrations folder not found beside the program");
}

/** Read every migration in order. */
export function loadMigrations(dir = findMigrationsDir()): Migration[] {
  return fs
    .readdirSync(dir)
    .filter((f) => /^\d{4}_[a-z0-9_]+\.sql$/.test(f))
    .sort()
    .map((f) => ({ version: Number(f.slice(0, 4)), name: f.replace(/\.sql$/, ""), sql: fs.readFileSync(path.join(dir, f), "utf8") }));
}

/**
 * The migrations `db` still needs. Refuses a database that has migrations this code does not know (it was written
 * by a newer version). `applied` counts the ones it already has.
 */
export function pendingMigrations(db: Db, migrations: Migration[] = loadMigrations()): { pending: Migration[]; applied: number } {
  db.sqlite.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)`);
  const done = new Map<number, string>(
    (db.sqlite.prepare("SELECT version, name FROM schema_migrations").all() as { version: number; name: string }[]).map((r) => [r.version, r.name]),
  );
  const known = new Set(migrations.map((m) => m.version));
  const unknown = [...done.entries()].filter(([v]) => !known.has(v));
  if (unknown.length > 0) {
    throw new DatabaseTooNewError(
      `The database was written by a newer version of this program (unknown migrations: ${unknown.map(([, n]) => n).join(", ")}). ` +
        "Upgrade the program, or restore a backup made with this version.",
    );
  }
  return { pending: migrations.filter((m) => !done.has(m.version)), applied: done.size };
}

/**
 * Apply pending migrations, each in its own transaction, recording them in schema_migrations.
 * Refuses a database that has migrations this code does not know (it was written by a newer version).
 */
export function migrate(db: Db, migrations: Migration[] = loadMigrations()): { applied: string[] } {
  const { pending } = pendingMigrations(db, migrations);
  const applied: string[] = [];
  if (pending.length === 0) return { applied };
  const record = db.sqlite.prepare("INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)");
  // SQLite's documented table-rebuild procedure: with foreign keys on, dropping a rebuilt table would cascade its
  // deletes into every child table. They are switched off around the migrations and checked before each commit.
  const foreignKeys = db.sqlite.pragma("foreign_keys", { simple: true }) === 1;
  db.sqlite.pragma("foreign_keys = OFF");
  try {
    for (const m of pending) {
      db.sqlite
        .transaction(() => {
          db.sqlite.exec(m.sql);
          const broken = db.sqlite.pragma("foreign_key_check") as unknown[];
          if (broken.length > 0) throw new Error(`Migration ${m.name} leaves ${broken.length} broken foreign key reference(s)`);
          record.run(m.version, m.name, new Date().toISOString());
        })
        .immediate();
      applied.push(m.name);
    }
  } finally {
    if (foreignKeys) db.sqlite.pragma("foreign_keys = ON");
  }
  return { applied };
}
