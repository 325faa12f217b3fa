-- Shared creator records learn who first recorded them: only that user (or an administrator) may correct a creator
-- seen by every household citing it. Records made before this migration have no recorded owner (administrators only).

ALTER TABLE creators ADD COLUMN created_by TEXT;
