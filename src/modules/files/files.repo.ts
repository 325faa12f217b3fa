import type Database from "better-sqlite3";
import { cachedStatement } from "../../db/statements";
import type { files } from "../../db/schema";

/** A row of the files table. */
export type FileRow = typeof files.$inferSelect;

export const findFile = (db: Database.Database, id: string): FileRow | undefined =>
  cachedStatement(db, "SELECT * FROM files WHERE id = ?").get(id) as FileRow | undefined;

/** Files of `ids` (any owner), one query. */
export const findFiles = (db: Database.Database, ids: string[]): FileRow[] =>
  cachedStatement(db, "SELECT * FROM files WHERE id IN (SELECT value FROM json_each(?))").all(JSON.stringify(ids)) as FileRow[];

export const listFilesOfUser = (db: Database.Database, userId: string): FileRow[] =>
  cachedStatement(db, "SELECT * FROM files WHERE user_id = ? ORDER BY created_at, id").all(userId) as FileRow[];

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

/**
 * Of `ids`, the files a user may see without owning them: those shown by a recipe the user can see
 * (`visibleRecipes`: the access module's condition on alias r, with @uid) whose owner also owns the file. A recipe
 * showing someone else's file passes on no access: otherwise putting a photo seen once through a shared recipe
 * into one's own recipe would keep it readable after the share ends, and publishable through a share link.
 */
export function filesVisibleThroughRecipes(db: Database.Database, userId: string, ids: string[], visibleRecipes: string): Set<string> {
  if (ids.length === 0) return new Set();
  const rows = cachedStatement(
    db,
    `SELECT DISTINCT rm.file_id AS id FROM recipe_media rm JOIN recipes r ON r.id = rm.recipe_id
     JOIN files f ON f.id = rm.file_id AND f.user_id = r.user_id
     WHERE rm.file_id IN (SELECT value FROM json_each(@ids))
       AND ${visibleRecipes}`,
  ).all({ ids: JSON.stringify(ids), uid: userId }) as { id: string }[];
  return new Set(rows.map((r) => r.id));
}

/** Recipes whose media show a file, with their owners (for events). */
export const recipesShowingFile = (db: Database.Database, fileId: string): { id: string; user_id: string; updated_at: string }[] =>
  cachedStatement(db, "SELECT r.id, r.user_id, r.updated_at FROM recipe_media rm JOIN recipes r ON r.id = rm.recipe_id WHERE rm.file_id = ?").all(fileId) as {
    id: string;
    user_id: string;
    updated_at: string;
  }[];

/** Remove a file from one recipe's media (the recipe_media trigger follows), bumping updated_at for delta sync. */
export function stripFileFromRecipe(db: Database.Database, recipeId: string, fileId: string, now: string): void {
  cachedStatement(
    db,
    `UPDATE recipes SET media = (SELECT json_group_array(json(value)) FROM json_each(media) WHERE json_extract(value, '$.file_id') IS NOT @fid),
       updated_at = @now WHERE id = @rid`,
  ).run({ fid: fileId, now, rid: recipeId });
}

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
