import { addQuantities, normalizeUnit } from "../../lib/units";
import { AISLES, aisleOf, ingredientKey } from "../../lib/aisles";

/** An amount as a grocery item holds it: either part may be absent ("salt", "2 eggs", "a pinch"). */
export interface ItemAmount {
  quantity: number | null;
  unit: string | null;
}

/** One ingredient need to put on a list: from a recipe (scaled) or typed by a person. */
export interface Contribution extends ItemAmount {
  name: string;
  recipe_id: string | null;
}

/** A line of a derived list: one ingredient in one measurable dimension. */
export interface AggregatedItem extends Contribution {
  aisle: string;
}

const sameUnitWord = (a: string | null, b: string | null): boolean => (a ?? "").trim().toLowerCase() === (b ?? "").trim().toLowerCase();

/** Rounds away float noise and meaningless precision (a shop cannot sell 0.3333333 cups). */
export const roundQuantity = (n: number): number => Math.round(n * 1000) / 1000;

/**
 * Adds two amounts of the same ingredient when they measure the same thing (units.ts decides: grams with
 * pounds, cups with millilitres, eggs with eggs; never grams with cups). An amount without quantity ("salt")
 * adds nothing to one that has one. Returns null when the amounts must stay separate lines.
 */
export function mergeAmounts(a: ItemAmount, b: ItemAmount): ItemAmount | null {
  if (a.quantity === null && b.quantity === null) {
    return a.unit === null || b.unit === null || sameUnitWord(a.unit, b.unit) || normalizeUnit(a.unit)?.canonical === normalizeUnit(b.unit)?.canonical
      ? { quantity: null, unit: a.unit ?? b.unit }
      : null;
  }
  if (a.quantity === null) return a.unit === null || sameUnitWord(a.unit, b.unit) ? { ...b } : null;
  if (b.quantity === null) return b.unit === null || sameUnitWord(a.unit, b.unit) ? { ...a } : null;
  const sum = addQuantities({ quantity: a.quantity, unit: a.unit ?? undefined }, { quantity: b.quantity, unit: b.unit ?? undefined });
  if (!sum) return null;
  return { quantity: roundQuantity(sum.quantity), unit: sum.unit ?? null };
}

/** The canonical spelling of a known unit ("Tbsp." → "tbsp"); unknown words are kept as written. */
export function canonicalUnit(unit: string | null | undefined): string | null {
  const u = unit?.trim();
  if (!u) return null;
  return normalizeUnit(u)?.canonical ?? u;
}

const AISLE_ORDER = new Map<string, number>(AISLES.map((a, i) => [a, i]));

/**
 * Adds up needs of the same ingredient (same `ingredientKey`) whose amounts can be added; amounts in different
 * dimensions stay separate lines. Each line keeps the first contributing recipe_id and the first spelling of
 * the name. Lines come in shop order: by aisle, then name.
 */
export function aggregate(contributions: Iterable<Contribution>): AggregatedItem[] {
  const groups = new Map<string, AggregatedItem[]>();
  for (const c of contributions) {
    const key = ingredientKey(c.name);
    if (!key) continue;
    const amount: ItemAmount = { quantity: c.quantity, unit: canonicalUnit(c.unit) };
    let lines = groups.get(key);
    if (!lines) {
      lines = [];
      groups.set(key, lines);
    }
    let merged = false;
    for (const line of lines) {
      const sum = mergeAmounts(line, amount);
      if (sum) {
        line.quantity = sum.quantity;
        line.unit = sum.unit;
        line.recipe_id ??= c.recipe_id;
        merged = true;
        break;
      }
    }
    if (!merged)
      lines.push({
        name: c.name.trim(),
        quantity: amount.quantity === null ? null : roundQuantity(amount.quantity),
        unit: amount.unit,
        recipe_id: c.recipe_id,
        aisle: aisleOf(c.name),
      });
  }
  const out = [...groups.values()].flat();
  out.sort((x, y) => (AISLE_ORDER.get(x.aisle) ?? 99) - (AISLE_ORDER.get(y.aisle) ?? 99) || x.name.localeCompare(y.name));
  return out;
}
