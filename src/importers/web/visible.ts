/**
 * Structured data against the visible page. JSON-LD is usually the cleanest source, but some
 * generators degrade it: they split every line at its commas, or strip the amounts the page shows.
 * These checks say when the visible list is the same list, only whole, so that the extractor can
 * prefer it. Each check needs strong evidence that both lists are one list.
 */
import { normalizeFractionChars } from "../../lib/fractions";

/** Letters and digits only, lower-cased: what two renderings of one line have in common. */
export function compactKey(line: string): string {
  return normalizeFractionChars(line)
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "");
}

/** Words and numbers of a line, lower-cased. */
function tokens(line: string): string[] {
  return (
    normalizeFractionChars(line)
      .normalize("NFKC")
      .toLowerCase()
      // An amount glued to its unit ("500gr") is the same words as "500 gr".
      .replace(/(\p{N})(?=\p{L})|(\p{L})(?=\p{N})/gu, "$1$2 ")
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean)
  );
}

/** True when every token of `part` occurs in `whole` (as a multiset). */
function tokensWithin(part: string[], whole: string[]): boolean {
  const pool = new Map<string, number>();
  for (const t of whole) pool.set(t, (pool.get(t) ?? 0) + 1);
  return part.every((t) => {
    const n = pool.get(t) ?? 0;
    pool.set(t, n - 1);
    return n > 0;
  });
}

/** Why the visible list replaces the structured one, or null when the structured one stands. */
export type VisibleReason = "split" | "glued" | "amounts" | "names" | "converted" | "reordered" | null;

/** Starts with an amount: a digit or a vulgar fraction. */
const AMOUNT_FIRST = /^[\d½⅓⅔¼¾⅛⅜⅝⅞]/;

/**
 * True when the structured list is the visible one reduced to bare names: not one structured line
 * holds a number, nearly every visible line starts with an amount, and each structured name is found
 * among the visible lines. Such generators also merge repeated names and reorder them, so lines are
 * matched as a set, not one by one.
 */
function isNamesOnly(structured: string[], visible: string[]): boolean {
  if (structured.length < 3 || visible.length < structured.length) return false;
  if (structured.some((line) => /\d/.test(line))) return false;
  const withAmount = visible.filter((line) => AMOUNT_FIRST.test(line)).length;
  if (withAmount < visible.length * 0.8) return false;
  const shown = visible.map(tokens);
  return structured.every((line) => shown.some((seen) => tokensWithin(tokens(line), seen)));
}

/** An amount a generator converted to metric weight, two decimals and all ("18.20 gm", "125.00 gm"). */
const CONVERTED_AMOUNT = /^\d+\.\d{2}\s*(?:gm|g|ml|kg)\s+/i;

/**
 * True when the structured list is the visible one run through a unit converter: one line each, at
 * least one structured amount is a two-decimal metric conversion ("18.20 gm olive oil" for "1 tbsp
 * olive oil"), and every other differing line only lacks words the visible line has (the converter
 * also drops brand names: "250g Durum Wheat Pasta" for "250g Coles Durum Wheat Pasta").
 */
function isConvertedCopy(structured: string[], visible: string[]): boolean {
  if (structured.length !== visible.length) return false;
  let converted = 0;
  for (const [i, line] of structured.entries()) {
    const shown = visible[i] ?? "";
    if (compactKey(line) === compactKey(shown)) continue;
    const seen = tokens(shown);
    if (CONVERTED_AMOUNT.test(line) && AMOUNT_FIRST.test(shown)) {
      if (!tokensWithin(tokens(line.replace(CONVERTED_AMOUNT, "")), seen)) return false;
      converted += 1;
    } else if (!tokensWithin(tokens(line), seen)) return false;
  }
  return converted > 0;
}

/** The words of a line with every space removed: "1Zwiebel" and "1 Zwiebel" share it. */
const unspaced = (line: string): string => line.replace(/[\s\u00a0]+/g, "");

/**
 * True when the structured lines are the visible ones in order (the visible list may go on), and at
 * least one of them lost the space between its words ("1Zwiebel" shown as "1 Zwiebel"). A generator
 * that glues the words together is a degraded copy of the page, and one that does so is also the
 * kind that stops short, so the visible list is the recipe's.
 */
function isGluedPrefix(structured: string[], visible: string[]): boolean {
  if (visible.length < structured.length) return false;
  let glued = 0;
  for (const [i, line] of structured.entries()) {
    const shown = visible[i] ?? "";
    if (compactKey(line) !== compactKey(shown)) return false;
    const words = (text: string): number => text.trim().split(/\s+/).length;
    if (unspaced(line) === unspaced(shown) && words(shown) > words(line)) glued += 1;
  }
  return glued > 0;
}

/**
 * Decide whether the visible ingredient list should replace the structured one. A list that is merely
 * longer on the page is not enough: visible lists add serving suggestions, conversions and notes that
 * the recipe's own structured list rightly leaves out (measured: preferring them lost more than it won).
 * - "split": the structured lines, joined back with commas, are exactly the visible lines (every line
 *   was split at its commas, "1,5 TL" included);
 * - "glued": the structured lines start the visible list in order, with words glued together (see isGluedPrefix);
 * - "amounts": one line each, and where they differ the structured line has no number at all while its
 *   visible twin starts with an amount and otherwise has the same words (the amounts were stripped).
 *   Visible lines that merely add a conversion ("2 cups (424 g) sugar") do not count: the structured
 *   line is the recipe's own text there;
 * - "reordered": one line each, and where they differ both have the same words but only the visible
 *   line puts the amount first ("flour 200 g" published as "200 g flour").
 */
export function visibleIngredientsReason(structured: string[], visible: string[]): VisibleReason {
  if (structured.length === 0 || visible.length === 0) return null;
  if (visible.length < structured.length && visible.length >= 2 && compactKey(structured.join(",")) === compactKey(visible.join(","))) {
    return "split";
  }
  if (isGluedPrefix(structured, visible)) return "glued";
  if (isNamesOnly(structured, visible)) return "names";
  if (isConvertedCopy(structured, visible)) return "converted";
  if (visible.length !== structured.length) return null;
  let stripped = 0;
  let reordered = 0;
  for (const [i, line] of structured.entries()) {
    const shown = visible[i] ?? "";
    if (compactKey(line) === compactKey(shown)) continue;
    const have = tokens(line);
    const seen = tokens(shown);
    // The same words in another order without a number to move ("soľ, štipka" shown as "štipka soľ")
    // neither argues for the visible list nor against it.
    if (!/\d/.test(line) && have.length === seen.length && tokensWithin(have, seen)) continue;
    if (!AMOUNT_FIRST.test(shown) || AMOUNT_FIRST.test(line)) return null;
    if (!tokensWithin(have, seen)) return null;
    // A name-first line whose visible twin puts the amount first is reordered even when the page adds a
    // note to it ("citroen 1" shown as "1 citroen (biologisch)").
    if (have.length === seen.length || /[\d½⅓⅔¼¾⅛⅜⅝⅞]/.test(line)) reordered += 1;
    else stripped += 1;
  }
  return stripped > 0 ? "amounts" : reordered > 0 ? "reordered" : null;
}

/**
 * True when the structured list is the visible list followed by a hidden twin: the page shows one
 * version (one appliance, one unit system, one batch size) and hides the others behind a toggle, and
 * the generator wrote every version into one list. The visible lines start the structured list in
 * order, and each line after them is a line of a hidden element of the page.
 */
export function isVisiblePlusHiddenTwin(structured: string[], visible: string[], hiddenLines: string[]): boolean {
  if (visible.length < 2 || structured.length <= visible.length) return false;
  if (!visible.every((line, i) => compactKey(line) === compactKey(structured[i] ?? ""))) return false;
  const hidden = new Set(hiddenLines.map(compactKey));
  return structured.slice(visible.length).every((line) => hidden.has(compactKey(line)));
}
