-- Personal API tokens for integrations (Home Assistant, scripts, a phone shortcut): shown once, stored as the
-- sha256 of a 32-byte random secret, optionally expiring, scoped read or read-write. Revoking deletes the row.

CREATE TABLE api_tokens (
  id            TEXT PRIMARY KEY,
  user_id       TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name          TEXT NOT NULL,
  token_hash    TEXT NOT NULL UNIQUE,           -- sha256 hex of the whole token (rl_pat_ + base64url secret)
  token_prefix  TEXT NOT NULL,                  -- the first characters, so a list can tell tokens apart
  scope         TEXT NOT NULL CHECK (scope IN ('read', 'read-write')),
  created_at    TEXT NOT NULL,
  updated_at    TEXT NOT NULL,
  expires_at    TEXT,                           -- NULL: until revoked
  last_used_at  TEXT                            -- written at most once a minute per token
);
CREATE INDEX api_tokens_user ON api_tokens(user_id, created_at, id);
