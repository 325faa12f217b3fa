/**
 * Shared conversions for archive formats: raw ingredient lines with section headers → our ingredients and
 * components (through the one ingredient parser), minutes from the apps' many time spellings, stable origin keys.
 */
import { createHash } from "node:crypto";
import type { ExtractedComponent, ExtractedRecipe } from "../../../importers/types";
import { toRecipeDraft, type RecipeDraft } from "../../../importers/pipeline";
import { parseDurationMinutes } from "../../../lib/duration";
import { splitIngredientGroups } from "../../../importers/web/groups";

/** A line of an ingredient list, or a header the source app marked as one. */
export type IngredientLine = string | { header: string };

/** "## Sauce" (Markdown in Paprika and Nextcloud notes) is a header written the way the app allows. */
const MARKDOWN_HEADER = /^#{1,6}\s*(.+?)\s*#*$/;

/**
 * Group lines under their headers: explicit headers (Mealie titles, Tandoor is_header) always open a group; free
 * text lists (Paprika, schema.org) are split by the same header rules as web pages ("For the sauce:", "Dough").
 */
export function groupLines(lines: IngredientLine[]): { ungrouped: string[]; components: ExtractedComponent[] } {
  // An app's own header rows are headers whatever they say ("Layer 1", "Sauce for 4"): the web rules refuse digits.
  const explicit = new Set<string>();
  const normalized = lines.map((l) => {
    if (typeof l !== "string") {
      const header = `${l.header.replace(/[:：]\s*$/, "")}:`;
      explicit.add(header);
      return header;
    }
    const md = MARKDOWN_HEADER.exec(l.trim());
    return md?.[1] ? `${md[1].replace(/[:：]\s*$/, "")}:` : l;
  });
  return splitIngredientGroups(
    normalized.filter((l) => l.trim() !== ""),
    new Set(),
    explicit,
  );
}

/** Minutes from ISO 8601 ("PT1H30M"), words ("1 hour 30 minutes", "45 min") or a bare number of minutes. */
export function minutes(value: unknown): number | undefined {
  if (typeof value === "number") return value > 0 && Number.isFinite(value) ? value : undefined;
  if (typeof value !== "string" || value.trim() === "") return undefined;
  if (/^\d+(?:\.\d+)?$/.test(value.trim())) return Number(value.trim()) || undefined;
  return parseDurationMinutes(value);
}

/** The first number of a servings text ("4 servings", "Serves 6-8"), else undefined. */
export function servingsOf(value: unknown): number | undefined {
  if (typeof value === "number") return value > 0 && Number.isFinite(value) ? value : undefined;
  if (typeof value !== "string") return undefined;
  const m = /\d+(?:[.,]\d+)?/.exec(value);
  const n = m ? Number(m[0].replace(",", ".")) : NaN;
  return n > 0 ? n : undefined;
}

/** Non-empty trimmed strings of a string, a list of strings, or a comma-separated text. */
export function stringList(value: unknown, split = false): string[] {
  const raw = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  const out: string[] = [];
  for (const v of raw) {
    if (typeof v === "string") out.push(...(split ? v.split(",") : [v]));
    else if (v && typeof v === "object" && typeof (v as { name?: unknown }).name === "string") out.push((v as { name: string }).name);
  }
  return out.map((s) => s.trim()).filter((s) => s !== "");
}

/** Steps from a block of text: one per non-empty line (the apps store directions as paragraphs). */
export function stepsFromText(text: unknown): string[] {
  return typeof text === "string"
    ? text
        .split(/\r?\n/)
        .map((s) => s.trim())
        .filter((s) => s !== "")
    : [];
}

export const str = (v: unknown): string => (typeof v === "string" ? v : typeof v === "number" ? String(v) : "");

/** A JSON object of an export (a record, a row of a table), as the readers walk them. */
export type Row = Record<string, unknown>;
export const isRow = (v: unknown): v is Row => !!v && typeof v === "object" && !Array.isArray(v);

/** An absolute http(s) address, else undefined. */
export function webUrl(v: unknown): string | undefined {
  if (typeof v !== "string" || v.length > 2000) return undefined;
  try {
    const u = new URL(v.trim());
    return u.protocol === "https:" || u.protocol === "http:" ? u.href : undefined;
  } catch {
    return undefined;
  }
}

/** The origin key of a recipe without an id in its app: its address (if any) and a hash of its title. */
export function fallbackOrigin(format: string, title: string, sourceUrl: string | undefined, extra = ""): string {
  const hash = createHash("sha256").update(`${title.trim().toLowerCase()}\n${extra}`).digest("hex").slice(0, 24);
  return `${format}:${sourceUrl ? `url:${sourceUrl}#` : "title:"}${hash}`;
}

/**
 * A range the parser cannot hold yet ("1-2 cloves garlic" → quantity 1): until ingredients carry quantityMax, the
 * words of the range are kept in the preparation, so nothing the family wrote is lost.
 */
function keepRangeWords(line: string, draftIngredient: RecipeDraft["ingredients"][number]): void {
  if ("quantityMax" in draftIngredient) return;
  const m = /(\d+(?:[.,/]\d+)?)\s*(?:-|–|—|to)\s*(\d+(?:[.,/]\d+)?)/.exec(line);
  if (!m?.[2] || draftIngredient.quantity === undefined) return;
  const words = `up to ${m[2]}`;
  draftIngredient.preparation = draftIngredient.preparation ? `${draftIngredient.preparation} (${words})` : words;
}

/** ExtractedRecipe → our draft, keeping the words of ranges; lines map 1:1 to ingredients in order. */
export function draftOf(x: ExtractedRecipe, fallbackTitle: string): RecipeDraft {
  const draft = toRecipeDraft(x, fallbackTitle);
  const pair = (lines: string[], ings: RecipeDraft["ingredients"]) => {
    const kept = lines.map((l) => l.replace(/\s+/g, " ").trim()).filter((l) => l !== "");
    if (kept.length === ings.length) kept.forEach((l, i) => keepRangeWords(l, ings[i] as RecipeDraft["ingredients"][number]));
  };
  pair(x.ingredientLines, draft.ingredients);
  const kept = x.components.filter((c) => c.ingredientLines.length > 0 || c.instructions.length > 0);
  if (kept.length === draft.components.length) kept.forEach((c, i) => pair(c.ingredientLines, draft.components[i]?.ingredients ?? []));
  return draft;
}

/** Build an ExtractedRecipe from the parts every format has. */
export function extracted(parts: {
  title: string;
  description?: string;
  notes?: string;
  lines: IngredientLine[];
  steps: string[];
  tags: string[];
  prep?: number;
  cook?: number;
  total?: number;
  servings?: number;
}): ExtractedRecipe {
  const { ungrouped, components } = groupLines(parts.lines);
  const x: ExtractedRecipe = { title: parts.title, ingredientLines: ungrouped, components, instructions: parts.steps, tags: parts.tags };
  if (parts.description) x.description = parts.description;
  if (parts.notes) x.notes = parts.notes;
  if (parts.prep !== undefined) x.prepTime = parts.prep;
  if (parts.cook !== undefined) x.cookTime = parts.cook;
  if (parts.total !== undefined) x.totalTime = parts.total;
  if (parts.servings !== undefined) x.servings = parts.servings;
  return x;
}
