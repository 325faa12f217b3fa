-- Provenance lookups that the shared-source endpoints run on every read: recipes citing a source as primary
-- (recipe_count, GET /api/v2/sources/{id}/recipes), source and creator pages in keyset order, and
-- the books citing a source.

CREATE INDEX recipes_source_v2 ON recipes(source_v2_id) WHERE source_v2_id IS NOT NULL;
CREATE INDEX sources_created ON sources(created_at, id);
CREATE INDEX sources_updated ON sources(updated_at, id);
CREATE INDEX creators_created ON creators(created_at, id);
CREATE INDEX creators_updated ON creators(updated_at, id);
CREATE INDEX sources_creator ON sources(creator_id) WHERE creator_id IS NOT NULL;
CREATE INDEX books_source ON books(source_v2_id) WHERE source_v2_id IS NOT NULL;
