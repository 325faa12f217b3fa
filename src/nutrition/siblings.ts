/** SR foods of the same kind as a given one (used by the matcher, the portions and the dried forms). */
import { foodAt } from "./data-loader";
import { rowsWithHead } from "./search-index";
import { tokens } from "./text";
import type { Food } from "./types";

/**
 * Foods that share the first part of the description ("Yogurt, Greek, plain, nonfat" for
 * "Yogurt, Greek, plain, whole milk"), most similar first. Used to borrow a cup weight when the matched
 * food has none. Looks only at the food's own head group, never at the whole table.
 */
export function siblingsOf(food: Food): Food[] {
  const head = (food.description.split(",")[0] ?? "").toLowerCase();
  const own = new Set(tokens(food.description));
  const out: { f: Food; overlap: number }[] = [];
  for (const row of rowsWithHead(head)) {
    const f = foodAt(row);
    if (f === food) continue;
    const toks = new Set([...tokens(f.description), ...tokens(f.commonNames)]);
    let overlap = 0;
    for (const t of toks) if (own.has(t)) overlap++;
    out.push({ f, overlap: overlap - 0.01 * toks.size });
  }
  return out.sort((a, b) => b.overlap - a.overlap).map((x) => x.f);
}

/** SR's first words that name a group before the kind of food ("Crustaceans, shrimp", "Fish, salmon"). */
const GROUP_FIRST = /^(?:fish|crustaceans|mollusks|game meat|spices)$/i;

/**
 * The kind of food an SR description names, lower case: its first part, or the second after a group word
 * ("Fish, salmon, Atlantic" and "Salmon, sockeye, canned" are both salmon).
 */
export function foodKind(description: string): string {
  const [first = "", second = ""] = description.split(",").map((p) => p.trim().toLowerCase());
  return GROUP_FIRST.test(first) ? second : first;
}
