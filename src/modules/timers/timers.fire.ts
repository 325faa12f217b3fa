import type { Deps } from "../../deps";
import { writeTombstone } from "../../db/tombstones";
import { createNotification } from "../notifications/notify";
import {
  cancelQueuedJob,
  deleteTimer,
  dueTimers,
  findTimer,
  expiredTimers,
  markFired,
  nextDueAt,
  orphanedTimers,
  setJobId,
  type TimerRow,
} from "./timers.repo";
import { deliveryPrefsOf } from "./timers.present";

/** Job type that fires due timers (group "timers"). */
export const FIRE_JOB = "timers.fire";

/** Timers fired per transaction: big enough to absorb a burst, small enough not to stall the event loop. */
const FIRE_BATCH = 200;
/** A job that just fired keeps firing timers that come due within this many ms, instead of handing each to a new job. */
const COALESCE_MS = 250;
/** A firing job works (and waits) for no longer than this, in real monotonic time, before handing on. */
const FIRE_BUDGET_MS = 5000;
/** Fired more than this after its due time (a stalled process) also counts as late. */
const LATE_AFTER_MS = 10_000;

/**
 * The time firing decisions use. The system clock of deps never goes backwards, so after the wall clock steps back it
 * stands still for a while; a clock ahead of the wall clock is never trusted for firing (a timer must not fire early),
 * and a test's fake clock (set in the past) is used as it is.
 */
export function firingNow(deps: Deps): number {
  return Math.min(deps.clock.now(), Date.now());
}

function fireOne(deps: Deps, t: TimerRow, now: number, updatedAt: string, currentJobId: string | null): boolean {
  const iso = new Date(now).toISOString();
  // deps.startedAt is when this instance began scheduling: a timer due before it came due while the server was down.
  const late = t.due_at < deps.startedAt || now - t.due_at > LATE_AFTER_MS;
  if (!markFired(deps.db.sqlite, t.id, now, iso, late, now + t.ttl * 1000, updatedAt)) return false;
  // This timer's own job (if another one) has nothing left to do. Plain SQL with the batch's timestamp: a running
  // job is one sleeping in runFireLoop, which finds nothing and completes.
  if (t.job_id && t.job_id !== currentJobId) cancelQueuedJob(deps.db.sqlite, t.job_id, iso);
  const title = t.title || "Timer";
  deps.events.emit(t.user_id, "timer.fired", { timerId: t.id, title });
  const prefs = deliveryPrefsOf(t);
  createNotification(deps, t.user_id, {
    type: "timer_fired",
    title,
    subtitle: late ? "Finished while the server was offline" : "Time is up",
    link: t.session_id ? `/cook-sessions/${t.session_id}` : `/timers/${t.id}`,
    data: { timerId: t.id, sessionId: t.session_id, recipeId: t.recipe_id, late, sound: prefs.sound },
    push: prefs.push,
    at: iso,
  });
  return true;
}

/**
 * Fire every due timer, up to `limit`, in one transaction: compare-and-set to `fired`, `timer.fired` on the stream,
 * a `timer_fired` notification (whose listeners enqueue push). Returns how many due timers were examined.
 */
export function fireDueTimers(deps: Deps, limit = FIRE_BATCH, currentJobId: string | null = null): { examined: number; fired: number } {
  return deps.db.tx(() => {
    const now = firingNow(deps);
    const rows = dueTimers(deps.db.sqlite, now, limit);
    let fired = 0;
    // Each fired timer's new version gets an ETag of its own, even when it was changed in this same millisecond.
    for (const t of rows) if (fireOne(deps, t, now, deps.clock.stamp(t.updated_at), currentJobId)) fired++;
    return { examined: rows.length, fired };
  });
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason instanceof Error ? signal.reason : new Error("aborted"));
    const onAbort = () => {
      clearTimeout(t);
      reject(signal.reason instanceof Error ? signal.reason : new Error("aborted"));
    };
    const t = setTimeout(() => {
      signal.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal.addEventListener("abort", onAbort, { once: true });
  });
}

/**
 * The body of a firing job: fire what is due (every due timer, not only the job's own, so a burst of 1,000 timers
 * costs a handful of transactions), then keep going while more timers come due within COALESCE_MS. Each timer's
 * own job stays queued as the durable guarantee; firing a timer cancels its job.
 */
export async function runFireLoop(deps: Deps, timerId: string, jobId: string, signal: AbortSignal): Promise<void> {
  const began = performance.now();
  for (;;) {
    const { examined } = fireDueTimers(deps, FIRE_BATCH, jobId);
    if (examined === FIRE_BATCH) {
      // More are due: let HTTP and the stream breathe between batches.
      await new Promise((r) => setImmediate(r));
      continue;
    }
    const next = nextDueAt(deps.db.sqlite);
    if (next === null) break;
    const wait = next - firingNow(deps);
    const elapsed = performance.now() - began;
    // A job claimed before its own timer is due (the runner reads the fast-running clock) waits for it, up to the
    // budget, instead of handing it straight to a new job that the runner would claim early again.
    const own = findTimer(deps.db.sqlite, timerId);
    const ownPending = own?.status === "scheduled" && own.job_id === jobId;
    if ((!ownPending && wait > COALESCE_MS) || elapsed >= FIRE_BUDGET_MS) break;
    await sleep(Math.max(1, Math.min(wait, FIRE_BUDGET_MS - elapsed)), signal);
  }
  keepScheduled(deps, timerId, jobId);
}

/**
 * The job is about to complete: if its own timer is still scheduled on it (claimed long before it was due by firing
 * time), hand the timer to a new job so it is never left without one.
 */
function keepScheduled(deps: Deps, timerId: string, jobId: string): void {
  deps.db.tx(() => {
    const t = findTimer(deps.db.sqlite, timerId);
    if (t && t.status === "scheduled" && t.job_id === jobId)
      setJobId(deps.db.sqlite, t.id, deps.jobs.enqueue(FIRE_JOB, { timerId: t.id }, { runAt: t.due_at }));
  });
}

/**
 * Start-up repair: a scheduled timer whose job is gone (failed for good, or lost) gets a new one, so that every
 * scheduled timer fires — late ones at once.
 */
export function repairSchedule(deps: Deps): number {
  return deps.db.tx(() => {
    const rows = orphanedTimers(deps.db.sqlite);
    for (const t of rows) setJobId(deps.db.sqlite, t.id, deps.jobs.enqueue(FIRE_JOB, { timerId: t.id }, { runAt: t.due_at }));
    return rows.length;
  });
}

/** Delete fired and cancelled timers whose ttl ran out (tombstones let delta-sync clients drop them too). */
export function purgeExpiredTimers(deps: Deps): number {
  let total = 0;
  for (;;) {
    const n = deps.db.tx(() => {
      const now = deps.clock.now();
      const iso = new Date(now).toISOString();
      const rows = expiredTimers(deps.db.sqlite, now, 500);
      for (const r of rows) {
        deleteTimer(deps.db.sqlite, r.id);
        writeTombstone(deps.db.sqlite, "timer", r.id, r.user_id, iso);
      }
      return rows.length;
    });
    total += n;
    if (n < 500) return total;
  }
}
