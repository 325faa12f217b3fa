/**
 * Quantity → grams for one matched food. Mass converts directly; volume goes through the food's own SR
 * portion weights (cup, tbsp, tsp ...) or, for plain liquids, a density; counts ("2 large eggs",
 * "3 cloves", "1 onion") go through SR's household portions. Anything else is refused (null + reason).
 */
import { matchQuantity } from "../lib/fractions";
import { normalizeUnit } from "../lib/units";
import { drainedByRecipe, drainedShare, packageNotPacket, standardContainer } from "./containers";
import { blendedDensity, KNOWN_DENSITY, shapeDensity, volumeMl, type Density } from "./densities";
import { foodKind, siblingsOf } from "./siblings";
import { boneShareOfMeasure, partsOf } from "./poultry";
import { countInMeasure, smallItemWeight } from "./small-items";
import { statedWeight } from "./stated-weight";
import { handfulWeight, kitchenPiece, lengthWeight, steakPiece, resized, SIZE_WORDS, SIZED_ITEM_GRAMS, TYPICAL_ITEM_GRAMS } from "./item-weights";
import { alternativeNames, primaryName, singular, tokens } from "./text";
import type { Food, FoodPortion, NutritionIngredient } from "./types";

/**
 * Units of the "other" dimension that recipe culture sizes well enough to weigh: a pinch is 1/16 tsp, a dash
 * 1/8 tsp, a drop 0.05 ml (the pharmacist's 20 drops to the millilitre), a glass a wine glass's 175 ml (the
 * Russian стакан is its own 200 ml unit). A handful is weighed by what it holds (see handfulWeight); other
 * "other" units (splash, drizzle) have no agreed size and are refused.
 */
const AGREED_MEASURES_ML: Record<string, number> = { pinch: 4.92892159375 / 16, dash: 4.92892159375 / 8, drop: 0.05, glass: 175 };

/** Words in SR measures that describe one whole item, best first after an explicit size. */
const WHOLE_WORDS = [
  "whole",
  "fruit",
  "item",
  "each",
  "piece",
  "unit",
  "breast",
  "thigh",
  "wing",
  "leg",
  "fillet",
  "steak",
  "chop",
  "link",
  "tortilla",
  "pepper",
  "bulb",
  "head",
  "stalk",
  "clove",
];

/** Words naming a part or cut piece of a food rather than the whole item. */
const PIECE_WORDS = new Set([
  "ring",
  "slice",
  "wedge",
  "chunk",
  "piece",
  "strip",
  "stick",
  "cube",
  "floret",
  "segment",
  "spear",
  "sprig",
  "leaf",
  "stalk",
  "rib",
  "clove",
  "fillet",
  "half",
  "quarter",
  "round",
]);

/** SR portion measures that are volumes or weights, never counts. */
const NOT_A_COUNT = /^(cup|cups|tbsp|tsp|tablespoon|teaspoon|fl oz|oz|lb|pint|quart|ml|g|gallon|serving|nlea|package|container|can|jar|bottle|slice)\b/;
const MINIATURE = /\b(?:miniature|mini|fun size|snack size|bite size)\b/;
/** A measure of volume or weight, never one piece whatever it holds ("cup mini chips"). */
const AMOUNT_MEASURE = /^(cup|cups|tbsp|tsp|tablespoon|teaspoon|fl oz|oz|lb|pint|quart|ml|g|gallon)\b/;
/** A sized package ("small box (1.5 oz)", "miniature box"): a size word before it does not make it an item. */
const SIZED_PACKAGE =
  /^(?:small|medium|large|miniature|mini|individual|single[- ]serving)\s+(?:box|package|pkg|container|can|jar|bottle|bag|packet|carton|tub)\b/;

/**
 * Words saying a weight is already of the edible part: "150 g cooked chicken, chopped" is meat off the
 * bone, as chopped, diced or shredded meat always is.
 */
const BONELESS = /\b(boneless|fillets?|filets?|meat only|peeled|shelled|picked|deboned|skinless|cubed|ground|minced|chopped|diced|shredded|cooked|leftover)\b/i;

/**
 * Grams per millilitre of a food: its own SR volume portions, else those of its closest sibling food
 * (same first description part), else a plain-liquid density.
 */
export function densityOf(food: Food, preparation: string | undefined): Density | null {
  const own = ownDensity(food, preparation);
  if (own) return own;
  const known = KNOWN_DENSITY[food.ndb_no];
  if (known !== undefined) return { gPerMl: known, how: `kitchen density ${known.toFixed(2)} g/ml` };
  const dry = /\bdry\b/i.test(food.description);
  for (const sib of siblingsOf(food)) {
    // A dry mix does not take the cup of its prepared sibling (stuffing made up with water weighs 200 g a cup).
    if (dry && /\b(?:prepared|cooked)\b/i.test(sib.description)) continue;
    const d = ownDensity(sib, preparation);
    if (d) return { gPerMl: d.gPerMl, how: `${d.how} (${sib.description})` };
  }
  return liquidDensity(food);
}

function liquidDensity(food: Food): Density | null {
  // Plain liquids without SR cup weights: water-like drinks, broths and oils have well-known densities.
  if (food.group === "drink" || food.group === "soup") return { gPerMl: 1.0, how: "liquid density 1.0" };
  if (food.group === "fat" && /^oil\b/i.test(food.description)) return { gPerMl: 0.92, how: "oil density 0.92" };
  return null;
}

/** Density from the food's own SR volume portions, preferring the wording that matches the preparation. */
function ownDensity(food: Food, preparation: string | undefined): Density | null {
  const prep = new Set(tokens(preparation ?? ""));
  let best: { d: Density; score: number } | null = null;
  for (const p of food.portions) {
    const v = volumeMl(p.measure);
    if (!v) continue;
    const restTokens = tokens(v.rest);
    // Prefer a measure matching the recipe's preparation ("cup, chopped" for chopped onion), then plain ones.
    let score = restTokens.length === 0 ? 1 : 0;
    for (const t of restTokens) if (prep.has(t)) score += 2;
    // A frozen food is measured frozen: "cup, unthawed", not "cup, thawed", unless the recipe thaws it.
    if (restTokens.includes("thawed") && !prep.has("thawed")) score -= 1;
    // Larger measures (cup) are weighed more precisely than tsp in SR.
    score += v.ml >= 200 ? 0.5 : 0;
    const d = { gPerMl: p.grams / p.amount / v.ml, how: `${p.measure} = ${p.grams / p.amount} g` };
    if (!best || score > best.score) best = { d, score };
  }
  return best ? best.d : null;
}

function portionWeight(p: FoodPortion): number {
  return p.grams / p.amount;
}

/** The word an SR measure counts in, singular: "leaves, whole" → "leaf", "spear, medium" → "spear". */
function measureWord(measure: string): string {
  return singular(measure.split(/[\s,(]/)[0] ?? "");
}

/**
 * The SR portion named by a piece word; when SR lists several ("slice (4-2/3\" dia)", "slice (3-1/2\"
 * dia)", "slice, thin"), the middle weight, as a recipe's unqualified piece is the ordinary one.
 */
function typicalPiece(word: string, portions: { p: FoodPortion; m: string }[], small = false): FoodPortion | undefined {
  const re = new RegExp(`(^|[\\s,(])${word}($|[\\s,)])`);
  // SR counts some pieces in the plural ("5 leaves" of basil).
  // A count in parentheses is of the pieces ("oz (14 halves)": one half is a fourteenth of the ounce). A cup or
  // an ounce of them with no count is not one piece ("cup mini chips", "cup lasagna").
  const hits = portions
    .flatMap((x) => {
      const m = x.m.replace(/[a-z]+/g, singular);
      const n = countInMeasure(m, `${word}|pcs?|pieces?`);
      if (n) return [{ ...x.p, amount: x.p.amount * n.count }];
      // A miniature or fun-size piece only when the recipe says so ("bar, miniature" of chocolate is 7 g).
      return re.test(m) && !AMOUNT_MEASURE.test(x.m) && !(MINIATURE.test(x.m) && !small) ? [x.p] : [];
    })
    .sort((a, b) => portionWeight(a) - portionWeight(b));
  return hits[Math.floor((hits.length - 1) / 2)];
}

/**
 * A recipe's fish fillet is a portion (about 6 oz, 170 g: "4 salmon fillets" for four), while SR weighs a
 * fillet as one side of the fish (396 g of salmon, 231 g of cod). Smaller SR fillets (bass, sole) stay.
 */
const PORTION_FILLET_G = 170;

/** Finds the weight of one countable item of a food: explicit size, a named measure, or a typical item. */
export function countWeight(food: Food, size: string | undefined, unitWord: string | undefined, nameTokens: string[]): { grams: number; how: string } | null {
  const w = itemWeight(food, size, unitWord, nameTokens) ?? siblingItemWeight(food, size, unitWord, nameTokens);
  const bone = w ? boneShareOfMeasure(food, w.how) : 0;
  if (w && bone > 0) return { grams: w.grams * (1 - bone), how: `${w.how} less ${Math.round(bone * 100)}% bone` };
  if (w && food.group === "fish" && w.grams > PORTION_FILLET_G && /\bfillet\b/.test(w.how)) {
    return { grams: PORTION_FILLET_G, how: `1 portion fillet = ${PORTION_FILLET_G} g (SR ${w.how})` };
  }
  return w;
}

/** How many of the most similar foods of the same SR family may lend an item weight. */
const ITEM_SIBLINGS = 3;

/**
 * SR often weighs an item under only one entry of a food family: "1 potato medium" under raw potatoes, not
 * boiled ones; "1 medium" shrimp under "mixed species", not "not previously frozen"; a head of cabbage under
 * plain cabbage, not savoy. A counted food whose own entry has no item measure borrows one from its closest
 * siblings (the same family, as densityOf borrows a cup weight): an item is the same item cooked or raw.
 */
function siblingItemWeight(food: Food, size: string | undefined, unitWord: string | undefined, nameTokens: string[]): { grams: number; how: string } | null {
  // The sibling must be the same food: every word the name shares with the matched food's description
  // ("shrimp", "squid", "potato"), so a clam never lends its size to a squid, nor one sausage to another.
  const own = new Set(tokens(food.description));
  const named = nameTokens.filter((t) => own.has(t) && !SIZE_WORDS.includes(t));
  // A name SR does not use ("prawns" for shrimp, by an alias) is the kind of food the description names.
  const shared = named.length > 0 ? named : tokens(foodKind(food.description));
  if (shared.length === 0) return null;
  for (const sibling of siblingsOf(food).slice(0, ITEM_SIBLINGS)) {
    const theirs = new Set(tokens(sibling.description));
    if (!shared.every((t) => theirs.has(t))) continue;
    const w = itemWeight(sibling, size, unitWord, nameTokens);
    if (w) return { grams: w.grams, how: `${w.how} (${sibling.description})` };
  }
  return null;
}

/**
 * The SR measure word a recipe's unit word means: a strip or rasher of bacon is SR's slice; a stick or rib of
 * celery its stalk, a stalk of asparagus its spear and a head of fennel its bulb, when SR has that measure.
 */
const SR_MEASURE_SYNONYMS: { units: readonly string[]; measure: string; always?: boolean }[] = [
  { units: ["rasher", "strip"], measure: "slice", always: true },
  { units: ["stick", "rib"], measure: "stalk" },
  { units: ["stalk", "spear"], measure: "spear" },
  { units: ["head"], measure: "bulb" },
  // Gelatine and yeast come in envelopes of one recipe's worth; SR's "package" is the box of four.
  { units: ["packet"], measure: "envelope" },
  // A bar of chocolate ("bar" is a stick to the unit table).
  { units: ["stick"], measure: "bar" },
];

function srMeasureFor(unit: string, portions: { m: string }[]): string {
  const synonym = SR_MEASURE_SYNONYMS.find(
    (x) => x.units.includes(unit) && (x.always === true || portions.some((p) => new RegExp(`^${x.measure}\\b`).test(p.m))),
  );
  return synonym?.measure ?? unit;
}

function itemWeight(food: Food, size: string | undefined, unitWord: string | undefined, nameTokens: string[]): { grams: number; how: string } | null {
  const portions = food.portions.map((p) => ({ p, m: p.measure.toLowerCase() }));
  const unitSingular = unitWord ? singular(unitWord.toLowerCase()) : undefined;
  const steak = steakPiece(food.ndb_no, food.group, unitSingular, nameTokens);
  if (steak) return steak;
  const wanted = unitSingular && srMeasureFor(unitSingular, portions);
  if (wanted) {
    const over = kitchenPiece(food.ndb_no, (word) => word === wanted, nameTokens, true);
    if (over) return over;
    const named = portions.filter((x) => measureWord(x.m) === wanted);
    // "6 ears corn": SR lists "ear, large", "ear, medium", "ear, small"; the recipe's size, else medium.
    const sized = size?.toLowerCase().trim();
    const pick =
      named.find((x) => sized !== undefined && SIZE_WORDS.includes(sized) && x.m.includes(sized)) ??
      (named.length > 1 ? named.find((x) => x.m.includes("medium")) : undefined) ??
      named[0];
    if (pick) return { grams: portionWeight(pick.p), how: `1 ${pick.p.measure}` };
    // "4 sheets gelatine": a piece SR does not weigh, named as the unit, by its kitchen weight.
    return kitchenPiece(food.ndb_no, (word) => word === wanted, nameTokens);
  }
  // "3 mini pitta breads": a mini item is at least as small as SR's small one.
  const sizeWord = size?.toLowerCase().trim() ?? (nameTokens.includes("mini") ? "small" : undefined);
  // "6 (8-inch) flour tortillas": SR's measure of that diameter ("tortilla (approx 7-8\" dia)").
  const inches = /^(\d+)\s*-?\s*(?:inch|in\.?|")$/.exec(sizeWord ?? "")?.[1];
  if (inches) {
    const re = new RegExp(`(^|[^\\d])(\\d+-)?${inches}(-\\d+)?"`);
    const hit = portions.find((x) => !NOT_A_COUNT.test(x.m) && re.test(x.m));
    if (hit) return { grams: portionWeight(hit.p), how: `1 ${hit.p.measure}` };
  }
  // SR's "medium" flour tortilla is the 6-inch fajita one; a recipe's tortilla is the everyday 8-inch one.
  const sizedItem = SIZED_ITEM_GRAMS[food.ndb_no];
  if (sizedItem) {
    const grams = sizedItem[sizeWord && SIZE_WORDS.includes(sizeWord) ? sizeWord : "medium"] ?? sizedItem.medium;
    if (grams !== undefined) return { grams, how: `1 ${sizeWord ?? "typical"} item = ${grams} g` };
  }
  const sizes = sizeWord && SIZE_WORDS.includes(sizeWord) ? [sizeWord] : [];
  // Without a size, a "medium" item is the typical one, then large/small as SR lists them. Eggs are the
  // exception: recipes are written for large eggs.
  const typical = /^egg\b/i.test(food.description) ? "large" : "medium";
  // "unit (yield from 1 lb ready-to-cook chicken)" is the edible yield of a pound, not one item: "1 whole
  // chicken" must reach SR's "0.5 chicken, bone removed" instead.
  const countable = portions.filter((x) => !NOT_A_COUNT.test(x.m) && !SIZED_PACKAGE.test(x.m) && !/\byield from 1 lb\b/.test(x.m));
  // Item words in the name ("pineapple rings", "garlic cloves") are more specific than a whole item.
  const descTokens = new Set(tokens(food.description));
  const itemWords = nameTokens.filter((t) => !descTokens.has(t));
  const find = (s: string, among = countable): FoodPortion | undefined => {
    // "50 raisins", "10 grapes": SR counts some items in the plural.
    const plural = s.endsWith("y") ? `${s.slice(0, -1)}(?:y|ies)` : `${s}(?:e?s)?`;
    const re = new RegExp(`(^|[\\s,(])${plural}($|[\\s,)])`);
    return among.find((x) => re.test(x.m))?.p;
  };
  // A piece SR does not weigh but the kitchen does ("2 ciabatta rolls", "3 gelatine leaves").
  const piece = kitchenPiece(food.ndb_no, (word) => nameTokens.includes(word), nameTokens);
  if (piece) return piece;
  const mini = nameTokens.some((t) => t === "mini" || t === "miniature");
  for (const w of itemWords) {
    // A named piece may be any SR measure ("slice ..."); a ring of a fruit is SR's slice.
    const hit = typicalPiece(w, portions, mini) ?? (w === "ring" ? typicalPiece("slice", portions, mini) : undefined);
    if (hit) return { grams: portionWeight(hit), how: `1 ${hit.measure}` };
    // "12 pineapple rings" are not 12 pineapples: a named piece SR cannot weigh is refused.
    // A fillet of a boneless cut ("4 breast fillets" of boneless chicken breast) is the whole piece.
    // SR's "thigh, meat only" is boneless too ("4 chicken thigh fillets" are four thighs).
    // A piece word leading a longer name qualifies the food instead ("round lettuce" is a variety).
    const qualifier = nameTokens.length > 1 && nameTokens[0] === w;
    if (PIECE_WORDS.has(w) && !qualifier && !(w === "fillet" && /\b(boneless|meat only)\b/i.test(food.description))) return null;
  }
  // The food's own head word names the whole item when the recipe used another word ("1 aubergine" is SR's
  // "eggplant, unpeeled"; "2 puerros" its "leek"; SR writes "sweetpotato" as one word).
  const head = tokens(food.description.split(",")[0] ?? "");
  // A size word names a whole item, never a part's size ("leaf, medium" of a butterhead lettuce).
  const wholes = countable.filter((x) => !PIECE_WORDS.has(measureWord(x.m)));
  const sizeWords = new Set([...SIZE_WORDS, typical]);
  // A whole word the recipe names comes first: "chicken legs" are SR's "leg", not the "thigh" it also lists.
  const namedWholes = WHOLE_WORDS.filter((w) => nameTokens.includes(w));
  // The part the food is ("Chicken, …, drumstick") before its head word's whole bird, however named ("coxas").
  for (const s of [...sizes, typical, ...namedWholes, ...WHOLE_WORDS, ...nameTokens, ...partsOf(food), ...head, head.join(""), "large", "small"]) {
    const hit = find(s, sizeWords.has(s) ? wholes : countable);
    if (hit) return resized(hit, sizes[0]);
  }
  const small = smallItemWeight(food, countable, nameTokens);
  if (small) return small;
  const typicalItem = TYPICAL_ITEM_GRAMS[food.ndb_no];
  if (typicalItem === undefined || (typicalItem.word !== undefined && !nameTokens.includes(typicalItem.word))) return null;
  if (typicalItem.unless !== undefined && nameTokens.includes(typicalItem.unless)) return null;
  // SR's small and large zucchini weigh 0.6 and 1.65 times its medium one; other produce is alike.
  const factor = sizeWord === "small" ? 0.6 : sizeWord === "large" ? 1.6 : sizeWord === "extra large" || sizeWord === "jumbo" ? 1.9 : 1;
  const usual = typicalItem.grams * factor;
  return { grams: usual, how: `1 ${sizeWord ?? "typical"} item = ${usual} g` };
}

/** More of a whole bird than this in one line is a cut-off name ("6 bone in, skin on chicken" thighs). */
const MAX_WHOLE_BIRDS = 2;

/** Reads a package size such as "14-ounce", "400g", "12 fl oz" or "28-ounce/794g" into grams or millilitres. */
export function packageSize(size: string | undefined): { amount: number; dimension: "mass" | "volume" } | null {
  if (!size) return null;
  // "28-ounce/794g": the first of a weight and its twin in the other system.
  // "small 3-ounce": a size word beside the package's weight says nothing more.
  const measure = (size.split("/")[0] ?? "")
    .replace(/\b(?:small|medium|large|big|jumbo|extra[- ]large)\b/gi, "")
    // "3½-ounce": a fraction glued to its whole number, the unit joined by a hyphen.
    .replace(/(\d)(?=[\u00bc-\u00be\u2150-\u215e])/g, "$1 ")
    .replace(/([\d\u00bc-\u00be\u2150-\u215e])-(?=[a-zA-Z])/g, "$1 ");
  // "3½-ounce", "14.5 oz", "400g".
  const q = matchQuantity(measure.trim());
  const m = q ? /^\s*([a-zA-Z][a-zA-Z. ]*)$/.exec(measure.trim().slice(q.length)) : null;
  if (!q || !m?.[1]) return null;
  const info = normalizeUnit(m[1]);
  if (!info || (info.dimension !== "mass" && info.dimension !== "volume")) return null;
  // "13- to 14-ounce": the middle of the range, as for quantities.
  const amount = q.max !== undefined && q.max > q.value ? (q.value + q.max) / 2 : q.value;
  return { amount: amount * info.toBase, dimension: info.dimension };
}

/** The amount of an ingredient: the middle of a range ("4-5 tbsp"), else the quantity. */
export function effectiveQuantity(ing: NutritionIngredient): number | undefined {
  const q = ing.quantity;
  if (q === undefined || !Number.isFinite(q) || q <= 0) return undefined;
  if (ing.quantityMax !== undefined && Number.isFinite(ing.quantityMax) && ing.quantityMax > q) return (q + ing.quantityMax) / 2;
  return q;
}

/**
 * A unit with no number is one of it ("knob of butter", "bunch watercress", "pinch of sugar"), unless the line
 * says how many only vaguely ("few good dollops").
 */
function impliedOne(ing: NutritionIngredient): number | undefined {
  if (!ing.unit?.trim() || /\b(?:few|several|some|couple|little)\b/i.test(`${ing.note ?? ""} ${ing.size ?? ""}`)) return undefined;
  return 1;
}

/** Count units that name no particular piece: the item itself is meant. */
const GENERIC_COUNT = new Set(["piece", "each", "whole", "item", "unit"]);

/** The smallest weight read as whole cans (a 300 g tin); less is a weighed amount of the food. */
const CAN_WEIGHT_G = 300;

/** The line says its food comes in cans ("400 g can", "tinned beans"). */
const namesCan = (ing: NutritionIngredient): boolean => /\b(cans?|tins?|canned|tinned)\b/i.test(`${ing.size ?? ""} ${ing.name}`);

/** Words saying nuts are weighed with their shells. */
const IN_SHELL = /\b(in[\s-]+(?:the\s+)?shells?|unshelled|whole[\s-]+in[\s-]+shell)\b/i;

/**
 * True when a weight is as bought and includes SR's bone or shell refuse. Nuts are the exception: shops
 * and recipes weigh them shelled ("100 g almonds" is 100 g of kernels, not 40), unless the text says
 * "in shell".
 */
function weightIncludesRefuse(food: Food, ing: NutritionIngredient): boolean {
  if (!food.refuseIsBone || food.refusePct <= 0) return false;
  const context = `${ing.name} ${ing.preparation ?? ""} ${ing.note ?? ""}`;
  if (food.group === "nut") return IN_SHELL.test(context);
  return !BONELESS.test(`${ing.name} ${ing.preparation ?? ""}`);
}

/** A weight as bought loses the bone or shell unless the text says it is of the edible part already. */
function edibleShare(food: Food, ing: NutritionIngredient, grams: number): number {
  return weightIncludesRefuse(food, ing) ? grams * (1 - food.refusePct / 100) : grams;
}

/** Result of weighing: grams, or why not. */
export type Weighing = { grams: number; how: string } | { grams: null; reason: string };

/** Converts an ingredient's quantity and unit into grams of the given food. */
export function toGrams(ing: NutritionIngredient, food: Food): Weighing {
  const qty = effectiveQuantity(ing) ?? impliedOne(ing);
  if (qty === undefined) return { grams: null, reason: "no quantity" };
  // Item words of the first-named food only: "1 red chilli or 1 tsp flakes" must not weigh "or" or "tsp".
  // "2 chicken or vegetable bouillon cubes": the one-word first alternative shares the later item noun.
  const joined = alternativeNames(ing.name).joinedForms[0];
  const nameTokens = [...new Set([...tokens(primaryName(ing.name)), ...(joined ? joined.split(" ") : [])])];
  const unitRaw = ing.unit?.trim();
  // "2.5 cm piece ginger", "1 x 1-inch piece ginger", "3 thumb-sized pieces": a root cut by length.
  const unitInfo = unitRaw ? normalizeUnit(unitRaw) : null;
  const byLength =
    !unitRaw || unitInfo?.canonical === "piece" || unitInfo?.canonical === "cm" || unitInfo?.canonical === "inch"
      ? lengthWeight(food.ndb_no, qty, unitInfo?.canonical, ing.size)
      : null;
  if (byLength) return byLength;
  if (!unitRaw) {
    // "1 wild coho salmon, about 1½ lbs": a stated weight beats SR's typical item.
    const stated = statedWeight(ing, qty);
    if (stated) {
      // "2 x 400g tinned cannellini beans, drained": whole cans, drained as a counted can is.
      const cans = namesCan(ing) && stated.grams / qty >= CAN_WEIGHT_G;
      const share = cans ? drainedShare(food, "can", ing) : 1;
      return { grams: edibleShare(food, ing, stated.grams) * share, how: share < 1 ? `${stated.how}, drained share ${share}` : stated.how };
    }
    const w = countWeight(food, ing.size, undefined, nameTokens);
    if (!w) return { grams: null, reason: "no unit and no item weight for this food" };
    if (qty > MAX_WHOLE_BIRDS && /^1 (chicken|bird|duck|turkey|goose)\b/.test(w.how)) {
      return { grams: null, reason: `${qty} whole birds is a cut-off name, not an amount` };
    }
    return { grams: qty * w.grams, how: `${qty} × ${w.how}` };
  }
  const info = unitInfo;
  if (!info) {
    // Some parsers leave a size or an item word as the unit ("large", "breast fillet").
    const w = countWeight(food, unitRaw, undefined, nameTokens) ?? countWeight(food, undefined, unitRaw.split(" ").pop(), nameTokens);
    if (!w) return { grams: null, reason: `unknown unit "${unitRaw}"` };
    return { grams: qty * w.grams, how: `${qty} × ${w.how}` };
  }
  if (info.dimension === "mass") {
    // "400 g can black beans": the can's weight includes the liquid SR's drained solids leave out.
    if (namesCan(ing)) {
      // A can's own weight (a 400 g tin and up) drained by the recipe loses its liquid too; "100 g canned
      // chickpeas, drained" may already weigh them drained.
      const share = drainedShare(food, "can", qty * info.toBase >= CAN_WEIGHT_G ? ing : undefined);
      if (share < 1) return { grams: qty * info.toBase * share, how: `${qty} ${info.canonical} can, drained share ${share}` };
    }
    // A weight of bone-in meat or shellfish is as bought; SR's nutrients are per 100 g edible part.
    if (weightIncludesRefuse(food, ing)) {
      const edible = 1 - food.refusePct / 100;
      return { grams: qty * info.toBase * edible, how: `${qty} ${info.canonical} less ${food.refusePct}% bone/shell` };
    }
    return { grams: qty * info.toBase, how: `${qty} ${info.canonical}` };
  }
  if (info.canonical === "handful") {
    const h = handfulWeight(food.description, `${ing.size ?? ""} ${unitRaw}`);
    return { grams: qty * h.grams, how: `${qty} × ${h.how}` };
  }
  const agreed = AGREED_MEASURES_ML[info.canonical];
  const ml = info.dimension === "volume" ? qty * info.toBase : agreed !== undefined ? qty * agreed : undefined;
  if (ml !== undefined) {
    // "½ cup (115 g) silken tofu", "1½ cups (6 ounces) shredded cheese": the recipe's own weight of that measure
    // (of what a cup holds: the edible part, with no bone or shell to take off).
    const stated = statedWeight(ing, qty);
    if (stated) return { grams: stated.grams, how: stated.how };
    // The name's own words also pick SR's measure ("2 cups elbow macaroni" is "cup elbows", not spaghetti).
    // Shape weights are of the food as sold (dry orzo packs denser than cooked): a cooked food takes SR's own cup.
    const shape = /\bcooked\b/i.test(food.description) ? null : shapeDensity(nameTokens);
    const d = shape ?? blendedDensity(food, nameTokens) ?? densityOf(food, `${ing.preparation ?? ""} ${nameTokens.join(" ")}`);
    if (!d) return { grams: null, reason: `no volume weight for ${food.description}` };
    return { grams: ml * d.gPerMl, how: `${Math.round(ml)} ml × ${d.how}` };
  }
  if (info.dimension === "count") {
    // "1 (14-ounce) can", "2 × 400 g tins": the package size is the amount.
    const pack = packageSize(ing.size);
    if (pack && pack.dimension === "mass") {
      return { grams: qty * pack.amount * drainedShare(food, info.canonical, ing), how: `${qty} × ${ing.size}` };
    }
    if (pack && pack.dimension === "volume") {
      const d = densityOf(food, ing.preparation);
      if (d) return { grams: qty * pack.amount * d.gPerMl, how: `${qty} × ${ing.size} × ${d.how}` };
    }
    const stated = statedWeight(ing, qty);
    if (stated) return { grams: edibleShare(food, ing, stated.grams), how: stated.how };
    // "10 pcs. bananas": a piece without an SR piece measure is one ordinary item.
    const first = standardContainer(info.canonical, food, ing.name, true);
    if (first) return { grams: qty * first.grams, how: `${qty} × ${first.how}` };
    // "2 bars" of chocolate: the unit table files a bar under stick, but SR and the kitchen weigh bars.
    const bar = singular(unitRaw.toLowerCase()) === "bar";
    const w =
      (bar ? countWeight(food, ing.size, "bar", nameTokens) : null) ??
      (packageNotPacket(food, unitRaw) ? countWeight(food, ing.size, "package", nameTokens) : null) ??
      countWeight(food, ing.size, info.canonical, nameTokens) ??
      (GENERIC_COUNT.has(info.canonical) ? countWeight(food, ing.size, undefined, nameTokens) : null);
    // "2 jars pasta sauce": an unsized container of a shelf-standard size.
    const std = w ? null : standardContainer(info.canonical, food, ing.name);
    if (std) return { grams: qty * std.grams * (std.drained ? 1 : drainedShare(food, info.canonical, ing)), how: `${qty} × ${std.how}` };
    // "1 box of spice cake mix": SR weighs such mixes by its own "package" when no shelf standard is listed.
    const pkg = !w && info.canonical === "packet" ? countWeight(food, ing.size, "package", nameTokens) : null;
    if (pkg) return { grams: qty * pkg.grams, how: `${qty} × ${pkg.how}` };
    if (!w) return { grams: null, reason: `no weight for a ${info.canonical} of ${food.description}` };
    // SR's own "can" of green beans holds the liquid too.
    const share = drainedByRecipe(food, info.canonical, ing);
    return { grams: qty * w.grams * share, how: `${qty} × ${w.how}${share < 1 ? `, drained share ${share}` : ""}` };
  }
  return { grams: null, reason: `unit "${unitRaw}" has no defined size` };
}
