/**
 * The token index the fuzzy matcher searches, built lazily the first time a name misses the alias table
 * (alias hits never pay for it). Packed as integer arrays: one token dictionary, each food's distinct
 * token ids in one flat Int32Array (CSR offsets), and posting lists the same way. Thousands of per-food
 * arrays or Sets of strings would cost tens of MB; this costs about 1 MB.
 */
import { descriptionAt, foodTable, type FoodTable } from "./data-loader";
import { singular } from "./text";

/** The packed index. Food rows are those of the FoodTable. */
export interface SearchIndex {
  table: FoodTable;
  /** Token text → id. */
  dict: Map<string, number>;
  /** Distinct token ids of description and common names: foodTok[foodOff[r] .. foodOff[r+1]). */
  foodOff: Uint32Array;
  foodTok: Int32Array;
  /** Token ids of the description's first comma segment ("Garlic" in "Garlic, raw"), same layout. */
  headOff: Uint32Array;
  headTok: Int32Array;
  /** 1 when the description names a brand (capitalised word), a poor stand-in for generic food. */
  branded: Uint8Array;
  /** Rows containing each token: post[postOff[id] .. postOff[id+1]). */
  postOff: Uint32Array;
  post: Int32Array;
  /** Inverse document frequency per token id. */
  idf: Float64Array;
}

let cached: SearchIndex | null = null;

function isWordChar(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 37; // a-z 0-9 %
}

/** Apostrophes and stars join the letters around them, as foldText does ("Hershey's" → "hersheys"). */
function isJoiner(c: number): boolean {
  return c === 39 || c === 96 || c === 42;
}

/**
 * Calls `each` with every word of lower-cased ASCII text[from, to) and its position, splitting as
 * tokens() in ./text does (word characters a-z, 0-9 and %; apostrophes removed; anything else separates).
 */
export function scanWords(text: string, from: number, to: number, each: (word: string, at: number) => void): void {
  let i = from;
  while (i < to) {
    while (i < to && !isWordChar(text.charCodeAt(i))) i++;
    if (i >= to) break;
    const begin = i;
    let word = "";
    let piece = i;
    while (i < to) {
      const c = text.charCodeAt(i);
      if (isWordChar(c)) i++;
      else if (isJoiner(c)) {
        word += text.slice(piece, i);
        piece = ++i;
      } else break;
    }
    word += text.slice(piece, i);
    if (word !== "") each(word, begin);
  }
}

/** Brand names are written in capitals in SR; these capitalised words are not brands. */
const NOT_BRANDS = /\b(NFS|NS|USDA|II|III)\b/g;
const BRAND = /\b[A-Z][A-Z'&]{2,}\b/;

function build(): SearchIndex {
  const table = foodTable();
  const n = table.size;
  const dict = new Map<string, number>();
  const idOf = (tok: string): number => {
    let id = dict.get(tok);
    if (id === undefined) {
      id = dict.size;
      dict.set(tok, id);
    }
    return id;
  };
  const foodOff = new Uint32Array(n + 1);
  const headOff = new Uint32Array(n + 1);
  const branded = new Uint8Array(n);
  const foodIds: number[] = [];
  const headIds: number[] = [];
  // One lower-cased copy of the text, scanned in place: no per-description strings, arrays or regex
  // passes, so building the index makes little garbage (which would otherwise show up as resident memory).
  const lower = table.text.toLowerCase();
  const addDistinct = (list: number[], from: number, id: number): void => {
    // Lists are ~10 long: a linear check is cheaper than a Set.
    for (let i = from; i < list.length; i++) if (list[i] === id) return;
    list.push(id);
  };
  for (let r = 0; r < n; r++) {
    const descStart = table.descStart[r] ?? 0;
    const descEnd = table.descEnd[r] ?? 0;
    const comma = lower.indexOf(",", descStart);
    const headEnd = comma === -1 || comma > descEnd ? descEnd : comma;
    const start = foodIds.length;
    const hstart = headIds.length;
    scanWords(lower, descStart, table.commonEnd[r] ?? descEnd, (word, at) => {
      const id = idOf(singular(word));
      addDistinct(foodIds, start, id);
      if (at < headEnd) addDistinct(headIds, hstart, id);
    });
    foodOff[r + 1] = foodIds.length;
    headOff[r + 1] = headIds.length;
    const desc = descriptionAt(table, r);
    branded[r] = BRAND.test(desc) && BRAND.test(desc.replace(NOT_BRANDS, "")) ? 1 : 0;
  }
  const foodTok = Int32Array.from(foodIds);
  // Posting lists in two passes: count, then fill (rows come out in ascending order).
  const v = dict.size;
  const counts = new Uint32Array(v + 1);
  for (const id of foodTok) counts[id + 1] = (counts[id + 1] ?? 0) + 1;
  const postOff = new Uint32Array(v + 1);
  for (let i = 1; i <= v; i++) postOff[i] = (postOff[i - 1] ?? 0) + (counts[i] ?? 0);
  const fill = postOff.slice(0, v);
  const post = new Int32Array(foodTok.length);
  for (let r = 0; r < n; r++) {
    for (let i = foodOff[r] ?? 0; i < (foodOff[r + 1] ?? 0); i++) {
      const id = foodTok[i] ?? 0;
      post[fill[id] ?? 0] = r;
      fill[id] = (fill[id] ?? 0) + 1;
    }
  }
  const idf = new Float64Array(v);
  for (let id = 0; id < v; id++) idf[id] = Math.log(1 + n / Math.max(1, (postOff[id + 1] ?? 0) - (postOff[id] ?? 0)));
  return { table, dict, foodOff, foodTok, headOff, headTok: Int32Array.from(headIds), branded, postOff, post, idf };
}

/** The search index, built on first use. */
export function searchIndex(): SearchIndex {
  const t = foodTable();
  if (!cached || cached.table !== t) cached = build();
  return cached;
}

/** Token ids of a food row. */
export function foodTokens(idx: SearchIndex, row: number): Int32Array {
  return idx.foodTok.subarray(idx.foodOff[row], idx.foodOff[row + 1]);
}

/** Head token ids of a food row. */
export function headTokens(idx: SearchIndex, row: number): Int32Array {
  return idx.headTok.subarray(idx.headOff[row], idx.headOff[row + 1]);
}

/** Rows whose tokens include the given token id. */
export function postings(idx: SearchIndex, id: number): Int32Array {
  return idx.post.subarray(idx.postOff[id], idx.postOff[id + 1]);
}

let headGroups: { table: FoodTable; groups: Map<string, number[]> } | null = null;

/**
 * Rows sharing the first part of the description, lower-cased ("yogurt" for "Yogurt, Greek, plain").
 * Grouped once, so finding a food's siblings does not scan all foods.
 */
export function rowsWithHead(head: string): number[] {
  const t = foodTable();
  if (!headGroups || headGroups.table !== t) {
    const groups = new Map<string, number[]>();
    for (let r = 0; r < t.size; r++) {
      const desc = descriptionAt(t, r);
      const comma = desc.indexOf(",");
      const key = (comma === -1 ? desc : desc.slice(0, comma)).toLowerCase();
      const list = groups.get(key);
      if (list) list.push(r);
      else groups.set(key, [r]);
    }
    headGroups = { table: t, groups };
  }
  return headGroups.groups.get(head) ?? [];
}
