import type { Deps } from "../../deps";
import type { Actor } from "../../auth/actor";
import type { PatScope } from "../../auth/personal-tokens";
import { ForbiddenError, NotFoundError, ValidationError } from "../../errors";
import type { ListResult } from "../../db/paging";
import { writeTombstone } from "../../db/tombstones";
import type { ListQuery } from "../../http/list";
import { newId } from "../../lib/ids";
import type { ApiTokenOut, CreateApiTokenInput } from "./api-tokens.schemas";
import { apiTokensPage, deleteApiToken, findTokenHashOf, insertApiToken, type ApiTokenRow } from "./api-tokens.repo";

const ENTITY = "api_token";

const present = (r: ApiTokenRow, token?: string): ApiTokenOut => ({
  id: r.id,
  name: r.name,
  scope: r.scope,
  ...(token ? { token } : {}),
  token_prefix: r.token_prefix,
  created_at: r.created_at,
  updated_at: r.updated_at,
  expires_at: r.expires_at,
  last_used_at: r.last_used_at,
});

/** A token cannot mint or revoke tokens: a leaked one must not be able to entrench itself or lock its owner out. */
function assertSignedIn(actor: Actor): void {
  if (actor.tokenId) throw new ForbiddenError("Personal API tokens cannot manage tokens: sign in to do this");
}

/**
 * Create a personal API token for a user (the route, and the `token` CLI command). The secret is returned once and
 * stored only as its SHA-256 hash.
 */
export function createApiToken(deps: Deps, userId: string, input: { name: string; scope: PatScope; expires_at?: string }): ApiTokenOut {
  const now = deps.clock.now();
  let expiresAt: string | null = null;
  if (input.expires_at !== undefined) {
    const at = Date.parse(input.expires_at);
    if (!(at > now))
      throw new ValidationError([{ type: "field", path: "expires_at", msg: "expires_at must be in the future", location: "body", value: input.expires_at }]);
    expiresAt = new Date(at).toISOString();
  }
  const { token, hash, prefix } = deps.caches.personalTokens.mint();
  const stamp = deps.clock.stamp();
  const row: ApiTokenRow = {
    id: newId(),
    user_id: userId,
    name: input.name,
    token_hash: hash,
    token_prefix: prefix,
    scope: input.scope,
    created_at: stamp,
    updated_at: stamp,
    expires_at: expiresAt,
    last_used_at: null,
  };
  deps.db.tx(() => insertApiToken(deps.db.orm, row));
  return present(row, token);
}

/** POST /api/users/me/api-tokens. */
export function createMyApiToken(deps: Deps, actor: Actor, input: CreateApiTokenInput): ApiTokenOut {
  assertSignedIn(actor);
  return createApiToken(deps, actor.userId, input);
}

/** GET /api/users/me/api-tokens: the caller's tokens, newest first, never their secrets. */
export function listMyApiTokens(deps: Deps, actor: Actor, q: ListQuery): ListResult<"api_tokens", ApiTokenOut> {
  const page = apiTokensPage(deps.db.sqlite, actor.userId, ENTITY, q, deps.clock.nowIso());
  const { rows, ...meta } = page;
  return { api_tokens: rows.map((r) => present(r)), ...meta };
}

/** DELETE /api/users/me/api-tokens/{id}: revoked at once (the authentication cache forgets it); another user's: 404. */
export function revokeMyApiToken(deps: Deps, actor: Actor, id: string): void {
  assertSignedIn(actor);
  const db = deps.db.sqlite;
  const row = findTokenHashOf(deps.db.orm, actor.userId, id);
  if (!row) throw new NotFoundError("Token not found");
  deps.db.tx(() => {
    deleteApiToken(deps.db.orm, id);
    writeTombstone(db, ENTITY, id, actor.userId, deps.clock.stamp());
  });
  deps.caches.personalTokens.forget(row.token_hash);
}
