/**
 * Lazy loader of the shipped food table (src/nutrition/data/foods.tsv.gz, built by
 * scripts/build-food-data.ts). Nothing is read at import time; the table is loaded on first use and
 * cached for the process.
 *
 * The table is kept compact: the decompressed TSV stays one string, each row is a few offsets into it and
 * its nutrients sit in one Float64Array. A `Food` object is only built for a row somebody asks for (the
 * matched foods of a recipe), never for all 7,660 rows: thousands of small objects with portion arrays
 * cost ~30 MB and most of the load time, the packed form about 2 MB and a few milliseconds.
 */
import fs from "node:fs";
import path from "node:path";
import type zlibModule from "node:zlib";
import { lazyBuiltin } from "../lib/lazy-builtin";
import { fileURLToPath } from "node:url";

const loadZlib = lazyBuiltin<typeof zlibModule>("node:zlib");
import type { Food, FoodPortion } from "./types";

const DATA_FILE = "foods.tsv.gz";

/** Nutrient slots per row, in file order: kcal, protein, fat, carbs, fiber, sugars, sodium (NaN = none). */
const NUTRIENTS = 7;

/** The packed table. Row numbers are 0..size-1 in file (NDB) order. */
export interface FoodTable {
  size: number;
  /** The whole decompressed TSV; rows and fields are offsets into it. */
  text: string;
  /** Start of each row's line. */
  rowStart: Uint32Array;
  /** Per row: start of description, end of description, end of common names, start/end of portions. */
  descStart: Uint32Array;
  descEnd: Uint32Array;
  commonEnd: Uint32Array;
  portionsStart: Uint32Array;
  portionsEnd: Uint32Array;
  /** Per row, NUTRIENTS values per 100 g. */
  nutrients: Float64Array;
  /** Refuse percent; negative when the refuse is bone or shell. */
  refuse: Float32Array;
  /** NDB number of each row as an integer ("01001" → 1001). */
  ndb: Int32Array;
  /** True when rows are in ascending NDB order (the build writes them so), allowing binary search. */
  sorted: boolean;
}

let cached: FoodTable | null = null;
let built: (Food | undefined)[] = [];
let overridePath: string | null = null;

/**
 * Points the loader at a specific data file (for a bundled build that copies it elsewhere).
 * Clears any cached table.
 */
export function setFoodDataPath(filePath: string): void {
  overridePath = filePath;
  cached = null;
  built = [];
}

/** Where the data file may be: explicit override, env, next to this module, or in a bundle's dist/. */
function candidatePaths(): string[] {
  const out: string[] = [];
  if (overridePath) out.push(overridePath);
  const env = process.env.NUTRITION_DATA_PATH;
  if (env) out.push(env);
  const here = path.dirname(fileURLToPath(import.meta.url));
  // Source layout (tsx, tests): src/nutrition/data/. Bundled layout: the build copies the file to
  // dist/data/ or dist/nutrition/data/ beside the bundle.
  out.push(path.join(here, "data", DATA_FILE));
  out.push(path.join(here, "nutrition", "data", DATA_FILE));
  out.push(path.join(process.cwd(), "src", "nutrition", "data", DATA_FILE));
  return out;
}

/**
 * Reads a plain decimal ("12.56") from text[from, to) without slicing a string; NaN when empty or not a
 * decimal. SR's value cells hold nothing else, and 50,000 cells read this way cost no garbage.
 */
function num(text: string, from: number, to: number): number {
  if (to <= from) return NaN;
  // Integer mantissa and one division: exact digits over a power of ten round exactly as Number() does.
  let mantissa = 0;
  let decimals = -1;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 46 && decimals < 0) decimals = 0;
    else if (c >= 48 && c <= 57 && mantissa < 1e15) {
      mantissa = mantissa * 10 + (c - 48);
      if (decimals >= 0) decimals++;
    } else return Number(text.slice(from, to));
  }
  return decimals > 0 ? mantissa / 10 ** decimals : mantissa;
}

/** Packs the TSV text of the data file (one food per line, 14 tab-separated fields). */
export function packFoodTable(text: string): FoodTable {
  let lines = 0;
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) lines++;
  const cap = lines + 1;
  const t: FoodTable = {
    size: 0,
    text,
    rowStart: new Uint32Array(cap),
    descStart: new Uint32Array(cap),
    descEnd: new Uint32Array(cap),
    commonEnd: new Uint32Array(cap),
    portionsStart: new Uint32Array(cap),
    portionsEnd: new Uint32Array(cap),
    nutrients: new Float64Array(cap * NUTRIENTS),
    refuse: new Float32Array(cap),
    ndb: new Int32Array(cap),
    sorted: true,
  };
  // bounds[k] = start of field k, bounds[k + 1] - 1 = its end (the tab or the line end).
  const bounds = new Uint32Array(16);
  let start = 0;
  let size = 0;
  while (start < text.length) {
    let end = text.indexOf("\n", start);
    if (end === -1) end = text.length;
    let fields = 1;
    bounds[0] = start;
    for (let i = text.indexOf("\t", start); i !== -1 && i < end && fields < 15; i = text.indexOf("\t", i + 1)) bounds[fields++] = i + 1;
    bounds[fields] = end + 1;
    const base = size * NUTRIENTS;
    let ok = fields >= 11;
    for (let k = 0; k < NUTRIENTS && ok; k++) {
      const v = num(text, bounds[4 + k] ?? 0, (bounds[5 + k] ?? 1) - 1);
      t.nutrients[base + k] = v;
      // SR has energy and macros for every food; a row without them is corrupt and left out.
      if (k < 4 && Number.isNaN(v)) ok = false;
    }
    const ndb = num(text, start, (bounds[1] ?? 1) - 1);
    if (ok && Number.isInteger(ndb)) {
      t.rowStart[size] = start;
      if (size > 0 && ndb <= (t.ndb[size - 1] ?? 0)) t.sorted = false;
      t.ndb[size] = ndb;
      t.descStart[size] = bounds[2] ?? 0;
      t.descEnd[size] = (bounds[3] ?? 1) - 1;
      t.commonEnd[size] = (bounds[4] ?? 1) - 1;
      t.portionsStart[size] = fields > 11 ? (bounds[11] ?? end) : end;
      t.portionsEnd[size] = fields > 11 ? (bounds[12] ?? end + 1) - 1 : end;
      const refusePct = fields > 12 ? num(text, bounds[12] ?? 0, (bounds[13] ?? 1) - 1) : NaN;
      const bone = fields > 13 && text.charCodeAt(bounds[13] ?? 0) === 98; // "b"
      t.refuse[size] = (Number.isNaN(refusePct) ? 0 : refusePct) * (bone ? -1 : 1);
      size++;
    }
    start = end + 1;
  }
  t.size = size;
  return t;
}

/** Returns the packed table, loading it on the first call. Throws if the data file is missing. */
export function foodTable(): FoodTable {
  if (cached) return cached;
  for (const p of candidatePaths()) {
    if (!fs.existsSync(p)) continue;
    // SR's text is plain ASCII: latin1 decoding is exact and keeps V8's compact one-byte string.
    cached = packFoodTable(loadZlib().gunzipSync(fs.readFileSync(p)).toString("latin1"));
    built = [];
    return cached;
  }
  throw new Error(`food data file ${DATA_FILE} not found (set NUTRITION_DATA_PATH)`);
}

/** Description of a row ("Garlic, raw"), without building its Food. */
export function descriptionAt(t: FoodTable, row: number): string {
  return t.text.slice(t.descStart[row], t.descEnd[row]);
}

/** Common names of a row (often empty). */
export function commonNamesAt(t: FoodTable, row: number): string {
  const from = (t.descEnd[row] ?? 0) + 1;
  const to = t.commonEnd[row] ?? from;
  return to > from ? t.text.slice(from, to) : "";
}

function portionsAt(t: FoodTable, row: number): FoodPortion[] {
  const out: FoodPortion[] = [];
  const cell = t.text.slice(t.portionsStart[row], t.portionsEnd[row]);
  if (cell === "") return out;
  for (const part of cell.split(";")) {
    const [amount, measure, grams] = part.split("|");
    const a = Number(amount);
    const g = Number(grams);
    if (measure && a > 0 && g > 0) out.push({ amount: a, measure, grams: g });
  }
  return out;
}

function nullable(n: number | undefined): number | null {
  return n === undefined || Number.isNaN(n) ? null : n;
}

/** The Food of a row, built on first request and kept (only the foods recipes use are ever built). */
export function foodAt(row: number): Food {
  const t = foodTable();
  const have = built[row];
  if (have) return have;
  const base = row * NUTRIENTS;
  const v = (k: number): number => t.nutrients[base + k] ?? 0;
  const from = t.rowStart[row] ?? 0;
  const refuse = t.refuse[row] ?? 0;
  const food: Food = {
    ndb_no: t.text.slice(from, t.text.indexOf("\t", from)),
    group: t.text.slice(t.text.indexOf("\t", from) + 1, (t.descStart[row] ?? 1) - 1),
    description: descriptionAt(t, row),
    commonNames: commonNamesAt(t, row),
    per100g: {
      kcal: v(0),
      protein: v(1),
      fat: v(2),
      carbs: v(3),
      fiber: nullable(t.nutrients[base + 4]),
      sugars: nullable(t.nutrients[base + 5]),
      sodium: nullable(t.nutrients[base + 6]),
    },
    portions: portionsAt(t, row),
    refusePct: Math.abs(refuse),
    refuseIsBone: refuse < 0,
  };
  built[row] = food;
  return food;
}

/** Row number of an NDB number ("01001"), or undefined. Binary search: the file is in NDB order. */
export function rowOfNdb(ndb: string): number | undefined {
  if (!/^\d{1,6}$/.test(ndb)) return undefined;
  const t = foodTable();
  const want = Number(ndb);
  if (!t.sorted) {
    const i = t.ndb.subarray(0, t.size).indexOf(want);
    return i === -1 ? undefined : i;
  }
  let lo = 0;
  let hi = t.size - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const v = t.ndb[mid] ?? 0;
    if (v === want) return mid;
    if (v < want) lo = mid + 1;
    else hi = mid - 1;
  }
  return undefined;
}

/** Parses the TSV text of the data file into Food records (all of them; for tools and tests). */
export function parseFoodTable(text: string): Food[] {
  const saved = { cached, built };
  cached = packFoodTable(text);
  built = [];
  try {
    return Array.from({ length: cached.size }, (_, i) => foodAt(i));
  } finally {
    cached = saved.cached;
    built = saved.built;
  }
}

/**
 * Every food of the table as Food records. Builds all 7,660 objects (tens of MB): for tools and tests
 * only; the matcher works on the packed table.
 */
export function loadFoods(): Food[] {
  const t = foodTable();
  return Array.from({ length: t.size }, (_, i) => foodAt(i));
}

/** True once the table has been loaded (used by measurements and tests of laziness). */
export function isFoodDataLoaded(): boolean {
  return cached !== null;
}

/** The food of an NDB number ("01001"), or undefined. */
export function foodByNdb(ndb: string): Food | undefined {
  const row = rowOfNdb(ndb);
  return row === undefined ? undefined : foodAt(row);
}
