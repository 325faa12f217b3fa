-- Imports learn two things: archives of another app's export (type 'archive', many recipes per import, their ids in
-- recipe_ids), and feedback a family can read (warnings, the attempt count, the next try and a plain failure reason).
-- SQLite cannot change a CHECK constraint in place, so the table is rebuilt (foreign keys are off during migrations).

CREATE TABLE imports_new (
  id                    TEXT PRIMARY KEY,
  user_id               TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  type                  TEXT NOT NULL CHECK (type IN ('web', 'media', 'text', 'image_batch', 'archive')),
  status                TEXT NOT NULL CHECK (status IN ('pending', 'processing', 'completed', 'failed', 'cancelled')),
  url                   TEXT,
  file_id               TEXT,
  file_ids              TEXT NOT NULL DEFAULT '[]',
  text                  TEXT,
  text_file_id          TEXT,
  source_url            TEXT,
  source_section        TEXT,
  recipe_id             TEXT,
  batch_id              TEXT REFERENCES imports_new(id) ON DELETE CASCADE,
  batch_position        INTEGER,
  error                 TEXT,
  progress              TEXT NOT NULL DEFAULT '{"stage":"queued","percent":0}',
  processing_started_at TEXT,
  source_descriptor     TEXT,
  source_v2_id          TEXT,
  source_page           TEXT,
  job_id                TEXT,
  created_at            TEXT NOT NULL,
  updated_at            TEXT NOT NULL,
  recipe_ids            TEXT NOT NULL DEFAULT '[]',   -- JSON array: every recipe an archive import created
  warnings              TEXT NOT NULL DEFAULT '[]',   -- JSON array of plain-language warnings shown with the import
  attempts              INTEGER NOT NULL DEFAULT 0,   -- fetch/extract attempts made so far
  next_attempt_at       TEXT,                         -- when a transient failure is tried again
  failure_reason        TEXT                          -- plain reason of the last failure (transient or final)
);

INSERT INTO imports_new (id, user_id, type, status, url, file_id, file_ids, text, text_file_id, source_url, source_section,
  recipe_id, batch_id, batch_position, error, progress, processing_started_at, source_descriptor, source_v2_id,
  source_page, job_id, created_at, updated_at)
SELECT id, user_id, type, status, url, file_id, file_ids, text, text_file_id, source_url, source_section,
  recipe_id, batch_id, batch_position, error, progress, processing_started_at, source_descriptor, source_v2_id,
  source_page, job_id, created_at, updated_at
FROM imports;

DROP TABLE imports;
ALTER TABLE imports_new RENAME TO imports;

CREATE INDEX imports_user_created ON imports(user_id, created_at, id);
CREATE INDEX imports_user_updated ON imports(user_id, updated_at, id);
CREATE INDEX imports_batch ON imports(batch_id, batch_position);
