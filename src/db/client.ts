import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { drizzle, type BetterSQLite3Database } from "drizzle-orm/better-sqlite3";
import { createGroupCommit } from "./group-commit";
import * as schema from "./schema";

/** The drizzle wrapper over the one connection, typed by every table of src/db/schema (relational queries too). */
export type Orm = BetterSQLite3Database<typeof schema>;

/** The raw better-sqlite3 handle (prepared statements on hot paths) and the drizzle wrapper over it. */
export interface Db {
  sqlite: Database.Database;
  orm: Orm;
  /** Run `fn` in one synchronous IMMEDIATE transaction. Never pass an async function. */
  tx<T>(fn: () => T): T;
  /**
   * Run `fn` (synchronous) in a transaction shared with the other writes of this event-loop turn, answering after
   * the shared commit: hot small writes stop queueing behind each other's fsync (see group-commit.ts).
   */
  groupTx<T>(fn: () => T): Promise<T>;
  /**
   * The drizzle prepared statement `build` makes, prepared once per database (hot paths: preparing costs more than
   * running). `build` is the cache key: pass a function declared once at module scope, never an inline arrow.
   */
  prepared<T>(build: (orm: Orm) => T): T;
  close(): void;
}

/** chmod 0600 when the file exists (an older install made it 0644); best effort on file systems without modes. */
function restrictMode(file: string): void {
  try {
    if ((fs.statSync(file).mode & 0o077) !== 0) fs.chmodSync(file, 0o600);
  } catch {
    // Absent (-shm before first use) or a file system that ignores modes: nothing to tighten.
  }
}

/**
 * Open the database with the pragmas family data deserves: WAL, synchronous=FULL (acknowledged writes survive
 * power loss), foreign keys, a busy timeout, and a bounded WAL file.
 */
export function openDb(file: string): Db {
  if (file !== ":memory:") {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    // The library holds every family's recipes, password hashes and tokens: readable by the service user only, like
    // the keys. An empty file is an empty SQLite database; SQLite gives -wal and -shm the main file's mode.
    if (!fs.existsSync(file)) fs.closeSync(fs.openSync(file, "a", 0o600));
    restrictMode(file);
  }
  const sqlite = new Database(file);
  sqlite.pragma("journal_mode = WAL");
  if (file !== ":memory:") for (const f of [`${file}-wal`, `${file}-shm`]) restrictMode(f);
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("journal_size_limit = 67108864");
  sqlite.pragma("temp_store = MEMORY");
  // Built on first use: drizzle reads every table's relations when it is constructed, start-up work for a wrapper
  // a few services use (the hot paths run prepared statements on `sqlite`).
  let orm: Orm | undefined;
  const prepared = new Map<(orm: Orm) => unknown, unknown>();
  const db: Db = {
    sqlite,
    get orm(): Orm {
      return (orm ??= drizzle(sqlite, { schema }));
    },
    tx: <T>(fn: () => T): T => sqlite.transaction(fn).immediate(),
    groupTx: <T>(fn: () => T): Promise<T> => group.run(fn),
    prepared: <T>(build: (orm: Orm) => T): T => {
      let statement = prepared.get(build);
      if (statement === undefined) {
        statement = build(db.orm);
        prepared.set(build, statement);
      }
      // The map's key is the builder that made the value, so the value is of the builder's type.
      return statement as T;
    },
    close: () => {
      if (sqlite.open) {
        try {
          sqlite.pragma("wal_checkpoint(TRUNCATE)");
        } catch {
          // A checkpoint that cannot run now is done by SQLite at the next open.
        }
        sqlite.close();
      }
    },
  };
  const group = createGroupCommit(db);
  return db;
}
