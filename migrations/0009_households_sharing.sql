-- Households and sharing: invites into a household (token stored hashed, single use, expiring) and public share
-- links (token stored hashed). Shares and links of a deleted record go with it, whichever module deletes it.

CREATE TABLE household_invites (
  id            TEXT PRIMARY KEY,
  household_id  TEXT NOT NULL REFERENCES households(id) ON DELETE CASCADE,
  token_hash    TEXT NOT NULL UNIQUE,           -- sha256 hex of the token; the token itself is shown once
  role          TEXT NOT NULL CHECK (role IN ('owner', 'member')),
  email         TEXT COLLATE NOCASE,            -- when set, only the account with this email may accept
  created_by    TEXT REFERENCES users(id) ON DELETE SET NULL,
  created_at    TEXT NOT NULL,
  updated_at    TEXT NOT NULL,
  expires_at    TEXT NOT NULL,
  accepted_at   TEXT,
  accepted_by   TEXT REFERENCES users(id) ON DELETE SET NULL
);
CREATE INDEX household_invites_household ON household_invites(household_id, created_at, id);

-- Members are listed oldest first; the longest-standing member inherits a household on account deletion.
CREATE INDEX household_members_joined ON household_members(household_id, joined_at);
CREATE INDEX household_shares_sharer ON household_shares(shared_by, household_id);

CREATE TABLE share_links (
  id            TEXT PRIMARY KEY,
  user_id       TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  token_hash    TEXT NOT NULL UNIQUE,
  token_prefix  TEXT NOT NULL,                  -- first characters of the token, so a list can tell links apart
  resource_type TEXT NOT NULL CHECK (resource_type IN ('recipe', 'collection', 'mealplan', 'grocery_list')),
  resource_id   TEXT NOT NULL,
  created_at    TEXT NOT NULL,
  updated_at    TEXT NOT NULL,
  expires_at    TEXT                            -- NULL: the link lives until it is revoked
);
CREATE INDEX share_links_user_created ON share_links(user_id, created_at, id);
CREATE INDEX share_links_user_updated ON share_links(user_id, updated_at, id);
CREATE INDEX share_links_resource ON share_links(resource_type, resource_id);

-- A deleted record leaves no household share and no public link pointing at it.
CREATE TRIGGER recipes_unshare AFTER DELETE ON recipes BEGIN
  DELETE FROM household_shares WHERE resource_type = 'recipe' AND resource_id = OLD.id;
  DELETE FROM share_links WHERE resource_type = 'recipe' AND resource_id = OLD.id;
END;
CREATE TRIGGER collections_unshare AFTER DELETE ON collections BEGIN
  DELETE FROM household_shares WHERE resource_type = 'collection' AND resource_id = OLD.id;
  DELETE FROM share_links WHERE resource_type = 'collection' AND resource_id = OLD.id;
END;
CREATE TRIGGER mealplans_unshare AFTER DELETE ON mealplans BEGIN
  DELETE FROM household_shares WHERE resource_type = 'mealplan' AND resource_id = OLD.id;
  DELETE FROM share_links WHERE resource_type = 'mealplan' AND resource_id = OLD.id;
END;
CREATE TRIGGER grocery_lists_unshare AFTER DELETE ON grocery_lists BEGIN
  DELETE FROM household_shares WHERE resource_type = 'grocery_list' AND resource_id = OLD.id;
  DELETE FROM share_links WHERE resource_type = 'grocery_list' AND resource_id = OLD.id;
END;
