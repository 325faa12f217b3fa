/**
 * Lazy loader of the shipped food table (src/nutrition/data/foods.tsv.gz, built by
 * scripts/build-food-data.ts). Nothing is read at import time: the table costs a few MB and tens of
 * milliseconds, which start-up must not pay, so it is loaded on first use and cached for the process.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { fileURLToPath } from "node:url";
import type { Food, FoodPortion } from "./types";

const DATA_FILE = "foods.tsv.gz";

let cached: Food[] | null = null;
let overridePath: string | null = null;

/**
 * Points the loader at a specific data file (for a bundled build that copies it elsewhere).
 * Clears any cached table.
 */
export function setFoodDataPath(filePath: string): void {
  overridePath = filePath;
  cached = null;
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

function optNum(s: string | undefined): number | null {
  if (s === undefined || s === "") return null;
  const n = Number(s);
  return Number.isFinite(n) ? n : null;
}

function parsePortions(cell: string | undefined): FoodPortion[] {
  if (!cell) return [];
  const out: FoodPortion[] = [];
  for (const part of cell.split(";")) {
    const [amount, measure, grams] = part.split("|");
    const a = Number(amount);
    const g = Number(grams);
    if (measure && a > 0 && g > 0) out.push({ amount: a, measure, grams: g });
  }
  return out;
}

/** Parses the TSV text of the data file into Food records. */
export function parseFoodTable(text: string): Food[] {
  const foods: Food[] = [];
  for (const line of text.split("\n")) {
    if (line === "") continue;
    const c = line.split("\t");
    const kcal = optNum(c[4]);
    const protein = optNum(c[5]);
    const fat = optNum(c[6]);
    const carbs = optNum(c[7]);
    // SR has energy and macros for every food; a row without them is corrupt and left out.
    if (kcal === null || protein === null || fat === null || carbs === null) continue;
    foods.push({
      ndb_no: c[0],
      group: c[1],
      description: c[2],
      commonNames: c[3] ?? "",
      per100g: {
        kcal,
        protein,
        fat,
        carbs,
        fiber: optNum(c[8]),
        sugars: optNum(c[9]),
        sodium: optNum(c[10]),
      },
      portions: parsePortions(c[11]),
      refusePct: optNum(c[12]) ?? 0,
      refuseIsBone: c[13] === "b",
    });
  }
  return foods;
}

/** Returns the food table, loading it on the first call. Throws if the data file is missing. */
export function loadFoods(): Food[] {
  if (cached) return cached;
  for (const p of candidatePaths()) {
    if (!fs.existsSync(p)) continue;
    const text = zlib.gunzipSync(fs.readFileSync(p)).toString("utf8");
    cached = parseFoodTable(text);
    return cached;
  }
  throw new Error(`food data file ${DATA_FILE} not found (set NUTRITION_DATA_PATH)`);
}

/** True once the table has been loaded (used by measurements and tests of laziness). */
export function isFoodDataLoaded(): boolean {
  return cached !== null;
}
