import type { TimerRow } from "../timers/timers.repo";
import { presentTimer } from "../timers/timers.present";
import type { SessionRow } from "./cook-sessions.repo";
import type { SessionOut } from "./cook-sessions.schemas";

/** cook_sessions row (+ its timers and the recipe's step count) → API shape. */
export function presentSession(s: SessionRow, timers: TimerRow[], stepCount: number, now: number): SessionOut {
  return {
    id: s.id,
    user_id: s.user_id,
    recipe_id: s.recipe_id,
    status: s.status,
    servings: s.servings,
    current_step: s.current_step,
    step_count: stepCount,
    notes: s.notes,
    started_at: s.started_at,
    ended_at: s.ended_at,
    timers: timers.map((t) => presentTimer(t, now)),
    created_at: s.created_at,
    updated_at: s.updated_at,
  };
}
