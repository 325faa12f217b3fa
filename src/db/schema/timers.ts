// Rows of the timers aggregate, as migrations/*.sql create them (the migrations stay the source of the database).
import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { cookSessions } from "./cook-sessions";
import { recipes } from "./recipes";
import { users } from "./users";

export const timers = sqliteTable(
  "timers",
  {
    id: text().primaryKey(),
    user_id: text().notNull().references(() => users.id, { onDelete: "cascade" }),
    title: text().notNull().default(""),
    status: text().notNull(),
    due_at: integer().notNull(),
    duration_ms: integer().notNull(),
    remaining_ms: integer(),
    paused_at: text(),
    fired_at: text(),
    late: integer().notNull().default(0),
    cancelled_at: text(),
    purge_at: integer(),
    ttl: integer().notNull().default(86400),
    payload: text().notNull().default("{}"),
    delivery_prefs: text().notNull().default("{\"push\":true,\"sound\":\"default\"}"),
    session_id: text().references(() => cookSessions.id, { onDelete: "set null" }),
    recipe_id: text().references(() => recipes.id, { onDelete: "set null" }),
    context_type: text(),
    context_id: text(),
    idempotency_key: text(),
    job_id: text(),
    created_at: text().notNull(),
    updated_at: text().notNull(),
  },
);
