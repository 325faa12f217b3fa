-- The live kitchen: cook sessions, durable server-side timers and push tokens.
-- (Notifications live in 0001; this adds the index behind the unread counter.)

CREATE TABLE cook_sessions (
  id            TEXT PRIMARY KEY,
  user_id       TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  recipe_id     TEXT NOT NULL REFERENCES recipes(id) ON DELETE CASCADE,
  status        TEXT NOT NULL CHECK (status IN ('active', 'ended')),
  servings      REAL,
  current_step  INTEGER NOT NULL DEFAULT 0,
  notes         TEXT NOT NULL DEFAULT '',
  started_at    TEXT NOT NULL,
  ended_at      TEXT,
  created_at    TEXT NOT NULL,
  updated_at    TEXT NOT NULL
);
-- Starting a session twice for one recipe returns the active one: at most one active session per user and recipe.
CREATE UNIQUE INDEX cook_sessions_one_active ON cook_sessions(user_id, recipe_id) WHERE status = 'active';
CREATE INDEX cook_sessions_user_created ON cook_sessions(user_id, created_at, id);
CREATE INDEX cook_sessions_user_updated ON cook_sessions(user_id, updated_at, id);

-- Times that the firing path compares are epoch milliseconds (due_at, purge_at); the rest are ISO text.
CREATE TABLE timers (
  id               TEXT PRIMARY KEY,
  user_id          TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  title            TEXT NOT NULL DEFAULT '',
  status           TEXT NOT NULL CHECK (status IN ('scheduled', 'paused', 'fired', 'cancelled')),
  due_at           INTEGER NOT NULL,          -- epoch ms; while paused, the due time at the moment of pausing
  duration_ms      INTEGER NOT NULL,
  remaining_ms     INTEGER,                   -- set while paused
  paused_at        TEXT,
  fired_at         TEXT,
  late             INTEGER NOT NULL DEFAULT 0,
  cancelled_at     TEXT,
  purge_at         INTEGER,                   -- epoch ms: fired/cancelled + ttl
  ttl              INTEGER NOT NULL DEFAULT 86400,
  payload          TEXT NOT NULL DEFAULT '{}',
  delivery_prefs   TEXT NOT NULL DEFAULT '{"push":true,"sound":"default"}',
  session_id       TEXT REFERENCES cook_sessions(id) ON DELETE SET NULL,
  recipe_id        TEXT REFERENCES recipes(id) ON DELETE SET NULL,
  context_type     TEXT,
  context_id       TEXT,
  idempotency_key  TEXT,
  job_id           TEXT,
  created_at       TEXT NOT NULL,
  updated_at       TEXT NOT NULL
);
CREATE UNIQUE INDEX timers_idempotency ON timers(user_id, idempotency_key) WHERE idempotency_key IS NOT NULL;
CREATE INDEX timers_user_created ON timers(user_id, created_at, id);
CREATE INDEX timers_user_updated ON timers(user_id, updated_at, id);
CREATE INDEX timers_due ON timers(status, due_at);
CREATE INDEX timers_purge ON timers(purge_at) WHERE purge_at IS NOT NULL;
CREATE INDEX timers_session ON timers(session_id) WHERE session_id IS NOT NULL;

-- A device (or Web Push subscription, or ntfy/Gotify/UnifiedPush endpoint) that receives a user's notifications.
-- The token is the record's key; `id` only orders pages.
CREATE TABLE push_tokens (
  id               TEXT PRIMARY KEY,
  token            TEXT NOT NULL UNIQUE,
  user_id          TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  platform         TEXT NOT NULL DEFAULT '',
  device_id        TEXT NOT NULL DEFAULT '',
  device_name      TEXT NOT NULL DEFAULT '',
  device_type      TEXT NOT NULL DEFAULT '',
  app_version      TEXT NOT NULL DEFAULT '',
  app_build        TEXT NOT NULL DEFAULT '',
  session_id       TEXT NOT NULL DEFAULT '',
  last_success_at  TEXT,
  failures         INTEGER NOT NULL DEFAULT 0,
  created_at       TEXT NOT NULL,
  updated_at       TEXT NOT NULL
);
CREATE INDEX push_tokens_user_created ON push_tokens(user_id, created_at, id);
CREATE INDEX push_tokens_user_updated ON push_tokens(user_id, updated_at, id);

CREATE INDEX notifications_user_unread ON notifications(user_id, type) WHERE read_at IS NULL;
