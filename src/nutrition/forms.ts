/**
 * Cut and shape nouns. English ingredient names often end in the form the food is bought or cut in rather
 * than in the food ("haddock fillets", "salmon steaks", "chicken breast halves", "sausage meat", "bacon
 * lardons", "mozzarella balls", "rabbit legs", "asparagus spears", "artichoke hearts"). SR names the food
 * without that form, and the matcher needs the name's last word in the food, so such names found nothing and
 * the ingredient was left out of the totals. The form changes neither the food nor its energy per gram, so when the whole name matches
 * nothing, the name without its trailing form noun is tried (see matchNormalized). Leaves are not such a
 * form: the leaves of a fruit or spice ("lime leaves", "curry leaves") are another food (see leavesOf).
 */
// prettier-ignore
const FORM_NOUNS: ReadonlySet<string> = new Set([
  "fillet", "filet", "loin", "steak", "half", "leg", "thigh", "meat", "lardon", "ball", "sprig", "stick",
  "stalk", "bulb", "slice", "tip", "strip", "cube", "portion", "joint", "medallion", "escalope",
  "cutlet", "rasher", "nugget", "floret", "segment", "round", "spear", "heart", "cheek",
]);

/** True for a cut or shape noun ("fillet", "steak"): alone it names no food. */
export function isFormNoun(word: string): boolean {
  return FORM_NOUNS.has(word);
}

/**
 * Words before a meat that say how it is cooked, not which cut or animal it is ("diced stewing beef",
 * "braising steak"); SR does not use them, so they only stop the match.
 */
const COOKING_USE: ReadonlySet<string> = new Set(["stewing", "braising"]);

/**
 * The normalized name without its trailing form noun and cooking-use words, or null when it has none to
 * drop (or would be left empty). Only a fallback: a name that matches as it stands is never shortened.
 */
export function withoutFormWords(words: readonly string[]): string[] | null {
  let kept = words.filter((w) => !COOKING_USE.has(w));
  while (kept.length > 1 && FORM_NOUNS.has(kept[kept.length - 1] ?? "")) kept = kept.slice(0, -1);
  return kept.length > 0 && kept.length < words.length ? kept : null;
}
