import type { ImportRow } from "./imports.repo";
import { IMPORT_STAGES, type ImportOut, type ImportProgress } from "./imports.schemas";

/** The stored progress JSON, tolerating a damaged value (a record must always be presentable). */
export function readProgress(json: string): ImportProgress {
  try {
    const p = JSON.parse(json) as { stage?: unknown; percent?: unknown; done?: unknown; total?: unknown; message?: unknown };
    const stage = IMPORT_STAGES.find((s) => s === p.stage) ?? "queued";
    const out: ImportProgress = { stage, percent: typeof p.percent === "number" ? p.percent : 0 };
    if (typeof p.done === "number" && typeof p.total === "number") Object.assign(out, { done: p.done, total: p.total });
    if (typeof p.message === "string") out.message = p.message;
    return out;
  } catch {
    return { stage: "queued", percent: 0 };
  }
}

/** A JSON array of strings (ids, warnings), tolerating a damaged value. */
function readStrings(json: string): string[] {
  try {
    const v: unknown = JSON.parse(json);
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : [];
  } catch {
    return [];
  }
}

/**
 * imports row → the Import record (null columns omitted; internal fencing and descriptor columns never shown). The
 * pasted text is not echoed (it is not a field of the Import record, and lists would carry it 50 times).
 */
export function presentImport(r: ImportRow): ImportOut {
  const out: ImportOut = {
    id: r.id,
    user_id: r.user_id,
    type: r.type,
    status: r.status,
    file_ids: readStrings(r.file_ids),
    progress: readProgress(r.progress),
    created_at: r.created_at,
    updated_at: r.updated_at,
    attempts: r.attempts,
    warnings: readStrings(r.warnings ?? "[]"),
  };
  const optional = {
    url: r.url,
    file_id: r.file_id,
    text_file_id: r.text_file_id,
    source_url: r.source_url,
    source_section: r.source_section,
    source_v2_id: r.source_v2_id,
    recipe_id: r.recipe_id,
    batch_id: r.batch_id,
    error: r.error,
    processing_started_at: r.processing_started_at,
    next_attempt_at: r.next_attempt_at,
    failure_reason: r.failure_reason,
  };
  for (const [key, value] of Object.entries(optional)) {
    if (value !== null && value !== undefined) Object.assign(out, { [key]: value });
  }
  if (r.type === "archive" && r.status === "completed") out.recipe_ids = readStrings(r.recipe_ids ?? "[]");
  return out;
}
