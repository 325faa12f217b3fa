/**
 * A small pool of worker threads that run the extractors, so that parsing a web page (one synchronous block of tens
 * of milliseconds, more for a large page) never holds up HTTP requests on the main thread.
 *
 * Workers start on the first task and end after an idle period; the queue is bounded; each task has a timeout and
 * follows its AbortSignal. A task that must be abandoned mid-parse ends its worker (a parse cannot be interrupted
 * any other way) and the next task starts a fresh one. A worker that crashes or runs out of memory fails its task,
 * never the process.
 */
import type { Worker } from "node:worker_threads";
import { abortError } from "../files/errors";
import { isReplyMessage, reviveError, WORKER_READY, type ExtractResult, type ExtractTask, type ReplyMessage, type TaskMessage } from "./protocol";
import { ExtractPoolClosedError, ExtractQueueFullError, ExtractTimeoutError, ExtractWorkerCrashedError } from "./errors";
import { spawnWorker } from "./spawn";

/** Options of an extraction pool; every field has a default suited to a small 2-core appliance. */
export interface ExtractPoolOptions {
  /** Worker threads at most (default 1: the OCR worker is a separate thread on the same 2 cores). */
  size?: number;
  /** Tasks waiting for a worker at most; more are refused with ExtractQueueFullError (default 64). */
  maxQueue?: number;
  /** Longest a task may run in a worker, start-up included (default 30 s). */
  timeoutMs?: number;
  /** End a worker after this long without work (default 30 s). */
  idleMs?: number;
  /** Heap limit of each worker; a page that needs more fails alone (default 256 MB). */
  maxHeapMb?: number;
  /** The worker script; defaults to the extract worker beside this module (source) or beside the bundle. */
  workerUrl?: URL;
  /** Diagnostic messages (worker start, stop, crash). */
  log?: (message: string) => void;
}

/** Counters for tests and diagnostics. */
export interface ExtractPoolStats {
  /** Worker threads alive now. */
  workers: number;
  /** Tasks running now. */
  running: number;
  /** Tasks waiting for a worker. */
  queued: number;
  /** Worker threads started since the pool was created. */
  started: number;
}

/** The pool's interface. */
export interface ExtractPool {
  /** Run one extraction in a worker. Rejects with the extractor's own error, or a pool error, or AbortError. */
  run<T extends ExtractTask>(task: T, signal?: AbortSignal): Promise<ExtractResult<T>>;
  /** End every worker and refuse further tasks; queued and running tasks reject with ExtractPoolClosedError. */
  close(): Promise<void>;
  /** Current counters. */
  stats(): ExtractPoolStats;
  /** End workers that have nothing to do now (before a memory-hungry step such as OCR). */
  trimIdle(): void;
}

interface Pending {
  id: number;
  task: ExtractTask;
  signal?: AbortSignal;
  settle(err: Error | null, value?: unknown): void;
}

interface Slot {
  worker: Worker;
  current: Pending | null;
  timer: NodeJS.Timeout | null;
  idleTimer: NodeJS.Timeout | null;
  /** Set once the slot is being torn down, so its exit is not reported twice. */
  gone: boolean;
  /** The worker's code is loaded (it said WORKER_READY); until then a task waits without its timeout running. */
  ready: boolean;
}

const noop = (): void => {};
/** How long a new worker may take to load its code before it is given up. */
const START_TIMEOUT_MS = 120_000;

/** Create an extraction pool. Nothing starts until the first task. */
export function createExtractPool(options: ExtractPoolOptions = {}): ExtractPool {
  const size = Math.max(1, options.size ?? 1);
  const maxQueue = Math.max(0, options.maxQueue ?? 64);
  const timeoutMs = options.timeoutMs ?? 30_000;
  const idleMs = options.idleMs ?? 30_000;
  const maxHeapMb = options.maxHeapMb ?? 256;
  const log = options.log ?? noop;
  const slots = new Set<Slot>();
  const queue: Pending[] = [];
  let nextId = 1;
  let started = 0;
  let closed = false;

  /** Tear a slot down: its worker ends, its task (if any) fails with `err`. */
  const retire = (slot: Slot, err: Error | null): void => {
    if (slot.gone) return;
    slot.gone = true;
    slots.delete(slot);
    if (slot.timer) clearTimeout(slot.timer);
    if (slot.idleTimer) clearTimeout(slot.idleTimer);
    const task = slot.current;
    slot.current = null;
    if (task) task.settle(err ?? new ExtractWorkerCrashedError("The extraction worker stopped"));
    slot.worker.terminate().then(noop, noop);
    // Work that was waiting gets a fresh worker.
    dispatch();
  };

  const finish = (slot: Slot): void => {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.current = null;
    dispatch();
    if (!slot.current && !slot.gone) {
      // Idle: let the process exit without waiting for this thread, and end it if nothing comes.
      slot.worker.unref();
      slot.idleTimer = setTimeout(() => {
        log("extract: stopping idle worker");
        retire(slot, null);
      }, idleMs);
      slot.idleTimer.unref();
    }
  };

  const onReply = (slot: Slot, message: unknown): void => {
    if (!isReplyMessage(message)) return;
    const task = slot.current;
    if (!task || task.id !== message.id) return;
    const reply: ReplyMessage = message;
    finish(slot);
    if (reply.ok) task.settle(null, reply.value);
    else task.settle(reviveError(reply.error));
  };

  const startSlot = (): Slot => {
    const worker = spawnWorker(options.workerUrl, { maxOldGenerationSizeMb: maxHeapMb });
    started++;
    log("extract: starting worker");
    const slot: Slot = { worker, current: null, timer: null, idleTimer: null, gone: false, ready: false };
    // A cold start (loading the extractors; seconds on a slow board or a busy machine) is not the task's time, but
    // a worker that never becomes ready is retired after its own, longer bound.
    const startTimer = setTimeout(
      () => retire(slot, new ExtractWorkerCrashedError("The extraction worker did not start")),
      Math.max(timeoutMs, START_TIMEOUT_MS),
    );
    startTimer.unref();
    worker.on("message", (message: unknown) => {
      if (message !== WORKER_READY) return onReply(slot, message);
      clearTimeout(startTimer);
      slot.ready = true;
      if (slot.current) armTimeout(slot);
    });
    worker.once("exit", () => clearTimeout(startTimer));
    worker.on("messageerror", (err: Error) => {
      const task = slot.current;
      if (!task) return;
      finish(slot);
      task.settle(new ExtractWorkerCrashedError(`The extraction result could not be read: ${err.message}`));
    });
    worker.on("error", (err: Error) => {
      log(`extract: worker crashed (${err.message})`);
      retire(slot, new ExtractWorkerCrashedError(`The extraction worker crashed: ${err.message}`));
    });
    worker.on("exit", (code: number) => {
      if (!slot.gone) log(`extract: worker exited (${code})`);
      retire(slot, new ExtractWorkerCrashedError(`The extraction worker exited (${code})`));
    });
    slots.add(slot);
    return slot;
  };

  const armTimeout = (slot: Slot): void => {
    slot.timer = setTimeout(() => retire(slot, new ExtractTimeoutError(`Extraction took longer than ${timeoutMs} ms`)), timeoutMs);
  };

  const assign = (slot: Slot, task: Pending): void => {
    if (slot.idleTimer) clearTimeout(slot.idleTimer);
    slot.idleTimer = null;
    slot.current = task;
    // Busy: keep the process alive until the answer arrives.
    slot.worker.ref();
    if (slot.ready) armTimeout(slot);
    const message: TaskMessage = { id: task.id, task: task.task };
    slot.worker.postMessage(message);
  };

  function dispatch(): void {
    if (closed) return;
    while (queue.length > 0) {
      let free: Slot | undefined;
      for (const slot of slots) if (!slot.current && !slot.gone) free = slot;
      if (!free && slots.size < size) {
        try {
          free = startSlot();
        } catch (err) {
          // A worker that cannot even be created (bad options, no threads left) fails what waits, not the caller's stack.
          const reason = new ExtractWorkerCrashedError(`The extraction worker could not start: ${err instanceof Error ? err.message : String(err)}`);
          for (const task of queue.splice(0)) task.settle(reason);
          return;
        }
      }
      if (!free) return;
      const task = queue.shift();
      if (task) assign(free, task);
    }
  }

  const run = <T extends ExtractTask>(task: T, signal?: AbortSignal): Promise<ExtractResult<T>> =>
    new Promise<ExtractResult<T>>((resolve, reject) => {
      if (closed) return reject(new ExtractPoolClosedError());
      if (signal?.aborted) return reject(abortError(signal));
      // Tasks wait only while every worker is busy, so the bound applies to waiting tasks alone.
      if (queue.length >= maxQueue && busyCount() >= size) return reject(new ExtractQueueFullError(`More than ${maxQueue} extractions are waiting`));
      let done = false;
      const onAbort = (): void => {
        const waiting = queue.indexOf(pending);
        if (waiting >= 0) {
          queue.splice(waiting, 1);
          pending.settle(abortError(signal));
          return;
        }
        // Running: the parse cannot be interrupted, so its worker goes.
        for (const slot of slots) if (slot.current === pending) retire(slot, abortError(signal));
      };
      const pending: Pending = {
        id: nextId++,
        task,
        signal,
        settle(err, value) {
          if (done) return;
          done = true;
          signal?.removeEventListener("abort", onAbort);
          if (err) reject(err);
          else resolve(value as ExtractResult<T>);
        },
      };
      signal?.addEventListener("abort", onAbort, { once: true });
      queue.push(pending);
      dispatch();
    });

  function busyCount(): number {
    let n = 0;
    for (const slot of slots) if (slot.current) n++;
    return n;
  }

  return {
    run,
    async close() {
      if (closed) return;
      closed = true;
      for (const task of queue.splice(0)) task.settle(new ExtractPoolClosedError());
      const exits = [...slots].map((slot) => {
        const exited = new Promise<void>((resolve) => slot.worker.once("exit", () => resolve()));
        retire(slot, new ExtractPoolClosedError());
        return exited;
      });
      await Promise.all(exits);
    },
    stats: () => ({ workers: slots.size, running: busyCount(), queued: queue.length, started }),
    trimIdle: () => {
      if (queue.length > 0) return;
      for (const slot of [...slots]) if (!slot.current) retire(slot, null);
    },
  };
}
