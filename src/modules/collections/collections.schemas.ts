import { z } from "zod";
import { listMetaSchema } from "../../http/list";

/** Path of one collection. */
export const collectionParams = z.object({ id: z.uuid() });

/** Path of one recipe inside a collection. */
export const collectionRecipeParams = z.object({ id: z.uuid(), recipeId: z.uuid() });

const name = z.string().trim().min(1, "name must not be empty").max(200);
const description = z.string().max(10_000);
const tags = z.array(z.string().max(100)).max(100).describe("Free-form labels; trimmed, empty ones dropped, duplicates (case-insensitive) removed.");
const recipeIds = z.array(z.uuid()).max(5_000);

/** POST /api/collections. */
export const createCollectionBody = z.strictObject({
  name,
  description: description.optional(),
  recipes: recipeIds.optional().describe("Ordered recipe ids; each must be a recipe the caller can see (404 otherwise)."),
  tags: tags.optional(),
});
export type CreateCollectionInput = z.output<typeof createCollectionBody>;

/** PUT /api/collections/{id}: partial, like PUT of a recipe (supplied fields replaced, omitted ones untouched). */
export const updateCollectionBody = z.strictObject({
  name: name.optional(),
  description: description.optional(),
  recipes: recipeIds.optional().describe("Replaces the whole ordered list of recipe ids."),
  tags: tags.optional(),
});
export type UpdateCollectionInput = z.output<typeof updateCollectionBody>;

/** POST /api/collections/{id}/recipes. */
export const addRecipesBody = z.strictObject({
  recipe_ids: z.array(z.uuid()).min(1).max(5_000).describe("Appended in this order; ids already in the collection are kept where they are."),
});
export type AddRecipesInput = z.output<typeof addRecipesBody>;

/** The Collection record of the spec. */
export const collectionSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  name: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  recipes: z.array(z.string()).describe("Ordered ids of the recipes in the collection that the caller can see."),
  recipe_count: z.number().describe("Length of `recipes`."),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CollectionOut = z.infer<typeof collectionSchema>;

/** A page of collections. */
export const collectionPageSchema = z.object({ collections: z.array(collectionSchema), ...listMetaSchema });
export type CollectionPage = z.infer<typeof collectionPageSchema>;
