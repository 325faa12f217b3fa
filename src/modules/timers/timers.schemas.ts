import { z } from "zod";
import { listMetaSchema, listQuerySchema } from "../../http/list";

/** Longest timer, and longest extension at once: 30 days (a kitchen timer, not a calendar). */
export const MAX_TIMER_MS = 30 * 86_400_000;
/** Largest free-form payload, serialized. */
const MAX_PAYLOAD_CHARS = 16_384;

export const TIMER_STATUSES = ["scheduled", "paused", "fired", "cancelled"] as const;
export type TimerStatus = (typeof TIMER_STATUSES)[number];

const payloadSchema = z
  .record(z.string(), z.unknown())
  .refine((p) => JSON.stringify(p).length <= MAX_PAYLOAD_CHARS, { message: `payload is larger than ${MAX_PAYLOAD_CHARS} characters when serialized` })
  .describe("Free-form object kept with the timer (at most 16 KiB as JSON).");

const deliveryPrefsSchema = z
  .strictObject({
    push: z.boolean().default(true).describe("Send a push notification when the timer fires."),
    sound: z.string().max(64).default("default").describe("Sound name the client plays; passed along in the push payload."),
  })
  .describe('{push, sound}; default {push: true, sound: "default"}.');

const isoTime = z.iso.datetime({ offset: true });

export const timerParamsSchema = z.object({ timerId: z.uuid() });

/** POST /api/timers. Exactly one of durationMs and dueAt. */
export const createTimerSchema = z
  .strictObject({
    title: z.string().trim().max(200).default(""),
    durationMs: z.number().int().min(1).max(MAX_TIMER_MS).optional().describe("Milliseconds from now until the timer fires."),
    dueAt: isoTime.optional().describe("When the timer fires (a moment already past fires at once)."),
    idempotencyKey: z.string().min(1).max(200).optional().describe("A repeat with the same key by the same user returns the original timer (200)."),
    sessionId: z.uuid().nullable().optional().describe("A cook session of the caller."),
    recipeId: z.uuid().nullable().optional().describe("A recipe the caller can see."),
    contextType: z.string().max(64).nullable().optional(),
    contextId: z.string().max(200).nullable().optional(),
    payload: payloadSchema.optional(),
    deliveryPrefs: deliveryPrefsSchema.optional(),
    ttl: z
      .number()
      .int()
      .min(0)
      .max(30 * 86400)
      .default(86400)
      .describe("Seconds a fired or cancelled timer is kept before it is purged."),
  })
  .superRefine((b, ctx) => {
    if ((b.durationMs === undefined) === (b.dueAt === undefined)) {
      ctx.addIssue({ code: "custom", path: [b.durationMs === undefined ? "durationMs" : "dueAt"], message: "Give exactly one of durationMs and dueAt" });
    }
  });
export type CreateTimerInput = z.output<typeof createTimerSchema>;

/** PATCH /api/timers/{timerId}: title and the other descriptive fields, plus at most one change of timing. */
export const patchTimerSchema = z
  .strictObject({
    title: z.string().trim().max(200).optional(),
    addMs: z.number().int().min(-MAX_TIMER_MS).max(MAX_TIMER_MS).optional().describe("Extend (or, negative, shorten) the time that remains."),
    durationMs: z.number().int().min(1).max(MAX_TIMER_MS).optional().describe("Restart the countdown: this many milliseconds from now."),
    dueAt: isoTime.optional().describe("New moment to fire."),
    contextType: z.string().max(64).nullable().optional(),
    contextId: z.string().max(200).nullable().optional(),
    payload: payloadSchema.optional(),
    deliveryPrefs: deliveryPrefsSchema.optional(),
    ttl: z
      .number()
      .int()
      .min(0)
      .max(30 * 86400)
      .optional(),
  })
  .superRefine((b, ctx) => {
    const timing = (["addMs", "durationMs", "dueAt"] as const).filter((k) => b[k] !== undefined);
    if (timing.length > 1) ctx.addIssue({ code: "custom", path: [timing[1]], message: "Give at most one of addMs, durationMs and dueAt" });
  });
export type PatchTimerInput = z.output<typeof patchTimerSchema>;

/** GET /api/timers. */
export const listTimersQuerySchema = listQuerySchema.extend({
  status: z
    .enum([...TIMER_STATUSES, "active", "all"])
    .optional()
    .describe("active (scheduled and paused; the default without `since`), one status, or all (the default with `since`)."),
  sessionId: z.uuid().optional().describe("Only timers of this cook session."),
});
export type ListTimersQuery = z.output<typeof listTimersQuerySchema>;

/** The Timer record (camelCase throughout). */
export const timerSchema = z.object({
  timerId: z.string(),
  title: z.string(),
  status: z.enum(TIMER_STATUSES),
  dueAt: z.string().describe("While paused: when it would fire if resumed now."),
  durationMs: z.number(),
  remainingMs: z.number().describe("0 once fired or cancelled; frozen while paused."),
  payload: z.record(z.string(), z.unknown()),
  deliveryPrefs: z.object({ push: z.boolean(), sound: z.string() }),
  sessionId: z.string().nullable(),
  recipeId: z.string().nullable(),
  contextType: z.string().nullable(),
  contextId: z.string().nullable(),
  idempotencyKey: z.string().nullable(),
  ttl: z.number(),
  late: z.boolean().describe("True when the timer fired late: it came due while the server was down (or far behind)."),
  pausedAt: z.string().nullable(),
  firedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TimerOut = z.infer<typeof timerSchema>;

export const timerListSchema = z.object({ timers: z.array(timerSchema), ...listMetaSchema });
