/** Item weights SR lacks, from general kitchen references, and item sizes (used by ./portions). */
import { VULGAR } from "./extras";
import type { FoodPortion } from "./types";

/** Size words recipes put before a countable food, in SR's spelling. */
export const SIZE_WORDS = ["extra large", "jumbo", "large", "medium", "small"];

/**
 * Weight of one item of a size relative to a medium one, from SR's own sized items (the medians of its
 * small/medium/large potatoes, apples, bananas, carrots, tomatoes, peppers and cauliflowers).
 */
const SIZE_FACTOR: Record<string, number> = { small: 0.75, medium: 1, large: 1.4, "extra large": 1.7, jumbo: 1.7 };

/**
 * SR's item measure, scaled to the size the recipe names when SR's measure is of another size or of none
 * (a sweet potato, an avocado or a leek have one unsized item): "1 large sweet potato" is not a medium one.
 */
export function resized(hit: FoodPortion, wanted: string | undefined): { grams: number; how: string } {
  const grams = hit.grams / hit.amount;
  const measure = hit.measure.toLowerCase();
  if (wanted === undefined || measure.includes(wanted)) return { grams, how: `1 ${hit.measure}` };
  const own = SIZE_WORDS.find((w) => new RegExp(`\\b${w}\\b`).test(measure)) ?? "medium";
  const factor = (SIZE_FACTOR[wanted] ?? 1) / (SIZE_FACTOR[own] ?? 1);
  return { grams: grams * factor, how: `1 ${hit.measure} × ${factor.toFixed(2)} for ${wanted}` };
}

/**
 * One medium item of everyday foods SR weighs only by volume (general kitchen references): a summer squash
 * weighs like a medium zucchini, a shallot about 40 g, a French baguette 250 g; a cooked chicken's meat below.
 */
export const TYPICAL_ITEM_GRAMS: Record<string, { grams: number; word?: string; unless?: string }> = {
  "11467": { grams: 196 },
  "11677": { grams: 40 },
  // Only a loaf named a baguette: "6 sliced country bread" are slices, not six loaves.
  "18029": { grams: 250, word: "baguette" },
  // A shop's rotisserie chicken (about 900 g as sold) yields about 3 cups, 420 g, of meat off the bone.
  "05013": { grams: 420 },
  // A ciabatta loaf is about 270 g (a roll is not a loaf: "roll" is refused below); a tuna steak is a
  // portion, like a fish fillet (PORTION_FILLET_G).
  "18033": { grams: 270, word: "ciabatta", unless: "roll" },
  "15127": { grams: 170, word: "steak" },
  // A medium butternut squash (about 1.1 kg as bought) gives about 800 g of peeled, seeded flesh.
  "11485": { grams: 800 },
  // Edible weights of whole items SR weighs only by the cup or ounce: a celeriac (about 700 g as bought) gives
  // 600 g; a savoy cabbage 700 g; a cleaned medium squid 200 g; a pie pumpkin (about 2 kg) 1.5 kg of flesh; a
  // trimmed kohlrabi bulb 250 g; a lamb's kidney 50 g, a calf's 300 g; a dried bay leaf 0.2 g, a whole clove 0.1 g.
  "11141": { grams: 600 },
  "11114": { grams: 700 },
  "15175": { grams: 200 },
  "11422": { grams: 1500 },
  "11241": { grams: 250 },
  "17195": { grams: 50 },
  "17197": { grams: 300 },
  "02004": { grams: 0.2 },
  "02011": { grams: 0.1 },
  // A farmed rabbit (about 1.4 kg as bought) gives about 800 g of meat off the bone; a whole hot-smoked
  // haddock (an Arbroath smokie, about 300 g) about 150 g of flesh.
  "17177": { grams: 800 },
  "15035": { grams: 150 },
  // A bouillon cube, tablet or stock pot counted makes the same pint of stock as SR's 4 g cube; a cube of fresh
  // yeast is the European 42 g block (SR weighs only the American 17 g cake, by that name).
  "06080": { grams: 4 },
  "18374": { grams: 42 },
  // A poppadum (papad) is about 12 g dry, a vanilla pod about 3 g; a mozzarella or burrata counted is the shop's
  // 125 g ball.
  "42200": { grams: 12 },
  "01026": { grams: 125 },
  // A whole camembert is the standard 250 g round; a peanut butter cup SR's 0.6 oz one (a miniature is 7 g).
  "01007": { grams: 250 },
  "19150": { grams: 17, unless: "mini" },
  // A tube (log) of ready-made polenta counted is the shop's 18 oz one; a puff pastry counted is one rolled
  // sheet (a French roll is 230 g, an American sheet half a 490 g box).
  "08091": { grams: 510 },
  "18337": { grams: 240 },
  // A spaghetti squash (about 1.2 kg as bought) gives about 900 g of flesh, a kabocha (about 1.3 kg) as much.
  "11492": { grams: 900 },
  "11643": { grams: 900, word: "kabocha" },
};

/**
 * A fresh chilli by its kind: a Thai or bird's eye one about 2 g, an everyday red or green one (Indian green,
 * finger, Fresno) about 10 g.
 */
const COUNTED_CHILLI: { grams: number; word: string }[] = [
  { grams: 2, word: "eye" },
  { grams: 2, word: "thai" },
  { grams: 10, word: "chilli" },
  { grams: 10, word: "chili" },
  { grams: 10, word: "chile" },
];

/**
 * Items of the same food named by another word: a ciabatta roll (or bun) weighs about 85 g, a third of
 * the loaf; a leaf (sheet) of gelatine about 2 g (platinum grade 1.7, gold 2); whole spices by the piece.
 */
const TYPICAL_PIECE_GRAMS: Record<string, { grams: number; word: string; nameWord?: string; overSr?: boolean }[]> = {
  // SR's one slice of French bread (139 g) is a slice across a large round loaf. A cook's slice of a baguette
  // is about 20 g, of a French stick 30 g, of a country or sourdough loaf about 50 g; these replace SR's.
  "18029": [
    { grams: 20, word: "slice", nameWord: "baguette", overSr: true },
    { grams: 30, word: "slice", nameWord: "french", overSr: true },
    { grams: 50, word: "slice", overSr: true },
  ],
  "18033": [
    { grams: 85, word: "roll" },
    { grams: 85, word: "bun" },
  ],
  "19177": [
    { grams: 2, word: "sheet" },
    { grams: 2, word: "leaf" },
  ],
  // Whole spices counted: a green cardamom pod about 0.2 g, a star anise about 1 g, a cinnamon stick 3 g.
  "02006": [{ grams: 0.2, word: "pod" }],
  // A dried allspice or juniper berry about 0.2 g, a peppercorn 0.05 g.
  "02001": [{ grams: 0.2, word: "berry" }],
  "02030": [{ grams: 0.05, word: "peppercorn" }],
  "02002": [{ grams: 1, word: "star" }],
  "02010": [{ grams: 3, word: "stick" }],
  // A pork tenderloin (British "fillet") is one piece of about 450 g, not a chop; a canned anchovy fillet is
  // SR's anchovy (4 g); a rabbit leg about 130 g of meat.
  "10218": [
    { grams: 450, word: "tenderloin" },
    { grams: 450, word: "fillet" },
  ],
  "15002": [{ grams: 4, word: "fillet" }],
  // A lamb shank (about 450 g as bought) gives about 215 g of meat and fat off the bone; a rice paper wrapper
  // (22 cm) weighs about 9 g dry.
  "17007": [{ grams: 215, word: "shank" }],
  // A rack of baby back ribs (about 1 kg as bought) gives about 630 g of meat and fat; a rack of spare ribs
  // (about 1.4 kg) about 1 kg.
  "10192": [{ grams: 630, word: "rack" }],
  "10088": [{ grams: 1000, word: "rack" }],
  "20061": [
    { grams: 9, word: "wrapper" },
    { grams: 9, word: "sheet" },
    { grams: 9, word: "paper" },
  ],
  // A pineapple ring is a canned one, SR's 47 g canned ring, not a 84 g slice across the fresh fruit.
  "09266": [{ grams: 47, word: "ring", overSr: true }],
  "18374": [
    { grams: 42, word: "cube" },
    { grams: 42, word: "block" },
  ],
  "17177": [{ grams: 130, word: "leg" }],
  // Small items SR weighs only as their large cousin: a cornichon is about 8 g (SR's large dill pickle is 135 g), a
  // Little Gem lettuce about 130 g (SR's head is a 626 g romaine), a spring roll wrapper about 12 g (SR's egg roll
  // wrapper is 32 g), a veal chop about 250 g as bought (SR's blade chop is 450 g).
  "11937": [{ grams: 8, word: "cornichon", overSr: true }],
  "11251": [{ grams: 130, word: "head", nameWord: "gem", overSr: true }],
  // A dumpling, gyoza or potsticker wrapper is a small round about the weight of SR's 8 g wonton square.
  "18368": [
    { grams: 12, word: "wrapper", nameWord: "spring", overSr: true },
    { grams: 9, word: "dumpling" },
    { grams: 9, word: "gyoza" },
    { grams: 9, word: "potsticker" },
  ],
  "17128": [{ grams: 250, word: "chop", overSr: true }],
  // A ball of fresh mozzarella (or burrata) is the shop's 125 g one; a baby or mini ball (ciliegine, pearls) about
  // 10 g, a bocconcino about 30 g.
  "01026": [
    { grams: 10, word: "ball", nameWord: "baby" },
    { grams: 10, word: "ball", nameWord: "mini" },
    { grams: 10, word: "pearl" },
    { grams: 10, word: "ciliegine" },
    { grams: 30, word: "bocconcini" },
    { grams: 30, word: "bocconcino" },
    { grams: 125, word: "ball" },
  ],
  "02050": [
    { grams: 3, word: "pod" },
    { grams: 3, word: "bean" },
  ],
  // A pig's cheek, trimmed, is about 80 g; a frenched rack of lamb (8 ribs, about 700 g as bought) gives about
  // 450 g of meat and fat.
  "10187": [{ grams: 80, word: "cheek" }],
  "17001": [{ grams: 450, word: "rack" }],
  // A fresh pork sausage counted by itself is a banger of about 57 g (a 454 g pack of eight); SR's 25 g is its
  // breakfast link, which a recipe names as a link; a chipolata is about 20 g.
  "07063": [
    { grams: 25, word: "link" },
    { grams: 20, word: "chipolata" },
    { grams: 57, word: "sausage" },
  ],
  // A fresh chilli counted is a cook's chilli, not SR's 45 g pepper (COUNTED_CHILLI): a poblano about 120 g, an
  // Anaheim 60 g, a Scotch bonnet or habanero 10 g. A baby bok choy is about 90 g, not SR's 840 g head.
  "11670": [{ grams: 120, word: "poblano" }, { grams: 60, word: "anaheim" }, ...COUNTED_CHILLI],
  "11819": [...COUNTED_CHILLI, { grams: 10, word: "bonnet" }, { grams: 10, word: "habanero" }],
  "11116": [{ grams: 90, word: "baby" }],
  // A gammon steak is about 225 g; a kipper (a split smoked herring) gives about 130 g of flesh.
  "10136": [{ grams: 225, word: "steak" }],
  "15042": [{ grams: 130, word: "kipper" }],
  // Ready-rolled pastry by the sheet: a shortcrust sheet is about one frozen crust (SR's 173 g); Dutch and
  // Belgian frozen puff pastry comes in squares ("plakjes") of about 45 g. A slice of prosciutto is about 15 g,
  // of cooked chicken breast as sandwich meat about 15 g; a napa cabbage leaf is SR's Chinese cabbage leaf, 14 g;
  // a piece of ginger with no length given is about 15 g.
  "18334": [{ grams: 173, word: "sheet" }],
  // A whole cake counted: a pound cake weighs its pound, a shop's angel food cake 12 oz (SR weighs only pieces).
  "18120": [
    { grams: 454, word: "cake" },
    { grams: 45, word: "slice" },
  ],
  "18086": [{ grams: 340, word: "cake" }],
  // A bunch of celery (the whole head of stalks) is about 500 g; a log of soft goat cheese 4 oz.
  "11143": [{ grams: 500, word: "bunch" }],
  "01159": [{ grams: 113, word: "log" }],
  // A bar of dark chocolate is a 100 g tablet (a 4 oz baking bar is 113 g); a cleaned squid tube about 60 g.
  "19903": [{ grams: 100, word: "bar" }],
  "19080": [{ grams: 113, word: "bar" }],
  "15175": [{ grams: 60, word: "tube" }],
  // A slice of pepperoni is SR's 2 g piece.
  "07057": [{ grams: 2, word: "slice" }],
  // A Roma tomato is SR's plum tomato, 62 g.
  "11529": [{ grams: 62, word: "roma" }],
  // A leg quarter is SR's "1 leg, with skin" (344 g as bought) less its 27% bone.
  "05075": [{ grams: 251, word: "quarter", nameWord: "leg" }],
  // A wing section (drumette or flat) is half of SR's 107 g wing as bought, less its 38% bone: 33 g.
  "05100": [
    { grams: 33, word: "drumette" },
    { grams: 33, word: "wingette" },
    { grams: 33, word: "flat" },
    { grams: 33, word: "party" },
  ],
  // A dry lasagna noodle or sheet is about 20 g (a 500 g box holds 25; a pound of American noodles about 20).
  "20120": [
    { grams: 20, word: "sheet" },
    { grams: 20, word: "noodle", nameWord: "lasagna" },
    { grams: 20, word: "noodle", nameWord: "lasagne" },
  ],
  "18337": [{ grams: 45, word: "slice" }],
  "10141": [{ grams: 15, word: "slice" }],
  // A chicken cutlet (a breast half sliced thin) is about 120 g, a tenderloin ("tender") about 45 g; SR's count
  // measure is a whole boneless breast, 272 g, the piece a shop sells and American recipes call a breast half.
  "05062": [
    { grams: 272, word: "half", nameWord: "breast" },
    { grams: 15, word: "slice" },
    { grams: 120, word: "cutlet" },
    { grams: 45, word: "tenderloin" },
    { grams: 45, word: "tender" },
  ],
  "11119": [{ grams: 14, word: "leaf" }],
  "11216": [{ grams: 15, word: "piece" }],
  // Sliced cooked meats for sandwiches: a slice of smoked or roast ham, turkey or roast beef is about 28 g.
  "07938": [{ grams: 28, word: "slice" }],
  "05167": [{ grams: 28, word: "slice" }],
  "13486": [{ grams: 28, word: "slice" }],
  // A slice of liver for frying is about 80 g, as SR's cooked slice (81 g).
  "13325": [{ grams: 80, word: "slice" }],
  "17202": [{ grams: 80, word: "slice" }],
  // A knob of butter is about a tablespoon, 15 g (British kitchen usage).
  "01001": [{ grams: 15, word: "knob" }],
  "01145": [{ grams: 15, word: "knob" }],
  // Sprigs and bunches SR does not weigh (kitchen references): a sprig of thyme about 0.3 g, of rosemary
  // 1 g, of mint 1 g, of basil 2 g; a bunch of leafy herbs about 30 g (a shop's bunch or pack), of spring
  // onions 100 g, of radishes 200 g, of asparagus 450 g (a pound); a trimmed lemongrass stalk 20 g.
  "02049": [
    { grams: 0.3, word: "sprig" },
    { grams: 20, word: "bunch" },
  ],
  "02063": [
    { grams: 1, word: "sprig" },
    { grams: 30, word: "bunch" },
  ],
  "02065": [
    { grams: 1, word: "sprig" },
    { grams: 30, word: "bunch" },
  ],
  "02044": [
    { grams: 2, word: "sprig" },
    { grams: 30, word: "bunch" },
  ],
  "11297": [{ grams: 30, word: "bunch" }],
  "02045": [{ grams: 30, word: "bunch" }],
  "11165": [{ grams: 30, word: "bunch" }],
  "11156": [{ grams: 30, word: "bunch" }],
  // A spring onion (its stalk) is SR's medium one, 15 g.
  "11291": [
    { grams: 100, word: "bunch" },
    { grams: 15, word: "stalk" },
  ],
  "11429": [{ grams: 200, word: "bunch" }],
  "11011": [{ grams: 450, word: "bunch" }],
  "11972": [{ grams: 20, word: "stalk" }],
  // Herbs SR has only dried (tarragon, chervil, sage), counted as the dried herb they would make, a fifth of
  // the fresh weight: a fresh sprig (about 0.5 g) is 0.1 g dried, a bunch (20 g) 4 g, a sage leaf 0.06 g.
  "02041": [
    { grams: 0.1, word: "sprig" },
    { grams: 4, word: "bunch" },
  ],
  "02008": [
    { grams: 0.1, word: "sprig" },
    { grams: 4, word: "bunch" },
  ],
  "02038": [
    { grams: 0.06, word: "leaf" },
    { grams: 0.1, word: "sprig" },
    { grams: 4, word: "bunch" },
  ],
  // Shop bunches of greens and roots: watercress about 85 g (a bag or bunch), kale 250 g, Swiss chard 300 g,
  // beets 450 g (three medium roots without their leaves). A "head" of kale or chard is the same bunch; a stalk
  // (a leaf with its rib) of kale about 25 g, of chard 40 g; a punnet (packet) of cress or pea shoots about 30 g.
  "11591": [{ grams: 85, word: "bunch" }],
  "11233": [
    { grams: 250, word: "bunch" },
    { grams: 250, word: "head" },
    { grams: 25, word: "stalk" },
  ],
  "11147": [
    { grams: 300, word: "bunch" },
    { grams: 300, word: "head" },
    { grams: 40, word: "stalk" },
  ],
  "11203": [{ grams: 30, word: "packet" }],
  "11080": [{ grams: 450, word: "bunch" }],
  // A head of broccoli is about 350 g (SR weighs only its bunch of two or three heads, 608 g), a crown 250 g.
  "11090": [
    { grams: 350, word: "head" },
    { grams: 250, word: "crown" },
  ],
};

/**
 * The kitchen weight of a piece of `food` named by a word `named` accepts ("sheet", "bunch"), for a name of
 * `nameTokens`, else null. `overSrOnly`: only the weights that replace SR's own measure of that piece.
 */
export function kitchenPiece(
  ndb: string,
  named: (word: string) => boolean,
  nameTokens: readonly string[],
  overSrOnly = false,
): { grams: number; how: string } | null {
  const piece = TYPICAL_PIECE_GRAMS[ndb]?.find(
    (x) => named(x.word) && (x.nameWord === undefined || nameTokens.includes(x.nameWord)) && (!overSrOnly || x.overSr === true),
  );
  return piece ? { grams: piece.grams, how: `1 ${piece.word} = ${piece.grams} g` } : null;
}

/**
 * Items SR weighs by diameter, by the size word a recipe uses: flour tortillas are 6 inches small (30 g),
 * 8 medium (49 g, the everyday one), 10 large (72 g, burrito) and 12 extra large (117 g), as SR's own
 * measures of those diameters.
 */
const FLOUR_TORTILLA = { small: 30, medium: 49, large: 72, "extra large": 117, jumbo: 117 };
export const SIZED_ITEM_GRAMS: Record<string, Record<string, number>> = {
  "18364": FLOUR_TORTILLA,
  "18450": FLOUR_TORTILLA,
  "18970": FLOUR_TORTILLA,
};

/**
 * Roots and barks cut by length (kitchen references): fresh ginger about 4 g a centimetre (a 2.5 cm, one-inch
 * piece is about 10 g; a thumb-sized piece is about 5 cm), a cinnamon stick 0.4 g (3 g for 7.5 cm).
 */
const GRAMS_PER_CM: Record<string, number> = { "11216": 4, "02010": 0.4 };
const CM_PER_INCH = 2.54;
const THUMB_CM = 5;

/** Centimetres a length remark states: "2-inch piece", "½-inch", "5 cm", "thumb-sized"; else null. */
function lengthCm(text: string): number | null {
  if (/\bthumb/i.test(text)) return THUMB_CM;
  const m = /(\d+(?:[.,]\d+)?)?\s*([½¼¾⅓⅔⅛])?\s*-?\s*(inch|in\b|"|”|cm)/i.exec(text);
  if (!m || (!m[1] && !m[2])) return null;
  const n = (m[1] ? Number(m[1].replace(",", ".")) : 0) + (m[2] ? (VULGAR[m[2]] ?? 0) : 0);
  return /cm/i.test(m[3] ?? "") ? n : n * CM_PER_INCH;
}

/**
 * Grams of a root or bark measured by length: by a length unit ("2.5 cm piece ginger": 2.5 of "cm") or by
 * counted pieces of a stated length ("1 x 1-inch piece ginger", "3 thumb-sized pieces"). Null for other foods.
 */
export function lengthWeight(ndb: string, qty: number, unitCanonical: string | undefined, size: string | undefined): { grams: number; how: string } | null {
  const perCm = GRAMS_PER_CM[ndb];
  if (perCm === undefined) return null;
  if (unitCanonical === "cm" || unitCanonical === "inch") {
    const cm = qty * (unitCanonical === "cm" ? 1 : CM_PER_INCH);
    return { grams: cm * perCm, how: `${cm.toFixed(1)} cm × ${perCm} g/cm` };
  }
  const cm = size ? lengthCm(size) : null;
  return cm === null ? null : { grams: qty * cm * perCm, how: `${qty} × ${cm.toFixed(1)} cm × ${perCm} g/cm` };
}

/** Fresh leafy herbs, by SR description: a handful of them is lighter than a handful of anything else. */
const LEAFY_HERB =
  /^(?:parsley|coriander \(cilantro\) leaves|basil, fresh|spearmint, fresh|peppermint, fresh|dill weed, fresh|chives|thyme, fresh|rosemary, fresh|watercress|arugula|cress)/i;

/**
 * A handful (kitchen references: about half a cup held in one hand): 30 g of leaves, nuts, fruit or cheese,
 * 10 g of fresh herbs; a large one half as much again, a small one two thirds.
 */
export function handfulWeight(description: string, size: string | undefined): { grams: number; how: string } {
  const base = LEAFY_HERB.test(description) ? 10 : 30;
  const factor = /\b(?:large|big|generous|good|heaped|giant)\b/i.test(size ?? "") ? 1.5 : /\bsmall\b/i.test(size ?? "") ? 2 / 3 : 1;
  return { grams: base * factor, how: `1 handful = ${Math.round(base * factor)} g` };
}

/** Cuts sold as one whole muscle even when called a steak: SR's own item weight stands. */
const WHOLE_MUSCLE_STEAKS = new Set(["flank", "skirt", "hanger", "tri", "tip"]);

/** A portion steak's grams by beef cut or by the food group of other meats. */
const STEAK_GRAMS: Record<string, number> = { beef: 225, fillet: 170, "bone-in": 400, pork: 200, lamb: 150 };

/**
 * A steak counted as pieces is a portion steak, whatever SR weighs its whole cut at (its top sirloin "steak"
 * is a 608 g slab): beef 225 g (8 oz), a fillet or filet mignon 170 g, a T-bone or porterhouse 400 g of meat
 * off its bone; pork 200 g, lamb 150 g. Flank, skirt and hanger steaks are whole muscles and keep SR's weight.
 */
export function steakPiece(ndb: string, group: string, unitWord: string | undefined, nameTokens: readonly string[]): { grams: number; how: string } | null {
  if (!nameTokens.includes("steak") || (unitWord !== undefined && unitWord !== "steak" && unitWord !== "fillet")) return null;
  // A steak of its own kitchen weight (a gammon steak) keeps it.
  if (TYPICAL_PIECE_GRAMS[ndb]?.some((x) => x.word === "steak")) return null;
  if (nameTokens.some((t) => WHOLE_MUSCLE_STEAKS.has(t))) return null;
  const named = (...words: string[]): boolean => words.some((w) => nameTokens.includes(w)) || (unitWord !== undefined && words.includes(unitWord));
  const beefCut = named("bone", "porterhouse", "tbone") ? "bone-in" : named("fillet", "filet", "tenderloin", "mignon") ? "fillet" : "beef";
  const grams = STEAK_GRAMS[group === "beef" ? beefCut : group] ?? null;
  return grams === null ? null : { grams, how: `1 ${group} steak = ${grams} g` };
}
