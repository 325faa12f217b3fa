// Rows of the settings aggregate, as migrations/*.sql create them (the migrations stay the source of the database).
import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { checked, maintenanceStatuses, oneOf, valuesOf } from "./checks";
import { users } from "./users";

export const schemaMigrations = sqliteTable("schema_migrations", {
  version: integer().primaryKey(),
  name: text().notNull(),
  applied_at: text().notNull(),
});

export const maintenanceTasks = sqliteTable(
  "maintenance_tasks",
  {
    name: text().primaryKey(),
    status: text(valuesOf(maintenanceStatuses)).notNull(),
    detail: text().notNull().default(""),
    updated_at: text().notNull(),
  },
  () => [oneOf("maintenance_tasks", "status", maintenanceStatuses)],
);

export const instanceSettings = sqliteTable(
  "instance_settings",
  {
    id: integer().primaryKey(),
    registration_open: integer(),
    updated_by: text().references(() => users.id, { onDelete: "set null" }),
    updated_at: text().notNull(),
  },
  () => [checked("instance_settings", "id", "id = 1"), oneOf("instance_settings", "registration_open", [0, 1])],
);
