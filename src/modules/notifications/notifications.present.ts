import type { NotificationRow } from "./notifications.repo";
import type { NotificationOut } from "./notifications.schemas";

/** notifications row → API shape. */
export function presentNotification(n: NotificationRow): NotificationOut {
  const data: unknown = JSON.parse(n.data);
  return {
    id: n.id,
    type: n.type,
    title: n.title,
    subtitle: n.subtitle,
    link: n.link,
    data: data && typeof data === "object" && !Array.isArray(data) ? (data as Record<string, unknown>) : {},
    read_at: n.read_at,
    created_at: n.created_at,
    updated_at: n.updated_at,
  };
}
