/**
 * Matches an ingredient name to one SR food: first the curated alias table, then a token-overlap score
 * over all foods that prefers plain, raw, unbranded forms. Returns null rather than a weak guess.
 */
import { ALIASES, INTL_KEYS } from "./aliases";
import { loadFoods } from "./data-loader";
import { normalizeName, tokens } from "./text";
import type { Food } from "./types";

interface IndexedFood {
  food: Food;
  /** Distinct tokens of description and common names. Arrays, not Sets: ~10 entries each, and 7,660
   * Sets would cost several MB more than the whole table is allowed. */
  tokens: string[];
  /** Tokens of the first comma segment of the description ("Garlic" in "Garlic, raw"). */
  head: string[];
  /** Penalty for processed, branded or otherwise unusual forms (precomputed, query-independent part). */
  branded: boolean;
}

interface FoodIndex {
  foods: IndexedFood[];
  byNdb: Map<string, Food>;
  postings: Map<string, number[]>;
  idf: Map<string, number>;
}

/**
 * Words in an SR description that mark a processed or altered form. A food carrying one that the
 * query does not mention is demoted: "garlic" is raw garlic, not "Garlic, cooked".
 */
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
]);

/** Filler words of SR descriptions that say nothing about which food it is. */
const FILLER = new Set([
  "raw", "all", "commercial", "variety", "regular", "enriched", "include", "includes", "and", "or", "with",
  "without", "added", "type", "ns", "nfs", "as", "to", "fresh", "plain", "whole", "of", "the", "a", "in",
  "usda", "commodity", "year", "round", "average", "salt", "vitamin", "d", "c", "unprepared", "solid",
  "liquid", "only", "meat", "grade", "cut", "trimmed", "fat", "lean", "separable", "choice", "select",
]);

let cachedIndex: FoodIndex | null = null;

function buildIndex(): FoodIndex {
  const foods = loadFoods();
  const indexed: IndexedFood[] = [];
  const postings = new Map<string, number[]>();
  const byNdb = new Map<string, Food>();
  foods.forEach((food, i) => {
    byNdb.set(food.ndb_no, food);
    const toks = [...new Set([...tokens(food.description), ...tokens(food.commonNames)])];
    const head = [...new Set(tokens(food.description.split(",")[0] ?? ""))];
    // SR spells brand names in capitals (e.g. "KRAFT"); branded items are poor stand-ins for generic food.
    const branded = /\b[A-Z][A-Z'&]{2,}\b/.test(food.description.replace(/\b(NFS|NS|USDA|II|III)\b/g, ""));
    indexed.push({ food, tokens: toks, head, branded });
    for (const t of toks) {
      const list = postings.get(t) ?? [];
      list.push(i);
      postings.set(t, list);
    }
  });
  const idf = new Map<string, number>();
  for (const [t, list] of postings) idf.set(t, Math.log(1 + foods.length / list.length));
  return { foods: indexed, byNdb, postings, idf };
}

function index(): FoodIndex {
  if (!cachedIndex) cachedIndex = buildIndex();
  return cachedIndex;
}

/** Looks a food up by its NDB number (used by the alias table and tests). */
export function foodByNdb(ndb: string): Food | undefined {
  return index().byNdb.get(ndb);
}

/**
 * Foods that share the first part of the description ("Yogurt, Greek, plain, nonfat" for
 * "Yogurt, Greek, plain, whole milk"), most similar first. Used to borrow a cup weight when the matched
 * food has none.
 */
export function siblingsOf(food: Food): Food[] {
  const idx = index();
  const head = (food.description.split(",")[0] ?? "").toLowerCase();
  const own = new Set(tokens(food.description));
  const out: { f: Food; overlap: number }[] = [];
  for (const x of idx.foods) {
    if (x.food === food || (x.food.description.split(",")[0] ?? "").toLowerCase() !== head) continue;
    let overlap = 0;
    for (const t of x.tokens) if (own.has(t)) overlap++;
    out.push({ f: x.food, overlap: overlap - 0.01 * x.tokens.length });
  }
  return out.sort((a, b) => b.overlap - a.overlap).map((x) => x.f);
}

/** A matched food with how it was found. */
export interface FoodMatch {
  food: Food;
  via: "alias" | "search";
  score: number;
}

function scoreFood(q: string[], f: IndexedFood, idf: Map<string, number>): number {
  let total = 0;
  let hit = 0;
  for (const t of q) {
    const w = idf.get(t) ?? 8;
    total += w;
    if (f.tokens.includes(t)) hit += w;
  }
  const coverage = total > 0 ? hit / total : 0;
  const qs = new Set(q);
  let extras = 0;
  let states = 0;
  for (const t of f.tokens) {
    if (qs.has(t)) continue;
    if (STATE_WORDS.has(t)) states++;
    else if (!FILLER.has(t) && !/^\d/.test(t)) extras++;
  }
  let headHit = 0;
  for (const t of f.head) if (qs.has(t)) headHit++;
  let score = coverage;
  score += f.head.length > 0 ? 0.2 * (headHit / f.head.length) : 0;
  score -= 0.03 * extras + 0.12 * states;
  if (f.tokens.includes("raw")) score += 0.04;
  if (f.branded) score -= 0.3;
  return score;
}

/** Searches all foods for the best token match of an already normalized name. */
function search(name: string): FoodMatch | null {
  const idx = index();
  const q = [...new Set(name.split(" ").filter((t) => t !== ""))];
  if (q.length === 0) return null;
  // English names put the food noun last ("olive oil", "brown sugar"); a candidate must contain it.
  const headNoun = q[q.length - 1];
  const candidates = idx.postings.get(headNoun);
  if (!candidates) return null;
  let best: FoodMatch | null = null;
  let bestCoverageOk = false;
  for (const i of candidates) {
    const f = idx.foods[i];
    const score = scoreFood(q, f, idx.idf);
    if (!best || score > best.score) {
      best = { food: f.food, via: "search", score };
      bestCoverageOk = q.every((t) => f.tokens.includes(t)) || q.length >= 3;
    }
  }
  // Below this the best candidate shares too little with the name to be trusted: skip, do not guess.
  if (!best || best.score < 0.6 || !bestCoverageOk) return null;
  return best;
}

/**
 * Leading words that only qualify a food without making it a different one ("wild salmon", "red lentils").
 * Only these may be dropped to reach an alias; "almond flour" must not become "flour".
 */
const DROPPABLE = new Set([
  "red", "green", "yellow", "white", "black", "brown", "golden", "purple", "orange", "baby", "wild",
  "fine", "coarse", "flaky", "seedless", "english", "mixed", "boneless", "skinless", "lean", "whole",
  "raw", "plain", "regular", "unsweetened", "sweet", "farmed", "atlantic", "italian", "mexican", "greek",
  "french", "spanish", "local", "farm", "unsalted", "salted", "thick", "thin", "cut", "dry", "crisp",
  "crunchy", "smooth", "hass", "navel", "roma", "yukon", "gold", "russet", "vidalia", "maldon",
  "himalayan", "pink", "low", "reduced", "sodium", "fat", "nonfat", "light", "lite", "full", "shelled",
  "toasted", "roasted", "ground", "minced", "jumbo", "deveined", "tail", "ready", "made", "shop", "deli",
]);

/**
 * Finds the SR food an ingredient name refers to, or null. Tries the alias table on the full normalized
 * name, then on endings reached by dropping qualifier words ("wild coho salmon" → "salmon"), then the
 * scored search over all foods.
 */
export function matchFood(rawName: string): FoodMatch | null {
  const name = normalizeName(rawName);
  if (name === "") return null;
  const idx = index();
  const viaAlias = aliasLookup(name.split(" ")) ?? intlPrefixLookup(name.split(" "));
  if (viaAlias) return viaAlias;
  // Words SR never uses (brand names, "Hawaiian", "tantalizing") carry no information about the food:
  // drop them and try again, unless that would leave only the alias-less remainder of a compound.
  const words = name.split(" ");
  const isKnown = (w: string): boolean => idx.postings.has(w) || ALIAS_WORDS().has(w);
  // The last word names the food; if SR and the aliases do not know it, nothing here is a safe match.
  if (!isKnown(words[words.length - 1] ?? "")) return null;
  const known = words.filter(isKnown);
  if (known.length < words.length) {
    const again = aliasLookup(known);
    if (again) return again;
  }
  return search(known.join(" "));
}

function aliasLookup(words: string[]): FoodMatch | null {
  const idx = index();
  for (let start = 0; start < words.length; start++) {
    const ndb = ALIASES.get(words.slice(start).join(" "));
    const food = ndb ? idx.byNdb.get(ndb) : undefined;
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
    if (words.slice(end).some((w) => ENGLISH_ALIAS_WORDS().has(w))) return null;
    const ndb = ALIASES.get(key);
    const food = ndb ? index().byNdb.get(ndb) : undefined;
    return food ? { food, via: "alias", score: 0.9 } : null;
  }
  return null;
}

let englishWords: Set<string> | null = null;

/** Words of the English alias keys (those not also non-English keys). */
function ENGLISH_ALIAS_WORDS(): Set<string> {
  if (!englishWords) {
    englishWords = new Set([...ALIASES.keys()].filter((k) => !INTL_KEYS.has(k)).flatMap((k) => k.split(" ")));
  }
  return englishWords;
}

let aliasWords: Set<string> | null = null;

/** Every word used in an alias key (so "courgette", absent from SR, still counts as a known word). */
function ALIAS_WORDS(): Set<string> {
  if (!aliasWords) aliasWords = new Set([...ALIASES.keys()].flatMap((k) => k.split(" ")));
  return aliasWords;
}
