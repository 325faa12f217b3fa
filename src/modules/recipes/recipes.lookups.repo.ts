/**
 * What other modules ask of the recipes tables (recipes, recipe_media, recipe_embeddings): the recipes repo's
 * functions for cook sessions, timers, meal plans, nutrition, files, sources, sharing, households, imports, AI and
 * the administrator. Visibility is the access module's rule (`visibleWhere`, alias r, with @uid), never a copy.
 */
import type Database from "better-sqlite3";
import { cachedStatement } from "../../db/statements";
import type { recipeEmbeddings } from "../../db/schema";
import { visibleWhere } from "../../auth/access";
import { listPage, type ListQuery, type Page } from "../../db/paging";
import { READ_COLUMNS, type RecipeReadRow, type RecipeRow } from "./recipes.repo";

const VISIBLE = visibleWhere("recipe", "r");

/**
 * The named columns of one recipe. `columns` are fixed names from the caller's code (typed as the row's keys), never
 * input; each distinct list is one cached statement.
 */
export function recipeFields<K extends keyof RecipeRow>(db: Database.Database, id: string, columns: readonly K[]): Pick<RecipeRow, "id" | K> | undefined {
  return cachedStatement(db, `SELECT id, ${columns.join(", ")} FROM recipes WHERE id = ?`).get(id) as Pick<RecipeRow, "id" | K> | undefined;
}

/** `recipeFields` for several recipes in one query, by id (missing ids are absent from the map). */
export function recipesFields<K extends keyof RecipeRow>(db: Database.Database, ids: string[], columns: readonly K[]): Map<string, Pick<RecipeRow, "id" | K>> {
  if (ids.length === 0) return new Map();
  const rows = cachedStatement(db, `SELECT id, ${columns.join(", ")} FROM recipes WHERE id IN (SELECT value FROM json_each(?))`).all(
    JSON.stringify(ids),
  ) as Pick<RecipeRow, "id" | K>[];
  return new Map(rows.map((r) => [r.id, r]));
}

/** True when the recipe exists and is marked private (it cannot be shared or published). */
export const isRecipePrivate = (db: Database.Database, id: string): boolean =>
  (cachedStatement(db, "SELECT private FROM recipes WHERE id = ?").get(id) as { private: number } | undefined)?.private === 1;

/** Ids of every recipe a user owns. */
export const recipeIdsOfUser = (db: Database.Database, userId: string): string[] =>
  (cachedStatement(db, "SELECT id FROM recipes WHERE user_id = ?").all(userId) as { id: string }[]).map((r) => r.id);

/** Of `ids`, the recipes the user can see. One query for the whole set. */
export function visibleRecipeIds(db: Database.Database, userId: string, ids: string[]): Set<string> {
  if (ids.length === 0) return new Set();
  const rows = cachedStatement(db, `SELECT r.id FROM recipes r WHERE r.id IN (SELECT value FROM json_each(@ids)) AND ${VISIBLE}`).all({
    ids: JSON.stringify(ids),
    uid: userId,
  }) as { id: string }[];
  return new Set(rows.map((r) => r.id));
}

/**
 * Of `recipeIds`, those owned by `userId` and not private, in the given order (what a public link may show: a
 * recipe marked private is withheld from public collections and plans, and its own link answers 404 while private).
 */
export function publicRecipeIdsOf(db: Database.Database, userId: string, recipeIds: string[]): string[] {
  if (recipeIds.length === 0) return [];
  const rows = cachedStatement(db, "SELECT id FROM recipes WHERE user_id = ? AND private = 0 AND id IN (SELECT value FROM json_each(?))").all(
    userId,
    JSON.stringify(recipeIds),
  ) as { id: string }[];
  const owned = new Set(rows.map((r) => r.id));
  return recipeIds.filter((id) => owned.has(id));
}

/** Instruction counts of several recipes at once (lists: no N+1). */
export const instructionCounts = (db: Database.Database, recipeIds: string[]): Map<string, number> =>
  new Map(
    (
      cachedStatement(db, "SELECT id, json_array_length(instructions) AS n FROM recipes WHERE id IN (SELECT value FROM json_each(?))").all(
        JSON.stringify(recipeIds),
      ) as { id: string; n: number | null }[]
    ).map((r) => [r.id, r.n ?? 0]),
  );

/** Stores the nutrition JSON and moves updated_at (delta sync must see the changed record). */
export function storeRecipeNutrition(db: Database.Database, id: string, nutritionJson: string, now: string): void {
  cachedStatement(db, "UPDATE recipes SET nutrition = ?, updated_at = ? WHERE id = ?").run(nutritionJson, now, id);
}

/** A saved copy does not carry the original owner's private notes (the public view never showed them). */
export const clearRecipeNotes = (db: Database.Database, recipeId: string): void => {
  cachedStatement(db, "UPDATE recipes SET notes = '' WHERE id = ?").run(recipeId);
};

/** Record the recipe's primary source and bump its updated_at (delta sync and ETag see the change). */
export const setRecipePrimarySourceId = (db: Database.Database, recipeId: string, sourceId: string | null, now: string): void => {
  cachedStatement(db, "UPDATE recipes SET source_v2_id = ?, updated_at = ? WHERE id = ?").run(sourceId, now, recipeId);
};

/**
 * The recipe an import created since `since` (its current attempt), if any: a job re-run after a crash finds it here
 * instead of creating a second one.
 */
export const recipeOfImport = (db: Database.Database, importId: string, userId: string, since: string): string | undefined =>
  (
    cachedStatement(db, "SELECT id FROM recipes WHERE import_id = ? AND user_id = ? AND created_at >= ? ORDER BY created_at LIMIT 1").get(
      importId,
      userId,
      since,
    ) as { id: string } | undefined
  )?.id;

/** How many recipes the instance holds. */
export const countRecipes = (db: Database.Database): number => (cachedStatement(db, "SELECT COUNT(*) AS n FROM recipes").get() as { n: number }).n;

/** How many recipes a user owns. */
export const recipeCountOf = (db: Database.Database, userId: string): number =>
  (cachedStatement(db, "SELECT COUNT(*) AS n FROM recipes WHERE user_id = ?").get(userId) as { n: number }).n;

/** How many recipes each user owns (users without recipes are absent). */
export const recipeCountsByOwner = (db: Database.Database): Map<string, number> =>
  new Map(
    (cachedStatement(db, "SELECT user_id, COUNT(*) AS n FROM recipes GROUP BY user_id").all() as { user_id: string; n: number }[]).map((r) => [r.user_id, r.n]),
  );

/**
 * Which owners' visible recipes show each of `fileIds` (recipe_media, with the access module's rule): the files module
 * keeps a file visible through a recipe only when the recipe's owner owns the file. One query for the whole set.
 */
export function mediaOwnersVisibleTo(db: Database.Database, userId: string, fileIds: string[]): { file_id: string; user_id: string }[] {
  if (fileIds.length === 0) return [];
  return cachedStatement(
    db,
    `SELECT DISTINCT rm.file_id, r.user_id FROM recipe_media rm JOIN recipes r ON r.id = rm.recipe_id
     WHERE rm.file_id IN (SELECT value FROM json_each(@ids)) AND ${VISIBLE}`,
  ).all({ ids: JSON.stringify(fileIds), uid: userId }) as { file_id: string; user_id: string }[];
}

/** Recipes whose media show a file, with their owners (for events). */
export const recipesShowingFile = (db: Database.Database, fileId: string): Pick<RecipeRow, "id" | "user_id" | "updated_at">[] =>
  cachedStatement(db, "SELECT r.id, r.user_id, r.updated_at FROM recipe_media rm JOIN recipes r ON r.id = rm.recipe_id WHERE rm.file_id = ?").all(
    fileId,
  ) as Pick<RecipeRow, "id" | "user_id" | "updated_at">[];

/** True when a recipe of someone other than `userId` shows the file. */
export const fileShownByOthers = (db: Database.Database, fileId: string, userId: string): boolean =>
  cachedStatement(db, "SELECT 1 FROM recipe_media rm JOIN recipes r ON r.id = rm.recipe_id WHERE rm.file_id = ? AND r.user_id <> ? LIMIT 1").get(
    fileId,
    userId,
  ) !== undefined;

/** Remove a file from one recipe's media (the recipe_media trigger follows), bumping updated_at for delta sync. */
export function stripFileFromRecipe(db: Database.Database, recipeId: string, fileId: string, now: string): void {
  cachedStatement(
    db,
    `UPDATE recipes SET media = (SELECT json_group_array(json(value)) FROM json_each(media) WHERE json_extract(value, '$.file_id') IS NOT @fid),
       updated_at = @now WHERE id = @rid`,
  ).run({ fid: fileId, now, rid: recipeId });
}

/**
 * Ids of the recipes the household shows its members: shared directly (newest share first), then those held by a
 * collection or meal plan shared there whose owner is a member, and with `share_library` every member's recipes
 * (newest first); private recipes never. One query over the household's shares and memberships: the order is by share
 * time, which a recipes-only read cannot know.
 */
export const householdLibraryRecipeIds = (db: Database.Database, householdId: string): string[] =>
  (
    cachedStatement(
      db,
      `SELECT r.id, s.created_at AS shared_at FROM recipes r LEFT JOIN household_shares s ON s.household_id = @hid AND s.resource_type = 'recipe' AND s.resource_id = r.id
       WHERE r.private = 0 AND (s.resource_id IS NOT NULL
         OR r.id IN (SELECT cr.recipe_id FROM household_shares hs JOIN collection_recipes cr ON cr.collection_id = hs.resource_id
                     WHERE hs.household_id = @hid AND hs.resource_type = 'collection')
         OR r.id IN (SELECT pr.recipe_id FROM household_shares hs JOIN mealplan_recipes pr ON pr.mealplan_id = hs.resource_id
                     WHERE hs.household_id = @hid AND hs.resource_type = 'mealplan')
         OR (SELECT share_library FROM households WHERE id = @hid) = 1)
       AND r.user_id IN (SELECT user_id FROM household_members WHERE household_id = @hid)
       ORDER BY s.created_at IS NULL, s.created_at DESC, r.created_at DESC, r.id`,
    ).all({ hid: householdId }) as { id: string }[]
  ).map((r) => r.id);

/** SQL condition on alias `r`: the recipe cites source @sid (as primary or as an attachment in recipe_sources). */
const CITES_SOURCE = "(r.source_v2_id = @sid OR r.id IN (SELECT recipe_id FROM recipe_sources WHERE source_v2_id = @sid))";

/** Ids of the shared sources the user's recipes cite, as primary or through an attachment (the export carries them). */
export const sourceIdsCitedBy = (db: Database.Database, userId: string): string[] =>
  (
    cachedStatement(
      db,
      `SELECT source_v2_id AS id FROM recipes WHERE user_id = ? AND source_v2_id IS NOT NULL
       UNION SELECT rs.source_v2_id FROM recipe_sources rs JOIN recipes r ON r.id = rs.recipe_id WHERE r.user_id = ?`,
    ).all(userId, userId) as { id: string }[]
  ).map((r) => r.id);

/** How many recipes visible to the viewer cite each source (primary or additional). One query for a whole page. */
export function visibleCitationCounts(db: Database.Database, viewerId: string, sourceIds: string[]): Map<string, number> {
  const out = new Map<string, number>();
  if (sourceIds.length === 0) return out;
  const rows = cachedStatement(
    db,
    `SELECT x.sid AS sid, COUNT(DISTINCT x.rid) AS n FROM (
       SELECT source_v2_id AS sid, recipe_id AS rid FROM recipe_sources WHERE source_v2_id IN (SELECT value FROM json_each(@ids))
       UNION SELECT source_v2_id AS sid, id AS rid FROM recipes WHERE source_v2_id IN (SELECT value FROM json_each(@ids))
     ) x JOIN recipes r ON r.id = x.rid WHERE ${VISIBLE} GROUP BY x.sid`,
  ).all({ ids: JSON.stringify(sourceIds), uid: viewerId }) as { sid: string; n: number }[];
  for (const r of rows) out.set(r.sid, r.n);
  return out;
}

/** One page of the recipes citing a source that the viewer can see, newest first (full read rows). */
export const recipesCitingSourcePage = (db: Database.Database, sourceId: string, viewerId: string, q: ListQuery, nowIso: string): Page<RecipeReadRow> =>
  listPage<RecipeReadRow>(
    db,
    { from: "recipes r", select: READ_COLUMNS, col: "r.", where: `${CITES_SOURCE} AND ${VISIBLE}`, params: { sid: sourceId, uid: viewerId } },
    q,
    nowIso,
  );

/** True when the user owns a recipe that cites the source. */
export const userRecipesCite = (db: Database.Database, userId: string, sourceId: string): boolean =>
  cachedStatement(db, `SELECT 1 FROM recipes r WHERE r.user_id = @uid AND ${CITES_SOURCE} LIMIT 1`).get({ uid: userId, sid: sourceId }) !== undefined;

/**
 * The user's recipes citing `fromId` (primary or attachment), with the primary citation moved to `toId` and
 * updated_at bumped. Returns their ids: the caller repoints the attachments and sends the events.
 */
export function repointRecipeCitations(db: Database.Database, userId: string, fromId: string, toId: string, now: string): string[] {
  const ids = (
    cachedStatement(db, `SELECT r.id FROM recipes r WHERE r.user_id = @uid AND ${CITES_SOURCE}`).all({ uid: userId, sid: fromId }) as { id: string }[]
  ).map((r) => r.id);
  cachedStatement(db, "UPDATE recipes SET source_v2_id = @copy WHERE source_v2_id = @sid AND user_id = @uid").run({ uid: userId, sid: fromId, copy: toId });
  cachedStatement(db, "UPDATE recipes SET updated_at = @now WHERE id IN (SELECT value FROM json_each(@ids))").run({ now, ids: JSON.stringify(ids) });
  return ids;
}

/** A recipe's text columns with its stored embedding (LEFT JOIN: null when none is stored yet). */
export type RecipeTextRow = Pick<
  RecipeRow,
  "id" | "title" | "subtitle" | "description" | "tags" | "ingredients" | "components" | "instructions" | "updated_at"
> & {
  emb_updated_at: (typeof recipeEmbeddings.$inferSelect)["updated_at"] | null;
  vector: (typeof recipeEmbeddings.$inferSelect)["vector"] | null;
};

/** The text of every recipe the user can see, with its stored embedding for `model` (semantic search). */
export const visibleRecipeTexts = (db: Database.Database, userId: string, model: string): RecipeTextRow[] =>
  cachedStatement(
    db,
    `SELECT r.id, r.title, r.subtitle, r.description, r.tags, r.ingredients, r.components, r.instructions, r.updated_at,
            e.updated_at AS emb_updated_at, e.vector
     FROM recipes r LEFT JOIN recipe_embeddings e ON e.recipe_id = r.id AND e.model = @model
     WHERE ${VISIBLE}`,
  ).all({ uid: userId, model }) as RecipeTextRow[];

/** Store a recipe's embedding as of its `updatedAt` (replacing an older one of the same recipe). */
export const saveRecipeEmbedding = (db: Database.Database, recipeId: string, updatedAt: string, model: string, vector: Buffer): void => {
  cachedStatement(db, "INSERT OR REPLACE INTO recipe_embeddings (recipe_id, updated_at, model, vector) VALUES (@rid, @at, @model, @vector)").run({
    rid: recipeId,
    at: updatedAt,
    model,
    vector,
  });
};

/** Title and ingredient lists of every recipe the user can see (suggestions from what is on hand). */
export const visibleRecipeIngredients = (db: Database.Database, userId: string): Pick<RecipeRow, "id" | "title" | "ingredients" | "components">[] =>
  cachedStatement(db, `SELECT r.id, r.title, r.ingredients, r.components FROM recipes r WHERE ${VISIBLE}`).all({ uid: userId }) as Pick<
    RecipeRow,
    "id" | "title" | "ingredients" | "components"
  >[];
