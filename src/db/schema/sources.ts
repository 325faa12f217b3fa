// Rows of the sources aggregate, as migrations/*.sql create them (the migrations stay the source of the database).
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { recipes } from "./recipes";
import { users } from "./users";
import { sql } from "drizzle-orm";

export const sources = sqliteTable(
  "sources",
  {
    id: text().primaryKey(),
    kind: text().notNull(),
    name: text().notNull().default(""),
    display_name: text().notNull().default(""),
    authors: text().notNull().default("[]"),
    isbn: text(),
    url: text(),
    canonical_key: text(),
    platform: text(),
    handle: text(),
    creator_id: text(),
    cover_url: text(),
    cover_key: text(),
    created_by: text(),
    created_at: text().notNull(),
    updated_at: text().notNull(),
  },
  (t) => [
    uniqueIndex("sources_canonical")
      .on(t.canonical_key)
      .where(sql`canonical_key IS NOT NULL`),
    index("sources_created").on(t.created_at, t.id),
    index("sources_updated").on(t.updated_at, t.id),
    index("sources_creator")
      .on(t.creator_id)
      .where(sql`creator_id IS NOT NULL`),
  ],
);

export const creators = sqliteTable(
  "creators",
  {
    id: text().primaryKey(),
    display_name: text().notNull().default(""),
    created_at: text().notNull(),
    updated_at: text().notNull(),
    /** The user who first recorded the creator (null: a system import or a record older than its owner column). */
    created_by: text(),
  },
  (t) => [index("creators_created").on(t.created_at, t.id), index("creators_updated").on(t.updated_at, t.id)],
);

export const creatorProfiles = sqliteTable(
  "creator_profiles",
  {
    profile_key: text().primaryKey(),
    creator_id: text()
      .notNull()
      .references(() => creators.id, { onDelete: "cascade" }),
    platform: text().notNull(),
    handle: text().notNull(),
    url: text(),
    avatar_url: text(),
    created_at: text().notNull(),
  },
  (t) => [index("creator_profiles_creator").on(t.creator_id)],
);

export const recipeSources = sqliteTable(
  "recipe_sources",
  {
    attachment_id: text().primaryKey(),
    recipe_id: text()
      .notNull()
      .references(() => recipes.id, { onDelete: "cascade" }),
    source_v2_id: text()
      .notNull()
      .references(() => sources.id),
    is_primary: integer().notNull().default(0),
    section: text(),
    page: text(),
    url: text(),
    attached_at: text().notNull(),
  },
  (t) => [index("recipe_sources_recipe").on(t.recipe_id), index("recipe_sources_source").on(t.source_v2_id)],
);

export const books = sqliteTable(
  "books",
  {
    id: text().primaryKey(),
    user_id: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text().notNull(),
    authors: text().notNull().default("[]"),
    isbn: text(),
    cover_url: text(),
    source_v2_id: text().references(() => sources.id),
    notes: text().notNull().default(""),
    created_at: text().notNull(),
    updated_at: text().notNull(),
  },
  (t) => [
    index("books_user_created").on(t.user_id, t.created_at, t.id),
    index("books_user_updated").on(t.user_id, t.updated_at, t.id),
    index("books_source")
      .on(t.source_v2_id)
      .where(sql`source_v2_id IS NOT NULL`),
  ],
);
