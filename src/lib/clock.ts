/** Time source passed as a dependency so tests can use a fake clock. */
export interface Clock {
  /** Milliseconds since the epoch; strictly increasing across calls so that delta-sync watermarks never tie backwards. */
  now(): number;
  /** `now()` as an ISO 8601 UTC string with milliseconds. */
  nowIso(): string;
}

/** The real clock. It never returns a value lower than one it returned before, even if the wall clock jumps back. */
export function systemClock(): Clock {
  let last = 0;
  const now = () => {
    const t = Date.now();
    last = t > last ? t : last + 1;
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
