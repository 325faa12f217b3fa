// Rows of the timers aggregate, as migrations/*.sql create them (the migrations stay the source of the database).
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { oneOf, timerStatuses, valuesOf } from "./checks";
import { cookSessions } from "./cook-sessions";
import { recipes } from "./recipes";
import { users } from "./users";
import { sql } from "drizzle-orm";

export const timers = sqliteTable(
  "timers",
  {
    id: text().primaryKey(),
    user_id: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text().notNull().default(""),
    status: text(valuesOf(timerStatuses)).notNull(),
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
    delivery_prefs: text().notNull().default('{"push":true,"sound":"default"}'),
    session_id: text().references(() => cookSessions.id, { onDelete: "set null" }),
    recipe_id: text().references(() => recipes.id, { onDelete: "set null" }),
    context_type: text(),
    context_id: text(),
    idempotency_key: text(),
    job_id: text(),
    created_at: text().notNull(),
    updated_at: text().notNull(),
  },
  (t) => [
    oneOf("timers", "status", timerStatuses),
    uniqueIndex("timers_idempotency")
      .on(t.user_id, t.idempotency_key)
      .where(sql`idempotency_key IS NOT NULL`),
    index("timers_user_created").on(t.user_id, t.created_at, t.id),
    index("timers_user_updated").on(t.user_id, t.updated_at, t.id),
    index("timers_due").on(t.status, t.due_at),
    index("timers_purge")
      .on(t.purge_at)
      .where(sql`purge_at IS NOT NULL`),
    index("timers_session")
      .on(t.session_id)
      .where(sql`session_id IS NOT NULL`),
  ],
);
