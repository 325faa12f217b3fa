import { z } from "zod";
import { listMetaSchema, listQuerySchema } from "../../http/list";
import { INGREDIENT_CAPS, normalizeIngredient } from "../../lib/ingredients";
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

const amountInput = z
  .union([z.number().min(0).max(1e9), z.string().max(50)])
  .nullable()
  .optional();
const isAmount = (q: unknown): boolean => typeof q !== "string" || q.trim() === "" || parseQuantity(q) !== null;
const AMOUNT_MESSAGE = "must be a number or a fraction such as 1 1/2 or ½";

/** An ingredient sent as an object: the spec's fields plus the additive ones (size, note, quantityMax, original). */
const ingredientObject = z
  .strictObject({
    name: z.string().trim().min(1, "name is required").max(INGREDIENT_CAPS.name),
    quantity: amountInput,
    quantityMax: amountInput.describe('Upper end of a range ("1-2 cloves": quantity 1, quantityMax 2).'),
    unit: text(INGREDIENT_CAPS.unit).nullable().optional(),
    size: text(INGREDIENT_CAPS.size).nullable().optional().describe('Size or package size: "large", "28 oz".'),
    preparation: text(INGREDIENT_CAPS.preparation).nullable().optional(),
    note: text(INGREDIENT_CAPS.note).nullable().optional().describe('Comments: "to taste", "about 250 g".'),
    isOptional: z.boolean().optional(),
    original: text(INGREDIENT_CAPS.original).nullable().optional().describe("The line as written."),
    // A scaled view's fields, accepted so a client can send back what it read; never stored.
    quantityExact: z.number().nullable().optional().describe("Read-only (scaled views): accepted and ignored."),
    display: z.string().max(100).nullable().optional().describe("Read-only (scaled views): accepted and ignored."),
  })
  .superRefine((v, ctx) => {
    if (!isAmount(v.quantity)) ctx.addIssue({ code: "custom", message: `quantity ${AMOUNT_MESSAGE}`, path: ["quantity"] });
    if (!isAmount(v.quantityMax)) ctx.addIssue({ code: "custom", message: `quantityMax ${AMOUNT_MESSAGE}`, path: ["quantityMax"] });
  })
  .transform((v): Ingredient => {
    const q = (x: typeof v.quantity): number | string | undefined =>
      x === null || x === undefined || (typeof x === "string" && x.trim() === "") ? undefined : x;
    const opt = (x: string | null | undefined): string | undefined => x ?? undefined;
    const loose = {
      name: v.name,
      quantity: q(v.quantity),
      quantityMax: q(v.quantityMax),
      unit: opt(v.unit),
      size: opt(v.size),
      preparation: opt(v.preparation),
      note: opt(v.note),
      isOptional: v.isOptional,
      original: opt(v.original),
    };
    // normalizeIngredient reads string amounts ("1 1/2", "1-2") at run time; the declared type says number.
    return normalizeIngredient(loose as Ingredient);
  });

/**
 * An ingredient as a client may send it: an object (quantity as a number or a string such as "1 1/2", "½", "1½"),
 * or a raw line ("2 cups flour, sifted") that the server parses after the whole body has been validated (see
 * withParsedLines). Lines are stored with everything they said, `original` included.
 */
export const ingredientInput = z.union([
  z
    .string()
    .max(1000, "an ingredient line has at most 1,000 characters")
    .refine((line) => line.trim() !== "", "an ingredient line is empty"),
  ingredientObject,
]);

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
  source_url: z
    .url({ protocol: /^https?$/ })
    .max(2000)
    .nullable(),
  private: z
    .boolean()
    .describe(
      "True: only you ever see this recipe, whatever your households share (shared library, shared collections and plans, shares). Only the owner may change it.",
    ),
};

/** Raw ingredient lines per recipe, all lists together, and their characters: validated before any is parsed. */
export const RECIPE_MAX_RAW_LINES = 1000;
export const RECIPE_MAX_RAW_CHARS = 100_000;

type RawIngredient = string | Ingredient;
interface WithRawLines {
  ingredients?: RawIngredient[];
  components?: { ingredients: RawIngredient[] }[];
}
type WithParsedLines<T extends WithRawLines> = Omit<T, "ingredients" | "components"> & {
  ingredients?: Ingredient[];
  components?: (Omit<NonNullable<T["components"]>[number], "ingredients"> & { ingredients: Ingredient[] })[];
};

function rawLines(v: WithRawLines): string[] {
  const all = [...(v.ingredients ?? []), ...(v.components ?? []).flatMap((c) => c.ingredients)];
  return all.filter((i): i is string => typeof i === "string");
}

/**
 * Caps raw lines (count and characters) in validation, then parses them: the parser never runs on a body that
 * validation refuses, and never on more than RECIPE_MAX_RAW_CHARS characters.
 */
function withParsedLines<S extends z.ZodType<WithRawLines>>(schema: S) {
  return schema
    .superRefine((v, ctx) => {
      const lines = rawLines(v);
      const chars = lines.reduce((n, l) => n + l.length, 0);
      if (lines.length > RECIPE_MAX_RAW_LINES || chars > RECIPE_MAX_RAW_CHARS) {
        ctx.addIssue({
          code: "custom",
          path: ["ingredients"],
          message: `at most ${RECIPE_MAX_RAW_LINES} ingredient lines and ${RECIPE_MAX_RAW_CHARS} characters of lines per recipe, components included`,
        });
      }
    })
    .transform((v): WithParsedLines<z.output<S>> => {
      const parse = (list: RawIngredient[]): Ingredient[] => list.map((i) => (typeof i === "string" ? normalizeIngredient(i) : i)).filter((i) => i.name !== "");
      const out: WithRawLines = { ...v };
      if (v.ingredients !== undefined) out.ingredients = parse(v.ingredients);
      if (v.components !== undefined) out.components = v.components.map((c) => ({ ...c, ingredients: parse(c.ingredients) }));
      // Every raw line is now a record: the shape WithParsedLines describes.
      return out as WithParsedLines<z.output<S>>;
    });
}

const createRecipeObject = z.strictObject({
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
  private: recipeFields.private.optional(),
});
/** POST /api/recipes: title required; everything else optional. */
export const createRecipeSchema = withParsedLines(createRecipeObject);
export type CreateRecipeInput = z.output<typeof createRecipeSchema>;
/** What callers of createRecipe may pass (ingredients as objects or raw lines). */
export type RecipeInput = z.input<typeof createRecipeSchema>;

/** PUT /api/recipes/{id}: partial; supplied fields replace, omitted fields stay. */
export const updateRecipeSchema = withParsedLines(createRecipeObject.partial());
export type UpdateRecipeInput = z.output<typeof updateRecipeSchema>;

export const recipeIdParams = z.object({ id: z.uuid() });

export const scaleSchema = z.strictObject({ servings: z.number().positive().max(100_000) });
export const duplicateSchema = z.strictObject({ title: z.string().trim().min(1).max(500).optional() }).optional();

/** GET /api/recipes query. */
export const listRecipesQuery = listQuerySchema.extend({
  q: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .optional()
    .describe("Full-text search (ranked; every word matches as a prefix; accents and case ignored). Not combinable with `since`."),
  tag: z
    .union([z.string().max(100), z.array(z.string().max(100)).max(10)])
    .optional()
    .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]))
    .describe("Only recipes with this tag (case-insensitive); repeat for recipes with every tag."),
  collection_id: z.uuid().optional().describe("Only recipes of this collection that you can see (404 when the collection is not visible)."),
});
export type ListRecipesQuery = z.output<typeof listRecipesQuery>;

/** A stored Ingredient: the spec's five fields plus the additive ones (see src/importers/types.ts). */
export const ingredientOut = z.object({
  name: z.string(),
  quantity: z.number().optional(),
  quantityMax: z.number().optional().describe("Upper end of a range: show `quantity`–`quantityMax`."),
  unit: z.string().optional(),
  size: z.string().optional().describe('Size or package size ("large", "28 oz").'),
  preparation: z.string().optional(),
  note: z.string().optional().describe('Comments and words the parser could not place ("to taste", "about 250 g").'),
  isOptional: z.boolean().optional(),
  original: z.string().optional().describe("The line as written, when the record was read from a line. Show it when nothing better is at hand."),
  quantityExact: z
    .number()
    .optional()
    .describe("Scaled or derived amounts only: the exact value; `quantity` is then the kitchen amount (4 onions, not 3.667)."),
  display: z.string().optional().describe('Scaled or derived amounts only: the kitchen amount as text ("3⅔", "1-2"); `unit` follows it.'),
});
const mediaOut = z.object({
  file_id: z.string(),
  url: z.string(),
  preview_url: z.string().optional(),
  blur_hash: z.string().nullable(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  kind: z.string(),
});

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
  components: z.array(
    z.object({ title: z.string(), description: z.string(), notes: z.string(), ingredients: z.array(ingredientOut), instructions: z.array(z.string()) }),
  ),
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
  sources: z.array(
    z.object({
      attachment_id: z.string(),
      source_v2_id: z.string(),
      is_primary: z.boolean(),
      section: z.string().nullable(),
      page: z.string().nullable(),
      url: z.string().nullable(),
      attached_at: z.string(),
    }),
  ),
  import_id: z.string().nullable(),
  private: z.boolean().describe("Only the owner sees it (default false)."),
  nutrition: z.record(z.string(), z.unknown()).optional().describe("Present after nutrition has been computed."),
  created_at: z.string(),
  updated_at: z.string(),
});

export const recipeListSchema = z.object({ recipes: z.array(recipeSchema), ...listMetaSchema });
export const tagsSchema = z.object({ tags: z.array(z.object({ tag: z.string(), count: z.number() })) });
