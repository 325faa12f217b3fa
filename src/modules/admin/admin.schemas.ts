import { z } from "zod";

/** A user as administrators see it. */
export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  display_name: z.string(),
  is_admin: z.boolean(),
  disabled: z.boolean(),
  recipe_count: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminUserOut = z.infer<typeof adminUserSchema>;

export const createUserBody = z.strictObject({
  email: z.email().max(254),
  password: z.string().min(8).max(1024),
  display_name: z.string().trim().max(100).optional(),
  is_admin: z.boolean().optional(),
});

export const patchUserBody = z.strictObject({
  display_name: z.string().trim().max(100).optional(),
  is_admin: z.boolean().optional(),
  disabled: z.boolean().optional(),
});

/** User ids are opaque (an external identity provider issues them), so any short string. */
export const userIdParams = z.object({ id: z.string().min(1).max(255) });

export const backupSchema = z.object({ file: z.string(), size: z.number(), created_at: z.string() });

export const statsSchema = z.object({
  version: z.string(),
  uptime_s: z.number(),
  rss_mb: z.number(),
  users: z.number(),
  recipes: z.number(),
  files: z.object({ count: z.number(), bytes: z.number() }),
  imports: z.record(z.string(), z.number()),
  jobs: z.record(z.string(), z.number()),
  database_bytes: z.number(),
  event_stream_clients: z.number(),
});

/** The instance settings an administrator changes from the app (GET/PATCH /api/admin/settings). */
export const instanceSettingsSchema = z.object({
  registration_open: z
    .boolean()
    .describe("Whether anyone may create an account (after the first user). Invites, the administrator and the CLI create accounts either way"),
  registration_open_source: z
    .enum(["environment", "administrator"])
    .describe("`environment`: REGISTRATION_OPEN decides (no administrator has set it); `administrator`: set through PATCH"),
  registration_open_environment: z.boolean().describe("The REGISTRATION_OPEN value, used while registration_open_source is `environment`"),
  updated_by: z.string().nullable().describe("The administrator who last changed a setting, or null"),
  updated_at: z.string(),
});
export type InstanceSettingsOut = z.infer<typeof instanceSettingsSchema>;

export const patchSettingsBody = z.strictObject({
  registration_open: z.boolean().nullable().optional().describe("true opens, false closes registration; null follows REGISTRATION_OPEN again"),
});
