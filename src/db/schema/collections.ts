// Rows of the collections aggregate, as migrations/*.sql create them (the migrations stay the source of the database).
import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { recipes } from "./recipes";
import { users } from "./users";

export const collections = sqliteTable(
  "collections",
  {
    id: text().primaryKey(),
    user_id: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text().notNull(),
    description: text().notNull().default(""),
    tags: text().notNull().default("[]"),
    created_at: text().notNull(),
    updated_at: text().notNull(),
  },
  (t) => [index("collections_user_created").on(t.user_id, t.created_at, t.id), index("collections_user_updated").on(t.user_id, t.updated_at, t.id)],
);

export const collectionRecipes = sqliteTable(
  "collection_recipes",
  {
    collection_id: text()
      .notNull()
      .references(() => collections.id, { onDelete: "cascade" }),
    recipe_id: text()
      .notNull()
      .references(() => recipes.id, { onDelete: "cascade" }),
    position: integer().notNull(),
    added_at: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.collection_id, t.recipe_id] }), index("collection_recipes_recipe").on(t.recipe_id)],
);
