/**
 * How many labelled ingredient lines (corpus/ingredients/dev.jsonl) nutrition can count: the line parsed as an
 * import parses it, matched to an SR food and weighed. The rest are left out of a recipe's totals: unquantified
 * ("salt to taste"), optional, or a food SR lacks. Halves as in ./ingredients (an FNV-1a hash of the line), so
 * rules written against the tune half show whether they generalise.
 *
 * Usage: node --import tsx scripts/accuracy/food-coverage.ts [--show N] (N skip reasons of the tune half)
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { normalizeIngredient } from "../../src/lib/ingredients/format";
import { computeNutrition } from "../../src/nutrition/index";
import { halfOf, readLabelledLines, type Half } from "./ingredients";

export interface CoverageTally {
  lines: number;
  weighed: number;
}

export interface CoverageReport {
  total: CoverageTally;
  byHalf: Record<Half, CoverageTally>;
  /** Why tune-half lines were left out, most frequent first. */
  tuneReasons: Array<[string, number]>;
}

export async function runFoodCoverage(corpusDir: string): Promise<CoverageReport> {
  const lines = (await readLabelledLines(corpusDir)).map((l) => l.input);
  const total: CoverageTally = { lines: 0, weighed: 0 };
  const byHalf: Record<Half, CoverageTally> = { tune: { lines: 0, weighed: 0 }, held: { lines: 0, weighed: 0 } };
  const reasons = new Map<string, number>();
  for (const input of lines) {
    const half = halfOf(input);
    const result = computeNutrition([normalizeIngredient(input)], 1);
    const weighed = result.matched.length > 0 ? 1 : 0;
    for (const t of [total, byHalf[half]]) {
      t.lines++;
      t.weighed += weighed;
    }
    if (!weighed && half === "tune") {
      const reason = result.skipped[0]?.reason ?? "?";
      reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
    }
  }
  return { total, byHalf, tuneReasons: [...reasons].sort((a, b) => b[1] - a[1]) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const corpus = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../shared/corpus");
  const r = await runFoodCoverage(corpus);
  const pct = (t: CoverageTally) => `${((100 * t.weighed) / t.lines).toFixed(1)}% (${t.weighed}/${t.lines})`;
  console.log(`weighed: all ${pct(r.total)}, tune ${pct(r.byHalf.tune)}, held-out ${pct(r.byHalf.held)}`);
  const at = process.argv.indexOf("--show");
  const show = at === -1 ? 0 : Number(process.argv[at + 1]) || 0;
  for (const [reason, n] of r.tuneReasons.slice(0, show)) console.log(`${String(n).padStart(5)}  ${reason}`);
}
