/**
 * Name-first ingredient lines, common in European recipes and some US baking books:
 * "All-purpose flour 1½ cups (190 grams)", "Mehl 500 g", "Butter: 100 g", "Egg yolks (large), 6".
 * They are rewritten amount-first so the one grammar in parse.ts reads them.
 */
import { matchQuantity } from "../fractions";
import { readMeasure } from "./measure";

// An amount can start after a space, a colon or a comma: "Mehl 500 g", "Butter:100 g", "Eggs, 2".
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
    const name = line.slice(0, at).replace(/[\s:,;\-–]+$/, "");
    // The name must be words only ("Dark chocolate 70%" keeps its number as part of the name), and
    // short: a long lead-in is a sentence ("Bake for 20 minutes at 180 C"), not a name.
    if (!/\p{L}/u.test(name) || name.split(/\s+/).length > 6 || /\b(?:of|from|for|at|in|to|about|approx)$/i.test(name)) continue;
    const measure = readMeasure(line.slice(at));
    if (measure.quantity === undefined) continue;
    const rest = measure.rest;
    // The amount must end the line or be followed by a remark: "(190 grams)", ", sifted".
    if (!/^\s*(?:$|[(,;])/.test(rest)) continue;
    const amount = line.slice(at, line.length - rest.length).trim();
    const tail = rest.trim();
    return tail.startsWith("(") ? `${amount} ${name} ${tail}` : `${amount} ${name}${tail}`;
  }
  return line;
}
