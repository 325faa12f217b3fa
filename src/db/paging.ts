import type Database from "better-sqlite3";
import { ValidationError } from "../errors";
import { cachedStatement } from "./statements";

/** The paging request every list takes (validated by the HTTP layer's list query schema). */
export interface ListQuery {
  limit: number;
  cursor?: string;
  since?: string;
}

export interface CursorPos {
  /** Sort timestamp (created_at, or updated_at in delta sync). */
  t: string;
  id: string;
  /** Mode, so that a cursor from one ordering is not used with the other. */
  m: "c" | "u";
}

export function encodeCursor(pos: CursorPos): string {
  return Buffer.from(JSON.stringify([pos.m, pos.t, pos.id])).toString("base64url");
}

export function decodeCursor(cursor: string, mode: "c" | "u"): CursorPos {
  const bad = () => new ValidationError([{ type: "field", path: "cursor", msg: "Invalid cursor", location: "query", value: cursor }]);
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    throw bad();
  }
  if (!Array.isArray(parsed) || parsed.length !== 3 || parsed[0] !== mode || typeof parsed[1] !== "string" || typeof parsed[2] !== "string") {
    throw bad();
  }
  return { m: mode, t: parsed[1], id: parsed[2] };
}

/** What a list query answers: rows of the page plus the list metadata. */
export interface Page<Row> {
  rows: Row[];
  next_cursor?: string;
  deleted?: { id: string; deleted_at: string }[];
  server_time?: string;
}

/** A list answer on the wire: the page's records under their collection's name, plus the list metadata. */
export type ListResult<Key extends string, Item> = { [K in Key]: Item[] } & Omit<Page<never>, "rows">;

export interface ListSpec {
  /** Table (or alias-qualified FROM clause), e.g. "recipes r". */
  from: string;
  /** Column list, e.g. "r.*". */
  select: string;
  /** Column prefix of the table for created_at/updated_at/id, e.g. "r.". */
  col?: string;
  /** SQL filter with named parameters, e.g. "r.user_id = @uid". */
  where: string;
  params: Record<string, unknown>;
  /** Tombstone entity and owner for delta sync. */
  tombstones?: { entity: string; userId: string };
  /**
   * Records the user sees through others (households): with `since`, a record that appeared for the user since then
   * comes back whatever its updated_at, and one that disappeared is reported in `deleted` (see auth/visibility.ts).
   */
  visibility?: { entity: string; userId: string };
}

/**
 * Keyset pagination shared by every list. Without `since`: newest first (created_at desc, id desc).
 * With `since`: updated_at >= since, oldest change first; a record changed while the client pages moves behind
 * the cursor, so it is seen on a later page. The last page carries the tombstones and `server_time`.
 */
export function listPage<Row extends { id: string; created_at: string; updated_at: string }>(
  db: Database.Database,
  spec: ListSpec,
  q: ListQuery,
  nowIso: string,
): Page<Row> {
  const c = spec.col ?? "";
  const delta = q.since !== undefined;
  const mode = delta ? "u" : "c";
  const params: Record<string, unknown> = { ...spec.params, lim: q.limit + 1 };
  const conds = [`(${spec.where})`];
  if (delta) {
    params.since = new Date(q.since as string).toISOString();
    if (spec.visibility) {
      params.vuid = spec.visibility.userId;
      params.vent = spec.visibility.entity;
      conds.push(
        `(${c}updated_at >= @since OR ${c}id IN (SELECT id FROM visibility_changes WHERE user_id = @vuid AND entity = @vent AND visible = 1 AND changed_at >= @since))`,
      );
    } else {
      conds.push(`${c}updated_at >= @since`);
    }
  }
  if (q.cursor) {
    const pos = decodeCursor(q.cursor, mode);
    params.ct = pos.t;
    params.cid = pos.id;
    conds.push(
      delta ? `(${c}updated_at > @ct OR (${c}updated_at = @ct AND ${c}id > @cid))` : `(${c}created_at < @ct OR (${c}created_at = @ct AND ${c}id < @cid))`,
    );
  }
  const order = delta ? `${c}updated_at ASC, ${c}id ASC` : `${c}created_at DESC, ${c}id DESC`;
  const sql = `SELECT ${spec.select} FROM ${spec.from} WHERE ${conds.join(" AND ")} ORDER BY ${order} LIMIT @lim`;
  const rows = cachedStatement(db, sql).all(params) as Row[];
  const page: Page<Row> = { rows };
  if (rows.length > q.limit) {
    rows.length = q.limit;
    const last = rows[rows.length - 1];
    page.next_cursor = encodeCursor({ m: mode, t: delta ? last.updated_at : last.created_at, id: last.id });
  }
  if (delta) {
    page.server_time = nowIso;
    if (!page.next_cursor && spec.tombstones) {
      page.deleted = cachedStatement(
        db,
        "SELECT id, deleted_at FROM tombstones WHERE entity = ? AND user_id = ? AND deleted_at >= ? ORDER BY deleted_at, id",
      ).all(spec.tombstones.entity, spec.tombstones.userId, params.since) as { id: string; deleted_at: string }[];
    }
    if (!page.next_cursor && spec.visibility) {
      const gone = cachedStatement(
        db,
        "SELECT id, changed_at AS deleted_at FROM visibility_changes WHERE user_id = ? AND entity = ? AND visible = 0 AND changed_at >= ? ORDER BY changed_at, id",
      ).all(spec.visibility.userId, spec.visibility.entity, params.since) as { id: string; deleted_at: string }[];
      if (gone.length > 0) {
        const seen = new Set((page.deleted ?? []).map((d) => d.id));
        const merged = [...(page.deleted ?? []), ...gone.filter((d) => !seen.has(d.id))];
        merged.sort((x, y) => (x.deleted_at === y.deleted_at ? (x.id < y.id ? -1 : 1) : x.deleted_at < y.deleted_at ? -1 : 1));
        page.deleted = merged;
      }
    }
  }
  return page;
}

/**
 * `listPage` over every column of one table for one user: `from` is "table alias", `where` a condition on that alias
 * with @uid; `equals` adds `alias.column = value` for each value given (column names are the caller's fixed code,
 * values are parameters). Tombstones of `entity` come along, and visibility changes too when `shared` (records seen
 * through households).
 */
export function userListPage<Row extends { id: string; created_at: string; updated_at: string }>(
  db: Database.Database,
  from: string,
  where: string,
  track: { entity: string; userId: string; shared?: boolean },
  q: ListQuery,
  nowIso: string,
  equals: Record<string, string | number | undefined> = {},
): Page<Row> {
  const alias = from.split(" ")[1];
  const conds = [where];
  const params: Record<string, unknown> = { uid: track.userId };
  for (const [column, value] of Object.entries(equals)) {
    if (value === undefined) continue;
    conds.push(`${alias}.${column} = @eq_${column}`);
    params[`eq_${column}`] = value;
  }
  const t = { entity: track.entity, userId: track.userId };
  const spec: ListSpec = { from, select: `${alias}.*`, col: `${alias}.`, where: conds.join(" AND "), params, tombstones: t };
  return listPage<Row>(db, track.shared ? { ...spec, visibility: t } : spec, q, nowIso);
}
