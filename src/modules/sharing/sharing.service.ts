import type { Deps } from "../../deps";
import { CAPS } from "../../lib/caps";
import type { Actor } from "../../auth/actor";
import { ConflictError, NotFoundError } from "../../errors";
import { isRecipePrivate } from "../recipes/recipes.lookups.repo";
import type { ListResult } from "../../db/paging";
import { writeTombstone } from "../../db/tombstones";
import { type ListQuery } from "../../http/list";
import { hashSecret, isUuid, newId, newSecret } from "../../lib/ids";
import * as repo from "./sharing.repo";
import type { ShareLinkRow } from "./sharing.repo";
import { findOwned } from "./sharing.resources";
import type { CreateLinkInput, ShareLinkOut } from "./sharing.schemas";

const DAY_MS = 86_400_000;
const ENTITY = "share_link";

/** The public page of a link, built from PUBLIC_URL (never from request headers); robots.txt disallows /shared/. */
export const shareUrl = (deps: Deps, token: string): string => `${deps.config.publicUrl}/shared/${token}`;

/** share_links row → API shape; the token and url only when just minted. */
export function presentLink(r: ShareLinkRow, secret?: { token: string; url: string }): ShareLinkOut {
  return {
    id: r.id,
    ...(secret ? { token: secret.token, url: secret.url } : {}),
    token_prefix: r.token_prefix,
    resource_type: r.resource_type,
    resource_id: r.resource_id,
    created_at: r.created_at,
    updated_at: r.updated_at,
    expires_at: r.expires_at,
  };
}

/**
 * POST /api/share-links: only the record's owner mints a public link for it (a household member who can read it:
 * 403 — publishing someone else's record is the owner's decision; a record the caller cannot see: 404).
 */
export function createLink(deps: Deps, actor: Actor, input: CreateLinkInput): ShareLinkOut {
  const record = deps.access.authorize(actor, "share", input.resource_type, findOwned(deps.db.sqlite, input.resource_type, input.resource_id));
  if (input.resource_type === "recipe" && isRecipePrivate(deps.db.sqlite, record.id)) {
    throw new ConflictError("A private recipe cannot be published: make it not private first");
  }
  const token = newSecret(32);
  const now = deps.clock.now();
  const at = new Date(now).toISOString();
  const row: ShareLinkRow = {
    id: newId(),
    user_id: actor.userId,
    token_hash: hashSecret(token),
    token_prefix: token.slice(0, 6),
    resource_type: input.resource_type,
    resource_id: record.id,
    created_at: at,
    updated_at: at,
    expires_at: input.expires_in_days === undefined ? null : new Date(now + input.expires_in_days * DAY_MS).toISOString(),
  };
  deps.db.tx(() => {
    const live = repo.liveLinkCount(deps.db.sqlite, actor.userId, at);
    if (live >= CAPS.shareLinksPerUser)
      throw new ConflictError(`You have ${CAPS.shareLinksPerUser} share links, the most allowed; revoke links you no longer need`);
    repo.insertLink(deps.db.sqlite, row);
  });
  return presentLink(row, { token, url: shareUrl(deps, token) });
}

/** GET /api/share-links: the caller's links (expired ones included, with expires_at), without tokens; delta sync. */
export function listLinks(deps: Deps, actor: Actor, q: ListQuery): ListResult<"share_links", ShareLinkOut> {
  const page = repo.linksPage(deps.db.sqlite, actor.userId, q, deps.clock.nowIso());
  const { rows, ...meta } = page;
  return { share_links: rows.map((r) => presentLink(r)), ...meta };
}

/** DELETE /api/share-links/{token}: by token or by id; only the link's creator (anyone else: 404). */
export function revokeLink(deps: Deps, actor: Actor, ref: string): void {
  const db = deps.db.sqlite;
  deps.db.tx(() => {
    const row = isUuid(ref) ? repo.findLinkById(db, ref) : repo.findLinkByHash(db, hashSecret(ref));
    if (!row || row.user_id !== actor.userId) throw new NotFoundError("Share link not found");
    repo.deleteLink(db, row.id);
    writeTombstone(db, ENTITY, row.id, row.user_id, deps.clock.stamp());
  });
}

/** The live link of a token: unknown, revoked, expired, or pointing at a deleted record → 404, all alike. */
export function liveLink(deps: Deps, token: string): ShareLinkRow {
  const row = repo.findLinkByHash(deps.db.sqlite, hashSecret(token));
  if (!row || (row.expires_at !== null && row.expires_at <= deps.clock.nowIso())) throw new NotFoundError("Share link not found");
  const record = findOwned(deps.db.sqlite, row.resource_type, row.resource_id);
  // The link speaks for its creator: it dies with the record, and with the creator's ownership of it.
  if (!record || record.user_id !== row.user_id) throw new NotFoundError("Share link not found");
  return row;
}

/** Export section "share_links": the user's links, without tokens (they are stored only hashed). */
export function exportLinks(deps: Deps, userId: string): ShareLinkOut[] {
  return repo.linksOfUser(deps.db.sqlite, userId).map((r) => presentLink(r));
}
