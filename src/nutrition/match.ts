/**
 * Matches an ingredient name to one SR food: first the curated alias table, then a token-overlap score
 * over all foods that prefers plain, raw, unbranded forms. Returns null rather than a weak guess.
 */
import { ALIASES, INTL_KEYS } from "./aliases";
import { ALIAS_HEADS, ALIAS_WORDS, ENGLISH_ALIAS_WORDS } from "./alias-words";
import { PUREE_NOUNS } from "./densities";
import { atFatLevel, fatLevelOf, withoutFatLevel } from "./fat-level";
import { cheeseStandIn } from "./cheese";
import { isFormNoun, withoutFormWords } from "./forms";
import { DROPPABLE } from "./qualifiers";
import { foodAt, foodByNdb } from "./data-loader";
import { siblingsOf } from "./siblings";
import { inStatedStateAlready } from "./stated-state";
import { foodTokens, headTokens, postings, searchIndex, type SearchIndex } from "./search-index";
import { alternativeNames, foldText, normalizeName, parentheticals, primaryName } from "./text";
import { matchReshaped } from "./reshaped";
import { namedForm } from "./named-form";
import type { Food } from "./types";

/**
 * Words in an SR description that mark a processed or altered form. A food carrying one that the
 * query does not mention is demoted: "garlic" is raw garlic, not "Garlic, cooked".
 */
// prettier-ignore
const STATE_WORDS = new Set([
  "cooked", "boiled", "fried", "roasted", "baked", "canned", "frozen", "dried", "dehydrated", "prepared",
  "braised", "broiled", "grilled", "stewed", "microwaved", "steamed", "toasted", "pickled", "sweetened",
  "salted", "imitation", "babyfood", "reduced", "low", "lowfat", "nonfat", "light", "diet", "substitute",
  "mix", "powder", "juice", "flavored", "candied", "concentrate", "condensed", "instant", "drained",
  "heated", "simmered", "smoked", "cured", "blanched", "stuffed", "breaded", "battered", "glazed",
  "sauce", "soup", "dressing", "spread", "syrup", "frosted", "coated", "seasoned", "marinated", "cake",
  "pie", "bread", "cookie", "cracker", "chip", "snack", "beverage", "drink", "fast", "restaurant",
  "sodium", "calorie", "protein", "fortified", "unenriched", "rehydrated", "ready", "serve", "paste",
  "oil", "peel", "seed", "leaf", "sprouted", "puree", "nectar", "flour", "meal", "starch", "stick",
  // Strained yogurt: twice the protein of the yogurt a recipe means when it does not say "Greek".
  "greek",
]);

/** Filler words of SR descriptions that say nothing about which food it is. */
// prettier-ignore
const FILLER = new Set([
  "raw", "all", "commercial", "variety", "regular", "enriched", "include", "includes", "and", "or", "with",
  "without", "added", "type", "ns", "nfs", "as", "to", "fresh", "plain", "whole", "of", "the", "a", "in",
  "usda", "commodity", "year", "round", "average", "salt", "vitamin", "d", "c", "unprepared", "solid",
  "liquid", "only", "meat", "grade", "cut", "trimmed", "fat", "lean", "separable", "choice", "select",
]);

let stateIds: { idx: SearchIndex; state: Uint8Array } | null = null;

/** Per token id: 1 for a state word, 2 for filler or a number, 0 for a word that names something. */
function tokenKinds(idx: SearchIndex): Uint8Array {
  if (stateIds && stateIds.idx === idx) return stateIds.state;
  const state = new Uint8Array(idx.dict.size);
  for (const [t, id] of idx.dict) state[id] = STATE_WORDS.has(t) ? 1 : FILLER.has(t) || /^\d/.test(t) ? 2 : 0;
  stateIds = { idx, state };
  return state;
}

/** A matched food with how it was found. */
export interface FoodMatch {
  food: Food;
  via: "alias" | "search";
  score: number;
}

/** The match with another food found for it (its canned, cooked or cubed form), or unchanged when there is none. */
export const withFood = (match: FoodMatch, food: Food | undefined): FoodMatch => (food ? { ...match, food } : match);

function includes(list: Int32Array, id: number): boolean {
  for (let i = 0; i < list.length; i++) if (list[i] === id) return true;
  return false;
}

/** Token ids of a query; -1 for words SR never uses. */
function queryIds(idx: SearchIndex, q: string[]): number[] {
  return q.map((t) => idx.dict.get(t) ?? -1);
}

function scoreFood(idx: SearchIndex, q: number[], row: number): number {
  const ftoks = foodTokens(idx, row);
  let total = 0;
  let hit = 0;
  for (const t of q) {
    const w = t < 0 ? 8 : (idx.idf[t] ?? 8);
    total += w;
    if (t >= 0 && includes(ftoks, t)) hit += w;
  }
  const coverage = total > 0 ? hit / total : 0;
  const kinds = tokenKinds(idx);
  let extras = 0;
  let states = 0;
  for (const t of ftoks) {
    if (q.includes(t)) continue;
    const kind = kinds[t] ?? 0;
    if (kind === 1) states++;
    else if (kind === 0) extras++;
  }
  const head = headTokens(idx, row);
  let headHit = 0;
  for (const t of head) if (q.includes(t)) headHit++;
  let score = coverage;
  score += head.length > 0 ? 0.2 * (headHit / head.length) : 0;
  score -= 0.03 * extras + 0.12 * states;
  const raw = idx.dict.get("raw");
  if (raw !== undefined && includes(ftoks, raw)) score += 0.04;
  if (idx.branded[row]) score -= 0.3;
  return score;
}

/** The words of the longest two-or-more-word alias the name ends with ("cream cheese"), else none. */
function compoundEnding(words: string[]): string[] {
  for (let start = 0; start < words.length - 1; start++) {
    if (ALIASES.has(words.slice(start).join(" "))) return words.slice(start);
  }
  return [];
}

/**
 * Searches all foods for the best token match of an already normalized name. Candidates must contain
 * the name's last word and every word of `required`.
 */
function search(name: string, required: string[] = []): FoodMatch | null {
  const idx = searchIndex();
  const words = [...new Set(name.split(" ").filter((t) => t !== ""))];
  if (words.length === 0) return null;
  const q = queryIds(idx, words);
  // English names put the food noun last ("olive oil", "brown sugar"); a candidate must contain it.
  const headNoun = q[q.length - 1] ?? -1;
  if (headNoun < 0) return null;
  let bestRow = -1;
  let bestScore = -Infinity;
  const must = queryIds(idx, required);
  if (must.some((t) => t < 0)) return null;
  for (const row of postings(idx, headNoun)) {
    if (must.length > 0 && !must.every((t) => includes(foodTokens(idx, row), t))) continue;
    const score = scoreFood(idx, q, row);
    if (score > bestScore) {
      bestScore = score;
      bestRow = row;
    }
  }
  if (bestRow < 0) return null;
  const ftoks = foodTokens(idx, bestRow);
  const coverageOk = q.every((t) => t >= 0 && includes(ftoks, t)) || q.length >= 3;
  // Below this the best candidate shares too little with the name to be trusted: skip, do not guess.
  if (bestScore < 0.6 || !coverageOk) return null;
  return { food: foodAt(bestRow), via: "search", score: bestScore };
}

/**
 * Finds the SR food an ingredient name refers to, or null. Tries the alias table on the full normalized
 * name, then on endings reached by dropping qualifier words ("wild coho salmon" → "salmon"), then the
 * scored search over all foods.
 */
export function matchFood(rawName: string): FoodMatch | null {
  // "light cream cheese", "2% milk": the food without its level words, then its sibling at the stated level. A
  // level word on a food SR has no levels of ("light soy sauce") leaves the food itself, not what else the
  // search finds with the word.
  const plain = fatLevelOf(rawName) ? cheeseOrFood(withoutFatLevel(rawName)) : null;
  const levelled = plain?.match ? atFatLevel(rawName, plain.match, siblingsOf) : undefined;
  if (levelled) return plain?.cheese ? levelled : finish(rawName, levelled);
  const named = cheeseOrFood(rawName);
  const found = plain?.match && named.match?.via === "search" && !fatLevelOf(named.match.food.description) ? plain : named;
  // A cheese stand-in is already the food the name means (plant cheeses included).
  if (found.cheese || !found.match) return found.match;
  return finish(rawName, found.match);
}

/** A cheese by its name or family ("manchego", "havarti cheese", "cheese" alone; see ./cheese), else any food. */
function cheeseOrFood(name: string): { match: FoodMatch | null; cheese: boolean } {
  const cheese = cheeseStandIn(name, isFoodWord);
  const cheeseFood = cheese ? foodByNdb(cheese) : undefined;
  return cheeseFood ? { match: { food: cheeseFood, via: "alias", score: 0.9 }, cheese: true } : { match: matchAnyFood(name), cheese: false };
}

/** The checks and forms every match goes through. */
function finish(rawName: string, m: FoodMatch): FoodMatch | null {
  // "vegan ricotta", "dairy-free milk": the animal food of the same name would be a guess, not a match.
  if (PLANT_BASED.test(rawName) && ANIMAL_GROUPS.has(m.food.group)) return null;
  // Blue cheese is what "cheese" scores best on; it is only meant when the name says so.
  if (m.food.ndb_no === BLUE_CHEESE && !BLUE_WORDS.test(foldText(rawName))) return null;
  return namedForm(rawName, freshForm(rawName, packingMedium(rawName, m)));
}

const BLUE_CHEESE = "01004";
const BLUE_WORDS = /\b(?:blue|bleu|roquefort|gorgonzola|stilton|cambozola|dolcelatte)\b/;

/** A word naming a food: in the alias vocabulary or in SR's descriptions. */
function isFoodWord(w: string): boolean {
  return ALIAS_WORDS.has(w) || searchIndex().dict.has(w);
}

/** "tuna in olive oil", "oil-packed sardines": canned in oil. */
const IN_OIL = /\b(?:in|packed\s+in)\s+(?:[a-z-]+\s+){0,3}oil\b|\boil[\s-]+packed\b/i;
/** "tuna in brine", "tuna in spring water", "water-packed tuna": canned in water. */
const IN_WATER = /\b(?:in|packed\s+in)\s+(?:brine|(?:spring\s+|salted\s+)?water)\b|\b(?:water|brine)[\s-]+packed\b/i;

/**
 * The packing medium a name states: SR files canned fish "canned in water" and "canned in oil" as
 * sibling entries (tuna in oil has twice the energy), and the name is matched without its "in ..." clause.
 */
function packingMedium(rawName: string, m: FoodMatch): FoodMatch {
  const desc = m.food.description;
  const swap =
    IN_OIL.test(rawName) && /\bcanned in water\b/.test(desc)
      ? desc.replace("canned in water", "canned in oil")
      : IN_WATER.test(rawName) && /\bcanned in oil\b/.test(desc)
        ? desc.replace("canned in oil", "canned in water")
        : null;
  if (!swap) return m;
  const sibling = siblingsOf(m.food).find((f) => f.description === swap);
  return sibling ? { ...m, food: sibling } : m;
}

/**
 * Fresh (raw) forms of foods whose plain name means the canned, cured or dried one: fresh tuna is yellowfin or
 * ahi; a fresh ham is the uncured pork leg; fresh currants are the red ones, not the dried vine fruit; fresh
 * yeast is compressed yeast, a third of active dry yeast's energy per gram.
 */
// prettier-ignore
const FRESH_FORM: Record<string, string> = {
  "15121": "15127", "15119": "15127", "15124": "15127", "15126": "15127", "07029": "10008", "09085": "09084", "18375": "18374",
};
/** Groups of fish and meat, which "fresh" keeps raw. */
const FRESH_GROUPS = new Set(["fish", "poultry", "pork", "beef", "lamb"]);

/**
 * "fresh tuna", "fresh ham": the name tidying drops "fresh", and the bare name matches a canned or cured
 * food; a fresh fish or meat is SR's raw entry of it.
 */
function freshForm(rawName: string, m: FoodMatch): FoodMatch {
  if (!/\bfresh\b/i.test(primaryName(rawName))) return m;
  const known = FRESH_FORM[m.food.ndb_no];
  const knownFood = known ? foodByNdb(known) : undefined;
  if (knownFood) return { ...m, food: knownFood };
  if (!FRESH_GROUPS.has(m.food.group) || !/\b(?:canned|cured|smoked|salted|pickled|dried)\b/i.test(m.food.description)) return m;
  const raw = search(normalizeName(rawName), ["raw"]);
  return raw && FRESH_GROUPS.has(raw.food.group) && !/\b(?:canned|cured|smoked|salted)\b/i.test(raw.food.description) ? raw : m;
}

/**
 * Nouns of products made from another food ("chicken stock", "lemon juice", "almond milk"): a lone word
 * before "or" that shares one names the product, never the food it is made from. Oil and butter are not
 * here: "butter or olive oil" is butter, not butter oil.
 */
const PRODUCT_NOUNS = new Set([
  "stock",
  "broth",
  "bouillon",
  "cube",
  "powder",
  "granule",
  "juice",
  "extract",
  "milk",
  "vinegar",
  "sauce",
  "paste",
  "flour",
  "starch",
]);

/** Names that promise no animal product. */
const PLANT_BASED = /\b(?:vegan|vegetarian|veggie|quorn|soya|dairy[- ]free|non[- ]dairy|plant[- ]based|meatless|meat[- ]free)\b/i;
/** Food groups (codes from scripts/build-food-data.ts) whose foods are animal products. */
const ANIMAL_GROUPS = new Set(["dairy", "poultry", "sausage", "pork", "beef", "lamb", "fish"]);

/** Groups of foods poured like the products above: "milk or vegetable stock" offers milk, not a milk stock. */
const POURABLE_GROUPS = new Set(["dairy", "drink"]);

/** True when a lone alternative names a drink or dairy food by itself (milk, water, wine, cream). */
function isPourable(word: string): boolean {
  const m = word.includes(" ") ? null : aliasLookup([word]);
  return m !== null && POURABLE_GROUPS.has(m.food.group);
}

function matchAnyFood(rawName: string): FoodMatch | null {
  const { joinedForms, head, alternatives, wideJoins } = alternativeNames(rawName);
  // "cherry or grape tomatoes", "olive or avocado oil": the first alternative shares the later noun. One of
  // several words does only when it names no food itself ("day-old French or country-style bread"; not "red
  // chilli or ½ tsp chilli flakes").
  const wide = wideJoins.length > 0 && !aliasLookup((alternatives[0] ?? "").split(" ")) ? wideJoins : [];
  for (const joined of [...joinedForms, ...wide]) {
    const viaJoined = aliasLookup(joined.split(" "));
    if (viaJoined) return viaJoined;
  }
  let names = alternatives;
  // "frozen or fresh peas", "dried or crushed chillies": a state word alone names no food (the search found
  // frozen yogurt and dried egg); it qualifies the next alternative's food.
  const [first, second] = alternatives;
  if (first !== undefined && second !== undefined && STATE_WORDS.has(first)) names = [`${first} ${second}`, ...alternatives.slice(1)];
  // "pork or chicken stock", "chicken or vegetable bouillon cubes": the first word names what the product
  // is made from, so alone it is another food altogether (raw pork fat, a whole chicken). It is the
  // product or, when SR does not know that one, the next alternative.
  if (joinedForms.length > 0 && head !== null && PRODUCT_NOUNS.has(head) && !isPourable(alternatives[0] ?? "")) {
    for (const joined of joinedForms) {
      const m = matchNormalized(joined);
      if (m) return m;
    }
    names = alternatives.slice(1);
  } else if (joinedForms.length > 0 && isKnownWord(alternatives[0] ?? "") && !aliasLookup([alternatives[0] ?? ""])) {
    // "mineral or filtered water", "red or white wine": a first word that names no food alone only qualifies
    // the shared noun ("mineral" alone found a mineral-fortified peanut butter). A word SR does not know
    // ("borlotti or butter beans") may be a food of its own: the next alternative then.
    for (const joined of joinedForms) {
      const m = matchNormalized(joined);
      if (m) return m;
    }
  }
  // The first-named alternative is the one the amount is for; a later one only when the first is unknown.
  for (const name of names) {
    // "sheep cheese or Italian or American Asiago": an alternative of qualifiers alone shares a noun, it names no
    // food (the search found Italian sausage). Alone, a variety word may be the food ("4 russets", "navels").
    if (names.length > 1 && name.split(" ").every((w) => DROPPABLE.has(w))) continue;
    const m = matchNormalized(name);
    if (m) return m;
  }
  // The name's own words in another shape ("loaf of bread"), then a remark without numbers naming the food in
  // words SR knows ("maida (all-purpose flour)").
  const reshaped = matchReshaped(rawName, matchNormalized);
  if (reshaped) return reshaped;
  for (const remark of parentheticals(rawName)) {
    const m = /\d/.test(remark) ? null : matchNormalized(normalizeName(remark));
    if (m) return m;
  }
  return null;
}

/**
 * Matches one normalized alternative: aliases, non-English prefixes, the search, then a head-noun alias;
 * when all of them fail, the same without a trailing cut or shape noun ("haddock fillet"; see ./forms).
 */
function matchNormalized(name: string): FoodMatch | null {
  const m = matchWords(name);
  if (m) return m;
  const shorter = withoutFormWords(name.split(" "));
  return (shorter ? matchWords(shorter.join(" ")) : null) ?? inStatedStateAlready(name, matchWords);
}

/** A word SR's descriptions use, or one an alias ends with (a food's own noun). */
function isKnownWord(word: string): boolean {
  return ALIAS_HEADS.has(word) || searchIndex().dict.has(word);
}

function matchWords(name: string): FoodMatch | null {
  if (name === "") return null;
  const viaAlias = aliasLookup(name.split(" ")) ?? intlPrefixLookup(name.split(" ")) ?? leavesOf(name.split(" ")) ?? pureeOf(name.split(" "));
  if (viaAlias) return viaAlias;
  // Words SR never uses (brand names, "Hawaiian", "tantalizing") carry no information about the food:
  // drop them and try again, unless that would leave only the alias-less remainder of a compound.
  const words = name.split(" ");
  // The last word names the food; if SR and the aliases do not know it, nothing here is a safe match.
  if (!isKnownWord(words[words.length - 1] ?? "")) return null;
  const known = words.filter(isKnownWord);
  // "hake fillets", "skate wing": the unknown word was the food; a cut alone would find any food sold so
  // ("Vegetarian fillets", chicken wings).
  if (known.length < words.length && known.every(isFormNoun)) return null;
  if (known.length < words.length) {
    const again = aliasLookup(known);
    if (again) return again;
  }
  // A name ending in a compound food ("reduced fat cream cheese") must find that food, not another one
  // sharing the qualifiers ("Cheese, provolone, reduced fat").
  const compound = compoundEnding(words);
  return compoundAlias(words) ?? search(known.join(" "), compound) ?? headNounAlias(words) ?? withoutQualifiers(known) ?? innerQualifiersDropped(words);
}

/**
 * "pickled baby beetroot", "smoked streaky bacon": an alias of two words or more once the qualifiers inside the
 * name are dropped (the alias step drops only leading ones).
 */
function innerQualifiersDropped(words: string[]): FoodMatch | null {
  // A state or fat level ("Greek", "nonfat") makes another food even where it only qualifies.
  if (words.some((w) => STATE_WORDS.has(w) || FAT_WORDS.has(w))) return null;
  const core = words.filter((w) => !DROPPABLE.has(w));
  if (core.length < 2 || core.length === words.length) return null;
  const ndb = ALIASES.get(core.join(" "));
  const food = ndb ? foodByNdb(ndb) : undefined;
  return food ? { food, via: "alias", score: 0.9 } : null;
}

/**
 * Last of all, the search without qualifier words ("dry gin", "whole mackerel"): SR names the food without
 * them, and the search wants every word of a short name in the food it finds.
 */
function withoutQualifiers(words: string[]): FoodMatch | null {
  const kept = words.filter((w) => !DROPPABLE.has(w));
  return kept.length > 0 && kept.length < words.length ? search(kept.join(" ")) : null;
}

/**
 * A name ending in a two-word alias after flavour or variety words: "garlic herb goat cheese",
 * "vanilla Greek yogurt", "chocolate almond milk". Such endings name a specific food, so the words before
 * only flavour it; fat levels, states and parts ("reduced fat", "canned", "zest") change it and are left
 * to the search.
 */
function compoundAlias(words: string[]): FoodMatch | null {
  for (let start = 1; start < words.length - 1; start++) {
    const ndb = ALIASES.get(words.slice(start).join(" "));
    if (!ndb) continue;
    if (words.slice(0, start).some((w) => FAT_WORDS.has(w) || STATE_WORDS.has(w) || PART_WORDS.has(w))) return null;
    const food = foodByNdb(ndb);
    return food ? { food, via: "alias", score: 0.85 } : null;
  }
  return null;
}

/**
 * Last resort: the longest ending of the name that is an alias, when the words before it are varieties,
 * origins or brands ("USA pears", "Saba banana", "fire roasted tomatoes") rather than foods themselves.
 * A leading food word makes a different food ("almond flour", "avocado mayonnaise", "garlic herb goat
 * cheese"), so then there is no match.
 */
/**
 * Fat-level words change the food ("nonfat Greek yogurt" is not whole-milk yogurt), so the alias step
 * does not drop them and the search sees them; only the last resort below may fall back past them.
 */
const FAT_WORDS = new Set(["low", "reduced", "fat", "nonfat", "light", "lite", "skim", "skimmed", "lowfat"]);

/** Words naming a part of or a product made from the food that follows ("zest from lemons"). */
const PART_WORDS = new Set(["zest", "rind", "extract", "from", "of", "essence", "flavor", "flavour", "skin", "bone"]);

function headNounAlias(words: string[]): FoodMatch | null {
  for (let start = 1; start < words.length; start++) {
    const ndb = ALIASES.get(words.slice(start).join(" "));
    if (!ndb) continue;
    // A food word of the aliases (one an alias ends with: "almond", "garlic"), a part ("zest") or a state word
    // ("juice", "powder") before the ending makes it a different food or a part of one. Words only inside longer
    // names ("spicy" of spicy bean paste) do not: "spicy brown mustard" is mustard.
    const before = words.slice(0, start).filter((w) => !DROPPABLE.has(w) && !FAT_WORDS.has(w));
    if (before.some((w) => ALIAS_HEADS.has(w) || STATE_WORDS.has(w) || PART_WORDS.has(w))) return null;
    const food = foodByNdb(ndb);
    return food ? { food, via: "alias", score: 0.8 } : null;
  }
  return null;
}

/** SR foods that are themselves leaves: greens and leafy herbs. */
const LEAFY =
  /^(?:spices, )?(?:lettuce|spinach|kale|cabbage|chard|arugula|watercress|cress|collards|mustard greens|endive|radicchio|sorrel|parsley|coriander|basil|spearmint|peppermint|dill|thyme|oregano|marjoram|tarragon|chervil|sage|rosemary|savory|bay leaf)\b/i;

/**
 * "baby spinach leaves", "lettuce leaves", "dried thyme leaves": the leaves of a leafy food or herb are that
 * food (raw; the search found "Spinach, frozen, chopped or leaf" and whole "Lettuce, green leaf" heads).
 * Leaves of a fruit or root ("lime leaves", "beet leaves", "curry leaves") are other foods.
 */
function leavesOf(words: string[]): FoodMatch | null {
  if (words.length < 2 || words[words.length - 1] !== "leaf") return null;
  const base = aliasLookup(words.slice(0, -1));
  return base && LEAFY.test(base.food.description) ? base : null;
}

/** Groups whose foods are fruit or vegetables, which a purée is made of. */
const PUREED_GROUPS = new Set(["fruit", "veg"]);

/**
 * "strawberry purée", "mango pulp", "sweet potato mash": a purée of a fruit or vegetable is that food, blended
 * (./portions weighs a cup of it as a purée). SR has few purées of its own, and the search found none.
 */
function pureeOf(words: string[]): FoodMatch | null {
  if (words.length < 2 || !PUREE_NOUNS.has(words[words.length - 1] ?? "")) return null;
  // SR's own purée first ("canned tomato purée" is SR's tomato purée, not canned tomatoes).
  const own = search(words.join(" "));
  if (own && /\b(?:puree|pulp|mashed)\b/i.test(own.food.description)) return own;
  const food = words.slice(0, -1);
  // The search must have found the food named, not one that mentions it ("fruit purée" is no passion fruit).
  const found = aliasLookup(food) ?? search(food.join(" "));
  const base = found?.via === "alias" || found?.food.description.toLowerCase().startsWith(food[0] ?? "") ? found : null;
  return base && PUREED_GROUPS.has(base.food.group) ? base : null;
}

function aliasLookup(words: string[]): FoodMatch | null {
  for (let start = 0; start < words.length; start++) {
    const ndb = ALIASES.get(words.slice(start).join(" "));
    const food = ndb ? foodByNdb(ndb) : undefined;
    if (food) return { food, via: "alias", score: 1 };
    if (!DROPPABLE.has(words[start] ?? "")) break;
  }
  return null;
}

/**
 * A non-English alias at the start of the name, the rest being qualifiers ("arroz carolino" → rice). The
 * dropped words must be unknown to the English aliases, so "sal" never eats "sal ammoniac"-like compounds
 * whose second word is an English food word.
 */
function intlPrefixLookup(words: string[]): FoodMatch | null {
  for (let end = words.length - 1; end >= 1; end--) {
    const key = words.slice(0, end).join(" ");
    if (!INTL_KEYS.has(key)) continue;
    // "farinha de arroz" is rice flour, not "farinha": a later word that is itself a food blocks the prefix.
    if (words.slice(end).some((w) => ENGLISH_ALIAS_WORDS.has(w) || INTL_KEYS.has(w))) return null;
    const ndb = ALIASES.get(key);
    const food = ndb ? foodByNdb(ndb) : undefined;
    return food ? { food, via: "alias", score: 0.9 } : null;
  }
  return null;
}
