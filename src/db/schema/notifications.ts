// Rows of the notifications aggregate, as migrations/*.sql create them (the migrations stay the source of the database).
import { index, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./users";
import { sql } from "drizzle-orm";

export const notifications = sqliteTable(
  "notifications",
  {
    id: text().primaryKey(),
    user_id: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text().notNull(),
    title: text().notNull(),
    subtitle: text().notNull().default(""),
    link: text().notNull().default(""),
    data: text().notNull().default("{}"),
    read_at: text(),
    created_at: text().notNull(),
    updated_at: text().notNull(),
  },
  (t) => [
    index("notifications_user_created").on(t.user_id, t.created_at, t.id),
    index("notifications_user_updated").on(t.user_id, t.updated_at, t.id),
    index("notifications_user_unread")
      .on(t.user_id, t.type)
      .where(sql`read_at IS NULL`),
  ],
);
