/**
 * Nutrition accuracy against published per-serving figures of real recipe pages.
 * For every corpus/recipe-pages/<case>/expected.json with `nutrients` and a "N servings" yield, the
 * expected ingredient lines are parsed, computeNutrition runs, and each nutrient is compared with the
 * published value. Reports per nutrient the median absolute percentage error and the share within 20%.
 *
 * Measuring rules (about reading the published record, never about our figures):
 * - Servings: the yield "N servings"; when the yield counts something else ("8 cups"), the published
 *   servingSize when it counts people or servings ("8 People"). Otherwise the page is left out.
 * - A published energy above 2,000 kcal per serving (a whole day's) for a recipe of several servings is
 *   the whole recipe's: all its published figures are divided by the servings.
 * Both rules look only at the published data, so they cannot favour our estimate.
 *
 * Run: node --import tsx scripts/accuracy/nutrition.ts [corpusDir] [--verbose] [--bench]
 * --bench also measures the food table's first-load time and RSS, and computeNutrition time for a
 * 15-ingredient recipe (no corpus needed for that part).
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { normalizeIngredient } from "../../src/lib/ingredients/format";
import { computeNutrition } from "../../src/nutrition/index";
import type { NutritionResult } from "../../src/nutrition/index";
import { foodTable } from "../../src/nutrition/data-loader";
import { searchIndex } from "../../src/nutrition/search-index";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** Published key → our field. */
const KEYS = {
  calories: "calories",
  proteinContent: "protein_g",
  fatContent: "fat_g",
  carbohydrateContent: "carbs_g",
} as const;
type PublishedKey = keyof typeof KEYS;

/** One recipe's comparison. */
export interface CaseResult {
  case: string;
  servings: number;
  published: Partial<Record<PublishedKey, number>>;
  ours: Partial<Record<PublishedKey, number>>;
  /** Absolute percentage error per nutrient (0.1 = 10%). */
  error: Partial<Record<PublishedKey, number>>;
  matched: number;
  skipped: number;
}

/** Summary per nutrient. */
export interface NutrientSummary {
  n: number;
  medianAbsPctError: number;
  within20: number;
}

/**
 * Deterministic half of a case: "tune" or "holdout" by the first byte of sha256(case name). Rules are
 * studied on the tuning half only; the holdout half shows whether they generalise.
 */
export function halfOf(caseName: string): "tune" | "holdout" {
  return createHash("sha256").update(caseName).digest()[0] % 2 === 0 ? "tune" : "holdout";
}

/** The whole report. */
export interface Report {
  recipes: number;
  perNutrient: Record<PublishedKey, NutrientSummary>;
  cases: CaseResult[];
}

/** Reads the leading number of a published value ("143 kcal", "12.5 g", "1.066.7 kcal", "4 1/2"). */
export function publishedNumber(raw: string | undefined): number | undefined {
  if (!raw) return undefined;
  // "4 1/2" (g): a mixed number, not 4.
  const mixed = /^\s*(\d+)\s+(\d+)\/(\d+)\b/.exec(raw);
  if (mixed && Number(mixed[3]) > 0) return Number(mixed[1]) + Number(mixed[2]) / Number(mixed[3]);
  const m = /(\d+(?:[.,]\d+)*)/.exec(raw);
  if (!m) return undefined;
  let s = m[1];
  // "1.066.7": thousands separators followed by a decimal point.
  const dots = s.split(".").length - 1;
  if (dots > 1) s = s.replace(/\.(?=.*\.)/g, "");
  s = s.replace(",", ".");
  const n = Number(s);
  return Number.isFinite(n) ? n : undefined;
}

function median(xs: number[]): number {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

/** Servings of a page: "N servings" yield, else a servingSize counting people or servings ("8 People"). */
export function servingsOf(yields: string, servingSize: string | undefined): number | undefined {
  const ym = /^(\d+(?:\.\d+)?)\s+servings?$/i.exec(yields.trim());
  if (ym) return Number(ym[1]);
  const sm = /^(\d+)\s+(people|persons?|servings?|portions?)$/i.exec((servingSize ?? "").trim());
  return sm ? Number(sm[1]) : undefined;
}

/** Energy no single serving plausibly has: a published figure above it is the whole recipe's. */
const WHOLE_RECIPE_KCAL = 2000;

/** Published figures per serving (see the measuring rules at the top). */
export function publishedPerServing(nutrients: Record<string, string>, servings: number): Partial<Record<PublishedKey, number>> {
  const published: Partial<Record<PublishedKey, number>> = {};
  for (const k of Object.keys(KEYS) as PublishedKey[]) {
    const v = publishedNumber(nutrients[k]);
    if (v !== undefined && v > 0) published[k] = v;
  }
  const kcal = published.calories;
  if (kcal !== undefined && kcal > WHOLE_RECIPE_KCAL && servings > 1) {
    for (const k of Object.keys(published) as PublishedKey[]) {
      const v = published[k];
      if (v !== undefined) published[k] = v / servings;
    }
  }
  return published;
}

interface Expected {
  ingredients?: string[];
  yields?: string | null;
  nutrients?: Record<string, string> | null;
}

/** Runs the comparison over every recipe page of corpusDir that publishes nutrients and servings. */
export async function runNutritionAccuracy(corpusDir: string): Promise<Report> {
  const pagesDir = path.join(corpusDir, "recipe-pages");
  const cases: CaseResult[] = [];
  for (const dir of fs.readdirSync(pagesDir).sort()) {
    const file = path.join(pagesDir, dir, "expected.json");
    if (!fs.existsSync(file)) continue;
    const exp = JSON.parse(fs.readFileSync(file, "utf8")) as Expected;
    if (!exp.nutrients || !exp.ingredients || !exp.yields) continue;
    const servings = servingsOf(exp.yields, exp.nutrients.servingSize);
    if (servings === undefined) continue;
    const published = publishedPerServing(exp.nutrients, servings);
    if (published.calories === undefined) continue;
    const result: NutritionResult = computeNutrition(
      exp.ingredients.map((line) => normalizeIngredient(line)),
      servings,
    );
    const ours: Partial<Record<PublishedKey, number>> = {};
    const error: Partial<Record<PublishedKey, number>> = {};
    for (const k of Object.keys(KEYS) as PublishedKey[]) {
      ours[k] = result[KEYS[k]];
      const p = published[k];
      if (p !== undefined) error[k] = Math.abs(result[KEYS[k]] - p) / p;
    }
    cases.push({ case: dir, servings, published, ours, error, matched: result.matched.length, skipped: result.skipped.length });
  }
  return { recipes: cases.length, perNutrient: summarize(cases), cases };
}

/** Median error and share within 20% per nutrient over the given cases. */
export function summarize(cases: CaseResult[]): Record<PublishedKey, NutrientSummary> {
  const perNutrient = {} as Record<PublishedKey, NutrientSummary>;
  for (const k of Object.keys(KEYS) as PublishedKey[]) {
    const errs = cases.map((c) => c.error[k]).filter((e): e is number => e !== undefined);
    perNutrient[k] = {
      n: errs.length,
      medianAbsPctError: median(errs),
      within20: errs.length ? errs.filter((e) => e <= 0.2).length / errs.length : NaN,
    };
  }
  return perNutrient;
}

const BENCH_LINES = [
  "2 cups all-purpose flour",
  "1 cup granulated sugar",
  "2 large eggs",
  "1/2 cup unsalted butter, melted",
  "1 cup whole milk",
  "1 tsp baking powder",
  "1/2 tsp salt",
  "1 tsp vanilla extract",
  "2 cloves garlic, minced",
  "1 medium onion, chopped",
  "1 tbsp olive oil",
  "1 lb ground beef",
  "1 (14-ounce) can crushed tomatoes",
  "1/2 cup grated Parmesan cheese",
  "2 tbsp chopped fresh parsley",
];

/** Memory after a full collection when the process runs with --expose-gc (else as it stands). */
function memory(): { rss: number; heap: number } {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (gc) gc();
  const m = process.memoryUsage();
  return { rss: m.rss / 1048576, heap: m.heapUsed / 1048576 };
}

/**
 * Measures the food data's cost on first use, phase by phase (table, search index, first computation),
 * the memory it adds, and the warm per-recipe compute time; prints the figures. Run with
 * `node --expose-gc --import tsx ...` for retained-memory figures (tsx itself inflates the times).
 */
export function benchNutrition(): void {
  const ings = BENCH_LINES.map((line) => normalizeIngredient(line));
  const m0 = memory();
  const t0 = performance.now();
  const rows = foodTable().size;
  const t1 = performance.now();
  searchIndex();
  const t2 = performance.now();
  computeNutrition(ings, 4);
  const t3 = performance.now();
  const m1 = memory();
  const runs = 2000;
  const t4 = performance.now();
  for (let i = 0; i < runs; i++) computeNutrition(ings, 4);
  const perCallMs = (performance.now() - t4) / runs;
  console.log(
    `food table (${rows} foods): ${(t1 - t0).toFixed(1)} ms; search index: ${(t2 - t1).toFixed(1)} ms; first computation: ${(t3 - t2).toFixed(1)} ms; total ${(t3 - t0).toFixed(1)} ms`,
  );
  console.log(`memory added: RSS +${(m1.rss - m0.rss).toFixed(1)} MB, heap +${(m1.heap - m0.heap).toFixed(1)} MB`);
  console.log(`computeNutrition, 15 ingredients (warm): ${(perCallMs * 1000).toFixed(0)} µs per call`);
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.includes("--bench")) benchNutrition();
  const verbose = args.includes("--verbose");
  const corpusDir = args.find((a) => !a.startsWith("--")) ?? path.resolve(repoRoot, "../shared/corpus");
  if (!fs.existsSync(path.join(corpusDir, "recipe-pages"))) {
    console.log(`corpus not found at ${corpusDir}; skipping nutrition accuracy`);
    return;
  }
  const report = await runNutritionAccuracy(corpusDir);
  if (verbose) {
    for (const c of report.cases) {
      const e = c.error.calories ?? NaN;
      console.log(
        `${(e * 100).toFixed(0).padStart(5)}%  ours ${c.ours.calories} vs ${c.published.calories} kcal  m${c.matched}/s${c.skipped}  ${halfOf(c.case).padEnd(7)} ${c.case}`,
      );
    }
  }
  const print = (label: string, cases: CaseResult[], perNutrient: Record<PublishedKey, NutrientSummary>): void => {
    console.log(`${label}: ${cases.length} recipes`);
    for (const [k, s] of Object.entries(perNutrient)) {
      console.log(
        `  ${k.padEnd(20)} n=${String(s.n).padStart(3)}  median |err| ${(s.medianAbsPctError * 100).toFixed(1)}%  within 20%: ${(s.within20 * 100).toFixed(1)}%`,
      );
    }
  };
  for (const half of ["tune", "holdout"] as const) {
    const cases = report.cases.filter((c) => halfOf(c.case) === half);
    print(`half ${half}`, cases, summarize(cases));
  }
  print("recipes compared", report.cases, report.perNutrient);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
