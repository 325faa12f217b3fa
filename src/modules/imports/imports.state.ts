/**
 * The import state machine's shared moves: enqueueing a job for an import, stage/status changes with their events,
 * and settling a batch parent when its children finish. Every function here runs inside the caller's transaction.
 */
import type { Deps } from "../../deps";
import { childrenOf, findImport, IN_FLIGHT, patchImport, type ImportPatch, type ImportRow } from "./imports.repo";
import { readProgress } from "./imports.present";
import type { ImportProgress, ImportStage } from "./imports.schemas";

/** Job types: photo OCR runs in the "ocr" group (one at a time); everything else in "default". */
export const IMPORT_JOB = "import.run";
export const IMPORT_OCR_JOB = "import.ocr";
/** Archives run in their own group, one at a time: unpacking and re-encoding hundreds of photos is heavy. */
export const IMPORT_ARCHIVE_JOB = "import.archive";

/** Percent shown for each stage (a stage is a coarse step, not a measured fraction). */
const STAGE_PERCENT: Record<ImportStage, number> = { queued: 0, fetching: 10, extracting: 30, parsing: 70, saving: 90, done: 100 };

export const progressOf = (stage: ImportStage): ImportProgress => ({ stage, percent: STAGE_PERCENT[stage] });

/**
 * Enqueue the job that processes an import; returns the job id to store on the row (fencing). The user is the job's
 * fair key, so import slots are shared between users rather than taken in arrival order.
 */
export function enqueueImportJob(deps: Deps, row: Pick<ImportRow, "id" | "type" | "user_id">): string {
  return deps.jobs.enqueue(
    row.type === "media" ? IMPORT_OCR_JOB : row.type === "archive" ? IMPORT_ARCHIVE_JOB : IMPORT_JOB,
    { importId: row.id },
    { fairKey: row.user_id },
  );
}

/** A retried import starts counting again: no attempts, no pending try, no reason from the previous run. */
export const FRESH_ATTEMPTS = { attempts: 0, next_attempt_at: null, failure_reason: null } as const satisfies ImportPatch;

/**
 * `import.updated` with the record's status and progress, and its attempt feedback (attempts, next_attempt_at,
 * failure_reason) so a client shows "trying again at …, because …" without fetching the record; `warnings` too
 * when the patch sets them.
 */
export function emitUpdated(
  deps: Deps,
  row: Pick<ImportRow, "id" | "user_id" | "status" | "progress" | "attempts" | "next_attempt_at" | "failure_reason">,
  patch: ImportPatch,
): void {
  deps.events.emit(row.user_id, "import.updated", {
    id: row.id,
    status: patch.status ?? row.status,
    progress: patch.progress ?? readProgress(row.progress),
    attempts: patch.attempts ?? row.attempts,
    next_attempt_at: "next_attempt_at" in patch ? (patch.next_attempt_at ?? null) : row.next_attempt_at,
    failure_reason: "failure_reason" in patch ? (patch.failure_reason ?? null) : row.failure_reason,
    // When they change (a completion, a retry): an app moving on from a completed import first sees its warnings.
    ...(patch.warnings ? { warnings: patch.warnings } : {}),
  });
}

/** Apply a patch (fenced to a job when given) and emit import.updated; false when the fence refused it. */
export function transition(deps: Deps, row: ImportRow, patch: ImportPatch, fence?: { jobId: string }): boolean {
  if (!patchImport(deps.db.sqlite, row.id, patch, deps.clock.stamp(row.updated_at), fence)) return false;
  emitUpdated(deps, row, patch);
  return true;
}

/**
 * A batch parent is finished when none of its children is in flight: completed (pointing at the first recipe in
 * image order) when at least one child completed, else failed. Children still running keep it processing.
 */
export function settleBatch(deps: Deps, parentId: string): void {
  const parent = findImport(deps.db.sqlite, parentId);
  if (!parent || parent.type !== "image_batch" || parent.status === "cancelled") return;
  const children = childrenOf(deps.db.sqlite, parentId);
  if (children.length === 0) return;
  if (children.some((c) => IN_FLIGHT.has(c.status))) {
    if (!IN_FLIGHT.has(parent.status)) transition(deps, parent, { status: "processing", progress: progressOf("extracting"), error: null });
    return;
  }
  const first = children.find((c) => c.status === "completed" && c.recipe_id);
  const done = children.filter((c) => c.status === "completed").length;
  if (first?.recipe_id) {
    if (parent.status === "completed" && parent.recipe_id === first.recipe_id) return;
    transition(deps, parent, {
      status: "completed",
      recipe_id: first.recipe_id,
      progress: progressOf("done"),
      error: done < children.length ? `${children.length - done} of ${children.length} images gave no recipe` : null,
    });
    deps.events.emit(parent.user_id, "import.completed", { id: parent.id, recipe_id: first.recipe_id });
  } else if (parent.status !== "failed") {
    const error = "No recipe could be read from any of the images";
    transition(deps, parent, { status: "failed", recipe_id: null, progress: progressOf("done"), error });
    deps.events.emit(parent.user_id, "import.failed", { id: parent.id, error });
  }
}
