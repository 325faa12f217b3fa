/**
 * Names the matcher reads in another shape when nothing matched as written (used by ./match): a cut before its
 * food, kinds listed before a shared noun, and the first of two foods joined by "and".
 */
import type { FoodMatch } from "./match";
import { foldText, normalizeName, primaryName } from "./text";

/**
 * "skinless fillet of salmon", "manila, littleneck or butter clams", then "broccoli crowns and stems" (the first
 * of two, only when an alias names it: "sweet and sour sauce" is no sweet food). `matchNormalized` matches one
 * tidied name.
 */
export function matchReshaped(rawName: string, matchNormalized: (name: string) => FoodMatch | null): FoodMatch | null {
  const reordered = reorderedName(rawName);
  const viaReordered = reordered ? matchNormalized(reordered) : null;
  if (viaReordered) return viaReordered;
  const firstJoined = firstOfAndList(rawName);
  const viaFirst = firstJoined ? matchNormalized(firstJoined) : null;
  return viaFirst?.via === "alias" ? viaFirst : null;
}

/** A cut or piece named before its food: "fillet of salmon", "boneless leg of lamb". */
const CUT_OF = /^(.*?)\b(fillet|loin|leg|breast|shoulder|rack|side|piece|chunk|thigh|shank|cutlet|steak|loaf|loave)s? of (.+)$/;

/** "skinless fillet of salmon" → "skinless salmon fillet": English puts the cut after the food otherwise. */
function cutBeforeFood(rawName: string): string | null {
  const m = CUT_OF.exec(foldText(primaryName(rawName)));
  if (!m) return null;
  // A loaf is the whole bread: "round loaf of bread" is bread.
  const cut = m[2] === "loaf" || m[2] === "loave" ? "" : (m[2] ?? "");
  return normalizeName(`${m[1] ?? ""}${m[3] ?? ""} ${cut}`);
}

/**
 * "manila, littleneck or butter clams": kinds listed before the noun they share, which the name tidying cut at
 * the first comma. The first kind with that noun.
 */
function sharedNounOfList(rawName: string): string | null {
  const clauses = rawName.split(",");
  const last = clauses[clauses.length - 1] ?? "";
  if (clauses.length < 2 || !/\s(?:or|and)\s/i.test(last)) return null;
  const noun = normalizeName(last.split(/\s(?:or|and)\s/i).pop() ?? "")
    .split(" ")
    .pop();
  const first = normalizeName(clauses[0] ?? "");
  if (!noun || first === "" || first.split(" ").length > 2 || first.endsWith(noun)) return null;
  return `${first} ${noun}`;
}

/**
 * "broccoli crowns and stems", "fresh cherries and raspberries": the first of two things joined by "and", for a
 * name that matched nothing as a whole. The amount is for both; the first is what a cook would buy most of.
 */
function firstOfAndList(rawName: string): string | null {
  const parts = primaryName(rawName).split(/\s+(?:and|&)\s+/i);
  return parts.length > 1 ? normalizeName(parts[0] ?? "") || null : null;
}

/** The name in the order the matcher reads, when it is written otherwise: a cut before its food, kinds before a shared noun. */
function reorderedName(rawName: string): string | null {
  return cutBeforeFood(rawName) ?? sharedNounOfList(rawName);
}
