import type Database from "better-sqlite3";

type StatementCache = WeakMap<Database.Database, Map<string, Database.Statement>>;
const stmtCache: StatementCache = new WeakMap();
const rawStmtCache: StatementCache = new WeakMap();

/** Prepare once per database and SQL text: list queries are hot, and preparing costs more than running. */
export function cachedStatement(db: Database.Database, sql: string): Database.Statement {
  return cached(stmtCache, db, sql, () => db.prepare(sql));
}

/**
 * A cached statement whose rows come back as arrays of column values. better-sqlite3 builds an object row one
 * property at a time through V8's slow path; on the hottest reads an array row saves about a microsecond.
 */
export function cachedRawStatement(db: Database.Database, sql: string): Database.Statement {
  return cached(rawStmtCache, db, sql, () => db.prepare(sql).raw(true));
}

function cached(caches: StatementCache, db: Database.Database, sql: string, prepare: () => Database.Statement): Database.Statement {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  let stmt = cache.get(sql);
  if (!stmt) {
    stmt = prepare();
    cache.set(sql, stmt);
  }
  return stmt;
}

/** Run the cheapest statement: throws when the database cannot answer (the health probe). */
export function pingDatabase(db: Database.Database): void {
  cachedStatement(db, "SELECT 1").get();
}
