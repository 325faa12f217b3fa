/**
 * Text normalization shared by the matcher: ingredient names as recipes write them and SR descriptions
 * are both reduced to lower-case singular word lists, so "2 Ripe Tomatoes" and "Tomatoes, red, ripe, raw"
 * meet on the token "tomato".
 */

/**
 * Words that describe preparation, quality or quantity rather than the food itself. They are dropped from
 * names before matching ("fresh chopped parsley" is parsley). Words that change the food — "dried",
 * "cooked", "canned", "frozen", "ground", "smoked" — are deliberately not here.
 */
// prettier-ignore
const NOISE_WORDS = new Set([
  "fresh", "freshly", "chopped", "finely", "roughly", "coarsely", "thinly", "thickly", "diced",
  "sliced", "grated", "shredded", "crushed", "crumbled", "melted", "softened", "beaten", "lightly",
  "whisked", "peeled", "seeded", "deseeded", "cored", "pitted", "halved", "quartered", "trimmed",
  "rinsed", "drained", "washed", "cubed", "julienned", "torn", "squeezed", "zested", "juiced", "sifted",
  "packed", "loosely", "firmly", "cold", "warm", "chilled", "room", "temperature", "boiling",
  "lukewarm", "tepid", "large", "medium", "small", "big", "extra", "jumbo", "mini", "ripe",
  "semi", "good", "quality", "organic", "free", "range", "optional", "divided", "plus", "more", "needed",
  "about", "approximately", "approx", "heaping", "heaped", "level", "scant", "generous", "of", "a", "an",
  "the", "and", "for", "to", "taste", "your", "favourite", "favorite", "some", "few", "handful", "pinch",
  "dash", "splash", "some", "homemade", "store", "bought", "storebought", "best", "high", "very",
  "cut", "into", "piece", "pieces", "chunk", "chunks", "wedge", "wedges", "ring", "rings", "leftover",
  "tantalizing", "velvety", "creamy", "fluffy", "magic", "nature", "s", "natural", "pure", "real",
  "skin", "on", "off", "in", "with", "without", "removed", "bone", "bones", "shell", "shells",
  "at", "or", "as", "such", "like", "any", "other", "preferably", "ideally", "if", "using", "used",
  "can", "cans", "tin", "tins", "jar", "jars", "sachet", "packet", "package", "pkg", "box", "container",
  "bag", "bottle", "carton", "tub", "punnet", "choice", "info",
  // Connector words of other languages ("dente de alho", "olio d'oliva" keeps its fused "doliva").
  "de", "do", "da", "dos", "das", "di", "del", "della", "van", "von", "der", "die", "het", "la", "le",
  "les", "el", "des", "du", "unid", "unidade", "unidades",
  "well", "hard", "stiff", "firm", "soft", "tender", "young", "mature", "aged", "vine", "ripened",
]);

/** Irregular plurals the suffix rules get wrong. */
// prettier-ignore
const IRREGULAR: Record<string, string> = {
  leaves: "leaf", halves: "half", loaves: "loaf", knives: "knife", potatoes: "potato", tomatoes: "tomato",
  mangoes: "mango", avocados: "avocado", anchovies: "anchovy", cookies: "cookie", calves: "calf",
  radishes: "radish", dishes: "dish", peaches: "peach", radicchio: "radicchio", couscous: "couscous",
  hummus: "hummus", asparagus: "asparagus", molasses: "molasses", swiss: "swiss", grass: "grass",
  bass: "bass", chives: "chive", cloves: "clove", olives: "olive", grapes: "grape", brownies: "brownie",
  prunes: "prune", noodles: "noodle", apples: "apple", pickles: "pickle", vegetables: "vegetable",
  oats: "oat", molasse: "molasses", lentils: "lentil", chilies: "chili", chillies: "chilli",
  chiles: "chile", gnocchi: "gnocchi", spaghetti: "spaghetti", pasta: "pasta", octopus: "octopus",
  citrus: "citrus", lotus: "lotus", hibiscus: "hibiscus", cactus: "cactus", series: "series",
  species: "species", glass: "glass", cress: "cress", watercress: "watercress", floss: "floss",
  bratwursts: "bratwurst", tortillas: "tortilla", sauces: "sauce", cheeses: "cheese", sausages: "sausage",
  breadcrumbs: "breadcrumb", juices: "juice", slices: "slice", spices: "spice", rice: "rice",
  pieces: "piece", shrimps: "shrimp", oreos: "oreo", berries: "berry", cherries: "cherry", dates: "date",
  cassis: "cassis", pastis: "pastis", basis: "basis", oasis: "oasis",
};

/** Reduces an English plural word to its singular (general suffix rules plus a short exception list). */
export function singular(word: string): string {
  const cached = singularCache.get(word);
  if (cached !== undefined) return cached;
  const result = singularUncached(word);
  singularCache.set(word, result);
  return result;
}

const singularCache = new Map<string, string>();

function singularUncached(word: string): string {
  const irregular = Object.prototype.hasOwnProperty.call(IRREGULAR, word) ? IRREGULAR[word] : undefined;
  if (irregular) return irregular;
  if (word.length <= 3) return word;
  if (word.endsWith("ies")) return word.slice(0, -3) + "y";
  if (/(ches|shes|sses|xes|zes)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith("oes")) return word.slice(0, -2);
  // "-os" is a plural too ("jalapeños", "tomatillos"); the few singulars ending so are 3 letters ("cos").
  if (word.endsWith("s") && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  // Loanwords ending in "-i" take a plain "s" ("chilis", "kiwis", "zucchinis", "salamis"); the few food
  // singulars ending in "-is" are short ("reis", "anis") or listed in IRREGULAR ("cassis", "pastis").
  if (word.length >= 5 && word.endsWith("is")) return word.slice(0, -1);
  return word;
}

/** Lower-cases, strips accents and brand marks, and turns punctuation into spaces. */
export function foldText(text: string): string {
  // Unicode normalization is the slow step; plain ASCII (all of SR) does not need it.
  const ascii = /^[\x00-\x7f]*$/.test(text);
  // Ligatures and letters NFKD keeps ("œufs", "bœuf", "Straße", Nordic "vårløk", Polish "masło"): spelled out so
  // they fold like the rest; a soft hyphen inside a word is dropped, not a word break.
  const spelled = ascii
    ? text
    : text
        .replace(/\u00ad/g, "")
        .replace(/œ/g, "oe")
        .replace(/Œ/g, "OE")
        .replace(/[æÆ]/g, "ae")
        .replace(/ß/g, "ss")
        .replace(/[øØ]/g, "o")
        .replace(/[łŁ]/g, "l")
        .replace(/[đĐ]/g, "d");
  return (
    (ascii ? text : spelled.normalize("NFKD").replace(/[\u0300-\u036f]/g, ""))
      .toLowerCase()
      .replace(/[™®©*]/g, "")
      .replace(/['’`]/g, "")
      // "Crème fraîche 17 %", "Milch 1,5 %": a fat level written with a space is one token, like "2%".
      .replace(/(\d)\s+%/g, "$1%")
      // Cyrillic letters are kept (folded, "й" is "и" and "ё" "е"), so Russian names can be looked up.
      .replace(/[^a-z0-9%\u0430-\u044f]+/g, " ")
      .trim()
  );
}

/** Splits folded text into singular word tokens. */
export function tokens(text: string): string[] {
  const folded = foldText(text);
  if (folded === "") return [];
  return folded.split(" ").map(singular);
}

/**
 * Splits a name into its alternatives: "sour cream or Greek yogurt", "linguine / spaghetti", and "or" in
 * the other languages pages use ("margarina ou manteiga", "Weizen- oder Reismehl", "nata o crema").
 */
const ALTERNATIVE = /\s+(?:or|ou|oder|o|eller)\s+|\s+\/\s+|\s+\+\s+/i;

function withoutRemarks(name: string): string {
  let s = name.replace(/\([^)]*\)?/g, " ").replace(/\[[^\]]*\]?/g, " ");
  // A label before a colon names a use, not the food ("Optional glaze: powdered sugar").
  if (s.includes(":")) s = s.slice(s.lastIndexOf(":") + 1);
  return s;
}

/**
 * The first-named food of a name, as written (parenthetical remarks and later alternatives dropped, no
 * words removed): "red chilli* or ½-1 tsp chilli flakes" → "red chilli*". Item words such as "rings"
 * are still there for the weighing.
 */
export function primaryName(name: string): string {
  const s = withoutRemarks(name);
  return (s.split(ALTERNATIVE)[0] ?? s).split(/,|\s[–—-]\s|;/)[0] ?? s;
}

/** States that make another food of each alternative they precede. */
const CARRIED_STATES = new Set(["dried", "frozen", "canned", "smoked", "cooked"]);

/**
 * Alternatives of a name, each normalized, in the order a matcher should try them. A one-word first
 * alternative that shares the noun of the next ("cherry or grape tomatoes", "olive or avocado oil") is
 * also offered joined with that noun first ("cherry tomato"; `joinedForms` has every ending of the second
 * alternative, longest first: "chicken bouillon cube", "chicken cube"); the caller decides whether a
 * joined form names a known food. `head` is the second alternative's last word.
 */
export function alternativeNames(name: string): {
  joined: string | null;
  joinedForms: string[];
  head: string | null;
  alternatives: string[];
  /** The same joins for a first alternative of several words ("day-old French or country-style bread" →
   * "day old french bread"), to be looked up as exact aliases only. */
  wideJoins: string[];
} {
  const s = withoutRemarks(name);
  const named = s
    .split(ALTERNATIVE)
    .map((p) => normalizeName(p))
    .filter((p) => p !== "");
  // "dried Black Mission or Calimyrna figs": a leading state word holds for the later alternatives too, tried
  // with it first, then as written ("dried porcini or fresh mushrooms").
  const lead = named[0]?.split(" ")[0] ?? "";
  const carried = CARRIED_STATES.has(lead) && (named[0] ?? "").includes(" ");
  const parts = carried ? named.flatMap((p, i) => (i === 0 || p.startsWith(`${lead} `) ? [p] : [`${lead} ${p}`, p])) : named;
  const first = parts[0] ?? "";
  const second = parts[1] ?? "";
  if (parts.length < 2 || !second.includes(" ")) return { joined: null, joinedForms: [], head: null, alternatives: parts, wideJoins: [] };
  // Every ending of the second alternative may be the shared noun, longest first: "chicken or vegetable
  // bouillon cubes" → "chicken bouillon cube", then "chicken cube".
  const words = second.split(" ");
  const joins: string[] = [];
  for (let start = 1; start < words.length; start++) joins.push(`${first} ${words.slice(start).join(" ")}`);
  if (first.includes(" ")) return { joined: null, joinedForms: [], head: null, alternatives: parts, wideJoins: joins };
  return { joined: joins[joins.length - 1] ?? null, joinedForms: joins, head: words[words.length - 1] ?? null, alternatives: parts, wideJoins: [] };
}

/** Parenthetical remarks of a name ("maida (all-purpose flour)" → ["all-purpose flour"]). */
export function parentheticals(name: string): string[] {
  return [...name.matchAll(/\(([^)]*)\)/g)].map((m) => m[1] ?? "").filter((p) => p.trim() !== "");
}

/** "Steamed" or "boiled" before a grain, pasta or pulse (up to two words between). */
const COOKED_GRAIN =
  /\b(?:steamed|boiled)\b(?=(?:\s+[a-z-]+){0,2}\s+(?:rice|quinoa|couscous|pasta|noodles?|spaghetti|barley|bulgur|bulgar|farro|millet|lentils?)\b)/gi;

/** "hot" before a drink or stock (up to one word between): a temperature. */
const HOT_LIQUID = /\b(?:piping\s+)?hot\s+(?=(?:[a-z]+\s+)?(?:stock|broth|water|milk|coffee|tea|bouillon)s?\b)/gi;

/** Where a name's trailing remark starts: a comma, a semicolon, a spaced dash, or an em dash even unspaced. */
const CLAUSE_BREAK = /,|\s[–—-]\s|—|;/;

/**
 * Reduces an ingredient name as a recipe writes it to the form used for alias lookup and matching:
 * parenthetical remarks, "or ..." alternatives and trailing comma clauses are dropped (the first-named
 * food is the one the quantity refers to), then preparation and quality words.
 */
export function normalizeName(name: string): string {
  let s = withoutRemarks(name);
  // "sour cream or Greek yogurt", "linguine / spaghetti": keep the first alternative.
  s = s.split(ALTERNATIVE)[0] ?? s;
  // "cream cheese with chives", "Lachsfilet mit Haut", "capers in brine", "acciughe sotto sale", "tuna in water", "tuna in sunflower oil", "horseradish sauce
  // from a jar": the food is what comes before.
  s =
    s.split(
      /\s+(?:with|mit)\s+|\s+sott[o'’]?\s*(?:sale|olio)\b|\s+from\s+(?:a|the)\s+(?:[a-z]+\s+){0,2}(?:jar|tin|can|packet|bottle|tube|kettle|tap)\b|\s+(?:packed\s+)?in\s+(?:brine|(?:spring\s+)?water|salted water|(?:its\s+)?own juices?|(?:natural\s+)?juices?|vinegar|(?:(?:extra[\s-]+)?virgin\s+)?(?:(?:olive|sunflower|vegetable|rapeseed|canola|soybean|soya)\s+)?oil)\b/i,
    )[0] ?? s;
  // "hot fish stock", "hot milk": the heat it is poured at, not a hot (spicy) food.
  s = s.replace(HOT_LIQUID, "");
  // "margarina sem sal", "beurre sans sel", "butter without salt": the salt is absent, not the food.
  if (WITHOUT_SALT.test(s)) s = `unsalted ${s.replace(WITHOUT_SALT, " ")}`;
  // Trailing clauses after a comma or dash are remarks ("garlic, minced", "oil – for frying"), except that
  // leading clauses of qualifiers only ("boneless, skinless chicken breasts") are part of the name.
  const clauses = s.split(CLAUSE_BREAK);
  let first = 0;
  while (first < clauses.length - 1 && isQualifierClause(clauses[first] ?? "")) first++;
  s = first > 0 ? (clauses.slice(first).join(" ").split(CLAUSE_BREAK)[0] ?? s) : (clauses[0] ?? s);
  // "Fresh" is noise except before pasta: fresh pasta is sold moist (288 kcal/100 g), not dry (371).
  s = s.replace(FRESH_PASTA, "refrigerated pasta");
  // "steamed brown rice", "boiled rice": SR files cooked grains as "cooked" (the search found the raw grain).
  s = s.replace(COOKED_GRAIN, "cooked");
  // "chicken tenders" are the tenderloins ("tender" alone is a texture word and dropped).
  s = s.replace(/\bchicken\s+tenders\b/gi, "chicken tenderloins");
  // "loaf day-old French bread", "log precooked polenta" (the parser left the shape in the name): the food;
  // "well-seasoned" is a taste.
  s = s.replace(/^\s*(?:loaf|log)\s+(?:of\s+)?/i, "").replace(/\bwell[\s-]+seasoned\b/gi, " ");
  // "fat-free" and "low-fat" are SR's "nonfat" and "lowfat" ("free" alone is noise, as in "free-range").
  // "Full-fat" is the ordinary food: dropped, or "fat" would read as a fat level ("full-fat cream cheese"
  // found "Cheese, cream, fat free").
  s = s
    .replace(/\bfull[\s-]*fat\b/gi, " ")
    .replace(/\bfat[\s-]*free\b/gi, "nonfat")
    .replace(/\blow[\s-]+fat\b/gi, "lowfat");
  const words = tokens(s).filter((w) => !NOISE_WORDS.has(w) && !/^\d/.test(w));
  return words.join(" ");
}

/** Fresh pasta named by "fresh" and a shape ("fresh lasagne sheets", "fresh fettuccine"). */
const FRESH_PASTA = /\bfresh\s+(?:egg\s+)?(?:pasta|lasagne|lasagna|fettuccine|tagliatelle|linguine|spaghetti|pappardelle)\b(?:\s+(?:sheets?|noodles?))?/i;

/** "Without salt" in the languages recipe pages use; read as the qualifier "unsalted". */
const WITHOUT_SALT = /\s(?:sem\s+sal|sin\s+sal|sans\s+sel|senza\s+sale|ohne\s+salz|zonder\s+zout|without\s+salt|no\s+salt|salt[\s-]free)(?![\p{L}])/iu;

/** Words that only qualify a food ("boneless", "skinless", "ripe") and never name one. */
const QUALIFIERS = new Set([
  "boneless",
  "skinless",
  "bone",
  "skin",
  "deboned",
  "unpeeled",
  "peeled",
  "seedless",
  "pitted",
  "unsalted",
  "salted",
  "unsweetened",
  "sweetened",
  "organic",
  "fresh",
  "frozen",
  "thawed",
  "ripe",
  "lean",
  "extra",
]);

/**
 * True when a name is only qualifier or preparation words ("boneless", "chopped"): the parser split the
 * food off into the preparation ("1 lb boneless, skinless chicken breasts").
 */
export function isOnlyQualifiers(name: string): boolean {
  return isQualifierClause(withoutRemarks(name));
}

/** True when a comma clause is made only of qualifier or noise words (it cannot be the food itself). */
function isQualifierClause(clause: string): boolean {
  const words = tokens(clause);
  return words.length > 0 && words.every((w) => QUALIFIERS.has(w) || NOISE_WORDS.has(w));
}
