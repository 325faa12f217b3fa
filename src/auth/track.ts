import type { Deps } from "../deps";
import type { SnapshotScope, VisibilityChange } from "./visibility";

/** Above this many changes for one user (a library shared or unshared at once), `household.changed` says enough. */
const MAX_EVENTS_PER_USER = 100;

/**
 * Run a write that may change what `userIds` see through their households, and record what appeared or disappeared
 * for each of them (delta sync, see auth/visibility.ts). Each affected user also hears `<kind>.changed` with op
 * `shared` or `unshared`, so open clients add or drop the record without a full sync. Call INSIDE the write's
 * transaction: both snapshots and the write must see one consistent database.
 */
export function trackVisibility<T>(deps: Deps, userIds: string[], scope: SnapshotScope, fn: () => T): T {
  if (userIds.length === 0) return fn();
  const before = deps.access.visibility.snapshot(userIds, scope);
  const result = fn();
  const changes = deps.access.visibility.record(before, scope, deps.clock.stamp());
  const byUser = new Map<string, VisibilityChange[]>();
  for (const c of changes) byUser.set(c.userId, [...(byUser.get(c.userId) ?? []), c]);
  for (const [userId, list] of byUser) {
    if (list.length > MAX_EVENTS_PER_USER) continue;
    for (const c of list) deps.events.emit(userId, `${c.entity}.changed`, { id: c.id, op: c.visible ? "shared" : "unshared" });
  }
  return result;
}
