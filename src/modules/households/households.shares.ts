import type { Deps } from "../../deps";
import type { Actor } from "../../auth/actor";
import type { ShareableType } from "../../auth/access";
import { ConflictError, ForbiddenError, NotFoundError } from "../../errors";
import { householdLibraryRecipeIds, isRecipePrivate } from "../recipes/recipes.lookups.repo";
import { linkedRecipeIds } from "../collections/collections.repo";
import { planRecipeIds } from "../mealplans/mealplans.repo";
import { trackVisibility } from "../../auth/track";
import type { Upserted } from "../results";
import { CHANGED_EVENT, findOwned, presentRecords } from "../sharing/sharing.resources";
import * as repo from "./households.repo";
import type { ShareRow } from "./households.repo";
import { presentShare } from "./households.present";
import { membershipOf } from "./households.service";
import type Database from "better-sqlite3";
import type { CreateShareInput, ShareOut } from "./households.schemas";

/** The recipes a shared record brings with it: itself, a collection's, a plan's (the scope of visibility tracking). */
function recipesHeldBy(db: Database.Database, type: ShareableType, id: string): string[] {
  if (type === "recipe") return [id];
  if (type === "collection") return linkedRecipeIds(db, id);
  if (type === "mealplan") return planRecipeIds(db, id);
  return [];
}

/**
 * POST /api/households/{id}/shares: the record's owner, being a member, shares it into the household, read-only or
 * not (`read_only`). Outsiders of the household, and callers who cannot see the record, get 404; a member who can
 * see the record but does not own it gets 403; a private recipe answers 409. Sharing again answers 200 with the
 * existing share (its `read_only` changed when the request gives another value). Members hear `<kind>.changed`
 * with op `shared` for the record and for each recipe it makes visible to them (a collection's, a plan's).
 */
export function shareIntoHousehold(deps: Deps, actor: Actor, householdId: string, input: CreateShareInput): Upserted<ShareOut> {
  membershipOf(deps, actor, householdId);
  const type = input.resource_type;
  const db = deps.db.sqlite;
  const record = deps.access.authorize(actor, "share", type, findOwned(db, type, input.resource_id));
  const readOnly = input.read_only ? 1 : 0;
  return deps.db.tx(() => {
    const existing = repo.findShare(db, householdId, type, record.id);
    if (existing) {
      if (input.read_only === undefined || existing.read_only === readOnly) return { created: false, value: presentShare(existing) };
      repo.setShareReadOnly(db, householdId, type, record.id, readOnly);
      deps.events.emit(deps.access.audienceOf(type, record), CHANGED_EVENT[type], { id: record.id, op: "updated" });
      return { created: false, value: presentShare({ ...existing, read_only: readOnly }) };
    }
    if (type === "recipe" && isRecipePrivate(db, record.id)) {
      throw new ConflictError("A private recipe cannot be shared: make it not private first");
    }
    const row: ShareRow = {
      household_id: householdId,
      resource_type: type,
      resource_id: record.id,
      shared_by: actor.userId,
      read_only: readOnly,
      created_at: deps.clock.stamp(),
    };
    trackVisibility(deps, repo.memberIds(db, householdId), { recipeIds: recipesHeldBy(db, type, record.id) }, () => repo.insertShare(db, row));
    deps.events.emit(deps.access.audienceOf(type, record), CHANGED_EVENT[type], { id: record.id, op: "shared" });
    return { created: true, value: presentShare(row) };
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
    trackVisibility(deps, repo.memberIds(deps.db.sqlite, householdId), { recipeIds: recipesHeldBy(deps.db.sqlite, type, resourceId) }, () =>
      repo.deleteShare(deps.db.sqlite, householdId, type, resourceId),
    );
    if (record) deps.events.emit(audience, CHANGED_EVENT[type], { id: record.id, op: "unshared" });
  });
}

/**
 * GET /api/households/{id}/library: every record the household shares (recipes also through shared collections and
 * plans and the shared library), as their own GETs present them.
 */
export function householdLibrary(
  deps: Deps,
  actor: Actor,
  householdId: string,
): Record<"recipes" | "collections" | "mealplans" | "grocerylists", Record<string, unknown>[]> {
  membershipOf(deps, actor, householdId);
  const of = (type: ShareableType) => presentRecords(deps, actor.userId, type, repo.sharedIds(deps.db.sqlite, householdId, type));
  return {
    recipes: presentRecords(deps, actor.userId, "recipe", householdLibraryRecipeIds(deps.db.sqlite, householdId)),
    collections: of("collection"),
    mealplans: of("mealplan"),
    grocerylists: of("grocery_list"),
  };
}
