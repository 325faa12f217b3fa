-- Foundation: users and sessions, tombstones for delta sync, households (for the access module),
-- the event log behind the live stream, notifications, and the durable job queue.

CREATE TABLE users (
  id            TEXT PRIMARY KEY,
  email         TEXT NOT NULL UNIQUE COLLATE NOCASE,
  display_name  TEXT NOT NULL DEFAULT '',
  password_hash TEXT,
  is_admin      INTEGER NOT NULL DEFAULT 0,
  disabled      INTEGER NOT NULL DEFAULT 0,
  created_at    TEXT NOT NULL,
  updated_at    TEXT NOT NULL
);

CREATE TABLE refresh_tokens (
  id          TEXT PRIMARY KEY,
  user_id     TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  family_id   TEXT NOT NULL,
  token_hash  TEXT NOT NULL UNIQUE,
  expires_at  TEXT NOT NULL,
  rotated_at  TEXT,
  revoked_at  TEXT,
  created_at  TEXT NOT NULL
);
CREATE INDEX refresh_tokens_family ON refresh_tokens(family_id);
CREATE INDEX refresh_tokens_user ON refresh_tokens(user_id);

-- Deleted records, kept 90 days so delta sync can report them.
CREATE TABLE tombstones (
  entity      TEXT NOT NULL,
  id          TEXT NOT NULL,
  user_id     TEXT NOT NULL,
  deleted_at  TEXT NOT NULL,
  PRIMARY KEY (entity, id)
);
CREATE INDEX tombstones_by_user ON tombstones(entity, user_id, deleted_at);

CREATE TABLE households (
  id          TEXT PRIMARY KEY,
  name        TEXT NOT NULL,
  created_by  TEXT REFERENCES users(id) ON DELETE SET NULL,
  created_at  TEXT NOT NULL,
  updated_at  TEXT NOT NULL
);

CREATE TABLE household_members (
  household_id TEXT NOT NULL REFERENCES households(id) ON DELETE CASCADE,
  user_id      TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  role         TEXT NOT NULL CHECK (role IN ('owner', 'member')),
  joined_at    TEXT NOT NULL,
  PRIMARY KEY (household_id, user_id)
);
CREATE INDEX household_members_user ON household_members(user_id);

-- A record shared into a household by one of its members.
CREATE TABLE household_shares (
  household_id  TEXT NOT NULL REFERENCES households(id) ON DELETE CASCADE,
  resource_type TEXT NOT NULL,
  resource_id   TEXT NOT NULL,
  shared_by     TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at    TEXT NOT NULL,
  PRIMARY KEY (household_id, resource_type, resource_id)
);
CREATE INDEX household_shares_resource ON household_shares(resource_type, resource_id);

-- Per-recipient event log: feeds the live stream and its replay after Last-Event-ID (kept 24 hours).
CREATE TABLE events (
  seq         INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id     TEXT NOT NULL,
  type        TEXT NOT NULL,
  data        TEXT NOT NULL,
  created_at  TEXT NOT NULL
);
CREATE INDEX events_user_seq ON events(user_id, seq);
CREATE INDEX events_created ON events(created_at);

CREATE TABLE notifications (
  id          TEXT PRIMARY KEY,
  user_id     TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  type        TEXT NOT NULL,
  title       TEXT NOT NULL,
  subtitle    TEXT NOT NULL DEFAULT '',
  link        TEXT NOT NULL DEFAULT '',
  data        TEXT NOT NULL DEFAULT '{}',
  read_at     TEXT,
  created_at  TEXT NOT NULL,
  updated_at  TEXT NOT NULL
);
CREATE INDEX notifications_user_created ON notifications(user_id, created_at, id);
CREATE INDEX notifications_user_updated ON notifications(user_id, updated_at, id);

-- Durable job queue (imports, timers, push deliveries): leased, fenced, retried with backoff.
CREATE TABLE jobs (
  id               TEXT PRIMARY KEY,
  type             TEXT NOT NULL,
  payload          TEXT NOT NULL,
  status           TEXT NOT NULL CHECK (status IN ('queued', 'running', 'completed', 'failed', 'cancelled')),
  priority         INTEGER NOT NULL DEFAULT 0,
  run_at           INTEGER NOT NULL,
  attempts         INTEGER NOT NULL DEFAULT 0,
  max_attempts     INTEGER NOT NULL,
  lease_owner      TEXT,
  lease_expires_at INTEGER,
  unique_key       TEXT UNIQUE,
  last_error       TEXT,
  created_at       TEXT NOT NULL,
  updated_at       TEXT NOT NULL
);
CREATE INDEX jobs_claim ON jobs(status, run_at, priority);
CREATE INDEX jobs_lease ON jobs(status, lease_expires_at);
