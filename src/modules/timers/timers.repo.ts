import type Database from "better-sqlite3";
import { cachedStatement } from "../../db/statements";
import { selectFrom } from "../../db/select-from";
import { userListPage, type ListQuery, type Page } from "../../db/paging";
import type { TimerStatus } from "./timers.schemas";
import { timers } from "../../db/schema";
import type { RowOf } from "../../db/rows";

/** A row of the timers table. */
export type TimerRow = RowOf<typeof timers, { status: TimerStatus }>;

export const findTimer = (db: Database.Database, id: string): TimerRow | undefined => selectFrom(db, timers, "WHERE id = ?").get(id);

export const findTimerByKey = (db: Database.Database, userId: string, key: string): TimerRow | undefined =>
  selectFrom(db, timers, "WHERE user_id = ? AND idempotency_key = ?").get(userId, key);

export const timersOfSession = (db: Database.Database, sessionId: string): TimerRow[] =>
  selectFrom(db, timers, "WHERE session_id = ? ORDER BY created_at, id").all(sessionId);

export const timersOfUser = (db: Database.Database, userId: string): TimerRow[] =>
  selectFrom(db, timers, "WHERE user_id = ? ORDER BY created_at, id").all(userId);

export function insertTimer(db: Database.Database, row: TimerRow): void {
  cachedStatement(
    db,
    `INSERT INTO timers (id, user_id, title, status, due_at, duration_ms, remaining_ms, paused_at, fired_at, late, cancelled_at, purge_at, ttl,
       payload, delivery_prefs, session_id, recipe_id, context_type, context_id, idempotency_key, job_id, created_at, updated_at)
     VALUES (@id, @user_id, @title, @status, @due_at, @duration_ms, @remaining_ms, @paused_at, @fired_at, @late, @cancelled_at, @purge_at, @ttl,
       @payload, @delivery_prefs, @session_id, @recipe_id, @context_type, @context_id, @idempotency_key, @job_id, @created_at, @updated_at)`,
  ).run(row);
}

/** Write back every mutable column of a timer (the service computed the new state). */
export function saveTimer(db: Database.Database, row: TimerRow): void {
  cachedStatement(
    db,
    `UPDATE timers SET title = @title, status = @status, due_at = @due_at, duration_ms = @duration_ms, remaining_ms = @remaining_ms,
       paused_at = @paused_at, cancelled_at = @cancelled_at, purge_at = @purge_at, ttl = @ttl, payload = @payload,
       delivery_prefs = @delivery_prefs, context_type = @context_type, context_id = @context_id, job_id = @job_id, updated_at = @updated_at
     WHERE id = @id`,
  ).run(row);
}

/** Scheduled timers that are due, oldest due first. */
export const dueTimers = (db: Database.Database, now: number, limit: number): TimerRow[] =>
  selectFrom(db, timers, "WHERE status = 'scheduled' AND due_at <= ? ORDER BY due_at, id LIMIT ?").all(now, limit);

/** Compare-and-set: only a timer still scheduled and due moves to fired (a second firing path changes nothing). */
export const markFired = (db: Database.Database, id: string, now: number, firedAt: string, late: boolean, purgeAt: number, updatedAt: string): boolean =>
  cachedStatement(
    db,
    "UPDATE timers SET status = 'fired', fired_at = @firedAt, late = @late, purge_at = @purgeAt, remaining_ms = NULL, updated_at = @updatedAt WHERE id = @id AND status = 'scheduled' AND due_at <= @now",
  ).run({ id, now, firedAt, late: late ? 1 : 0, purgeAt, updatedAt }).changes === 1;

/** The earliest due time of a scheduled timer, or null. */
export const nextDueAt = (db: Database.Database): number | null =>
  (cachedStatement(db, "SELECT MIN(due_at) AS t FROM timers WHERE status = 'scheduled'").get() as { t: number | null }).t;

/** Scheduled timers whose firing job is missing or no longer queued (lost to a failure): they need a new job. */
export const orphanedTimers = (db: Database.Database): { id: string; due_at: number }[] =>
  cachedStatement(
    db,
    `SELECT t.id, t.due_at FROM timers t LEFT JOIN jobs j ON j.id = t.job_id
     WHERE t.status = 'scheduled' AND (j.id IS NULL OR j.status NOT IN ('queued', 'running'))`,
  ).all() as { id: string; due_at: number }[];

export const setJobId = (db: Database.Database, id: string, jobId: string): void => {
  cachedStatement(db, "UPDATE timers SET job_id = ? WHERE id = ?").run(jobId, id);
};

/** Fired and cancelled timers whose ttl ran out. */
export const expiredTimers = (db: Database.Database, now: number, limit: number): { id: string; user_id: string }[] =>
  cachedStatement(db, "SELECT id, user_id FROM timers WHERE purge_at IS NOT NULL AND purge_at <= ? LIMIT ?").all(now, limit) as {
    id: string;
    user_id: string;
  }[];

export const deleteTimer = (db: Database.Database, id: string): void => {
  cachedStatement(db, "DELETE FROM timers WHERE id = ?").run(id);
};

/** Cancel a queued job row (a timer fired by another job no longer needs its own). */
export const cancelQueuedJob = (db: Database.Database, jobId: string, at: string): void => {
  cachedStatement(db, "UPDATE jobs SET status = 'cancelled', updated_at = ? WHERE id = ? AND status = 'queued'").run(at, jobId);
};

/** Timers a user has running (scheduled or paused): the cap on active timers counts them. */
export const activeTimerCount = (db: Database.Database, userId: string): number =>
  (cachedStatement(db, "SELECT COUNT(*) AS n FROM timers WHERE user_id = ? AND status IN ('scheduled', 'paused')").get(userId) as { n: number }).n;

/** Cancel the queued firing jobs of a user's timers (account deletion: the rows cascade, the jobs need not linger). */
export const cancelQueuedJobsOfUser = (db: Database.Database, userId: string): void => {
  cachedStatement(
    db,
    "UPDATE jobs SET status = 'cancelled' WHERE status = 'queued' AND id IN (SELECT job_id FROM timers WHERE user_id = ? AND job_id IS NOT NULL)",
  ).run(userId);
};

/** One page of the user's timers, newest first: `active` (scheduled or paused), `all`, or one status; optionally of one session. */
export function timersPage(db: Database.Database, userId: string, f: { status: string; sessionId?: string }, q: ListQuery, nowIso: string): Page<TimerRow> {
  const where = f.status === "active" ? "t.user_id = @uid AND t.status IN ('scheduled', 'paused')" : "t.user_id = @uid";
  const status = f.status === "active" || f.status === "all" ? undefined : f.status;
  return userListPage<TimerRow>(db, "timers t", where, { entity: "timer", userId }, q, nowIso, { status, session_id: f.sessionId });
}
