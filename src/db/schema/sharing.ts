// Rows of the sharing aggregate, as migrations/*.sql create them (the migrations stay the source of the database).
import { sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./users";

export const shareLinks = sqliteTable(
  "share_links",
  {
    id: text().primaryKey(),
    user_id: text().notNull().references(() => users.id, { onDelete: "cascade" }),
    token_hash: text().notNull(),
    token_prefix: text().notNull(),
    resource_type: text().notNull(),
    resource_id: text().notNull(),
    created_at: text().notNull(),
    updated_at: text().notNull(),
    expires_at: text(),
  },
);
