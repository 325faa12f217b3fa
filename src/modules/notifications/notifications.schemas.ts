import { z } from "zod";
import { listMetaSchema, listQuerySchema } from "../../http/list";

export const notificationParamsSchema = z.object({ id: z.uuid() });

/** GET /api/notifications. */
export const listNotificationsQuerySchema = listQuerySchema.extend({
  unread: z
    .enum(["true", "false"])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === "true"))
    .describe("true: only unread; false: only read."),
  type: z.string().min(1).max(64).optional().describe("Only notifications of this type (import_complete, timer_fired…)."),
});
export type ListNotificationsQuery = z.output<typeof listNotificationsQuerySchema>;

export const readAllQuerySchema = z.object({
  type: z.string().min(1).max(64).optional().describe("Only mark notifications of this type read."),
});

/** A notification in the feed. */
export const notificationSchema = z.object({
  id: z.string(),
  type: z.string(),
  title: z.string(),
  subtitle: z.string(),
  link: z.string(),
  data: z.record(z.string(), z.unknown()).describe("Type-specific details (timer_fired: timerId, sessionId, recipeId, late, sound)."),
  read_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type NotificationOut = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.object({ notifications: z.array(notificationSchema), ...listMetaSchema });

export const unreadCountSchema = z.object({
  unread: z.number(),
  by_type: z.record(z.string(), z.number()).describe("Unread notifications per type (types with none are absent)."),
});

export const readAllResultSchema = z.object({ updated: z.number().describe("How many notifications were marked read.") });
