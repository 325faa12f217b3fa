/** Names that state a form SR files no entry under (used by ./match). */
import type { FoodMatch } from "./match";
import type { Food } from "./types";
import { siblingsOf } from "./siblings";
import { tokens } from "./text";

/**
 * "frozen cranberries", "cooked crabmeat": a state word SR files no entry under for that food. Frozen fruit and
 * vegetables are the raw food (freezing changes neither), a food SR only has cooked is what "cooked" asks for,
 * a food packed in something is canned already, a dried spice is the spice and a pickled food SR's pickled
 * sibling. Other states ("dried" fruit, "candied") make another food, so they stay unmatched.
 */
export function inStatedStateAlready(name: string, matchWords: (name: string) => FoodMatch | null): FoodMatch | null {
  const [said, ...rest] = name.split(" ");
  // "steamed broccoli", "boiled potatoes": SR files a food cooked in water as "cooked".
  const state = said === "steamed" || said === "boiled" ? "cooked" : said;
  if (rest.length === 0 || !STATED.has(state ?? "")) return null;
  const m = matchWords(rest.join(" "));
  if (!m) return null;
  const desc = m.food.description;
  // "dried sumac", "dried ground mace": a spice is sold dried; SR files it without the word.
  if (state === "dried") return m.food.group === "spice" ? m : null;
  // "pickled beetroot": SR's pickled sibling of the food the alias names ("Beets, raw" → "Beets, pickled").
  if (state === "pickled") {
    if (/\bpickled\b/i.test(desc)) return m;
    const same = tokens(desc).filter((t) => t !== "raw");
    const pickled = siblingsOf(m.food)
      .filter((f) => {
        const own = tokens(f.description);
        return own.includes("pickled") && same.every((t) => own.includes(t));
      })
      .sort((a, b) => a.description.length - b.description.length)[0];
    return pickled ? { ...m, food: pickled } : null;
  }
  if (state === "cooked") {
    // "cooked raw prawns" comes of a remark ("or use cooked ones"): the name's own state wins.
    if (rest.includes("raw")) return null;
    if (COOKED_FOOD.test(desc)) return m;
    // "cooked beetroot": an alias SR does not use ("beetroot" for beets), so the search for the cooked form failed.
    const plainCooked = cookedSiblingOf(m.food);
    if (plainCooked) return { ...m, food: plainCooked };
    // "cooked chorizo", "cooked tortillas": a food SR files only as sold, ready to eat, is what a cook has cooked.
    return READY_GROUPS.has(m.food.group) && !NOT_READY.test(desc) ? m : null;
  }
  // Something sold preserved ("canned chipotles in adobo") that SR files under another preserved form.
  // A raw fruit or vegetable named canned ("canned cherry tomatoes") is left to the weighing, which takes SR's
  // canned form of its kind (see cannedForm in ./compute).
  if (state === "canned") return m.via === "alias" && (!/\braw\b/i.test(desc) || m.food.group === "fruit" || m.food.group === "veg") ? m : null;
  const unprocessed = !/\b(?:canned|dried|dehydrated|sweetened|juice|cooked|frozen)\b/i.test(desc);
  return (m.food.group === "fruit" || m.food.group === "veg") && unprocessed ? m : null;
}

/** Words of an SR description naming the state a food is sold in, not the food. */
const SOLD_STATE = new Set(["raw", "dry", "uncooked", "canned", "drained", "solid", "liquid", "plain", "low", "sodium", "unprepared", "fresh"]);

/**
 * SR's plainly cooked form of a food: the sibling that names the same food in every word but its state ("Beets, raw"
 * → "Beets, cooked, boiled"; "Beans, black, mature seeds, canned" → "Beans, black, mature seeds, cooked, boiled"),
 * cooked and nothing more (not salted, fried or a Chinese variety).
 */
export function cookedSiblingOf(food: Food): Food | undefined {
  const same = tokens(food.description).filter((t) => !SOLD_STATE.has(t));
  return (
    siblingsOf(food)
      .filter((f) => {
        const own = tokens(f.description.replace(/\bwithout (?:added )?salt\b/i, ""));
        const added = own.filter((t) => !same.includes(t));
        return same.every((t) => own.includes(t)) && added.some((t) => t === "cooked" || t === "boiled") && !added.some((t) => NOT_PLAINLY_COOKED.has(t));
      })
      // The food only cooked first ("Broccoli, cooked, boiled, drained", not "Broccoli, chinese, cooked").
      .sort((a, b) => otherWords(a.description, same) - otherWords(b.description, same) || a.description.length - b.description.length)[0]
  );
}

/**
 * SR's canned form of a dry legume, for a can of it ("1 lata de frijoles negros" is not 425 g of dry beans): the
 * sibling that names the same food in every word but its state and is canned, drained solids first.
 */
export function cannedSiblingOf(food: Food): Food | undefined {
  if (!/\bmature seeds\b/i.test(food.description) || !/\b(?:raw|dry)\b/i.test(food.description)) return undefined;
  const same = tokens(food.description).filter((t) => !SOLD_STATE.has(t));
  const drainedFirst = (f: Food): number => (/\bdrained\b/i.test(f.description) ? 0 : 1);
  return siblingsOf(food)
    .filter((f) => {
      const own = tokens(f.description);
      return own.includes("canned") && same.every((t) => own.includes(t));
    })
    .sort((a, b) => drainedFirst(a) - drainedFirst(b) || otherWords(a.description, same) - otherWords(b.description, same))[0];
}

/** Words that join a description's parts ("flesh and skin") and name nothing of the food. */
const LINKING = new Set(["and", "or", "with", "without", "in"]);

/**
 * A cooked food the search found for a name is that name's food when it is of the plain food's kind (the same first
 * part) and names every word of it but its state: "cooked split peas" is not SR's cooked green peas.
 */
export function isCookedFormOf(cooked: Food, plain: Food): boolean {
  const head = (d: string): string => (d.split(",")[0] ?? "").trim().toLowerCase();
  if (head(cooked.description) !== head(plain.description)) return false;
  const own = tokens(cooked.description);
  return tokens(plain.description).every((t) => SOLD_STATE.has(t) || LINKING.has(t) || own.includes(t));
}

/** Groups of foods SR describes as sold and eaten (breads, sausages, snacks), unless the description says otherwise. */
const READY_GROUPS = new Set(["baked", "sausage", "snack"]);
const NOT_READY = /\b(?:raw|dry|uncooked|unprepared|dough|mix)\b/i;

/** The state words a name may start with that SR files no entry under for some foods. */
const STATED = new Set(["frozen", "cooked", "canned", "dried", "pickled"]);

/** Words of the cooking itself in SR's descriptions of cooked foods. */
const COOKING_WORDS = new Set(["cooked", "boiled", "drained", "without", "with", "salt", "steamed", "moist", "heat"]);

/** How many words a description adds to the food's own (`same`) besides the cooking ones. */
function otherWords(description: string, same: string[]): number {
  return tokens(description).filter((t) => !same.includes(t) && !COOKING_WORDS.has(t)).length;
}

/** Words of a cooked sibling that make it more than the food cooked. */
const NOT_PLAINLY_COOKED = new Set(["salt", "canned", "frozen", "pickled", "breaded", "battered", "fried", "loaf", "patty"]);

/** SR words for a cooked state; a match in the cooked form must carry one (used by ./compute too). */
export const COOKED_FOOD = /\b(?:cooked|roasted|boiled|stewed|steamed|baked|braised|simmered)\b/i;
