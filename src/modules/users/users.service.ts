import type { Deps } from "../../deps";
import { currentVersion } from "../write-guard";
import { trackVisibility } from "../../auth/track";
import type { Actor } from "../../auth/actor";
import { BadRequestError, ForbiddenError, NotFoundError, RateLimitedError } from "../../errors";
import { deleteTombstonesOf } from "../../db/tombstones";
import { deleteEventsOf } from "../../events/bus";
import { assertAcceptablePassword, hashPassword, verifyPassword } from "../../auth/passwords";
import { forgetUser } from "../../auth/user-cache";
import { deleteUserRow, findMeRow, findUserById, updateUser } from "./users.repo";
import { presentMeRow } from "./users.present";
import type { UserOut } from "./users.schemas";

/**
 * Check a password the caller typed against the account's hash. Every check spends from the account's login budget
 * (the same bucket as POST /api/auth/login), so a stolen access token cannot turn these routes into an unthrottled
 * password oracle: 429 with Retry-After once the budget is spent, before any hashing.
 */
async function checkCurrentPassword(deps: Deps, u: { email: string; password_hash: string }, given: string | undefined, source: string): Promise<void> {
  const wait = deps.services.loginThrottle.take(u.email, source, deps.clock.now());
  if (wait > 0) throw new RateLimitedError(wait);
  if (!given || !(await verifyPassword(given, u.password_hash))) throw new ForbiddenError("current_password is wrong");
}

export function getMe(deps: Deps, actor: Actor): UserOut {
  const row = findMeRow(deps.db, actor.userId);
  if (!row) throw new NotFoundError();
  return presentMeRow(row);
}

/** Change the display name, or the password (which needs the current one and revokes other sessions). */
export async function patchMe(
  deps: Deps,
  actor: Actor,
  input: { display_name?: string; password?: string; current_password?: string },
  ifMatch?: string,
  source = "unknown",
): Promise<UserOut> {
  const u = currentVersion(findUserById(deps.db, actor.userId), ifMatch);
  let newHash: string | undefined;
  if (input.password !== undefined) {
    assertAcceptablePassword(input.password, { email: u.email, displayName: input.display_name ?? u.display_name });
    if (u.password_hash) await checkCurrentPassword(deps, { email: u.email, password_hash: u.password_hash }, input.current_password, source);
    newHash = await hashPassword(input.password);
  } else if (input.current_password !== undefined) {
    throw new BadRequestError("current_password goes with password");
  }
  deps.db.tx(() => {
    // If-Match again inside the write: another write may have landed while the password was being hashed.
    const fresh = currentVersion(findUserById(deps.db, u.id), ifMatch);
    const now = deps.clock.stamp(fresh.updated_at);
    updateUser(deps.db.sqlite, u.id, { display_name: input.display_name, password_hash: newHash }, now);
  });
  return getMe(deps, actor);
}

/** Delete the account and everything it owns: rows cascade from users; module hooks handle the rest (files on disk). */
export async function deleteMe(deps: Deps, actor: Actor, currentPassword: string | undefined, ifMatch?: string, source = "unknown"): Promise<void> {
  const u = currentVersion(findUserById(deps.db, actor.userId), ifMatch);
  if (u.password_hash && currentPassword !== undefined)
    await checkCurrentPassword(deps, { email: u.email, password_hash: u.password_hash }, currentPassword, source);
  const db = deps.db.sqlite;
  deps.db.tx(() => {
    currentVersion(findUserById(deps.db, u.id), ifMatch);
    // What the account shared with its households disappears for the other members: tracked for their delta sync.
    trackVisibility(deps, deps.access.coMembersOf(u.id), { all: true }, () => {
      for (const hook of deps.hooks.beforeUserDelete) hook(deps, u.id, db);
      deleteEventsOf(db, u.id);
      deleteTombstonesOf(db, u.id);
      deleteUserRow(db, u.id);
    });
  });
  forgetUser(deps, u.id);
  for (const hook of deps.hooks.afterUserDelete) {
    try {
      await hook(deps, u.id);
    } catch (err) {
      deps.log.error("after-delete hook failed", { userId: u.id, error: err instanceof Error ? err.message : String(err) });
    }
  }
}

/** Everything the user owns as one JSON document, each module contributing a section. */
export function exportMe(deps: Deps, actor: Actor): Record<string, unknown> {
  const out: Record<string, unknown> = { format: "recipe-library-export", version: 1, exported_at: deps.clock.nowIso(), user: getMe(deps, actor) };
  for (const section of deps.hooks.exportSections) out[section.name] = section.collect(deps, actor.userId);
  return out;
}
