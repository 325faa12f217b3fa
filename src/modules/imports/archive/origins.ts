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
import type Database from "better-sqlite3";
import { findOrigin, recipeOriginsOf, upsertOrigin } from "./origins.repo";
import { findRecipeHead } from "../../recipes/recipes.repo";
import { findCollection } from "../../collections/collections.repo";
import { findPlan } from "../../mealplans/mealplans.repo";
import { findList } from "../../grocery/grocery.repo";
import { findWishlist } from "../../wishlists/wishlists.repo";
import { findBook } from "../../books/books.repo";

/** Kinds of record an archive import creates, each found through its own module's repo. */
const FIND_OWNED = {
  recipe: findRecipeHead,
  collection: findCollection,
  mealplan: findPlan,
  grocery: findList,
  wishlist: findWishlist,
  book: findBook,
} satisfies Record<string, (db: Database.Database, id: string) => { user_id: string } | undefined>;
export type OriginKind = keyof typeof FIND_OWNED;

export const isOriginKind = (k: string): k is OriginKind => Object.hasOwn(FIND_OWNED, k);

/** The record exists and belongs to the user. */
const ownsRecord = (deps: Deps, userId: string, kind: OriginKind, id: string): boolean => FIND_OWNED[kind](deps.db.sqlite, id)?.user_id === userId;

/** What became of a record of the archive on an earlier import by this user. */
export type OriginState = { state: "new" } | { state: "present"; id: string } | { state: "deleted" };

export function originState(deps: Deps, userId: string, origin: string): OriginState {
  const row = findOrigin(deps.db.sqlite, userId, origin);
  if (!row) return { state: "new" };
  if (!isOriginKind(row.entity)) return { state: "deleted" };
  return ownsRecord(deps, userId, row.entity, row.entity_id) ? { state: "present", id: row.entity_id } : { state: "deleted" };
}

/** The export's own record, still the user's on this instance (their export imported where it was made). */
export function isOwnRecord(deps: Deps, userId: string, kind: OriginKind, id: string): boolean {
  return !!id && ownsRecord(deps, userId, kind, id);
}

/** Remember where a record came from; `importId` null for a record recognised, not created, by the import. */
export function recordOrigin(deps: Deps, userId: string, origin: string, kind: OriginKind, entityId: string, importId: string | null): void {
  upsertOrigin(deps.db.sqlite, { userId, origin, kind, entityId, importId, at: deps.clock.stamp() });
}

/** Every recipe this import created, in order (over all its attempts). */
export function recipeIdsOf(deps: Deps, importId: string): string[] {
  return recipeOriginsOf(deps.db.sqlite, importId);
}
