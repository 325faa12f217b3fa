import type { HouseholdRow, InviteRow, MemberRow, ShareRow } from "./households.repo";
import type { HouseholdOut, InviteOut, MemberOut, ShareOut } from "./households.schemas";
import type { ShareableType } from "../../auth/access";

/** member row → API shape. */
export function presentMember(m: MemberRow): MemberOut {
  return { user_id: m.user_id, role: m.role, joined_at: m.joined_at, display_name: m.display_name, email: m.email };
}

/** households row and its members → the spec's Household. */
export function presentHousehold(h: HouseholdRow, members: MemberRow[]): HouseholdOut {
  return {
    id: h.id,
    name: h.name,
    share_library: h.share_library === 1,
    members: members.map(presentMember),
    created_at: h.created_at,
    updated_at: h.updated_at,
  };
}

/** invite row → the contract's invite record; the token only when it was just minted. */
export function presentInvite(r: InviteRow, secret?: { token: string; url: string }): InviteOut {
  return {
    id: r.id,
    household_id: r.household_id,
    ...(secret ? { token: secret.token, url: secret.url } : {}),
    role: r.role,
    email: r.email,
    created_by: r.created_by,
    created_at: r.created_at,
    updated_at: r.updated_at,
    expires_at: r.expires_at,
    accepted_at: r.accepted_at,
  };
}

/** household_shares row → API shape. */
export function presentShare(r: ShareRow): ShareOut {
  return {
    household_id: r.household_id,
    resource_type: r.resource_type as ShareableType,
    resource_id: r.resource_id,
    shared_by: r.shared_by,
    read_only: r.read_only === 1,
    created_at: r.created_at,
  };
}
