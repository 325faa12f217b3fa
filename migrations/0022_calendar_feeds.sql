-- A per-user secret iCal feed of the meal plans (a phone calendar subscribes to its URL). Only the SHA-256 of the
-- secret is stored: the URL is shown once, when created or rotated. Rotating replaces the row; revoking deletes it.
CREATE TABLE calendar_feeds (
  user_id     TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  secret_hash TEXT NOT NULL UNIQUE,
  time_zone   TEXT NOT NULL,          -- IANA name the meals' times are in (e.g. Europe/Berlin)
  created_at  TEXT NOT NULL
);
