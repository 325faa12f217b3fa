-- Instance settings an administrator changes from the app (web-admin). One row, typed columns. A NULL setting
-- follows its environment variable (registration_open: REGISTRATION_OPEN), so an instance that no administrator
-- has touched behaves as its configuration says; a value set here wins over the environment from then on.
CREATE TABLE instance_settings (
  id                INTEGER PRIMARY KEY CHECK (id = 1),
  registration_open INTEGER CHECK (registration_open IN (0, 1)),
  updated_by        TEXT REFERENCES users(id) ON DELETE SET NULL,
  updated_at        TEXT NOT NULL
);
INSERT INTO instance_settings (id, registration_open, updated_by, updated_at)
VALUES (1, NULL, NULL, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
