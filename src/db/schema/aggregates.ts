/**
 * Which schema file holds each table (one file per aggregate), and the tables that have no drizzle schema on purpose.
 * Read by the agreement test and by scripts/drizzle-schema-draft.ts.
 *
 * A migration that adds or changes a table: run `node --import tsx scripts/drizzle-schema-draft.ts /tmp/draft`, copy
 * the table's new lines into its file here (a new table: list it below too), keep the hand-written comments; the
 * agreement test (test/unit/drizzle-schema-agrees-with-migrations.test.ts) fails until schema and database agree.
 */
export const aggregates: Record<string, readonly string[]> = {
  users: ["users", "refresh_tokens", "api_tokens"],
  settings: ["instance_settings", "schema_migrations", "maintenance_tasks"],
  recipes: ["recipes", "recipe_tags", "recipe_media", "recipe_embeddings", "recipe_search_docs"],
  files: ["files"],
  imports: ["imports", "import_reports", "import_origins"],
  jobs: ["jobs"],
  events: ["events", "tombstones", "visibility_changes"],
  households: ["households", "household_members", "household_invites", "household_shares"],
  mealplans: ["mealplans", "mealplan_meals", "mealplan_recipes"],
  grocery: ["grocery_lists", "grocery_items"],
  wishlists: ["wishlists", "wishlist_items"],
  timers: ["timers"],
  "cook-sessions": ["cook_sessions"],
  notifications: ["notifications"],
  push: ["push_tokens"],
  sharing: ["share_links"],
  sources: ["sources", "recipe_sources", "books", "creators", "creator_profiles"],
  collections: ["collections", "collection_recipes"],
  calendar: ["calendar_feeds"],
};

/** Tables in the migrated database that get no schema, with the reason. */
export const ignoredTables = new Map<string, string>([
  ["sqlite_sequence", "SQLite's own AUTOINCREMENT counters"],
  ["recipe_search", "FTS5 virtual table: queried with MATCH in raw SQL (recipes.search.repo.ts), no typed columns"],
  ["recipe_search_config", "FTS5 shadow table, owned by SQLite"],
  ["recipe_search_content", "FTS5 shadow table, owned by SQLite"],
  ["recipe_search_data", "FTS5 shadow table, owned by SQLite"],
  ["recipe_search_docsize", "FTS5 shadow table, owned by SQLite"],
  ["recipe_search_idx", "FTS5 shadow table, owned by SQLite"],
]);

/** The schema file of `table`. */
export function aggregateOf(table: string): string {
  for (const [file, tables] of Object.entries(aggregates)) if (tables.includes(table)) return file;
  throw new Error(`table ${table} belongs to no aggregate in src/db/schema/aggregates.ts`);
}
