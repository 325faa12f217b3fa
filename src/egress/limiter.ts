/**
 * A global cap on simultaneous outbound fetches (security.md 4.1 item 6): on a Raspberry Pi, a burst of imports or
 * a malicious page with hundreds of image URLs must not open hundreds of sockets and decoders at once.
 * Waiting for a slot honours the fetch's signal, so the total deadline also bounds queueing time.
 */
import { abortError } from "./errors";

/** Hands out at most `max` slots; `acquire` resolves with a release function. */
export interface Limiter {
  acquire(signal: AbortSignal): Promise<() => void>;
  /** Fetches currently holding a slot (for metrics). */
  readonly active: number;
}

/** Create a FIFO limiter with `max` slots. */
export function createLimiter(max: number): Limiter {
  if (!Number.isSafeInteger(max) || max < 1) throw new RangeError("maxConcurrent must be a positive integer");
  let active = 0;
  const waiters: Array<() => void> = [];

  const release = () => {
    const next = waiters.shift();
    // Hand the slot straight to the next waiter so `active` never dips and lets a newcomer jump the queue.
    if (next) next();
    else active--;
  };
  const once = () => {
    let done = false;
    return () => {
      if (done) return;
      done = true;
      release();
    };
  };

  return {
    get active() {
      return active;
    },
    acquire(signal) {
      if (signal.aborted) return Promise.reject(abortError(signal));
      if (active < max) {
        active++;
        return Promise.resolve(once());
      }
      return new Promise((resolve, reject) => {
        const grant = () => {
          signal.removeEventListener("abort", onAbort);
          resolve(once());
        };
        const onAbort = () => {
          const i = waiters.indexOf(grant);
          if (i !== -1) waiters.splice(i, 1);
          reject(abortError(signal));
        };
        waiters.push(grant);
        signal.addEventListener("abort", onAbort, { once: true });
      });
    },
  };
}
