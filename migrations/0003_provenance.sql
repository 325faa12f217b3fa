-- Provenance: shared source and creator records (instance-wide, as the spec says), a recipe's source
-- attachments, and the cookbooks a user owns.

CREATE TABLE sources (
  id            TEXT PRIMARY KEY,
  kind          TEXT NOT NULL,                 -- book, website, social, magazine, tv, person, other
  name          TEXT NOT NULL DEFAULT '',
  display_name  TEXT NOT NULL DEFAULT '',
  authors       TEXT NOT NULL DEFAULT '[]',    -- JSON array of strings
  isbn          TEXT,                          -- normalised ISBN-13 (books)
  url           TEXT,
  canonical_key TEXT,                          -- de-duplication key: isbn:…, site:host, social:platform:handle
  platform      TEXT,
  handle        TEXT,
  creator_id    TEXT,
  cover_url     TEXT,
  cover_key     TEXT,
  created_by    TEXT,
  created_at    TEXT NOT NULL,
  updated_at    TEXT NOT NULL
);
CREATE UNIQUE INDEX sources_canonical ON sources(canonical_key) WHERE canonical_key IS NOT NULL;

CREATE TABLE creators (
  id           TEXT PRIMARY KEY,
  display_name TEXT NOT NULL DEFAULT '',
  created_at   TEXT NOT NULL,
  updated_at   TEXT NOT NULL
);

CREATE TABLE creator_profiles (
  profile_key TEXT PRIMARY KEY,                -- platform:handle (lower case)
  creator_id  TEXT NOT NULL REFERENCES creators(id) ON DELETE CASCADE,
  platform    TEXT NOT NULL,
  handle      TEXT NOT NULL,
  url         TEXT,
  avatar_url  TEXT,
  created_at  TEXT NOT NULL
);
CREATE INDEX creator_profiles_creator ON creator_profiles(creator_id);

CREATE TABLE recipe_sources (
  attachment_id TEXT PRIMARY KEY,
  recipe_id     TEXT NOT NULL REFERENCES recipes(id) ON DELETE CASCADE,
  source_v2_id  TEXT NOT NULL REFERENCES sources(id),
  is_primary    INTEGER NOT NULL DEFAULT 0,
  section       TEXT,
  page          TEXT,
  url           TEXT,
  attached_at   TEXT NOT NULL
);
CREATE INDEX recipe_sources_recipe ON recipe_sources(recipe_id);
CREATE INDEX recipe_sources_source ON recipe_sources(source_v2_id);

CREATE TABLE books (
  id           TEXT PRIMARY KEY,
  user_id      TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  title        TEXT NOT NULL,
  authors      TEXT NOT NULL DEFAULT '[]',
  isbn         TEXT,
  cover_url    TEXT,
  source_v2_id TEXT REFERENCES sources(id),
  notes        TEXT NOT NULL DEFAULT '',
  created_at   TEXT NOT NULL,
  updated_at   TEXT NOT NULL
);
CREATE INDEX books_user_created ON books(user_id, created_at, id);
CREATE INDEX books_user_updated ON books(user_id, updated_at, id);
