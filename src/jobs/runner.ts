import { randomUUID } from "node:crypto";
import type { Db } from "../db/client";
import type { Deps } from "../deps";
import type { Logger } from "../log";
import type { Clock } from "../lib/clock";
import { cachedStatement } from "../db/statements";
import { exponentialBackoff, PermanentJobError, RetryLaterError, type JobDef } from "./define";
import type { jobs } from "../db/schema";

export interface EnqueueOptions {
  /** Epoch ms; default now. */
  runAt?: number;
  priority?: number;
  /** At most one job with this key exists: a second enqueue returns the first job's id. */
  uniqueKey?: string;
  /**
   * Whose work this is (an import names its user). Jobs of one group with different keys share the group's slots
   * fairly: see `fairShare` and the claim order.
   */
  fairKey?: string;
}

/**
 * Slots one fair key may hold in a group of `limit` slots: all but one, so a key never holds every slot while
 * another key's job may be waiting (with one slot, turns alternate between keys instead).
 */
export const fairShare = (limit: number): number => Math.max(1, limit - 1);

export interface JobRunner {
  /** Insert a job row. Synchronous, so it runs inside the caller's transaction (transactional outbox). */
  enqueue(type: string, payload: unknown, opts?: EnqueueOptions): string;
  /** Mark a queued or running job cancelled and abort its handler. */
  cancel(jobId: string): void;
  /** Reschedule a queued job (e.g. a paused timer). */
  reschedule(jobId: string, runAt: number): void;
  /** Nudge the loop: a job may be due now. */
  wake(): void;
  start(): void;
  /** Stop claiming; wait for running jobs up to `graceMs`, then abort them and release their leases. */
  stop(graceMs: number): Promise<void>;
  running(): number;
}

type JobRow = Pick<typeof jobs.$inferSelect, "id" | "type" | "payload" | "attempts" | "max_attempts" | "fair_key">;

/** How many jobs are in each status (the administrator's stats). */
export const jobCountsByStatus = (db: Db): Record<string, number> =>
  Object.fromEntries(
    (cachedStatement(db.sqlite, "SELECT status AS k, COUNT(*) AS n FROM jobs GROUP BY status").all() as { k: string; n: number }[]).map((r) => [r.k, r.n]),
  );

/** Drop finished jobs (completed, failed, cancelled) last changed before `before`. Returns how many went. */
export const purgeFinishedJobs = (db: Db, before: string): number =>
  cachedStatement(db.sqlite, "DELETE FROM jobs WHERE status IN ('completed', 'failed', 'cancelled') AND updated_at < ?").run(before).changes;

const LEASE_MS = 60_000;
const IDLE_POLL_MS = 1000;

/**
 * The durable job runner: atomic leased claims, heartbeats, fencing on completion, retries with backoff,
 * and recovery of jobs whose process died (their lease expires, or they are released at start-up).
 */
export function createJobRunner(opts: {
  db: Db;
  clock: Clock;
  log: Logger;
  getDeps: () => Deps;
  jobs: JobDef[];
  concurrency: Record<string, number>;
}): JobRunner {
  const { db, clock, log } = opts;
  const owner = randomUUID();
  const defs = new Map(opts.jobs.map((j) => [j.type, j]));
  const active = new Map<string, { controller: AbortController; group: string; done: Promise<void> }>();
  const groupCounts = new Map<string, number>();
  let timer: NodeJS.Timeout | null = null;
  let stopping = false;
  let started = false;

  const typesByGroup = (): Map<string, string[]> => {
    const m = new Map<string, string[]>();
    for (const def of defs.values()) {
      const g = def.group ?? "default";
      m.set(g, [...(m.get(g) ?? []), def.type]);
    }
    return m;
  };
  const groups = typesByGroup();

  /** Per group: running jobs per fair key, and the claim sequence number at which each key was last served. */
  const fairRunning = new Map<string, Map<string, number>>();
  const fairServed = new Map<string, Map<string, number>>();
  let claimSeq = 0;
  const fairMap = (maps: Map<string, Map<string, number>>, group: string): Map<string, number> => {
    let m = maps.get(group);
    if (!m) maps.set(group, (m = new Map()));
    return m;
  };

  /**
   * Claim the next due job of a group. Among equal priorities, keys with fewer running jobs go first, then the key
   * served longest ago (round robin), then the oldest job; a key already holding its fair share is skipped. So one
   * user's eight imports of a host that never answers cannot make another user's import wait behind all of them.
   */
  const claim = (types: string[], group: string, limit: number): JobRow | undefined => {
    const now = clock.now();
    const running = fairMap(fairRunning, group);
    const share = fairShare(limit);
    const full = [...running].filter(([, n]) => n >= share).map(([k]) => k);
    return cachedStatement(
      db.sqlite,
      `UPDATE jobs SET status = 'running', lease_owner = @owner, lease_expires_at = @lease, attempts = attempts + 1, updated_at = @iso
       WHERE id = (SELECT j.id FROM jobs j
                   WHERE j.status = 'queued' AND j.run_at <= @now AND j.type IN (SELECT value FROM json_each(@types))
                     AND (j.fair_key IS NULL OR j.fair_key NOT IN (SELECT value FROM json_each(@full)))
                   ORDER BY j.priority DESC,
                            COALESCE((SELECT r.value FROM json_each(@running) r WHERE r.key = j.fair_key), 0),
                            COALESCE((SELECT s.value FROM json_each(@served) s WHERE s.key = j.fair_key), 0),
                            j.run_at, j.id
                   LIMIT 1)
       RETURNING id, type, payload, attempts, max_attempts, fair_key`,
    ).get({
      owner,
      lease: now + LEASE_MS,
      iso: new Date(now).toISOString(),
      now,
      types: JSON.stringify(types),
      full: JSON.stringify(full),
      running: JSON.stringify(Object.fromEntries(running)),
      served: JSON.stringify(Object.fromEntries(fairMap(fairServed, group))),
    }) as JobRow | undefined;
  };

  const finish = (id: string, status: "completed" | "failed", error?: string) =>
    cachedStatement(
      db.sqlite,
      "UPDATE jobs SET status = ?, last_error = ?, lease_owner = NULL, lease_expires_at = NULL, updated_at = ? WHERE id = ? AND lease_owner = ? AND status = 'running'",
    ).run(status, error ?? null, clock.nowIso(), id, owner).changes === 1;

  const retryLater = (id: string, runAt: number, error: string) =>
    cachedStatement(
      db.sqlite,
      "UPDATE jobs SET status = 'queued', run_at = ?, last_error = ?, lease_owner = NULL, lease_expires_at = NULL, updated_at = ? WHERE id = ? AND lease_owner = ? AND status = 'running'",
    ).run(runAt, error, clock.nowIso(), id, owner).changes === 1;

  const recoverExpired = () => {
    const n = cachedStatement(
      db.sqlite,
      "UPDATE jobs SET status = 'queued', lease_owner = NULL, lease_expires_at = NULL WHERE status = 'running' AND lease_expires_at < ?",
    ).run(clock.now()).changes;
    if (n > 0) log.warn("recovered jobs with expired leases", { count: n });
  };

  const execute = (row: JobRow, def: JobDef, group: string) => {
    const controller = new AbortController();
    const jobLog = log.child({ jobId: row.id, jobType: row.type });
    const timeout = setTimeout(() => controller.abort(new Error("job timed out")), def.timeoutMs);
    const heartbeat = setInterval(() => {
      cachedStatement(db.sqlite, "UPDATE jobs SET lease_expires_at = ? WHERE id = ? AND lease_owner = ?").run(clock.now() + LEASE_MS, row.id, owner);
    }, LEASE_MS / 3);
    groupCounts.set(group, (groupCounts.get(group) ?? 0) + 1);
    const key = row.fair_key;
    if (key !== null) {
      const running = fairMap(fairRunning, group);
      running.set(key, (running.get(key) ?? 0) + 1);
      fairMap(fairServed, group).set(key, ++claimSeq);
    }
    const done = (async () => {
      try {
        const payload = def.payload.parse(JSON.parse(row.payload));
        await def.run(opts.getDeps(), payload, { jobId: row.id, attempt: row.attempts, maxAttempts: row.max_attempts, signal: controller.signal, log: jobLog });
        finish(row.id, "completed");
      } catch (err) {
        const e = err instanceof Error ? err : new Error(String(err));
        const cancelled =
          (cachedStatement(db.sqlite, "SELECT status FROM jobs WHERE id = ?").get(row.id) as { status: string } | undefined)?.status === "cancelled";
        if (cancelled) {
          jobLog.info("job cancelled");
        } else if (stopping && controller.signal.aborted) {
          // Shutdown: release the lease so the next start takes it up again.
          cachedStatement(
            db.sqlite,
            "UPDATE jobs SET status = 'queued', attempts = attempts - 1, lease_owner = NULL, lease_expires_at = NULL WHERE id = ? AND lease_owner = ?",
          ).run(row.id, owner);
        } else if (!(e instanceof PermanentJobError) && row.attempts < row.max_attempts) {
          const delay = e instanceof RetryLaterError ? e.delayMs : (def.backoffMs ?? exponentialBackoff)(row.attempts);
          jobLog.warn("job failed, will retry", { attempt: row.attempts, delayMs: Math.round(delay), error: e.message });
          retryLater(row.id, clock.now() + delay, e.message);
        } else {
          jobLog.error("job failed", { attempt: row.attempts, error: e.message });
          if (finish(row.id, "failed", e.message)) {
            try {
              def.onGiveUp?.(opts.getDeps(), JSON.parse(row.payload) as never, e, { jobId: row.id });
            } catch (hookErr) {
              jobLog.error("onGiveUp failed", { error: hookErr instanceof Error ? hookErr.message : String(hookErr) });
            }
          }
        }
      } finally {
        clearTimeout(timeout);
        clearInterval(heartbeat);
        active.delete(row.id);
        groupCounts.set(group, (groupCounts.get(group) ?? 1) - 1);
        if (key !== null) {
          const running = fairMap(fairRunning, group);
          const left = (running.get(key) ?? 1) - 1;
          if (left > 0) running.set(key, left);
          else running.delete(key);
        }
        schedule(0);
      }
    })();
    active.set(row.id, { controller, group, done });
  };

  const tick = () => {
    timer = null;
    if (stopping) return;
    try {
      recoverExpired();
      for (const [group, types] of groups) {
        const limit = opts.concurrency[group] ?? opts.concurrency.default ?? 1;
        while ((groupCounts.get(group) ?? 0) < limit) {
          const row = claim(types, group, limit);
          if (!row) break;
          const def = defs.get(row.type);
          if (!def) break;
          execute(row, def, group);
        }
      }
      const next = cachedStatement(db.sqlite, "SELECT MIN(run_at) AS t FROM jobs WHERE status = 'queued'").get() as { t: number | null };
      const wait = next.t === null ? IDLE_POLL_MS : Math.max(0, Math.min(IDLE_POLL_MS, next.t - clock.now()));
      schedule(wait);
    } catch (err) {
      log.error("job loop failed", { error: err instanceof Error ? err.message : String(err) });
      schedule(IDLE_POLL_MS);
    }
  };

  const schedule = (ms: number) => {
    if (stopping || !started) return;
    if (timer) {
      clearTimeout(timer);
    }
    timer = setTimeout(tick, ms);
    timer.unref?.();
  };

  return {
    enqueue(type, payload, o = {}) {
      const def = defs.get(type);
      if (!def) throw new Error(`unknown job type ${type}`);
      const id = randomUUID();
      const iso = clock.nowIso();
      const existing = o.uniqueKey
        ? (cachedStatement(db.sqlite, "SELECT id FROM jobs WHERE unique_key = ?").get(o.uniqueKey) as { id: string } | undefined)
        : undefined;
      if (existing) return existing.id;
      cachedStatement(
        db.sqlite,
        "INSERT INTO jobs (id, type, payload, status, priority, run_at, attempts, max_attempts, unique_key, fair_key, created_at, updated_at) VALUES (?, ?, ?, 'queued', ?, ?, 0, ?, ?, ?, ?, ?)",
      ).run(
        id,
        type,
        JSON.stringify(def.payload.parse(payload)),
        o.priority ?? 0,
        o.runAt ?? clock.now(),
        def.maxAttempts,
        o.uniqueKey ?? null,
        o.fairKey ?? null,
        iso,
        iso,
      );
      setImmediate(() => schedule(0));
      return id;
    },
    cancel(jobId) {
      cachedStatement(db.sqlite, "UPDATE jobs SET status = 'cancelled', updated_at = ? WHERE id = ? AND status IN ('queued', 'running')").run(
        clock.nowIso(),
        jobId,
      );
      active.get(jobId)?.controller.abort(new Error("cancelled"));
    },
    reschedule(jobId, runAt) {
      cachedStatement(db.sqlite, "UPDATE jobs SET run_at = ?, updated_at = ? WHERE id = ? AND status = 'queued'").run(runAt, clock.nowIso(), jobId);
      setImmediate(() => schedule(0));
    },
    wake: () => schedule(0),
    start() {
      started = true;
      // Jobs left running by a previous process (crash, kill -9) are taken up again.
      const n = cachedStatement(
        db.sqlite,
        "UPDATE jobs SET status = 'queued', lease_owner = NULL, lease_expires_at = NULL WHERE status = 'running' AND (lease_owner IS NULL OR lease_owner != ?)",
      ).run(owner).changes;
      if (n > 0) log.warn("re-queued jobs interrupted by a previous stop", { count: n });
      schedule(0);
    },
    async stop(graceMs) {
      stopping = true;
      if (timer) clearTimeout(timer);
      const all = [...active.values()];
      if (all.length === 0) return;
      const deadline = new Promise<void>((r) => setTimeout(r, graceMs).unref());
      await Promise.race([Promise.allSettled(all.map((a) => a.done)), deadline]);
      for (const a of active.values()) a.controller.abort(new Error("shutting down"));
      await Promise.race([Promise.allSettled([...active.values()].map((a) => a.done)), new Promise((r) => setTimeout(r, 1000).unref())]);
    },
    running: () => active.size,
  };
}
