import type Database from "better-sqlite3";
import { cachedStatement } from "../../db/statements";
import { selectFrom } from "../../db/select-from";
import { wishlistItems, wishlists } from "../../db/schema";
import { userListPage, type ListQuery, type Page } from "../../db/paging";
import { visibleWhere } from "../../auth/access";

/** A row of wishlists. */
export type WishlistRow = typeof wishlists.$inferSelect;

/** A row of wishlist_items. */
export type WishlistItemRow = typeof wishlistItems.$inferSelect;

/** The source columns a wishlist item borrows. */
export interface SourceLite {
  id: string;
  kind: string;
  name: string;
  display_name: string;
  authors: string;
  cover_url: string | null;
}

export const findWishlist = (db: Database.Database, id: string): WishlistRow | undefined => selectFrom(db, wishlists, "WHERE id = ?").get(id);

export const findDefault = (db: Database.Database, userId: string): WishlistRow | undefined =>
  selectFrom(db, wishlists, "WHERE user_id = ? AND is_default = 1").get(userId);

export const itemsOf = (db: Database.Database, id: string): WishlistItemRow[] =>
  selectFrom(db, wishlistItems, "WHERE wishlist_id = ? ORDER BY position, item_key").all(id);

/** Items of many wishlists in one query, grouped by wishlist id. */
export function itemsOfMany(db: Database.Database, ids: string[]): Map<string, WishlistItemRow[]> {
  const out = new Map<string, WishlistItemRow[]>();
  if (ids.length === 0) return out;
  const rows = selectFrom(db, wishlistItems, "WHERE wishlist_id IN (SELECT value FROM json_each(?)) ORDER BY wishlist_id, position, item_key").all(
    JSON.stringify(ids),
  );
  for (const r of rows) {
    const list = out.get(r.wishlist_id);
    if (list) list.push(r);
    else out.set(r.wishlist_id, [r]);
  }
  return out;
}

export const findSource = (db: Database.Database, id: string): SourceLite | undefined =>
  cachedStatement(db, "SELECT id, kind, name, display_name, authors, cover_url FROM sources WHERE id = ?").get(id) as SourceLite | undefined;

/** An item already on the wishlist that is the same book or recipe: same source, or same normalised title and authors. */
export const findDuplicate = (db: Database.Database, wishlistId: string, dedupeKey: string, sourceId: string | null): WishlistItemRow | undefined =>
  selectFrom(db, wishlistItems, "WHERE wishlist_id = ? AND (dedupe_key = ? OR (? IS NOT NULL AND source_v2_id = ?)) LIMIT 1").get(
    wishlistId,
    dedupeKey,
    sourceId,
    sourceId,
  );

export const findItem = (db: Database.Database, wishlistId: string, key: string): WishlistItemRow | undefined =>
  selectFrom(db, wishlistItems, "WHERE wishlist_id = ? AND item_key = ?").get(wishlistId, key);

export function insertWishlist(db: Database.Database, row: WishlistRow): void {
  cachedStatement(
    db,
    "INSERT INTO wishlists (id, user_id, name, description, is_default, created_at, updated_at) VALUES (@id, @user_id, @name, @description, @is_default, @created_at, @updated_at)",
  ).run(row);
}

export function updateWishlistRow(db: Database.Database, row: WishlistRow): void {
  cachedStatement(db, "UPDATE wishlists SET name = @name, description = @description, updated_at = @updated_at WHERE id = @id").run(row);
}

export const touchWishlist = (db: Database.Database, id: string, now: string): void => {
  cachedStatement(db, "UPDATE wishlists SET updated_at = ? WHERE id = ?").run(now, id);
};

export const deleteWishlistRow = (db: Database.Database, id: string): void => {
  cachedStatement(db, "DELETE FROM wishlists WHERE id = ?").run(id);
};

export function insertItem(db: Database.Database, row: WishlistItemRow): void {
  cachedStatement(
    db,
    "INSERT INTO wishlist_items (wishlist_id, item_key, position, kind, title, authors, cover_url, source_v2_id, dedupe_key, added_at) VALUES (@wishlist_id, @item_key, @position, @kind, @title, @authors, @cover_url, @source_v2_id, @dedupe_key, @added_at)",
  ).run(row);
}

/** Fill what a duplicate add knows and the stored item lacked (a source link, a cover). */
export const fillItem = (db: Database.Database, wishlistId: string, key: string, sourceId: string | null, coverUrl: string | null): number =>
  cachedStatement(
    db,
    "UPDATE wishlist_items SET source_v2_id = COALESCE(source_v2_id, ?), cover_url = COALESCE(cover_url, ?) WHERE wishlist_id = ? AND item_key = ? AND ((source_v2_id IS NULL AND ? IS NOT NULL) OR (cover_url IS NULL AND ? IS NOT NULL))",
  ).run(sourceId, coverUrl, wishlistId, key, sourceId, coverUrl).changes;

export const deleteItem = (db: Database.Database, wishlistId: string, key: string): number =>
  cachedStatement(db, "DELETE FROM wishlist_items WHERE wishlist_id = ? AND item_key = ?").run(wishlistId, key).changes;

export const maxPosition = (db: Database.Database, id: string): number =>
  (cachedStatement(db, "SELECT COALESCE(MAX(position), -1) AS p FROM wishlist_items WHERE wishlist_id = ?").get(id) as { p: number }).p;

export const wishlistsOwnedBy = (db: Database.Database, userId: string): WishlistRow[] =>
  selectFrom(db, wishlists, "WHERE user_id = ? ORDER BY created_at, id").all(userId);

/** One page of the user's wishlists (own and shared into their households), newest first, with delta sync. */
export const wishlistsPage = (db: Database.Database, userId: string, q: ListQuery, nowIso: string): Page<WishlistRow> =>
  userListPage<WishlistRow>(db, "wishlists w", visibleWhere("wishlist", "w"), { entity: "wishlist", userId }, q, nowIso);
