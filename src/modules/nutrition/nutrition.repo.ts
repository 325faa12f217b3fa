import type Database from "better-sqlite3";
import { cachedStatement } from "../../db/statements";
import type { recipes } from "../../db/schema";

/** The recipe columns nutrition needs. */
export type RecipeNutritionRow = Pick<typeof recipes.$inferSelect, "id" | "user_id" | "ingredients" | "components" | "servings" | "nutrition" | "updated_at">;

/** One recipe's ingredient lists, servings and stored nutrition, or undefined. */
export function findRecipeForNutrition(db: Database.Database, id: string): RecipeNutritionRow | undefined {
  return cachedStatement(db, "SELECT id, user_id, ingredients, components, servings, nutrition, updated_at FROM recipes WHERE id = ?").get(id) as
    RecipeNutritionRow | undefined;
}

/** Stores the nutrition JSON and moves updated_at (delta sync must see the changed record). */
export function storeNutrition(db: Database.Database, id: string, nutritionJson: string, now: string): void {
  cachedStatement(db, "UPDATE recipes SET nutrition = ?, updated_at = ? WHERE id = ?").run(nutritionJson, now, id);
}
