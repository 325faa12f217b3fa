import { z } from "zod";
import { listMetaSchema, listQuerySchema } from "../../http/list";
import { timerSchema } from "../timers/timers.schemas";

export const sessionParamsSchema = z.object({ id: z.uuid() });

const servings = z.number().positive().max(10_000);

/** POST /api/cook-sessions. */
export const createSessionSchema = z.strictObject({
  recipe_id: z.uuid().describe("A recipe the caller can see."),
  servings: servings.optional().describe("Servings being cooked; default the recipe's."),
});
export type CreateSessionInput = z.output<typeof createSessionSchema>;

/** PATCH /api/cook-sessions/{id}. */
export const patchSessionSchema = z.strictObject({
  current_step: z.number().int().min(0).optional().describe("0-based index into the recipe's instructions."),
  notes: z.string().max(20_000).optional(),
  servings: servings.nullable().optional(),
});
export type PatchSessionInput = z.output<typeof patchSessionSchema>;

export const listSessionsQuerySchema = listQuerySchema.extend({
  status: z.enum(["active", "ended"]).optional(),
  recipe_id: z.uuid().optional(),
});
export type ListSessionsQuery = z.output<typeof listSessionsQuerySchema>;

/** A cook session, with every timer started in it. */
export const sessionSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  recipe_id: z.string(),
  status: z.enum(["active", "ended"]),
  servings: z.number().nullable(),
  current_step: z.number(),
  step_count: z.number().describe("Number of instructions of the recipe (current_step is below it, or 0)."),
  notes: z.string(),
  started_at: z.string(),
  ended_at: z.string().nullable(),
  timers: z.array(timerSchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SessionOut = z.infer<typeof sessionSchema>;

export const sessionListSchema = z.object({ cook_sessions: z.array(sessionSchema), ...listMetaSchema });
