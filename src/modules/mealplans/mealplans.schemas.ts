import { z } from "zod";
import { listMetaSchema } from "../../http/list";
import { groceryListSchema } from "../grocery/grocery.schemas";

const isoDate = z.iso.date();
const hhmm = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, "Expected a time HH:MM (00:00 to 23:59)");
const daysOfWeek = z
  .array(z.number().int().min(1, "Days are 1 (Monday) to 7 (Sunday)").max(7, "Days are 1 (Monday) to 7 (Sunday)"))
  .min(1)
  .max(7)
  .refine((days) => new Set(days).size === days.length, "days_of_week must not repeat a day")
  .describe("ISO weekdays: 1 is Monday … 7 is Sunday.");

/** Path of one meal plan. */
export const planParams = z.object({ id: z.uuid() });
/** Path of one meal of a plan. */
export const mealParams = z.object({ id: z.uuid(), mealId: z.uuid() });

/** A meal item as written: a recipe the caller can see with a portion (servings of it), or free text. */
export const mealItemInput = z
  .strictObject({
    recipe_id: z.uuid().optional(),
    name: z.string().trim().min(1).max(200).optional().describe("Free-text item, or a label for a recipe item (defaults to the recipe title)."),
    portion: z.number().positive("portion must be greater than 0").max(1000).optional().describe("Servings of the recipe (default 1)."),
  })
  .refine((it) => it.recipe_id !== undefined || it.name !== undefined, { message: "An item needs recipe_id or name", path: ["recipe_id"] });
export type MealItemInput = z.output<typeof mealItemInput>;

const mealFields = {
  name: z.string().trim().max(200),
  start_time: hhmm,
  end_time: hhmm,
  days_of_week: daysOfWeek,
  items: z.array(mealItemInput).max(100),
  notes: z.string().max(5000),
};

const startBeforeEnd = (m: { start_time?: string; end_time?: string }): boolean =>
  m.start_time === undefined || m.end_time === undefined || m.start_time < m.end_time;
const startBeforeEndMsg = { message: "end_time must be after start_time", path: ["end_time"] };

/** Body of POST /api/mealplans/{id}/meals (a meal without id). */
export const mealInput = z
  .strictObject({
    name: mealFields.name.optional(),
    start_time: mealFields.start_time,
    end_time: mealFields.end_time,
    days_of_week: mealFields.days_of_week,
    items: mealFields.items.optional(),
    notes: mealFields.notes.optional(),
  })
  .refine(startBeforeEnd, startBeforeEndMsg);
export type MealInput = z.output<typeof mealInput>;

/** Body of PUT /api/mealplans/{id}/meals/{mealId}: the fields to change. */
export const mealPatch = z
  .strictObject({
    name: mealFields.name.optional(),
    start_time: mealFields.start_time.optional(),
    end_time: mealFields.end_time.optional(),
    days_of_week: mealFields.days_of_week.optional(),
    items: mealFields.items.optional(),
    notes: mealFields.notes.optional(),
  })
  .refine(startBeforeEnd, startBeforeEndMsg);
export type MealPatch = z.output<typeof mealPatch>;

/** Body of POST /api/mealplans. */
export const createPlanBody = z.strictObject({
  name: z.string().trim().min(1).max(200).optional(),
  description: z.string().max(5000).optional(),
  end_date: isoDate.nullable().optional(),
  meals: z.array(mealInput).max(200).optional(),
});
export type CreatePlanInput = z.output<typeof createPlanBody>;

/** Body of PUT /api/mealplans/{id}: fields to change; `meals` replaces every meal. */
export const updatePlanBody = createPlanBody;
export type UpdatePlanInput = CreatePlanInput;

/** Body of POST /api/mealplans/{id}/grocery-list (optional). */
export const deriveBody = z
  .strictObject({
    start_date: isoDate.optional().describe("First day (default: today, UTC)."),
    end_date: isoDate.optional().describe("Last day, inclusive (default: start_date + 6 days); never past the plan's end_date."),
    include_optional: z.boolean().optional().describe("Include ingredients marked isOptional (default false)."),
    name: z.string().trim().min(1).max(200).optional(),
  })
  .optional();
export type DeriveInput = z.output<typeof deriveBody>;

/** Nutrition of a meal item (recipe per-serving figures × portion) or a meal (sum of its items). */
export const nutritionSchema = z.object({
  calories: z.number().optional(),
  protein_g: z.number().optional(),
  fat_g: z.number().optional(),
  carbs_g: z.number().optional(),
  fiber_g: z.number().optional(),
  sugar_g: z.number().optional(),
  sodium_mg: z.number().optional(),
  per: z.string(),
});
export type NutritionOut = z.infer<typeof nutritionSchema>;

export const mealItemSchema = z.object({ recipe_id: z.string().nullable(), name: z.string(), portion: z.number(), nutrition: nutritionSchema.nullable() });
export type MealItemOut = z.infer<typeof mealItemSchema>;

export const mealSchema = z.object({
  id: z.string(),
  name: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  days_of_week: z.array(z.number()),
  items: z.array(mealItemSchema),
  notes: z.string(),
  nutrition: nutritionSchema.nullable(),
});
export type MealOut = z.infer<typeof mealSchema>;

export const mealPlanSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  name: z.string(),
  description: z.string(),
  end_date: z.string().nullable(),
  meals: z.array(mealSchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type MealPlanOut = z.infer<typeof mealPlanSchema>;

export const mealPlanPageSchema = z.object({ mealplans: z.array(mealPlanSchema), ...listMetaSchema });
export { groceryListSchema };
