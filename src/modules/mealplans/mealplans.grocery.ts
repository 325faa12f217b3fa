import type { Deps } from "../../deps";
import type { Actor } from "../../auth/actor";
import { ValidationError } from "../../errors";
import { insertGroceryList, presentGroceryList } from "../grocery/grocery.service";
import type { GroceryListOut } from "../grocery/grocery.schemas";
import * as repo from "./mealplans.repo";
import { recipeIdsOf } from "./mealplans.present";
import { ENTITY, recipesShownTo } from "./mealplans.service";
import type { DeriveInput } from "./mealplans.schemas";
import { kitchenAmount } from "../../lib/kitchen";
import { MAX_RANGE_DAYS, dateOf, dayNumber, deriveItems } from "./derive";

/**
 * Derive a new grocery list (type `mealplan`, owned by the caller) from a plan the caller can see. The range
 * defaults to today (UTC) and the six days after it; it never runs past the plan's end_date, so a plan that has
 * ended gives an empty list. `due_date` is the first day of the range (shop before it starts).
 */
export function deriveGroceryList(deps: Deps, actor: Actor, id: string, body: DeriveInput): GroceryListOut {
  const db = deps.db.sqlite;
  const plan = deps.access.authorize(actor, "read", ENTITY, repo.findPlan(db, id));
  const today = Math.floor(deps.clock.now() / 86_400_000);
  const first = body?.start_date ? dayNumber(body.start_date) : today;
  let last = body?.end_date ? dayNumber(body.end_date) : first + 6;
  if (last < first) {
    throw new ValidationError([{ type: "field", path: "end_date", msg: "end_date must not be before start_date", location: "body", value: body?.end_date }]);
  }
  if (last - first + 1 > MAX_RANGE_DAYS) {
    throw new ValidationError([{ type: "field", path: "end_date", msg: `A range is at most ${MAX_RANGE_DAYS} days`, location: "body", value: body?.end_date }]);
  }
  if (plan.end_date) last = Math.min(last, dayNumber(plan.end_date));
  const meals = repo.mealsOf(db, id);
  // Only recipes the caller is shown in this plan contribute ingredients (see recipesShownTo).
  const recipes = recipesShownTo(deps, actor.userId, repo.recipesByIds(db, recipeIdsOf(meals)))(plan.user_id);
  const lines = deriveItems(meals, recipes, { first, last, includeOptional: body?.include_optional ?? false });
  const range = last >= first ? `${dateOf(first)} – ${dateOf(last)}` : "no days left in the plan";
  const listId = deps.db.tx(() =>
    insertGroceryList(
      deps,
      actor.userId,
      {
        name: body?.name ?? `${plan.name || "Meal plan"} (${range})`,
        description: `From the meal plan "${plan.name}", ${range}.`,
        type: "mealplan",
        due_date: dateOf(first),
      },
      lines.map((l) => {
        // Stored as a cook buys it (4 onions, not 3.667), with the exact sum beside it.
        const kitchen = l.quantity === null ? null : kitchenAmount(l.quantity, l.unit ?? undefined, l.name, { purpose: "shop" });
        const exact = kitchen && l.quantity !== null && kitchen.quantity !== l.quantity ? l.quantity : null;
        return { name: l.name, quantity: kitchen ? kitchen.quantity : null, quantity_exact: exact, unit: l.unit, recipe_id: l.recipe_id, aisle: l.aisle };
      }),
    ),
  );
  return presentGroceryList(deps, listId);
}
