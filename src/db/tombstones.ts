import type Database from "better-sqlite3";
import { cachedStatement } from "./statements";

/** Record a deletion for delta sync (call inside the deleting transaction). */
export function writeTombstone(db: Database.Database, entity: string, id: string, userId: string, deletedAt: string): void {
  cachedStatement(db, "INSERT OR REPLACE INTO tombstones (entity, id, user_id, deleted_at) VALUES (?, ?, ?, ?)").run(entity, id, userId, deletedAt);
}
