import type Database from "better-sqlite3";
import { selectFrom } from "../../db/select-from";
import { cachedStatement } from "../../db/statements";
import { userListPage, type ListQuery, type Page } from "../../db/paging";
import type { ImportProgress, ImportStatus, ImportType } from "./imports.schemas";
import { imports } from "../../db/schema";
import type { RowOf } from "../../db/rows";

/** A row of the imports table. */
export type ImportRow = RowOf<typeof imports, { type: ImportType; status: ImportStatus; warnings?: string; recipe_ids?: string }>;

/** Statuses in which a worker may still change the import. */
export const IN_FLIGHT: ReadonlySet<ImportStatus> = new Set(["pending", "processing"]);

/** How many imports the working set shows (the spec leaves the window size open). */
export const WORKING_SET_SIZE = 50;

export const findImport = (db: Database.Database, id: string): ImportRow | undefined => selectFrom(db, imports, "WHERE id = ?").get(id);

export function insertImport(db: Database.Database, row: ImportRow): void {
  cachedStatement(
    db,
    `INSERT INTO imports (id, user_id, type, status, url, file_id, file_ids, text, text_file_id, source_url, source_section, recipe_id, batch_id,
       batch_position, error, progress, processing_started_at, source_descriptor, source_v2_id, source_page, job_id, created_at, updated_at)
     VALUES (@id, @user_id, @type, @status, @url, @file_id, @file_ids, @text, @text_file_id, @source_url, @source_section, @recipe_id, @batch_id,
       @batch_position, @error, @progress, @processing_started_at, @source_descriptor, @source_v2_id, @source_page, @job_id, @created_at, @updated_at)`,
  ).run(row);
}

/** Fields a state change may set; absent keys are left as they are. */
export interface ImportPatch {
  status?: ImportStatus;
  progress?: ImportProgress;
  error?: string | null;
  recipe_id?: string | null;
  source_url?: string | null;
  source_section?: string | null;
  source_v2_id?: string | null;
  source_descriptor?: string | null;
  source_page?: string | null;
  processing_started_at?: string | null;
  job_id?: string | null;
  attempts?: number;
  next_attempt_at?: string | null;
  failure_reason?: string | null;
  recipe_ids?: string[];
  warnings?: string[];
}

const PATCHABLE = [
  "status",
  "progress",
  "error",
  "recipe_id",
  "source_url",
  "source_section",
  "source_v2_id",
  "source_descriptor",
  "source_page",
  "processing_started_at",
  "job_id",
  "attempts",
  "next_attempt_at",
  "failure_reason",
  "recipe_ids",
  "warnings",
] as const;
/** Columns stored as JSON text. */
const JSON_COLUMNS: ReadonlySet<string> = new Set(["progress", "recipe_ids", "warnings"]);

/**
 * Update an import. With `fence`, the update only applies while the import still belongs to that job and is in
 * flight: a cancelled, retried or deleted import ignores a late worker. Returns whether a row changed.
 */
export function patchImport(db: Database.Database, id: string, patch: ImportPatch, now: string, fence?: { jobId: string }): boolean {
  const sets: string[] = ["updated_at = @now"];
  const params: Record<string, unknown> = { id, now };
  for (const key of PATCHABLE) {
    if (!(key in patch)) continue;
    const value = patch[key];
    sets.push(`${key} = @${key}`);
    params[key] = JSON_COLUMNS.has(key) ? JSON.stringify(value ?? []) : (value ?? null);
  }
  let where = "id = @id";
  if (fence) {
    where += " AND job_id = @fence AND status IN ('pending', 'processing')";
    params.fence = fence.jobId;
  }
  return cachedStatement(db, `UPDATE imports SET ${sets.join(", ")} WHERE ${where}`).run(params).changes === 1;
}

/** The newest imports of a user by creation, plus the batch parents of children in that window (parents first by created_at). */
export function workingSet(db: Database.Database, userId: string): ImportRow[] {
  return cachedStatement(
    db,
    `WITH win AS (SELECT * FROM imports WHERE user_id = @uid ORDER BY created_at DESC, id DESC LIMIT @n)
     SELECT * FROM win
     UNION
     SELECT p.* FROM imports p WHERE p.user_id = @uid AND p.id IN (SELECT batch_id FROM win WHERE batch_id IS NOT NULL)
     ORDER BY created_at DESC, id DESC`,
  ).all({ uid: userId, n: WORKING_SET_SIZE }) as ImportRow[];
}

/** Children of a batch parent, in image order. */
export const childrenOf = (db: Database.Database, parentId: string): ImportRow[] =>
  selectFrom(db, imports, "WHERE batch_id = ? ORDER BY batch_position, created_at, id").all(parentId);

export const deleteImportRow = (db: Database.Database, id: string): void => {
  cachedStatement(db, "DELETE FROM imports WHERE id = ?").run(id);
};

/** Insert a report; false when this user already reported this import. */
export function insertReport(db: Database.Database, r: { import_id: string; user_id: string; reason: string; details: string; created_at: string }): boolean {
  return (
    cachedStatement(
      db,
      "INSERT OR IGNORE INTO import_reports (import_id, user_id, reason, details, created_at) VALUES (@import_id, @user_id, @reason, @details, @created_at)",
    ).run(r).changes === 1
  );
}

/** A user's imports waiting or running, batch children not counted (a batch is one request). */
export const inFlightCount = (db: Database.Database, userId: string): number =>
  (
    cachedStatement(db, "SELECT COUNT(*) AS n FROM imports WHERE user_id = ? AND status IN ('pending', 'processing') AND batch_id IS NULL").get(userId) as {
      n: number;
    }
  ).n;

export const importsOfUser = (db: Database.Database, userId: string): ImportRow[] =>
  selectFrom(db, imports, "WHERE user_id = ? ORDER BY created_at, id").all(userId);

export const reportsOfUser = (db: Database.Database, userId: string): unknown[] =>
  cachedStatement(db, "SELECT import_id, reason, details, created_at FROM import_reports WHERE user_id = ? ORDER BY created_at").all(userId);

/** How many imports are in each status. */
export const importCountsByStatus = (db: Database.Database): Record<string, number> =>
  Object.fromEntries(
    (cachedStatement(db, "SELECT status AS k, COUNT(*) AS n FROM imports GROUP BY status").all() as { k: string; n: number }[]).map((r) => [r.k, r.n]),
  );

/** One page of the user's imports, newest first, optionally of one status or type, with delta sync. */
export const importsPage = (db: Database.Database, userId: string, f: { status?: string; type?: string }, q: ListQuery, nowIso: string): Page<ImportRow> =>
  userListPage<ImportRow>(db, "imports i", "i.user_id = @uid", { entity: "import", userId }, q, nowIso, { status: f.status, type: f.type });
