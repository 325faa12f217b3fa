import type { Deps } from "../deps";
import type { Actor } from "../auth/actor";
import type { Action, Authorized, OwnedRecord, ResourceType } from "../auth/access";
import { NotFoundError } from "../errors";
import { assertIfMatch } from "../http/etag";

/**
 * The one guard of a write to a versioned record, called inside the write's transaction with the record read again
 * there: gone → 404 (a record deleted while the write was on its way is simply not found, in every module),
 * If-Match naming another version → 412. Answers the record as it is now.
 */
export function currentVersion<R extends { updated_at: string }>(row: R | undefined | null, ifMatch: string | undefined, notFound?: string): R {
  if (!row) throw new NotFoundError(notFound);
  assertIfMatch(ifMatch, row.updated_at);
  return row;
}

/** currentVersion for a record whose access is checked in the same transaction: 404/403 as access says, then 412. */
export function writableVersion<R extends OwnedRecord & { updated_at: string }>(
  deps: Deps,
  actor: Actor,
  action: Action,
  type: ResourceType,
  row: R | undefined | null,
  ifMatch: string | undefined,
): Authorized<R> {
  const authorized = deps.access.authorize(actor, action, type, row);
  assertIfMatch(ifMatch, authorized.updated_at);
  return authorized;
}
