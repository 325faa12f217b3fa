import { z } from "zod";
import { defineJob, exponentialBackoff, type JobDef } from "../../jobs/define";
import { findImport } from "./imports.repo";
import { IMPORT_ARCHIVE_JOB, IMPORT_JOB, IMPORT_OCR_JOB } from "./imports.state";
import { failImport, runImportJob } from "./imports.worker";

const payload = z.object({ importId: z.uuid() });

/**
 * Attempts are generous on purpose: the retry budget (IMPORT_RETRY_BUDGET_SECONDS from processing_started_at)
 * is what ends retrying; the attempt cap is only a backstop.
 */
const MAX_ATTEMPTS = 12;

/** When the runner gives up (attempts exhausted, or a crash in the handler itself), the import fails visibly. */
const onGiveUp: JobDef["onGiveUp"] = (deps, p: unknown, _error, ctx) => {
  const parsed = payload.safeParse(p);
  if (!parsed.success) return;
  const row = findImport(deps.db.sqlite, parsed.data.importId);
  if (row) failImport(deps, row.id, ctx.jobId, "The recipe could not be imported");
};

/** Web pages, social posts, text and batch fan-out: the default group (IMPORT_CONCURRENCY at once). */
export const importJob = defineJob({
  type: IMPORT_JOB,
  payload,
  maxAttempts: MAX_ATTEMPTS,
  timeoutMs: 120_000,
  backoffMs: exponentialBackoff,
  run: (deps, p, ctx) => runImportJob(deps, p.importId, ctx),
  onGiveUp,
});

/** Photo OCR: the "ocr" group, so one recognition runs at a time (memory stays bounded). */
export const importOcrJob = defineJob({
  type: IMPORT_OCR_JOB,
  group: "ocr",
  payload,
  maxAttempts: MAX_ATTEMPTS,
  timeoutMs: 300_000,
  backoffMs: exponentialBackoff,
  run: (deps, p, ctx) => runImportJob(deps, p.importId, ctx),
  onGiveUp,
});

/** Archive imports: the "archive" group (one at a time); long, since a family's library can hold thousands. */
export const importArchiveJob = defineJob({
  type: IMPORT_ARCHIVE_JOB,
  group: "archive",
  payload,
  maxAttempts: 3,
  timeoutMs: 60 * 60_000,
  backoffMs: exponentialBackoff,
  run: (deps, p, ctx) => runImportJob(deps, p.importId, ctx),
  onGiveUp,
});
