import type { Deps } from "../../deps";
import { currentVersion } from "../write-guard";
import { CAPS } from "../../lib/caps";
import type { Actor } from "../../auth/actor";
import { ConflictError, ForbiddenError, NotFoundError } from "../../errors";
import { assertIfMatch } from "../../http/etag";
import { newId } from "../../lib/ids";
import * as repo from "./households.repo";
import type { HouseholdRow, MemberRow } from "./households.repo";
import { presentHousehold } from "./households.present";
import type { CreateHouseholdInput, HouseholdOut, HouseholdRole, UpdateHouseholdInput } from "./households.schemas";
import { trackVisibility } from "../../auth/track";

/** A household the actor belongs to, with the actor's membership. */
export interface Membership {
  household: HouseholdRow;
  me: MemberRow;
}

/**
 * The household if the actor is a member; otherwise 404, the same answer as for a household that does not exist,
 * so outsiders learn nothing. (Households are not "records with an owner", so this is the household's own check.)
 */
export function membershipOf(deps: Deps, actor: Actor, householdId: string): Membership {
  const household = repo.findHousehold(deps.db.sqlite, householdId);
  const me = household ? repo.findMember(deps.db.sqlite, householdId, actor.userId) : undefined;
  if (!household || !me) throw new NotFoundError("Household not found");
  return { household, me };
}

/** Owner-only actions: members get 403 (they see the household), outsiders 404. */
export function ownerMembership(deps: Deps, actor: Actor, householdId: string): Membership {
  const m = membershipOf(deps, actor, householdId);
  if (m.me.role !== "owner") throw new ForbiddenError("Only an owner of the household may do this");
  return m;
}

/** Tell every member (and anyone just removed) that the household changed. Call inside the write transaction. */
export function emitHouseholdChanged(deps: Deps, householdId: string, op: string, extra: string[] = []): void {
  deps.events.emit([...repo.memberIds(deps.db.sqlite, householdId), ...extra], "household.changed", { id: householdId, op });
}

/** The household as answered, members included. */
export function presentById(deps: Deps, id: string): HouseholdOut {
  const h = repo.findHousehold(deps.db.sqlite, id);
  if (!h) throw new NotFoundError("Household not found");
  return presentHousehold(h, repo.membersOf(deps.db.sqlite, [id]).get(id) ?? []);
}

/**
 * Run a change of a household's membership or settings, tracking what its members (and `extra` users, such as one
 * leaving) see for their delta sync. Call inside the write transaction.
 */
export function trackHousehold<T>(deps: Deps, householdId: string, extra: string[], fn: () => T): T {
  return trackVisibility(deps, [...repo.memberIds(deps.db.sqlite, householdId), ...extra], { all: true }, fn);
}

/** POST /api/households: the creator becomes its (first) owner. */
export function createHousehold(deps: Deps, actor: Actor, input: CreateHouseholdInput): HouseholdOut {
  const now = deps.clock.stamp();
  const row: HouseholdRow = {
    id: newId(),
    name: input.name,
    created_by: actor.userId,
    share_library: input.share_library ? 1 : 0,
    created_at: now,
    updated_at: now,
  };
  deps.db.tx(() => {
    const n = repo.householdsCreatedBy(deps.db.sqlite, actor.userId);
    if (n >= CAPS.householdsPerUser) throw new ConflictError(`You have created ${CAPS.householdsPerUser} households, the most allowed; delete one first`);
    repo.insertHousehold(deps.db.sqlite, row);
    repo.insertMember(deps.db.sqlite, row.id, actor.userId, "owner", now);
    emitHouseholdChanged(deps, row.id, "created");
  });
  return presentById(deps, row.id);
}

/** GET /api/households/me: every household the caller belongs to, members included (one query for all members). */
export function myHouseholds(deps: Deps, actor: Actor): { households: HouseholdOut[] } {
  const rows = repo.householdsOfUser(deps.db.sqlite, actor.userId);
  const members = repo.membersOf(
    deps.db.sqlite,
    rows.map((r) => r.id),
  );
  return { households: rows.map((h) => presentHousehold(h, members.get(h.id) ?? [])) };
}

export function getHousehold(deps: Deps, actor: Actor, id: string): HouseholdOut {
  membershipOf(deps, actor, id);
  return presentById(deps, id);
}

/**
 * PUT /api/households/{id}: rename, or turn the shared library on or off (owner only). Turning it on or off changes
 * what every member sees, which is tracked for their delta sync.
 */
export function updateHousehold(deps: Deps, actor: Actor, id: string, input: UpdateHouseholdInput, ifMatch: string | undefined): HouseholdOut {
  ownerMembership(deps, actor, id);
  deps.db.tx(() => {
    const fresh = currentVersion(repo.findHousehold(deps.db.sqlite, id), ifMatch, "Household not found");
    const shareLibrary = input.share_library === undefined ? fresh.share_library : input.share_library ? 1 : 0;
    const write = () => repo.updateHouseholdRow(deps.db.sqlite, id, input.name ?? fresh.name, shareLibrary, deps.clock.stamp(fresh.updated_at));
    if (shareLibrary !== fresh.share_library) trackHousehold(deps, id, [], write);
    else write();
    emitHouseholdChanged(deps, id, "updated");
  });
  return presentById(deps, id);
}

/** DELETE /api/households/{id} (owner only): members, shares and invites go with it; the shared records stay with their owners. */
export function deleteHousehold(deps: Deps, actor: Actor, id: string, ifMatch: string | undefined): void {
  ownerMembership(deps, actor, id);
  deps.db.tx(() => {
    currentVersion(repo.findHousehold(deps.db.sqlite, id), ifMatch, "Household not found");
    emitHouseholdChanged(deps, id, "deleted");
    trackHousehold(deps, id, [], () => repo.deleteHouseholdRow(deps.db.sqlite, id));
  });
}

/** Would this change leave the household without an owner? */
function assertKeepsAnOwner(deps: Deps, householdId: string, target: MemberRow, nextRole: HouseholdRole | null): void {
  if (target.role === "owner" && nextRole !== "owner" && repo.countOwners(deps.db.sqlite, householdId) <= 1) {
    throw new ConflictError("The last owner cannot leave or step down: make another member an owner first (or delete the household)");
  }
}

/** PUT /api/households/{id}/members/{userId}: change a member's role (owner only; the last owner cannot step down → 409). */
export function setMemberRole(deps: Deps, actor: Actor, id: string, userId: string, role: HouseholdRole, ifMatch?: string): HouseholdOut {
  ownerMembership(deps, actor, id);
  deps.db.tx(() => {
    // Membership is part of the household record: If-Match names the household's version.
    assertIfMatch(ifMatch, repo.findHousehold(deps.db.sqlite, id)?.updated_at ?? "");
    const target = repo.findMember(deps.db.sqlite, id, userId);
    if (!target) throw new NotFoundError("Member not found");
    if (target.role === role) return;
    assertKeepsAnOwner(deps, id, target, role);
    repo.setMemberRole(deps.db.sqlite, id, userId, role);
    repo.touchHousehold(deps.db.sqlite, id, deps.clock.stamp(repo.findHousehold(deps.db.sqlite, id)?.updated_at));
    emitHouseholdChanged(deps, id, "member_updated");
  });
  return presentById(deps, id);
}

/**
 * DELETE /api/households/{id}/members/{userId}: an owner removes anyone; a member removes only themself (leaving).
 * The last owner cannot leave (409). What the departing member shared into the household is unshared, and their
 * access to the others' shared records ends at once (the access module reads memberships live).
 */
export function removeMember(deps: Deps, actor: Actor, id: string, userId: string, ifMatch?: string): void {
  const { me } = membershipOf(deps, actor, id);
  if (userId !== actor.userId && me.role !== "owner") throw new ForbiddenError("Only an owner may remove other members");
  deps.db.tx(() => {
    assertIfMatch(ifMatch, repo.findHousehold(deps.db.sqlite, id)?.updated_at ?? "");
    const target = repo.findMember(deps.db.sqlite, id, userId);
    if (!target) throw new NotFoundError("Member not found");
    assertKeepsAnOwner(deps, id, target, null);
    trackHousehold(deps, id, [], () => repo.deleteMember(deps.db.sqlite, id, userId));
    repo.touchHousehold(deps.db.sqlite, id, deps.clock.stamp(repo.findHousehold(deps.db.sqlite, id)?.updated_at));
    emitHouseholdChanged(deps, id, userId === actor.userId ? "member_left" : "member_removed", [userId]);
  });
}
