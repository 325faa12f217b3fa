import type Database from "better-sqlite3";
import { selectFrom } from "../../db/select-from";
import { cachedStatement } from "../../db/statements";
import { userListPage, type ListQuery, type Page } from "../../db/paging";
import { mealplanMeals, mealplans } from "../../db/schema";
import type { RecipeRow } from "../recipes/recipes.repo";
import { recipesFields } from "../recipes/recipes.lookups.repo";
import { visibleWhere } from "../../auth/access";

/** A row of mealplans. */
export type MealPlanRow = typeof mealplans.$inferSelect;

/** A meal item as stored (JSON inside mealplan_meals.items). */
export interface StoredMealItem {
  recipe_id: string | null;
  /** The label a person gave ("" for a recipe item without one). */
  name: string;
  /** The recipe's title when the item was written: shown if the recipe is later deleted. */
  title?: string;
  portion: number;
}

/** A row of mealplan_meals. */
export type MealRow = typeof mealplanMeals.$inferSelect;

const PLANNING_COLUMNS = ["user_id", "title", "servings", "ingredients", "components", "nutrition"] as const;

/** The recipe columns planning needs. */
export type RecipeLite = Pick<RecipeRow, "id" | (typeof PLANNING_COLUMNS)[number]>;

export const findPlan = (db: Database.Database, id: string): MealPlanRow | undefined => selectFrom(db, mealplans, "WHERE id = ?").get(id);

/** Meal plans of `ids`, in no particular order. */
export const findPlans = (db: Database.Database, ids: string[]): MealPlanRow[] =>
  selectFrom(db, mealplans, "WHERE id IN (SELECT value FROM json_each(?))").all(JSON.stringify(ids));

export const mealsOf = (db: Database.Database, planId: string): MealRow[] =>
  selectFrom(db, mealplanMeals, "WHERE mealplan_id = ? ORDER BY position, id").all(planId);

/** Meals of many plans in one query, grouped by plan id. */
export function mealsOfPlans(db: Database.Database, ids: string[]): Map<string, MealRow[]> {
  const out = new Map<string, MealRow[]>();
  if (ids.length === 0) return out;
  const rows = selectFrom(db, mealplanMeals, "WHERE mealplan_id IN (SELECT value FROM json_each(?)) ORDER BY mealplan_id, position, id").all(
    JSON.stringify(ids),
  );
  for (const r of rows) {
    const list = out.get(r.mealplan_id);
    if (list) list.push(r);
    else out.set(r.mealplan_id, [r]);
  }
  return out;
}

/** Recipes by id in one query (missing ids are simply absent from the map). */
export const recipesByIds = (db: Database.Database, ids: string[]): Map<string, RecipeLite> => recipesFields(db, ids, PLANNING_COLUMNS);

export function insertPlan(db: Database.Database, row: MealPlanRow): void {
  cachedStatement(
    db,
    "INSERT INTO mealplans (id, user_id, name, description, end_date, created_at, updated_at) VALUES (@id, @user_id, @name, @description, @end_date, @created_at, @updated_at)",
  ).run(row);
}

export function updatePlanRow(db: Database.Database, row: MealPlanRow): void {
  cachedStatement(db, "UPDATE mealplans SET name = @name, description = @description, end_date = @end_date, updated_at = @updated_at WHERE id = @id").run(row);
}

/** Bump the plan's version: every meal change moves the plan in delta sync and changes its ETag. */
export const touchPlan = (db: Database.Database, id: string, now: string): void => {
  cachedStatement(db, "UPDATE mealplans SET updated_at = ? WHERE id = ?").run(now, id);
};

export const deletePlanRow = (db: Database.Database, id: string): void => {
  cachedStatement(db, "DELETE FROM mealplans WHERE id = ?").run(id);
};

export function insertMeal(db: Database.Database, row: MealRow): void {
  cachedStatement(
    db,
    "INSERT INTO mealplan_meals (id, mealplan_id, position, name, start_time, end_time, days_of_week, items, notes) VALUES (@id, @mealplan_id, @position, @name, @start_time, @end_time, @days_of_week, @items, @notes)",
  ).run(row);
}

export function updateMealRow(db: Database.Database, row: MealRow): void {
  cachedStatement(
    db,
    "UPDATE mealplan_meals SET name = @name, start_time = @start_time, end_time = @end_time, days_of_week = @days_of_week, items = @items, notes = @notes WHERE id = @id",
  ).run(row);
}

export const findMeal = (db: Database.Database, planId: string, mealId: string): MealRow | undefined =>
  selectFrom(db, mealplanMeals, "WHERE mealplan_id = ? AND id = ?").get(planId, mealId);

export const deleteMealRow = (db: Database.Database, mealId: string): void => {
  cachedStatement(db, "DELETE FROM mealplan_meals WHERE id = ?").run(mealId);
};

export const deleteMealsOf = (db: Database.Database, planId: string): void => {
  cachedStatement(db, "DELETE FROM mealplan_meals WHERE mealplan_id = ?").run(planId);
};

export const maxMealPosition = (db: Database.Database, planId: string): number =>
  (cachedStatement(db, "SELECT COALESCE(MAX(position), -1) AS p FROM mealplan_meals WHERE mealplan_id = ?").get(planId) as { p: number }).p;

export const plansOwnedBy = (db: Database.Database, userId: string): MealPlanRow[] =>
  selectFrom(db, mealplans, "WHERE user_id = ? ORDER BY created_at, id").all(userId);

/** Recipe ids the plan's meals name now (the mealplan_recipes index). */
export const planRecipeIds = (db: Database.Database, planId: string): string[] =>
  (cachedStatement(db, "SELECT DISTINCT recipe_id FROM mealplan_recipes WHERE mealplan_id = ?").all(planId) as { recipe_id: string }[]).map((r) => r.recipe_id);

/** Every meal plan the user can see (the access module's rule), oldest first. */
export const plansVisibleTo = (db: Database.Database, userId: string): MealPlanRow[] =>
  cachedStatement(db, `SELECT p.* FROM mealplans p WHERE ${visibleWhere("mealplan", "p")} ORDER BY p.created_at, p.id`).all({ uid: userId }) as MealPlanRow[];

/** One page of the user's mealplans (own and shared into their households), newest first, with delta sync. */
export const plansPage = (db: Database.Database, userId: string, q: ListQuery, nowIso: string): Page<MealPlanRow> =>
  userListPage<MealPlanRow>(db, "mealplans p", visibleWhere("mealplan", "p"), { entity: "mealplan", userId, shared: true }, q, nowIso);
