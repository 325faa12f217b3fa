/** Weights a recipe states for counted items ("4 (6 oz) salmon fillets", "1 chicken, about 1.5 kg"). */
import { normalizeUnit } from "../lib/units";
import { VULGAR } from "./extras";
import type { NutritionIngredient } from "./types";

/**
 * A stated weight range as its middle, as a range of counts is weighed ("4-5 lb" is 4.5 lb, "5 to 7 pounds" 6,
 * "8- to 10-pound" 9): the rest of the remark is left as written.
 */
function middleOfWeightRange(remark: string): string {
  return remark.replace(/(\d+(?:[.,]\d+)?)\s*-?\s*(?:-|\u2013|\u2014|to)\s*(\d+(?:[.,]\d+)?)(?=\s*-?\s*[a-z])/i, (whole, a: string, b: string) => {
    const lo = Number(a.replace(",", "."));
    const hi = Number(b.replace(",", "."));
    return hi > lo ? String((lo + hi) / 2) : whole;
  });
}

/**
 * A weight the recipe states for counted items in a remark that is only that weight: "about 1½ lbs",
 * "approx. 500 g total", "6 oz each" (each: times the count), or in the size slot ("4 (6 oz) fillets":
 * each). Null when there is none.
 */
export function statedWeight(ing: NutritionIngredient, qty: number): { grams: number; how: string } | null {
  // The size slot first: in "4 x 225g/8oz tuna steaks" the remark "8oz" only repeats it. A size copied from
  // the remark (see ./rewrite: "3 chicken breasts (300 g)") is read as the remark, a total.
  const copied = ing.size !== undefined && ing.note?.trim().replace(/\s+each$/i, "") === ing.size;
  const slots: [string | undefined, boolean][] = [
    [copied ? undefined : ing.size, true],
    [ing.note, false],
    [ing.preparation, false],
  ];
  for (const [stated, inSizeSlot] of slots) {
    if (!stated) continue;
    const found = weightIn(stated, inSizeSlot, qty);
    if (found) return found;
  }
  return null;
}

/**
 * The clauses of a remark, each with a metric weight's imperial twin dropped: "approximately 500g/1lb 2oz"
 * → "approximately 500g"; "each about 6 ounces and ½ inch thick" → "each about 6 ounces", "½ inch thick".
 */
function clausesOf(remark: string): string[] {
  const twin = /(\d\s*(?:g|kg|grams?|oz|ounces?|lbs?|pounds?)\.?)\s*\/\s*(?:[\d½¼¾⅓⅔⅛][\d\s.,½¼¾⅓⅔⅛/–-]*(?:g|kg|grams?|oz|ounces?|lbs?|pounds?)\b\.?\s*)+/gi;
  const single = remark.replace(twin, "$1 ").trim();
  return [single, ...single.split(/\s*(?:,|;|\band\b)\s*/)].map((c) => c.trim()).filter((c, i, all) => c !== "" && all.indexOf(c) === i);
}

function weightIn(stated: string, inSizeSlot: boolean, qty: number): { grams: number; how: string } | null {
  for (const clause of clausesOf(stated)) {
    const remark = middleOfWeightRange(clause).trim();
    // "about", and its words in other languages ("cerca de 240 g", "ca. 125 g", "etwa", "ongeveer"); a
    // leading "each", "à" or "je" ("à ca. 125 g") means each, like a trailing "each" or "per portion".
    const m =
      /^(?:(?:à|a|je|per)\s+(?=(?:ca\.?|circa|about|approx))|(?:each|à|je)\s+)?(?:(?:about|approx\.?|approximately|around|roughly|~|weighing|at least|cerca de|ca\.?|circa|etwa|ungefähr|ongeveer|environ|aprox\.?|aproximadamente)\s*){0,2}(\d+(?:[.,]\d+)?)?(?:\s*(\d)\/(\d))?\s*([½¼¾⅓⅔⅛])?\s*-?\s*(lbs?|pounds?|oz|ounces?|g|grams?|kg|kilos?)\.?(\s+(?:each|apiece|per (?:portion|piece|person)|total|in total))?$/i.exec(
        remark,
      );
    if (!m) continue;
    let amount = m[1] ? Number(m[1].replace(",", ".")) : 0;
    if (m[2] && m[3] && Number(m[3]) > 0) amount += Number(m[2]) / Number(m[3]);
    if (m[4]) amount += VULGAR[m[4]] ?? 0;
    const unit = normalizeUnit(m[5] ?? "");
    if (!(amount > 0) || unit?.dimension !== "mass") continue;
    const perUnit = unit.toBase;
    // The size slot between the count and the name ("4 (6 oz) salmon fillets", "2 (1 lb) pork tenderloins")
    // is one item's weight, as "2 (15 oz) cans" is one can's; a remark after the name is the total unless
    // it says "each".
    const sizeSlot = inSizeSlot && !/total/i.test(m[6] ?? "");
    const each = sizeSlot || /each|apiece|per/i.test(m[6] ?? "") || /^(?:à|je|per|each)\s/i.test(remark);
    const grams = amount * perUnit * (each ? qty : 1);
    return { grams, how: each ? `${qty} × ${remark}` : remark };
  }
  return null;
}
