import type { Deps } from "../../deps";
import { CAPS } from "../../lib/caps";
import type { Actor } from "../../auth/actor";
import { ConflictError, ForbiddenError, NotFoundError } from "../../errors";
import type { ListResult } from "../../db/paging";
import { type ListQuery } from "../../http/list";
import { hashSecret, newId, newSecret } from "../../lib/ids";
import { createNotification } from "../notifications/notify";
import { findUserById } from "../users/users.repo";
import * as repo from "./households.repo";
import type { InviteRow } from "./households.repo";
import { presentInvite } from "./households.present";
import { emitHouseholdChanged, ownerMembership, presentById, trackHousehold } from "./households.service";
import type { CreateInviteInput, HouseholdOut, InviteOut } from "./households.schemas";

const DEFAULT_HOURS = 168;
const HOUR_MS = 3_600_000;

/** The link a person opens to join: built from PUBLIC_URL, never from request headers. */
export const inviteUrl = (deps: Deps, token: string): string => `${deps.config.publicUrl}/invite/${token}`;

/** POST /api/households/{id}/invites (owner only): a single-use, expiring token, shown once and stored hashed. */
export function createInvite(deps: Deps, actor: Actor, householdId: string, input: CreateInviteInput): InviteOut {
  ownerMembership(deps, actor, householdId);
  const token = newSecret(32);
  const now = deps.clock.now();
  const at = new Date(now).toISOString();
  const row: InviteRow = {
    id: newId(),
    household_id: householdId,
    token_hash: hashSecret(token),
    role: input?.role ?? "member",
    email: input?.email ?? null,
    created_by: actor.userId,
    created_at: at,
    updated_at: at,
    expires_at: new Date(now + (input?.expires_in_hours ?? DEFAULT_HOURS) * HOUR_MS).toISOString(),
    accepted_at: null,
    accepted_by: null,
  };
  deps.db.tx(() => {
    const pending = repo.pendingInviteCount(deps.db.sqlite, householdId, at);
    if (pending >= CAPS.pendingInvitesPerHousehold) {
      throw new ConflictError(`This household has ${CAPS.pendingInvitesPerHousehold} open invites, the most allowed; revoke some or wait until they expire`);
    }
    repo.insertInvite(deps.db.sqlite, row);
  });
  return presentInvite(row, { token, url: inviteUrl(deps, token) });
}

/** GET /api/households/{id}/invites (owner only): every invite not revoked, used ones included, without tokens. */
export function listInvites(deps: Deps, actor: Actor, householdId: string, q: ListQuery): ListResult<"invites", InviteOut> {
  ownerMembership(deps, actor, householdId);
  const page = repo.invitesPage(deps.db.sqlite, householdId, q, deps.clock.nowIso());
  const { rows, ...meta } = page;
  return { invites: rows.map((r) => presentInvite(r)), ...meta };
}

/** DELETE /api/households/{id}/invites/{inviteId} (owner only): the token stops working at once. */
export function revokeInvite(deps: Deps, actor: Actor, householdId: string, inviteId: string): void {
  ownerMembership(deps, actor, householdId);
  deps.db.tx(() => {
    if (!repo.findInvite(deps.db.sqlite, householdId, inviteId)) throw new NotFoundError("Invite not found");
    repo.deleteInvite(deps.db.sqlite, inviteId);
  });
}

/**
 * POST /api/household-invites/{token}/accept. An unknown, expired, revoked or already used token answers 404, all
 * alike. An invite bound to an email answers 403 to any other account. A caller already in the household gets 409
 * and the invite stays unused. On success the caller joins with the invite's role and the other members are told.
 */
export function acceptInvite(deps: Deps, actor: Actor, token: string): HouseholdOut {
  const db = deps.db.sqlite;
  const now = deps.clock.stamp();
  const householdId = deps.db.tx(() => {
    const invite = usableInvite(deps, token, now);
    const user = findUserById(deps.db, actor.userId);
    if (!user) throw new NotFoundError("Invite not found");
    if (repo.findMember(db, invite.household_id, actor.userId)) throw new ConflictError("You are already a member of this household");
    joinWithInvite(deps, invite, user, now);
    return invite.household_id;
  });
  return presentById(deps, householdId);
}

/** The invite of a token if it can still be used: unknown, expired, revoked and used tokens all answer 404. */
export function usableInvite(deps: Deps, token: string, now: string): InviteRow {
  const invite = repo.findInviteByHash(deps.db.sqlite, hashSecret(token));
  if (!invite || invite.accepted_at !== null || invite.expires_at <= now) throw new NotFoundError("Invite not found");
  return invite;
}

/**
 * Use the invite for `user` (inside the caller's transaction): an invite bound to an email answers 403 to any
 * other account; the invite is marked used (compare-and-set: a second use answers 404), the user joins with its
 * role, what the household shares is tracked for the new member's sync, and the others are told.
 */
export function joinWithInvite(deps: Deps, invite: InviteRow, user: { id: string; email: string; display_name: string }, now: string): void {
  const db = deps.db.sqlite;
  if (invite.email !== null && invite.email.toLowerCase() !== user.email.toLowerCase()) {
    throw new ForbiddenError("This invite is for another email address");
  }
  if (!repo.markInviteAccepted(db, invite.id, user.id, now)) throw new NotFoundError("Invite not found");
  trackHousehold(deps, invite.household_id, [user.id], () => repo.insertMember(db, invite.household_id, user.id, invite.role, now));
  repo.touchHousehold(db, invite.household_id, now);
  const household = repo.findHousehold(db, invite.household_id);
  const who = user.display_name || user.email;
  for (const memberId of repo.memberIds(db, invite.household_id)) {
    if (memberId === user.id) continue;
    createNotification(deps, memberId, {
      type: "household_member_joined",
      title: `${who} joined ${household?.name ?? "your household"}`,
      link: `/households/${invite.household_id}`,
      data: { household_id: invite.household_id, user_id: user.id },
      at: now,
    });
  }
  emitHouseholdChanged(deps, invite.household_id, "member_joined");
}
