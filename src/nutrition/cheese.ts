/**
 * Cheeses by family. SR knows some twenty cheeses by name; the many it does not ("manchego", "havarti
 * cheese", "taleggio") must not fall to whatever "Cheese, ..." entry the word "cheese" scores best on
 * (blue cheese, the shortest). A cheese SR lacks takes the closest SR cheese of its family: a hard aged
 * sheep cheese romano, a hard grating cow cheese parmesan, an Alpine cheese gruyere or swiss, a semi-soft
 * melting cheese gouda or muenster. "Cheese" alone, or with words that name no family ("mild", "tasty",
 * "smoked"), is cheddar, the everyday cheese. Blue cheese only when the name says so.
 */
import { foldText, singular } from "./text";

/** Cheese names (folded, singular) → SR NDB number of the cheese or its family stand-in. */
// prettier-ignore
const CHEESE_NAMES: Record<string, string> = {
  // SR's own cheeses
  brick: "01005", brie: "01006", camembert: "01007", cheddar: "01009", cheshire: "01010", colby: "01011",
  edam: "01018", feta: "01019", fetta: "01019", fontina: "01020", gjetost: "01021", gouda: "01022",
  gruyere: "01023", limburger: "01024", monterey: "01025", jack: "01025", "monterey jack": "01025",
  "pepper jack": "01025", mozzarella: "01026", muenster: "01030", munster: "01030", neufchatel: "01031",
  parmesan: "01032", provolone: "01035", ricotta: "01036", romano: "01038", roquefort: "01039",
  swiss: "01040", tilsit: "01041", "port salut": "01034", "port du salut": "01034", asadero: "01166",
  chihuahua: "01167", cotija: "01267",
  // Hard aged sheep cheeses: romano (387 kcal, 32 g protein; manchego about 390-430)
  pecorino: "01038", manchego: "01038", idiazabal: "01038", zamorano: "01038", roncal: "01038",
  kefalotyri: "01038", "ossau iraty": "01038",
  // Hard grating cow cheeses: parmesan (the block, 392 kcal)
  grana: "01033", padano: "01033", "grana padano": "01033", parmigiano: "01033", reggiano: "01033", piave: "01033",
  sbrinz: "01033", asiago: "01033", mimolette: "01033",
  // Alpine cheeses: gruyere, or swiss for the holed kinds
  comte: "01023", beaufort: "01023", appenzeller: "01023", bergkase: "01023",
  emmental: "01040", emmentaler: "01040", emmenthal: "01040", jarlsberg: "01040", leerdammer: "01040",
  maasdam: "01040", raclette: "01040",
  // Semi-soft melting cheeses: muenster for havarti (368 vs about 370 kcal), gouda for the rest
  havarti: "01030", taleggio: "01022", butterkase: "01022", esrom: "01022", samso: "01022",
  tomme: "01022", reblochon: "01022", "saint paulin": "01022", "st paulin": "01022",
  // Mexican string cheese, fresh goat cheese, the small fresh mozzarellas
  oaxaca: "01166", quesillo: "01166", chevre: "01159", burrata: "01026", bocconcini: "01026",
  // British territorials: cheddar-like hard cow cheeses
  leicester: "01009", gloucester: "01009", wensleydale: "01010", lancashire: "01010", caerphilly: "01010",
  // Blue cheeses
  blue: "01004", bleu: "01004", gorgonzola: "01004", stilton: "01004", cambozola: "01004",
  dolcelatte: "01004", "danish blue": "01004",
};

/** Words saying which family an unnamed cheese is of; "hard" and "aged" are noise to normalizeName. */
const FAMILY_CUES: Array<[RegExp, string]> = [
  [/\b(?:blue|bleu)\b/, "01004"],
  [/\b(?:sheep|sheeps|ewe|ewes)\b/, "01038"],
  [/\b(?:alpine|mountain)\b/, "01023"],
  [/\b(?:semi ?soft|melting|melty)\b/, "01022"],
  // "Soft cheese" is how UK shops label cream cheese (Philadelphia is "Original Soft Cheese").
  [/\bsoft\b/, "01017"],
  [/\b(?:hard|aged|grating)\b/, "01033"],
];

/** Words before "cheese" that name no other food: how it tastes, looks or is cut. */
// prettier-ignore
const PLAIN_WORDS = new Set(["mild", "tasty", "sharp", "mature", "extra", "strong", "smoked", "block", "hard",
  "aged", "medium", "semi", "soft", "semisoft", "melting", "melty", "sheep", "sheeps", "ewe", "alpine", "mountain",
  "grating", "yellow", "orange", "farmhouse", "vintage", "old", "dutch", "swiss", "danish", "french",
  "italian", "spanish", "english", "british", "irish", "artisan", "cow", "cows", "milk", "raw", "grated",
  "shredded", "sliced", "slice", "vegetarian", "cheese"]);

/** Words of a name that say nothing about the food. */
const FILLER = new Set(["and", "a", "of", "the", "fresh", "good", "quality", "some"]);
const PLANT_WORDS = new Set(["vegan", "plant", "based", "dairy", "free", "non", "nondairy", "dairyfree", "style"]);
/** SR cheeses whose imitation (cheddar- or mozzarella-style) fairly stands in for a plant cheese of the kind. */
const IMITABLE = new Set(["01009", "01011", "01025", "01026", "01022", "01035", "01040", "01020", "01030"]);

/** Animal-free cheese: SR's imitation cheeses (cheddar-style for cheddar and slices, else mozzarella-style). */
const PLANT = /\b(?:vegan|plant[\s-]+based|dairy[\s-]*free|non[\s-]*dairy)\b/;

/**
 * The SR cheese a name means, or null when the name is not a cheese (or is one the alias table and search
 * handle, such as "cream cheese" or "reduced fat cheddar"). `isFoodWord` tells whether a word names
 * another food ("macaroni", "cream", "cottage"), which makes "X cheese" something else than a cheese.
 */
export function cheeseStandIn(rawName: string, isFoodWord: (w: string) => boolean): string | null {
  // "Full-fat" is the ordinary cheese, not a fat level.
  const folded = foldText(
    rawName
      .replace(/\([^)]*\)/g, " ")
      .replace(/\bfull[\s-]*fat\b/gi, " ")
      .split(/,|\s+(?:or|with|in)\s+/)[0] ?? "",
  );
  const words = folded
    .split(" ")
    .filter((w) => w !== "")
    .map(singular);
  if (words.length === 0) return null;
  const last = words[words.length - 1] ?? "";
  const named = (w: string[]): string | null => {
    for (let i = 0; i < w.length; i++) {
      const two = i + 1 < w.length ? CHEESE_NAMES[`${w[i]} ${w[i + 1]}`] : undefined;
      if (two) return two;
    }
    for (const x of w) if (Object.prototype.hasOwnProperty.call(CHEESE_NAMES, x)) return CHEESE_NAMES[x] ?? null;
    return null;
  };
  const endsInCheese = last === "cheese" || Object.prototype.hasOwnProperty.call(CHEESE_NAMES, last);
  if (!endsInCheese) return null;
  const body = words.slice(0, -1);
  const own = named(words);
  const otherFood = body.some(
    (w) => !PLAIN_WORDS.has(w) && !Object.prototype.hasOwnProperty.call(CHEESE_NAMES, w) && !FILLER.has(w) && !PLANT_WORDS.has(w) && isFoodWord(w),
  );
  // Plant cheese of the sliceable or melting kinds; "vegan ricotta" or "vegan cream cheese" has none.
  if (PLANT.test(folded)) {
    if (otherFood || (own !== null && !IMITABLE.has(own))) return null;
    return own === "01009" || /\b(?:american|slice)\b/.test(folded) ? "43278" : "01161";
  }
  // Fat levels are SR entries of their own ("Cheese, cheddar, reduced fat"): the search finds them.
  if (words.some((w) => ["low", "lowfat", "reduced", "nonfat", "fat", "light", "lite", "skim", "part"].includes(w))) return null;
  if (own) return own;
  // "cream cheese", "cottage cheese", "macaroni and cheese", "goat cheese": another food before "cheese".
  if (otherFood) return null;
  for (const [re, ndb] of FAMILY_CUES) if (re.test(folded)) return ndb;
  return "01009";
}
