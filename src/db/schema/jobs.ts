// Rows of the jobs aggregate, as migrations/*.sql create them (the migrations stay the source of the database).
import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

export const jobs = sqliteTable(
  "jobs",
  {
    id: text().primaryKey(),
    type: text().notNull(),
    payload: text().notNull(),
    status: text().notNull(),
    priority: integer().notNull().default(0),
    run_at: integer().notNull(),
    attempts: integer().notNull().default(0),
    max_attempts: integer().notNull(),
    lease_owner: text(),
    lease_expires_at: integer(),
    unique_key: text(),
    last_error: text(),
    created_at: text().notNull(),
    updated_at: text().notNull(),
    fair_key: text(),
  },
);
