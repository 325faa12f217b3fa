// Rows of the sources aggregate, as migrations/*.sql create them (the migrations stay the source of the database).
import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { recipes } from "./recipes";
import { users } from "./users";

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
);

export const creatorProfiles = sqliteTable(
  "creator_profiles",
  {
    profile_key: text().primaryKey(),
    creator_id: text().notNull().references(() => creators.id, { onDelete: "cascade" }),
    platform: text().notNull(),
    handle: text().notNull(),
    url: text(),
    avatar_url: text(),
    created_at: text().notNull(),
  },
);

export const recipeSources = sqliteTable(
  "recipe_sources",
  {
    attachment_id: text().primaryKey(),
    recipe_id: text().notNull().references(() => recipes.id, { onDelete: "cascade" }),
    source_v2_id: text().notNull().references(() => sources.id),
    is_primary: integer().notNull().default(0),
    section: text(),
    page: text(),
    url: text(),
    attached_at: text().notNull(),
  },
);

export const books = sqliteTable(
  "books",
  {
    id: text().primaryKey(),
    user_id: text().notNull().references(() => users.id, { onDelete: "cascade" }),
    title: text().notNull(),
    authors: text().notNull().default("[]"),
    isbn: text(),
    cover_url: text(),
    source_v2_id: text().references(() => sources.id),
    notes: text().notNull().default(""),
    created_at: text().notNull(),
    updated_at: text().notNull(),
  },
);
