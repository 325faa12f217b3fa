import type Database from "better-sqlite3";
import { selectFrom } from "../../db/select-from";
import { cachedStatement } from "../../db/statements";
import { listPage, type ListQuery, type Page } from "../../db/paging";
import { creatorProfiles, creators, sources } from "../../db/schema";
import { repointRecipeCitations, sourceIdsCitedBy, userRecipesCite } from "../recipes/recipes.lookups.repo";

/** A row of the sources table. */
export type SourceRow = typeof sources.$inferSelect;

/** A row of the creators table. */
export type CreatorRow = typeof creators.$inferSelect;

/** A row of the creator_profiles table. */
export type ProfileRow = typeof creatorProfiles.$inferSelect;

export const findSource = (db: Database.Database, id: string): SourceRow | undefined => selectFrom(db, sources, "WHERE id = ?").get(id);

export const findSourceByKey = (db: Database.Database, key: string): SourceRow | undefined => selectFrom(db, sources, "WHERE canonical_key = ?").get(key);

/** The shared sources the user's recipes cite (primary or additional): what their export must carry along. */
export const sourcesCitedBy = (db: Database.Database, userId: string): SourceRow[] =>
  cachedStatement(db, "SELECT * FROM sources WHERE id IN (SELECT value FROM json_each(?)) ORDER BY created_at, id").all(
    JSON.stringify(sourceIdsCitedBy(db, userId)),
  ) as SourceRow[];

const SOURCE_COLUMNS = [
  "id",
  "kind",
  "name",
  "display_name",
  "authors",
  "isbn",
  "url",
  "canonical_key",
  "platform",
  "handle",
  "creator_id",
  "cover_url",
  "cover_key",
  "created_by",
  "created_at",
  "updated_at",
] as const;

export function insertSource(db: Database.Database, row: SourceRow): void {
  cachedStatement(db, `INSERT INTO sources (${SOURCE_COLUMNS.join(", ")}) VALUES (${SOURCE_COLUMNS.map((c) => `@${c}`).join(", ")})`).run(row);
}

/** Write every mutable column of a source. */
export function updateSource(db: Database.Database, row: SourceRow): void {
  const cols = SOURCE_COLUMNS.filter((c) => c !== "id" && c !== "created_at" && c !== "created_by");
  cachedStatement(db, `UPDATE sources SET ${cols.map((c) => `${c} = @${c}`).join(", ")} WHERE id = @id`).run(row);
}

/** True when the user owns a recipe or a book that cites the source. */
export const userCitesSource = (db: Database.Database, userId: string, sourceId: string): boolean =>
  userRecipesCite(db, userId, sourceId) ||
  cachedStatement(db, "SELECT 1 FROM books WHERE user_id = ? AND source_v2_id = ? LIMIT 1").get(userId, sourceId) !== undefined;

export const findCreator = (db: Database.Database, id: string): CreatorRow | undefined => selectFrom(db, creators, "WHERE id = ?").get(id);

export const findProfile = (db: Database.Database, key: string): ProfileRow | undefined => selectFrom(db, creatorProfiles, "WHERE profile_key = ?").get(key);

export function insertCreator(db: Database.Database, row: CreatorRow): void {
  cachedStatement(
    db,
    "INSERT INTO creators (id, display_name, created_by, created_at, updated_at) VALUES (@id, @display_name, @created_by, @created_at, @updated_at)",
  ).run(row);
}

export function updateCreator(db: Database.Database, row: CreatorRow): void {
  cachedStatement(db, "UPDATE creators SET display_name = @display_name, updated_at = @updated_at WHERE id = @id").run(row);
}

export function insertProfile(db: Database.Database, row: ProfileRow): void {
  cachedStatement(
    db,
    "INSERT INTO creator_profiles (profile_key, creator_id, platform, handle, url, avatar_url, created_at) VALUES (@profile_key, @creator_id, @platform, @handle, @url, @avatar_url, @created_at)",
  ).run(row);
}

export function updateProfileLinks(db: Database.Database, key: string, url: string | null, avatarUrl: string | null): void {
  cachedStatement(db, "UPDATE creator_profiles SET url = ?, avatar_url = ? WHERE profile_key = ?").run(url, avatarUrl, key);
}

export const deleteProfile = (db: Database.Database, key: string): void => {
  cachedStatement(db, "DELETE FROM creator_profiles WHERE profile_key = ?").run(key);
};

/** Profiles of each creator in `ids`, in the order they were added. */
export function profilesOf(db: Database.Database, ids: string[]): Map<string, ProfileRow[]> {
  const out = new Map<string, ProfileRow[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return out;
  const rows = selectFrom(db, creatorProfiles, "WHERE creator_id IN (SELECT value FROM json_each(?)) ORDER BY created_at, profile_key").all(
    JSON.stringify(ids),
  );
  for (const r of rows) out.get(r.creator_id)?.push(r);
  return out;
}

/**
 * Make `copyId` the source the user's own recipes and books cite instead of `originalId` (primary and additional
 * citations). Returns the ids of the recipes that changed (their updated_at moved), so events go out.
 */
export function repointUserCitations(db: Database.Database, userId: string, originalId: string, copyId: string, now: string): string[] {
  const ids = repointRecipeCitations(db, userId, originalId, copyId, now);
  const args = { sid: originalId, copy: copyId, ids: JSON.stringify(ids) };
  cachedStatement(db, "UPDATE recipe_sources SET source_v2_id = @copy WHERE source_v2_id = @sid AND recipe_id IN (SELECT value FROM json_each(@ids))").run(
    args,
  );
  cachedStatement(db, "UPDATE books SET source_v2_id = @copy, updated_at = @now WHERE source_v2_id = @sid AND user_id = @uid").run({
    uid: userId,
    sid: originalId,
    copy: copyId,
    now,
  });
  return ids;
}

/** Shared records outlive the account that first cited them; only the link to that account goes. */
export const forgetCreator = (db: Database.Database, userId: string): void => {
  cachedStatement(db, "UPDATE sources SET created_by = NULL WHERE created_by = ?").run(userId);
};

/** Escape LIKE wildcards so that a search for "50%" finds the text "50%". */
const likePattern = (q: string): string => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** One page of every shared source, newest first: `text` matches names, authors, handle and url, `isbn` the ISBN. */
export function sourcesPage(db: Database.Database, f: { text?: string; isbn?: string | null; kind?: string }, q: ListQuery, nowIso: string): Page<SourceRow> {
  const conds = ["1 = 1"];
  const params: Record<string, unknown> = {};
  if (f.text !== undefined) {
    params.q = likePattern(f.text);
    params.isbn = f.isbn ?? null;
    conds.push(
      "(s.name LIKE @q ESCAPE '\\' OR s.display_name LIKE @q ESCAPE '\\' OR s.authors LIKE @q ESCAPE '\\' OR s.handle LIKE @q ESCAPE '\\' OR s.url LIKE @q ESCAPE '\\' OR s.isbn = @isbn)",
    );
  }
  if (f.kind !== undefined) {
    params.kind = f.kind;
    conds.push("s.kind = @kind");
  }
  return listPage<SourceRow>(db, { from: "sources s", select: "s.*", col: "s.", where: conds.join(" AND "), params }, q, nowIso);
}

/** One page of every creator, newest first; `text` matches display names and profile handles. */
export function creatorsPage(db: Database.Database, text: string | undefined, q: ListQuery, nowIso: string): Page<CreatorRow> {
  const params: Record<string, unknown> = {};
  let where = "1 = 1";
  if (text !== undefined) {
    params.q = likePattern(text);
    where = "(c.display_name LIKE @q ESCAPE '\\' OR c.id IN (SELECT creator_id FROM creator_profiles WHERE handle LIKE @q ESCAPE '\\'))";
  }
  return listPage<CreatorRow>(db, { from: "creators c", select: "c.*", col: "c.", where, params }, q, nowIso);
}
