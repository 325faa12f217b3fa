// Rows of the jobs aggregate, as migrations/*.sql create them (the migrations stay the source of the database).
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { jobStatuses, oneOf, valuesOf } from "./checks";

export const jobs = sqliteTable(
  "jobs",
  {
    id: text().primaryKey(),
    type: text().notNull(),
    payload: text().notNull(),
    status: text(valuesOf(jobStatuses)).notNull(),
    priority: integer().notNull().default(0),
    run_at: integer().notNull(),
    attempts: integer().notNull().default(0),
    max_attempts: integer().notNull(),
    lease_owner: text(),
    lease_expires_at: integer(),
    unique_key: text().unique(),
    last_error: text(),
    created_at: text().notNull(),
    updated_at: text().notNull(),
    fair_key: text(),
  },
  (t) => [oneOf("jobs", "status", jobStatuses), index("jobs_claim").on(t.status, t.run_at, t.priority), index("jobs_lease").on(t.status, t.lease_expires_at)],
);
