/**
 * Cooklang quantities ↔ the recipe model's numeric quantities. The parser keeps what is not a plain number as
 * text ("3tsp", "1,1/2cups", "1 1/2", "½"); recipes store a decimal and a unit, so that text is read here.
 */
import { matchQuantity, normalizeFractionChars } from "../fractions";
import { normalizeUnit } from "../units";
import type { CooklangQuantity } from "./types";

/** A Cooklang amount read for the recipe model. */
export interface ReadAmount {
  quantity?: number;
  /** Upper end of a range ("1-2"). */
  quantityMax?: number;
  unit?: string;
  /** Words that were not an amount ("few", "two small"), kept for the ingredient's preparation. */
  text?: string;
}

const MAX_AMOUNT_CHARS = 40;

// "items"/"item" is how Cooklang files say "count"; the recipe model has no unit for a count.
const COUNT_UNITS = /^(?:items?|pcs?|pieces?)$/i;

/**
 * Reads `@name{quantity%units}` for the recipe model: numbers stay; text such as "1 1/2", "½", "1,1/2" (mixed
 * number written with a comma) or "3tsp" (number and unit without `%`) is split into a number and a unit.
 * "some" (the spec's default) means no quantity.
 */
export function readAmount(quantity: CooklangQuantity, units: string): ReadAmount {
  const unit = COUNT_UNITS.test(units.trim()) ? "" : units.trim();
  const withUnit = (out: ReadAmount): ReadAmount => (unit ? { ...out, unit } : out);
  if (typeof quantity === "number") return withUnit({ quantity });
  const text = quantity.trim();
  if (text === "" || text.toLowerCase() === "some") return withUnit({});
  // An amount is short; longer text is a description and skips the amount grammar (which is not linear).
  if (text.length > MAX_AMOUNT_CHARS) return withUnit({ text });
  // "=1" is a fixed amount (newer Cooklang: not scaled); the recipe model has no such notion.
  const normalized = normalizeFractionChars(text.replace(/^=\s*/, "")).replace(/^(\d+),(\d+\s*\/\s*\d+)/, "$1 $2");
  const m = matchQuantity(normalized);
  if (m) {
    const rest = normalized.slice(m.length).trim();
    if (rest === "") return withUnit(m.max !== undefined ? { quantity: m.value, quantityMax: m.max } : { quantity: m.value });
    // "3tsp", "1 1/2 cups": the unit when no `%units` was given and the rest is a unit or glued to the number.
    const glued = /\d$/.test(normalized.slice(0, m.length)) && /^\p{L}/u.test(normalized.slice(m.length));
    if (!unit && /^\p{L}[\p{L}.]*$/u.test(rest) && (glued || normalizeUnit(rest))) {
      return COUNT_UNITS.test(rest) ? { quantity: m.value } : { quantity: m.value, unit: rest };
    }
    // "2 large": the number is the amount, the words describe it.
    return withUnit({ quantity: m.value, text: rest });
  }
  return withUnit({ text });
}

/**
 * A quantity as Cooklang text: whole numbers plainly, simple fractions below one as "1/2" (the canonical parser
 * reads them back as numbers), anything else as a decimal ("1.5", "0.3333").
 */
export function formatCooklangQuantity(value: number): string {
  if (Number.isInteger(value)) return String(value);
  if (value > 0 && value < 1) {
    for (const den of [2, 3, 4, 8]) {
      const num = Math.round(value * den);
      if (num > 0 && num < den && Math.abs(num / den - value) < 1e-4) return `${num}/${den}`;
    }
  }
  return String(Math.round(value * 10000) / 10000);
}
