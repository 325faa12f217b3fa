import type Database from "better-sqlite3";
import { cachedStatement } from "./statements";

/** Record a deletion for delta sync (call inside the deleting transaction). */
export function writeTombstone(db: Database.Database, entity: string, id: string, userId: string, deletedAt: string): void {
  cachedStatement(db, "INSERT OR REPLACE INTO tombstones (entity, id, user_id, deleted_at) VALUES (?, ?, ?, ?)").run(entity, id, userId, deletedAt);
}

/** Forget a deleted account's tombstones (nobody syncs for it any more). */
export function deleteTombstonesOf(db: Database.Database, userId: string): void {
  cachedStatement(db, "DELETE FROM tombstones WHERE user_id = ?").run(userId);
}

/** Drop tombstones older than `before` (clients that stayed away longer do a full sync). Returns how many went. */
export function purgeTombstones(db: Database.Database, before: string): number {
  return cachedStatement(db, "DELETE FROM tombstones WHERE deleted_at < ?").run(before).changes;
}
