// Rows of the files aggregate, as migrations/*.sql create them (the migrations stay the source of the database).
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./users";

export const files = sqliteTable(
  "files",
  {
    id: text().primaryKey(),
    user_id: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    storage_key: text().notNull().unique(),
    filename: text().notNull(),
    content_type: text().notNull(),
    size: integer().notNull(),
    sha256: text().notNull(),
    width: integer(),
    height: integer(),
    blur_hash: text(),
    preview_key: text().unique(),
    status: text().notNull().default("ready"),
    created_at: text().notNull(),
    updated_at: text().notNull(),
  },
  (t) => [index("files_user_created").on(t.user_id, t.created_at, t.id)],
);
