import type { Deps } from "../../deps";
import { writableVersion } from "../write-guard";
import { trackVisibility } from "../../auth/track";
import type { Actor } from "../../auth/actor";
import type { Authorized } from "../../auth/access";
import { ConflictError, NotFoundError, ValidationError } from "../../errors";
import type { ListResult } from "../../db/paging";
import { writeTombstone } from "../../db/tombstones";
import { type ListQuery } from "../../http/list";
import { newId } from "../../lib/ids";
import { aisleOf, ingredientKey } from "../../lib/aisles";
import * as repo from "./grocery.repo";
import type { GroceryItemRow, GroceryListRow } from "./grocery.repo";
import { presentList } from "./grocery.present";
import type { CreateListInput, GroceryItemInput, GroceryListOut, PatchItemInput, UpdateListInput } from "./grocery.schemas";
import { mergeAmounts } from "./merge";
import { visibleRecipeIds } from "../recipes/recipes.lookups.repo";
import { normalizeIngredient } from "../../lib/ingredients";
import { kitchenAmount } from "../../lib/kitchen";

const ENTITY = "grocery_list";

/** Tell the owner and the households the list is shared into that it changed. */
function emitChanged(deps: Deps, row: GroceryListRow, op: "created" | "updated" | "deleted"): void {
  deps.events.emit(deps.access.audienceOf(ENTITY, row), "grocery_list.changed", { id: row.id, op });
}

function present(deps: Deps, id: string): GroceryListOut {
  const row = repo.findList(deps.db.sqlite, id);
  if (!row) throw new NotFoundError();
  return presentList(row, repo.itemsOf(deps.db.sqlite, id));
}

/**
 * A recipe an item points at is a reference like any other: each new `recipe_id` must name a recipe the caller can
 * see (404 otherwise, as for a recipe that does not exist). Ids already on the list stay accepted, so a household
 * member who sends back the owner's items unchanged is not refused for a recipe only the owner can see.
 */
function assertRecipeRefs(deps: Deps, actor: Actor, ids: Array<string | null | undefined>, already: ReadonlySet<string> = new Set()): void {
  const wanted = [...new Set(ids.filter((id): id is string => typeof id === "string" && !already.has(id)))];
  if (wanted.length === 0) return;
  const visible = visibleRecipeIds(deps.db.sqlite, actor.userId, wanted);
  for (const id of wanted) if (!visible.has(id)) throw new NotFoundError("Recipe not found");
}

/** The recipe ids the list's items already point at. */
const linkedRecipes = (deps: Deps, listId: string): Set<string> =>
  new Set(repo.itemsOf(deps.db.sqlite, listId).flatMap((it) => (it.recipe_id ? [it.recipe_id] : [])));

/**
 * An item typed as text ("2 cups milk", "1 (28 oz) can crushed tomatoes") with no quantity or unit of its own is read
 * like a recipe line: the amount goes to quantity and unit, the size stays with the name. Anything else is unchanged.
 */
export function readItemText<T extends { name: string; quantity?: number | null; unit?: string | null }>(it: T): T {
  if ((it.quantity !== undefined && it.quantity !== null) || it.unit?.trim()) return it;
  const ing = normalizeIngredient(it.name);
  if (ing.quantity === undefined) return it;
  const name = [ing.size, ing.name].filter(Boolean).join(" ").slice(0, 300);
  return { ...it, name: name || it.name, quantity: ing.quantity, unit: ing.unit ?? null };
}

/** Input items → rows at positions `from`…; duplicate keys in one request are a validation error. */
function toRows(listId: string, items: GroceryItemInput[], from: number, taken: Set<string>): GroceryItemRow[] {
  return items.map(readItemText).map((it, i) => {
    const key = it.key ?? newId();
    if (taken.has(key)) {
      throw new ValidationError([{ type: "field", path: `items.${i}.key`, msg: "Duplicate item key", location: "body", value: key }]);
    }
    taken.add(key);
    return {
      list_id: listId,
      key,
      position: from + i,
      name: it.name,
      quantity: it.quantity ?? null,
      quantity_exact: it.quantity !== undefined && it.quantity !== null ? (it.quantity_exact ?? null) : null,
      unit: it.unit?.trim() ? it.unit.trim() : null,
      checked: it.checked ? 1 : 0,
      recipe_id: it.recipe_id ?? null,
      aisle: it.aisle ?? aisleOf(it.name),
    };
  });
}

/** Fields of a new list; used by POST /api/grocery-lists and by deriving a list from a meal plan. */
export interface NewGroceryList {
  name: string;
  description?: string;
  type: "manual" | "mealplan";
  archived?: boolean;
  due_date?: string | null;
}

/** Insert a list with its items. Call inside a transaction; emits `grocery_list.changed`. Returns the new id. */
export function insertGroceryList(deps: Deps, userId: string, list: NewGroceryList, items: GroceryItemInput[]): string {
  const now = deps.clock.stamp();
  const row: GroceryListRow = {
    id: newId(),
    user_id: userId,
    name: list.name,
    type: list.type,
    description: list.description ?? "",
    archived: list.archived ? 1 : 0,
    due_date: list.due_date ?? null,
    created_at: now,
    updated_at: now,
  };
  repo.insertList(deps.db.sqlite, row);
  for (const item of toRows(row.id, items, 0, new Set())) repo.insertItem(deps.db.sqlite, item);
  emitChanged(deps, row, "created");
  return row.id;
}

/** Read a grocery list as the API answers it (for callers in other modules, after their own access check). */
export const presentGroceryList = present;

export function createList(deps: Deps, actor: Actor, body: CreateListInput): GroceryListOut {
  assertRecipeRefs(
    deps,
    actor,
    (body.items ?? []).map((it) => it.recipe_id),
  );
  const id = deps.db.tx(() =>
    insertGroceryList(
      deps,
      actor.userId,
      { name: body.name ?? "Grocery list", description: body.description, type: body.type ?? "manual", archived: body.archived, due_date: body.due_date },
      body.items ?? [],
    ),
  );
  return present(deps, id);
}

export function getList(deps: Deps, actor: Actor, id: string): GroceryListOut {
  const row = deps.access.authorize(actor, "read", ENTITY, repo.findList(deps.db.sqlite, id));
  return presentList(row, repo.itemsOf(deps.db.sqlite, id));
}

/** Lists the user owns or that are shared into their households, with delta sync. */
export function listLists(deps: Deps, actor: Actor, q: ListQuery): ListResult<"grocery_lists", GroceryListOut> {
  const db = deps.db.sqlite;
  const page = repo.listsPage(db, actor.userId, q, deps.clock.nowIso());
  const items = repo.itemsOfLists(
    db,
    page.rows.map((r) => r.id),
  );
  const { rows, ...meta } = page;
  return { grocery_lists: rows.map((r) => presentList(r, items.get(r.id) ?? [])), ...meta };
}

/** Change list fields; `items` replaces every item. If-Match is checked in the same transaction as the write. */
export function updateList(deps: Deps, actor: Actor, id: string, body: UpdateListInput, ifMatch: string | undefined): GroceryListOut {
  const db = deps.db.sqlite;
  deps.db.tx(() => {
    const row = writableVersion(deps, actor, "update", ENTITY, repo.findList(db, id), ifMatch);
    const next: GroceryListRow = {
      ...row,
      name: body.name ?? row.name,
      description: body.description ?? row.description,
      type: body.type ?? row.type,
      archived: body.archived === undefined ? row.archived : body.archived ? 1 : 0,
      due_date: body.due_date === undefined ? row.due_date : body.due_date,
      updated_at: deps.clock.stamp(row.updated_at),
    };
    if (body.items)
      assertRecipeRefs(
        deps,
        actor,
        body.items.map((it) => it.recipe_id),
        linkedRecipes(deps, id),
      );
    repo.updateListRow(db, next);
    if (body.items) {
      repo.deleteAllItems(db, id);
      for (const item of toRows(id, body.items, 0, new Set())) repo.insertItem(db, item);
    }
    emitChanged(deps, next, "updated");
  });
  return present(deps, id);
}

/** The owner deletes a list, or an owner of a household it is shared into (other members get 403). */
export function deleteList(deps: Deps, actor: Actor, id: string, ifMatch: string | undefined): void {
  const db = deps.db.sqlite;
  deps.db.tx(() => {
    const row = writableVersion(deps, actor, "delete", ENTITY, repo.findList(db, id), ifMatch);
    const now = deps.clock.stamp();
    emitChanged(deps, row, "deleted");
    // Members who saw it through a household get it in `deleted` on their next sync.
    trackVisibility(deps, deps.access.audienceOf(ENTITY, row), { recipeIds: [] }, () => {
      repo.deleteShares(db, ENTITY, id);
      repo.deleteListRow(db, id);
    });
    writeTombstone(db, ENTITY, id, row.user_id, now);
  });
}

/**
 * Append items. An item whose ingredient is already on the list, unchecked, in a compatible unit is added into
 * that line (1 cup + 250 ml, 2 eggs + 1 egg) and keeps that line's key; anything else becomes a new line.
 */
export function appendItems(deps: Deps, actor: Actor, id: string, items: GroceryItemInput[], ifMatch: string | undefined): GroceryListOut {
  const db = deps.db.sqlite;
  deps.db.tx(() => {
    const row = writableVersion(deps, actor, "update", ENTITY, repo.findList(db, id), ifMatch);
    assertRecipeRefs(
      deps,
      actor,
      items.map((it) => it.recipe_id),
    );
    const current = repo.itemsOf(db, id);
    const taken = new Set(current.map((c) => c.key));
    let position = repo.maxPosition(db, id) + 1;
    items.map(readItemText).forEach((input, i) => {
      const key = ingredientKey(input.name);
      const amount = { quantity: input.quantity_exact ?? input.quantity ?? null, unit: input.unit?.trim() ? input.unit.trim() : null };
      for (const line of current) {
        if (line.checked === 1 || ingredientKey(line.name) !== key) continue;
        // Sums use the exact amounts; the line shows the kitchen amount of the sum (1 cup + 250 ml is 2 cups).
        const sum = mergeAmounts({ quantity: line.quantity_exact ?? line.quantity, unit: line.unit }, amount);
        if (!sum) continue;
        const kitchen = sum.quantity === null ? null : kitchenAmount(sum.quantity, sum.unit ?? undefined, line.name, { purpose: "shop" });
        line.quantity = kitchen ? kitchen.quantity : null;
        line.quantity_exact = kitchen && sum.quantity !== null && kitchen.quantity !== sum.quantity ? sum.quantity : null;
        line.unit = sum.unit;
        repo.updateItem(db, line);
        return;
      }
      if (input.key !== undefined && taken.has(input.key)) throw new ConflictError(`An item with key ${input.key} is already on the list (items.${i}.key)`);
      const [fresh] = toRows(id, [input], position++, taken);
      if (!fresh) return;
      repo.insertItem(db, fresh);
      current.push(fresh);
    });
    const now = deps.clock.stamp(row.updated_at);
    repo.touchList(db, id, now);
    emitChanged(deps, { ...row, updated_at: now }, "updated");
  });
  return present(deps, id);
}

/**
 * Change one item: a single-row update, so people checking off different items at once all keep their change.
 * Check-offs are the hot write of a shopping trip, so they share commits with writes of the same moment.
 */
export async function patchItem(deps: Deps, actor: Actor, id: string, key: string, body: PatchItemInput, ifMatch: string | undefined): Promise<GroceryListOut> {
  const db = deps.db.sqlite;
  await deps.db.groupTx(() => {
    const row = writableVersion(deps, actor, "update", ENTITY, repo.findList(db, id), ifMatch);
    const item = repo.findItem(db, id, key);
    if (!item) throw new NotFoundError("No item with this key");
    if (body.recipe_id !== undefined && body.recipe_id !== item.recipe_id) assertRecipeRefs(deps, actor, [body.recipe_id]);
    const name = body.name ?? item.name;
    repo.updateItem(db, {
      ...item,
      name,
      quantity: body.quantity === undefined ? item.quantity : body.quantity,
      // A quantity set by hand is exact; the rounded one's exact value no longer applies.
      quantity_exact: body.quantity === undefined ? item.quantity_exact : null,
      unit: body.unit === undefined ? item.unit : body.unit?.trim() ? body.unit.trim() : null,
      checked: body.checked === undefined ? item.checked : body.checked ? 1 : 0,
      recipe_id: body.recipe_id === undefined ? item.recipe_id : body.recipe_id,
      // A renamed item is classified again unless the client chose its aisle.
      aisle: body.aisle ?? (body.name !== undefined ? aisleOf(name) : item.aisle),
    });
    touch(deps, row);
  });
  return present(deps, id);
}

/** Remove one item by key. */
export function deleteItem(deps: Deps, actor: Actor, id: string, key: string, ifMatch: string | undefined): GroceryListOut {
  const db = deps.db.sqlite;
  deps.db.tx(() => {
    const row = writableVersion(deps, actor, "update", ENTITY, repo.findList(db, id), ifMatch);
    if (!repo.findItem(db, id, key)) throw new NotFoundError("No item with this key");
    repo.deleteItem(db, id, key);
    touch(deps, row);
  });
  return present(deps, id);
}

function touch(deps: Deps, row: Authorized<GroceryListRow>): void {
  const now = deps.clock.stamp(row.updated_at);
  repo.touchList(deps.db.sqlite, row.id, now);
  emitChanged(deps, { ...row, updated_at: now }, "updated");
}

/** The user's own lists for the export. */
export function exportLists(deps: Deps, userId: string): GroceryListOut[] {
  const db = deps.db.sqlite;
  const rows = repo.listsOwnedBy(db, userId);
  const items = repo.itemsOfLists(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => presentList(r, items.get(r.id) ?? []));
}
