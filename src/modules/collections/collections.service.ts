import type Database from "better-sqlite3";
import { currentVersion } from "../write-guard";
import type { Deps } from "../../deps";
import type { Actor } from "../../auth/actor";
import { NotFoundError } from "../../errors";
import { writeTombstone } from "../../db/tombstones";
import { type ListQuery } from "../../http/list";
import { newId } from "../../lib/ids";
import { trackVisibility } from "../../auth/track";
import {
  appendRecipes,
  collectionsPage,
  collectionsContaining,
  collectionsOfUser,
  deleteCollectionRow,
  findCollection,
  insertCollection,
  linkedRecipeIds,
  recipeIdsByCollection,
  removeRecipe,
  replaceRecipes,
  touchCollection,
  updateCollectionRow,
  type CollectionRow,
} from "./collections.repo";
import { recipeIdsOfUser, visibleRecipeIds } from "../recipes/recipes.lookups.repo";
import { presentCollection } from "./collections.present";
import type { AddRecipesInput, CollectionOut, CollectionPage, CreateCollectionInput, UpdateCollectionInput } from "./collections.schemas";

/** Trim tags, drop empty ones and case-insensitive duplicates (first spelling wins). */
export function normaliseTags(tags: string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of tags) {
    const t = raw.trim();
    const key = t.toLowerCase();
    if (t === "" || seen.has(key)) continue;
    seen.add(key);
    out.push(t);
  }
  return out;
}

const dedupe = (ids: string[]): string[] => [...new Set(ids.map((id) => id.toLowerCase()))];

/**
 * Every id must name a recipe the actor can see. One that does not answers 404, the same answer for a recipe of
 * another user as for a random UUID, so that existence is never revealed.
 */
function assertRecipesVisible(deps: Deps, actor: Actor, ids: string[]): void {
  const visible = visibleRecipeIds(deps.db.sqlite, actor.userId, ids);
  for (const id of ids) if (!visible.has(id)) throw new NotFoundError("Recipe not found");
}

function present(deps: Deps, actor: Actor, row: CollectionRow): CollectionOut {
  const ids = recipeIdsByCollection(deps.db.sqlite, [row.id], actor.userId);
  return presentCollection(row, ids.get(row.id) ?? []);
}

function emitChanged(deps: Deps, row: CollectionRow, op: "created" | "updated" | "deleted", audience?: string[]): void {
  deps.events.emit(audience ?? deps.access.audienceOf("collection", row), "collection.changed", { id: row.id, op });
}

/**
 * Run a write to a collection; when it is shared, the recipes it shows the household can change, so the write is
 * tracked for the members' delta sync over the collection's recipes before and the ones the request adds.
 */
function trackedWrite<T>(deps: Deps, row: CollectionRow, incoming: string[], fn: () => T): T {
  const audience = deps.access.audienceOf("collection", row);
  if (audience.length <= 1) return fn();
  return trackVisibility(deps, audience, { recipeIds: [...new Set([...linkedRecipeIds(deps.db.sqlite, row.id), ...incoming])] }, fn);
}

/** Create a collection owned by the actor. */
export function createCollection(deps: Deps, actor: Actor, input: CreateCollectionInput): CollectionOut {
  const recipeIds = dedupe(input.recipes ?? []);
  assertRecipesVisible(deps, actor, recipeIds);
  const now = deps.clock.stamp();
  const row: CollectionRow = {
    id: newId(),
    user_id: actor.userId,
    name: input.name,
    description: input.description ?? "",
    tags: JSON.stringify(normaliseTags(input.tags ?? [])),
    created_at: now,
    updated_at: now,
  };
  deps.db.tx(() => {
    insertCollection(deps.db.sqlite, row);
    appendRecipes(deps.db.sqlite, row.id, recipeIds, now);
    emitChanged(deps, row, "created");
  });
  return present(deps, actor, row);
}

/** The actor's collections and those shared into their households, with delta sync. */
export function listCollections(deps: Deps, actor: Actor, q: ListQuery): CollectionPage {
  const page = collectionsPage(deps.db.sqlite, actor.userId, q, deps.clock.nowIso());
  const ids = recipeIdsByCollection(
    deps.db.sqlite,
    page.rows.map((r) => r.id),
    actor.userId,
  );
  const { rows, ...meta } = page;
  return { collections: rows.map((r) => presentCollection(r, ids.get(r.id) ?? [])), ...meta };
}

/** One collection the actor can see. */
export function getCollection(deps: Deps, actor: Actor, id: string): CollectionOut {
  const row = deps.access.authorize(actor, "read", "collection", findCollection(deps.db.sqlite, id));
  return present(deps, actor, row);
}

/** Partial update (owner, or a member of a household it is shared into unless read-only); `recipes` replaces the ordered list. */
export function updateCollection(deps: Deps, actor: Actor, id: string, input: UpdateCollectionInput, ifMatch: string | undefined): CollectionOut {
  const current = deps.access.authorize(actor, "update", "collection", findCollection(deps.db.sqlite, id));
  const recipeIds = input.recipes === undefined ? undefined : dedupe(input.recipes);
  if (recipeIds) assertRecipesVisible(deps, actor, recipeIds);
  const now = deps.clock.stamp(current.updated_at);
  const next: CollectionRow = {
    ...current,
    name: input.name ?? current.name,
    description: input.description ?? current.description,
    tags: input.tags === undefined ? current.tags : JSON.stringify(normaliseTags(input.tags)),
    updated_at: now,
  };
  deps.db.tx(() => {
    const fresh = currentVersion(findCollection(deps.db.sqlite, id), ifMatch);
    updateCollectionRow(deps.db.sqlite, next);
    if (recipeIds) trackedWrite(deps, fresh, recipeIds, () => replaceRecipes(deps.db.sqlite, id, recipeIds, now));
    emitChanged(deps, next, "updated");
  });
  return present(deps, actor, next);
}

/** Delete a collection (owner only); leaves a tombstone for delta sync. The recipes themselves stay. */
export function deleteCollection(deps: Deps, actor: Actor, id: string, ifMatch: string | undefined): void {
  const row = deps.access.authorize(actor, "delete", "collection", findCollection(deps.db.sqlite, id));
  const now = deps.clock.stamp();
  deps.db.tx(() => {
    const fresh = currentVersion(findCollection(deps.db.sqlite, id), ifMatch);
    // The audience is computed before the shares go, so household members hear about the deletion.
    const audience = deps.access.audienceOf("collection", row);
    trackedWrite(deps, fresh, [], () => deleteCollectionRow(deps.db.sqlite, id));
    writeTombstone(deps.db.sqlite, "collection", id, row.user_id, now);
    emitChanged(deps, row, "deleted", audience);
  });
}

/** Append recipes the actor can see (as updateCollection may); ids already present keep their place. */
export function addRecipesToCollection(deps: Deps, actor: Actor, id: string, input: AddRecipesInput, ifMatch: string | undefined): CollectionOut {
  const row = deps.access.authorize(actor, "update", "collection", findCollection(deps.db.sqlite, id));
  const recipeIds = dedupe(input.recipe_ids);
  assertRecipesVisible(deps, actor, recipeIds);
  const now = deps.clock.stamp(row.updated_at);
  const next = { ...row, updated_at: now };
  deps.db.tx(() => {
    const fresh = currentVersion(findCollection(deps.db.sqlite, id), ifMatch);
    if (trackedWrite(deps, fresh, recipeIds, () => appendRecipes(deps.db.sqlite, id, recipeIds, now)) > 0) {
      touchCollection(deps.db.sqlite, id, now);
      emitChanged(deps, next, "updated");
    } else {
      next.updated_at = fresh.updated_at;
    }
  });
  return present(deps, actor, next);
}

/** Remove one recipe (as updateCollection may). A recipe that is not in the collection answers 404. */
export function removeRecipeFromCollection(deps: Deps, actor: Actor, id: string, recipeId: string, ifMatch: string | undefined): CollectionOut {
  const row = deps.access.authorize(actor, "update", "collection", findCollection(deps.db.sqlite, id));
  const now = deps.clock.stamp(row.updated_at);
  const next = { ...row, updated_at: now };
  deps.db.tx(() => {
    const fresh = currentVersion(findCollection(deps.db.sqlite, id), ifMatch);
    if (!trackedWrite(deps, fresh, [], () => removeRecipe(deps.db.sqlite, id, recipeId.toLowerCase())))
      throw new NotFoundError("Recipe not found in this collection");
    touchCollection(deps.db.sqlite, id, now);
    emitChanged(deps, next, "updated");
  });
  return present(deps, actor, next);
}

/**
 * Keep collections right when recipes are deleted: bumps `updated_at` of every collection that contains one of
 * `recipeIds`, so delta sync reports the new `recipes` and `recipe_count`.
 *
 * Call it INSIDE the deleting transaction and BEFORE the recipe rows are deleted: the links in
 * `collection_recipes` cascade away with the recipes, after which the affected collections cannot be found.
 * `now` is the deletion time (deps.clock.stamp()). Returns the ids of the collections it touched.
 */
export function onRecipesDeleted(db: Database.Database, recipeIds: string[], now: string): string[] {
  if (recipeIds.length === 0) return [];
  const touched = collectionsContaining(db, recipeIds);
  for (const cid of touched) touchCollection(db, cid, now);
  return touched;
}

/**
 * Account deletion: the user's recipes cascade away, also from other users' collections they were shared into,
 * so those collections are bumped for delta sync. (The user's own collections and shares cascade with the user.)
 */
export function beforeUserDeleteCollections(db: Database.Database, userId: string, now: string): void {
  onRecipesDeleted(db, recipeIdsOfUser(db, userId), now);
}

/** The export section: every collection the user owns, with all its recipe ids. */
export function exportCollections(deps: Deps, userId: string): CollectionOut[] {
  return collectionsOfUser(deps.db.sqlite, userId).map((row) => presentCollection(row, linkedRecipeIds(deps.db.sqlite, row.id)));
}
