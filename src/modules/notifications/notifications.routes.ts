import { defineRoute, type RouteDef } from "../../http/route";
import {
  listNotificationsQuerySchema,
  notificationListSchema,
  notificationParamsSchema,
  notificationSchema,
  readAllQuerySchema,
  readAllResultSchema,
  unreadCountSchema,
} from "./notifications.schemas";
import { listNotifications, readAllNotifications, readNotification, removeNotification, unreadCount } from "./notifications.service";

const tags = ["notifications"];
const stale = { description: "If-Match names an older version; nothing was changed" };

export const notificationsRoutes: RouteDef[] = [
  defineRoute({
    method: "GET",
    path: "/api/notifications",
    summary: "The notification feed, newest first",
    description:
      "`{notifications, next_cursor}`. Types include `import_complete` and `timer_fired`. With `since`: notifications created or changed (read) at or after it, oldest change first, plus `deleted` and `server_time`.",
    tags,
    auth: "user",
    query: listNotificationsQuerySchema,
    responses: { 200: { description: "Notifications", schema: notificationListSchema } },
    handler: ({ deps, actor, query }) => listNotifications(deps, actor, query),
  }),
  defineRoute({
    method: "GET",
    path: "/api/notifications/unread-count",
    summary: "How many notifications are unread, in total and per type",
    tags,
    auth: "user",
    responses: { 200: { description: "Counts", schema: unreadCountSchema } },
    handler: ({ deps, actor }) => unreadCount(deps, actor),
  }),
  defineRoute({
    method: "POST",
    path: "/api/notifications/{id}/read",
    summary: "Mark one notification read (idempotent: read_at keeps the first reading)",
    tags,
    auth: "user",
    params: notificationParamsSchema,
    responses: { 200: { description: "Notification", schema: notificationSchema }, 412: stale },
    handler: ({ deps, actor, params, ifMatch }) => readNotification(deps, actor, params.id, ifMatch),
  }),
  defineRoute({
    method: "POST",
    path: "/api/notifications/read-all",
    summary: "Mark every unread notification read (optionally only one `type`)",
    tags,
    auth: "user",
    query: readAllQuerySchema,
    responses: { 200: { description: "How many were marked", schema: readAllResultSchema } },
    handler: ({ deps, actor, query }) => readAllNotifications(deps, actor, query.type),
  }),
  defineRoute({
    method: "DELETE",
    path: "/api/notifications/{id}",
    summary: "Delete one notification",
    tags,
    auth: "user",
    params: notificationParamsSchema,
    responses: { 204: { description: "Deleted" }, 412: stale },
    handler: ({ deps, actor, params, ifMatch }) => removeNotification(deps, actor, params.id, ifMatch),
  }),
];
