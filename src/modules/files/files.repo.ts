import type Database from "better-sqlite3";
import { selectFrom } from "../../db/select-from";
import { cachedStatement } from "../../db/statements";
import { files } from "../../db/schema";

/** A row of the files table. */
export type FileRow = typeof files.$inferSelect;

export const findFile = (db: Database.Database, id: string): FileRow | undefined => selectFrom(db, files, "WHERE id = ?").get(id);

/** Files of `ids` (any owner), one query. */
export const findFiles = (db: Database.Database, ids: string[]): FileRow[] =>
  selectFrom(db, files, "WHERE id IN (SELECT value FROM json_each(?))").all(JSON.stringify(ids));

export const listFilesOfUser = (db: Database.Database, userId: string): FileRow[] =>
  selectFrom(db, files, "WHERE user_id = ? ORDER BY created_at, id").all(userId);

/** Bytes the user's stored files take (originals and previews as recorded). */
export const storedBytesOfUser = (db: Database.Database, userId: string): number =>
  (cachedStatement(db, "SELECT COALESCE(SUM(size), 0) AS n FROM files WHERE user_id = ?").get(userId) as { n: number }).n;

/** How many files the instance stores, and their bytes as recorded. */
export const fileTotals = (db: Database.Database): { count: number; bytes: number } =>
  cachedStatement(db, "SELECT COUNT(*) AS count, COALESCE(SUM(size), 0) AS bytes FROM files").get() as { count: number; bytes: number };

export function insertFile(db: Database.Database, row: FileRow): void {
  cachedStatement(
    db,
    `INSERT INTO files (id, user_id, storage_key, filename, content_type, size, sha256, width, height, blur_hash, preview_key, status, created_at, updated_at)
     VALUES (@id, @user_id, @storage_key, @filename, @content_type, @size, @sha256, @width, @height, @blur_hash, @preview_key, @status, @created_at, @updated_at)`,
  ).run(row);
}

export const deleteFileRow = (db: Database.Database, id: string): void => {
  cachedStatement(db, "DELETE FROM files WHERE id = ?").run(id);
};

/** Every storage key (originals and previews) the database knows: what the orphan sweep must keep. */
export function allStorageKeys(db: Database.Database): Set<string> {
  const keys = new Set<string>();
  for (const r of cachedStatement(db, "SELECT storage_key, preview_key FROM files").iterate() as IterableIterator<{
    storage_key: string;
    preview_key: string | null;
  }>) {
    keys.add(r.storage_key);
    if (r.preview_key) keys.add(r.preview_key);
  }
  return keys;
}
