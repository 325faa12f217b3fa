/** Vocabularies drawn from the alias table, which the matcher uses to tell food words from qualifiers. */
import { ALIASES, INTL_KEYS } from "./aliases";

let englishWords: Set<string> | null = null;

/** Words of the English alias keys (those not also non-English keys). */
export function ENGLISH_ALIAS_WORDS(): Set<string> {
  if (!englishWords) {
    englishWords = new Set([...ALIASES.keys()].filter((k) => !INTL_KEYS.has(k)).flatMap((k) => k.split(" ")));
  }
  return englishWords;
}

let aliasHeads: Set<string> | null = null;

/**
 * The words that name a food in an alias key: the last word of an English key ("courgette", absent from SR, is a
 * food), every word of a non-English one (Romance names put the noun first: "peito de frango"). Words only inside
 * longer English names ("king" of "kitchen king masala", "tom" of "tom yum paste") name no food alone, so they do
 * not stop the matcher from dropping an unknown word ("King Edward potatoes", "tom radicchio").
 */
export function ALIAS_HEADS(): Set<string> {
  if (!aliasHeads) {
    aliasHeads = new Set([...ALIASES.keys()].flatMap((k) => (INTL_KEYS.has(k) ? k.split(" ") : [k.split(" ").pop() ?? ""])));
  }
  return aliasHeads;
}

let aliasWords: Set<string> | null = null;

/** Every word used in an alias key (so "courgette", absent from SR, still counts as a known word). */
export function ALIAS_WORDS(): Set<string> {
  if (!aliasWords) aliasWords = new Set([...ALIASES.keys()].flatMap((k) => k.split(" ")));
  return aliasWords;
}
