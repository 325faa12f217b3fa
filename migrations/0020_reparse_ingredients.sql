-- Lossless ingredient records (issue 19 item 1). Records stored before this version lost the size, note and range
-- their lines said. A migration cannot run the TypeScript parser, so it only marks the one-off job that can: the
-- recipes module enqueues `recipes.reparse_ingredients` at start while the task is pending, and the job marks it
-- done. The job re-reads what the database still has (the text of text imports) and is idempotent.
CREATE TABLE maintenance_tasks (
  name       TEXT PRIMARY KEY,
  status     TEXT NOT NULL CHECK (status IN ('pending', 'done')),
  detail     TEXT NOT NULL DEFAULT '',
  updated_at TEXT NOT NULL
);
INSERT INTO maintenance_tasks (name, status, updated_at) VALUES ('reparse_ingredients', 'pending', strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
