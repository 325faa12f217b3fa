-- Uploaded files (blobs on disk under a random storage key; only metadata here) and the recipe → file index.

CREATE TABLE files (
  id           TEXT PRIMARY KEY,
  user_id      TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  storage_key  TEXT NOT NULL UNIQUE,          -- <2 hex>/<uuid>, never derived from a client name
  filename     TEXT NOT NULL,                 -- sanitised display name, extension matching content_type
  content_type TEXT NOT NULL,                 -- sniffed from the bytes (re-encoded type for images)
  size         INTEGER NOT NULL,              -- bytes as stored
  sha256       TEXT NOT NULL,                 -- hex SHA-256 of the bytes as stored
  width        INTEGER,
  height       INTEGER,
  blur_hash    TEXT,
  preview_key  TEXT UNIQUE,                   -- bounded WebP preview (images only)
  status       TEXT NOT NULL DEFAULT 'ready',
  created_at   TEXT NOT NULL,
  updated_at   TEXT NOT NULL
);
CREATE INDEX files_user_created ON files(user_id, created_at, id);

-- Which recipes show which files: answers "may this user see this file?" and "which recipes lose a deleted file?"
-- without scanning every recipe's media JSON. Maintained by triggers from recipes.media.
CREATE TABLE recipe_media (
  recipe_id TEXT NOT NULL REFERENCES recipes(id) ON DELETE CASCADE,
  file_id   TEXT NOT NULL REFERENCES files(id) ON DELETE CASCADE,
  PRIMARY KEY (recipe_id, file_id)
);
CREATE INDEX recipe_media_file ON recipe_media(file_id);

CREATE TRIGGER recipes_media_ai AFTER INSERT ON recipes BEGIN
  INSERT OR IGNORE INTO recipe_media (recipe_id, file_id)
  SELECT new.id, json_extract(value, '$.file_id') FROM json_each(new.media) WHERE json_extract(value, '$.file_id') IS NOT NULL;
END;

CREATE TRIGGER recipes_media_au AFTER UPDATE OF media ON recipes BEGIN
  DELETE FROM recipe_media WHERE recipe_id = new.id;
  INSERT OR IGNORE INTO recipe_media (recipe_id, file_id)
  SELECT new.id, json_extract(value, '$.file_id') FROM json_each(new.media) WHERE json_extract(value, '$.file_id') IS NOT NULL;
END;
