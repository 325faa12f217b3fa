import type Database from "better-sqlite3";
import { ValidationError } from "../../http/errors";
import { cachedStatement } from "../../http/list";
import { READ_COLUMNS, type RecipeReadRow } from "./recipes.repo";

/** At most this many words of a query count; more would only slow the match down. */
const MAX_TERMS = 12;

/**
 * Turn what a user typed into a safe FTS5 query: words only (letters and digits, as the unicode61 tokenizer sees
 * them), each a quoted prefix term, all required. Quotes, operators (AND/OR/NOT/NEAR), column filters and
 * parentheses cannot survive, so no input can inject FTS syntax or make the query fail. Null when no word remains.
 */
export function ftsQuery(input: string): string | null {
  const words = input.normalize("NFKC").match(/[\p{L}\p{N}\p{M}]+/gu) ?? [];
  const terms = words.slice(0, MAX_TERMS).map((w) => `"${w.slice(0, 64)}"*`);
  return terms.length > 0 ? terms.join(" ") : null;
}

/**
 * bm25 weights per column (title, subtitle, description, ingredients, instructions, tags, notes): a word in the
 * title says far more about a recipe than one in a step.
 */
const RANK = "bm25(recipe_search, 10.0, 4.0, 2.0, 3.0, 1.0, 5.0, 1.0)";

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
 * One page of ranked search results among recipes matching `where` (alias r, named params). Ranked results have
 * no stable keyset, so the cursor is an offset into the ranking.
 */
export function searchPage(
  db: Database.Database,
  match: string,
  where: string,
  params: Record<string, unknown>,
  limit: number,
  cursor: string | undefined,
): { rows: RecipeReadRow[]; next_cursor?: string } {
  const offset = cursor ? decodeSearchCursor(cursor) : 0;
  const sql = `SELECT ${READ_COLUMNS} FROM recipe_search JOIN recipe_search_docs d ON d.docid = recipe_search.rowid JOIN recipes r ON r.id = d.recipe_id
    WHERE recipe_search MATCH @match AND (${where}) ORDER BY ${RANK}, r.created_at DESC, r.id DESC LIMIT @lim OFFSET @off`;
  const rows = cachedStatement(db, sql).all({ ...params, match, lim: limit + 1, off: offset }) as RecipeReadRow[];
  if (rows.length > limit) {
    rows.length = limit;
    return { rows, next_cursor: encodeSearchCursor(offset + limit) };
  }
  return { rows };
}
