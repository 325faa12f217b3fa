/**
 * Glue between the extractors and the recipe store: an ExtractedRecipe (raw lines, minutes, servings) becomes the
 * fields of a recipe in the API's own shape, with every ingredient line going through the one parser.
 */
import type { ExtractedComponent, ExtractedRecipe } from "../types";
import type { Ingredient } from "../../lib/ingredients/types";
import { normalizeIngredient } from "../../lib/ingredients";

/** A component (sub-recipe) as stored on a recipe. */
export interface DraftComponent {
  title: string;
  description: string;
  notes: string;
  ingredients: Ingredient[];
  instructions: string[];
}

/** The recipe fields an import produces (snake_case, as the Recipe record of the spec). */
export interface RecipeDraft {
  title: string;
  subtitle: string;
  description: string;
  notes: string;
  tags: string[];
  ingredients: Ingredient[];
  components: DraftComponent[];
  instructions: string[];
  /** Minutes. */
  prep_time?: number;
  /** Minutes. */
  cook_time?: number;
  /** Minutes. */
  total_time?: number;
  servings?: number;
}

const MAX_TITLE = 300;
const MAX_TEXT = 20_000;
const MAX_LINES = 400;

const tidy = (s: string | undefined, max = MAX_TEXT): string => (s ?? "").replace(/\s+/g, " ").trim().slice(0, max);

/**
 * Notes keep their paragraphs and lines (an app's notes, "Nutrition: …", "Source: …"; the app shows them as
 * written): spaces are tidied within each line, blank lines between paragraphs kept to one.
 */
const tidyParagraphs = (s: string | undefined, max = MAX_TEXT): string =>
  (s ?? "")
    .split(/\r\n|\r|\n|\u2028|\u2029/)
    .map((line) => line.replace(/\s+/g, " ").trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim()
    .slice(0, max);

/**
 * Parse one raw line with normalizeIngredient, the one normaliser every stored ingredient goes through: the record
 * keeps everything the line said (size, note, quantityMax, original), and a line the parser finds no name in keeps
 * its text as the name. Field caps are normalizeIngredient's, so an absurd line is cut rather than failing an import.
 */
export function lineToIngredient(line: string): Ingredient | null {
  const text = tidy(line, 1000);
  if (!text) return null;
  const ing = normalizeIngredient(text);
  if (!ing.name) ing.name = text.slice(0, 500);
  return ing;
}

function toIngredients(lines: string[]): Ingredient[] {
  const out: Ingredient[] = [];
  for (const line of lines.slice(0, MAX_LINES)) {
    const ing = lineToIngredient(line);
    if (ing) out.push(ing);
  }
  return out;
}

/** A step's own number in front of it: "1. Heat…", "2) Stir…", "Step 3: Bake…", or a badge run into it ("4Den Deckel…"). */
const STEP_NUMBER = /^(?:step\s*)?(\d{1,2})(?:\s*[.):]\s*|(?=\p{Lu}))(?=\S)/iu;

/**
 * Steps numbered in their text ("1. Heat the oven.", "2. Mix…") lose the numbers: the app numbers steps itself,
 * and a cook-mode "Step 2" reading "2. Mix…" says it twice. Only a list numbered in order throughout is read so;
 * a step that merely starts with a figure ("2 eggs go in…") keeps it.
 */
export function withoutStepNumbers(steps: string[]): string[] {
  if (steps.length < 2) return steps;
  const numbers = steps.map((step) => STEP_NUMBER.exec(step)?.[1]);
  const inOrder = numbers.every((n, i) => n !== undefined && Number(n) === Number(numbers[0]) + i);
  return inOrder ? steps.map((step) => step.replace(STEP_NUMBER, "")) : steps;
}

function toSteps(steps: string[]): string[] {
  return withoutStepNumbers(
    steps
      .map((s) => tidy(s))
      .filter((s) => s.length > 0)
      .slice(0, MAX_LINES),
  );
}

/** A positive, finite number of minutes or servings (rounded to two decimals), else undefined. */
function positive(n: number | undefined): number | undefined {
  if (n === undefined || !Number.isFinite(n) || n <= 0) return undefined;
  return Math.round(n * 100) / 100;
}

function toComponent(c: ExtractedComponent): DraftComponent {
  return {
    title: tidy(c.title, MAX_TITLE),
    description: tidy(c.description),
    notes: tidyParagraphs(c.notes),
    ingredients: toIngredients(c.ingredientLines),
    instructions: toSteps(c.instructions),
  };
}

/** True when an extraction carries enough to be called a recipe: a title plus ingredients or steps. */
export function hasRecipeContent(r: ExtractedRecipe): boolean {
  const lines = r.ingredientLines.length + r.components.reduce((n, c) => n + c.ingredientLines.length + c.instructions.length, 0);
  return lines + r.instructions.length > 0;
}

/**
 * Turn an extraction into recipe fields. Empty components are dropped; tags are de-duplicated case-insensitively;
 * times and servings are kept only when positive. `fallbackTitle` names a recipe whose source gave none.
 */
export function toRecipeDraft(r: ExtractedRecipe, fallbackTitle = "Imported recipe"): RecipeDraft {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const t of r.tags) {
    const tag = tidy(t, 60);
    if (tag && !seen.has(tag.toLowerCase())) {
      seen.add(tag.toLowerCase());
      tags.push(tag);
    }
  }
  const components = r.components.map(toComponent).filter((c) => c.ingredients.length > 0 || c.instructions.length > 0);
  const draft: RecipeDraft = {
    title: tidy(r.title, MAX_TITLE) || fallbackTitle,
    subtitle: tidy(r.subtitle, MAX_TITLE),
    description: tidy(r.description),
    notes: tidyParagraphs(r.notes),
    tags: tags.slice(0, 50),
    ingredients: toIngredients(r.ingredientLines),
    components,
    instructions: toSteps(r.instructions),
  };
  const prep = positive(r.prepTime);
  const cook = positive(r.cookTime);
  const total = positive(r.totalTime) ?? (prep !== undefined || cook !== undefined ? (prep ?? 0) + (cook ?? 0) : undefined);
  const servings = positive(r.servings);
  if (prep !== undefined) draft.prep_time = prep;
  if (cook !== undefined) draft.cook_time = cook;
  if (total !== undefined) draft.total_time = total;
  if (servings !== undefined) draft.servings = servings;
  return draft;
}

/**
 * Decode a fetched page: the charset of the Content-Type header, else of a <meta charset> in the first bytes,
 * else UTF-8. An unknown label falls back to UTF-8 rather than failing the import.
 */
export function decodeHtml(body: Buffer, contentTypeHeader: string | undefined): string {
  const fromHeader = /charset\s*=\s*["']?([\w.:-]+)/i.exec(contentTypeHeader ?? "")?.[1];
  const head = body.subarray(0, 2048).toString("latin1");
  const fromMeta = /<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i.exec(head)?.[1];
  const label = (fromHeader ?? fromMeta ?? "utf-8").toLowerCase();
  try {
    return new TextDecoder(label).decode(body);
  } catch {
    return new TextDecoder("utf-8").decode(body);
  }
}
