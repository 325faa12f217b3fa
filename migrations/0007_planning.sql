-- Planning: meal plans with their recurring meal slots, grocery lists with items as rows (so that two people
-- checking items off at once each update their own row), and wishlists of books and recipes.

CREATE TABLE mealplans (
  id          TEXT PRIMARY KEY,
  user_id     TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name        TEXT NOT NULL DEFAULT '',
  description TEXT NOT NULL DEFAULT '',
  end_date    TEXT,                          -- YYYY-MM-DD, or NULL for an open-ended plan
  created_at  TEXT NOT NULL,
  updated_at  TEXT NOT NULL
);
CREATE INDEX mealplans_user_created ON mealplans(user_id, created_at, id);
CREATE INDEX mealplans_user_updated ON mealplans(user_id, updated_at, id);

-- A recurring slot of a plan. Every change to a meal also bumps mealplans.updated_at (delta sync).
CREATE TABLE mealplan_meals (
  id           TEXT PRIMARY KEY,
  mealplan_id  TEXT NOT NULL REFERENCES mealplans(id) ON DELETE CASCADE,
  position     INTEGER NOT NULL,
  name         TEXT NOT NULL DEFAULT '',
  start_time   TEXT NOT NULL,                -- HH:MM
  end_time     TEXT NOT NULL,                -- HH:MM, after start_time
  days_of_week TEXT NOT NULL DEFAULT '[]',   -- JSON array of distinct integers 1 (Monday) .. 7
  items        TEXT NOT NULL DEFAULT '[]',   -- JSON array of {recipe_id, name, portion}
  notes        TEXT NOT NULL DEFAULT ''
);
CREATE INDEX mealplan_meals_plan ON mealplan_meals(mealplan_id, position);

CREATE TABLE grocery_lists (
  id          TEXT PRIMARY KEY,
  user_id     TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name        TEXT NOT NULL DEFAULT '',
  type        TEXT NOT NULL DEFAULT 'manual', -- manual | mealplan
  description TEXT NOT NULL DEFAULT '',
  archived    INTEGER NOT NULL DEFAULT 0,
  due_date    TEXT,                           -- YYYY-MM-DD
  created_at  TEXT NOT NULL,
  updated_at  TEXT NOT NULL
);
CREATE INDEX grocery_lists_user_created ON grocery_lists(user_id, created_at, id);
CREATE INDEX grocery_lists_user_updated ON grocery_lists(user_id, updated_at, id);

CREATE TABLE grocery_items (
  list_id   TEXT NOT NULL REFERENCES grocery_lists(id) ON DELETE CASCADE,
  key       TEXT NOT NULL,
  position  INTEGER NOT NULL,
  name      TEXT NOT NULL,
  quantity  REAL,
  unit      TEXT,
  checked   INTEGER NOT NULL DEFAULT 0,
  recipe_id TEXT,
  aisle     TEXT NOT NULL DEFAULT 'other',
  PRIMARY KEY (list_id, key)
) WITHOUT ROWID;

CREATE TABLE wishlists (
  id          TEXT PRIMARY KEY,
  user_id     TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name        TEXT NOT NULL DEFAULT '',
  description TEXT NOT NULL DEFAULT '',
  is_default  INTEGER NOT NULL DEFAULT 0,
  created_at  TEXT NOT NULL,
  updated_at  TEXT NOT NULL
);
CREATE INDEX wishlists_user_created ON wishlists(user_id, created_at, id);
CREATE INDEX wishlists_user_updated ON wishlists(user_id, updated_at, id);
-- At most one default wishlist per user, even when two first adds race.
CREATE UNIQUE INDEX wishlists_one_default ON wishlists(user_id) WHERE is_default = 1;

CREATE TABLE wishlist_items (
  wishlist_id  TEXT NOT NULL REFERENCES wishlists(id) ON DELETE CASCADE,
  item_key     TEXT NOT NULL,
  position     INTEGER NOT NULL,
  kind         TEXT NOT NULL,                -- book | recipe
  title        TEXT NOT NULL,
  authors      TEXT NOT NULL DEFAULT '[]',   -- JSON array of strings
  cover_url    TEXT,
  source_v2_id TEXT,
  dedupe_key   TEXT NOT NULL,                -- source:<id> or title+authors, normalised
  added_at     TEXT NOT NULL,
  PRIMARY KEY (wishlist_id, item_key)
) WITHOUT ROWID;
CREATE INDEX wishlist_items_dedupe ON wishlist_items(wishlist_id, dedupe_key);
