import { z } from "zod";
import type { Deps } from "../deps";
import { cachedStatement } from "../db/statements";
import { schedule } from "../lib/schedule";
import { defineJob, type JobContext, type JobDef } from "./define";

/**
 * Background work that repeats (housekeeping, sweeps, the nightly backup), declared by its module and run as an
 * ordinary leased job: one scheduler enqueues it on its cron schedule, the runner runs it (one at a time in the
 * "maintenance" group), logs it and survives a crash like any job. A tick that finds the previous run still queued
 * or running adds nothing, so slow work never overlaps itself.
 */
export interface RecurringWork {
  /** Job type, e.g. "files.sweep"; unique among all jobs. */
  type: string;
  /** When, in the server's local time: a cron line whose minute and hour are a number or * ("17 * * * *": hourly at :17). */
  schedule: string;
  /** Also run once this long after start (work a crash may have left behind). */
  afterStartMs?: number;
  timeoutMs: number;
  /** Scheduled only when this answers true (e.g. nightly backups with BACKUP_KEEP=0 are off). */
  enabled?(deps: Deps): boolean;
  run(deps: Deps, ctx: JobContext): Promise<unknown> | unknown;
}

const noPayload = z.object({}).strict();

/** The job definition the runner needs for a recurring work: no payload, one attempt (the next tick retries). */
export function recurringJob(work: RecurringWork): JobDef {
  return defineJob({
    type: work.type,
    payload: noPayload,
    maxAttempts: 1,
    timeoutMs: work.timeoutMs,
    group: "maintenance",
    async run(deps, _payload, ctx) {
      await work.run(deps, ctx);
    },
  });
}

/**
 * Queue one run of `work` unless one is already queued or running; answers the job id, or null when skipped.
 * Finished runs of the same work are dropped first, except failed ones (kept a week for inspection, like all jobs),
 * so a minutely job does not leave 1,440 rows a day.
 */
export function enqueueRecurring(deps: Deps, work: RecurringWork): string | null {
  const db = deps.db.sqlite;
  return db.transaction(() => {
    const pending = cachedStatement(db, "SELECT id FROM jobs WHERE type = ? AND status IN ('queued', 'running') LIMIT 1").get(work.type);
    if (pending) return null;
    cachedStatement(db, "DELETE FROM jobs WHERE type = ? AND status IN ('completed', 'cancelled')").run(work.type);
    return deps.jobs.enqueue(work.type, {});
  })();
}

/** Start the one scheduler for every module's recurring work; answers its stop function. */
export function startRecurring(deps: Deps, works: RecurringWork[]): () => Promise<void> {
  const log = deps.log.child({ module: "recurring" });
  const tick = (work: RecurringWork) => {
    try {
      enqueueRecurring(deps, work);
    } catch (err) {
      log.error("could not queue recurring work", { type: work.type, error: err instanceof Error ? err.message : String(err) });
    }
  };
  works = works.filter((work) => work.enabled?.(deps) ?? true);
  // src/lib/schedule.ts rather than node-cron: node-cron reads ICU's locale data for every next run (8 MB of RSS).
  const tasks = works.map((work) =>
    schedule(
      work.schedule,
      () => tick(work),
      (err) => log.error("recurring work schedule failed", { type: work.type, error: String(err) }),
    ),
  );
  const timers = works.flatMap((work) => {
    if (work.afterStartMs === undefined) return [];
    const t = setTimeout(() => tick(work), work.afterStartMs);
    t.unref();
    return [t];
  });
  return async () => {
    for (const t of timers) clearTimeout(t);
    await Promise.all(tasks.map((task) => task.stop()));
  };
}
