import type { Deps } from "../../deps";
import { ValidationError } from "../../errors";
import type { Db } from "../../db/client";
import { BoundedMap } from "../../lib/bounded-map";
import type { RecipeHead } from "./recipes.repo";
import { libraryStamps, rankedFilteredIds, rankedIds, recipeHeads } from "./recipes.search.repo";

/** At most this many words of a query count; more would only slow the match down. */
const MAX_TERMS = 12;

/** The indexed text columns (everything but `owner`). */
const CONTENT_COLUMNS = "{title subtitle description ingredients instructions tags notes}";

/**
 * Turn what a user typed into a safe FTS5 query: words only (letters and digits, as the unicode61 tokenizer sees
 * them), each a quoted prefix term, all required, limited to the content columns. Quotes, operators
 * (AND/OR/NOT/NEAR), column filters and parentheses cannot survive, so no input can inject FTS syntax or make the
 * query fail. Null when no word remains.
 */
export function ftsQuery(input: string): string | null {
  const words = input.normalize("NFKC").match(/[\p{L}\p{N}\p{M}]+/gu) ?? [];
  const terms = words.slice(0, MAX_TERMS).map((w) => `"${w.slice(0, 64)}"*`);
  return terms.length > 0 ? `${CONTENT_COLUMNS} : (${terms.join(" ")})` : null;
}

/** The owner token the triggers index for a user ('u' || hex(user_id), as SQLite's hex() writes it). */
export function ownerTerm(userId: string): string {
  return `owner : "u${Buffer.from(userId, "utf8").toString("hex").toUpperCase()}"`;
}

export function encodeSearchCursor(offset: number): string {
  return Buffer.from(JSON.stringify(["s", offset])).toString("base64url");
}

export function decodeSearchCursor(cursor: string): number {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    parsed = null;
  }
  if (!Array.isArray(parsed) || parsed[0] !== "s" || !Number.isSafeInteger(parsed[1]) || (parsed[1] as number) < 0) {
    throw new ValidationError([{ type: "field", path: "cursor", msg: "Invalid cursor", location: "query", value: cursor }]);
  }
  return parsed[1] as number;
}

/**
 * Ranked id windows of recent searches, one per app instance (deps.caches.searchRanks): search-as-you-type and
 * paging repeat the same queries. Keys carry the owner's library version, so a change never needs an invalidation.
 */
export type SearchRankCache = BoundedMap<string, string[]>;
const RANK_CACHE_MAX = 500;

export function createSearchRankCache(): SearchRankCache {
  return new BoundedMap(RANK_CACHE_MAX);
}

/**
 * The caller's library version for the rank cache: any insert or update moves the newest updated_at, and every
 * deletion of a recipe writes a tombstone. Both are read from indexes in O(log n), without touching the rows.
 * Raw SQL on purpose: one statement with two scalar subqueries; as two drizzle prepared selects (drizzle has no
 * select without FROM) it measured 20 µs of CPU against 11 µs, about 3% of a search request.
 */
function libraryVersion(db: Db, ownerId: string): { key: string; latestMs: number } {
  const v = libraryStamps(db.sqlite, ownerId);
  const latest = Math.max(v.m ? Date.parse(v.m) : 0, v.d ? Date.parse(v.d) : 0);
  return { key: `${v.m ?? ""}/${v.d ?? ""}`, latestMs: latest };
}

function rankedOwnIds(db: Db, cache: SearchRankCache, ownerId: string, match: string, limit: number, offset: number): { id: string }[] {
  const version = libraryVersion(db, ownerId);
  const key = `${ownerId}\u0000${version.key}\u0000${match}\u0000${limit}\u0000${offset}`;
  const hit = cache.get(key);
  if (hit) return hit.map((id) => ({ id }));
  const ids = rankedIds(db.sqlite, `${ownerTerm(ownerId)} AND ${match}`, limit, offset);
  // Millisecond timestamps: only trust the version once the clock has moved past it (see recipes.cache.ts).
  if (Date.now() <= version.latestMs) return ids;
  cache.set(
    key,
    ids.map((r) => r.id),
  );
  return ids;
}

/**
 * One page of ranked search results. Ranked results have no stable keyset, so the cursor is an offset into the
 * ranking. Two steps: rank document ids only (cheap), then read the page's versions; the caller renders them
 * (through the render cache), so full rows are never built for matches outside the page.
 * - `ownerId` set: the caller's own recipes; FTS5 narrows to the owner token itself, no join per match. The ranked
 *   window is cached until the caller's library changes (ranking every match of a common word costs milliseconds).
 * - otherwise `where` (alias r, named params) filters the joined recipes (collection and tag filters).
 */
export function searchPage(
  deps: Pick<Deps, "db" | "caches">,
  match: string,
  filter: { ownerId: string } | { where: string; params: Record<string, unknown> },
  limit: number,
  cursor: string | undefined,
): { rows: RecipeHead[]; next_cursor?: string } {
  const db = deps.db;
  const offset = cursor ? decodeSearchCursor(cursor) : 0;
  let ids: { id: string }[];
  if ("ownerId" in filter) {
    ids = rankedOwnIds(db, deps.caches.searchRanks, filter.ownerId, match, limit + 1, offset);
  } else {
    ids = rankedFilteredIds(db.sqlite, match, filter.where, filter.params, limit + 1, offset);
  }
  let next_cursor: string | undefined;
  if (ids.length > limit) {
    ids.length = limit;
    next_cursor = encodeSearchCursor(offset + limit);
  }
  const rows = recipeHeads(
    db,
    ids.map((x) => x.id),
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  const ordered = ids.flatMap((x) => byId.get(x.id) ?? []);
  return next_cursor ? { rows: ordered, next_cursor } : { rows: ordered };
}
