/**
 * The write-path helpers around the parser: normalising Ingredient records before storage and rendering them back
 * to one readable line. normalizeIngredient is the single function every path that stores ingredients calls (the
 * recipe API, every importer, archive imports, the Cooklang conversion), so a line yields the same record everywhere.
 */
import type { Ingredient } from "./types";
import { formatQuantity, parseQuantity } from "../fractions";
import { cleanIngredientLine, parseIngredientLine, type ParsedIngredient } from "./parse";

/** Field caps of the stored record (the recipe write path refuses longer input; parsed lines are cut). */
export const INGREDIENT_CAPS = { name: 500, unit: 100, preparation: 1000, size: 200, note: 1000, original: 1000 } as const;

/** Four decimals keep 1/3 readable (0.3333) while surviving scaling back to whole numbers. */
function roundQuantity(n: number): number {
  return Math.round(n * 10000) / 10000;
}

function clean(text: unknown, max: number): string | undefined {
  if (typeof text !== "string") return undefined;
  const t = text.replace(/\s+/g, " ").trim().slice(0, max).trim();
  return t ? t : undefined;
}

function amount(raw: unknown): { value: number; max?: number } | undefined {
  if (typeof raw === "number" && Number.isFinite(raw) && raw >= 0) return { value: raw };
  if (typeof raw === "string") return parseQuantity(raw) ?? undefined;
  return undefined;
}

// Words a parse may drop without losing meaning: articles, "of", a multiplication sign, list joiners.
const FILLER = new Set([
  "a",
  "an",
  "the",
  "of",
  "x",
  "and",
  "or",
  "de",
  "d",
  "di",
  "da",
  "du",
  "des",
  "del",
  "la",
  "le",
  "el",
  "un",
  "une",
  "ein",
  "eine",
  "einer",
  "je",
  "van",
  "von",
  "een",
  "um",
  "uma",
]);

function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * Words of the line that no field of the record holds ("about" in "about 2 cups milk"), in line order. Numbers are
 * the quantity's; filler words carry nothing. What is left goes to the note, so the record keeps every word.
 */
export function lostWords(line: string, ing: Ingredient): string[] {
  const held = new Set(words([ing.name, ing.unit, ing.size, ing.preparation, ing.note, ing.isOptional ? "optional" : ""].filter(Boolean).join(" ")));
  const lost: string[] = [];
  for (const w of line.match(/[\p{L}\p{N}'’-]+/gu) ?? []) {
    const parts = words(w);
    if (parts.length === 0 || parts.every((p) => held.has(p) || FILLER.has(p) || /^\p{N}+$/u.test(p))) continue;
    // "to" of a range ("1 to 2"), and the amount written in words ("one", "a dozen"), are the quantity's.
    if (ing.quantity !== undefined && ((ing.quantityMax !== undefined && /^(?:to|or|bis|à)$/i.test(w)) || parseQuantity(w) !== null)) continue;
    // An amount glued to its unit ("500ml" in "500ml/18fl oz") is the quantity and unit, or the size.
    const glued = /^[\p{N}.,\-–]+(\p{L}+)$/u.exec(w)?.[1];
    if (glued && ing.unit !== undefined && unitSpelling(glued, ing.unit)) continue;
    // A unit written in a form the record spells otherwise ("tablespoons" for "tbsp") is still the unit.
    if (ing.unit !== undefined && parts.length === 1 && w.length > 1 && /^[\p{L}.]+$/u.test(w) && unitSpelling(w, ing.unit)) continue;
    lost.push(w);
  }
  return lost;
}

function unitSpelling(word: string, unit: string): boolean {
  const a = word.toLowerCase().replace(/\.$/, "");
  const b = unit.toLowerCase().replace(/\.$/, "");
  return a === b || a.replace(/e?s$/, "") === b.replace(/e?s$/, "");
}

/** The stored record of a parsed line, capped to the write path's field sizes. */
function fromParsed(p: ParsedIngredient, original: string): Ingredient {
  const out: Ingredient = { name: clean(p.name, INGREDIENT_CAPS.name) ?? clean(original, INGREDIENT_CAPS.name) ?? "" };
  if (p.quantity !== undefined) out.quantity = roundQuantity(p.quantity);
  if (p.quantityMax !== undefined && p.quantity !== undefined && p.quantityMax > p.quantity) out.quantityMax = roundQuantity(p.quantityMax);
  const unit = clean(p.unit, INGREDIENT_CAPS.unit);
  if (unit !== undefined) out.unit = unit;
  const size = clean(p.size, INGREDIENT_CAPS.size);
  if (size !== undefined) out.size = size;
  const preparation = clean(p.preparation, INGREDIENT_CAPS.preparation);
  if (preparation !== undefined) out.preparation = preparation;
  // Where the parser was unsure it left words out; they are kept in the note rather than dropped.
  const lost = lostWords(original, { ...out, note: p.note, isOptional: p.isOptional });
  const note = clean([p.note, lost.join(" ")].filter(Boolean).join("; "), INGREDIENT_CAPS.note);
  if (note !== undefined) out.note = note;
  if (p.isOptional) out.isOptional = true;
  out.original = original.slice(0, INGREDIENT_CAPS.original);
  return out;
}

/**
 * Turns a raw line or a loosely filled Ingredient into a storable Ingredient.
 *
 * A string is parsed and keeps everything it said: quantity and `quantityMax` for a range, unit, `size`,
 * preparation, `note` (with any word the parser could not place), isOptional, and `original`, the line as written.
 * An object keeps its fields, with quantities written as strings ("1 1/2", "½", "1,5", "1-2") converted to
 * decimals, text trimmed, and empty fields dropped. Quantities are rounded to 4 places. Scaling fields
 * (quantityExact, display) are never stored: they belong to a scaled view.
 */
export function normalizeIngredient(input: Ingredient | string): Ingredient {
  if (typeof input === "string") {
    const original = cleanIngredientLine(input);
    return fromParsed(parseIngredientLine(original), original);
  }
  // Callers pass JSON bodies, so the declared types are not guaranteed at runtime.
  const quantity = amount(input.quantity);
  const out: Ingredient = { name: clean(input.name, INGREDIENT_CAPS.name) ?? "" };
  if (quantity !== undefined) out.quantity = roundQuantity(quantity.value);
  const max = amount(input.quantityMax)?.value ?? quantity?.max;
  if (max !== undefined && out.quantity !== undefined && max > out.quantity) out.quantityMax = roundQuantity(max);
  const unit = clean(input.unit, INGREDIENT_CAPS.unit);
  if (unit !== undefined) out.unit = unit;
  const size = clean(input.size, INGREDIENT_CAPS.size);
  if (size !== undefined) out.size = size;
  const preparation = clean(input.preparation, INGREDIENT_CAPS.preparation);
  if (preparation !== undefined) out.preparation = preparation;
  const note = clean(input.note, INGREDIENT_CAPS.note);
  if (note !== undefined) out.note = note;
  if (input.isOptional === true) out.isOptional = true;
  else if (input.isOptional === false) out.isOptional = false;
  const original = clean(input.original, INGREDIENT_CAPS.original);
  if (original !== undefined) out.original = original;
  return out;
}

/**
 * Renders an ingredient for display: "1 1/2 cups flour, sifted", "2 large eggs", "1 (28 oz) can crushed tomatoes",
 * "salt (optional)". Shows ranges, size and note when present; a scaled record's `display` replaces the amount.
 */
export function formatIngredient(ing: Ingredient | ParsedIngredient, options: { unicode?: boolean } = {}): string {
  const parts: string[] = [];
  if (ing.display !== undefined) parts.push(ing.display);
  else if (ing.quantity !== undefined) parts.push(formatQuantity(ing.quantity, ing.quantityMax, { unicode: options.unicode }));
  // A package size before its unit reads as the line wrote it: "1 (28 oz) can"; a size word as is: "1 large can".
  if (ing.size && ing.unit) parts.push(/\d/.test(ing.size) ? `(${ing.size})` : ing.size);
  if (ing.unit) parts.push(ing.unit);
  if (ing.size && !ing.unit) parts.push(ing.size);
  parts.push(ing.name);
  let line = parts.join(" ");
  if (ing.preparation) line += `, ${ing.preparation}`;
  if (ing.note) line += ` (${ing.note})`;
  if (ing.isOptional) line += " (optional)";
  return line;
}
