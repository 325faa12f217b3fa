// Rows of the users aggregate, as migrations/*.sql create them (the migrations stay the source of the database).
import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

export const users = sqliteTable(
  "users",
  {
    id: text().primaryKey(),
    email: text().notNull(),
    display_name: text().notNull().default(""),
    password_hash: text(),
    is_admin: integer().notNull().default(0),
    disabled: integer().notNull().default(0),
    created_at: text().notNull(),
    updated_at: text().notNull(),
  },
);

export const refreshTokens = sqliteTable(
  "refresh_tokens",
  {
    id: text().primaryKey(),
    user_id: text().notNull().references(() => users.id, { onDelete: "cascade" }),
    family_id: text().notNull(),
    token_hash: text().notNull(),
    expires_at: text().notNull(),
    rotated_at: text(),
    revoked_at: text(),
    created_at: text().notNull(),
  },
);

export const apiTokens = sqliteTable(
  "api_tokens",
  {
    id: text().primaryKey(),
    user_id: text().notNull().references(() => users.id, { onDelete: "cascade" }),
    name: text().notNull(),
    token_hash: text().notNull(),
    token_prefix: text().notNull(),
    scope: text().notNull(),
    created_at: text().notNull(),
    updated_at: text().notNull(),
    expires_at: text(),
    last_used_at: text(),
  },
);
