/** Shared types of the nutrition module. */
import type { Ingredient } from "../lib/ingredients/types";

/** One household portion of a food, from SR's weight table (e.g. 1 "large" egg = 50 g). */
export interface FoodPortion {
  amount: number;
  /** As SR writes it: "cup, chopped", "large", "clove", "tbsp". */
  measure: string;
  grams: number;
}

/** Nutrients per 100 g edible portion; null = SR has no value. */
export interface Nutrients100g {
  kcal: number;
  protein: number;
  fat: number;
  carbs: number;
  fiber: number | null;
  sugars: number | null;
  sodium: number | null;
}

/** One food of the shipped SR Legacy table. */
export interface Food {
  ndb_no: string;
  /** Short group code (see scripts/build-food-data.ts), e.g. "veg", "dairy". */
  group: string;
  description: string;
  commonNames: string;
  per100g: Nutrients100g;
  portions: FoodPortion[];
  /** Inedible share of the food as purchased, percent (0 when none). */
  refusePct: number;
  /** True when that refuse is bone or shell, i.e. a weight "as bought" includes it. */
  refuseIsBone: boolean;
}

/**
 * An ingredient as computeNutrition accepts it: the spec's Ingredient plus the optional extras the
 * ingredient parser produces (a range end and a size word such as "large").
 */
export interface NutritionIngredient extends Ingredient {
  quantityMax?: number;
  size?: string;
  note?: string;
}

/** One ingredient that was matched and weighed. */
export interface MatchedIngredient {
  ingredient: string;
  food: { ndb_no: string; description: string };
  grams: number;
}

/** One ingredient left out of the totals, with why. */
export interface SkippedIngredient {
  name: string;
  reason: string;
}

/** Per-serving estimate, the spec's Nutrition figures plus how they were reached. */
export interface NutritionResult {
  per: "serving";
  calories: number;
  protein_g: number;
  fat_g: number;
  carbs_g: number;
  fiber_g: number;
  sugar_g: number;
  sodium_mg: number;
  /** The divisor used. */
  servings: number;
  /** True when the recipe had no servings and 1 was assumed. */
  servingsAssumed: boolean;
  matched: MatchedIngredient[];
  skipped: SkippedIngredient[];
}
