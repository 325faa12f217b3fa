import type { Deps } from "../../deps";
import { insertNotification } from "./notifications.repo";
import { newId } from "../../lib/ids";

/** What creates a notification (imports, timers, households). */
export interface NewNotification {
  type: string;
  title: string;
  subtitle?: string;
  link?: string;
  data?: Record<string, unknown>;
  /** False to keep this notification out of push delivery (a timer with deliveryPrefs.push false). Default true. */
  push?: boolean;
  /** Creation time (ISO) when the caller already read the clock for this change; default now. */
  at?: string;
}

/** What push listeners receive: the stored notification plus whether it should be pushed. */
export interface DeliveredNotification {
  id: string;
  user_id: string;
  type: string;
  title: string;
  subtitle: string;
  link: string;
  push: boolean;
}

/**
 * Store a notification for a user, emit `notification.created`, and hand it to the push listeners.
 * Call inside the transaction of the change it reports; push delivery is enqueued by the listeners.
 */
export function createNotification(deps: Deps, userId: string, n: NewNotification): string {
  const id = newId();
  const now = n.at ?? deps.clock.stamp();
  const row = { id, user_id: userId, type: n.type, title: n.title, subtitle: n.subtitle ?? "", link: n.link ?? "" };
  insertNotification(deps.db.sqlite, { ...row, data: JSON.stringify(n.data ?? {}), created_at: now, updated_at: now });
  deps.events.emit(userId, "notification.created", { id, type: n.type });
  const delivered: DeliveredNotification = { ...row, push: n.push !== false };
  for (const listener of deps.hooks.onNotification) listener(deps, delivered);
  return id;
}
