import type Database from "better-sqlite3";
import type { Deps } from "../../deps";
import type { OwnedRecord, ShareableType } from "../../auth/access";
import { cachedStatement } from "../../db/statements";
import { READ_COLUMNS, type RecipeReadRow } from "../recipes/recipes.repo";
import { recipeObject } from "../recipes/recipes.present";
import type { CollectionRow } from "../collections/collections.repo";
import { recipeIdsByCollection } from "../collections/collections.repo";
import { presentCollection } from "../collections/collections.present";
import type { MealPlanRow } from "../mealplans/mealplans.repo";
import { presentPlansFor } from "../mealplans/mealplans.service";
import type { GroceryListRow } from "../grocery/grocery.repo";
import { itemsOfLists } from "../grocery/grocery.repo";
import { presentList } from "../grocery/grocery.present";

/** The table behind each shareable kind (fixed strings: never built from input). */
const TABLES: Record<ShareableType, string> = { recipe: "recipes", collection: "collections", mealplan: "mealplans", grocery_list: "grocery_lists" };

/** The `*.changed` event each kind's module emits; sharing emits the same names so clients need one handler. */
export const CHANGED_EVENT: Record<ShareableType, string> = {
  recipe: "recipe.changed",
  collection: "collection.changed",
  mealplan: "mealplan.changed",
  grocery_list: "grocery_list.changed",
};

/** The owner and id of a shareable record, or undefined when it does not exist. */
export const findOwned = (db: Database.Database, type: ShareableType, id: string): OwnedRecord | undefined =>
  cachedStatement(db, `SELECT id, user_id FROM ${TABLES[type]} WHERE id = ?`).get(id) as OwnedRecord | undefined;

/** Rows of one table by id, in the order of `ids` (ids that no longer exist are skipped). */
function rowsInOrder<T extends { id: string }>(db: Database.Database, sql: string, ids: string[]): T[] {
  if (ids.length === 0) return [];
  const byId = new Map((cachedStatement(db, sql).all(JSON.stringify(ids)) as T[]).map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    return r ? [r] : [];
  });
}

/** Recipe rows by id (with their source attachments), in the order given. */
export const recipeRows = (db: Database.Database, ids: string[]): RecipeReadRow[] =>
  rowsInOrder<RecipeReadRow>(db, `SELECT ${READ_COLUMNS} FROM recipes r WHERE r.id IN (SELECT value FROM json_each(?))`, ids);

/**
 * Records of one kind presented exactly as their own GET answers them to `viewerId` (a collection lists the recipes
 * that viewer can see). A fixed number of queries per call, whatever the number of records.
 */
export function presentRecords(deps: Deps, viewerId: string, type: ShareableType, ids: string[]): Record<string, unknown>[] {
  const db = deps.db.sqlite;
  const inIds = (table: string) => `SELECT * FROM ${table} WHERE id IN (SELECT value FROM json_each(?))`;
  switch (type) {
    case "recipe":
      return recipeRows(db, ids).map((r) => recipeObject(r, deps.services.files.signer.forGrant(`u.${viewerId}`)));
    case "collection": {
      const rows = rowsInOrder<CollectionRow>(db, inIds("collections"), ids);
      const links = recipeIdsByCollection(
        db,
        rows.map((r) => r.id),
        viewerId,
        deps.access.visibleWhere("recipe", "r"),
      );
      return rows.map((r) => presentCollection(r, links.get(r.id) ?? []));
    }
    case "mealplan": {
      return presentPlansFor(deps, viewerId, rowsInOrder<MealPlanRow>(db, inIds("mealplans"), ids));
    }
    case "grocery_list": {
      const rows = rowsInOrder<GroceryListRow>(db, inIds("grocery_lists"), ids);
      const items = itemsOfLists(
        db,
        rows.map((r) => r.id),
      );
      return rows.map((r) => presentList(r, items.get(r.id) ?? []));
    }
  }
}
