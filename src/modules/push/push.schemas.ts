import { z } from "zod";
import { listMetaSchema, listQuerySchema } from "../../http/list";

/** Longest accepted token (a Web Push subscription as JSON is a few hundred characters). */
export const MAX_TOKEN_CHARS = 4096;

const field = z.string().trim().max(200).optional();

/** POST /api/push-tokens: the Push token record; `token` is required and is the key. */
export const registerTokenSchema = z.strictObject({
  token: z
    .string()
    .trim()
    .min(1)
    .max(MAX_TOKEN_CHARS)
    .describe("Device token; for platform web the JSON PushSubscription {endpoint, keys: {p256dh, auth}}; for ntfy, gotify and unifiedpush the endpoint URL."),
  platform: z
    .string()
    .trim()
    .toLowerCase()
    .max(32)
    .optional()
    .describe("ios, android, web, ntfy, gotify or unifiedpush. Inferred when absent: a subscription object is web, a URL is unifiedpush."),
  device_id: field,
  device_name: field,
  device_type: field,
  app_version: field,
  app_build: field,
  session_id: field,
});
export type RegisterTokenInput = z.output<typeof registerTokenSchema>;

export const tokenParamsSchema = z.object({ token: z.string().min(1).max(MAX_TOKEN_CHARS) });

export const listTokensQuerySchema = listQuerySchema;

/** The Push token record. */
export const pushTokenSchema = z.object({
  token: z.string(),
  platform: z.string(),
  device_id: z.string(),
  device_name: z.string(),
  device_type: z.string(),
  app_version: z.string(),
  app_build: z.string(),
  session_id: z.string(),
  last_success_at: z.string().nullable().describe("Last successful delivery to this token."),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PushTokenOut = z.infer<typeof pushTokenSchema>;

export const pushTokenListSchema = z.object({ push_tokens: z.array(pushTokenSchema), ...listMetaSchema });

export const vapidKeySchema = z.object({
  public_key: z.string().nullable().describe("VAPID application server key (base64url) for PushManager.subscribe; null when Web Push is off."),
  web_push_enabled: z.boolean(),
});
