import type Database from "better-sqlite3";
import { cachedStatement } from "../../db/statements";
import { listPage, type ListQuery, type Page } from "../../db/paging";
import type { recipes } from "../../db/schema";

/** A row of the recipes table (JSON columns as their stored text). */
export type RecipeRow = typeof recipes.$inferSelect;

/** A recipe row with its source attachments already rendered as a JSON array by SQLite. */
export interface RecipeReadRow extends RecipeRow {
  sources_json: string;
}

/**
 * The attachments of `r` as one JSON array, built by SQLite in the same query: lists need no second query per
 * recipe (no N+1) and the text is spliced into the response as is.
 */
export const SOURCES_JSON = `(SELECT coalesce(json_group_array(json_object('attachment_id', s.attachment_id, 'source_v2_id', s.source_v2_id,
    'is_primary', json(CASE WHEN s.is_primary THEN 'true' ELSE 'false' END), 'section', s.section, 'page', s.page, 'url', s.url,
    'attached_at', s.attached_at)), '[]')
  FROM (SELECT * FROM recipe_sources WHERE recipe_id = r.id ORDER BY is_primary DESC, attached_at, attachment_id) s) AS sources_json`;

/** Columns of a read: the row plus its attachments. */
export const READ_COLUMNS = `r.*, ${SOURCES_JSON}`;

export const findRecipe = (db: Database.Database, id: string): RecipeReadRow | undefined =>
  cachedStatement(db, `SELECT ${READ_COLUMNS} FROM recipes r WHERE r.id = ?`).get(id) as RecipeReadRow | undefined;

/** Id and version of a recipe: enough to find its rendering in the cache. */
export type RecipeHead = Pick<RecipeRow, "id" | "updated_at">;

/** Full rows of several recipes (with attachments), in no particular order. */
export const findRecipes = (db: Database.Database, ids: string[]): RecipeReadRow[] =>
  cachedStatement(db, `SELECT ${READ_COLUMNS} FROM recipes r WHERE r.id IN (SELECT value FROM json_each(?))`).all(JSON.stringify(ids)) as RecipeReadRow[];

/** Owner and version only: what the access check and the render cache need. */
type OwnedRecipeHead = RecipeHead & Pick<RecipeRow, "user_id">;
export const findRecipeHead = (db: Database.Database, id: string): OwnedRecipeHead | undefined =>
  cachedStatement(db, "SELECT id, user_id, updated_at FROM recipes WHERE id = ?").get(id) as OwnedRecipeHead | undefined;

/** Every recipe of a user, oldest first (export). */
export const recipesOfUser = (db: Database.Database, userId: string): RecipeReadRow[] =>
  cachedStatement(db, `SELECT ${READ_COLUMNS} FROM recipes r WHERE r.user_id = ? ORDER BY r.created_at, r.id`).all(userId) as RecipeReadRow[];

const COLUMNS = [
  "id",
  "user_id",
  "title",
  "subtitle",
  "description",
  "notes",
  "tags",
  "ingredients",
  "components",
  "instructions",
  "media",
  "prep_time",
  "cook_time",
  "total_time",
  "servings",
  "difficulty",
  "rating",
  "source_section",
  "source_url",
  "source_v2_id",
  "import_id",
  "nutrition",
  "private",
  "created_at",
  "updated_at",
] as const;

export function insertRecipe(db: Database.Database, row: RecipeRow): void {
  cachedStatement(db, `INSERT INTO recipes (${COLUMNS.join(", ")}) VALUES (${COLUMNS.map((c) => `@${c}`).join(", ")})`).run(row);
}

const EDITABLE = COLUMNS.filter((c) => !["id", "user_id", "created_at", "source_v2_id", "import_id"].includes(c));

/** Write every editable column of a merged row (the search/tag/media triggers follow). */
export function updateRecipeRow(db: Database.Database, row: RecipeRow): void {
  cachedStatement(db, `UPDATE recipes SET ${EDITABLE.map((c) => `${c} = @${c}`).join(", ")} WHERE id = @id`).run(row);
}

export const deleteRecipeRow = (db: Database.Database, id: string): void => {
  cachedStatement(db, "DELETE FROM recipes WHERE id = ?").run(id);
};

/** Copy a recipe's source attachments to another recipe under fresh attachment ids. */
export function copySourceAttachments(db: Database.Database, fromId: string, toId: string, now: string, newId: () => string): void {
  const rows = cachedStatement(db, "SELECT source_v2_id, is_primary, section, page, url FROM recipe_sources WHERE recipe_id = ?").all(fromId) as {
    source_v2_id: string;
    is_primary: number;
    section: string | null;
    page: string | null;
    url: string | null;
  }[];
  const insert = cachedStatement(
    db,
    "INSERT INTO recipe_sources (attachment_id, recipe_id, source_v2_id, is_primary, section, page, url, attached_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
  );
  for (const r of rows) insert.run(newId(), toId, r.source_v2_id, r.is_primary, r.section, r.page, r.url, now);
}

/** Tag counts over a user's own recipes, most used first. */
export const tagCounts = (db: Database.Database, userId: string): { tag: string; count: number }[] =>
  cachedStatement(
    db,
    "SELECT min(tag) AS tag, COUNT(*) AS count FROM recipe_tags WHERE user_id = ? GROUP BY tag ORDER BY count DESC, min(tag) COLLATE NOCASE",
  ).all(userId) as { tag: string; count: number }[];

/** Tag counts over the recipes `visible` selects (the access module's condition on alias r, with @uid). */
export const visibleTagCounts = (db: Database.Database, userId: string, visible: string): { tag: string; count: number }[] =>
  cachedStatement(
    db,
    `SELECT min(t.tag) AS tag, COUNT(*) AS count FROM recipe_tags t JOIN recipes r ON r.id = t.recipe_id WHERE ${visible}
     GROUP BY t.tag ORDER BY count DESC, min(t.tag) COLLATE NOCASE`,
  ).all({ uid: userId }) as { tag: string; count: number }[];

/**
 * What a recipe list shows: the recipes `visible` selects (the access module's condition on alias r, with @uid),
 * optionally only those of a collection and those carrying every tag of `tags`.
 */
export interface RecipeListFilter {
  visible: string;
  collectionId?: string;
  tags: string[];
}

/** The WHERE text (alias r) and parameters of a recipe list for `userId`. */
export function recipeListWhere(userId: string, f: RecipeListFilter): { where: string; params: Record<string, unknown> } {
  const params: Record<string, unknown> = { uid: userId };
  const conds: string[] = [f.visible];
  if (f.collectionId) {
    params.cid = f.collectionId;
    conds.push("r.id IN (SELECT recipe_id FROM collection_recipes WHERE collection_id = @cid)");
  }
  f.tags.forEach((t, i) => {
    params[`tag${i}`] = t.trim();
    conds.push(`r.id IN (SELECT recipe_id FROM recipe_tags WHERE tag = @tag${i})`);
  });
  return { where: conds.join(" AND "), params };
}

/** One page of a recipe list as ids and versions (rendered through the cache), with delta sync of appearances too. */
export function recipeHeadsPage(
  db: Database.Database,
  userId: string,
  f: RecipeListFilter,
  q: ListQuery,
  nowIso: string,
): Page<RecipeHead & { created_at: string }> {
  const { where, params } = recipeListWhere(userId, f);
  const track = { entity: "recipe", userId };
  return listPage<RecipeHead & { created_at: string }>(
    db,
    { from: "recipes r", select: "r.id, r.created_at, r.updated_at", col: "r.", where, params, tombstones: track, visibility: track },
    q,
    nowIso,
  );
}
