import type { Deps } from "../../deps";
import { writableVersion } from "../write-guard";
import type { Actor } from "../../auth/actor";
import type { ListResult } from "../../db/paging";
import { writeTombstone } from "../../db/tombstones";
import { deleteNotification, findNotification, markAllRead, markRead, notificationsPage, unreadByType } from "./notifications.repo";
import { presentNotification } from "./notifications.present";
import type { ListNotificationsQuery, NotificationOut } from "./notifications.schemas";

/** The caller's feed, newest first; with `since`, changes (reads too) and deletions. */
export function listNotifications(deps: Deps, actor: Actor, q: ListNotificationsQuery): ListResult<"notifications", NotificationOut> {
  const page = notificationsPage(deps.db.sqlite, actor.userId, { unread: q.unread, type: q.type }, q, deps.clock.nowIso());
  return { notifications: page.rows.map(presentNotification), next_cursor: page.next_cursor, deleted: page.deleted, server_time: page.server_time };
}

/** Unread notifications, in total and per type. */
export function unreadCount(deps: Deps, actor: Actor): { unread: number; by_type: Record<string, number> } {
  const by_type: Record<string, number> = {};
  let unread = 0;
  for (const r of unreadByType(deps.db.sqlite, actor.userId)) {
    by_type[r.type] = r.n;
    unread += r.n;
  }
  return { unread, by_type };
}

/** Mark one notification read (reading it again keeps the first read_at). */
export function readNotification(deps: Deps, actor: Actor, id: string, ifMatch?: string): NotificationOut {
  const db = deps.db.sqlite;
  return deps.db.tx(() => {
    const n = writableVersion(deps, actor, "update", "notification", findNotification(db, id), ifMatch);
    if (n.read_at === null) markRead(db, n.id, deps.clock.stamp());
    const fresh = findNotification(db, n.id);
    return presentNotification(fresh ?? n);
  });
}

/** Mark every unread notification (optionally of one type) read. */
export function readAllNotifications(deps: Deps, actor: Actor, type: string | undefined): { updated: number } {
  return deps.db.tx(() => ({ updated: markAllRead(deps.db.sqlite, actor.userId, type ?? null, deps.clock.stamp()) }));
}

/** Delete one notification (a tombstone tells delta-sync clients). */
export function removeNotification(deps: Deps, actor: Actor, id: string, ifMatch?: string): void {
  const db = deps.db.sqlite;
  deps.db.tx(() => {
    const n = writableVersion(deps, actor, "delete", "notification", findNotification(db, id), ifMatch);
    deleteNotification(db, n.id);
    writeTombstone(db, "notification", n.id, n.user_id, deps.clock.stamp());
  });
}
