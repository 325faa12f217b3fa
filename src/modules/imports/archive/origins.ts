/**
 * Where imported records came from (table import_origins, per user): how an archive import recognises what it
 * brought before, whatever the kind of record (recipe, collection, meal plan, grocery list, wishlist, book).
 *
 * What a second import of the same export does with a record of it — decided for a family's expectations:
 * - never imported before: created (so a re-run after a partial failure completes what is missing);
 * - imported before and still there: left exactly as it is, even if the user edited it since (their edits win
 *   over the export's older copy); references to it (a collection's recipes, a plan's meals) point at it;
 * - imported before and deleted since: NOT brought back — deleting the imported copy was a choice, and
 *   re-running an import (or importing a newer export of the same library) must not undo it. References to it
 *   are dropped. The origin row outlives the record for exactly this reason (migration 0021's comment said the
 *   opposite, written before this decision; the code here is what holds).
 * - the export's own record on the instance it came from (the user re-imports their own export at home): that
 *   record is the one, nothing is created. If it was deleted there, the export acts as the backup it is and a
 *   copy comes back — it was never an imported copy the user chose to delete.
 */
import type { Deps } from "../../../deps";
import { cachedStatement } from "../../../db/statements";

/** Kinds of record an archive import creates, with their tables. */
export const ORIGIN_TABLES = {
  recipe: "recipes",
  collection: "collections",
  mealplan: "mealplans",
  grocery: "grocery_lists",
  wishlist: "wishlists",
  book: "books",
} as const;
export type OriginKind = keyof typeof ORIGIN_TABLES;

export const isOriginKind = (k: string): k is OriginKind => Object.hasOwn(ORIGIN_TABLES, k);

/** What became of a record of the archive on an earlier import by this user. */
export type OriginState = { state: "new" } | { state: "present"; id: string } | { state: "deleted" };

export function originState(deps: Deps, userId: string, origin: string): OriginState {
  const row = cachedStatement(deps.db.sqlite, "SELECT entity, entity_id FROM import_origins WHERE user_id = ? AND origin = ?").get(userId, origin) as
    { entity: string; entity_id: string } | undefined;
  if (!row) return { state: "new" };
  if (!isOriginKind(row.entity)) return { state: "deleted" };
  const found = cachedStatement(deps.db.sqlite, `SELECT 1 FROM ${ORIGIN_TABLES[row.entity]} WHERE id = ? AND user_id = ?`).get(row.entity_id, userId);
  return found ? { state: "present", id: row.entity_id } : { state: "deleted" };
}

/** The export's own record, still the user's on this instance (their export imported where it was made). */
export function isOwnRecord(deps: Deps, userId: string, kind: OriginKind, id: string): boolean {
  return !!id && !!cachedStatement(deps.db.sqlite, `SELECT 1 FROM ${ORIGIN_TABLES[kind]} WHERE id = ? AND user_id = ?`).get(id, userId);
}

/** Remember where a record came from; `importId` null for a record recognised, not created, by the import. */
export function recordOrigin(deps: Deps, userId: string, origin: string, kind: OriginKind, entityId: string, importId: string | null): void {
  cachedStatement(
    deps.db.sqlite,
    "INSERT OR REPLACE INTO import_origins (user_id, origin, entity, entity_id, import_id, created_at) VALUES (?, ?, ?, ?, ?, ?)",
  ).run(userId, origin, kind, entityId, importId, deps.clock.stamp());
}

/** Every recipe this import created, in order (over all its attempts). */
export function recipeIdsOf(deps: Deps, importId: string): string[] {
  return (
    cachedStatement(deps.db.sqlite, "SELECT entity_id FROM import_origins WHERE import_id = ? AND entity = 'recipe' ORDER BY created_at, rowid").all(
      importId,
    ) as { entity_id: string }[]
  ).map((r) => r.entity_id);
}
