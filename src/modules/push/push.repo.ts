import type Database from "better-sqlite3";
import { cachedStatement } from "../../db/statements";
import { selectFrom } from "../../db/select-from";
import { pushTokens } from "../../db/schema";
import { userListPage, type ListQuery, type Page } from "../../db/paging";

/** A row of the push_tokens table. */
export type PushTokenRow = typeof pushTokens.$inferSelect;

export const findByToken = (db: Database.Database, token: string): PushTokenRow | undefined => selectFrom(db, pushTokens, "WHERE token = ?").get(token);

export const findTokenById = (db: Database.Database, id: string): PushTokenRow | undefined => selectFrom(db, pushTokens, "WHERE id = ?").get(id);

export const tokensOfUser = (db: Database.Database, userId: string): PushTokenRow[] =>
  selectFrom(db, pushTokens, "WHERE user_id = ? ORDER BY created_at, id").all(userId);

export function insertToken(db: Database.Database, r: PushTokenRow): void {
  cachedStatement(
    db,
    `INSERT INTO push_tokens (id, token, user_id, platform, device_id, device_name, device_type, app_version, app_build, session_id, last_success_at, failures, created_at, updated_at)
     VALUES (@id, @token, @user_id, @platform, @device_id, @device_name, @device_type, @app_version, @app_build, @session_id, @last_success_at, @failures, @created_at, @updated_at)`,
  ).run(r);
}

export function saveToken(db: Database.Database, r: PushTokenRow): void {
  cachedStatement(
    db,
    `UPDATE push_tokens SET user_id = @user_id, platform = @platform, device_id = @device_id, device_name = @device_name, device_type = @device_type,
       app_version = @app_version, app_build = @app_build, session_id = @session_id, updated_at = @updated_at WHERE id = @id`,
  ).run(r);
}

export const deleteToken = (db: Database.Database, id: string): void => {
  cachedStatement(db, "DELETE FROM push_tokens WHERE id = ?").run(id);
};

export const recordSuccess = (db: Database.Database, id: string, at: string): void => {
  cachedStatement(db, "UPDATE push_tokens SET last_success_at = ?, failures = 0 WHERE id = ?").run(at, id);
};

export const recordFailure = (db: Database.Database, id: string): void => {
  cachedStatement(db, "UPDATE push_tokens SET failures = failures + 1 WHERE id = ?").run(id);
};

/** Id and platform of each of a user's push endpoints (delivery fans out to them). */
export const endpointsOfUser = (db: Database.Database, userId: string): { id: string; platform: string }[] =>
  cachedStatement(db, "SELECT id, platform FROM push_tokens WHERE user_id = ?").all(userId) as { id: string; platform: string }[];

/** A user's endpoints past the newest `keep`, least recently updated last in line (they are retired). */
export const tokensBeyond = (db: Database.Database, userId: string, keep: number): { id: string; token: string }[] =>
  cachedStatement(db, "SELECT id, token FROM push_tokens WHERE user_id = ? ORDER BY updated_at DESC, id DESC LIMIT -1 OFFSET ?").all(userId, keep) as {
    id: string;
    token: string;
  }[];

/** One page of the user's push tokens, newest first, with delta sync. */
export const tokensPage = (db: Database.Database, userId: string, q: ListQuery, nowIso: string): Page<PushTokenRow> =>
  userListPage<PushTokenRow>(db, "push_tokens t", "t.user_id = @uid", { entity: "push_token", userId }, q, nowIso);
