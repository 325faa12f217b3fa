-- Semantic search: one embedding per recipe, recomputed when the recipe's updated_at changes.
CREATE TABLE recipe_embeddings (
  recipe_id  TEXT PRIMARY KEY REFERENCES recipes(id) ON DELETE CASCADE,
  updated_at TEXT NOT NULL,
  model      TEXT NOT NULL,
  vector     BLOB NOT NULL
);
