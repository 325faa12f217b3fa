/**
 * Name-first ingredient lines, common in European recipes and some US baking books:
 * "All-purpose flour 1½ cups (190 grams)", "Mehl 500 g", "Butter: 100 g", "Egg yolks (large), 6".
 * They are rewritten amount-first so the one grammar in parse.ts reads them.
 */
import { matchQuantity } from "../fractions";
import { readMeasure } from "./measure";

// An amount can start after a space, a colon or a comma: "Mehl 500 g", "Butter:100 g", "Eggs, 2".
// Longer than any product name written before its amount ("Extra virgin olive oil, cold-pressed 2 tbsp").
const MAX_NAME_CHARS = 80;
const CANDIDATE_RE = /(?:^|[\s:,])(?=[\d½¼¾⅓⅔⅛⅜⅝⅞])/g;

/**
 * Returns the line rewritten as "<amount> <name><rest>" when it starts with a name and the first
 * amount after it is a plain measure followed by nothing, a parenthesis or a comma; otherwise
 * returns the line unchanged. Lines that start with an amount are never touched.
 */
export function reorderNameFirst(line: string): string {
  if (matchQuantity(line) !== null || !/^\p{L}/u.test(line)) return line;
  for (const m of line.matchAll(CANDIDATE_RE)) {
    const at = m.index + m[0].length;
    // The name must be short: a long lead-in is a sentence ("Bake for 20 minutes at 180 C"), not a name.
    // Later candidates only make it longer, so stop here: trying every digit of a long line was quadratic.
    if (at > MAX_NAME_CHARS) break;
    const name = line.slice(0, at).replace(/[\s:,;\-–]+$/, "");
    if (name.split(/\s+/).length > 6) break;
    // The name must be words only ("Dark chocolate 70%" keeps its number as part of the name).
    if (!/\p{L}/u.test(name) || /\b(?:of|from|for|at|in|to|about|approx)$/i.test(name)) continue;
    const measure = readMeasure(line.slice(at));
    if (measure.quantity === undefined) continue;
    const rest = measure.rest;
    // The amount must end the line or be followed by a remark: "(190 grams)", ", sifted". After a name set off
    // by a colon or a dash, a measure with a unit may be followed by words too: "петрушка - 2 ст. л. мелко
    // нарезанной" (parsley - 2 tbsp, finely chopped).
    const setOff = /\s[-–—]\s*$|:\s*$/.test(line.slice(0, at)) && measure.unit !== undefined;
    if (!/^\s*(?:$|[(,;])/.test(rest) && !(setOff && /^\s+\p{L}/u.test(rest))) continue;
    const amount = line.slice(at, line.length - rest.length).trim();
    const tail = rest.trim();
    if (tail.startsWith("(")) return `${amount} ${name} ${tail}`;
    return /^\p{L}/u.test(tail) ? `${amount} ${name}, ${tail}` : `${amount} ${name}${tail}`;
  }
  return line;
}
