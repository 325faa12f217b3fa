import { z } from "zod";

/** Cooklang text is recipe-sized; the JSON body limit applies on top of this. */
const MAX_SOURCE_CHARS = 200_000;

/** POST /api/recipes/cooklang body. */
export const importCooklangSchema = z.strictObject({
  source: z
    .string()
    .max(MAX_SOURCE_CHARS)
    .refine((s) => s.trim() !== "", "source is required")
    .describe("The recipe in Cooklang (https://cooklang.org), e.g. the content of a .cook file."),
  title: z
    .string()
    .trim()
    .min(1, "title must not be empty")
    .max(500)
    .optional()
    .describe("Title of the new recipe; overrides a `title` metadata entry of the source. Required when the source has none."),
});
export type ImportCooklangInput = z.output<typeof importCooklangSchema>;

export const cooklangParams = z.object({ id: z.uuid() });

const ingredientShape = z.object({
  name: z.string(),
  quantity: z.number().optional(),
  unit: z.string().optional(),
  preparation: z.string().optional(),
  isOptional: z.boolean().optional(),
  quantityMax: z.number().optional(),
  size: z.string().optional(),
  note: z.string().optional(),
});

/**
 * The fields of a Recipe (API shape) that Cooklang carries. Read with a schema of its own rather than the full
 * Recipe schema so that fields Cooklang does not use (media, sources, nutrition) can change without breaking export.
 */
export const exportableRecipeSchema = z.object({
  title: z.string(),
  description: z.string().nullish(),
  notes: z.string().nullish(),
  tags: z.array(z.string()).optional(),
  ingredients: z.array(ingredientShape).optional(),
  components: z
    .array(z.object({ title: z.string().optional(), ingredients: z.array(ingredientShape).optional(), instructions: z.array(z.string()).optional() }))
    .optional(),
  instructions: z.array(z.string()).optional(),
  prep_time: z.number().nullish(),
  cook_time: z.number().nullish(),
  total_time: z.number().nullish(),
  servings: z.number().nullish(),
  difficulty: z.string().nullish(),
  source_url: z.string().nullish(),
});
