import type Database from "better-sqlite3";
import { cachedStatement } from "../../db/statements";
import { inArray, sql } from "drizzle-orm";
import type { Db, Orm } from "../../db/client";
import { recipes } from "../../db/schema";
import type { RecipeHead } from "./recipes.repo";

/**
 * bm25 weights per column (title, subtitle, description, ingredients, instructions, tags, notes): a word in the
 * title says far more about a recipe than one in a step.
 */
const RANK = "bm25(recipe_search, 10.0, 4.0, 2.0, 3.0, 1.0, 5.0, 1.0, 0.0)";

/** The newest updated_at of a user's recipes and their newest recipe tombstone, both read from indexes. */
export const libraryStamps = (db: Database.Database, ownerId: string): { m: string | null; d: string | null } =>
  cachedStatement(
    db,
    `SELECT (SELECT MAX(updated_at) FROM recipes WHERE user_id = @u) AS m,
            (SELECT MAX(deleted_at) FROM tombstones WHERE entity = 'recipe' AND user_id = @u) AS d`,
  ).get({ u: ownerId }) as { m: string | null; d: string | null };

/** A window of ranked recipe ids for an FTS5 match that already names the owner token (no join per match). */
export const rankedIds = (db: Database.Database, match: string, limit: number, offset: number): { id: string }[] =>
  cachedStatement(
    db,
    `SELECT d.recipe_id AS id FROM (SELECT rowid AS docid, ${RANK} AS score FROM recipe_search WHERE recipe_search MATCH @match ORDER BY score, rowid DESC LIMIT @lim OFFSET @off) h
     JOIN recipe_search_docs d ON d.docid = h.docid ORDER BY h.score, h.docid DESC`,
  ).all({ match, lim: limit, off: offset }) as { id: string }[];

/** A window of ranked recipe ids for a match, filtered by `where` over the joined recipes (alias r, named params). */
export const rankedFilteredIds = (
  db: Database.Database,
  match: string,
  where: string,
  params: Record<string, unknown>,
  limit: number,
  offset: number,
): { id: string }[] =>
  cachedStatement(
    db,
    `SELECT r.id FROM recipe_search JOIN recipe_search_docs d ON d.docid = recipe_search.rowid JOIN recipes r ON r.id = d.recipe_id
     WHERE recipe_search MATCH @match AND (${where}) ORDER BY ${RANK}, r.created_at DESC, r.id DESC LIMIT @lim OFFSET @off`,
  ).all({ ...params, match, lim: limit, off: offset }) as { id: string }[];

const headsOf = (orm: Orm) =>
  orm
    .select({ id: recipes.id, updated_at: recipes.updated_at })
    .from(recipes)
    .where(inArray(recipes.id, sql`(SELECT value FROM json_each(${sql.placeholder("ids")}))`))
    .prepare();

/** Id and version of several recipes, in no particular order (the ids as one JSON array: one statement for any page size). */
export const recipeHeads = (db: Db, ids: string[]): RecipeHead[] => db.prepared(headsOf).all({ ids: JSON.stringify(ids) });
