/**
 * Tandoor: its export is a zip of per-recipe zips (`<Recipe name>.zip`), each holding `recipe.json` and the picture
 * as `image<its stored extension>` (image.jpg, image.JPG, image.png, image.webp, or `image` alone). recipe.json is
 * Tandoor's RecipeExportSerializer (the same from 1.0 to 2.x, fields added over time): name, description, keywords
 * (`{name, description, …}`), working_time, waiting_time, servings, servings_text, source_url (later versions),
 * nutrition (`{calories, carbohydrates, fats, proteins, source}` per serving, or null), internal, and steps (`{name,
 * instruction, time, order, show_as_header, show_ingredients_table, type (older), ingredients}`). An ingredient is
 * `{food: {name, plural_name}, unit: {name, plural_name}, amount, note, order, is_header, no_amount,
 * always_use_plural_unit, always_use_plural_food}`: the export never carries the line as written. A step's
 * instruction is a Jinja template over that step's ingredients ({{ ingredients[0] }}, {{ ingredients[1].food }},
 * {{ scale(100) }}), rendered here the way Tandoor shows it. The inner zips are unpacked one at a time, each into
 * its own folder, under the same caps as the outer one (depth 2 at most).
 */
import fs from "node:fs";
import path from "node:path";
import { ArchiveError, extractZip, type Budget } from "../../../lib/archive/safe-zip";
import type { ExtractedComponent } from "../../../importers/types";
import type { ArchiveContents, ArchiveItem, ArchiveRecipe } from "./types";
import { draftOf, extracted, fallbackOrigin, minutes, servingsOf, str, stringList, webUrl, isRow, type Row } from "./convert";
import { ArchiveTree } from "./tree";

const rows = (v: unknown): Row[] => (Array.isArray(v) ? v.filter(isRow) : []);
const name = (v: unknown): string => (isRow(v) ? str(v.name).trim() : "");

/** Tandoor's amounts are decimals (a number in the JSON; a string with a comma in hand-edited files). */
function amountOf(v: unknown): number {
  const n = typeof v === "number" ? v : typeof v === "string" ? Number(v.trim().replace(",", ".")) : NaN;
  return Number.isFinite(n) ? n : 0;
}

/** An amount as Tandoor prints it: at most a few decimals, no trailing zeros. */
const formatAmount = (n: number): string => String(Math.round(n * 1000) / 1000);

/** Entries sorted by their `order` (stable): templates count ingredients in that order. */
function byOrder(list: Row[]): Row[] {
  return list
    .map((r, i) => ({ r, i, o: typeof r.order === "number" ? r.order : i }))
    .sort((a, b) => a.o - b.o || a.i - b.i)
    .map((e) => e.r);
}

/** The parts of an ingredient as Tandoor shows them: plural names when the amount (or the ingredient) asks for them. */
function partsOf(i: Row): { amount: string; numeric: number; unit: string; food: string; note: string } {
  const numeric = amountOf(i.amount);
  const counted = i.no_amount !== true && numeric > 0;
  const pick = (v: unknown, always: unknown): string => {
    const plural = isRow(v) ? str(v.plural_name).trim() : "";
    return plural && (always === true || (counted && numeric > 1)) ? plural : name(v);
  };
  return {
    amount: counted ? formatAmount(numeric) : "",
    numeric: counted ? numeric : 0,
    unit: pick(i.unit, i.always_use_plural_unit),
    food: pick(i.food, i.always_use_plural_food),
    note: str(i.note).trim(),
  };
}

const joined = (...words: string[]): string => words.filter((s) => s !== "").join(" ");

/** A header row of the ingredient list: Tandoor's is_header, or a note alone that ends in a colon ("Für die Soße:"). */
function headerOf(i: Row): string | null {
  if (i.is_header === true) return (str(i.note).trim() || name(i.food)).replace(/[:：]\s*$/, "") || null;
  const p = partsOf(i);
  return !p.food && !p.unit && !p.amount && /[:：]$/.test(p.note) ? p.note.replace(/[:：]$/, "").trim() || null : null;
}

function ingredientLine(i: Row): string {
  // Not in Tandoor's export, but kept when a file carries it (what the family typed, ranges included).
  const original = str(i.original_text).trim();
  if (original) return original;
  const p = partsOf(i);
  const words = joined(p.amount, p.unit, p.food);
  return p.note ? (words ? `${words}, ${p.note}` : p.note) : words;
}

/**
 * Render a step's Jinja template as Tandoor does with its default scale: `{{ ingredients[n] }}` is "amount unit
 * food", `.amount`/`.unit`/`.food`/`.note`/`.numeric_amount` are the parts, `{{ scale(x) }}` is x. Statements and
 * comments go; anything else renders empty (Jinja's undefined), and stray braces are dropped as Tandoor drops them.
 */
export function renderInstruction(text: string, ingredients: Row[]): string {
  if (!text.includes("{")) return text;
  const value = (expr: string): string => {
    const [head = "", ...rest] = expr.split("|").map((s) => s.trim());
    // A filter's arguments ("round(1)") are not needed for the ones that change words.
    const filters = rest.map((f) => f.replace(/\s*\(.*$/, ""));
    let out = "";
    // ingredients[0], ingredients.0, ingredients[0].food, ingredients[0]["food"]: Jinja's ways to the same value;
    // early versions passed the food and unit themselves, so ".food.name" is the food too.
    const ing = /^ingredients\s*(?:\[\s*(\d+)\s*\]|\.(\d+))(?:\s*\.\s*(\w+)|\s*\[\s*["'](\w+)["']\s*\])?(?:\s*\.\s*(?:name|plural_name))?$/.exec(head);
    const scale = /^scale\s*\(\s*["']?(-?\d+(?:[.,]\d+)?)["']?\s*\)$/.exec(head);
    const literal = /^(?:"([^"]*)"|'([^']*)'|(-?\d+(?:\.\d+)?))$/.exec(head);
    if (ing) {
      const row = ingredients[Number(ing[1] ?? ing[2])];
      if (row) {
        const p = partsOf(row);
        const field = ing[3] ?? ing[4];
        if (!field) out = joined(p.amount, p.unit, p.food);
        else if (field === "numeric_amount") out = formatAmount(p.numeric);
        else if (field === "amount" || field === "unit" || field === "food" || field === "note") out = p[field];
      }
    } else if (scale?.[1]) out = formatAmount(amountOf(scale[1]));
    else if (literal) out = literal[1] ?? literal[2] ?? literal[3] ?? "";
    for (const f of filters) {
      if (f === "lower") out = out.toLowerCase();
      else if (f === "upper") out = out.toUpperCase();
      else if (f === "capitalize") out = out.charAt(0).toUpperCase() + out.slice(1).toLowerCase();
      else if (f === "title") out = out.replace(/\p{L}+/gu, (w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase());
      else if (f === "trim") out = out.trim();
    }
    return out;
  };
  // Bounded scans: an unclosed "{{" in a long text must not be searched to its end from every brace (quadratic).
  return text
    .replace(/\{#[\s\S]{0,2000}?#\}/g, "")
    .replace(/\{%[^%]{0,500}%\}/g, "")
    .replace(/\{\{([^{}]{0,500})\}\}/g, (_m, expr: string) => value(expr))
    .replace(/[{}]/g, "")
    .replace(/[ \t]{2,}/g, " ");
}

/** Nutrition per serving, as a line of the notes (Tandoor's own fields; zeros are fields left empty). */
function nutritionNote(n: unknown): string {
  if (!isRow(n)) return "";
  const parts = [
    ["calories", "kcal"],
    ["carbohydrates", "g carbohydrates"],
    ["fats", "g fat"],
    ["proteins", "g protein"],
  ]
    .filter(([k]) => amountOf(n[k as string]) > 0)
    .map(([k, label]) => `${formatAmount(amountOf(n[k as string]))} ${label}`);
  const source = str(n.source).trim();
  if (parts.length === 0) return "";
  return `Nutrition per serving: ${parts.join(", ")}${source ? ` (${source})` : ""}`;
}

export function tandoorRecipe(r: Row, picture: string | undefined): ArchiveRecipe {
  const title = str(r.name).trim();
  if (!title) throw new Error("it has no name");
  const steps = byOrder(rows(r.steps));
  // Tandoor's ingredient list shows a step's name as a header when the recipe has several steps.
  const named = steps.length > 1;
  const ungrouped: string[] = [];
  const components: ExtractedComponent[] = [];
  const open = (t: string) => components.push({ title: t, ingredientLines: [], instructions: [] });
  const instructions: string[] = [];
  // The list as the family saw it, headers in place: what the recipe is known again by.
  const seen: string[] = [];
  for (const s of steps) {
    const stepName = str(s.name).trim();
    if (named && stepName && s.show_as_header !== false) open(stepName);
    const ingredients = byOrder(rows(s.ingredients));
    for (const i of ingredients) {
      const header = headerOf(i);
      if (header !== null) {
        open(header);
        seen.push(`# ${header}`);
        continue;
      }
      const line = ingredientLine(i);
      if (!line) continue;
      (components[components.length - 1]?.ingredientLines ?? ungrouped).push(line);
      seen.push(line);
    }
    const text = renderInstruction(str(s.instruction), ingredients).trim();
    const step = [stepName, text].filter(Boolean).join(": ");
    if (step) instructions.push(step);
  }
  const sourceUrl = webUrl(r.source_url);
  const x = extracted({
    title,
    description: str(r.description),
    notes: nutritionNote(r.nutrition),
    lines: [],
    steps: instructions,
    tags: stringList(r.keywords),
    prep: minutes(r.working_time),
    cook: minutes(r.waiting_time),
    servings: servingsOf(r.servings) ?? servingsOf(r.servings_text),
  });
  // Tandoor marks its headers, so the lines are grouped as it shows them, not guessed from their wording.
  x.ingredientLines = ungrouped;
  x.components = components.filter((c) => c.ingredientLines.length > 0);
  const out: ArchiveRecipe = {
    origin: fallbackOrigin("tandoor", title, sourceUrl, seen.join("\n")),
    draft: draftOf(x, title),
    photos: picture ? [{ path: picture }] : [],
  };
  if (sourceUrl) out.sourceUrl = sourceUrl;
  return out;
}

/** The picture Tandoor wrote beside recipe.json: `image` plus the stored file's extension, in any case, or none. */
function pictureOf(inner: ArchiveTree): string | undefined {
  return inner.names.find((n) => /^image(?:\.[a-z0-9]{1,5})?$/i.test(n));
}

/** A Tandoor recipe.json: steps that hold ingredient objects (a Nextcloud or schema.org recipe has neither). */
export function isTandoorRecipe(doc: unknown): boolean {
  return isRow(doc) && !("@context" in doc) && !("@type" in doc) && rows(doc.steps).some((s) => Array.isArray(s.ingredients));
}

/** Tandoor recipes already unpacked from the export's inner zips (a folder of recipe.json and image files, zipped again). */
export function readUnpackedTandoor(tree: ArchiveTree, files: string[]): ArchiveContents {
  const items: ArchiveItem[] = files.map((name) => {
    const dir = path.posix.dirname(name);
    return {
      label: dir === "." ? name : path.posix.basename(dir),
      load: () => {
        const picture = tree.names.find((n) => path.posix.dirname(n) === dir && /^image(?:\.[a-z0-9]{1,5})?$/i.test(path.posix.basename(n)));
        return tandoorRecipe(tree.json(name) as Row, picture ? tree.path(picture) : undefined);
      },
    };
  });
  return { format: "tandoor", items };
}

export function readTandoor(tree: ArchiveTree, zips: string[], budget: Budget): ArchiveContents {
  const items: ArchiveItem[] = zips.map((zipName, index) => ({
    label: path.posix.basename(zipName).replace(/\.zip$/i, ""),
    load: async () => {
      // Beside the outer tree, never inside it: nothing the outer archive planted can be in the way.
      const dir = path.join(path.dirname(tree.root), "nested", String(index));
      fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
      const written = await extractZip(tree.path(zipName), dir, budget, 2);
      const inner = new ArchiveTree(
        dir,
        written.map((w) => w.name),
      );
      if (!inner.has("recipe.json")) throw new ArchiveError("damaged", "it holds no recipe.json");
      const doc = inner.json("recipe.json");
      if (!isRow(doc)) throw new Error("its recipe.json is not a Tandoor recipe");
      const picture = pictureOf(inner);
      return tandoorRecipe(doc, picture ? inner.path(picture) : undefined);
    },
  }));
  return { format: "tandoor", items };
}
