// Rows of the imports aggregate, as migrations/*.sql create them (the migrations stay the source of the database).
import { index, integer, primaryKey, sqliteTable, text, type AnySQLiteColumn, unique } from "drizzle-orm/sqlite-core";
import { importStatuses, importTypes, oneOf, valuesOf } from "./checks";
import { users } from "./users";

export const importReports = sqliteTable(
  "import_reports",
  {
    import_id: text()
      .notNull()
      .references(() => imports.id, { onDelete: "cascade" }),
    user_id: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reason: text().notNull(),
    details: text().notNull().default(""),
    created_at: text().notNull(),
  },
  (t) => [unique().on(t.import_id, t.user_id)],
);

export const imports = sqliteTable(
  "imports",
  {
    id: text().primaryKey(),
    user_id: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text(valuesOf(importTypes)).notNull(),
    status: text(valuesOf(importStatuses)).notNull(),
    url: text(),
    file_id: text(),
    file_ids: text().notNull().default("[]"),
    text: text(),
    text_file_id: text(),
    source_url: text(),
    source_section: text(),
    recipe_id: text(),
    batch_id: text().references((): AnySQLiteColumn => imports.id, { onDelete: "cascade" }),
    batch_position: integer(),
    error: text(),
    progress: text().notNull().default('{"stage":"queued","percent":0}'),
    processing_started_at: text(),
    source_descriptor: text(),
    source_v2_id: text(),
    source_page: text(),
    job_id: text(),
    created_at: text().notNull(),
    updated_at: text().notNull(),
    /** JSON array: every recipe an archive import created (absent on rows built in memory before insert). */
    recipe_ids: text().notNull().default("[]"),
    /** JSON array of plain-language warnings shown with the import. */
    warnings: text().notNull().default("[]"),
    /** Attempts made so far (the current one included while processing). */
    attempts: integer().notNull().default(0),
    /** When a transient failure is tried again; null otherwise. */
    next_attempt_at: text(),
    /** Plain reason of the last failure (transient while retrying, or final). */
    failure_reason: text(),
  },
  (t) => [
    oneOf("imports", "status", importStatuses),
    oneOf("imports", "type", importTypes),
    index("imports_user_created").on(t.user_id, t.created_at, t.id),
    index("imports_user_updated").on(t.user_id, t.updated_at, t.id),
    index("imports_batch").on(t.batch_id, t.batch_position),
  ],
);

export const importOrigins = sqliteTable(
  "import_origins",
  {
    user_id: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    origin: text().notNull(),
    entity: text().notNull(),
    entity_id: text().notNull(),
    import_id: text(),
    created_at: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.origin] }), index("import_origins_import").on(t.import_id, t.created_at)],
);
