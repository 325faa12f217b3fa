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
   * The time to write into a record's created_at, updated_at or deleted_at: ISO 8601 like `nowIso()`, but strictly
   * later than every stamp this clock gave before. A record's weak ETag is its updated_at, so two writes to one
   * record in the same millisecond must not share it: a client holding the first version's ETag would pass If-Match
   * and overwrite the second (a lost update). Under a burst of more than 1,000 writes a second stamps run ahead of
   * the wall clock by at most the burst's excess in milliseconds, and fall back in step once the burst ends.
   */
  stamp(): string;
}

/** Stamps strictly after the last one and never before `now()`. */
function stamper(now: () => number): () => string {
  let last = -Infinity;
  return () => {
    last = Math.max(now(), last + 1);
    return new Date(last).toISOString();
  };
}

/**
 * The real clock. It never returns a value lower than one it returned before, even if the wall clock jumps back
 * (it then stands still until the wall clock catches up). `now()` never runs ahead of the wall clock; `stamp()`
 * only does under a burst of writes (see Clock.stamp).
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

/** A manual clock for tests. Its stamps are unique too: two writes at one fake instant get successive milliseconds. */
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
