/** Time source passed as a dependency so tests can use a fake clock. */
export interface Clock {
  /**
   * Milliseconds since the epoch, never lower than a value returned before. Delta sync needs no more than that:
   * its `since` is inclusive and its cursor breaks ties by id, so equal timestamps are fine, but a write after a
   * watermark must never be stamped before it.
   */
  now(): number;
  /** `now()` as an ISO 8601 UTC string with milliseconds. */
  nowIso(): string;
}

/**
 * The real clock. It never returns a value lower than one it returned before, even if the wall clock jumps back
 * (it then stands still until the wall clock catches up). It never runs ahead of the wall clock.
 */
export function systemClock(): Clock {
  let last = 0;
  const now = () => {
    const t = Date.now();
    if (t > last) last = t;
    return last;
  };
  return { now, nowIso: () => new Date(now()).toISOString() };
}

/** A manual clock for tests. */
export function fakeClock(start = Date.parse("2026-01-01T00:00:00.000Z")): Clock & { advance(ms: number): void; set(ms: number): void } {
  let t = start;
  return {
    now: () => t,
    nowIso: () => new Date(t).toISOString(),
    advance: (ms) => {
      t += ms;
    },
    set: (ms) => {
      t = ms;
    },
  };
}
