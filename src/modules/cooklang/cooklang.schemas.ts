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
