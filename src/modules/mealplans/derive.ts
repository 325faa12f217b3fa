import { aggregate, type AggregatedItem, type Contribution } from "../grocery/merge";
import { ingredientKey } from "../../lib/aisles";
import { parseJsonArray } from "./mealplans.present";
import type { MealRow, RecipeLite, StoredMealItem } from "./mealplans.repo";

const DAY_MS = 86_400_000;
/** Longest range a list may be derived for: a year of shopping is already more than any shop visit. */
export const MAX_RANGE_DAYS = 366;

/** Days since the epoch of a YYYY-MM-DD date (UTC). */
export const dayNumber = (date: string): number => Math.floor(Date.parse(`${date}T00:00:00.000Z`) / DAY_MS);
/** YYYY-MM-DD of a day number. */
export const dateOf = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);
/** ISO weekday (1 Monday … 7 Sunday) of a day number: day 0 (1970-01-01) was a Thursday. */
export const isoWeekday = (day: number): number => ((((day + 3) % 7) + 7) % 7) + 1;

/** How many times each ISO weekday (index 1..7) occurs from `first` to `last`, both included. */
export function weekdayCounts(first: number, last: number): number[] {
  const counts = [0, 0, 0, 0, 0, 0, 0, 0];
  if (last < first) return counts;
  const total = last - first + 1;
  const weeks = Math.floor(total / 7);
  for (let d = 1; d <= 7; d++) counts[d] = weeks;
  for (let day = first + weeks * 7; day <= last; day++) counts[isoWeekday(day)] = (counts[isoWeekday(day)] ?? 0) + 1;
  return counts;
}

// Tap water is never bought; "coconut water" or "tonic water" are, so only plain water words are dropped.
const PLAIN_WATER = /^(?:(?:cold|warm|hot|boiling|lukewarm|tepid|tap|filtered|iced|ice|room temperature|fresh|more|extra|about)\s+)*water$/;

interface RecipeIngredient {
  name?: unknown;
  quantity?: unknown;
  quantityMax?: unknown;
  unit?: unknown;
  size?: unknown;
  isOptional?: unknown;
}

const finite = (v: unknown): number | null => (typeof v === "number" && Number.isFinite(v) ? v : null);
// Package units whose size says what to buy: "1 (28 oz) can" is a can of 28 oz.
const PACKAGE_UNIT = /^(?:cans?|tins?|jars?|packets?|packages?|pkgs?|bottles?|boxes|box|bags?|cartons?|tubs?|sachets?)$/i;

/** Every ingredient of a recipe, its components' ingredients included (parsed once per recipe). */
function ingredientsOf(recipe: RecipeLite): RecipeIngredient[] {
  const own = parseJsonArray<RecipeIngredient>(recipe.ingredients);
  const parts = parseJsonArray<{ ingredients?: unknown }>(recipe.components);
  for (const part of parts) if (part && Array.isArray(part.ingredients)) own.push(...(part.ingredients as RecipeIngredient[]));
  return own.filter((i) => i !== null && typeof i === "object");
}

/** What a derivation needs besides the meals and recipes. */
export interface DeriveOptions {
  /** First and last day (day numbers), both included. */
  first: number;
  last: number;
  includeOptional: boolean;
}

/**
 * The grocery lines for a plan's meals over a date range. Each meal counts once per day of the range whose weekday
 * it is on; a recipe item scales the recipe's ingredients by portion ÷ recipe servings (a portion is servings
 * eaten; a recipe without servings counts as one serving) per occurrence; a free-text item becomes a line of
 * `portion` per occurrence. Optional ingredients are left out unless asked for, plain water always. A range counts at
 * its upper end; a package's size stays with its name ("crushed tomatoes (28 oz)", 2 cans).
 */
export function deriveItems(meals: MealRow[], recipes: Map<string, RecipeLite>, opts: DeriveOptions): AggregatedItem[] {
  const counts = weekdayCounts(opts.first, opts.last);
  const parsed = new Map<string, RecipeIngredient[]>();
  const contributions: Contribution[] = [];
  for (const meal of meals) {
    const times = parseJsonArray<number>(meal.days_of_week).reduce((sum, d) => sum + (counts[d] ?? 0), 0);
    if (times === 0) continue;
    for (const item of parseJsonArray<StoredMealItem>(meal.items)) {
      const recipe = item.recipe_id ? recipes.get(item.recipe_id) : undefined;
      if (!item.recipe_id) {
        if (item.name) contributions.push({ name: item.name, quantity: times * item.portion, unit: null, recipe_id: null });
        continue;
      }
      if (!recipe) continue;
      let ingredients = parsed.get(recipe.id);
      if (!ingredients) {
        ingredients = ingredientsOf(recipe);
        parsed.set(recipe.id, ingredients);
      }
      const servings = recipe.servings && recipe.servings > 0 ? recipe.servings : 1;
      const factor = (times * item.portion) / servings;
      for (const ing of ingredients) {
        if (typeof ing.name !== "string" || !ing.name.trim()) continue;
        if (ing.isOptional === true && !opts.includeOptional) continue;
        if (PLAIN_WATER.test(ingredientKey(ing.name))) continue;
        // A range is bought at its upper end: "1-2 cloves garlic" puts 2 cloves on the list.
        const amount = finite(ing.quantityMax) ?? finite(ing.quantity);
        const quantity = amount === null ? null : amount * factor;
        const unit = typeof ing.unit === "string" && ing.unit.trim() ? ing.unit : null;
        const size = typeof ing.size === "string" && ing.size.trim() && unit && PACKAGE_UNIT.test(unit) ? ing.size.trim() : "";
        contributions.push({ name: size ? `${ing.name} (${size})` : ing.name, quantity, unit, recipe_id: recipe.id });
      }
    }
  }
  return aggregate(contributions);
}
