import type Database from "better-sqlite3";

/** What SQLite says of a table's structure (PRAGMA table_info, index_list, index_info, foreign_key_list), typed. */
export interface ColumnInfo {
  name: string;
  type: string;
  notnull: number;
  dflt_value: string | null;
  pk: number;
}
export interface IndexEntry {
  name: string;
  unique: number;
  origin: "c" | "u" | "pk";
  partial: number;
}
export interface ForeignKeyInfo {
  id: number;
  seq: number;
  table: string;
  from: string;
  to: string;
  on_update: string;
  on_delete: string;
}

export const tableColumns = (db: Database.Database, table: string): ColumnInfo[] => db.pragma(`table_info("${table}")`) as ColumnInfo[];
export const tableIndexes = (db: Database.Database, table: string): IndexEntry[] => db.pragma(`index_list("${table}")`) as IndexEntry[];
export const indexColumns = (db: Database.Database, index: string): string[] => (db.pragma(`index_info("${index}")`) as { name: string }[]).map((k) => k.name);
export const foreignKeys = (db: Database.Database, table: string): ForeignKeyInfo[] => db.pragma(`foreign_key_list("${table}")`) as ForeignKeyInfo[];
