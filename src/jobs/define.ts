import type { z } from "zod";
import type { Deps } from "../deps";
import type { Logger } from "../log";

/** What a running job handler receives besides its payload. */
export interface JobContext {
  jobId: string;
  /** 1 for the first attempt. */
  attempt: number;
  maxAttempts: number;
  /** Aborted on cancel, timeout or shutdown. */
  signal: AbortSignal;
  log: Logger;
}

/** Thrown by a handler for a failure that retrying cannot fix. */
export class PermanentJobError extends Error {}

/**
 * Thrown by a handler for a transient failure when it chose the delay itself (an import records its next try on the
 * record before throwing, so the runner must use that same delay rather than draw its own).
 */
export class RetryLaterError extends Error {
  constructor(
    message: string,
    readonly delayMs: number,
  ) {
    super(message);
    this.name = "RetryLaterError";
  }
}

/** A job type: declared once, leased, retried with backoff, and idempotent (it may run more than once). */
export interface JobDef<S extends z.ZodType = z.ZodType> {
  type: string;
  payload: S;
  maxAttempts: number;
  timeoutMs: number;
  /** Concurrency group: jobs of one group share its slot count (e.g. "ocr" runs one at a time). */
  group?: string;
  /** Delay before attempt n+1 after n failures. */
  backoffMs?: (failures: number) => number;
  run(deps: Deps, payload: z.output<S>, ctx: JobContext): Promise<void>;
  /** Called once when the job gives up (permanent error or attempts exhausted), e.g. to mark an import failed. */
  onGiveUp?(deps: Deps, payload: z.output<S>, error: Error, ctx: { jobId: string }): void;
}

/** Identity helper keeping the payload type. */
export function defineJob<S extends z.ZodType>(def: JobDef<S>): JobDef {
  return def as unknown as JobDef;
}

/** Exponential backoff with jitter: 1 s, 2 s, 4 s … capped at 5 minutes. */
export const exponentialBackoff = (failures: number): number => Math.min(300_000, 1000 * 2 ** Math.max(0, failures - 1)) * (0.75 + Math.random() * 0.5);
