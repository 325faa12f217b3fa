import type Database from "better-sqlite3";
import { getTableName } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import { cachedStatement } from "./statements";

/**
 * A cached `SELECT * FROM <table> <rest>` whose rows are typed by the table's drizzle schema ($inferSelect), so a
 * whole-row read names its table once and needs no cast. The schema agreement test keeps that type true.
 */
export function selectFrom<T extends SQLiteTable>(db: Database.Database, table: T, rest: string): Database.Statement<unknown[], T["$inferSelect"]> {
  return cachedStatement(db, `SELECT * FROM ${getTableName(table)} ${rest}`) as Database.Statement<unknown[], T["$inferSelect"]>;
}
