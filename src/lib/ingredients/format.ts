/**
 * The write-path helpers around the parser: normalising Ingredient records before storage and
 * rendering them back to one readable line.
 */
import type { Ingredient } from "./types";
import { formatQuantity, parseQuantity } from "../fractions";
import { parseIngredientLine, type ParsedIngredient } from "./parse";

/** Four decimals keep 1/3 readable (0.3333) while surviving scaling back to whole numbers. */
function roundQuantity(n: number): number {
  return Math.round(n * 10000) / 10000;
}

function clean(text: unknown): string | undefined {
  if (typeof text !== "string") return undefined;
  const t = text.replace(/\s+/g, " ").trim();
  return t ? t : undefined;
}

/**
 * Turns a raw line or a loosely filled Ingredient into a storable Ingredient: a string is parsed;
 * an object keeps its fields, with a quantity written as a string ("1 1/2", "½", "1,5") converted
 * to a decimal, names and units trimmed, and empty fields dropped. Quantities are rounded to 4 places.
 */
export function normalizeIngredient(input: Ingredient | string): Ingredient {
  if (typeof input === "string") {
    const p = parseIngredientLine(input);
    const out: Ingredient = { name: p.name };
    if (p.quantity !== undefined) out.quantity = roundQuantity(p.quantity);
    if (p.unit !== undefined) out.unit = p.unit;
    if (p.preparation !== undefined) out.preparation = p.preparation;
    if (p.isOptional) out.isOptional = true;
    return out;
  }
  // Callers pass JSON bodies, so the declared types are not guaranteed at runtime.
  const raw: unknown = input.quantity;
  let quantity: number | undefined;
  if (typeof raw === "number" && Number.isFinite(raw)) quantity = raw;
  else if (typeof raw === "string") quantity = parseQuantity(raw)?.value;
  const out: Ingredient = { name: clean(input.name) ?? "" };
  if (quantity !== undefined) out.quantity = roundQuantity(quantity);
  const unit = clean(input.unit);
  if (unit !== undefined) out.unit = unit;
  const preparation = clean(input.preparation);
  if (preparation !== undefined) out.preparation = preparation;
  if (input.isOptional === true) out.isOptional = true;
  else if (input.isOptional === false) out.isOptional = false;
  return out;
}

/**
 * Renders an ingredient for display: "1 1/2 cups flour, sifted", "2 large eggs", "salt (optional)".
 * Accepts parser output too, showing ranges, size and note when present.
 */
export function formatIngredient(ing: Ingredient | ParsedIngredient, options: { unicode?: boolean } = {}): string {
  const parsed: Partial<ParsedIngredient> = ing;
  const parts: string[] = [];
  if (ing.quantity !== undefined) parts.push(formatQuantity(ing.quantity, parsed.quantityMax, { unicode: options.unicode }));
  if (parsed.size && ing.unit) parts.push(parsed.size);
  if (ing.unit) parts.push(ing.unit);
  if (parsed.size && !ing.unit) parts.push(parsed.size);
  parts.push(ing.name);
  let line = parts.join(" ");
  if (ing.preparation) line += `, ${ing.preparation}`;
  if (parsed.note) line += ` (${parsed.note})`;
  if (ing.isOptional) line += " (optional)";
  return line;
}
