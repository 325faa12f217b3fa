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
