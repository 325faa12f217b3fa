/** Weights of small foods counted one by one (used by ./portions). */
import type { Food, FoodPortion } from "./types";

/** Nuts, berries and dried fruit counted one by one ("20 hazelnuts", "12 blueberries", "10 pistachios"). */
const SMALL_ITEM_GROUPS = new Set(["nut", "fruit", "legume"]);
/** SR's measure of one such item: "1 kernel", "10 nuts", "50 berries". */
const SMALL_ITEM_MEASURE = /^(?:kernels?|nuts?|berries|berry)\b/;

/**
 * How many pieces SR counts inside a measure, for pieces named by `words` (a pattern alternation): "1 oz (21 whole
 * kernels)", "oz (approx 60 pcs)", "oz (10-12 kernels)" (the middle of a range). Null when it gives no count.
 */
export function countInMeasure(measure: string, words: string): { count: number; word: string } | null {
  const m = new RegExp(`\\((?:approx\\.?\\s+)?(\\d+)(?:-(\\d+))?\\s+(?:whole\\s+)?(${words})\\)`).exec(measure);
  if (!m) return null;
  return { count: m[2] ? (Number(m[1]) + Number(m[2])) / 2 : Number(m[1]), word: m[3] ?? "" };
}

/**
 * One nut, berry or piece of dried fruit when SR weighs none by the food's own name: its kernel, nut or berry
 * measure, else the count SR gives inside another measure. A walnut or pecan is two of SR's halves unless the
 * recipe counts halves.
 */
export function smallItemWeight(food: Food, countable: { p: FoodPortion; m: string }[], nameTokens: string[]): { grams: number; how: string } | null {
  if (!SMALL_ITEM_GROUPS.has(food.group)) return null;
  const own = countable.find((x) => SMALL_ITEM_MEASURE.test(x.m));
  if (own) return { grams: own.p.grams / own.p.amount, how: `1 ${own.p.measure}` };
  // "6 dried apricots": SR weighs a dried apricot or peach by the half.
  const half = countable.find((x) => x.m === "half");
  if (half && !nameTokens.some((t) => t === "half" || t === "halve")) return { grams: (2 * half.p.grams) / half.p.amount, how: `2 × 1 ${half.p.measure}` };
  for (const x of food.portions) {
    const n = countInMeasure(x.measure.toLowerCase(), "kernels|nuts|halves|berries");
    if (!n) continue;
    const perPiece = x.grams / x.amount / n.count;
    const halves = n.word === "halves" && !nameTokens.some((t) => t === "half" || t === "halve");
    return { grams: halves ? 2 * perPiece : perPiece, how: `1 of ${x.measure}${halves ? " × 2 halves" : ""}` };
  }
  return null;
}
