-- Households share like a family library: a household may share every member's recipes (share_library), a share
-- may be read-only, a recipe may be private (never visible to anyone but its owner), and the recipes of a shared
-- meal plan are indexed so that "what does this member see" stays one set-based query.

ALTER TABLE households ADD COLUMN share_library INTEGER NOT NULL DEFAULT 0;
ALTER TABLE household_shares ADD COLUMN read_only INTEGER NOT NULL DEFAULT 0;
ALTER TABLE recipes ADD COLUMN private INTEGER NOT NULL DEFAULT 0;

-- Which recipes each meal of a plan names (the items JSON, indexed by triggers): "recipes of plans shared with me"
-- and "plans that hold this recipe" become joins instead of json_each scans over every meal.
CREATE TABLE mealplan_recipes (
  meal_id      TEXT NOT NULL REFERENCES mealplan_meals(id) ON DELETE CASCADE,
  mealplan_id  TEXT NOT NULL,
  recipe_id    TEXT NOT NULL,
  PRIMARY KEY (meal_id, recipe_id)
);
CREATE INDEX mealplan_recipes_plan ON mealplan_recipes(mealplan_id, recipe_id);
CREATE INDEX mealplan_recipes_recipe ON mealplan_recipes(recipe_id);

CREATE TRIGGER mealplan_meals_recipes_insert AFTER INSERT ON mealplan_meals BEGIN
  INSERT OR IGNORE INTO mealplan_recipes (meal_id, mealplan_id, recipe_id)
    SELECT NEW.id, NEW.mealplan_id, json_extract(j.value, '$.recipe_id') FROM json_each(NEW.items) j
    WHERE json_extract(j.value, '$.recipe_id') IS NOT NULL;
END;
CREATE TRIGGER mealplan_meals_recipes_update AFTER UPDATE OF items, mealplan_id ON mealplan_meals BEGIN
  DELETE FROM mealplan_recipes WHERE meal_id = OLD.id;
  INSERT OR IGNORE INTO mealplan_recipes (meal_id, mealplan_id, recipe_id)
    SELECT NEW.id, NEW.mealplan_id, json_extract(j.value, '$.recipe_id') FROM json_each(NEW.items) j
    WHERE json_extract(j.value, '$.recipe_id') IS NOT NULL;
END;
INSERT OR IGNORE INTO mealplan_recipes (meal_id, mealplan_id, recipe_id)
  SELECT m.id, m.mealplan_id, json_extract(j.value, '$.recipe_id') FROM mealplan_meals m, json_each(m.items) j
  WHERE json_extract(j.value, '$.recipe_id') IS NOT NULL;

-- Delta sync for records that stop (or start) being visible to a user without changing themselves: unshared, a
-- member left, removed from a shared collection, marked private, deleted by their owner. One row per user and
-- record, the latest change wins; `since` reads it next to the tombstones (visible = 0 answers as `deleted`,
-- visible = 1 returns the record even when its updated_at is older than `since`). Kept 90 days like tombstones.
CREATE TABLE visibility_changes (
  user_id     TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  entity      TEXT NOT NULL,
  id          TEXT NOT NULL,
  visible     INTEGER NOT NULL,
  changed_at  TEXT NOT NULL,
  PRIMARY KEY (user_id, entity, id)
);
CREATE INDEX visibility_changes_since ON visibility_changes(user_id, entity, changed_at);
