import type { Ingredient } from "../../lib/ingredients/types";
import type { StoredMediaItem } from "../files/files.schemas";
import type { RecipeRow } from "./recipes.repo";
import { kitchenAmount } from "../../lib/kitchen";
import type { CreateRecipeInput, UpdateRecipeInput } from "./recipes.schemas";

/** A component as stored: every field present, so reads can splice it without filling defaults. */
interface StoredComponent {
  title: string;
  description: string;
  notes: string;
  ingredients: Ingredient[];
  instructions: string[];
}

type Input = CreateRecipeInput | UpdateRecipeInput;

/**
 * Apply validated input to a row: supplied fields replace, omitted fields keep `base` (PUT is a partial update).
 * `media` must already be resolved against the files the user may see.
 */
export function applyInput(base: RecipeRow, input: Input, media: StoredMediaItem[] | undefined, now: string): RecipeRow {
  const row: RecipeRow = { ...base, updated_at: now };
  if (input.title !== undefined) row.title = input.title;
  if (input.subtitle !== undefined) row.subtitle = input.subtitle;
  if (input.description !== undefined) row.description = input.description;
  if (input.notes !== undefined) row.notes = input.notes;
  if (input.tags !== undefined) row.tags = JSON.stringify(input.tags);
  if (input.ingredients !== undefined) row.ingredients = JSON.stringify(input.ingredients);
  if (input.components !== undefined) {
    const comps: StoredComponent[] = input.components.map((c) => ({
      title: c.title,
      description: c.description,
      notes: c.notes,
      ingredients: c.ingredients,
      instructions: c.instructions,
    }));
    row.components = JSON.stringify(comps);
  }
  if (input.instructions !== undefined) row.instructions = JSON.stringify(input.instructions.map((s) => s.trim()).filter((s) => s !== ""));
  if (media !== undefined) row.media = JSON.stringify(media);
  if (input.prep_time !== undefined) row.prep_time = input.prep_time;
  if (input.cook_time !== undefined) row.cook_time = input.cook_time;
  if (input.total_time !== undefined) row.total_time = input.total_time;
  if (input.servings !== undefined) row.servings = input.servings;
  if (input.difficulty !== undefined) row.difficulty = input.difficulty === "" ? null : input.difficulty;
  if (input.rating !== undefined) row.rating = input.rating;
  if (input.source_section !== undefined) row.source_section = input.source_section;
  if (input.source_url !== undefined) row.source_url = input.source_url;
  if (input.private !== undefined) row.private = input.private ? 1 : 0;
  return row;
}

/** A fresh row with the table's defaults. */
export function emptyRow(id: string, userId: string, now: string): RecipeRow {
  return {
    id,
    user_id: userId,
    title: "",
    subtitle: "",
    description: "",
    notes: "",
    tags: "[]",
    ingredients: "[]",
    components: "[]",
    instructions: "[]",
    media: "[]",
    prep_time: null,
    cook_time: null,
    total_time: null,
    servings: null,
    difficulty: null,
    rating: null,
    source_section: "",
    source_url: null,
    source_v2_id: null,
    import_id: null,
    nutrition: null,
    private: 0,
    created_at: now,
    updated_at: now,
  };
}

/**
 * Quantities multiplied by `factor` and shown as a cook measures them (src/lib/kitchen.ts): `quantity` (and
 * `quantityMax`) are the kitchen amounts (4 onions, 3⅔ cups), `quantityExact` the exact product (4 decimals) and
 * `display` the amount as text. Every other field (size, note, preparation, original) is kept as stored.
 */
export function scaleIngredients(list: Ingredient[], factor: number): Ingredient[] {
  return list.map((i) => {
    if (i.quantity === undefined) return i;
    const exact = Math.round(i.quantity * factor * 10000) / 10000;
    const exactMax = i.quantityMax === undefined ? undefined : i.quantityMax * factor;
    const kitchen = kitchenAmount(exact, i.unit, i.name, { max: exactMax });
    const out: Ingredient = { ...i, quantity: kitchen.quantity, quantityExact: exact, display: kitchen.display };
    if (kitchen.quantityMax !== undefined) out.quantityMax = kitchen.quantityMax;
    else delete out.quantityMax;
    return out;
  });
}
