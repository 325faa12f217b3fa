import type { Deps } from "../../deps";
import type { Actor } from "../../auth/actor";
import { parseIngredientLine } from "../../lib/ingredients/parse";
import { computeNutrition, ingredientsHash } from "../../nutrition";
import type { NutritionIngredient } from "../../nutrition";
import { findRecipeForNutrition, storeNutrition, type RecipeNutritionRow } from "./nutrition.repo";
import { nutritionSchema, storedIngredientSchema, type NutritionOut } from "./nutrition.schemas";

/** Reads a JSON column, tolerating damage (a broken column must not make the recipe uncomputable). */
function parseJson(text: string | null): unknown {
  if (text === null || text === "") return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Starts like an amount ("2 cups flour" typed whole into the name field). */
const LEADING_AMOUNT = /^\s*[\d½¼¾⅓⅔⅛⅜⅝⅞]/;

function toIngredients(value: unknown): NutritionIngredient[] {
  if (!Array.isArray(value)) return [];
  const out: NutritionIngredient[] = [];
  for (const item of value) {
    const parsed = storedIngredientSchema.safeParse(item);
    if (!parsed.success || parsed.data.name.trim() === "") continue;
    const ing = parsed.data;
    // A whole line stored as the name (hand-typed or from an older import) still carries its amount:
    // read it with the shared parser rather than skipping the ingredient for "no quantity".
    if (ing.quantity === undefined && ing.unit === undefined && LEADING_AMOUNT.test(ing.name)) {
      const reread = parseIngredientLine(ing.name);
      out.push({ ...reread, isOptional: ing.isOptional ?? reread.isOptional });
      continue;
    }
    out.push(ing);
  }
  return out;
}

/** Every ingredient of a recipe: its own list, then each component's (sub-recipes are eaten too). */
export function recipeIngredients(row: Pick<RecipeNutritionRow, "ingredients" | "components">): NutritionIngredient[] {
  const all = toIngredients(parseJson(row.ingredients));
  const components = parseJson(row.components);
  if (Array.isArray(components)) {
    for (const c of components) {
      if (c && typeof c === "object" && "ingredients" in c) all.push(...toIngredients((c as { ingredients: unknown }).ingredients));
    }
  }
  return all;
}

/** The stored figures when they are complete and were computed from exactly these ingredients and servings. */
function storedFor(row: RecipeNutritionRow, hash: string): NutritionOut | undefined {
  const parsed = nutritionSchema.safeParse(parseJson(row.nutrition));
  return parsed.success && parsed.data.ingredients_hash === hash ? parsed.data : undefined;
}

/**
 * POST /api/recipes/{id}/nutrition. Visible recipe required (404 otherwise). When the stored figures were
 * computed from the current ingredients and servings (same ingredients_hash) they are returned as they are.
 * Otherwise the owner's call computes, stores the figures on the recipe, moves its updated_at and emits
 * `recipe.changed`; a household member's call computes the same figures but stores nothing (members may read
 * a shared recipe, not change it).
 */
export function recipeNutrition(deps: Deps, actor: Actor, id: string): NutritionOut {
  const row = deps.access.authorize(actor, "read", "recipe", findRecipeForNutrition(deps.db.sqlite, id));
  const ingredients = recipeIngredients(row);
  const servings = row.servings ?? undefined;
  const hash = ingredientsHash(ingredients, servings);
  const cached = storedFor(row, hash);
  if (cached) return cached;
  const r = computeNutrition(ingredients, servings);
  const now = deps.clock.stamp(row.updated_at);
  const out: NutritionOut = {
    calories: r.calories,
    protein_g: r.protein_g,
    fat_g: r.fat_g,
    carbs_g: r.carbs_g,
    fiber_g: r.fiber_g,
    sugar_g: r.sugar_g,
    sodium_mg: r.sodium_mg,
    per: "serving",
    computed_at: now,
    ingredients_hash: hash,
    servings: r.servings,
    matched: r.matched.length,
    skipped: r.skipped,
  };
  if (row.user_id !== actor.userId) return out;
  deps.db.tx(() => {
    storeNutrition(deps.db.sqlite, row.id, JSON.stringify(out), now);
    deps.events.emit(deps.access.audienceOf("recipe", row), "recipe.changed", { id: row.id, op: "updated" });
  });
  return out;
}
