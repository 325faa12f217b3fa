-- The recipe library: recipes (structured fields as JSON text, spliced into responses) and collections.

CREATE TABLE recipes (
  id             TEXT PRIMARY KEY,
  user_id        TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  title          TEXT NOT NULL DEFAULT '',
  subtitle       TEXT NOT NULL DEFAULT '',
  description    TEXT NOT NULL DEFAULT '',
  notes          TEXT NOT NULL DEFAULT '',
  tags           TEXT NOT NULL DEFAULT '[]',   -- JSON array of strings
  ingredients    TEXT NOT NULL DEFAULT '[]',   -- JSON array of Ingredient
  components     TEXT NOT NULL DEFAULT '[]',   -- JSON array of Component
  instructions   TEXT NOT NULL DEFAULT '[]',   -- JSON array of strings
  media          TEXT NOT NULL DEFAULT '[]',   -- JSON array of {file_id, kind}
  prep_time      REAL,                         -- minutes
  cook_time      REAL,                         -- minutes
  total_time     REAL,                         -- minutes
  servings       REAL,
  difficulty     TEXT,
  rating         REAL,
  source_section TEXT NOT NULL DEFAULT '',
  source_url     TEXT,
  source_v2_id   TEXT,
  import_id      TEXT,
  nutrition      TEXT,                         -- JSON Nutrition, or NULL until computed
  created_at     TEXT NOT NULL,
  updated_at     TEXT NOT NULL
);
CREATE INDEX recipes_user_created ON recipes(user_id, created_at, id);
CREATE INDEX recipes_user_updated ON recipes(user_id, updated_at, id);
CREATE INDEX recipes_import ON recipes(import_id);

CREATE TABLE recipe_tags (
  recipe_id  TEXT NOT NULL REFERENCES recipes(id) ON DELETE CASCADE,
  user_id    TEXT NOT NULL,
  tag        TEXT NOT NULL COLLATE NOCASE,
  PRIMARY KEY (recipe_id, tag)
);
CREATE INDEX recipe_tags_user_tag ON recipe_tags(user_id, tag);

CREATE TABLE collections (
  id          TEXT PRIMARY KEY,
  user_id     TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name        TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  tags        TEXT NOT NULL DEFAULT '[]',
  created_at  TEXT NOT NULL,
  updated_at  TEXT NOT NULL
);
CREATE INDEX collections_user_created ON collections(user_id, created_at, id);
CREATE INDEX collections_user_updated ON collections(user_id, updated_at, id);

CREATE TABLE collection_recipes (
  collection_id TEXT NOT NULL REFERENCES collections(id) ON DELETE CASCADE,
  recipe_id     TEXT NOT NULL REFERENCES recipes(id) ON DELETE CASCADE,
  position      INTEGER NOT NULL,
  added_at      TEXT NOT NULL,
  PRIMARY KEY (collection_id, recipe_id)
);
CREATE INDEX collection_recipes_recipe ON collection_recipes(recipe_id);
