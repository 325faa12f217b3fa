import type { Deps } from "../../deps";
import { cachedStatement } from "../../db/statements";

const DAY = 86_400_000;

/**
 * Housekeeping of the database itself: tombstones and visibility changes older than 90 days (the delta-sync promise), finished jobs older
 * than 7 days (kept that long for inspection), notifications read more than 90 days ago, and a WAL checkpoint so
 * the -wal file does not grow without bound. Unread notifications are never dropped.
 */
export function databaseMaintenance(deps: Deps): { tombstones: number; jobs: number; notifications: number } {
  const db = deps.db.sqlite;
  const now = deps.clock.now();
  const tombstones = cachedStatement(db, "DELETE FROM tombstones WHERE deleted_at < ?").run(new Date(now - 90 * DAY).toISOString()).changes;
  // Visibility changes answer delta sync like tombstones do, with the same 90-day promise.
  cachedStatement(db, "DELETE FROM visibility_changes WHERE changed_at < ?").run(new Date(now - 90 * DAY).toISOString());
  const jobs = cachedStatement(db, "DELETE FROM jobs WHERE status IN ('completed', 'failed', 'cancelled') AND updated_at < ?").run(
    new Date(now - 7 * DAY).toISOString(),
  ).changes;
  const notifications = cachedStatement(db, "DELETE FROM notifications WHERE read_at IS NOT NULL AND read_at < ?").run(
    new Date(now - 90 * DAY).toISOString(),
  ).changes;
  db.pragma("wal_checkpoint(TRUNCATE)");
  return { tombstones, jobs, notifications };
}
