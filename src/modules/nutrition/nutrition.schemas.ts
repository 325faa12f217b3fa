import { z } from "zod";

/** Path of POST /api/recipes/{id}/nutrition. */
export const recipeIdParams = z.object({ id: z.uuid() });

/** The operation takes no input; an empty JSON object is tolerated, any field is rejected (400 unknown_field). */
export const nutritionBody = z.strictObject({}).optional();

/** One ingredient left out of the figures, with why ("no matching food", "optional", ...). */
export const skippedIngredientSchema = z.object({ name: z.string(), reason: z.string() });

/**
 * The spec's Nutrition record (per serving), plus how it was reached: `servings` (the divisor; 1 when the
 * recipe has none), `matched` (how many ingredients counted) and `skipped`.
 */
export const nutritionSchema = z.object({
  calories: z.number(),
  protein_g: z.number(),
  fat_g: z.number(),
  carbs_g: z.number(),
  fiber_g: z.number(),
  sugar_g: z.number(),
  sodium_mg: z.number(),
  per: z.literal("serving"),
  computed_at: z.string(),
  ingredients_hash: z.string(),
  servings: z.number(),
  matched: z.number().int(),
  skipped: z.array(skippedIngredientSchema),
});
export type NutritionOut = z.infer<typeof nutritionSchema>;

/**
 * An ingredient as stored in the recipe's JSON columns. Lenient on purpose: the figures must not fail
 * because of a stray extra field; entries without a usable name are ignored.
 */
export const storedIngredientSchema = z.object({
  name: z.string(),
  quantity: z.number().optional().catch(undefined),
  quantityMax: z.number().optional().catch(undefined),
  unit: z.string().optional().catch(undefined),
  size: z.string().optional().catch(undefined),
  preparation: z.string().optional().catch(undefined),
  isOptional: z.boolean().optional().catch(undefined),
  note: z.string().optional().catch(undefined),
});
export type StoredIngredient = z.infer<typeof storedIngredientSchema>;
