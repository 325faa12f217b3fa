import type Database from "better-sqlite3";
import { selectFrom } from "../../db/select-from";
import { cachedStatement } from "../../db/statements";
import { userListPage, type ListQuery, type Page } from "../../db/paging";
import type { ShareableType } from "../../auth/access";
import { shareLinks } from "../../db/schema";
import type { RowOf } from "../../db/rows";

/** A row of share_links. */
export type ShareLinkRow = RowOf<typeof shareLinks, { resource_type: ShareableType }>;

export function insertLink(db: Database.Database, row: ShareLinkRow): void {
  cachedStatement(
    db,
    `INSERT INTO share_links (id, user_id, token_hash, token_prefix, resource_type, resource_id, created_at, updated_at, expires_at)
     VALUES (@id, @user_id, @token_hash, @token_prefix, @resource_type, @resource_id, @created_at, @updated_at, @expires_at)`,
  ).run(row);
}

export const findLinkByHash = (db: Database.Database, hash: string): ShareLinkRow | undefined => selectFrom(db, shareLinks, "WHERE token_hash = ?").get(hash);

export const findLinkById = (db: Database.Database, id: string): ShareLinkRow | undefined => selectFrom(db, shareLinks, "WHERE id = ?").get(id);

export const deleteLink = (db: Database.Database, id: string): void => {
  cachedStatement(db, "DELETE FROM share_links WHERE id = ?").run(id);
};

export const linksOfUser = (db: Database.Database, userId: string): ShareLinkRow[] =>
  selectFrom(db, shareLinks, "WHERE user_id = ? ORDER BY created_at, id").all(userId);

/** Links of a user not expired at `at` (the cap on live links counts them). */
export const liveLinkCount = (db: Database.Database, userId: string, at: string): number =>
  (cachedStatement(db, "SELECT COUNT(*) AS n FROM share_links WHERE user_id = ? AND (expires_at IS NULL OR expires_at > ?)").get(userId, at) as { n: number })
    .n;

/** One page of the user's share links, newest first, with delta sync. */
export const linksPage = (db: Database.Database, userId: string, q: ListQuery, nowIso: string): Page<ShareLinkRow> =>
  userListPage<ShareLinkRow>(db, "share_links l", "l.user_id = @uid", { entity: "share_link", userId }, q, nowIso);
