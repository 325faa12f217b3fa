// Rows of the push aggregate, as migrations/*.sql create them (the migrations stay the source of the database).
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./users";

export const pushTokens = sqliteTable(
  "push_tokens",
  {
    id: text().primaryKey(),
    token: text().notNull().unique(),
    user_id: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    platform: text().notNull().default(""),
    device_id: text().notNull().default(""),
    device_name: text().notNull().default(""),
    device_type: text().notNull().default(""),
    app_version: text().notNull().default(""),
    app_build: text().notNull().default(""),
    session_id: text().notNull().default(""),
    last_success_at: text(),
    failures: integer().notNull().default(0),
    created_at: text().notNull(),
    updated_at: text().notNull(),
  },
  (t) => [index("push_tokens_user_created").on(t.user_id, t.created_at, t.id), index("push_tokens_user_updated").on(t.user_id, t.updated_at, t.id)],
);
