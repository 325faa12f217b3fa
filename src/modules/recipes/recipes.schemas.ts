import { z } from "zod";
import { listMetaSchema, listQuerySchema } from "../../http/list";
import { normalizeIngredient } from "../../lib/ingredients";
import { parseQuantity } from "../../lib/fractions";
import type { Ingredient } from "../../lib/ingredients/types";

const text = (max: number) => z.string().max(max);
/** Optional free text: null is accepted and stored as "" (the spec's "empty string when none"). */
const optText = (max: number) =>
  z
    .string()
    .max(max)
    .nullable()
    .transform((v) => (v ?? "").trim());
const minutes = z.number().min(0).max(100_000).nullable();

/**
 * An ingredient as a client may send it: an object (quantity as a number or a string such as "1 1/2", "½", "1½"),
 * or a raw line ("2 cups flour, sifted") that the server parses. Output: the stored Ingredient, name trimmed,
 * quantity a decimal.
 */
export const ingredientInput = z.preprocess(
  (v) => (typeof v === "string" ? (v.length <= 1000 ? normalizeIngredient(v) : { name: v }) : v),
  z
    .strictObject({
      name: z.string().trim().min(1, "name is required").max(500),
      quantity: z.union([z.number().min(0).max(1e9), z.string().max(50)]).nullable().optional(),
      unit: text(100).nullable().optional(),
      preparation: text(1000).nullable().optional(),
      isOptional: z.boolean().optional(),
    })
    .superRefine((v, ctx) => {
      if (typeof v.quantity === "string" && v.quantity.trim() !== "" && !parseQuantity(v.quantity)) {
        ctx.addIssue({ code: "custom", message: "quantity must be a number or a fraction such as 1 1/2 or ½", path: ["quantity"] });
      }
    })
    .transform((v): Ingredient => {
      const q = v.quantity;
      return normalizeIngredient({ name: v.name, quantity: q === null || q === undefined || (typeof q === "string" && q.trim() === "") ? undefined : (q as number), unit: v.unit ?? undefined, preparation: v.preparation ?? undefined, isOptional: v.isOptional });
    }),
);

/** A sub-recipe ("For the sauce"). */
export const componentInput = z.strictObject({
  title: optText(500).optional().default(""),
  description: optText(10_000).optional().default(""),
  notes: optText(20_000).optional().default(""),
  ingredients: z.array(ingredientInput).max(500).optional().default([]),
  instructions: z.array(text(20_000)).max(500).optional().default([]),
});

/**
 * A media item references an uploaded file by `file_id`; url, width, height, blur_hash and kind are filled by the
 * server. They are accepted (and ignored) so that a client can send back a recipe it read.
 */
export const mediaInput = z.strictObject({
  file_id: z.uuid(),
  url: z.string().optional(),
  preview_url: z.string().optional(),
  width: z.number().nullable().optional(),
  height: z.number().nullable().optional(),
  blur_hash: z.string().nullable().optional(),
  kind: z.string().optional(),
});

const tagsInput = z
  .array(text(100))
  .max(100)
  .transform((tags) => {
    // Trimmed, empty dropped, de-duplicated case-insensitively (first spelling wins).
    const seen = new Set<string>();
    const out: string[] = [];
    for (const raw of tags) {
      const t = raw.replace(/\s+/g, " ").trim();
      if (t && !seen.has(t.toLowerCase())) {
        seen.add(t.toLowerCase());
        out.push(t);
      }
    }
    return out;
  });

const recipeFields = {
  title: z.string().trim().min(1, "title is required").max(500),
  subtitle: optText(500),
  description: optText(20_000),
  notes: optText(20_000),
  tags: tagsInput,
  ingredients: z.array(ingredientInput).max(500),
  components: z.array(componentInput).max(50),
  instructions: z.array(text(20_000)).max(500),
  media: z.array(mediaInput).max(50),
  prep_time: minutes.describe("Minutes."),
  cook_time: minutes.describe("Minutes."),
  total_time: minutes.describe("Minutes."),
  servings: z.number().min(0).max(100_000).nullable(),
  difficulty: z.string().trim().max(50).nullable(),
  rating: z.number().min(0).max(5).nullable(),
  source_section: optText(500),
  source_url: z.url({ protocol: /^https?$/ }).max(2000).nullable(),
};

/** POST /api/recipes: title required; everything else optional. */
export const createRecipeSchema = z.strictObject({
  ...recipeFields,
  subtitle: recipeFields.subtitle.optional(),
  description: recipeFields.description.optional(),
  notes: recipeFields.notes.optional(),
  tags: recipeFields.tags.optional(),
  ingredients: recipeFields.ingredients.optional(),
  components: recipeFields.components.optional(),
  instructions: recipeFields.instructions.optional(),
  media: recipeFields.media.optional(),
  prep_time: recipeFields.prep_time.optional(),
  cook_time: recipeFields.cook_time.optional(),
  total_time: recipeFields.total_time.optional(),
  servings: recipeFields.servings.optional(),
  difficulty: recipeFields.difficulty.optional(),
  rating: recipeFields.rating.optional(),
  source_section: recipeFields.source_section.optional(),
  source_url: recipeFields.source_url.optional(),
});
export type CreateRecipeInput = z.output<typeof createRecipeSchema>;
/** What callers of createRecipe may pass (ingredients as objects or raw lines). */
export type RecipeInput = z.input<typeof createRecipeSchema>;

/** PUT /api/recipes/{id}: partial; supplied fields replace, omitted fields stay. */
export const updateRecipeSchema = createRecipeSchema.partial();
export type UpdateRecipeInput = z.output<typeof updateRecipeSchema>;

export const recipeIdParams = z.object({ id: z.uuid() });

export const scaleSchema = z.strictObject({ servings: z.number().positive().max(100_000) });
export const duplicateSchema = z.strictObject({ title: z.string().trim().min(1).max(500).optional() }).optional();

/** GET /api/recipes query. */
export const listRecipesQuery = listQuerySchema.extend({
  q: z.string().trim().min(1).max(200).optional().describe("Full-text search (ranked; every word matches as a prefix; accents and case ignored). Not combinable with `since`."),
  tag: z
    .union([z.string().max(100), z.array(z.string().max(100)).max(10)])
    .optional()
    .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]))
    .describe("Only recipes with this tag (case-insensitive); repeat for recipes with every tag."),
  collection_id: z.uuid().optional().describe("Only recipes of this collection that you can see (404 when the collection is not visible)."),
});
export type ListRecipesQuery = z.output<typeof listRecipesQuery>;

const ingredientOut = z.object({ name: z.string(), quantity: z.number().optional(), unit: z.string().optional(), preparation: z.string().optional(), isOptional: z.boolean().optional() });
const mediaOut = z.object({ file_id: z.string(), url: z.string(), preview_url: z.string().optional(), blur_hash: z.string().nullable(), width: z.number().nullable(), height: z.number().nullable(), kind: z.string() });

/** The Recipe record (spec) plus the contract's provenance fields. */
export const recipeSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  title: z.string(),
  subtitle: z.string(),
  description: z.string(),
  notes: z.string(),
  tags: z.array(z.string()),
  ingredients: z.array(ingredientOut),
  components: z.array(z.object({ title: z.string(), description: z.string(), notes: z.string(), ingredients: z.array(ingredientOut), instructions: z.array(z.string()) })),
  instructions: z.array(z.string()),
  media: z.array(mediaOut),
  blur_hash: z.string().nullable().describe("Blur hash of the first image, or null."),
  prep_time: z.number().nullable(),
  cook_time: z.number().nullable(),
  total_time: z.number().nullable(),
  servings: z.number().nullable(),
  difficulty: z.string().nullable(),
  rating: z.number().nullable(),
  source_section: z.string(),
  source_url: z.string().nullable(),
  source_v2_id: z.string().nullable(),
  sources: z.array(z.object({ attachment_id: z.string(), source_v2_id: z.string(), is_primary: z.boolean(), section: z.string().nullable(), page: z.string().nullable(), url: z.string().nullable(), attached_at: z.string() })),
  import_id: z.string().nullable(),
  nutrition: z.record(z.string(), z.unknown()).optional().describe("Present after nutrition has been computed."),
  created_at: z.string(),
  updated_at: z.string(),
});

export const recipeListSchema = z.object({ recipes: z.array(recipeSchema), ...listMetaSchema });
export const tagsSchema = z.object({ tags: z.array(z.object({ tag: z.string(), count: z.number() })) });
