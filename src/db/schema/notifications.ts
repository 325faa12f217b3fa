// Rows of the notifications aggregate, as migrations/*.sql create them (the migrations stay the source of the database).
import { sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./users";

export const notifications = sqliteTable(
  "notifications",
  {
    id: text().primaryKey(),
    user_id: text().notNull().references(() => users.id, { onDelete: "cascade" }),
    type: text().notNull(),
    title: text().notNull(),
    subtitle: text().notNull().default(""),
    link: text().notNull().default(""),
    data: text().notNull().default("{}"),
    read_at: text(),
    created_at: text().notNull(),
    updated_at: text().notNull(),
  },
);
