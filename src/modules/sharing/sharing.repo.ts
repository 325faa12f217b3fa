import type Database from "better-sqlite3";
import { cachedStatement } from "../../db/statements";
import type { ShareableType } from "../../auth/access";
import type { shareLinks } from "../../db/schema";
import type { RowOf } from "../../db/rows";

/** A row of share_links. */
export type ShareLinkRow = RowOf<typeof shareLinks, { resource_type: ShareableType }>;

export function insertLink(db: Database.Database, row: ShareLinkRow): void {
  cachedStatement(
    db,
    `INSERT INTO share_links (id, user_id, token_hash, token_prefix, resource_type, resource_id, created_at, updated_at, expires_at)
     VALUES (@id, @user_id, @token_hash, @token_prefix, @resource_type, @resource_id, @created_at, @updated_at, @expires_at)`,
  ).run(row);
}

export const findLinkByHash = (db: Database.Database, hash: string): ShareLinkRow | undefined =>
  cachedStatement(db, "SELECT * FROM share_links WHERE token_hash = ?").get(hash) as ShareLinkRow | undefined;

export const findLinkById = (db: Database.Database, id: string): ShareLinkRow | undefined =>
  cachedStatement(db, "SELECT * FROM share_links WHERE id = ?").get(id) as ShareLinkRow | undefined;

export const deleteLink = (db: Database.Database, id: string): void => {
  cachedStatement(db, "DELETE FROM share_links WHERE id = ?").run(id);
};

export const linksOfUser = (db: Database.Database, userId: string): ShareLinkRow[] =>
  cachedStatement(db, "SELECT * FROM share_links WHERE user_id = ? ORDER BY created_at, id").all(userId) as ShareLinkRow[];

/**
 * Of `recipeIds`, those owned by `userId` and not private, in the given order (what a public link may show: a
 * recipe marked private is withheld from public collections and plans, and its own link answers 404 while private).
 */
export function ownedRecipeIds(db: Database.Database, userId: string, recipeIds: string[]): string[] {
  if (recipeIds.length === 0) return [];
  const owned = new Set(
    (
      cachedStatement(db, "SELECT id FROM recipes WHERE user_id = ? AND private = 0 AND id IN (SELECT value FROM json_each(?))").all(
        userId,
        JSON.stringify(recipeIds),
      ) as { id: string }[]
    ).map((r) => r.id),
  );
  return recipeIds.filter((id) => owned.has(id));
}

/** A saved copy does not carry the original owner's private notes (the public view never showed them). */
export const clearRecipeNotes = (db: Database.Database, recipeId: string): void => {
  cachedStatement(db, "UPDATE recipes SET notes = '' WHERE id = ?").run(recipeId);
};
