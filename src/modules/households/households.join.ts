import type { Deps } from "../../deps";
import { NotFoundError } from "../../errors";
import { hashPassword } from "../../auth/passwords";
import { insertNewUser } from "../auth/auth.service";
import { findUserById } from "../users/users.repo";
import { presentUser } from "../users/users.present";
import * as repo from "./households.repo";
import { usableInvite, joinWithInvite } from "./households.invites";
import { presentById } from "./households.service";
import type { InvitePreviewOut, InviteRegisterInput, InviteRegisterOut } from "./households.schemas";

/**
 * GET /api/household-invites/{token} (anonymous): what the invite page shows before anyone signs in — the
 * household's name, who invited, until when. Nothing else about the household (no members, no emails); unknown,
 * expired, revoked and used tokens answer 404 alike.
 */
export function previewInvite(deps: Deps, token: string): InvitePreviewOut {
  const invite = usableInvite(deps, token, deps.clock.nowIso());
  const household = repo.findHousehold(deps.db.sqlite, invite.household_id);
  if (!household) throw new NotFoundError("Invite not found");
  const inviter = invite.created_by ? findUserById(deps.db, invite.created_by) : undefined;
  return {
    household: { name: household.name },
    invited_by: { display_name: inviter ? inviter.display_name || inviter.email.split("@")[0] : "" },
    expires_at: invite.expires_at,
  };
}

/**
 * POST /api/household-invites/{token}/register (anonymous): create the account and join the household in one
 * transaction, whether or not registration is open (the invite is the permission). The invite's rules hold: 404
 * when it cannot be used, 403 when it is bound to another email, 409 when the email has an account (that person
 * signs in and accepts instead); nothing is created on any failure. The client then signs in (POST /api/auth/session).
 */
export async function registerWithInvite(deps: Deps, token: string, input: InviteRegisterInput): Promise<InviteRegisterOut> {
  // Fail fast before the deliberately slow password hash; the transaction checks again.
  usableInvite(deps, token, deps.clock.nowIso());
  const passwordHash = await hashPassword(input.password);
  const { user, householdId } = deps.db.tx(() => {
    const now = deps.clock.stamp();
    const invite = usableInvite(deps, token, now);
    const created = insertNewUser(deps, input, passwordHash, { bypassClosed: true });
    joinWithInvite(deps, invite, created, now);
    return { user: created, householdId: invite.household_id };
  });
  return { user: presentUser(user, deps.access.householdIdsOf(user.id)), household: presentById(deps, householdId) };
}
