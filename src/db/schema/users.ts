// Rows of the users aggregate, as migrations/*.sql create them (the migrations stay the source of the database).
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { oneOf, tokenScopes, valuesOf } from "./checks";

export const users = sqliteTable("users", {
  id: text().primaryKey(),
  /** COLLATE NOCASE in the migration (drizzle's SQLite columns cannot say so): compared case-insensitively. */
  email: text().notNull().unique(),
  display_name: text().notNull().default(""),
  password_hash: text(),
  is_admin: integer().notNull().default(0),
  disabled: integer().notNull().default(0),
  created_at: text().notNull(),
  updated_at: text().notNull(),
});

export const refreshTokens = sqliteTable(
  "refresh_tokens",
  {
    id: text().primaryKey(),
    user_id: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    family_id: text().notNull(),
    token_hash: text().notNull().unique(),
    expires_at: text().notNull(),
    rotated_at: text(),
    revoked_at: text(),
    created_at: text().notNull(),
  },
  (t) => [index("refresh_tokens_family").on(t.family_id), index("refresh_tokens_user").on(t.user_id)],
);

export const apiTokens = sqliteTable(
  "api_tokens",
  {
    id: text().primaryKey(),
    user_id: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text().notNull(),
    token_hash: text().notNull().unique(),
    token_prefix: text().notNull(),
    scope: text(valuesOf(tokenScopes)).notNull(),
    created_at: text().notNull(),
    updated_at: text().notNull(),
    expires_at: text(),
    last_used_at: text(),
  },
  (t) => [oneOf("api_tokens", "scope", tokenScopes), index("api_tokens_user").on(t.user_id, t.created_at, t.id)],
);
