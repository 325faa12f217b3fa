import type { CollectionRow } from "./collections.repo";
import type { CollectionOut } from "./collections.schemas";

/** Parse a JSON array column of strings defensively (a corrupt value reads as empty rather than failing a list). */
export function parseStringArray(json: string): string[] {
  try {
    const v: unknown = JSON.parse(json);
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : [];
  } catch {
    return [];
  }
}

/** collections row plus its visible ordered recipe ids → the spec's Collection. */
export function presentCollection(row: CollectionRow, recipeIds: string[]): CollectionOut {
  return {
    id: row.id,
    user_id: row.user_id,
    name: row.name,
    description: row.description,
    tags: parseStringArray(row.tags),
    recipes: recipeIds,
    recipe_count: recipeIds.length,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
