import type Database from "better-sqlite3";
import type { RecipeRow } from "../recipes/recipes.repo";
import { recipeFields, storeRecipeNutrition } from "../recipes/recipes.lookups.repo";

const NUTRITION_COLUMNS = ["user_id", "ingredients", "components", "servings", "nutrition", "updated_at"] as const;

/** The recipe columns nutrition needs. */
export type RecipeNutritionRow = Pick<RecipeRow, "id" | (typeof NUTRITION_COLUMNS)[number]>;

/** One recipe's ingredient lists, servings and stored nutrition, or undefined (through the recipes repo). */
export const findRecipeForNutrition = (db: Database.Database, id: string): RecipeNutritionRow | undefined => recipeFields(db, id, NUTRITION_COLUMNS);

/** Stores the nutrition JSON and moves updated_at (delta sync must see the changed record). */
export const storeNutrition = storeRecipeNutrition;
