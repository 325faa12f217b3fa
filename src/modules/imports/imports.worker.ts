/**
 * The worker side of an import: claim the import for this job, extract, and complete or fail it. Idempotent: the
 * job may run again after a crash; every write is fenced to the job that owns the import, and completion finds a
 * recipe this attempt already created instead of creating a second one.
 */
import type { Deps } from "../../deps";
import type { JobContext } from "../../jobs/define";
import { exponentialBackoff, RetryLaterError } from "../../jobs/define";
import { createNotification } from "../notifications/notify";
import { childrenOf, findImport, IN_FLIGHT, insertImport, type ImportRow } from "./imports.repo";
import { extractImport, ImportFailure, yieldToEventLoop, type Extraction } from "./imports.extract";
import { newImportRow } from "./imports.service";
import { enqueueImportJob, FRESH_ATTEMPTS, progressOf, settleBatch, transition } from "./imports.state";
import type { ImportStage } from "./imports.schemas";
import { createImportedRecipe, importedRecipeId } from "./imports.recipe";
import { attachProvenance } from "./imports.source";
import { enqueueImageJob } from "./imports.image";
import { runArchiveImport } from "./archive/run";

/** The message a user sees for a failure without a more specific one. */
const GENERIC_FAILURE = "The recipe could not be imported";
/** The reason of an import that waited longer than IMPORT_RETRY_BUDGET_SECONDS for a slot. */
export const WAITED_TOO_LONG = "The import waited too long for its turn; please try again later";

/** Move the import to failed with a human message; emits import.updated and import.failed. */
export function failImport(deps: Deps, importId: string, jobId: string, message: string): void {
  deps.db.tx(() => {
    const row = findImport(deps.db.sqlite, importId);
    if (!row) return;
    if (!transition(deps, row, { status: "failed", error: message, failure_reason: message, next_attempt_at: null, progress: progressOf("done") }, { jobId }))
      return;
    deps.events.emit(row.user_id, "import.failed", { id: row.id, error: message, failure_reason: message });
    if (row.batch_id) settleBatch(deps, row.batch_id);
  });
}

/** Create the recipe (once), attach provenance, complete the import, notify. One transaction. */
function completeImport(deps: Deps, importId: string, jobId: string, x: Extraction): void {
  deps.db.tx(() => {
    const row = findImport(deps.db.sqlite, importId);
    if (!row || row.job_id !== jobId || !IN_FLIGHT.has(row.status)) return;
    const recipeId = importedRecipeId(deps, row) ?? createImportedRecipe(deps, row, x);
    attachProvenance(deps, row, recipeId, x);
    const warnings = x.warnings ?? [];
    transition(
      deps,
      row,
      {
        status: "completed",
        recipe_id: recipeId,
        error: null,
        failure_reason: null,
        next_attempt_at: null,
        progress: progressOf("done"),
        source_url: row.source_url ?? x.sourceUrl ?? null,
        warnings,
      },
      { jobId },
    );
    // The warnings ride along, so an app watching the stream can show them without fetching the import.
    deps.events.emit(row.user_id, "import.completed", { id: row.id, recipe_id: recipeId, warnings });
    createNotification(deps, row.user_id, {
      type: "import_complete",
      title: "Recipe imported",
      // Someone who left the import screen learns from the notification that there is something to check.
      subtitle: warnings.length ? `${x.draft.title} (${warnings.length} warning${warnings.length > 1 ? "s" : ""} to check)` : x.draft.title,
      link: `/recipes/${recipeId}`,
      data: { import_id: row.id, recipe_id: recipeId },
    });
    enqueueImageJob(deps, row, recipeId, x.imageUrl);
    if (row.batch_id) settleBatch(deps, row.batch_id);
  });
}

/** image_batch: one child per image (created once), each with its own job; the parent waits for them. */
function fanOut(deps: Deps, parent: ImportRow, jobId: string): void {
  deps.db.tx(() => {
    const fresh = findImport(deps.db.sqlite, parent.id);
    if (!fresh || fresh.job_id !== jobId || !IN_FLIGHT.has(fresh.status)) return;
    const existing = childrenOf(deps.db.sqlite, parent.id);
    if (existing.length === 0) {
      const ids = JSON.parse(parent.file_ids) as string[];
      ids.forEach((fileId, position) => {
        const child = newImportRow(deps, parent.user_id, {
          type: "media",
          file_id: fileId,
          file_ids: JSON.stringify([fileId]),
          batch_id: parent.id,
          batch_position: position,
          source_descriptor: parent.source_descriptor,
          source_v2_id: parent.source_v2_id,
          source_section: parent.source_section,
          source_page: parent.source_page,
        });
        child.job_id = enqueueImportJob(deps, child);
        insertImport(deps.db.sqlite, child);
        transition(deps, child, { status: "pending", progress: progressOf("queued") });
      });
    } else {
      // A retried batch retries the children that did not complete.
      for (const child of existing) {
        if (child.status === "failed" || child.status === "cancelled") {
          transition(deps, child, {
            status: "pending",
            error: null,
            progress: progressOf("queued"),
            processing_started_at: deps.clock.stamp(),
            job_id: enqueueImportJob(deps, child),
            ...FRESH_ATTEMPTS,
          });
        }
      }
    }
    transition(deps, fresh, { status: "processing", progress: progressOf("extracting") }, { jobId });
    settleBatch(deps, parent.id);
  });
}

/** Would an attempt at `at` (epoch ms) fall outside the retry budget (counted from processing_started_at)? */
function pastBudget(deps: Deps, row: ImportRow, at: number): boolean {
  const started = row.processing_started_at ? Date.parse(row.processing_started_at) : deps.clock.now();
  return at - started >= deps.config.imports.retryBudgetSeconds * 1000;
}

/**
 * A transient failure: record its reason and the next try on the import (shown and sent in import.updated), then
 * hand the same delay to the runner. When that try would fall past the budget or the attempt cap, fail now instead
 * of promising a try that will never come.
 */
function retryLater(deps: Deps, row: ImportRow, ctx: JobContext, reason: string): void {
  const delay = exponentialBackoff(ctx.attempt);
  const at = deps.clock.now() + delay;
  if (pastBudget(deps, row, at) || ctx.attempt >= ctx.maxAttempts) {
    failImport(deps, row.id, ctx.jobId, reason);
    return;
  }
  const recorded = deps.db.tx(() =>
    transition(deps, row, { status: "processing", failure_reason: reason, next_attempt_at: new Date(at).toISOString() }, { jobId: ctx.jobId }),
  );
  if (recorded) throw new RetryLaterError(reason, delay);
}

/** The job handler of both import job types. */
export async function runImportJob(deps: Deps, importId: string, ctx: JobContext): Promise<void> {
  const row = findImport(deps.db.sqlite, importId);
  // Cancelled, retried under a new job, deleted or already finished: nothing to do.
  if (!row || row.job_id !== ctx.jobId || !IN_FLIGHT.has(row.status)) return;
  // Waited past its budget for a slot (since it was queued, or retried): say so rather than start a stale request.
  if (row.attempts === 0 && pastBudget(deps, { ...row, processing_started_at: row.processing_started_at ?? row.created_at }, deps.clock.now())) {
    failImport(deps, row.id, ctx.jobId, WAITED_TOO_LONG);
    return;
  }
  const claimed = deps.db.tx(() =>
    transition(
      deps,
      row,
      {
        status: "processing",
        processing_started_at: row.processing_started_at ?? deps.clock.stamp(),
        progress: progressOf(row.type === "web" ? "fetching" : "extracting"),
        attempts: row.attempts + 1,
        next_attempt_at: null,
      },
      { jobId: ctx.jobId },
    ),
  );
  if (!claimed) return;
  const current = findImport(deps.db.sqlite, importId) ?? row;
  if (current.type === "image_batch") {
    fanOut(deps, current, ctx.jobId);
    return;
  }
  if (current.type === "archive") {
    try {
      await runArchiveImport(deps, current, ctx);
    } catch (err) {
      const latest = findImport(deps.db.sqlite, importId);
      if (!latest || latest.job_id !== ctx.jobId || !IN_FLIGHT.has(latest.status)) return;
      if (err instanceof ImportFailure && err.permanent) return failImport(deps, importId, ctx.jobId, err.message);
      ctx.log.warn("archive import attempt failed", { importId, error: err instanceof Error ? err.message : String(err) });
      if (ctx.attempt >= ctx.maxAttempts) return failImport(deps, importId, ctx.jobId, "The archive could not be imported");
      throw err;
    }
    return;
  }
  let lastStage: ImportStage = row.type === "web" ? "fetching" : "extracting";
  const stage = (s: ImportStage) => {
    if (s === lastStage || ctx.signal.aborted) return;
    lastStage = s;
    deps.db.tx(() => transition(deps, current, { status: "processing", progress: progressOf(s) }, { jobId: ctx.jobId }));
  };
  try {
    const extraction = await extractImport(deps, current, ctx.signal, stage);
    if (ctx.signal.aborted) throw ctx.signal.reason instanceof Error ? ctx.signal.reason : new Error("aborted");
    stage("saving");
    await yieldToEventLoop();
    completeImport(deps, importId, ctx.jobId, extraction);
  } catch (err) {
    const latest = findImport(deps.db.sqlite, importId);
    if (!latest || latest.job_id !== ctx.jobId || !IN_FLIGHT.has(latest.status)) return;
    if (err instanceof ImportFailure && err.permanent) {
      failImport(deps, importId, ctx.jobId, err.message);
      return;
    }
    const message = err instanceof ImportFailure ? err.message : GENERIC_FAILURE;
    ctx.log.warn("import attempt failed", { importId, attempt: ctx.attempt, reason: message, error: err instanceof Error ? err.message : String(err) });
    // Transient: the runner retries after the recorded delay; the import stays processing.
    retryLater(deps, latest, ctx, message);
  }
}
