// Rows of the events aggregate, as migrations/*.sql create them (the migrations stay the source of the database).
import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./users";

export const tombstones = sqliteTable(
  "tombstones",
  {
    entity: text().notNull(),
    id: text().notNull(),
    user_id: text().notNull(),
    deleted_at: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.entity, t.id] }), index("tombstones_by_user").on(t.entity, t.user_id, t.deleted_at)],
);

export const events = sqliteTable(
  "events",
  {
    seq: integer().primaryKey({ autoIncrement: true }),
    user_id: text().notNull(),
    type: text().notNull(),
    data: text().notNull(),
    created_at: text().notNull(),
  },
  (t) => [index("events_user_seq").on(t.user_id, t.seq), index("events_created").on(t.created_at)],
);

export const visibilityChanges = sqliteTable(
  "visibility_changes",
  {
    user_id: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    entity: text().notNull(),
    id: text().notNull(),
    visible: integer().notNull(),
    changed_at: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.entity, t.id] }), index("visibility_changes_since").on(t.user_id, t.entity, t.changed_at)],
);
