import { z } from "zod";
import { ingredientOut } from "../recipes/recipes.schemas";

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

/** Lines per parse request: more than any recipe has (a long one has 40). */
export const PARSE_MAX_LINES = 200;
/** Characters per parse request, all lines together: about 200 generous lines. */
export const PARSE_MAX_CHARS = 20_000;

// The caps are checked here, by validation, before a single line is parsed (a 400 naming `lines`).
export const parseBody = z.strictObject({
  lines: z
    .array(z.string().max(1000, "a line has at most 1,000 characters"))
    .min(1)
    .max(PARSE_MAX_LINES, `at most ${PARSE_MAX_LINES} lines per request`)
    .refine((lines) => lines.reduce((n, l) => n + l.length, 0) <= PARSE_MAX_CHARS, `at most ${PARSE_MAX_CHARS} characters per request, all lines together`)
    .describe(`Ingredient lines as written (at most ${PARSE_MAX_LINES} lines, 1,000 characters each, ${PARSE_MAX_CHARS} in all)`),
});
export const parsedSchema = z.object({ ingredients: z.array(ingredientOut) });

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
