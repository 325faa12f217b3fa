import type { Deps } from "../../deps";
import { CAPS } from "../../lib/caps";
import type { Actor } from "../../auth/actor";
import { ConflictError, NotFoundError } from "../../errors";
import { assertIfMatch } from "../../http/etag";
import { findRecipeHead } from "../recipes/recipes.repo";
import { findSession } from "../cook-sessions/cook-sessions.repo";
import type { ListResult } from "../../db/paging";
import type { Upserted } from "../results";
import { newId } from "../../lib/ids";
import { activeTimerCount, findTimer, findTimerByKey, insertTimer, saveTimer, timersPage, type TimerRow } from "./timers.repo";
import { presentTimer, remainingOf } from "./timers.present";
import type { CreateTimerInput, ListTimersQuery, PatchTimerInput, TimerOut } from "./timers.schemas";
import { FIRE_JOB, firingNow } from "./timers.fire";
/** Timer creation is the hot write of a busy kitchen: creates arriving together share one commit. */
export function createTimerGrouped(deps: Deps, actor: Actor, input: CreateTimerInput): Promise<Upserted<TimerOut>> {
  return deps.db.groupTx(() => createTimer(deps, actor, input));
}

/** Queue the durable job that fires the timer at its due time (inside the caller's transaction: outbox). */
function scheduleFire(deps: Deps, t: TimerRow): string {
  return deps.jobs.enqueue(FIRE_JOB, { timerId: t.id }, { runAt: t.due_at });
}

/** Drop the timer's pending firing job (pause, cancel, reschedule). */
function unscheduleFire(deps: Deps, t: TimerRow): void {
  if (t.job_id) deps.jobs.cancel(t.job_id);
}

/** A single timer as the client sees it (its ETag comes from its updatedAt). */
function view(deps: Deps, t: TimerRow): TimerOut {
  return presentTimer(t, firingNow(deps));
}

/** The referenced cook session and recipe must be visible to the caller (404 otherwise, like a path id). */
function assertReferences(deps: Deps, actor: Actor, sessionId: string | null | undefined, recipeId: string | null | undefined): void {
  const db = deps.db.sqlite;
  if (sessionId) {
    const s = findSession(db, sessionId);
    if (!s || !deps.access.canSee(actor, "cook_session", s)) throw new NotFoundError("Cook session not found");
  }
  if (recipeId) {
    const r = findRecipeHead(db, recipeId);
    if (!r || !deps.access.canSee(actor, "recipe", r)) throw new NotFoundError("Recipe not found");
  }
}

/**
 * Create a timer (201), or — when `idempotencyKey` was used before by this user — answer the original timer (200)
 * without changing it.
 */
export function createTimer(deps: Deps, actor: Actor, input: CreateTimerInput): Upserted<TimerOut> {
  const db = deps.db.sqlite;
  return deps.db.tx(() => {
    if (input.idempotencyKey !== undefined) {
      const existing = findTimerByKey(db, actor.userId, input.idempotencyKey);
      if (existing) return { created: false, value: view(deps, existing) };
    }
    assertReferences(deps, actor, input.sessionId, input.recipeId);
    const active = activeTimerCount(db, actor.userId);
    if (active >= CAPS.activeTimersPerUser) throw new ConflictError(`You have ${CAPS.activeTimersPerUser} timers running, the most allowed; cancel some first`);
    const now = firingNow(deps);
    const iso = deps.clock.stamp();
    const dueAt = input.durationMs !== undefined ? now + input.durationMs : Date.parse(input.dueAt ?? new Date(now).toISOString());
    const row: TimerRow = {
      id: newId(),
      user_id: actor.userId,
      title: input.title,
      status: "scheduled",
      due_at: dueAt,
      duration_ms: input.durationMs ?? Math.max(0, dueAt - now),
      remaining_ms: null,
      paused_at: null,
      fired_at: null,
      late: 0,
      cancelled_at: null,
      purge_at: null,
      ttl: input.ttl,
      payload: JSON.stringify(input.payload ?? {}),
      delivery_prefs: JSON.stringify(input.deliveryPrefs ?? { push: true, sound: "default" }),
      session_id: input.sessionId ?? null,
      recipe_id: input.recipeId ?? null,
      context_type: input.contextType ?? null,
      context_id: input.contextId ?? null,
      idempotency_key: input.idempotencyKey ?? null,
      job_id: null,
      created_at: iso,
      updated_at: iso,
    };
    row.job_id = scheduleFire(deps, row);
    insertTimer(db, row);
    return { created: true, value: view(deps, row) };
  });
}

/** Read one timer the caller owns. */
export function getTimer(deps: Deps, actor: Actor, id: string): TimerOut {
  return view(deps, deps.access.authorize(actor, "read", "timer", findTimer(deps.db.sqlite, id)));
}

/** The caller's timers: active ones by default, newest first; with `since`, every change (and purged ids). */
export function listTimers(deps: Deps, actor: Actor, q: ListTimersQuery): ListResult<"timers", TimerOut> {
  const status = q.status ?? (q.since !== undefined ? "all" : "active");
  const now = firingNow(deps);
  const page = timersPage(deps.db.sqlite, actor.userId, { status, sessionId: q.sessionId }, q, deps.clock.nowIso());
  return { timers: page.rows.map((t) => presentTimer(t, now)), next_cursor: page.next_cursor, deleted: page.deleted, server_time: page.server_time };
}

/** Change title and descriptive fields in any state; change timing (addMs, durationMs, dueAt) of an active timer. */
export function patchTimer(deps: Deps, actor: Actor, id: string, input: PatchTimerInput, ifMatch: string | undefined): TimerOut {
  const db = deps.db.sqlite;
  return deps.db.tx(() => {
    const t = { ...deps.access.authorize(actor, "update", "timer", findTimer(db, id)) };
    assertIfMatch(ifMatch, t.updated_at);
    const now = firingNow(deps);
    if (input.title !== undefined) t.title = input.title;
    if (input.contextType !== undefined) t.context_type = input.contextType;
    if (input.contextId !== undefined) t.context_id = input.contextId;
    if (input.payload !== undefined) t.payload = JSON.stringify(input.payload);
    if (input.deliveryPrefs !== undefined) t.delivery_prefs = JSON.stringify(input.deliveryPrefs);
    if (input.ttl !== undefined) {
      t.ttl = input.ttl;
      if (t.purge_at !== null) t.purge_at = Date.parse(t.fired_at ?? t.cancelled_at ?? new Date(now).toISOString()) + input.ttl * 1000;
    }
    const timing = input.addMs !== undefined || input.durationMs !== undefined || input.dueAt !== undefined;
    if (timing) {
      if (t.status !== "scheduled" && t.status !== "paused") throw new ConflictError(`A ${t.status} timer cannot be rescheduled; create a new one`);
      const remaining = remainingOf(t, now);
      let next: number;
      if (input.addMs !== undefined) next = Math.max(0, remaining + input.addMs);
      else if (input.durationMs !== undefined) next = input.durationMs;
      else next = Math.max(0, Date.parse(input.dueAt ?? "") - now);
      // The total length grows or shrinks with the change, so progress bars stay truthful.
      t.duration_ms = Math.max(0, t.duration_ms + (next - remaining));
      if (input.durationMs !== undefined) t.duration_ms = input.durationMs;
      if (t.status === "paused") {
        t.remaining_ms = next;
      } else {
        unscheduleFire(deps, t);
        t.due_at = now + next;
        t.job_id = scheduleFire(deps, t);
      }
    }
    t.updated_at = deps.clock.stamp(t.updated_at);
    saveTimer(db, t);
    return view(deps, t);
  });
}

/** DELETE: cancel a scheduled or paused timer (kept `ttl` seconds as cancelled); cancelling again answers it unchanged. */
export function cancelTimer(deps: Deps, actor: Actor, id: string, ifMatch: string | undefined): TimerOut {
  const db = deps.db.sqlite;
  return deps.db.tx(() => {
    const t = { ...deps.access.authorize(actor, "delete", "timer", findTimer(db, id)) };
    assertIfMatch(ifMatch, t.updated_at);
    if (t.status === "cancelled") return view(deps, t);
    if (t.status === "fired") throw new ConflictError("The timer already fired");
    const now = firingNow(deps);
    unscheduleFire(deps, t);
    t.status = "cancelled";
    t.remaining_ms = null;
    t.cancelled_at = new Date(now).toISOString();
    t.purge_at = now + t.ttl * 1000;
    t.job_id = null;
    t.updated_at = deps.clock.stamp(t.updated_at);
    saveTimer(db, t);
    return view(deps, t);
  });
}

/** Pause a scheduled timer: what remains is kept and the firing job is dropped. 409 in any other state. */
export function pauseTimer(deps: Deps, actor: Actor, id: string, ifMatch: string | undefined): TimerOut {
  const db = deps.db.sqlite;
  return deps.db.tx(() => {
    const t = { ...deps.access.authorize(actor, "update", "timer", findTimer(db, id)) };
    assertIfMatch(ifMatch, t.updated_at);
    if (t.status !== "scheduled") throw new ConflictError(`Only a scheduled timer can be paused (this one is ${t.status})`);
    const now = firingNow(deps);
    unscheduleFire(deps, t);
    t.remaining_ms = remainingOf(t, now);
    t.status = "paused";
    t.paused_at = new Date(now).toISOString();
    t.job_id = null;
    t.updated_at = deps.clock.stamp(t.updated_at);
    saveTimer(db, t);
    return view(deps, t);
  });
}

/** Resume a paused timer: it fires after the time that remained when it was paused. 409 in any other state. */
export function resumeTimer(deps: Deps, actor: Actor, id: string, ifMatch: string | undefined): TimerOut {
  const db = deps.db.sqlite;
  return deps.db.tx(() => {
    const t = { ...deps.access.authorize(actor, "update", "timer", findTimer(db, id)) };
    assertIfMatch(ifMatch, t.updated_at);
    if (t.status !== "paused") throw new ConflictError(`Only a paused timer can be resumed (this one is ${t.status})`);
    const now = firingNow(deps);
    t.due_at = now + (t.remaining_ms ?? 0);
    t.remaining_ms = null;
    t.status = "scheduled";
    t.paused_at = null;
    t.updated_at = deps.clock.stamp(t.updated_at);
    t.job_id = scheduleFire(deps, t);
    saveTimer(db, t);
    return view(deps, t);
  });
}
