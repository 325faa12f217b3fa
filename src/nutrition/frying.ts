/**
 * Frying oil: the oil a recipe names for (deep-)frying mostly stays in the pan; only what the food takes
 * up is eaten. Published calculators count that absorbed share rather than the bath (or nothing):
 * food-service recipe costing adds oil of about 10% of the food's weight before frying (Galley's
 * "deep frying oil absorption" guidance), and frying studies find 8-25% of the weight of starchy or
 * battered foods fried at normal temperatures, far less for meat, which renders some of its own fat.
 */
import type { Food } from "./types";

/** Words that say the fat is for (deep-)frying, in the languages the ingredient parser reads. */
export const FRYING =
  /(?<!\p{L})(deep[- ]?fry(ing)?|for frying|frying|to fry|para (fritar|fre[ií]r)|fritura|zum (frittieren|ausbacken)|frittierfett|om te frituren|frituur(olie|vet)?|pour (la )?(friture|frire)|per friggere)(?!\p{L})/iu;

/** Fats a recipe fries in (English and the common European names). */
export const FRYING_FAT = /(?<!\p{L})(oil|fat|lard|shortening|ghee|[oó]leo|aceite|öl|olie|huile|olio|vet|reuzel|schmalz|frittierfett|manteca)(?!\p{L})/iu;

/** True when the line is a fat named for frying ("Oil for deep frying", "óleo suficiente para fritar"). */
export function isFryingFat(name: string, context: string): boolean {
  return FRYING.test(`${name} ${context}`) && FRYING_FAT.test(name);
}

/** The fat's name without its frying words ("Oil to deep fry" → "Oil"), for matching the food. */
export function fryingFatName(name: string): string {
  const bare = name
    .replace(new RegExp(FRYING.source, "giu"), "")
    .replace(/\s+(to|for|para|zum|om te|pour|per)\s*$/i, "")
    .trim();
  return bare || name;
}

/**
 * Absorbed oil of a frying bath with no amount, as a share of the weight of the recipe's other
 * ingredients. Half the food-service 10%: an ingredient list also holds what is not fried (sauces,
 * seasonings, dredging flour left in the dish), and meat, the usual fried food, takes up the least.
 */
export const ABSORBED_SHARE_OF_FOOD = 0.05;

/** Grams of oil the fried food takes up, given the weight of the other ingredients. */
export function absorbedOilGrams(otherIngredientsGrams: number): number {
  return Math.max(0, otherIngredientsGrams) * ABSORBED_SHARE_OF_FOOD;
}

/**
 * SR food groups that are never the fried food: other fats, sauces and soups, drinks and sweets
 * (the sugar and sauce a fried dish is tossed in after frying).
 */
const NOT_FRIED_GROUPS: ReadonlySet<string> = new Set(["fat", "soup", "drink", "sweet"]);

/** Liquids filed under other groups (soy sauce is a legume, vinegar a drink or a spice): not fried. */
const LIQUID = /\b(sauce|vinegar|juice|syrup|water|broth|stock)\b/i;

/** True when the food may be what a frying bath fries (its SR group and description say so). */
export function isFriedFood(food: Pick<Food, "group" | "description">): boolean {
  return !NOT_FRIED_GROUPS.has(food.group) && !LIQUID.test(food.description);
}
