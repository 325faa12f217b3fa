/**
 * Kitchen numbers: a scaled or summed amount shown the way a cook measures it. 3.667 cups is "3⅔ cups", 3.667
 * onions are 4 onions, ⅔ of a bay leaf is 1 bay leaf, 247.3 g is 245 g. The exact value is kept next to it
 * (`quantityExact`) for any further arithmetic; rounding is only ever applied to what is shown and bought.
 *
 * Rules, by what the unit measures (units.ts):
 *  - count (no unit, cloves, cans, eggs …): whole items; a half stays a half for things a cook cuts (an onion, a
 *    lemon), below one a quarter, third or half of them. Things that cannot be split (an egg, a bay leaf, a can,
 *    a clove, a sprig) round up to the next whole one, and so does everything when shopping.
 *  - US volumes (cup, tbsp, tsp, fl oz, pint …): the nearest of the measuring set's fractions (¼ ⅓ ½ ⅔ ¾, and ⅛
 *    for spoons); whole numbers from 10 on.
 *  - metric volumes and masses: steps that a scale or jug shows (1 g under 10, 5 under 250, 10 under 1000, 25
 *    above; the same for ml; kg and l to 0.05).
 *  - oz and lb: quarters under 4, halves above.
 *  - pinch, handful and the like: halves, at least a half.
 */
import { formatQuantity } from "./fractions";
import { normalizeUnit } from "./units";

/** How the amount is used: cooking from a scaled recipe, or buying from a derived grocery list. */
export type KitchenPurpose = "cook" | "shop";

/** A kitchen amount: the rounded value and how it is written ("3⅔", "1½", "245", "1-2"). */
export interface KitchenAmount {
  quantity: number;
  quantityMax?: number;
  display: string;
}

// Things that are used whole: half an egg or a third of a can is not a kitchen amount.
const UNSPLITTABLE_UNITS = new Set([
  "clove",
  "can",
  "jar",
  "packet",
  "bottle",
  "sprig",
  "leaf",
  "sheet",
  "cube",
  "pod",
  "scoop",
  "rasher",
  "slice",
  "stick",
  "bulb",
  "bunch",
  "head",
  "stalk",
  "ear",
]);
const UNSPLITTABLE_NAME =
  /\b(?:eggs?|bay\s+leaf|bay\s+leaves|leaf|leaves|cloves?|sprigs?|yolks?|whites?|pods?|stars?|anise|cardamom|allspice|peppercorns?|juniper|berries|cans?|tins?|jars?|packets?|sachets?|sheets?|cubes?|tortillas?|wraps?|buns?|rolls?|slices?|chillies|chilies|chiles?|chilli|chili|dates?|prunes?|olives?|capers?)\b/i;
const SPOONS = new Set(["tsp", "tbsp", "dessertspoon"]);
const US_VOLUME = new Set(["cup", "fl oz", "pint", "quart", "gallon"]);
const METRIC = new Set(["g", "mg", "kg", "ml", "cl", "dl", "l"]);
const EPS = 1e-6;

const nearest = (value: number, steps: number[]): number =>
  steps.reduce((best, s) => (Math.abs(s - value) < Math.abs(best - value) - EPS ? s : best), steps[0] ?? value);

/** The nearest whole-plus-fraction with the given fractions (each in (0,1)): 3.667 with thirds → 3.6667. */
function nearestFraction(value: number, fractions: number[]): number {
  const whole = Math.floor(value);
  const candidates = [whole, whole + 1, ...fractions.map((f) => whole + f)];
  const best = nearest(value, candidates);
  return best <= 0 ? Math.min(...fractions) : best;
}

/** A metric amount in steps a scale or jug shows. */
function metricStep(value: number, perKilo: boolean): number {
  if (perKilo) return Math.max(0.05, Math.round(value * 20) / 20);
  const step = value < 10 ? 1 : value < 250 ? 5 : value < 1000 ? 10 : 25;
  return Math.max(step === 1 ? 1 : step, Math.round(value / step) * step);
}

/** Whether a counted thing can be cut into parts a cook uses (an onion can; an egg, a bay leaf cannot). */
export function isSplittable(unit: string | undefined, name: string): boolean {
  const info = unit ? normalizeUnit(unit) : null;
  if (info && UNSPLITTABLE_UNITS.has(info.canonical)) return false;
  if (!info && unit) return true;
  return !UNSPLITTABLE_NAME.test(name);
}

function roundOne(value: number, unit: string | undefined, name: string, purpose: KitchenPurpose): number {
  if (!(value > 0)) return 0;
  const info = unit ? normalizeUnit(unit) : null;
  const dimension = info?.dimension ?? (unit ? "other" : "count");
  const canonical = info?.canonical ?? "";
  if (dimension === "count") {
    // A hair over a whole (2.0001 from float arithmetic) is that whole.
    const up = Math.ceil(value - 0.02);
    if (purpose === "shop" || !isSplittable(unit, name)) return Math.max(1, up);
    if (value < 1) return nearest(value, [0.25, 1 / 3, 0.5, 2 / 3, 0.75, 1]);
    const frac = value - Math.floor(value);
    return Math.abs(frac - 0.5) <= 0.05 ? Math.floor(value) + 0.5 : Math.round(value);
  }
  if (dimension === "mass") {
    if (canonical === "g" || canonical === "mg" || canonical === "ons" || canonical === "pfund") return metricStep(value, false);
    if (canonical === "kg") return metricStep(value, true);
    // oz, lb: quarters under 4, halves above.
    return value < 4 ? nearestFraction(value, [0.25, 0.5, 0.75]) : Math.max(0.5, Math.round(value * 2) / 2);
  }
  if (dimension === "volume") {
    if (canonical === "ml") return metricStep(value, false);
    if (canonical === "l") return metricStep(value, true);
    if (canonical === "cl" || canonical === "dl") return Math.max(0.5, Math.round(value * 2) / 2);
    if (value >= 10) return Math.round(value);
    if (SPOONS.has(canonical)) return nearestFraction(value, [0.125, 0.25, 1 / 3, 0.5, 2 / 3, 0.75]);
    if (US_VOLUME.has(canonical)) return nearestFraction(value, [0.25, 1 / 3, 0.5, 2 / 3, 0.75]);
    return nearestFraction(value, [0.25, 0.5, 0.75]);
  }
  // pinch, handful, inch, cm and unknown words: halves, at least a half.
  return Math.max(0.5, Math.round(value * 2) / 2);
}

/** Four decimals, as stored quantities are: ⅔ is 0.6667. */
const four = (n: number): number => Math.round(n * 10000) / 10000;

/**
 * The kitchen form of an amount of `name` in `unit`: the rounded quantity (and range end) and its display text with
 * unicode fractions. `purpose: "shop"` buys whole items of countables.
 */
export function kitchenAmount(value: number, unit: string | undefined, name: string, options: { max?: number; purpose?: KitchenPurpose } = {}): KitchenAmount {
  const purpose = options.purpose ?? "cook";
  const show = (q: number, max?: number): string => kitchenDisplay(q, unit, max);
  const quantity = four(roundOne(value, unit, name, purpose));
  const out: KitchenAmount = { quantity, display: show(quantity) };
  if (options.max !== undefined) {
    const max = four(roundOne(options.max, unit, name, purpose));
    if (max > quantity) {
      out.quantityMax = max;
      out.display = show(quantity, max);
    }
  }
  return out;
}

/** How an amount is written: unicode fractions ("3⅔", "1-2"), but decimals for metric units ("1.25" kg, "245" g). */
export function kitchenDisplay(quantity: number, unit: string | undefined, max?: number): string {
  const metric = unit !== undefined && METRIC.has(normalizeUnit(unit)?.canonical ?? "");
  if (!metric) return formatQuantity(quantity, max, { unicode: true });
  const dec = (n: number): string => String(Math.round(n * 100) / 100);
  return max !== undefined && max > quantity ? `${dec(quantity)}-${dec(max)}` : dec(quantity);
}
