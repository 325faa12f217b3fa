// Rows of the files aggregate, as migrations/*.sql create them (the migrations stay the source of the database).
import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./users";

export const files = sqliteTable(
  "files",
  {
    id: text().primaryKey(),
    user_id: text().notNull().references(() => users.id, { onDelete: "cascade" }),
    storage_key: text().notNull(),
    filename: text().notNull(),
    content_type: text().notNull(),
    size: integer().notNull(),
    sha256: text().notNull(),
    width: integer(),
    height: integer(),
    blur_hash: text(),
    preview_key: text(),
    status: text().notNull().default("ready"),
    created_at: text().notNull(),
    updated_at: text().notNull(),
  },
);
