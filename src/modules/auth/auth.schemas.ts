import { z } from "zod";
import { userSchema } from "../users/users.schemas";

export const registerSchema = z.strictObject({
  email: z.email().max(254),
  password: z.string().min(8, "Password must be at least 8 characters").max(1024),
  display_name: z.string().trim().max(100).optional(),
});
export const loginSchema = z.strictObject({ email: z.string().min(1).max(254), password: z.string().min(1).max(1024) });
export const refreshSchema = z.strictObject({ refresh_token: z.string().min(1).max(512) });

export const sessionSchema = z.object({ token: z.string(), refresh_token: z.string(), expires_at: z.string(), user: userSchema });
export const refreshedSchema = z.object({ token: z.string(), refresh_token: z.string(), expires_at: z.string() });
