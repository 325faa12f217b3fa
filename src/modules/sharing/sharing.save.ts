import type { Deps } from "../../deps";
import type { Actor } from "../../auth/actor";
import { NotFoundError } from "../../errors";
import { newId } from "../../lib/ids";
import { copyRecipeRow } from "../recipes/recipes.copy";
import { appendRecipes, findCollection, insertCollection, linkedRecipeIds, type CollectionRow } from "../collections/collections.repo";
import { findPlan, insertMeal, insertPlan, mealsOf, type MealPlanRow, type StoredMealItem } from "../mealplans/mealplans.repo";
import { parseJsonArray } from "../mealplans/mealplans.present";
import { emitChanged as emitPlanChanged } from "../mealplans/mealplans.service";
import { findList, itemsOf } from "../grocery/grocery.repo";
import { insertGroceryList } from "../grocery/grocery.service";
import { clearRecipeNotes, publicRecipeIdsOf } from "../recipes/recipes.lookups.repo";
import { liveLink } from "./sharing.service";
import { presentRecords } from "./sharing.resources";

/**
 * Copy the owner's recipes among `ids` into the saver's library (images and provenance included, private notes
 * not), in order. Returns original id → copy id. Recipes of other people in the record are not the link owner's to
 * give away and are not copied.
 */
async function copyOwnedRecipes(deps: Deps, ownerId: string, ids: string[], toUserId: string): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const id of publicRecipeIdsOf(deps.db.sqlite, ownerId, ids)) {
    const copy = await copyRecipeRow(deps, id, toUserId);
    if (toUserId !== ownerId) deps.db.tx(() => clearRecipeNotes(deps.db.sqlite, copy.id));
    out.set(id, copy.id);
  }
  return out;
}

async function saveCollection(deps: Deps, ownerId: string, id: string, toUserId: string): Promise<string> {
  const src = findCollection(deps.db.sqlite, id);
  if (!src) throw new NotFoundError("Share link not found");
  const copies = await copyOwnedRecipes(deps, ownerId, linkedRecipeIds(deps.db.sqlite, id), toUserId);
  const now = deps.clock.stamp();
  const row: CollectionRow = { ...src, id: newId(), user_id: toUserId, created_at: now, updated_at: now };
  deps.db.tx(() => {
    insertCollection(deps.db.sqlite, row);
    appendRecipes(deps.db.sqlite, row.id, [...copies.values()], now);
    deps.events.emit(deps.access.audienceOf("collection", row), "collection.changed", { id: row.id, op: "created" });
  });
  return row.id;
}

async function saveMealPlan(deps: Deps, ownerId: string, id: string, toUserId: string): Promise<string> {
  const src = findPlan(deps.db.sqlite, id);
  if (!src) throw new NotFoundError("Share link not found");
  const meals = mealsOf(deps.db.sqlite, id);
  const items = meals.map((m) => parseJsonArray<StoredMealItem>(m.items));
  const referenced = [...new Set(items.flat().flatMap((it) => (it.recipe_id ? [it.recipe_id] : [])))];
  const copies = await copyOwnedRecipes(deps, ownerId, referenced, toUserId);
  const now = deps.clock.stamp();
  const row: MealPlanRow = { ...src, id: newId(), user_id: toUserId, created_at: now, updated_at: now };
  deps.db.tx(() => {
    insertPlan(deps.db.sqlite, row);
    meals.forEach((m, i) => {
      // Items point at the saver's copies. An item whose recipe was not copied (someone else's, or deleted) keeps
      // only its own label as free text, never the recipe's title (the public view withholds it too); without a
      // label nothing of it is the owner's to give, and it is left out.
      const stored = items[i].flatMap((it): StoredMealItem[] => {
        const copy = it.recipe_id ? copies.get(it.recipe_id) : undefined;
        if (copy) return [{ ...it, recipe_id: copy }];
        return it.name ? [{ recipe_id: null, name: it.name, portion: it.portion }] : [];
      });
      insertMeal(deps.db.sqlite, { ...m, id: newId(), mealplan_id: row.id, items: JSON.stringify(stored), notes: "" });
    });
    emitPlanChanged(deps, row, "created");
  });
  return row.id;
}

function saveGroceryList(deps: Deps, id: string, toUserId: string): string {
  const src = findList(deps.db.sqlite, id);
  if (!src) throw new NotFoundError("Share link not found");
  const items = itemsOf(deps.db.sqlite, id).map((it) => ({
    key: it.key,
    name: it.name,
    quantity: it.quantity,
    unit: it.unit,
    checked: it.checked === 1,
    recipe_id: null,
    aisle: it.aisle,
  }));
  return deps.db.tx(() =>
    insertGroceryList(
      deps,
      toUserId,
      {
        name: src.name,
        description: src.description,
        type: src.type === "mealplan" ? "mealplan" : "manual",
        archived: src.archived === 1,
        due_date: src.due_date,
      },
      items,
    ),
  );
}

/**
 * POST /api/shared/{token}/save: copy the linked record into the caller's library, independent of the original
 * afterwards. A recipe comes with its images (copied files) and provenance; a collection with copies of the link
 * owner's recipes in it; a meal plan with copies of the owner's recipes it plans; a grocery list with its items.
 * Private notes are not copied. Answers the new record as its own GET would.
 */
export async function saveSharedLink(deps: Deps, actor: Actor, token: string): Promise<Record<string, unknown>> {
  const link = liveLink(deps, token);
  const to = actor.userId;
  let newRecordId: string;
  switch (link.resource_type) {
    case "recipe":
      newRecordId = (await copyOwnedRecipes(deps, link.user_id, [link.resource_id], to)).get(link.resource_id) ?? "";
      break;
    case "collection":
      newRecordId = await saveCollection(deps, link.user_id, link.resource_id, to);
      break;
    case "mealplan":
      newRecordId = await saveMealPlan(deps, link.user_id, link.resource_id, to);
      break;
    case "grocery_list":
      newRecordId = saveGroceryList(deps, link.resource_id, to);
      break;
  }
  const [record] = presentRecords(deps, to, link.resource_type, [newRecordId]);
  if (!record) throw new NotFoundError("Share link not found");
  return record;
}
