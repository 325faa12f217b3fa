/** Vocabularies drawn from the alias table, which the matcher uses to tell food words from qualifiers. */
import { ALIASES, INTL_KEYS, lazySet } from "./aliases";

/** Words of the English alias keys (those not also non-English keys). */
export const ENGLISH_ALIAS_WORDS: ReadonlySet<string> = lazySet(
  () => new Set([...ALIASES.keys()].filter((k) => !INTL_KEYS.has(k)).flatMap((k) => k.split(" "))),
);

/**
 * The words that name a food in an alias key: the last word of an English key ("courgette", absent from SR, is a
 * food), every word of a non-English one (Romance names put the noun first: "peito de frango"). Words only inside
 * longer English names ("king" of "kitchen king masala", "tom" of "tom yum paste") name no food alone, so they do
 * not stop the matcher from dropping an unknown word ("King Edward potatoes", "tom radicchio").
 */
export const ALIAS_HEADS: ReadonlySet<string> = lazySet(
  () => new Set([...ALIASES.keys()].flatMap((k) => (INTL_KEYS.has(k) ? k.split(" ") : [k.split(" ").pop() ?? ""]))),
);

/** Every word used in an alias key. */
export const ALIAS_WORDS: ReadonlySet<string> = lazySet(() => new Set([...ALIASES.keys()].flatMap((k) => k.split(" "))));
