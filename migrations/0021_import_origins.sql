-- Where imported records came from, per user: importing the same export twice adds nothing. `origin` is the
-- source app's identity of the record (e.g. 'paprika:<uid>', 'mealie:<id>', 'recipe-library:collection:<id>', or
-- '<format>:url:<source url>#<title hash>' when the app names none). A record deleted since frees its origin
-- (the importer checks that the entity still exists), so importing again brings it back.
CREATE TABLE import_origins (
  user_id    TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  origin     TEXT NOT NULL,
  entity     TEXT NOT NULL,          -- 'recipe', 'collection', 'mealplan', 'grocery'
  entity_id  TEXT NOT NULL,
  import_id  TEXT,                   -- the archive import that created it (its recipe_ids come from here)
  created_at TEXT NOT NULL,
  PRIMARY KEY (user_id, origin)
);

CREATE INDEX import_origins_import ON import_origins(import_id, created_at);
