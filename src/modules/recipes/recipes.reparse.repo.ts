import type Database from "better-sqlite3";
import { and, eq, isNotNull, ne, sql } from "drizzle-orm";
import type { Orm } from "../../db/client";
import { cachedStatement } from "../../db/statements";
import { imports, recipes } from "../../db/schema";

/**
 * The recipes a text import made, with the text it was read from: the ones the re-parse may recover. Joined with
 * the imports in one query (a one-off job over every text import; the text is the import's, the row the recipe's).
 */
export function textImportedRecipes(orm: Orm) {
  const { id, user_id, ingredients, components, updated_at } = recipes;
  // The join keeps non-empty texts only, so the column is a string here.
  const text = sql<string>`${imports.text}`;
  return orm
    .select({ id, user_id, ingredients, components, updated_at, text })
    .from(recipes)
    .innerJoin(imports, and(eq(imports.recipe_id, recipes.id), eq(imports.type, "text"), isNotNull(imports.text), ne(imports.text, "")))
    .all();
}

/** Store recovered ingredient lists unless the recipe changed since `seenAt` (compare-and-set). True when written. */
export const replaceIngredientsIfUnchanged = (
  db: Database.Database,
  id: string,
  ingredientsJson: string,
  componentsJson: string,
  seenAt: string,
  now: string,
): boolean =>
  cachedStatement(db, "UPDATE recipes SET ingredients = ?, components = ?, updated_at = ? WHERE id = ? AND updated_at = ?").run(
    ingredientsJson,
    componentsJson,
    now,
    id,
    seenAt,
  ).changes === 1;
