import type { Deps } from "../../deps";
import { currentVersion } from "../write-guard";
import type { Actor } from "../../auth/actor";
import type { Authorized } from "../../auth/access";
import { assertIfMatch } from "../../http/etag";
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from "../../errors";
import { trackVisibility } from "../../auth/track";
import { writeTombstone } from "../../db/tombstones";
import { parseOrThrow } from "../../http/validate";
import { newId } from "../../lib/ids";
import { resolveMediaForWrite } from "../files/files.service";
import { applyInput, emptyRow, scaleIngredients } from "./recipes.rows";
import {
  deleteRecipeRow,
  findRecipe,
  findRecipeHead,
  findRecipes,
  insertRecipe,
  recipeHeadsPage,
  recipeListWhere,
  type RecipeHead,
  type RecipeListFilter,
  tagCounts,
  updateRecipeRow,
  visibleTagCounts,
  type RecipeReadRow,
  type RecipeRow,
} from "./recipes.repo";
import { recipeJson, recipeObject } from "./recipes.present";
import { findCollection } from "../collections/collections.repo";
import { ftsQuery, searchPage } from "./recipes.search";
import { createRecipeSchema, type CreateRecipeInput, type ListRecipesQuery, type RecipeInput, type UpdateRecipeInput } from "./recipes.schemas";
import type { Ingredient } from "../../lib/ingredients/types";

export { copyRecipeToUser, duplicateRecipe } from "./recipes.copy";

/** The media signer for a viewer: every URL it makes is bound to the viewer's grant (re-checked when served). */
const signer = (deps: Deps, viewerId: string) => deps.services.files.signer.forGrant(`u.${viewerId}`);

/** Render-cache key: the JSON embeds media URLs bound to its viewer, so each viewer has their own rendering. */
const cacheKey = (id: string, viewerId: string): string => `${id}\n${viewerId}`;

function emitChanged(deps: Deps, row: { id: string; user_id: string }, op: "created" | "updated" | "deleted"): void {
  deps.events.emit(deps.access.audienceOf("recipe", row), "recipe.changed", { id: row.id, op });
}

/** The recipe if the actor may do `action` with it: 404 when invisible, 403 when visible but not allowed. */
export function authorizedRecipe(deps: Deps, actor: Actor, action: "read" | "update" | "delete", id: string): Authorized<RecipeReadRow> {
  return deps.access.authorize(actor, action, "recipe", findRecipe(deps.db.sqlite, id));
}

/**
 * The JSON of several recipes in the given order, from the render cache where the version still matches; the rest
 * are read in one query and rendered. Lists and search pages read only ids and versions for that reason.
 */
function renderRecipes(deps: Deps, viewerId: string, heads: RecipeHead[]): string[] {
  const cache = deps.services.recipeRenderCache;
  const now = deps.clock.now();
  const out: Array<string | undefined> = heads.map((h) => cache.get(cacheKey(h.id, viewerId), h.updated_at, now));
  const missing = heads.filter((_, i) => out[i] === undefined).map((h) => h.id);
  if (missing.length > 0) {
    const s = signer(deps, viewerId);
    const rendered = new Map<string, string>();
    for (const row of findRecipes(deps.db.sqlite, missing)) {
      const json = recipeJson(row, s);
      cache.set(cacheKey(row.id, viewerId), row.updated_at, json, now);
      rendered.set(row.id, json);
    }
    heads.forEach((h, i) => {
      out[i] ??= rendered.get(h.id);
    });
  }
  return out.filter((j): j is string => j !== undefined);
}

/**
 * GET /api/recipes/{id} as JSON text (owner, or a member of a household it is shared into). The access check and
 * the version always come fresh from the database; only the rendering is cached (see recipes.cache.ts).
 */
export function getRecipeJson(deps: Deps, actor: Actor, id: string): { json: string; updatedAt: string } {
  const head = deps.access.authorize(actor, "read", "recipe", findRecipeHead(deps.db.sqlite, id));
  const now = deps.clock.now();
  const cache = deps.services.recipeRenderCache;
  const hit = cache.get(cacheKey(id, actor.userId), head.updated_at, now);
  if (hit !== undefined) return { json: hit, updatedAt: head.updated_at };
  const row = findRecipe(deps.db.sqlite, id);
  if (!row) throw new NotFoundError();
  const json = recipeJson(row, signer(deps, actor.userId));
  cache.set(cacheKey(id, actor.userId), row.updated_at, json, now);
  return { json, updatedAt: row.updated_at };
}

/** Options of createRecipe for server-side callers. */
export interface CreateRecipeOptions {
  /** The import that produced the recipe. */
  importId?: string;
  /** Nutrition already computed (stored JSON object). */
  nutrition?: Record<string, unknown>;
}

/** Insert a validated recipe for a user (media resolved against what the user may see). Sync: call in or out of a tx. */
function insertValidated(deps: Deps, userId: string, input: CreateRecipeInput, opts: CreateRecipeOptions): RecipeReadRow {
  const media = input.media
    ? resolveMediaForWrite(
        deps,
        userId,
        input.media.map((m) => m.file_id),
      )
    : undefined;
  const now = deps.clock.stamp();
  const row: RecipeRow = applyInput(emptyRow(newId(), userId, now), input, media, now);
  row.import_id = opts.importId ?? null;
  row.nutrition = opts.nutrition ? JSON.stringify(opts.nutrition) : null;
  return deps.db.tx(() => {
    insertRecipe(deps.db.sqlite, row);
    emitChanged(deps, row, "created");
    return findRecipe(deps.db.sqlite, row.id) as RecipeReadRow;
  });
}

/** POST /api/recipes (body already validated). */
export function createRecipeJson(deps: Deps, actor: Actor, input: CreateRecipeInput): string {
  return recipeJson(insertValidated(deps, actor.userId, input, {}), signer(deps, actor.userId));
}

/**
 * Create a recipe for a user from server-side input (an import job, a share-link save): the same validation and
 * normalisation as POST /api/recipes (ingredients may be raw lines, quantities fractions), emits `recipe.changed`.
 * Throws ValidationError (400) on invalid input, NotFoundError when a media file_id is not visible to the user.
 * Returns the recipe in API shape.
 */
export function createRecipe(deps: Deps, owner: Actor | string, input: RecipeInput, opts: CreateRecipeOptions = {}): Record<string, unknown> {
  const userId = typeof owner === "string" ? owner : owner.userId;
  const parsed = parseOrThrow(createRecipeSchema, input, "body");
  return recipeObject(insertValidated(deps, userId, parsed, opts), signer(deps, userId));
}

/**
 * PUT /api/recipes/{id}: partial update by the owner, or by a member who sees it through a household share that is
 * not read-only or through a shared library (otherwise 403), If-Match honoured. Only the owner changes `private`;
 * a change of it is tracked for the members' delta sync.
 */
export function updateRecipe(deps: Deps, actor: Actor, id: string, input: UpdateRecipeInput, ifMatch: string | undefined): string {
  const current = authorizedRecipe(deps, actor, "update", id);
  if (input.private !== undefined && current.user_id !== actor.userId) throw new ForbiddenError("Only the recipe's owner may make it private or not");
  const media = input.media
    ? resolveMediaForWrite(
        deps,
        current.user_id,
        input.media.map((m) => m.file_id),
      )
    : undefined;
  const row = deps.db.tx(() => {
    const fresh = currentVersion(findRecipe(deps.db.sqlite, id), ifMatch, "Recipe not found");
    const next = applyInput(fresh, input, media, deps.clock.stamp(fresh.updated_at));
    const write = () => {
      updateRecipeRow(deps.db.sqlite, next);
      emitChanged(deps, next, "updated");
    };
    if (next.private !== fresh.private) trackVisibility(deps, deps.access.coMembersOf(fresh.user_id), { recipeIds: [id] }, write);
    else write();
    return findRecipe(deps.db.sqlite, id) as RecipeReadRow;
  });
  return recipeJson(row, signer(deps, actor.userId));
}

/** DELETE /api/recipes/{id}: owner only; leaves a tombstone for delta sync. Collections and attachments cascade. */
export function deleteRecipe(deps: Deps, actor: Actor, id: string, ifMatch: string | undefined): void {
  const current = authorizedRecipe(deps, actor, "delete", id);
  deps.db.tx(() => {
    assertIfMatch(ifMatch, current.updated_at);
    const audience = deps.access.audienceOf("recipe", current);
    const now = deps.clock.stamp();
    trackVisibility(
      deps,
      audience.filter((u) => u !== current.user_id),
      { recipeIds: [id] },
      () => {
        for (const hook of deps.hooks.beforeRecipesDeleted) hook(deps, [id], now);
        deleteRecipeRow(deps.db.sqlite, id);
      },
    );
    writeTombstone(deps.db.sqlite, "recipe", id, current.user_id, now);
    deps.events.emit(audience, "recipe.changed", { id, op: "deleted" });
  });
}

/**
 * GET /api/recipes as JSON text: every recipe the caller can see (their own and those their households share with
 * them; with collection_id, the visible recipes of a visible collection), filtered by tags, ranked by `q` (bm25, the
 * same weights for shared recipes), or changed since `since` (recipes that appeared for the caller come back, those
 * that disappeared are in `deleted`).
 */
export function listRecipesJson(deps: Deps, actor: Actor, query: ListRecipesQuery): string {
  const db = deps.db.sqlite;
  const visible = deps.access.visibleWhereFor(actor.userId, "recipe", "r");
  if (query.collection_id) deps.access.authorize(actor, "read", "collection", findCollection(db, query.collection_id));
  const filter: RecipeListFilter = { visible, collectionId: query.collection_id, tags: query.tag };
  if (query.q !== undefined) {
    if (query.since !== undefined)
      throw new ValidationError([{ type: "field", path: "q", msg: "q cannot be combined with since", location: "query", value: query.q }]);
    const match = ftsQuery(query.q);
    if (!match) return `{"recipes":[]}`;
    // Only a library of the caller's own recipes can use the owner-token fast path (and its rank cache).
    const ownOnly = !query.collection_id && query.tag.length === 0 && visible === "(r.user_id = @uid)";
    const page = searchPage(deps, match, ownOnly ? { ownerId: actor.userId } : recipeListWhere(actor.userId, filter), query.limit, query.cursor);
    return `{"recipes":[${renderRecipes(deps, actor.userId, page.rows).join(",")}]${page.next_cursor ? `,"next_cursor":"${page.next_cursor}"` : ""}}`;
  }
  const page = recipeHeadsPage(db, actor.userId, filter, query, deps.clock.nowIso());
  let out = `{"recipes":[${renderRecipes(deps, actor.userId, page.rows).join(",")}]`;
  if (page.next_cursor) out += `,"next_cursor":"${page.next_cursor}"`;
  if (page.deleted) out += `,"deleted":${JSON.stringify(page.deleted)}`;
  if (page.server_time) out += `,"server_time":"${page.server_time}"`;
  return `${out}}`;
}

/** GET /api/recipes/tags: tags of every recipe the caller can see, with their counts, most used first. */
export function recipeTags(deps: Deps, actor: Actor): { tags: { tag: string; count: number }[] } {
  const visible = deps.access.visibleWhereFor(actor.userId, "recipe", "r");
  if (visible === "(r.user_id = @uid)") return { tags: tagCounts(deps.db.sqlite, actor.userId) };
  return { tags: visibleTagCounts(deps.db.sqlite, actor.userId, visible) };
}

/**
 * POST /api/recipes/{id}/scale: the recipe with every quantity (components included) multiplied by
 * servings / recipe servings, and `servings` set to the request. Nothing is stored. 409 when the recipe has no
 * servings to scale from.
 */
export function scaleRecipeJson(deps: Deps, actor: Actor, id: string, servings: number): string {
  const row = authorizedRecipe(deps, actor, "read", id);
  if (!row.servings) throw new ConflictError("The recipe has no servings to scale from");
  const factor = servings / row.servings;
  const obj = recipeObject(row, signer(deps, actor.userId));
  obj.servings = servings;
  obj.ingredients = scaleIngredients(obj.ingredients as Ingredient[], factor);
  obj.components = (obj.components as Array<{ ingredients: Ingredient[] }>).map((c) => ({ ...c, ingredients: scaleIngredients(c.ingredients, factor) }));
  obj.scale_factor = Math.round(factor * 10000) / 10000;
  return JSON.stringify(obj);
}
