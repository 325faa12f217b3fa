// Rows of the calendar aggregate, as migrations/*.sql create them (the migrations stay the source of the database).
import { sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./users";

export const calendarFeeds = sqliteTable("calendar_feeds", {
  user_id: text()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  secret_hash: text().notNull().unique(),
  time_zone: text().notNull(),
  created_at: text().notNull(),
});
