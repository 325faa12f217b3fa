import { abortError, FileError } from "./errors";

/** Options of a serial queue. */
export interface SerialQueueOptions {
  /** Tasks allowed to wait behind the running one; more are refused with FileError "busy". */
  maxPending?: number;
}

/** Runs async tasks strictly one at a time, in arrival order. */
export interface SerialQueue {
  /** Run `task` once every earlier task has settled. An aborted signal drops a task that has not started. */
  run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T>;
  /** Tasks waiting (not counting the running one). */
  readonly pending: number;
  /** True while a task runs. */
  readonly busy: boolean;
}

interface Waiter {
  start: () => void;
}

/**
 * A tiny FIFO mutex. Image decoding and OCR each hold hundreds of MB at peak, so on a Raspberry Pi
 * only one of a kind may run at once; the rest wait here instead of multiplying memory.
 */
export function createSerialQueue(options: SerialQueueOptions = {}): SerialQueue {
  const maxPending = options.maxPending ?? Number.POSITIVE_INFINITY;
  const waiting: Waiter[] = [];
  let running = false;

  const next = (): void => {
    const waiter = waiting.shift();
    if (waiter) waiter.start();
    else running = false;
  };

  const run = <T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T> => {
    if (signal?.aborted) return Promise.reject(abortError(signal));
    if (running && waiting.length >= maxPending) {
      return Promise.reject(new FileError("busy", "Too many tasks are waiting; try again shortly"));
    }
    return new Promise<T>((resolve, reject) => {
      const onAbort = (): void => {
        const index = waiting.indexOf(waiter);
        if (index >= 0) {
          waiting.splice(index, 1);
          reject(abortError(signal));
        }
      };
      const waiter: Waiter = {
        start: () => {
          signal?.removeEventListener("abort", onAbort);
          running = true;
          // The task gets its own try so a synchronous throw still releases the queue.
          let promise: Promise<T>;
          try {
            promise = task();
          } catch (err) {
            promise = Promise.reject(err);
          }
          promise.then(resolve, reject).finally(next);
        },
      };
      if (running) {
        waiting.push(waiter);
        signal?.addEventListener("abort", onAbort, { once: true });
      } else {
        waiter.start();
      }
    });
  };

  return {
    run,
    get pending() {
      return waiting.length;
    },
    get busy() {
      return running;
    },
  };
}
