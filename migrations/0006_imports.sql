-- Recipe imports (asynchronous: a job row is enqueued in the same transaction as the import row) and the
-- reports users file about a bad import. Structured fields are JSON text.

CREATE TABLE imports (
  id                    TEXT PRIMARY KEY,
  user_id               TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  type                  TEXT NOT NULL CHECK (type IN ('web', 'media', 'text', 'image_batch')),
  status                TEXT NOT NULL CHECK (status IN ('pending', 'processing', 'completed', 'failed', 'cancelled')),
  url                   TEXT,
  file_id               TEXT,                          -- first file of a media import (the spec's single reference)
  file_ids              TEXT NOT NULL DEFAULT '[]',    -- JSON array of file uuids (media, image_batch)
  text                  TEXT,
  text_file_id          TEXT,
  source_url            TEXT,                          -- canonical URL found while extracting, or attached
  source_section        TEXT,
  recipe_id             TEXT,                          -- set when completed
  batch_id              TEXT REFERENCES imports(id) ON DELETE CASCADE,  -- child of an image_batch parent
  batch_position        INTEGER,                       -- order of a child's image in its batch
  error                 TEXT,
  progress              TEXT NOT NULL DEFAULT '{"stage":"queued","percent":0}',
  processing_started_at TEXT,
  source_descriptor     TEXT,                          -- JSON descriptor attached by POST /source (kept for retries)
  source_v2_id          TEXT,                          -- shared source resolved from that descriptor, or given
  source_page           TEXT,
  job_id                TEXT,                          -- the job currently allowed to write this import (fencing)
  created_at            TEXT NOT NULL,
  updated_at            TEXT NOT NULL
);
CREATE INDEX imports_user_created ON imports(user_id, created_at, id);
CREATE INDEX imports_user_updated ON imports(user_id, updated_at, id);
CREATE INDEX imports_batch ON imports(batch_id, batch_position);

CREATE TABLE import_reports (
  import_id  TEXT NOT NULL REFERENCES imports(id) ON DELETE CASCADE,
  user_id    TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  reason     TEXT NOT NULL,
  details    TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL,
  UNIQUE (import_id, user_id)
);
