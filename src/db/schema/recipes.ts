// Rows of the recipes aggregate, as migrations/*.sql create them (the migrations stay the source of the database).
import { blob, index, integer, primaryKey, real, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { files } from "./files";
import { users } from "./users";
import { sql } from "drizzle-orm";

export const recipes = sqliteTable(
  "recipes",
  {
    id: text().primaryKey(),
    user_id: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text().notNull().default(""),
    subtitle: text().notNull().default(""),
    description: text().notNull().default(""),
    notes: text().notNull().default(""),
    tags: text().notNull().default("[]"),
    ingredients: text().notNull().default("[]"),
    components: text().notNull().default("[]"),
    instructions: text().notNull().default("[]"),
    media: text().notNull().default("[]"),
    prep_time: real(),
    cook_time: real(),
    total_time: real(),
    servings: real(),
    difficulty: text(),
    rating: real(),
    source_section: text().notNull().default(""),
    source_url: text(),
    source_v2_id: text(),
    import_id: text(),
    nutrition: text(),
    created_at: text().notNull(),
    updated_at: text().notNull(),
    /** 1: never visible to anyone but the owner, whatever the household shares (additive `private` field). */
    private: integer().notNull().default(0),
  },
  (t) => [
    index("recipes_user_created").on(t.user_id, t.created_at, t.id),
    index("recipes_user_updated").on(t.user_id, t.updated_at, t.id),
    index("recipes_import").on(t.import_id),
    index("recipes_source_v2")
      .on(t.source_v2_id)
      .where(sql`source_v2_id IS NOT NULL`),
  ],
);

export const recipeTags = sqliteTable(
  "recipe_tags",
  {
    recipe_id: text()
      .notNull()
      .references(() => recipes.id, { onDelete: "cascade" }),
    user_id: text().notNull(),
    /** COLLATE NOCASE in the migration (drizzle's SQLite columns cannot say so): compared case-insensitively. */
    tag: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.recipe_id, t.tag] }), index("recipe_tags_user_tag").on(t.user_id, t.tag)],
);

export const recipeSearchDocs = sqliteTable("recipe_search_docs", {
  docid: integer().primaryKey(),
  recipe_id: text().notNull().unique(),
});

export const recipeMedia = sqliteTable(
  "recipe_media",
  {
    recipe_id: text()
      .notNull()
      .references(() => recipes.id, { onDelete: "cascade" }),
    file_id: text()
      .notNull()
      .references(() => files.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.recipe_id, t.file_id] }), index("recipe_media_file").on(t.file_id)],
);

export const recipeEmbeddings = sqliteTable("recipe_embeddings", {
  recipe_id: text()
    .primaryKey()
    .references(() => recipes.id, { onDelete: "cascade" }),
  updated_at: text().notNull(),
  model: text().notNull(),
  vector: blob().notNull(),
});
