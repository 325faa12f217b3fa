/**
 * Failures of the extraction pool itself (as opposed to the extractors' own errors, which cross back unchanged).
 * Callers tell them apart by class: a timeout means the input is pathological and retrying would not help; a crash
 * or a full queue may pass.
 */

/** The task ran longer than the pool's timeout; its worker was ended. */
export class ExtractTimeoutError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ExtractTimeoutError";
  }
}

/** The worker thread died (crash, out of memory) while running the task. */
export class ExtractWorkerCrashedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ExtractWorkerCrashedError";
  }
}

/** Too many tasks are waiting already. */
export class ExtractQueueFullError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ExtractQueueFullError";
  }
}

/** The pool was closed (shutdown) before the task finished. */
export class ExtractPoolClosedError extends Error {
  constructor() {
    super("The extraction pool is closed");
    this.name = "ExtractPoolClosedError";
  }
}
