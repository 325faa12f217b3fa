import type { Deps } from "../../deps";
import type { Actor } from "../../auth/actor";
import { AppError, ConflictError, ValidationError } from "../../errors";
import type { ListResult } from "../../db/paging";
import { writeTombstone } from "../../db/tombstones";
import { assertIfMatch } from "../../http/etag";
import { newId } from "../../lib/ids";
import { checkUrl, createUrlPolicy } from "../../egress";
import { visibleFile } from "../files/files.service";
import {
  childrenOf,
  deleteImportRow,
  findImport,
  IN_FLIGHT,
  importsPage,
  inFlightCount,
  insertImport,
  insertReport,
  workingSet,
  type ImportRow,
} from "./imports.repo";
import { presentImport, readProgress } from "./imports.present";
import type { ArchiveQuery, CreateImportInput, ImportOut, ReportInput } from "./imports.schemas";
import { emitUpdated, enqueueImportJob, FRESH_ATTEMPTS, progressOf, settleBatch, transition } from "./imports.state";
import { checkArchiveUpload } from "./archive/run";

/** The import if the actor may see it (imports are private to their owner), else 404. */
function visibleImport(deps: Deps, actor: Actor, id: string): ImportRow {
  return deps.access.authorize(actor, "read", "import", findImport(deps.db.sqlite, id));
}

/** Check referenced files before anything is written: visible (else 404) and of the right kind (else 400 with the path). */
function checkFiles(deps: Deps, actor: Actor, body: CreateImportInput): void {
  if (body.type === "archive") {
    (body.file_ids ?? []).forEach((id, i) => {
      const problem = checkArchiveUpload(deps, actor.userId, id);
      if (problem) throw new ValidationError([{ type: "field", path: `file_ids.${i}`, msg: problem, location: "body", value: id }]);
    });
    return;
  }
  (body.file_ids ?? []).forEach((id, i) => {
    const row = visibleFile(deps, actor.userId, id);
    if (!row.content_type.startsWith("image/")) {
      throw new ValidationError([{ type: "field", path: `file_ids.${i}`, msg: "Must be an image file", location: "body", value: id }]);
    }
  });
  if (body.text_file_id) {
    const row = visibleFile(deps, actor.userId, body.text_file_id);
    if (!row.content_type.startsWith("text/")) {
      throw new ValidationError([{ type: "field", path: "text_file_id", msg: "Must be a plain-text file", location: "body", value: body.text_file_id }]);
    }
  }
}

/**
 * Plain http is for the family's own servers only: a web import's http URL must name a host listed in
 * IMPORT_ALLOWED_HOSTS (the egress guard enforces the same rule on every hop; this answers 400 up front).
 */
function checkScheme(deps: Deps, body: CreateImportInput): void {
  if (body.url === undefined) return;
  if (new URL(body.url).protocol !== "http:") return;
  try {
    checkUrl(body.url, createUrlPolicy(deps.config.imports.allowedHosts, true));
    return;
  } catch {
    // Refused below, with the field named.
  }
  throw new ValidationError([
    { type: "field", path: "url", msg: "Must be an https URL (plain http only for hosts listed in IMPORT_ALLOWED_HOSTS)", location: "body", value: body.url },
  ]);
}

/** How long a client told "too many imports" should wait before asking again (a fetch ends within ~20 s). */
const QUEUE_FULL_RETRY_AFTER_S = 30;

/**
 * The per-user cap on imports waiting or running (IMPORT_MAX_QUEUED_PER_USER): 429 with Retry-After, like any
 * other "slow down" answer of the contract. 429 rather than 409 because nothing is wrong with the request or the
 * record; the same request succeeds once some of the user's imports have finished.
 */
function checkQueueRoom(deps: Deps, userId: string): void {
  const max = deps.config.imports.maxQueuedPerUser;
  if (inFlightCount(deps.db.sqlite, userId) < max) return;
  throw new AppError(429, `You already have ${max} imports waiting or running; try again when some have finished`, {
    "Retry-After": String(QUEUE_FULL_RETRY_AFTER_S),
  });
}

/** A fresh pending import row (children of a batch pass their parent and position). */
export function newImportRow(deps: Deps, userId: string, fields: Partial<ImportRow> & Pick<ImportRow, "type">): ImportRow {
  const now = deps.clock.stamp();
  return {
    id: newId(),
    user_id: userId,
    status: "pending",
    url: null,
    file_id: null,
    file_ids: "[]",
    text: null,
    text_file_id: null,
    source_url: null,
    source_section: null,
    recipe_id: null,
    batch_id: null,
    batch_position: null,
    error: null,
    progress: JSON.stringify(progressOf("queued")),
    processing_started_at: null,
    source_descriptor: null,
    source_v2_id: null,
    source_page: null,
    job_id: null,
    created_at: now,
    updated_at: now,
    warnings: "[]",
    attempts: 0,
    next_attempt_at: null,
    failure_reason: null,
    ...fields,
  };
}

/** POST /api/imports: the row and its job in one transaction (a crash cannot leave one without the other). */
export function createImport(deps: Deps, actor: Actor, body: CreateImportInput): ImportOut {
  checkScheme(deps, body);
  checkFiles(deps, actor, body);
  const fileIds = body.file_ids ?? [];
  return deps.db.tx(() => {
    checkQueueRoom(deps, actor.userId);
    const row = newImportRow(deps, actor.userId, {
      type: body.type,
      url: body.url ?? null,
      file_ids: JSON.stringify(fileIds),
      file_id: body.type === "media" ? (fileIds[0] ?? null) : null,
      text: body.text ?? null,
      text_file_id: body.text_file_id ?? null,
    });
    row.job_id = enqueueImportJob(deps, row);
    insertImport(deps.db.sqlite, row);
    emitUpdated(deps, row, {});
    return presentImport(row);
  });
}

export function getImport(deps: Deps, actor: Actor, id: string): ImportOut {
  return presentImport(visibleImport(deps, actor, id));
}

/** GET /api/imports/working-set. */
export function getWorkingSet(deps: Deps, actor: Actor): { items: ImportOut[] } {
  return { items: workingSet(deps.db.sqlite, actor.userId).map(presentImport) };
}

/** GET /api/imports/v2: every import of the caller, newest first, cursor pages, filters, delta sync. */
export function listArchive(deps: Deps, actor: Actor, q: ArchiveQuery): ListResult<"imports", ImportOut> {
  const page = importsPage(deps.db.sqlite, actor.userId, { status: q.status || undefined, type: q.type || undefined }, q, deps.clock.nowIso());
  const { rows, ...meta } = page;
  return { imports: rows.map(presentImport), ...meta };
}

/** GET /api/imports/{id}/children: the children of a batch parent in image order (empty for other imports). */
export function listChildren(deps: Deps, actor: Actor, id: string): { items: ImportOut[] } {
  const parent = visibleImport(deps, actor, id);
  return { items: childrenOf(deps.db.sqlite, parent.id).map(presentImport) };
}

/** Reset a finished import to pending with a new job; the attached source and found source URL stay. */
function resetForRetry(deps: Deps, row: ImportRow): void {
  const jobId = enqueueImportJob(deps, row);
  transition(deps, row, {
    status: "pending",
    error: null,
    recipe_id: null,
    warnings: [],
    ...(row.type === "archive" ? { recipe_ids: [] } : {}),
    progress: progressOf("queued"),
    processing_started_at: deps.clock.stamp(),
    job_id: jobId,
    ...FRESH_ATTEMPTS,
  });
}

/**
 * POST /api/imports/{id}/retry: a finished import (completed, failed or cancelled) goes back to pending with a new
 * job and a fresh retry budget; 409 while in flight. A retried batch parent retries its unfinished children.
 */
export function retryImport(deps: Deps, actor: Actor, id: string, ifMatch?: string): ImportOut {
  return deps.db.tx(() => {
    const row = visibleImport(deps, actor, id);
    assertIfMatch(ifMatch, row.updated_at);
    if (IN_FLIGHT.has(row.status)) throw new ConflictError("The import is still in flight");
    if (!row.batch_id) checkQueueRoom(deps, actor.userId);
    resetForRetry(deps, row);
    if (row.batch_id) settleBatch(deps, row.batch_id);
    return presentImport(findImport(deps.db.sqlite, row.id) ?? row);
  });
}

/** Cancel one in-flight import: status cancelled, its job cancelled (a running extraction is aborted). */
function cancelRow(deps: Deps, row: ImportRow): void {
  transition(deps, row, { status: "cancelled", progress: readProgress(row.progress) });
  if (row.job_id) deps.jobs.cancel(row.job_id);
}

/** POST /api/imports/{id}/cancel: in flight → cancelled (children of a batch too); 409 once terminal. */
export function cancelImport(deps: Deps, actor: Actor, id: string, ifMatch?: string): ImportOut {
  return deps.db.tx(() => {
    const row = visibleImport(deps, actor, id);
    assertIfMatch(ifMatch, row.updated_at);
    if (!IN_FLIGHT.has(row.status)) throw new ConflictError("The import already reached a terminal state");
    cancelRow(deps, row);
    for (const child of childrenOf(deps.db.sqlite, row.id)) if (IN_FLIGHT.has(child.status)) cancelRow(deps, child);
    if (row.batch_id) settleBatch(deps, row.batch_id);
    return presentImport(findImport(deps.db.sqlite, row.id) ?? row);
  });
}

/** POST /api/imports/{id}/report: one report per user of a completed import; 409 otherwise. */
export function reportImport(
  deps: Deps,
  actor: Actor,
  id: string,
  body: ReportInput,
): { import_id: string; reason: string; details: string; created_at: string } {
  return deps.db.tx(() => {
    const row = visibleImport(deps, actor, id);
    if (row.status !== "completed") throw new ConflictError("Only a completed import can be reported");
    const report = { import_id: row.id, user_id: actor.userId, reason: body.reason, details: body.details ?? "", created_at: deps.clock.stamp() };
    if (!insertReport(deps.db.sqlite, report)) throw new ConflictError("You already reported this import");
    deps.log.info("import reported", { importId: row.id, reason: body.reason });
    return { import_id: report.import_id, reason: report.reason, details: report.details, created_at: report.created_at };
  });
}

/** DELETE /api/imports/{id}: 409 while it (or a child of a batch) is in flight. The recipe it created stays. */
export function deleteImport(deps: Deps, actor: Actor, id: string, ifMatch?: string): void {
  deps.db.tx(() => {
    const row = visibleImport(deps, actor, id);
    assertIfMatch(ifMatch, row.updated_at);
    const children = childrenOf(deps.db.sqlite, row.id);
    if (IN_FLIGHT.has(row.status) || children.some((c) => IN_FLIGHT.has(c.status))) throw new ConflictError("The import is still in flight");
    const now = deps.clock.stamp();
    for (const c of children) writeTombstone(deps.db.sqlite, "import", c.id, row.user_id, now);
    writeTombstone(deps.db.sqlite, "import", row.id, row.user_id, now);
    deleteImportRow(deps.db.sqlite, row.id);
    if (row.batch_id) {
      if (!findImport(deps.db.sqlite, row.batch_id)) return;
      settleBatch(deps, row.batch_id);
    }
  });
}
