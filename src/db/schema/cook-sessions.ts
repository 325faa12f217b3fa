// Rows of the cook-sessions aggregate, as migrations/*.sql create them (the migrations stay the source of the database).
import { index, integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { cookSessionStatuses, oneOf, valuesOf } from "./checks";
import { recipes } from "./recipes";
import { users } from "./users";
import { sql } from "drizzle-orm";

export const cookSessions = sqliteTable(
  "cook_sessions",
  {
    id: text().primaryKey(),
    user_id: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    recipe_id: text()
      .notNull()
      .references(() => recipes.id, { onDelete: "cascade" }),
    status: text(valuesOf(cookSessionStatuses)).notNull(),
    servings: real(),
    current_step: integer().notNull().default(0),
    notes: text().notNull().default(""),
    started_at: text().notNull(),
    ended_at: text(),
    created_at: text().notNull(),
    updated_at: text().notNull(),
  },
  (t) => [
    oneOf("cook_sessions", "status", cookSessionStatuses),
    uniqueIndex("cook_sessions_one_active")
      .on(t.user_id, t.recipe_id)
      .where(sql`status = 'active'`),
    index("cook_sessions_user_created").on(t.user_id, t.created_at, t.id),
    index("cook_sessions_user_updated").on(t.user_id, t.updated_at, t.id),
  ],
);
