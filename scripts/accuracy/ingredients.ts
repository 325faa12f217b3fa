/**
 * Ingredient-parser accuracy over the labelled lines in corpus/ingredients/dev.jsonl.
 *
 * Scoring (deliberately strict, see corpus/README.md section 2):
 *  - quantity: our quantity equals the first labelled quantity (±0.5 %), or both are absent;
 *  - unit: non-compound lines only; both sides resolved through normalizeUnit to a canonical form
 *    (unknown words compared lowercased), or both absent;
 *  - name: the set of normalised tokens (lowercase, punctuation dropped, a plural "s" removed)
 *    is equal. A softer token-overlap figure (Dice ≥ 0.8) is printed separately, labelled as such;
 *  - whole line: quantity, unit (when scored) and name all correct.
 *
 * Generality: every line is assigned, by an FNV-1a hash of its input text, to a "tune" half or a
 * "held" half. Rules are developed by reading failures of the tune half only (--show lists only
 * those); the held-out half tells whether a change generalises. Both halves are always reported.
 *
 * Usage: node --import tsx scripts/accuracy/ingredients.ts [--show N] [--field name] [--source bbc|cookstr|tastecooking]
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseIngredientLine, type ParsedIngredient } from "../../src/lib/ingredients/parse";
import { normalizeUnit } from "../../src/lib/units";

export interface CorpusLine {
  input: string;
  source: string;
  expected: { name: string | null; quantity: number | null; unit: string | null; is_optional: boolean };
  flags: { compound_quantity: boolean };
}

/** Counts for one slice of the corpus. */
export interface Tally {
  lines: number;
  quantity: number;
  unitScored: number;
  unit: number;
  name: number;
  nameFuzzy: number;
  optional: number;
  whole: number;
}

/** Which deterministic half of the corpus a line belongs to. */
export type Half = "tune" | "held";

/** Result of a run: totals, per-half and per-source tallies, and failing lines of the tune half. */
export interface Report {
  total: Tally;
  byHalf: Record<Half, Tally>;
  bySource: Record<string, Tally>;
  /** Failures of the tune half only, so the held-out half is never read while writing rules. */
  failures: Array<{ input: string; field: string; expected: unknown; got: unknown }>;
}

/**
 * Deterministic half of a line: FNV-1a over the UTF-16 code units of the input. Stable across
 * runs and machines, independent of the line's position in the file.
 */
export function halfOf(input: string): Half {
  let h = 0x811c9dc5;
  for (let i = 0; i < input.length; i++) {
    h ^= input.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h % 2 === 0 ? "tune" : "held";
}

function emptyTally(): Tally {
  return { lines: 0, quantity: 0, unitScored: 0, unit: 0, name: 0, nameFuzzy: 0, optional: 0, whole: 0 };
}

function nameTokens(name: string | null | undefined): Set<string> {
  const words = (name ?? "")
    .toLowerCase()
    .normalize("NFC")
    .replace(/[’']/g, "")
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((w) => (w.length > 3 && w.endsWith("s") && !w.endsWith("ss") ? w.slice(0, -1) : w));
  return new Set(words);
}

function sameSet(a: Set<string>, b: Set<string>): boolean {
  return a.size === b.size && [...a].every((x) => b.has(x));
}

function dice(a: Set<string>, b: Set<string>): number {
  if (a.size + b.size === 0) return 1;
  let both = 0;
  for (const x of a) if (b.has(x)) both++;
  return (2 * both) / (a.size + b.size);
}

function canonicalUnit(u: string | null | undefined): string | null {
  if (u === null || u === undefined || !u.trim()) return null;
  return normalizeUnit(u)?.canonical ?? u.trim().toLowerCase();
}

function quantityOk(expected: number | null, got: number | undefined): boolean {
  if (expected === null) return got === undefined;
  if (got === undefined) return false;
  return Math.abs(expected - got) <= Math.max(0.005 * Math.abs(expected), 1e-3);
}

/** The labelled lines of `<corpusDir>/ingredients/dev.jsonl`. */
export async function readLabelledLines(corpusDir: string): Promise<CorpusLine[]> {
  const file = path.join(corpusDir, "ingredients", "dev.jsonl");
  return (await fs.promises.readFile(file, "utf8"))
    .split("\n")
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as CorpusLine);
}

/** Scores the parser over `<corpusDir>/ingredients/dev.jsonl`. */
export async function runIngredientAccuracy(corpusDir: string, source?: string): Promise<Report> {
  const rows = (await readLabelledLines(corpusDir)).filter((r) => source === undefined || r.source === source);
  const report: Report = { total: emptyTally(), byHalf: { tune: emptyTally(), held: emptyTally() }, bySource: {}, failures: [] };
  for (const row of rows) {
    const got: ParsedIngredient = parseIngredientLine(row.input);
    const half = halfOf(row.input);
    const tallies = [report.total, report.byHalf[half], (report.bySource[row.source] ??= emptyTally())];
    const qOk = quantityOk(row.expected.quantity, got.quantity);
    const scoreUnit = !row.flags.compound_quantity;
    const uOk = !scoreUnit || canonicalUnit(row.expected.unit) === canonicalUnit(got.unit);
    const expTokens = nameTokens(row.expected.name);
    const gotTokens = nameTokens(got.name);
    const nOk = sameSet(expTokens, gotTokens);
    const nFuzzy = dice(expTokens, gotTokens) >= 0.8;
    const oOk = row.expected.is_optional === (got.isOptional === true);
    for (const t of tallies) {
      t.lines++;
      if (qOk) t.quantity++;
      if (scoreUnit) t.unitScored++;
      if (scoreUnit && uOk) t.unit++;
      if (nOk) t.name++;
      if (nFuzzy) t.nameFuzzy++;
      if (oOk) t.optional++;
      if (qOk && uOk && nOk) t.whole++;
    }
    if (half !== "tune") continue;
    if (!qOk) report.failures.push({ input: row.input, field: "quantity", expected: row.expected.quantity, got: got.quantity });
    if (!uOk) report.failures.push({ input: row.input, field: "unit", expected: row.expected.unit, got: got.unit });
    if (!nOk) report.failures.push({ input: row.input, field: "name", expected: row.expected.name, got: got.name });
    if (!oOk) report.failures.push({ input: row.input, field: "optional", expected: row.expected.is_optional, got: got.isOptional });
  }
  return report;
}

function pct(n: number, d: number): string {
  return d === 0 ? "   n/a" : `${((100 * n) / d).toFixed(1).padStart(5)}%`;
}

/** Renders the report as a plain-text table with the goals alongside. */
export function formatReport(report: Report): string {
  const rows: Array<[string, Tally]> = [
    ["all", report.total],
    ["tune half", report.byHalf.tune],
    ["held-out half", report.byHalf.held],
    ...Object.entries(report.bySource),
  ];
  const head = "slice          lines  quantity  unit(non-compound)  name(exact set)  name(dice>=.8)  optional  whole line";
  const lines = rows.map(
    ([k, t]) =>
      `${k.padEnd(13)} ${String(t.lines).padStart(6)}  ${pct(t.quantity, t.lines)}    ${pct(t.unit, t.unitScored)} of ${String(t.unitScored).padStart(4)}    ${pct(t.name, t.lines)}          ${pct(t.nameFuzzy, t.lines)}          ${pct(t.optional, t.lines)}   ${pct(t.whole, t.lines)}`,
  );
  return [head, ...lines, "goals:            quantity 97%, unit 95%, name 90%, whole line 85%"].join("\n");
}

async function main(): Promise<void> {
  const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
  const corpusDir = path.join(path.resolve(repoRoot, "../shared"), "corpus");
  if (!fs.existsSync(path.join(corpusDir, "ingredients", "dev.jsonl"))) {
    console.log(`ingredient corpus not found under ${corpusDir}; skipping`);
    return;
  }
  const args = process.argv.slice(2);
  const showAt = args.indexOf("--show");
  const show = showAt >= 0 ? Number(args[showAt + 1] ?? "40") : 0;
  const srcAt = args.indexOf("--source");
  const fieldAt = args.indexOf("--field");
  const report = await runIngredientAccuracy(corpusDir, srcAt >= 0 ? args[srcAt + 1] : undefined);
  console.log(formatReport(report));
  const field = fieldAt >= 0 ? args[fieldAt + 1] : undefined;
  const shown = report.failures.filter((f) => field === undefined || f.field === field).slice(0, show);
  for (const f of shown) console.log(`${f.field}\t${JSON.stringify(f.input)}\texpected=${JSON.stringify(f.expected)}\tgot=${JSON.stringify(f.got)}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
