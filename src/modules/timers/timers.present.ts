import type { TimerRow } from "./timers.repo";
import type { TimerOut } from "./timers.schemas";

/** Milliseconds left: counting down while scheduled, frozen while paused, 0 once fired or cancelled. */
export function remainingOf(t: TimerRow, now: number): number {
  if (t.status === "scheduled") return Math.max(0, t.due_at - now);
  if (t.status === "paused") return t.remaining_ms ?? 0;
  return 0;
}

function parseObject(json: string): Record<string, unknown> {
  const v: unknown = JSON.parse(json);
  return v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
}

/** Stored delivery preferences with their defaults. */
export function deliveryPrefsOf(t: TimerRow): { push: boolean; sound: string } {
  const p = parseObject(t.delivery_prefs);
  return { push: p.push !== false, sound: typeof p.sound === "string" ? p.sound : "default" };
}

/** timers row → the camelCase Timer record. */
export function presentTimer(t: TimerRow, now: number): TimerOut {
  const remainingMs = remainingOf(t, now);
  // A paused timer has no fixed due time; report the one it would get if resumed now.
  const dueAt = t.status === "paused" ? now + remainingMs : t.due_at;
  return {
    timerId: t.id,
    title: t.title,
    status: t.status,
    dueAt: new Date(dueAt).toISOString(),
    durationMs: t.duration_ms,
    remainingMs,
    payload: parseObject(t.payload),
    deliveryPrefs: deliveryPrefsOf(t),
    sessionId: t.session_id,
    recipeId: t.recipe_id,
    contextType: t.context_type,
    contextId: t.context_id,
    idempotencyKey: t.idempotency_key,
    ttl: t.ttl,
    late: t.late === 1,
    pausedAt: t.paused_at,
    firedAt: t.fired_at,
    cancelledAt: t.cancelled_at,
    createdAt: t.created_at,
    updatedAt: t.updated_at,
  };
}
