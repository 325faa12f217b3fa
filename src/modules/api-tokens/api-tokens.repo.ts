import type Database from "better-sqlite3";
import { and, eq } from "drizzle-orm";
import type { Orm } from "../../db/client";
import { apiTokens } from "../../db/schema";
import type { RowOf } from "../../db/rows";
import { userListPage, type ListQuery, type Page } from "../../db/paging";
import type { PatScope } from "../../auth/personal-tokens";

/** A row of api_tokens. */
export type ApiTokenRow = RowOf<typeof apiTokens, { scope: PatScope }>;

// Minting and revoking are cold paths: typed drizzle queries. The list goes through the shared keyset paging.

export const insertApiToken = (orm: Orm, row: ApiTokenRow): void => {
  orm.insert(apiTokens).values(row).run();
};

/** The hash of one of the user's tokens (another user's token is not found). */
export const findTokenHashOf = (orm: Orm, userId: string, id: string): { token_hash: string } | undefined =>
  orm
    .select({ token_hash: apiTokens.token_hash })
    .from(apiTokens)
    .where(and(eq(apiTokens.id, id), eq(apiTokens.user_id, userId)))
    .get();

export const deleteApiToken = (orm: Orm, id: string): void => {
  orm.delete(apiTokens).where(eq(apiTokens.id, id)).run();
};

/** One page of the user's tokens, newest first, with tombstones for delta sync. */
export const apiTokensPage = (db: Database.Database, userId: string, entity: string, q: ListQuery, nowIso: string): Page<ApiTokenRow> =>
  userListPage<ApiTokenRow>(db, "api_tokens t", "t.user_id = @uid", { entity, userId }, q, nowIso);
