import type { MealPlanRow, MealRow, RecipeLite, StoredMealItem } from "./mealplans.repo";
import type { MealItemOut, MealOut, MealPlanOut, NutritionOut } from "./mealplans.schemas";

const NUTRIENTS = ["calories", "protein_g", "fat_g", "carbs_g", "fiber_g", "sugar_g", "sodium_mg"] as const;
type Nutrient = (typeof NUTRIENTS)[number];
type Figures = Partial<Record<Nutrient, number>>;

const round1 = (n: number): number => Math.round(n * 10) / 10;

/**
 * Per-serving figures of a recipe's stored nutrition. The spec stores them per serving; a record that says it is
 * per whole recipe is divided by the servings, so a portion always means one serving.
 */
function perServing(recipe: RecipeLite): Figures | null {
  if (!recipe.nutrition) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(recipe.nutrition);
  } catch {
    return null;
  }
  if (parsed === null || typeof parsed !== "object") return null;
  const n = parsed as Record<string, unknown>;
  const whole = typeof n.per === "string" && /^(recipe|total|batch|whole)$/i.test(n.per);
  const divisor = whole && recipe.servings && recipe.servings > 0 ? recipe.servings : 1;
  const out: Figures = {};
  let any = false;
  for (const k of NUTRIENTS) {
    const v = n[k];
    if (typeof v === "number" && Number.isFinite(v)) {
      out[k] = v / divisor;
      any = true;
    }
  }
  return any ? out : null;
}

function toNutrition(f: Figures, per: string): NutritionOut {
  const out: NutritionOut = { per };
  for (const k of NUTRIENTS) {
    const v = f[k];
    if (v !== undefined) out[k] = round1(v);
  }
  return out;
}

/** Parse a stored JSON array, tolerating a damaged value as empty (never fail a read over one bad row). */
export function parseJsonArray<T>(text: string): T[] {
  try {
    const v: unknown = JSON.parse(text);
    return Array.isArray(v) ? (v as T[]) : [];
  } catch {
    return [];
  }
}

/** How meals are presented. */
export interface PresentOptions {
  /**
   * Name an item whose recipe is not in `recipes` by the recipe title stored with it when it was written (default
   * true: a plan keeps telling its viewers what a since-deleted recipe was). A public share-link view passes false:
   * that title may be of someone else's recipe, and the item then shows only its own label.
   */
  storedTitles?: boolean;
}

/**
 * A stored meal → API shape: item names from the current titles of the recipes in `recipes` (those the viewer is
 * shown), nutrition from their stored figures; an item whose recipe is not among them gives neither.
 */
export function presentMeal(m: MealRow, recipes: Map<string, RecipeLite>, opts: PresentOptions = {}): MealOut {
  const storedTitles = opts.storedTitles ?? true;
  const items: MealItemOut[] = [];
  const total: Figures = {};
  let anyNutrition = false;
  for (const it of parseJsonArray<StoredMealItem>(m.items)) {
    const recipe = it.recipe_id ? recipes.get(it.recipe_id) : undefined;
    const per = recipe ? perServing(recipe) : null;
    let nutrition: NutritionOut | null = null;
    if (per) {
      const scaled: Figures = {};
      for (const k of NUTRIENTS) {
        const v = per[k];
        if (v === undefined) continue;
        scaled[k] = v * it.portion;
        total[k] = (total[k] ?? 0) + v * it.portion;
      }
      anyNutrition = true;
      nutrition = toNutrition(scaled, "portion");
    }
    items.push({ recipe_id: it.recipe_id, name: it.name || recipe?.title || (storedTitles ? it.title : "") || "", portion: it.portion, nutrition });
  }
  return {
    id: m.id,
    name: m.name,
    start_time: m.start_time,
    end_time: m.end_time,
    days_of_week: parseJsonArray<number>(m.days_of_week),
    items,
    notes: m.notes,
    nutrition: anyNutrition ? toNutrition(total, "meal") : null,
  };
}

/** Recipe ids referenced by some meals (to load them in one query). */
export function recipeIdsOf(meals: MealRow[]): string[] {
  const ids = new Set<string>();
  for (const m of meals) for (const it of parseJsonArray<StoredMealItem>(m.items)) if (it.recipe_id) ids.add(it.recipe_id);
  return [...ids];
}

/** mealplans row and its meals → API shape. */
export function presentPlan(p: MealPlanRow, meals: MealRow[], recipes: Map<string, RecipeLite>, opts: PresentOptions = {}): MealPlanOut {
  return {
    id: p.id,
    user_id: p.user_id,
    name: p.name,
    description: p.description,
    end_date: p.end_date,
    meals: meals.map((m) => presentMeal(m, recipes, opts)),
    created_at: p.created_at,
    updated_at: p.updated_at,
  };
}
