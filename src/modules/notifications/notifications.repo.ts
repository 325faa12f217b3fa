import type Database from "better-sqlite3";
import { cachedStatement } from "../../db/statements";
import { selectFrom } from "../../db/select-from";
import { notifications } from "../../db/schema";
import { userListPage, type ListQuery, type Page } from "../../db/paging";

/** A row of the notifications table. */
export type NotificationRow = typeof notifications.$inferSelect;

export const findNotification = (db: Database.Database, id: string): NotificationRow | undefined => selectFrom(db, notifications, "WHERE id = ?").get(id);

export const notificationsOfUser = (db: Database.Database, userId: string): NotificationRow[] =>
  selectFrom(db, notifications, "WHERE user_id = ? ORDER BY created_at, id").all(userId);

export const unreadByType = (db: Database.Database, userId: string): { type: string; n: number }[] =>
  cachedStatement(db, "SELECT type, COUNT(*) AS n FROM notifications WHERE user_id = ? AND read_at IS NULL GROUP BY type ORDER BY type").all(userId) as {
    type: string;
    n: number;
  }[];

export const markRead = (db: Database.Database, id: string, now: string): void => {
  cachedStatement(db, "UPDATE notifications SET read_at = ?, updated_at = ? WHERE id = ? AND read_at IS NULL").run(now, now, id);
};

export const markAllRead = (db: Database.Database, userId: string, type: string | null, now: string): number =>
  cachedStatement(
    db,
    "UPDATE notifications SET read_at = @now, updated_at = @now WHERE user_id = @uid AND read_at IS NULL AND (@type IS NULL OR type = @type)",
  ).run({
    now,
    uid: userId,
    type,
  }).changes;

export const deleteNotification = (db: Database.Database, id: string): void => {
  cachedStatement(db, "DELETE FROM notifications WHERE id = ?").run(id);
};

export function insertNotification(
  db: Database.Database,
  n: Pick<NotificationRow, "id" | "user_id" | "type" | "title" | "subtitle" | "link" | "data" | "created_at" | "updated_at">,
): void {
  cachedStatement(
    db,
    "INSERT INTO notifications (id, user_id, type, title, subtitle, link, data, created_at, updated_at) VALUES (@id, @user_id, @type, @title, @subtitle, @link, @data, @created_at, @updated_at)",
  ).run(n);
}

/** Drop notifications read before `before` (unread ones are never dropped). Returns how many went. */
export const purgeReadNotifications = (db: Database.Database, before: string): number =>
  cachedStatement(db, "DELETE FROM notifications WHERE read_at IS NOT NULL AND read_at < ?").run(before).changes;

/** One page of the user's feed, newest first, optionally only unread (or read) ones, or of one type; with delta sync. */
export function notificationsPage(
  db: Database.Database,
  userId: string,
  f: { unread?: boolean; type?: string },
  q: ListQuery,
  nowIso: string,
): Page<NotificationRow> {
  const where = f.unread === undefined ? "n.user_id = @uid" : `n.user_id = @uid AND n.read_at IS ${f.unread ? "" : "NOT "}NULL`;
  return userListPage<NotificationRow>(db, "notifications n", where, { entity: "notification", userId }, q, nowIso, { type: f.type });
}
