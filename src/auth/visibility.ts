import type Database from "better-sqlite3";
import { cachedStatement } from "../db/statements";

/** One record that appeared for (visible) or disappeared from (not visible) a user's view. */
export interface VisibilityChange {
  userId: string;
  entity: "recipe" | "collection" | "mealplan" | "grocery_list";
  id: string;
  visible: boolean;
}

/** What each user sees that is not theirs, as "entity\u0000id" keys. */
export type VisibilitySnapshot = Map<string, Set<string>>;

/** Which recipes a snapshot covers: every foreign one (all), or only these (a cheaper, scoped change). Shared collections, plans and lists are always covered. */
export type SnapshotScope = { all: true } | { recipeIds: string[] };

/**
 * Delta sync of visibility. A record can appear or disappear for a member without changing itself (shared,
 * unshared, the member left, removed from a shared collection, made private, its owner deleted it), so its
 * updated_at says nothing to that member's `since`. Writes that can change what members see run between two
 * snapshots of the affected users' foreign records; the difference is recorded in `visibility_changes` (latest
 * change per user and record wins) and read by delta sync: a disappearance is a tombstone in `deleted`, an
 * appearance returns the record whatever its updated_at.
 */
export interface VisibilityTracker {
  snapshot(userIds: string[], scope: SnapshotScope): VisibilitySnapshot;
  /** Compare with `before` (same users and scope), record the differences at `at`, and return them. */
  record(before: VisibilitySnapshot, scope: SnapshotScope, at: string): VisibilityChange[];
}

const key = (entity: string, id: string): string => `${entity}\u0000${id}`;

export function createVisibilityTracker(db: Database.Database, visibleWhere: (type: "recipe", alias: string) => string): VisibilityTracker {
  const recipesOf = (userId: string, scope: SnapshotScope): string[] => {
    const sql =
      "all" in scope
        ? `SELECT r.id FROM recipes r WHERE r.user_id <> @uid AND ${visibleWhere("recipe", "r")}`
        : `SELECT r.id FROM recipes r WHERE r.id IN (SELECT value FROM json_each(@scope)) AND r.user_id <> @uid AND ${visibleWhere("recipe", "r")}`;
    const params = "all" in scope ? { uid: userId } : { uid: userId, scope: JSON.stringify(scope.recipeIds) };
    return (cachedStatement(db, sql).all(params) as { id: string }[]).map((r) => r.id);
  };
  const sharesOf = (userId: string): { resource_type: string; resource_id: string }[] =>
    cachedStatement(
      db,
      `SELECT DISTINCT resource_type, resource_id FROM household_shares
       WHERE resource_type <> 'recipe' AND shared_by <> @uid AND household_id IN (SELECT household_id FROM household_members WHERE user_id = @uid)`,
    ).all({ uid: userId }) as { resource_type: string; resource_id: string }[];

  const snapshot = (userIds: string[], scope: SnapshotScope): VisibilitySnapshot => {
    const out: VisibilitySnapshot = new Map();
    for (const userId of new Set(userIds)) {
      const seen = new Set(recipesOf(userId, scope).map((id) => key("recipe", id)));
      // Shared collections, plans and lists are few: always compared, so their own unsharing or deletion is seen.
      for (const s of sharesOf(userId)) seen.add(key(s.resource_type, s.resource_id));
      out.set(userId, seen);
    }
    return out;
  };

  return {
    snapshot,
    record(before, scope, at) {
      const after = snapshot([...before.keys()], scope);
      const changes: VisibilityChange[] = [];
      for (const [userId, was] of before) {
        const now = after.get(userId) ?? new Set<string>();
        for (const k of was) if (!now.has(k)) changes.push(change(userId, k, false));
        for (const k of now) if (!was.has(k)) changes.push(change(userId, k, true));
      }
      const upsert = cachedStatement(
        db,
        `INSERT INTO visibility_changes (user_id, entity, id, visible, changed_at) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (user_id, entity, id) DO UPDATE SET visible = excluded.visible, changed_at = excluded.changed_at`,
      );
      // A user deleted in the same transaction has no row to refer to (and no sync to serve).
      const exists = cachedStatement(db, "SELECT 1 FROM users WHERE id = ?");
      const live = new Map<string, boolean>();
      for (const c of changes) {
        if (!live.has(c.userId)) live.set(c.userId, exists.get(c.userId) !== undefined);
        if (live.get(c.userId)) upsert.run(c.userId, c.entity, c.id, c.visible ? 1 : 0, at);
      }
      return changes;
    },
  };
}

function change(userId: string, k: string, visible: boolean): VisibilityChange {
  const [entity, id] = k.split("\u0000");
  return { userId, entity: entity as VisibilityChange["entity"], id, visible };
}

/** Drop visibility changes older than `before` (the same 90-day delta-sync promise as tombstones). */
export function purgeVisibilityChanges(db: Database.Database, before: string): void {
  cachedStatement(db, "DELETE FROM visibility_changes WHERE changed_at < ?").run(before);
}
