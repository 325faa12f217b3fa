import { defineRoute, type RouteDef } from "../../http/route";
import { nutritionBody, nutritionSchema, recipeIdParams } from "./nutrition.schemas";
import { recipeNutrition } from "./nutrition.service";

const tags = ["recipes"];

/** Routes of the nutrition module. */
export const nutritionRoutes: RouteDef[] = [
  defineRoute({
    method: "POST",
    path: "/api/recipes/{id}/nutrition",
    summary: "Per-serving nutrition estimated from the ingredients (USDA SR Legacy), stored on the recipe",
    description: [
      "Each ingredient of the recipe and of its components is matched to a food of USDA SR Legacy (public domain)",
      "and weighed (mass directly; volume through the food's portion weights or a density; counts through portions",
      "such as one large egg or one clove). The sum is divided by `servings` (1 when the recipe has none; the",
      "divisor used is returned as `servings`). Ingredients that cannot be matched or weighed, optional ones and",
      "frying oil are skipped, never guessed, and listed in `skipped` with a reason; `matched` counts the rest.",
      "The result is cached against `ingredients_hash` (a hash of the ingredient lists and servings): calling again",
      "without editing them returns the stored figures unchanged (same `computed_at`); an edit makes the next call",
      "compute again. The owner's call stores the figures on the recipe, which moves the recipe's `updated_at`",
      "(delta sync sees it) and emits `recipe.changed`. Household members with whom the recipe is shared get the",
      "stored figures, or freshly computed ones that are not stored (they may read the recipe, not change it).",
      "No request body (an empty object is accepted).",
    ].join(" "),
    tags,
    auth: "user",
    params: recipeIdParams,
    body: nutritionBody,
    responses: {
      200: { description: "Nutrition", schema: nutritionSchema },
      404: { description: "No such recipe visible to the caller" },
    },
    handler: ({ deps, actor, params }) => recipeNutrition(deps, actor, params.id),
  }),
];
