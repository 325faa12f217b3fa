import type Database from "better-sqlite3";
import { selectFrom } from "../../db/select-from";
import { cachedStatement } from "../../db/statements";
import { userListPage, type ListQuery, type Page } from "../../db/paging";
import { visibleWhere } from "../../auth/access";
import { collections } from "../../db/schema";
import { visibleRecipeIds } from "../recipes/recipes.lookups.repo";

/** A row of the collections table. */
export type CollectionRow = typeof collections.$inferSelect;

/** One collection row, or undefined. */
export const findCollection = (db: Database.Database, id: string): CollectionRow | undefined => selectFrom(db, collections, "WHERE id = ?").get(id);

/** Collections of `ids`, in no particular order. */
export const findCollections = (db: Database.Database, ids: string[]): CollectionRow[] =>
  selectFrom(db, collections, "WHERE id IN (SELECT value FROM json_each(?))").all(JSON.stringify(ids));

/** Insert a collection row. */
export function insertCollection(db: Database.Database, row: CollectionRow): void {
  cachedStatement(
    db,
    "INSERT INTO collections (id, user_id, name, description, tags, created_at, updated_at) VALUES (@id, @user_id, @name, @description, @tags, @created_at, @updated_at)",
  ).run(row);
}

/** Write the editable fields and the new updated_at. */
export function updateCollectionRow(db: Database.Database, row: CollectionRow): void {
  cachedStatement(db, "UPDATE collections SET name = @name, description = @description, tags = @tags, updated_at = @updated_at WHERE id = @id").run(row);
}

/** Bump updated_at so delta sync reports the collection. */
export function touchCollection(db: Database.Database, id: string, now: string): void {
  cachedStatement(db, "UPDATE collections SET updated_at = ? WHERE id = ?").run(now, id);
}

/** Delete a collection (its recipe links cascade) and its household shares. */
export function deleteCollectionRow(db: Database.Database, id: string): void {
  cachedStatement(db, "DELETE FROM household_shares WHERE resource_type = 'collection' AND resource_id = ?").run(id);
  cachedStatement(db, "DELETE FROM collections WHERE id = ?").run(id);
}

/**
 * Ordered recipe ids of each collection in `collectionIds`, limited to recipes the viewer can see (the recipes
 * repo's check, the access module's rule). Two queries for a whole page: no N+1.
 */
export function recipeIdsByCollection(db: Database.Database, collectionIds: string[], viewerId: string): Map<string, string[]> {
  const out = new Map<string, string[]>(collectionIds.map((id) => [id, []]));
  if (collectionIds.length === 0) return out;
  const rows = cachedStatement(
    db,
    "SELECT collection_id AS cid, recipe_id AS rid FROM collection_recipes WHERE collection_id IN (SELECT value FROM json_each(?)) ORDER BY collection_id, position, added_at",
  ).all(JSON.stringify(collectionIds)) as { cid: string; rid: string }[];
  const visible = visibleRecipeIds(db, viewerId, [...new Set(rows.map((r) => r.rid))]);
  for (const r of rows) if (visible.has(r.rid)) out.get(r.cid)?.push(r.rid);
  return out;
}

/** Every recipe id linked to the collection, visible or not (for positions and membership). */
export const linkedRecipeIds = (db: Database.Database, collectionId: string): string[] =>
  (
    cachedStatement(db, "SELECT recipe_id FROM collection_recipes WHERE collection_id = ? ORDER BY position, added_at").all(collectionId) as {
      recipe_id: string;
    }[]
  ).map((r) => r.recipe_id);

/** Append recipes after the current last position, skipping ids already linked. Returns how many were added. */
export function appendRecipes(db: Database.Database, collectionId: string, recipeIds: string[], now: string): number {
  const max = cachedStatement(db, "SELECT COALESCE(MAX(position), -1) AS p FROM collection_recipes WHERE collection_id = ?").get(collectionId) as { p: number };
  const insert = cachedStatement(db, "INSERT OR IGNORE INTO collection_recipes (collection_id, recipe_id, position, added_at) VALUES (?, ?, ?, ?)");
  let pos = max.p + 1;
  let added = 0;
  for (const rid of recipeIds) {
    const changes = insert.run(collectionId, rid, pos, now).changes;
    if (changes > 0) {
      pos++;
      added++;
    }
  }
  return added;
}

/** Replace the whole ordered list. Links that stay keep their added_at. */
export function replaceRecipes(db: Database.Database, collectionId: string, recipeIds: string[], now: string): void {
  const keep = JSON.stringify(recipeIds);
  cachedStatement(db, "DELETE FROM collection_recipes WHERE collection_id = ? AND recipe_id NOT IN (SELECT value FROM json_each(?))").run(collectionId, keep);
  const upsert = cachedStatement(
    db,
    "INSERT INTO collection_recipes (collection_id, recipe_id, position, added_at) VALUES (?, ?, ?, ?) ON CONFLICT (collection_id, recipe_id) DO UPDATE SET position = excluded.position",
  );
  recipeIds.forEach((rid, i) => upsert.run(collectionId, rid, i, now));
}

/** Remove one recipe from a collection. Returns true when it was there. */
export const removeRecipe = (db: Database.Database, collectionId: string, recipeId: string): boolean =>
  cachedStatement(db, "DELETE FROM collection_recipes WHERE collection_id = ? AND recipe_id = ?").run(collectionId, recipeId).changes > 0;

/** Ids of the collections that contain any of `recipeIds`. */
export const collectionsContaining = (db: Database.Database, recipeIds: string[]): string[] =>
  (
    cachedStatement(db, "SELECT DISTINCT collection_id FROM collection_recipes WHERE recipe_id IN (SELECT value FROM json_each(?))").all(
      JSON.stringify(recipeIds),
    ) as {
      collection_id: string;
    }[]
  ).map((r) => r.collection_id);

/** Every collection row of a user, oldest first (export). */
export const collectionsOfUser = (db: Database.Database, userId: string): CollectionRow[] =>
  selectFrom(db, collections, "WHERE user_id = ? ORDER BY created_at, id").all(userId);

/** One page of the user's collections (own and shared into their households), newest first, with delta sync. */
export const collectionsPage = (db: Database.Database, userId: string, q: ListQuery, nowIso: string): Page<CollectionRow> =>
  userListPage<CollectionRow>(db, "collections c", visibleWhere("collection", "c"), { entity: "collection", userId, shared: true }, q, nowIso);
