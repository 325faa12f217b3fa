import type { Deps } from "../../deps";
import type { Actor } from "../../auth/actor";
import type { ShareableType } from "../../auth/access";
import { ForbiddenError, NotFoundError } from "../../errors";
import { Reply } from "../../http/route";
import { CHANGED_EVENT, findOwned, presentRecords } from "../sharing/sharing.resources";
import * as repo from "./households.repo";
import type { ShareRow } from "./households.repo";
import { presentShare } from "./households.present";
import { membershipOf } from "./households.service";
import type { CreateShareInput } from "./households.schemas";

/**
 * POST /api/households/{id}/shares: the record's owner, being a member, shares it into the household. Outsiders of
 * the household, and callers who cannot see the record, get 404; a member who can see the record but does not own it
 * gets 403. Sharing again answers 200 with the existing share. Members hear `<kind>.changed` with op `shared`.
 */
export function shareIntoHousehold(deps: Deps, actor: Actor, householdId: string, input: CreateShareInput): Reply {
  membershipOf(deps, actor, householdId);
  const type = input.resource_type;
  const record = deps.access.authorize(actor, "share", type, findOwned(deps.db.sqlite, type, input.resource_id));
  return deps.db.tx(() => {
    const existing = repo.findShare(deps.db.sqlite, householdId, type, record.id);
    if (existing) return new Reply(200, presentShare(existing));
    const row: ShareRow = { household_id: householdId, resource_type: type, resource_id: record.id, shared_by: actor.userId, created_at: deps.clock.stamp() };
    repo.insertShare(deps.db.sqlite, row);
    deps.events.emit(deps.access.audienceOf(type, record), CHANGED_EVENT[type], { id: record.id, op: "shared" });
    return new Reply(201, presentShare(row));
  });
}

/**
 * DELETE /api/households/{id}/shares/{resourceType}/{resourceId}: the member who shared it, or an owner of the
 * household (other members: 403; outsiders and records not shared there: 404). The record stays with its owner.
 */
export function unshareFromHousehold(deps: Deps, actor: Actor, householdId: string, type: ShareableType, resourceId: string): void {
  const { me } = membershipOf(deps, actor, householdId);
  deps.db.tx(() => {
    const share = repo.findShare(deps.db.sqlite, householdId, type, resourceId);
    if (!share) throw new NotFoundError("Not shared into this household");
    if (share.shared_by !== actor.userId && me.role !== "owner") throw new ForbiddenError("Only the member who shared it or an owner may unshare it");
    const record = findOwned(deps.db.sqlite, type, resourceId);
    // Everyone who could see it through this household hears that it went, computed before the share is removed.
    const audience = record ? deps.access.audienceOf(type, record) : [];
    repo.deleteShare(deps.db.sqlite, householdId, type, resourceId);
    if (record) deps.events.emit(audience, CHANGED_EVENT[type], { id: record.id, op: "unshared" });
  });
}

/** GET /api/households/{id}/library: every record any member shared into the household, as their own GETs present them. */
export function householdLibrary(deps: Deps, actor: Actor, householdId: string): Record<"recipes" | "collections" | "mealplans" | "grocerylists", Record<string, unknown>[]> {
  membershipOf(deps, actor, householdId);
  const of = (type: ShareableType) => presentRecords(deps, actor.userId, type, repo.sharedIds(deps.db.sqlite, householdId, type));
  return { recipes: of("recipe"), collections: of("collection"), mealplans: of("mealplan"), grocerylists: of("grocery_list") };
}
