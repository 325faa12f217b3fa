import type Database from "better-sqlite3";
import type { Deps } from "../../deps";
import * as repo from "./households.repo";
import { presentHousehold, presentShare } from "./households.present";
import type { HouseholdOut, HouseholdRole, ShareOut } from "./households.schemas";

/** One membership in the user's export: the household, the user's role, and what the user shared into it. */
export interface HouseholdExport extends HouseholdOut {
  role: HouseholdRole;
  joined_at: string;
  shared: ShareOut[];
}

/** Export section "households": every household the user belongs to. */
export function exportHouseholds(deps: Deps, userId: string): HouseholdExport[] {
  const db = deps.db.sqlite;
  const rows = repo.householdsOfUser(db, userId);
  const members = repo.membersOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((h) => ({
    ...presentHousehold(h, members.get(h.id) ?? []),
    role: h.role,
    joined_at: h.joined_at,
    shared: repo.sharesBy(db, h.id, userId).map(presentShare),
  }));
}

/**
 * Account deletion (inside its transaction): a household whose only owner is the user is handed to the
 * longest-standing other member, made owner; a household with no other member is deleted. The user's memberships
 * and shares then cascade with the user row (and shares of their records go with the records).
 */
export function beforeUserDeleteHouseholds(deps: Deps, userId: string, db: Database.Database): void {
  const now = deps.clock.stamp();
  for (const h of repo.householdsOfUser(db, userId)) {
    const heir = repo.oldestOtherMember(db, h.id, userId);
    if (!heir) {
      repo.deleteHouseholdRow(db, h.id);
      continue;
    }
    if (h.role === "owner" && repo.countOwners(db, h.id) <= 1 && heir.role !== "owner") repo.setMemberRole(db, h.id, heir.user_id, "owner");
    repo.deleteMember(db, h.id, userId);
    repo.touchHousehold(db, h.id, now);
    deps.events.emit(repo.memberIds(db, h.id), "household.changed", { id: h.id, op: "member_left" });
  }
}
