/**
 * Plain-text extractor accuracy: every corpus recipe page's expected data (title, ingredients
 * with their groups, instructions, yields, times) is rendered as text the way people paste or
 * photograph recipes, in six layouts, and extractRecipeFromText must recover it:
 *  - headings: title, meta lines, localized "Ingredients"/"Method" headings, "- " bullets, "1." steps;
 *  - plain: "Ingredients:" with a colon, unbulleted lines, unnumbered steps as paragraphs;
 *  - wrapped: numbered steps hard-wrapped at 60 columns (OCR, narrow columns);
 *  - caps: ALL-CAPS title and headings, group headings in capitals without a colon;
 *  - bare: no headings at all, a description paragraph, then ingredients, then step paragraphs;
 *  - caption: a social caption with emojis, emoji bullets, keycap numbers and hashtags.
 * Scores (per layout and overall): title (case-insensitive), all ingredient lines recovered in
 * order, ingredient-line F1, instructions (step count and text Dice >= 0.9), servings, times.
 * Pages are split by an FNV-1a hash of the case name into tune and held-out halves like the
 * ingredient-line measure; --show lists failures of the tune half only.
 *
 * Usage: node --import tsx scripts/accuracy/text.ts [--show N] [--layout name]
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { extractRecipeFromText } from "../../src/importers/text";
import { halfOf } from "./ingredients";

interface Expected {
  case: string;
  language: string | null;
  title: string;
  description: string | null;
  ingredients: string[];
  ingredient_groups: Array<{ ingredients: string[]; purpose: string | null }> | null;
  instructions: string[];
  yields: string | null;
  prep_time: number | null;
  cook_time: number | null;
  total_time: number | null;
  keywords: string[] | null;
  present_keys: string[];
}

/** The six layouts. */
export const LAYOUTS = ["headings", "plain", "wrapped", "caps", "bare", "caption"] as const;
type Layout = (typeof LAYOUTS)[number];

const WORDS: Record<string, { ing: string; steps: string; serves: (n: string) => string; prep: string; cook: string }> = {
  en: { ing: "Ingredients", steps: "Method", serves: (n) => `Serves ${n}`, prep: "Prep time", cook: "Cook time" },
  de: { ing: "Zutaten", steps: "Zubereitung", serves: (n) => `${n} Portionen`, prep: "Vorbereitungszeit", cook: "Kochzeit" },
  fr: { ing: "Ingrédients", steps: "Préparation", serves: (n) => `Pour ${n} personnes`, prep: "Temps de préparation", cook: "Temps de cuisson" },
  es: { ing: "Ingredientes", steps: "Preparación", serves: (n) => `${n} porciones`, prep: "Tiempo de preparación", cook: "Tiempo de cocción" },
  nl: { ing: "Ingrediënten", steps: "Bereiding", serves: (n) => `${n} personen`, prep: "Voorbereiding", cook: "Kooktijd" },
  it: { ing: "Ingredienti", steps: "Preparazione", serves: (n) => `Per ${n} persone`, prep: "Tempo di preparazione", cook: "Tempo di cottura" },
  pt: { ing: "Ingredientes", steps: "Modo de preparo", serves: (n) => `Rende ${n} porções`, prep: "Tempo de preparo", cook: "Tempo de cozimento" },
};

function vocab(language: string | null): (typeof WORDS)[string] {
  const base = (language ?? "en").slice(0, 2).toLowerCase();
  return WORDS[base] ?? (WORDS.en as (typeof WORDS)[string]);
}

function minutes(n: number): string {
  return n >= 60 ? `${Math.floor(n / 60)} hour${n >= 120 ? "s" : ""}${n % 60 ? ` ${n % 60} minutes` : ""}` : `${n} minutes`;
}

function wrap(text: string, width: number): string[] {
  const out: string[] = [];
  let line = "";
  for (const w of text.split(/\s+/)) {
    if (line && line.length + w.length + 1 > width) {
      out.push(line);
      line = w;
    } else line = line ? `${line} ${w}` : w;
  }
  if (line) out.push(line);
  return out;
}

const KEYCAPS = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣"];

/** Renders one page's expected data as pasted text in the given layout. */
export function renderText(e: Expected, layout: Layout): string {
  const v = vocab(e.language);
  const caps = layout === "caps";
  const out: string[] = [];
  out.push(caps ? e.title.toUpperCase() : layout === "caption" ? `${e.title} 😍🔥` : e.title, "");
  const desc = e.present_keys.includes("description") ? e.description : null;
  if (desc && (layout === "bare" || layout === "headings")) out.push(desc, "");
  const servings = /^(\d+) servings?$/i.exec(e.yields ?? "")?.[1];
  if (servings && layout !== "bare") out.push(v.serves(servings));
  else if (e.yields && layout !== "bare") out.push(`Makes ${e.yields}`);
  if (layout === "headings" || layout === "caps") {
    const times = [e.prep_time ? `${v.prep}: ${minutes(e.prep_time)}` : "", e.cook_time ? `${v.cook}: ${minutes(e.cook_time)}` : ""].filter(Boolean);
    if (times.length) out.push(times.join(" | "));
  }
  out.push("");
  const heading = (h: string): string => (caps ? h.toUpperCase() : layout === "plain" ? `${h}:` : layout === "caption" ? `🛒 ${h}:` : h);
  if (layout !== "bare") out.push(heading(v.ing));
  const groups = e.ingredient_groups && e.ingredient_groups.length > 1 ? e.ingredient_groups : [{ ingredients: e.ingredients, purpose: null }];
  for (const g of groups) {
    if (g.purpose && layout !== "bare") out.push(caps ? g.purpose.toUpperCase() : layout === "plain" ? g.purpose : `${g.purpose}:`);
    for (const line of g.ingredients) out.push(layout === "headings" ? `- ${line}` : layout === "caption" ? `▪️ ${line}` : line);
  }
  out.push("");
  if (layout !== "bare") out.push(layout === "caption" ? `👩‍🍳 ${v.steps}:` : heading(v.steps));
  e.instructions.forEach((step, i) => {
    if (layout === "headings" || layout === "caps") out.push(`${i + 1}. ${step}`);
    else if (layout === "wrapped") out.push(...wrap(`${i + 1}. ${step}`, 60));
    else if (layout === "caption") out.push(`${KEYCAPS[i] ?? `${i + 1}.`} ${step}`);
    else out.push(step, "");
  });
  if (layout === "caption")
    out.push(
      "",
      (e.keywords ?? ["recipe", "homemade"])
        .slice(0, 5)
        .map((k) => `#${k.replace(/[^\p{L}\p{N}]/gu, "")}`)
        .join(" "),
    );
  return out.join("\n");
}

function norm(s: string): string {
  return s
    .normalize("NFKC")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .replace(/[\s.:!]+$/, "")
    .trim();
}

function tokens(s: string): string[] {
  return norm(s)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

function dice(a: string, b: string): number {
  const x = tokens(a);
  const y = new Map<string, number>();
  for (const t of tokens(b)) y.set(t, (y.get(t) ?? 0) + 1);
  let both = 0;
  for (const t of x) {
    const n = y.get(t) ?? 0;
    if (n > 0) {
      both++;
      y.set(t, n - 1);
    }
  }
  const total = x.length + tokens(b).length;
  return total === 0 ? 1 : (2 * both) / total;
}

/** Counts for one slice. */
export interface TextTally {
  pages: number;
  title: number;
  ingredientsAll: number;
  ingredientF1Sum: number;
  stepsCount: number;
  stepsText: number;
  servingsScored: number;
  servings: number;
  timesScored: number;
  times: number;
}

function emptyTally(): TextTally {
  return { pages: 0, title: 0, ingredientsAll: 0, ingredientF1Sum: 0, stepsCount: 0, stepsText: 0, servingsScored: 0, servings: 0, timesScored: 0, times: 0 };
}

/** Result of a run: tallies overall, per half and per layout, failures of the tune half. */
export interface TextReport {
  total: TextTally;
  byHalf: Record<"tune" | "held", TextTally>;
  byLayout: Record<string, TextTally>;
  failures: Array<{ page: string; layout: string; field: string; expected: unknown; got: unknown }>;
}

function lineF1(expected: string[], got: string[]): number {
  const pool = new Map<string, number>();
  for (const l of expected) pool.set(norm(l), (pool.get(norm(l)) ?? 0) + 1);
  let hit = 0;
  for (const l of got) {
    const n = pool.get(norm(l)) ?? 0;
    if (n > 0) {
      hit++;
      pool.set(norm(l), n - 1);
    }
  }
  if (expected.length + got.length === 0) return 1;
  return (2 * hit) / (expected.length + got.length);
}

/** Scores the text extractor over `<corpusDir>/recipe-pages/<case>/expected.json` in every layout. */
export async function runTextAccuracy(corpusDir: string, only?: string): Promise<TextReport> {
  const root = path.join(corpusDir, "recipe-pages");
  const report: TextReport = { total: emptyTally(), byHalf: { tune: emptyTally(), held: emptyTally() }, byLayout: {}, failures: [] };
  for (const dir of (await fs.promises.readdir(root)).sort()) {
    const file = path.join(root, dir, "expected.json");
    if (!fs.existsSync(file)) continue;
    const e = JSON.parse(await fs.promises.readFile(file, "utf8")) as Expected;
    if (e.ingredients.length === 0 || e.instructions.length === 0) continue;
    const half = halfOf(e.case);
    for (const layout of LAYOUTS) {
      if (only !== undefined && layout !== only) continue;
      const r = extractRecipeFromText(renderText(e, layout));
      const tallies = [report.total, report.byHalf[half], (report.byLayout[layout] ??= emptyTally())];
      const gotIng = r ? [...r.ingredientLines, ...r.components.flatMap((c) => c.ingredientLines)] : [];
      const gotSteps = r ? [...r.instructions, ...r.components.flatMap((c) => c.instructions)] : [];
      const fail = (field: string, expected: unknown, got: unknown): void => {
        if (half === "tune") report.failures.push({ page: e.case, layout, field, expected, got });
      };
      const titleOk = r !== null && norm(r.title) === norm(e.title);
      const ingAll = gotIng.length === e.ingredients.length && gotIng.every((l, i) => norm(l) === norm(e.ingredients[i] ?? ""));
      const f1 = lineF1(e.ingredients, gotIng);
      const countOk = gotSteps.length === e.instructions.length;
      const textOk = dice(e.instructions.join(" "), gotSteps.join(" ")) >= 0.9;
      // Only yields counted in servings or items are servings; "750 grams" is not.
      const servingsExpected = e.present_keys.includes("yields") ? Number(/^(\d+) (?:servings?|items?)$/i.exec(e.yields ?? "")?.[1] ?? NaN) : NaN;
      const servingsScored = Number.isFinite(servingsExpected) && layout !== "bare";
      const servingsOk = servingsScored && r?.servings === servingsExpected;
      const timesScored = (layout === "headings" || layout === "caps") && (e.prep_time !== null || e.cook_time !== null);
      const timesOk = timesScored && (e.prep_time ?? undefined) === r?.prepTime && (e.cook_time ?? undefined) === r?.cookTime;
      for (const t of tallies) {
        t.pages++;
        if (titleOk) t.title++;
        if (ingAll) t.ingredientsAll++;
        t.ingredientF1Sum += f1;
        if (countOk) t.stepsCount++;
        if (textOk) t.stepsText++;
        if (servingsScored) t.servingsScored++;
        if (servingsOk) t.servings++;
        if (timesScored) t.timesScored++;
        if (timesOk) t.times++;
      }
      if (!titleOk) fail("title", e.title, r?.title);
      if (!ingAll) fail("ingredients", e.ingredients, gotIng);
      if (!countOk || !textOk) fail("instructions", e.instructions, gotSteps);
      if (servingsScored && !servingsOk) fail("servings", e.yields, r?.servings);
      if (timesScored && !timesOk) fail("times", [e.prep_time, e.cook_time], [r?.prepTime, r?.cookTime]);
    }
  }
  return report;
}

function pct(n: number, d: number): string {
  return d === 0 ? "   n/a" : `${((100 * n) / d).toFixed(1).padStart(5)}%`;
}

/** Renders the report as a plain-text table. */
export function formatTextReport(report: TextReport): string {
  const rows: Array<[string, TextTally]> = [
    ["all", report.total],
    ["tune half", report.byHalf.tune],
    ["held-out half", report.byHalf.held],
    ...Object.entries(report.byLayout),
  ];
  const head = "slice          texts   title  ingr.all  ingr.F1  steps#  steps~  servings  times";
  return [
    head,
    ...rows.map(
      ([k, t]) =>
        `${k.padEnd(13)} ${String(t.pages).padStart(6)}  ${pct(t.title, t.pages)}  ${pct(t.ingredientsAll, t.pages)}  ${pct(t.ingredientF1Sum, t.pages)}  ${pct(t.stepsCount, t.pages)}  ${pct(t.stepsText, t.pages)}  ${pct(t.servings, t.servingsScored)}  ${pct(t.times, t.timesScored)}`,
    ),
  ].join("\n");
}

async function main(): Promise<void> {
  const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
  const corpusDir = path.join(path.resolve(repoRoot, "../shared"), "corpus");
  if (!fs.existsSync(path.join(corpusDir, "recipe-pages"))) {
    console.log(`recipe pages not found under ${corpusDir}; skipping`);
    return;
  }
  const args = process.argv.slice(2);
  const arg = (name: string): string | undefined => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
  const report = await runTextAccuracy(corpusDir, arg("--layout"));
  console.log(formatTextReport(report));
  const field = arg("--field");
  for (const f of report.failures.filter((x) => field === undefined || x.field === field).slice(0, Number(arg("--show") ?? "0"))) {
    console.log(`${f.field}\t${f.layout}\t${f.page}\n  expected=${JSON.stringify(f.expected)}\n  got=     ${JSON.stringify(f.got)}`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
