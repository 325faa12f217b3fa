import { z } from "zod";

export const embeddingsBody = z.strictObject({
  texts: z.array(z.string().max(20_000)).min(1).max(64).describe("Texts to embed (1 to 64)"),
});
export const embeddingsSchema = z.object({
  model: z.string(),
  dimensions: z.number(),
  embeddings: z.array(z.array(z.number())),
});

export const searchQuery = z.object({
  q: z.string().trim().min(1).max(500).describe("What to look for, in your own words"),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export const searchResultSchema = z.object({
  results: z.array(z.object({ recipe_id: z.string(), title: z.string(), subtitle: z.string(), tags: z.array(z.string()), score: z.number() })),
  model: z.string(),
});

export const parseBody = z.strictObject({ lines: z.array(z.string().max(1000)).min(1).max(500) });
export const parsedSchema = z.object({
  ingredients: z.array(
    z.object({ name: z.string(), quantity: z.number().optional(), unit: z.string().optional(), preparation: z.string().optional(), isOptional: z.boolean().optional() }),
  ),
});

export const suggestBody = z.strictObject({
  ingredients: z.array(z.string().trim().min(1).max(200)).min(1).max(200).describe("What you have on hand"),
  limit: z.number().int().min(1).max(50).default(10),
  ignore_staples: z.boolean().default(true).describe("Treat salt, pepper, water, oil and sugar as always on hand"),
});
export const suggestSchema = z.object({
  suggestions: z.array(
    z.object({ recipe_id: z.string(), title: z.string(), matched: z.array(z.string()), missing: z.array(z.string()), coverage: z.number() }),
  ),
});
