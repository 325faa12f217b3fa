import type Database from "better-sqlite3";
import { selectFrom } from "../../db/select-from";
import { cachedStatement } from "../../db/statements";
import { recipeSources } from "../../db/schema";

/** A row of recipe_sources. */
export type AttachmentRow = typeof recipeSources.$inferSelect;

export const findAttachment = (db: Database.Database, recipeId: string, attachmentId: string): AttachmentRow | undefined =>
  selectFrom(db, recipeSources, "WHERE recipe_id = ? AND attachment_id = ?").get(recipeId, attachmentId);

export const findPrimary = (db: Database.Database, recipeId: string): AttachmentRow | undefined =>
  cachedStatement(db, "SELECT * FROM recipe_sources WHERE recipe_id = ? AND is_primary = 1 ORDER BY attached_at LIMIT 1").get(recipeId) as
    AttachmentRow | undefined;

/** The oldest attachment of the recipe to a source. */
export const findAttachmentOfSource = (db: Database.Database, recipeId: string, sourceId: string): AttachmentRow | undefined =>
  cachedStatement(db, "SELECT * FROM recipe_sources WHERE recipe_id = ? AND source_v2_id = ? ORDER BY attached_at LIMIT 1").get(recipeId, sourceId) as
    AttachmentRow | undefined;

/** An attachment of the recipe to the same source, with an identical citation (same section, page, url). */
export const findSameCitation = (db: Database.Database, a: Omit<AttachmentRow, "attachment_id" | "is_primary" | "attached_at">): AttachmentRow | undefined =>
  selectFrom(
    db,
    recipeSources,
    "WHERE recipe_id = @recipe_id AND source_v2_id = @source_v2_id AND section IS @section AND page IS @page AND url IS @url LIMIT 1",
  ).get(a);

export function insertAttachment(db: Database.Database, row: AttachmentRow): void {
  cachedStatement(
    db,
    "INSERT INTO recipe_sources (attachment_id, recipe_id, source_v2_id, is_primary, section, page, url, attached_at) VALUES (@attachment_id, @recipe_id, @source_v2_id, @is_primary, @section, @page, @url, @attached_at)",
  ).run(row);
}

export function updateAttachment(db: Database.Database, row: AttachmentRow): void {
  cachedStatement(
    db,
    "UPDATE recipe_sources SET is_primary = @is_primary, section = @section, page = @page, url = @url WHERE attachment_id = @attachment_id",
  ).run(row);
}

export const deleteAttachment = (db: Database.Database, attachmentId: string): void => {
  cachedStatement(db, "DELETE FROM recipe_sources WHERE attachment_id = ?").run(attachmentId);
};

/** No attachment of the recipe is primary any more (they stay attached). */
export const demotePrimary = (db: Database.Database, recipeId: string): void => {
  cachedStatement(db, "UPDATE recipe_sources SET is_primary = 0 WHERE recipe_id = ? AND is_primary = 1").run(recipeId);
};
