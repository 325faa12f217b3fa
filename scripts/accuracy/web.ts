/**
 * Web extractor accuracy against the recipe-scrapers fixtures in ../shared/corpus/recipe-pages.
 * Run standalone: `node --import tsx scripts/accuracy/web.ts [corpusDir]`.
 *
 * The project is judged on pages of sites it has never seen, so the pages are split by SITE (an FNV-1a
 * hash of the host, the same hash as the ingredient-line measure) into a tuning half and a held-out
 * half. Both halves are reported; only tuning-half failures are listed, so that rules are written
 * against one half and the other half tells whether they generalise. WORST=n sets how many are listed.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { normalizeFractionChars } from "../../src/lib/fractions";
import { extractRecipeFromHtml } from "../../src/importers/web/index";
import type { ExtractedRecipe } from "../../src/importers/types";
import { halfOf } from "./ingredients";
import type { Half } from "./ingredients";

/** One metric: how many cases were scored and how many matched. */
export interface Metric {
  scored: number;
  matched: number;
}

/** Per-case outcome, kept to print the worst cases. */
export interface CaseResult {
  name: string;
  /** Which half of the site split the page belongs to. */
  half: Half;
  found: boolean;
  titleOk: boolean;
  ingredientsExact: boolean;
  ingredientsExactTolerant: boolean;
  ingredientLineShare: number;
  instructionSimilarity: number;
  failures: string[];
}

/** The figures of one set of pages. */
export interface Figures {
  pages: number;
  title: Metric;
  ingredientLists: Metric;
  /** Lists exact when spacing and punctuation are ignored (see tolerantKey). */
  ingredientListsTolerant: Metric;
  ingredientLines: Metric;
  instructions: Metric;
  yields: Metric;
  times: Metric;
}

/** The accuracy report: all pages, each half of the site split, and every case. */
export interface Report extends Figures {
  byHalf: Record<Half, Figures>;
  cases: CaseResult[];
}

/** A corpus page's expected extraction (recipe-scrapers' JSON beside the page). */
export interface Expected {
  host: string;
  canonical_url: string;
  title: string;
  ingredients: string[];
  instructions: string[];
  yields: string | null;
  total_time: number | null;
  prep_time: number | null;
  cook_time: number | null;
  present_keys: string[];
  nutrients?: Record<string, string> | null;
}

/**
 * Case, whitespace, entity and quote normalisation used by every comparison.
 * Fractions: "1½" and "1 1/2" are the same amount; NFKC alone would turn "1½" into "11⁄2", so vulgar
 * fractions are spelt out first (with a space after a whole number) and the fraction slash becomes "/".
 * Spaces just inside brackets and before punctuation ("( I use sharp.)", "gin , Beefeater") are
 * layout, not content, so they are dropped on both sides.
 */
export function norm(text: string): string {
  return normalizeFractionChars(text)
    .normalize("NFKC")
    .replace(/(\d)\s*\u2044\s*(\d)/g, "$1/$2")
    .replace(/&nbsp;|&#160;/gi, " ")
    .replace(/&amp;/gi, "&")
    .replace(/&quot;/gi, '"')
    .replace(/&#0?39;|&apos;/gi, "'")
    .replace(/[‘’‛′]/g, "'")
    .replace(/[“”„″]/g, '"')
    .replace(/[–—]/g, "-")
    .replace(/\s+/g, " ")
    .replace(/([([])\s+/g, "$1")
    .replace(/\s+([)\],.;:!?])/g, "$1")
    .trim()
    .toLowerCase();
}

/**
 * The looser key the corpus README recommends ("normalized whitespace/case, … fuzzy matches"): letters,
 * digits, fraction slashes and decimal points only. The reference lists are site scrapers' output, and
 * several render the same text with different punctuation or spacing: a WPRM notes span without the
 * brackets the page's JSON-LD writes ("110 gr" for "(110 gr)"), spans joined without a space
 * ("1 cupwhole milk"), a "name: amount" layout, soft hyphens. Amounts stay strict: "0.5" is not "½".
 */
export function tolerantKey(text: string): string {
  return norm(text)
    .replace(/\u00ad/g, "")
    .replace(/(\d)\.(?=\d)/g, "$1\u0000")
    .replace(/[^\p{L}\p{N}/\u0000]+/gu, "")
    .replace(/\u0000/g, ".");
}

function tokens(text: string): string[] {
  return norm(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** Token-multiset F1 similarity between two texts (1 = same words, order ignored). */
export function tokenSimilarity(a: string, b: string): number {
  const ta = tokens(a);
  const tb = tokens(b);
  if (ta.length === 0 && tb.length === 0) return 1;
  if (ta.length === 0 || tb.length === 0) return 0;
  const counts = new Map<string, number>();
  for (const t of ta) counts.set(t, (counts.get(t) ?? 0) + 1);
  let common = 0;
  for (const t of tb) {
    const n = counts.get(t) ?? 0;
    if (n > 0) {
      common += 1;
      counts.set(t, n - 1);
    }
  }
  return (2 * common) / (ta.length + tb.length);
}

/** Share of expected lines found in the actual lines, counting duplicates as a multiset. */
function multisetShare(expected: string[], actual: string[], keyOf: (line: string) => string = norm): number {
  const pool = new Map<string, number>();
  for (const line of actual) pool.set(keyOf(line), (pool.get(keyOf(line)) ?? 0) + 1);
  let hits = 0;
  for (const line of expected) {
    const key = keyOf(line);
    const n = pool.get(key) ?? 0;
    if (n > 0) {
      hits += 1;
      pool.set(key, n - 1);
    }
  }
  return expected.length === 0 ? 1 : hits / expected.length;
}

function allIngredients(recipe: ExtractedRecipe): string[] {
  return [...recipe.ingredientLines, ...recipe.components.flatMap((c) => c.ingredientLines)];
}

/**
 * Group titles that the expected flat list carries as lines. recipe-scrapers keeps a group label such
 * as "For the sauce:" inline when its site scraper does not know the groups; we return it as the
 * component's title instead. Same information, different shape, so such a line counts as present.
 */
function groupTitlesListed(recipe: ExtractedRecipe, expectedLines: string[]): string[] {
  const key = (text: string): string => norm(text).replace(/\s*:$/, "");
  const titles = recipe.components.filter((c) => c.ingredientLines.length > 0).map((c) => key(c.title));
  const listed: string[] = [];
  for (const line of expectedLines) {
    const at = titles.indexOf(key(line));
    if (at >= 0) {
      listed.push(line);
      titles.splice(at, 1);
    }
  }
  return listed;
}

function allInstructions(recipe: ExtractedRecipe): string[] {
  // Section titles are part of the text recipe-scrapers returns, so they are compared too.
  return [...recipe.instructions, ...recipe.components.flatMap((c) => (c.instructions.length > 0 ? [c.title, ...c.instructions] : []))];
}

/** Records outcomes into the figures of all pages and of the page's half at once. */
type Bump = (key: Exclude<keyof Figures, "pages">, ok: boolean) => void;

/** Score one case; records through `bump` and `addLines`. */
function scoreCase(
  name: string,
  half: Half,
  expected: Expected,
  recipe: ExtractedRecipe | null,
  bump: Bump,
  addLines: (scored: number, matched: number) => void,
): CaseResult {
  const failures: string[] = [];
  const present = new Set(expected.present_keys);
  const titleOk = recipe !== null && norm(recipe.title) === norm(expected.title);
  bump("title", titleOk);
  if (!titleOk) failures.push(`title: got ${JSON.stringify(recipe?.title)} want ${JSON.stringify(expected.title)}`);

  const actualIngredients = recipe ? [...allIngredients(recipe), ...groupTitlesListed(recipe, expected.ingredients)] : [];
  const share = multisetShare(expected.ingredients, actualIngredients);
  const exact = share === 1 && actualIngredients.length === expected.ingredients.length;
  bump("ingredientLists", exact);
  const exactTolerant = actualIngredients.length === expected.ingredients.length && multisetShare(expected.ingredients, actualIngredients, tolerantKey) === 1;
  bump("ingredientListsTolerant", exactTolerant);
  addLines(expected.ingredients.length, Math.round(share * expected.ingredients.length));
  if (!exact) failures.push(`ingredients: share ${share.toFixed(2)}, ${actualIngredients.length} vs ${expected.ingredients.length}`);

  const similarity = tokenSimilarity(expected.instructions.join(" "), recipe ? allInstructions(recipe).join(" ") : "");
  bump("instructions", similarity >= 0.9);
  if (similarity < 0.9) failures.push(`instructions: similarity ${similarity.toFixed(2)}`);

  if (present.has("yields")) {
    const want = expected.yields ? Number(/(\d+(?:\.\d+)?)/.exec(expected.yields)?.[1]) : undefined;
    const ok = want === undefined ? recipe?.servings === undefined : recipe?.servings === want;
    bump("yields", ok);
    if (!ok) failures.push(`yields: got ${recipe?.servings} (${recipe?.yieldText}) want ${expected.yields}`);
  }
  const times: Array<[string, number | null, number | undefined]> = [
    ["total_time", expected.total_time, recipe?.totalTime],
    ["prep_time", expected.prep_time, recipe?.prepTime],
    ["cook_time", expected.cook_time, recipe?.cookTime],
  ];
  for (const [key, want, got] of times) {
    if (!present.has(key)) continue;
    // A null or zero expectation means the page states no such time.
    const ok = !want ? !got : got !== undefined && Math.abs(got - want) <= 1;
    bump("times", ok);
    if (!ok) failures.push(`${key}: got ${got} want ${want}`);
  }
  return {
    name,
    half,
    found: recipe !== null,
    titleOk,
    ingredientsExact: exact,
    ingredientsExactTolerant: exactTolerant,
    ingredientLineShare: share,
    instructionSimilarity: similarity,
    failures,
  };
}

function emptyFigures(): Figures {
  const empty = (): Metric => ({ scored: 0, matched: 0 });
  return {
    pages: 0,
    title: empty(),
    ingredientLists: empty(),
    ingredientListsTolerant: empty(),
    ingredientLines: empty(),
    instructions: empty(),
    yields: empty(),
    times: empty(),
  };
}

/** Run the extractor over every case folder of the corpus and score it. */
export async function runWebAccuracy(corpusDir: string): Promise<Report> {
  const report: Report = { ...emptyFigures(), byHalf: { tune: emptyFigures(), held: emptyFigures() }, cases: [] };
  const pagesDir = path.join(corpusDir, "recipe-pages");
  const names = fs
    .readdirSync(pagesDir)
    .filter((n) => fs.existsSync(path.join(pagesDir, n, "expected.json")))
    .sort();
  for (const name of names) {
    const dir = path.join(pagesDir, name);
    const expected = JSON.parse(fs.readFileSync(path.join(dir, "expected.json"), "utf8")) as Expected;
    const html = fs.readFileSync(path.join(dir, "page.html"), "utf8");
    let recipe: ExtractedRecipe | null = null;
    try {
      recipe = extractRecipeFromHtml(html, expected.canonical_url);
    } catch (error) {
      console.error(`${name}: extractor threw`, error);
    }
    const half = halfOf(expected.host);
    const sets = [report, report.byHalf[half]];
    const bump: Bump = (key, ok) => {
      for (const set of sets) {
        set[key].scored += 1;
        if (ok) set[key].matched += 1;
      }
    };
    const addLines = (scored: number, matched: number): void => {
      for (const set of sets) {
        set.ingredientLines.scored += scored;
        set.ingredientLines.matched += matched;
      }
    };
    for (const set of sets) set.pages += 1;
    report.cases.push(scoreCase(name, half, expected, recipe, bump, addLines));
  }
  return report;
}

function pct(metric: Metric): string {
  return metric.scored === 0 ? "n/a" : `${((100 * metric.matched) / metric.scored).toFixed(1)}% (${metric.matched}/${metric.scored})`;
}

/** Print the figures (all pages, tuning half, held-out half) and the worst tuning-half cases. */
export function printReport(report: Report, worst = 25): void {
  console.log(
    `pages: ${report.pages} (tune ${report.byHalf.tune.pages}, held-out ${report.byHalf.held.pages}), recipe found: ${report.cases.filter((c) => c.found).length}`,
  );
  const rows: Array<[string, Exclude<keyof Figures, "pages">, string]> = [
    ["title exact", "title", "95%"],
    ["ingredient lists exact", "ingredientLists", "90%"],
    ["  same, tolerant", "ingredientListsTolerant", "90%"],
    ["ingredient lines", "ingredientLines", "95%"],
    ["instructions sim >= 0.9", "instructions", "90%"],
    ["yields", "yields", "90%"],
    ["times (±1 min)", "times", "90%"],
  ];
  console.log(`${"".padEnd(24)}${"all".padEnd(22)}${"tune".padEnd(22)}${"held-out".padEnd(22)}goal`);
  for (const [label, key, goal] of rows) {
    console.log(`${label.padEnd(24)}${pct(report[key]).padEnd(22)}${pct(report.byHalf.tune[key]).padEnd(22)}${pct(report.byHalf.held[key]).padEnd(22)}${goal}`);
  }
  // Held-out failures stay hidden: reading them would tune the rules to the pages meant to check them.
  const ranked = report.cases.filter((c) => c.half === "tune" && c.failures.length > 0).sort((a, b) => b.failures.length - a.failures.length);
  console.log(`\nworst tuning-half cases (${ranked.length} with any failure):`);
  for (const c of ranked.slice(0, worst)) console.log(`- ${c.name}\n    ${c.failures.join("\n    ")}`);
}

const isMain = process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
  const corpusDir = process.argv[2] ?? path.join(path.resolve(repoRoot, "../shared"), "corpus");
  if (!fs.existsSync(path.join(corpusDir, "recipe-pages"))) {
    console.log(`web accuracy: no corpus at ${corpusDir}, skipping`);
  } else {
    printReport(await runWebAccuracy(corpusDir), Number(process.env.WORST ?? 25));
  }
}
