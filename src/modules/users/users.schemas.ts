import { z } from "zod";

/** The user profile returned for a token. */
export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  display_name: z.string(),
  household_ids: z.array(z.string()),
  is_admin: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type UserOut = z.infer<typeof userSchema>;

export const patchMeSchema = z.strictObject({
  display_name: z.string().trim().max(100).optional(),
  password: z.string().min(8).max(1024).optional(),
  current_password: z.string().max(1024).optional(),
});

export const deleteMeSchema = z.strictObject({ current_password: z.string().max(1024).optional() }).optional();
