-- Full-text search over recipes (FTS5), and the recipe_tags index kept in step with recipes.tags.
-- Both are maintained by triggers, so every writer of `recipes` (any module, any import path) keeps them in the
-- same transaction as its write.

-- FTS rows are keyed by an INTEGER PRIMARY KEY of our own: VACUUM may renumber the implicit rowids of `recipes`
-- (its key is TEXT), which would silently detach the index from its recipes.
CREATE TABLE recipe_search_docs (
  docid     INTEGER PRIMARY KEY,
  recipe_id TEXT NOT NULL UNIQUE
);

-- unicode61 with remove_diacritics 2: "creme" finds "Crème", "JALAPENO" finds "jalapeño".
-- Prefix indexes for 2 and 3 characters keep the short prefix queries of type-ahead search cheap.
-- `owner` holds one token per user ('u' || hex(user_id)): a search ANDs it in, so FTS5 itself narrows the matches to
-- the caller's recipes before ranking, instead of joining every match to `recipes` to filter by owner.
CREATE VIRTUAL TABLE recipe_search USING fts5(
  title, subtitle, description, ingredients, instructions, tags, notes, owner,
  tokenize = "unicode61 remove_diacritics 2",
  prefix = '2 3'
);

CREATE TRIGGER recipes_search_ai AFTER INSERT ON recipes BEGIN
  INSERT INTO recipe_search_docs (recipe_id) VALUES (new.id);
  INSERT INTO recipe_search (rowid, title, subtitle, description, ingredients, instructions, tags, notes, owner)
  VALUES (
    (SELECT docid FROM recipe_search_docs WHERE recipe_id = new.id),
    new.title, new.subtitle, new.description,
    coalesce((SELECT group_concat(json_extract(value, '$.name'), ' ') FROM json_each(new.ingredients)), '') || ' ' ||
      coalesce((SELECT group_concat(json_extract(i.value, '$.name'), ' ') FROM json_each(new.components) c, json_each(json_extract(c.value, '$.ingredients')) i), ''),
    coalesce((SELECT group_concat(value, ' ') FROM json_each(new.instructions)), '') || ' ' ||
      coalesce((SELECT group_concat(coalesce(json_extract(c.value, '$.title'), '') || ' ' || coalesce((SELECT group_concat(s.value, ' ') FROM json_each(json_extract(c.value, '$.instructions')) s), ''), ' ') FROM json_each(new.components) c), ''),
    coalesce((SELECT group_concat(value, ' ') FROM json_each(new.tags)), ''),
    new.notes, 'u' || hex(new.user_id)
  );
  INSERT OR IGNORE INTO recipe_tags (recipe_id, user_id, tag) SELECT new.id, new.user_id, value FROM json_each(new.tags) WHERE trim(value) <> '';
END;

CREATE TRIGGER recipes_search_au AFTER UPDATE OF title, subtitle, description, ingredients, components, instructions, tags, notes ON recipes BEGIN
  DELETE FROM recipe_search WHERE rowid = (SELECT docid FROM recipe_search_docs WHERE recipe_id = old.id);
  INSERT INTO recipe_search (rowid, title, subtitle, description, ingredients, instructions, tags, notes, owner)
  VALUES (
    (SELECT docid FROM recipe_search_docs WHERE recipe_id = new.id),
    new.title, new.subtitle, new.description,
    coalesce((SELECT group_concat(json_extract(value, '$.name'), ' ') FROM json_each(new.ingredients)), '') || ' ' ||
      coalesce((SELECT group_concat(json_extract(i.value, '$.name'), ' ') FROM json_each(new.components) c, json_each(json_extract(c.value, '$.ingredients')) i), ''),
    coalesce((SELECT group_concat(value, ' ') FROM json_each(new.instructions)), '') || ' ' ||
      coalesce((SELECT group_concat(coalesce(json_extract(c.value, '$.title'), '') || ' ' || coalesce((SELECT group_concat(s.value, ' ') FROM json_each(json_extract(c.value, '$.instructions')) s), ''), ' ') FROM json_each(new.components) c), ''),
    coalesce((SELECT group_concat(value, ' ') FROM json_each(new.tags)), ''),
    new.notes, 'u' || hex(new.user_id)
  );
END;

CREATE TRIGGER recipes_tags_au AFTER UPDATE OF tags ON recipes BEGIN
  DELETE FROM recipe_tags WHERE recipe_id = new.id;
  INSERT OR IGNORE INTO recipe_tags (recipe_id, user_id, tag) SELECT new.id, new.user_id, value FROM json_each(new.tags) WHERE trim(value) <> '';
END;

-- Also fires for rows removed by ON DELETE CASCADE from users (account deletion).
CREATE TRIGGER recipes_search_ad AFTER DELETE ON recipes BEGIN
  DELETE FROM recipe_search WHERE rowid = (SELECT docid FROM recipe_search_docs WHERE recipe_id = old.id);
  DELETE FROM recipe_search_docs WHERE recipe_id = old.id;
END;

-- Index recipes written before this migration.
INSERT INTO recipe_search_docs (recipe_id) SELECT id FROM recipes;
INSERT INTO recipe_search (rowid, title, subtitle, description, ingredients, instructions, tags, notes, owner)
SELECT d.docid, r.title, r.subtitle, r.description,
  coalesce((SELECT group_concat(json_extract(value, '$.name'), ' ') FROM json_each(r.ingredients)), ''),
  coalesce((SELECT group_concat(value, ' ') FROM json_each(r.instructions)), ''),
  coalesce((SELECT group_concat(value, ' ') FROM json_each(r.tags)), ''),
  r.notes, 'u' || hex(r.user_id)
FROM recipes r JOIN recipe_search_docs d ON d.recipe_id = r.id;
INSERT OR IGNORE INTO recipe_tags (recipe_id, user_id, tag) SELECT r.id, r.user_id, t.value FROM recipes r, json_each(r.tags) t WHERE trim(t.value) <> '';
