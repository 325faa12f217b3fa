import type { Deps } from "../../deps";
import { purgeTombstones } from "../../db/tombstones";
import { purgeVisibilityChanges } from "../../auth/visibility";
import { purgeFinishedJobs } from "../../jobs/runner";
import { purgeReadNotifications } from "../notifications/notifications.repo";

const DAY = 86_400_000;

/**
 * Housekeeping of the database itself: tombstones and visibility changes older than 90 days (the delta-sync promise), finished jobs older
 * than 7 days (kept that long for inspection), notifications read more than 90 days ago, and a WAL checkpoint so
 * the -wal file does not grow without bound. Unread notifications are never dropped.
 */
export function databaseMaintenance(deps: Deps): { tombstones: number; jobs: number; notifications: number } {
  const db = deps.db.sqlite;
  const now = deps.clock.now();
  const tombstones = purgeTombstones(db, new Date(now - 90 * DAY).toISOString());
  // Visibility changes answer delta sync like tombstones do, with the same 90-day promise.
  purgeVisibilityChanges(db, new Date(now - 90 * DAY).toISOString());
  const jobs = purgeFinishedJobs(deps.db, new Date(now - 7 * DAY).toISOString());
  const notifications = purgeReadNotifications(db, new Date(now - 90 * DAY).toISOString());
  db.pragma("wal_checkpoint(TRUNCATE)");
  return { tombstones, jobs, notifications };
}
