/** Time source passed as a dependency so tests can use a fake clock. */
export interface Clock {
  /**
   * Milliseconds since the epoch, never lower than a value returned before. Delta sync needs no more than that:
   * its `since` is inclusive and its cursor breaks ties by id, so equal timestamps are fine, but a write after a
   * watermark must never be stamped before it.
   */
  now(): number;
  /** `now()` as an ISO 8601 UTC string with milliseconds: for reading the time (expiry checks, watermarks). */
  nowIso(): string;
  /**
   * The time to write into a record's created_at, updated_at or deleted_at: `nowIso()`, or, when the record being
   * changed already carries `previous` at or after that instant, one millisecond after it. A record's weak ETag is
   * its updated_at, so two writes to one record in the same millisecond must not share it: a client holding the
   * first version's ETag would pass If-Match and overwrite the second (a lost update). Per record, not global: a
   * burst of writes to many records does not push the clock ahead.
   */
  stamp(previous?: string | null): string;
}

/** The stamp of a record version: `now`, or 1 ms after the record's previous stamp when that is not earlier. */
function stamper(now: () => number): (previous?: string | null) => string {
  return (previous) => {
    const t = now();
    const p = previous ? Date.parse(previous) : Number.NaN;
    return new Date(p >= t ? p + 1 : t).toISOString();
  };
}

/**
 * The real clock. It never returns a value lower than one it returned before, even if the wall clock jumps back
 * (it then stands still until the wall clock catches up). It never runs ahead of the wall clock; a stamp only does,
 * by a millisecond, for a record written twice in one millisecond.
 */
export function systemClock(): Clock {
  let last = 0;
  const now = () => {
    const t = Date.now();
    if (t > last) last = t;
    return last;
  };
  return { now, nowIso: () => new Date(now()).toISOString(), stamp: stamper(now) };
}

/** A manual clock for tests. Its stamps follow the same rule: two writes to one record at one fake instant differ. */
export function fakeClock(start = Date.parse("2026-01-01T00:00:00.000Z")): Clock & { advance(ms: number): void; set(ms: number): void } {
  let t = start;
  const now = () => t;
  return {
    now,
    nowIso: () => new Date(t).toISOString(),
    stamp: stamper(now),
    advance: (ms) => {
      t += ms;
    },
    set: (ms) => {
      t = ms;
    },
  };
}
