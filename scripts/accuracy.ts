/**
 * `npm run accuracy`: every accuracy measurement over ../shared/corpus (when present), then one summary table.
 * The web extractor (recipe pages), the ingredient-line parser (labelled lines) and nutrition (published figures).
 * Options: `--details` prints each script's own report (worst cases included); `--no-stored` skips importing every page
 * through a real server (scripts/accuracy/stored.ts); a path argument overrides the corpus.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { printReport, runWebAccuracy, type Metric } from "./accuracy/web";
import { formatReport, runIngredientAccuracy } from "./accuracy/ingredients";
import { runNutritionAccuracy } from "./accuracy/nutrition";
import { runFoodCoverage } from "./accuracy/food-coverage";
import { runTextAccuracy } from "./accuracy/text";
import { medianOf, printStoredReport, runStoredAccuracy, type StoredFigures } from "./accuracy/stored";

interface Row {
  area: string;
  measure: string;
  value: number | null;
  detail: string;
  /** Goal as a fraction; null when the issue sets none (reported for information). */
  goal: number | null;
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const details = args.includes("--details");
const corpusDir = args.find((a) => !a.startsWith("--")) ?? path.join(path.resolve(repoRoot, "../shared"), "corpus");

const share = (m: Metric): number | null => (m.scored === 0 ? null : m.matched / m.scored);
const ratio = (n: number, d: number): number | null => (d === 0 ? null : n / d);
const fmt = (v: number | null): string => (v === null ? "n/a" : `${(100 * v).toFixed(1)}%`);

async function main(): Promise<number> {
  if (!fs.existsSync(corpusDir)) {
    console.log(`accuracy: no corpus at ${corpusDir}; nothing to measure (the corpus lives in ../shared/corpus).`);
    return 0;
  }
  const rows: Row[] = [];

  if (fs.existsSync(path.join(corpusDir, "recipe-pages"))) {
    const web = await runWebAccuracy(corpusDir);
    if (details) {
      console.log("== web pages ==");
      printReport(web, 25);
      console.log();
    }
    const area = `web pages (${web.pages})`;
    rows.push(
      { area, measure: "title exact", value: share(web.title), detail: `${web.title.matched}/${web.title.scored}`, goal: 0.95 },
      {
        area,
        measure: "ingredient lists exact",
        value: share(web.ingredientLists),
        detail: `${web.ingredientLists.matched}/${web.ingredientLists.scored}`,
        goal: 0.9,
      },
      {
        area,
        measure: "ingredient lists exact, tolerant of spacing and punctuation",
        value: share(web.ingredientListsTolerant),
        detail: `${web.ingredientListsTolerant.matched}/${web.ingredientListsTolerant.scored}`,
        goal: 0.9,
      },
      {
        area,
        measure: "ingredient lines",
        value: share(web.ingredientLines),
        detail: `${web.ingredientLines.matched}/${web.ingredientLines.scored}`,
        goal: 0.95,
      },
      {
        area,
        measure: "instructions similarity >= 0.9",
        value: share(web.instructions),
        detail: `${web.instructions.matched}/${web.instructions.scored}`,
        goal: 0.9,
      },
      { area, measure: "yields", value: share(web.yields), detail: `${web.yields.matched}/${web.yields.scored}`, goal: 0.9 },
      { area, measure: "times (±1 min)", value: share(web.times), detail: `${web.times.matched}/${web.times.scored}`, goal: 0.9 },
    );
  } else {
    console.log("accuracy: no recipe-pages in the corpus; web and nutrition skipped");
  }

  if (fs.existsSync(path.join(corpusDir, "ingredients", "dev.jsonl"))) {
    const ing = await runIngredientAccuracy(corpusDir);
    if (details) {
      console.log("== ingredient lines ==");
      console.log(formatReport(ing));
      console.log();
    }
    const t = ing.total;
    const area = `ingredient lines (${t.lines})`;
    rows.push(
      { area, measure: "quantity", value: ratio(t.quantity, t.lines), detail: `${t.quantity}/${t.lines}`, goal: 0.97 },
      { area, measure: "unit", value: ratio(t.unit, t.unitScored), detail: `${t.unit}/${t.unitScored}`, goal: 0.95 },
      { area, measure: "name", value: ratio(t.name, t.lines), detail: `${t.name}/${t.lines}`, goal: 0.9 },
      { area, measure: "whole line", value: ratio(t.whole, t.lines), detail: `${t.whole}/${t.lines}`, goal: 0.85 },
    );
    // Lines nutrition can count (matched to a food and weighed); the rest are left out of a recipe's totals.
    const cov = await runFoodCoverage(corpusDir);
    rows.push(
      {
        area,
        measure: "weighed by nutrition",
        value: ratio(cov.total.weighed, cov.total.lines),
        detail: `${cov.total.weighed}/${cov.total.lines}`,
        goal: null,
      },
      {
        area,
        measure: "held-out half: weighed by nutrition",
        value: ratio(cov.byHalf.held.weighed, cov.byHalf.held.lines),
        detail: `${cov.byHalf.held.weighed}/${cov.byHalf.held.lines}`,
        goal: null,
      },
    );
  } else {
    console.log("accuracy: no ingredients/dev.jsonl in the corpus; ingredient lines skipped");
  }

  if (fs.existsSync(path.join(corpusDir, "recipe-pages"))) {
    const nut = await runNutritionAccuracy(corpusDir);
    const area = `nutrition (${nut.recipes} recipes)`;
    for (const [key, s] of Object.entries(nut.perNutrient)) {
      if (s.n === 0) continue;
      rows.push({
        area,
        measure: `${key.replace(/Content$/, "")} within 20% of published`,
        value: Number.isNaN(s.within20) ? null : s.within20,
        detail: `n=${s.n}, median |err| ${(100 * s.medianAbsPctError).toFixed(1)}%`,
        goal: key === "calories" ? 0.65 : null,
      });
    }
  }

  if (fs.existsSync(path.join(corpusDir, "recipe-pages"))) {
    // Pasted text: each corpus recipe rendered as text in six layouts (headings, plain, wrapped, caps, bare, caption).
    const text = await runTextAccuracy(corpusDir);
    const t = text.total;
    const area = `pasted text (${t.pages} texts)`;
    rows.push(
      { area, measure: "title", value: ratio(t.title, t.pages), detail: `${t.title}/${t.pages}`, goal: null },
      { area, measure: "every ingredient line recovered", value: ratio(t.ingredientsAll, t.pages), detail: `${t.ingredientsAll}/${t.pages}`, goal: null },
      { area, measure: "step count exact", value: ratio(t.stepsCount, t.pages), detail: `${t.stepsCount}/${t.pages}`, goal: null },
      { area, measure: "servings", value: ratio(t.servings, t.servingsScored), detail: `${t.servings}/${t.servingsScored}`, goal: null },
    );
    const h = text.byHalf.held;
    rows.push({
      area,
      measure: "held-out half: every ingredient line",
      value: ratio(h.ingredientsAll, h.pages),
      detail: `${h.ingredientsAll}/${h.pages}`,
      goal: null,
    });
  }

  if (fs.existsSync(path.join(corpusDir, "recipe-pages")) && !args.includes("--no-stored")) {
    // What the family gets: each page imported through a real server, the stored recipe scored (see stored.ts).
    const stored = await runStoredAccuracy(corpusDir);
    if (details) {
      console.log("== stored recipes ==");
      printStoredReport(stored);
      console.log();
    }
    const add = (label: string, f: StoredFigures): void => {
      const area = `stored via API, ${label} (${f.pages})`;
      rows.push(
        { area, measure: "title exact", value: share(f.title), detail: `${f.title.matched}/${f.title.scored}`, goal: 0.95 },
        {
          area,
          measure: "ingredient lists kept whole (every word)",
          value: share(f.ingredientLists),
          detail: `${f.ingredientLists.matched}/${f.ingredientLists.scored}`,
          goal: 0.9,
        },
        {
          area,
          measure: "ingredient lines kept (every word)",
          value: share(f.ingredientLines),
          detail: `${f.ingredientLines.matched}/${f.ingredientLines.scored}`,
          goal: null,
        },
        {
          area,
          measure: "instructions similarity >= 0.9",
          value: share(f.instructions),
          detail: `${f.instructions.matched}/${f.instructions.scored}`,
          goal: 0.9,
        },
        { area, measure: "yields", value: share(f.yields), detail: `${f.yields.matched}/${f.yields.scored}`, goal: 0.9 },
        { area, measure: "times (±1 min)", value: share(f.times), detail: `${f.times.matched}/${f.times.scored}`, goal: 0.95 },
        {
          area,
          measure: "calories within 20% of published",
          value: share(f.calories),
          detail: `n=${f.calories.scored}, median |err| ${((medianOf(f.calorieErrors) ?? NaN) * 100).toFixed(1)}%`,
          goal: 0.65,
        },
      );
    };
    add("tuning half", stored.byHalf.tune);
    add("held-out half", stored.byHalf.held);
  }

  const widths = [36, 44, 8, 36, 6];
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 10)).join(" ");
  console.log(line(["area", "measure", "value", "detail", "goal"]) + " status");
  console.log("-".repeat(widths.reduce((a, b) => a + b + 1, 0) + 6));
  let missed = 0;
  for (const r of rows) {
    const status = r.goal === null || r.value === null ? "" : r.value >= r.goal ? "ok" : "BELOW";
    if (status === "BELOW") missed++;
    console.log(line([r.area, r.measure, fmt(r.value), r.detail, r.goal === null ? "-" : fmt(r.goal)]) + " " + status);
  }
  console.log(missed === 0 ? "\nevery measure with a goal meets it" : `\n${missed} measure(s) below their goal (details: npm run accuracy -- --details)`);
  return 0;
}

process.exitCode = await main();
