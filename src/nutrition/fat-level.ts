/**
 * Fat levels. A recipe's "light cream cheese", "low-fat milk" or "2% milk" is the same food at another fat level,
 * and SR files those levels as sibling entries of the food ("Cheese, cream" → "Cheese, cream, low fat", "Cheese,
 * cream, fat free"). So the name is matched without its level words first, and the sibling at the stated level
 * replaces the food found (light cream cheese is 201 kcal/100 g, not 350).
 */
import type { Food } from "./types";
import type { FoodMatch } from "./match";

export type FatLevel = "reduced" | "none";

/** Reduced-fat wording; "part-skim" and "semi-skimmed" are reduced, so this is tested before NONE. Global for
 * withoutFatLevel's replace. */
const REDUCED = /\b(?:low[\s-]*fat|lowfat|reduced[\s-]*fat|light|lite|part[\s-]*skim(?:med)?|semi[\s-]*skimmed|half[\s-]*fat|[12]\s*%)(?=[\s,)]|$)/gi;
const NONE = /\b(?:non[\s-]?fat|fat[\s-]*free|zero[\s-]*fat|skim(?:med)?)\b/gi;

/** Only dairy and fats come in fat levels under these words ("light brown sugar" and "light soy sauce" do not). */
const LEVELLED_GROUPS = new Set(["dairy", "fat"]);

/** Words that say a food's level, or its ordinary level, and so are not part of what the food is. */
const LEVEL_TOKENS = new Set(["low", "lowfat", "reduced", "fat", "light", "lite", "part", "skim", "nonfat", "free", "whole", "regular", "milkfat", "full"]);

/** Words of another form or flavour of the food: a sibling that adds one is a different product (dry milk). */
// prettier-ignore
const OTHER_FORM = new Set([
  "dry", "dried", "instant", "powder", "powdered", "canned", "evaporated", "condensed", "frozen", "sweetened",
  "chocolate", "vanilla", "strawberry", "fruit", "flavor", "flavored", "imitation", "substitute", "topping",
]);

/** A brand's product ("KRAFT Mayo Light"), never a stand-in for the generic food. */
const BRANDED = /\b(?!USDA\b)[A-Z]{3,}\b/;

/** The fat level a name or an SR description states, if any (search ignores the patterns' global flag). */
export function fatLevelOf(text: string): FatLevel | undefined {
  if (text.search(REDUCED) >= 0) return "reduced";
  if (text.search(NONE) >= 0) return "none";
  return undefined;
}

/** The name without its fat-level words ("light cream cheese" → "cream cheese"). */
export const withoutFatLevel = (name: string): string => name.replace(REDUCED, " ").replace(NONE, " ").replace(/\s+/g, " ").trim();

const words = (description: string): string[] => description.toLowerCase().match(/[a-z]+|\d%/g) ?? [];

/** The name's own level word, which a sibling saying the same is preferred for ("2% milk" is 2%, not 1%). */
function wordingOf(name: string): string | undefined {
  const t = name.toLowerCase();
  return (
    /\b[12]\s*%/.exec(t)?.[0].replace(/\s/g, "") ?? /\b(low|reduced|light|lite|part)\b/.exec(t.replace("lowfat", "low fat"))?.[1]?.replace("lite", "light")
  );
}

/**
 * `m` at the fat level the name states: `m` itself when it is at that level, else the first sibling (in SR's order
 * of likeness, the name's own wording first) that states the level and keeps every word of the food but its level
 * words ("Milk, whole, 3.25% milkfat" → "Milk, lowfat, fluid, 1% milkfat"). Undefined when SR has no such sibling
 * or the food does not come in fat levels.
 */
export function atFatLevel(name: string, m: FoodMatch, siblingsOf: (food: Food) => Food[]): FoodMatch | undefined {
  if (!LEVELLED_GROUPS.has(m.food.group)) return undefined;
  const want = fatLevelOf(name);
  if (!want) return undefined;
  if (fatLevelOf(m.food.description) === want) return m;
  const core = words(m.food.description).filter((w) => !LEVEL_TOKENS.has(w) && !/\d/.test(w));
  const candidates = siblingsOf(m.food).filter((f) => {
    if (fatLevelOf(f.description) !== want || f.group !== m.food.group || BRANDED.test(f.description)) return false;
    const own = words(f.description);
    return core.every((w) => own.includes(w)) && !own.some((w) => OTHER_FORM.has(w) && !core.includes(w));
  });
  const wording = wordingOf(name);
  const says = (f: Food): boolean => wording !== undefined && words(f.description.replace(/lowfat/gi, "low fat")).includes(wording);
  const sibling = candidates.find(says) ?? candidates[0];
  return sibling ? { ...m, food: sibling } : undefined;
}
