import { cleanText } from "./text";
import { wholeNumberWord } from "../../lib/fractions";

/** A parsed yield: the number of servings (or items) and the text as written. */
export interface ParsedYield {
  servings?: number;
  yieldText?: string;
}

/** A size: a number with a length unit or an inch mark, or width by height. */
const SIZE = /\d+(?:[.,]\d+)?\s*(?:[x×]\s*\d+(?:[.,]\d+)?\s*)?(?:-?\s*(?:inch(?:es)?|in\.|cm|"|”|″)(?![a-z])|(?<=[x×]\s*\d+(?:[.,]\d+)?\s*))/gi;

/** First number in a yield text; a range ("4-6", "12 to 16") gives its upper bound,
 * the convention recipe-scrapers and most importers follow. */
function firstNumber(raw: string): number | undefined {
  // The size of a pan or a cake ("one 9-inch pie", "1 (23 cm) tart", "a 9x13 pan") counts nothing.
  const text = raw.replace(SIZE, " ");
  const digits = /(\d+(?:[.,]\d+)?)(?:\s*(?:-|–|to|bis|à|a|ou|or|tot)\s*(\d+(?:[.,]\d+)?))?/.exec(text);
  if (digits?.[1]) {
    // A range gives its upper bound; "3 or 2 big" (a smaller second figure) is no range, the larger counts.
    const value = Math.max(Number(digits[1].replace(",", ".")), Number((digits[2] ?? digits[1]).replace(",", ".")));
    // "2 dozen cookies" makes 24.
    const dozens = /^\s*dozens?\b/i.test(text.slice((digits.index ?? 0) + digits[0].length));
    return value > 0 ? (dozens ? value * 12 : value) : undefined;
  }
  // "Serves four", "für vier Personen": the first word that names a whole number.
  for (const word of text.match(/\p{L}+/gu) ?? []) {
    const value = wholeNumberWord(word);
    if (value !== undefined) return value;
  }
  return undefined;
}

/**
 * Parse schema.org recipeYield, which sites publish as a number, a string ("4 servings",
 * "Serves 4-6", "24 cookies") or an array mixing both (["4", "4 servings"]).
 */
export function parseYield(value: unknown): ParsedYield {
  const candidates: string[] = [];
  const collect = (item: unknown): void => {
    if (typeof item === "number" && Number.isFinite(item)) candidates.push(String(item));
    else if (typeof item === "string") candidates.push(cleanText(item));
    else if (Array.isArray(item)) item.forEach(collect);
  };
  collect(value);
  const texts = candidates.filter((text) => text.length > 0);
  if (texts.length === 0) return {};
  // Prefer the entry that says what is counted ("24 cookies" over "24").
  const described = texts.find((text) => /\d/.test(text) && /[a-z]/i.test(text));
  const withNumber = texts.find((text) => firstNumber(text) !== undefined);
  // A value cut from a sentence keeps its full stop or comma ("Serves 4. Prep …"): not part of the yield.
  const chosen = (described ?? withNumber ?? texts[0] ?? "").replace(/\s*[.,;:]+$/, "");
  const servings = firstNumber(chosen);
  return {
    servings: servings === undefined ? undefined : Math.round(servings),
    yieldText: chosen.length > 0 ? chosen : undefined,
  };
}
