/**
 * Amount corrections applied around weighing, each a general rule about how recipes write amounts:
 * extra amounts added with "+" or "plus" ("1 cup + 2 tbsp flour"), the share of a frying bath that the
 * fried food takes up, and the inedible part of foods that recipes weigh whole (globe artichokes).
 */
import { normalizeUnit } from "../lib/units";
import type { Food, NutritionIngredient } from "./types";

export const VULGAR: Record<string, number> = { "½": 0.5, "¼": 0.25, "¾": 0.75, "⅓": 1 / 3, "⅔": 2 / 3, "⅛": 0.125 };

const AMOUNT = String.raw`(\d+(?:[.,]\d+)?(?:\s*\/\s*\d+)?|\d*\s*[½¼¾⅓⅔⅛])`;
/** "+ 2 tbsp" or "plus 2 tablespoons" with its unit word. */
const PLUS = String.raw`(?:\+|\bplus)\s*${AMOUNT}\s*([\p{L}.]+)`;
/** The extra amount at the start of the name ("+ 2 tbsp flour": the parser read "1 cup" only). */
const PLUS_LEADING = new RegExp(String.raw`^\s*${PLUS}\s+(.*\p{L}.*)$`, "iu");
/** The extra amount at the end of the name ("Oreos + 2 tbsp"). */
const PLUS_TRAILING = new RegExp(String.raw`^(.*\p{L}.*?)\s*${PLUS}\s*$`, "iu");
/** The extra amount opening a note or preparation ("plus 2 tablespoons", "+ 1 tbsp, divided"). */
const PLUS_REMARK = new RegExp(String.raw`^\s*${PLUS}\s*(?:[,;]\s*(.*))?$`, "iu");

/** Reads "2", "1,5", "1/2", "½", "1 ½". */
function readAmount(raw: string): number | undefined {
  const s = raw.trim().replace(",", ".");
  const vulgar = /^(\d*)\s*([½¼¾⅓⅔⅛])$/.exec(s);
  if (vulgar) return (vulgar[1] ? Number(vulgar[1]) : 0) + (VULGAR[vulgar[2]] ?? 0);
  const frac = /^(\d+)\s*\/\s*(\d+)$/.exec(s);
  if (frac) return Number(frac[2]) > 0 ? Number(frac[1]) / Number(frac[2]) : undefined;
  const n = Number(s);
  return Number.isFinite(n) ? n : undefined;
}

/** The extra amount in the main unit, or undefined when it has no amount or another dimension. */
function extraInMainUnit(mainUnit: string, amount: string, unit: string): number | undefined {
  const main = normalizeUnit(mainUnit);
  const extra = normalizeUnit(unit);
  const q = readAmount(amount);
  if (!main || !extra || q === undefined || q <= 0) return undefined;
  if (main.dimension !== extra.dimension) return undefined;
  if (main.dimension !== "mass" && main.dimension !== "volume" && main.canonical !== extra.canonical) return undefined;
  return (q * extra.toBase) / main.toBase;
}

function addQuantity(ing: NutritionIngredient, extra: number): NutritionIngredient {
  const out: NutritionIngredient = { ...ing, quantity: (ing.quantity ?? 0) + extra };
  if (ing.quantityMax !== undefined) out.quantityMax = ing.quantityMax + extra;
  return out;
}

/**
 * "1 cup + 2 tbsp flour", "1.5 cup crushed Oreos + 2 tbsp", "1 cup flour, plus 2 tablespoons": the
 * extra amount is part of what goes in, so it is added to the quantity (converted to the line's unit)
 * and cut from the name or remark. Only an explicit "+" or "plus" counts: a bare "(2 tablespoons)" is
 * usually the same amount restated. Extras of another dimension or without a unit are left alone.
 */
export function addPlusAmounts(ing: NutritionIngredient): NutritionIngredient {
  if (ing.quantity === undefined || !ing.unit) return ing;
  const unit = ing.unit;
  const lead = PLUS_LEADING.exec(ing.name);
  if (lead) {
    const extra = extraInMainUnit(unit, lead[1], lead[2]);
    if (extra !== undefined) return { ...addQuantity(ing, extra), name: lead[3].trim() };
  }
  const trail = PLUS_TRAILING.exec(ing.name);
  if (trail) {
    const extra = extraInMainUnit(unit, trail[2], trail[3]);
    if (extra !== undefined) return { ...addQuantity(ing, extra), name: trail[1].trim() };
  }
  for (const key of ["note", "preparation"] as const) {
    const remark = ing[key];
    const m = remark === undefined ? null : PLUS_REMARK.exec(remark);
    if (!m) continue;
    const extra = extraInMainUnit(unit, m[1], m[2]);
    if (extra === undefined) continue;
    const out = addQuantity(ing, extra);
    const rest = m[3]?.trim();
    if (rest) out[key] = rest;
    else delete out[key];
    return out;
  }
  return ing;
}

/**
 * Share of a frying bath that ends up in the food. Deep-fried foods take up oil of roughly 5–15% of
 * their own weight (more for battered or starchy foods), and recipes size the bath at a few times the
 * food's weight, so about a tenth of the bath is eaten; the rest stays in the pan and is discarded.
 */
export const FRYING_ABSORBED_SHARE = 0.1;

/** A frying-bath line reduced to the share the food absorbs (quantity and range end scaled). */
export function absorbedFryingOil(ing: NutritionIngredient): NutritionIngredient {
  const out: NutritionIngredient = { ...ing };
  if (ing.quantity !== undefined) out.quantity = ing.quantity * FRYING_ABSORBED_SHARE;
  if (ing.quantityMax !== undefined) out.quantityMax = ing.quantityMax * FRYING_ABSORBED_SHARE;
  return out;
}

/**
 * Foods recipes weigh whole although only part is eaten: a globe artichoke's tough outer bracts and
 * stem are SR's 60% refuse. Weighed hearts, bottoms or trimmed artichokes are the edible part already.
 */
const WHOLE_WEIGHED = /^Artichokes, \(globe or french\), raw$/;
const ALREADY_EDIBLE = /\b(hearts?|bottoms?|trimmed|cleaned|prepared|edible)\b/i;

/**
 * Edible share of a weight as bought (1 when the weight is of the edible part). Only weights count:
 * SR's item measures ("1 artichoke, medium") are of the edible part already.
 */
export function edibleShareOfWhole(ing: NutritionIngredient, food: Food): number {
  if (!ing.unit || normalizeUnit(ing.unit)?.dimension !== "mass") return 1;
  if (!WHOLE_WEIGHED.test(food.description) || food.refuseIsBone || food.refusePct <= 0) return 1;
  if (ALREADY_EDIBLE.test(`${ing.name} ${ing.preparation ?? ""} ${ing.note ?? ""}`)) return 1;
  return 1 - food.refusePct / 100;
}
