import type Database from "better-sqlite3";
import { cachedStatement } from "../../db/statements";
import { selectFrom } from "../../db/select-from";
import { groceryItems, groceryLists } from "../../db/schema";
import { userListPage, type ListQuery, type Page } from "../../db/paging";
import { visibleWhere } from "../../auth/access";

/** A row of grocery_lists. */
export type GroceryListRow = typeof groceryLists.$inferSelect;

/** A row of grocery_items. */
export type GroceryItemRow = typeof groceryItems.$inferSelect;

export const findList = (db: Database.Database, id: string): GroceryListRow | undefined => selectFrom(db, groceryLists, "WHERE id = ?").get(id);

/** Grocery lists of `ids`, in no particular order. */
export const findLists = (db: Database.Database, ids: string[]): GroceryListRow[] =>
  selectFrom(db, groceryLists, "WHERE id IN (SELECT value FROM json_each(?))").all(JSON.stringify(ids));

export const itemsOf = (db: Database.Database, listId: string): GroceryItemRow[] =>
  selectFrom(db, groceryItems, "WHERE list_id = ? ORDER BY position, key").all(listId);

export const findItem = (db: Database.Database, listId: string, key: string): GroceryItemRow | undefined =>
  selectFrom(db, groceryItems, "WHERE list_id = ? AND key = ?").get(listId, key);

/** Items of many lists in one query (no N+1 in list pages), grouped by list id. */
export function itemsOfLists(db: Database.Database, ids: string[]): Map<string, GroceryItemRow[]> {
  const out = new Map<string, GroceryItemRow[]>();
  if (ids.length === 0) return out;
  const rows = selectFrom(db, groceryItems, "WHERE list_id IN (SELECT value FROM json_each(?)) ORDER BY list_id, position, key").all(JSON.stringify(ids));
  for (const r of rows) {
    const list = out.get(r.list_id);
    if (list) list.push(r);
    else out.set(r.list_id, [r]);
  }
  return out;
}

export function insertList(db: Database.Database, row: GroceryListRow): void {
  cachedStatement(
    db,
    "INSERT INTO grocery_lists (id, user_id, name, type, description, archived, due_date, created_at, updated_at) VALUES (@id, @user_id, @name, @type, @description, @archived, @due_date, @created_at, @updated_at)",
  ).run(row);
}

export function updateListRow(db: Database.Database, row: GroceryListRow): void {
  cachedStatement(
    db,
    "UPDATE grocery_lists SET name = @name, type = @type, description = @description, archived = @archived, due_date = @due_date, updated_at = @updated_at WHERE id = @id",
  ).run(row);
}

/** Bump the list's version: every item change moves the list in delta sync and changes its ETag. */
export const touchList = (db: Database.Database, id: string, now: string): void => {
  cachedStatement(db, "UPDATE grocery_lists SET updated_at = ? WHERE id = ?").run(now, id);
};

export const deleteListRow = (db: Database.Database, id: string): void => {
  cachedStatement(db, "DELETE FROM grocery_lists WHERE id = ?").run(id);
};

export function insertItem(db: Database.Database, row: GroceryItemRow): void {
  cachedStatement(
    db,
    "INSERT INTO grocery_items (list_id, key, position, name, quantity, quantity_exact, unit, checked, recipe_id, aisle) VALUES (@list_id, @key, @position, @name, @quantity, @quantity_exact, @unit, @checked, @recipe_id, @aisle)",
  ).run(row);
}

/** Write every field of one item (a single-row update: concurrent edits of other items are untouched). */
export function updateItem(db: Database.Database, row: GroceryItemRow): void {
  cachedStatement(
    db,
    "UPDATE grocery_items SET name = @name, quantity = @quantity, quantity_exact = @quantity_exact, unit = @unit, checked = @checked, recipe_id = @recipe_id, aisle = @aisle WHERE list_id = @list_id AND key = @key",
  ).run(row);
}

export const deleteItem = (db: Database.Database, listId: string, key: string): void => {
  cachedStatement(db, "DELETE FROM grocery_items WHERE list_id = ? AND key = ?").run(listId, key);
};

export const deleteAllItems = (db: Database.Database, listId: string): void => {
  cachedStatement(db, "DELETE FROM grocery_items WHERE list_id = ?").run(listId);
};

export const maxPosition = (db: Database.Database, listId: string): number =>
  (cachedStatement(db, "SELECT COALESCE(MAX(position), -1) AS p FROM grocery_items WHERE list_id = ?").get(listId) as { p: number }).p;

/** Forget a deleted record's household shares, so no household keeps pointing at it. */
export const deleteShares = (db: Database.Database, type: string, id: string): void => {
  cachedStatement(db, "DELETE FROM household_shares WHERE resource_type = ? AND resource_id = ?").run(type, id);
};

export const listsOwnedBy = (db: Database.Database, userId: string): GroceryListRow[] =>
  selectFrom(db, groceryLists, "WHERE user_id = ? ORDER BY created_at, id").all(userId);

/** One page of the user's grocery lists (own and shared into their households), newest first, with delta sync. */
export const listsPage = (db: Database.Database, userId: string, q: ListQuery, nowIso: string): Page<GroceryListRow> =>
  userListPage<GroceryListRow>(db, "grocery_lists g", visibleWhere("grocery_list", "g"), { entity: "grocery_list", userId, shared: true }, q, nowIso);
