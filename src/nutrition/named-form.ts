/**
 * Checks of a match against words of the name that the search does not weigh (used by ./match): "unsweetened"
 * never takes a sweetened food, a potato's skin alone is meant only when the name says skin, and a soda named by
 * its brand or flavour is a soft drink, not baking soda.
 */
import { foodByNdb } from "./data-loader";
import type { FoodMatch } from "./match";
import { siblingsOf } from "./siblings";
import { primaryName, tokens } from "./text";

const BAKING_SODA = "18372";
/** SR's regular cola: a sugary soft drink's energy (regular sodas are 40-48 kcal per 100 g). */
const SOFT_DRINK = "14148";
/** Words before "soda" that keep it baking soda. */
const BAKING_WORDS = new Set(["baking", "bicarbonate", "bicarb", "of", "bread", "cooking", "pinch", "tsp", "teaspoon"]);

/** "Sweetened", not "unsweetened" or "not sweetened". */
const SWEETENED = /(?<!un)(?<!not )sweetened\b/i;

/**
 * "frozen unsweetened sliced peaches" found SR's sweetened frozen peaches (94 kcal per 100 g, not 39): the
 * unsweetened sibling of the same food, else the plain raw food of its kind, else no match.
 */
function unsweetened(m: FoodMatch): FoodMatch | null {
  const desc = m.food.description;
  const own = tokens(desc.replace(SWEETENED, " "));
  const siblings = siblingsOf(m.food).filter((f) => !SWEETENED.test(f.description));
  const same = siblings.find((f) => /\b(?:unsweetened|not sweetened)\b/i.test(f.description) && own.every((t) => tokens(f.description).includes(t)));
  const raw = siblings.find((f) => /\braw\b/i.test(f.description) && tokens(f.description).length <= 4);
  const found = same ?? raw;
  return found ? { ...m, food: found } : null;
}

/** SR's entry of a potato's skin alone ("Potatoes, boiled, cooked in skin, skin, without salt"). */
const SKIN_PART = /, skin(?: only)?(?=,|$)/i;

/** "boiled potatoes" found the boiled skin: the flesh of the same entry, else flesh and skin. */
function flesh(m: FoodMatch): FoodMatch {
  const desc = m.food.description;
  const wanted = [desc.replace(SKIN_PART, ", flesh"), desc.replace(SKIN_PART, ", flesh and skin")];
  const siblings = siblingsOf(m.food);
  const found = wanted.map((w) => siblings.find((f) => f.description === w)).find((f) => f !== undefined);
  return found ? { ...m, food: found } : m;
}

export function namedForm(rawName: string, m: FoodMatch): FoodMatch | null {
  const name = primaryName(rawName).toLowerCase();
  if (SKIN_PART.test(m.food.description) && !/\bskins?\b/.test(name)) return flesh(m);
  if (/\bunsweetened\b/.test(name) && SWEETENED.test(m.food.description)) return unsweetened(m);
  if (m.food.ndb_no === BAKING_SODA) {
    // "Moxie soda", "cream soda": a word before it that names no baking use makes it a drink.
    const words = tokens(name);
    const at = words.lastIndexOf("soda");
    const before = at > 0 ? words[at - 1] : undefined;
    const drink = before !== undefined && !BAKING_WORDS.has(before) ? foodByNdb(SOFT_DRINK) : undefined;
    if (drink) return { ...m, food: drink };
  }
  return m;
}
