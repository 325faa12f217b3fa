// Rows of the mealplans aggregate, as migrations/*.sql create them (the migrations stay the source of the database).
import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./users";

export const mealplans = sqliteTable(
  "mealplans",
  {
    id: text().primaryKey(),
    user_id: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text().notNull().default(""),
    description: text().notNull().default(""),
    end_date: text(),
    created_at: text().notNull(),
    updated_at: text().notNull(),
  },
  (t) => [index("mealplans_user_created").on(t.user_id, t.created_at, t.id), index("mealplans_user_updated").on(t.user_id, t.updated_at, t.id)],
);

export const mealplanMeals = sqliteTable(
  "mealplan_meals",
  {
    id: text().primaryKey(),
    mealplan_id: text()
      .notNull()
      .references(() => mealplans.id, { onDelete: "cascade" }),
    position: integer().notNull(),
    name: text().notNull().default(""),
    start_time: text().notNull(),
    end_time: text().notNull(),
    days_of_week: text().notNull().default("[]"),
    items: text().notNull().default("[]"),
    notes: text().notNull().default(""),
  },
  (t) => [index("mealplan_meals_plan").on(t.mealplan_id, t.position)],
);

export const mealplanRecipes = sqliteTable(
  "mealplan_recipes",
  {
    meal_id: text()
      .notNull()
      .references(() => mealplanMeals.id, { onDelete: "cascade" }),
    mealplan_id: text().notNull(),
    recipe_id: text().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.meal_id, t.recipe_id] }),
    index("mealplan_recipes_plan").on(t.mealplan_id, t.recipe_id),
    index("mealplan_recipes_recipe").on(t.recipe_id),
  ],
);
