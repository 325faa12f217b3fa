import type Database from "better-sqlite3";
import type { Deps } from "../../deps";
import type { OwnedRecord, ShareableType } from "../../auth/access";
import { findRecipeHead, findRecipes, type RecipeReadRow } from "../recipes/recipes.repo";
import { recipeObject } from "../recipes/recipes.present";
import { findCollection, findCollections, recipeIdsByCollection } from "../collections/collections.repo";
import { presentCollection } from "../collections/collections.present";
import { findPlan, findPlans } from "../mealplans/mealplans.repo";
import { presentPlansFor } from "../mealplans/mealplans.service";
import { findList, findLists, itemsOfLists } from "../grocery/grocery.repo";
import { presentList } from "../grocery/grocery.present";

/** Each shareable kind's own repo lookup of one record. */
const FIND_ONE: Record<ShareableType, (db: Database.Database, id: string) => OwnedRecord | undefined> = {
  recipe: findRecipeHead,
  collection: findCollection,
  mealplan: findPlan,
  grocery_list: findList,
};

/** The `*.changed` event each kind's module emits; sharing emits the same names so clients need one handler. */
export const CHANGED_EVENT: Record<ShareableType, string> = {
  recipe: "recipe.changed",
  collection: "collection.changed",
  mealplan: "mealplan.changed",
  grocery_list: "grocery_list.changed",
};

/** The owner and id of a shareable record, or undefined when it does not exist. */
export const findOwned = (db: Database.Database, type: ShareableType, id: string): OwnedRecord | undefined => FIND_ONE[type](db, id);

/** `rows` in the order of `ids` (ids that no longer exist are skipped). */
function inOrder<T extends { id: string }>(rows: T[], ids: string[]): T[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    return r ? [r] : [];
  });
}

/** Recipe rows by id (with their source attachments), in the order given. */
export const recipeRows = (db: Database.Database, ids: string[]): RecipeReadRow[] => (ids.length === 0 ? [] : inOrder(findRecipes(db, ids), ids));

/**
 * Records of one kind presented exactly as their own GET answers them to `viewerId` (a collection lists the recipes
 * that viewer can see). A fixed number of queries per call, whatever the number of records.
 */
export function presentRecords(deps: Deps, viewerId: string, type: ShareableType, ids: string[]): Record<string, unknown>[] {
  const db = deps.db.sqlite;
  switch (type) {
    case "recipe":
      return recipeRows(db, ids).map((r) => recipeObject(r, deps.services.files.signer.forGrant(`u.${viewerId}`)));
    case "collection": {
      const rows = inOrder(findCollections(db, ids), ids);
      const links = recipeIdsByCollection(
        db,
        rows.map((r) => r.id),
        viewerId,
      );
      return rows.map((r) => presentCollection(r, links.get(r.id) ?? []));
    }
    case "mealplan": {
      return presentPlansFor(deps, viewerId, inOrder(findPlans(db, ids), ids));
    }
    case "grocery_list": {
      const rows = inOrder(findLists(db, ids), ids);
      const items = itemsOfLists(
        db,
        rows.map((r) => r.id),
      );
      return rows.map((r) => presentList(r, items.get(r.id) ?? []));
    }
  }
}
