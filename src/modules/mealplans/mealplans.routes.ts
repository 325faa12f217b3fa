import { defineRoute, type RouteDef } from "../../http/route";
import { listQuerySchema } from "../../http/list";
import {
  createPlanBody,
  deriveBody,
  groceryListSchema,
  mealInput,
  mealParams,
  mealPatch,
  mealPlanPageSchema,
  mealPlanSchema,
  planParams,
  updatePlanBody,
} from "./mealplans.schemas";
import { addMeal, createPlan, deleteMeal, deletePlan, getPlan, listPlans, updateMeal, updatePlan } from "./mealplans.service";
import { deriveGroceryList } from "./mealplans.grocery";

const tags = ["meal plans"];
const plan = { description: "Meal plan", schema: mealPlanSchema };
const stale = { description: "If-Match names an older version; nothing was changed" };
const nutritionNote =
  "Each meal item's `nutrition` is its recipe's stored per-serving figures × `portion` (a portion is servings of the recipe); each meal's `nutrition` sums its items that have figures (null when none has).";

/** Meal plans: recurring weekday slots of recipes. Household members may edit shared plans; only the owner deletes one. */
export const mealplanRoutes: RouteDef[] = [
  defineRoute({
    method: "GET",
    path: "/api/mealplans",
    summary: "Meal plans the user owns or that are shared into their households",
    description:
      "Newest first; with `since`, delta sync (oldest change first, tombstones in `deleted`, `server_time`). Any change to a meal moves its plan's `updated_at`.",
    tags,
    auth: "user",
    query: listQuerySchema,
    responses: { 200: { description: "A page of meal plans", schema: mealPlanPageSchema } },
    handler: ({ deps, actor, query }) => listPlans(deps, actor, query),
  }),
  defineRoute({
    method: "POST",
    path: "/api/mealplans",
    summary: "Create a meal plan",
    description: `\`name\` defaults to "Meal plan"; \`end_date\` (YYYY-MM-DD) is optional; \`meals\` may be given at once. A recipe_id the caller cannot see answers 404. ${nutritionNote}`,
    tags,
    auth: "user",
    body: createPlanBody,
    responses: { 201: { description: "Created", schema: mealPlanSchema }, 404: { description: "A recipe_id names no recipe the caller can see" } },
    handler: ({ deps, actor, body }) => createPlan(deps, actor, body),
  }),
  defineRoute({
    method: "GET",
    path: "/api/mealplans/{id}",
    summary: "One meal plan with its meals",
    description: nutritionNote,
    tags,
    auth: "user",
    params: planParams,
    responses: { 200: plan },
    handler: ({ deps, actor, params }) => getPlan(deps, actor, params.id),
  }),
  defineRoute({
    method: "PUT",
    path: "/api/mealplans/{id}",
    summary: "Change a meal plan",
    description: "Accepts `name`, `description`, `end_date` (null clears it) and `meals` (replaces every meal; the new meals get new ids). Honours If-Match.",
    tags,
    auth: "user",
    params: planParams,
    body: updatePlanBody,
    responses: { 200: plan, 404: { description: "No such plan, or a recipe_id the caller cannot see" }, 412: stale },
    handler: ({ deps, actor, params, body, ifMatch }) => updatePlan(deps, actor, params.id, body, ifMatch),
  }),
  defineRoute({
    method: "DELETE",
    path: "/api/mealplans/{id}",
    summary: "Delete a meal plan (owner only)",
    tags,
    auth: "user",
    params: planParams,
    responses: { 204: { description: "Deleted" }, 403: { description: "Shared with the caller, who is not the owner" }, 412: stale },
    handler: ({ deps, actor, params, ifMatch }) => deletePlan(deps, actor, params.id, ifMatch),
  }),
  defineRoute({
    method: "POST",
    path: "/api/mealplans/{id}/meals",
    summary: "Add a recurring meal slot",
    description:
      "`start_time` and `end_time` are HH:MM with start before end; `days_of_week` distinct integers 1 (Monday) to 7 (Sunday); `items` each `{recipe_id, portion}` (portion > 0, default 1) or `{name}`. Answers the whole plan with 201.",
    tags,
    auth: "user",
    params: planParams,
    body: mealInput,
    responses: { 201: plan, 404: { description: "No such plan, or a recipe_id the caller cannot see" }, 412: stale },
    handler: ({ deps, actor, params, body, ifMatch }) => addMeal(deps, actor, params.id, body, ifMatch),
  }),
  defineRoute({
    method: "PUT",
    path: "/api/mealplans/{id}/meals/{mealId}",
    summary: "Change a meal slot",
    description:
      "Fields to change (`name`, `start_time`, `end_time`, `days_of_week`, `items`, `notes`); the time window is checked on the result. Answers the whole plan.",
    tags,
    auth: "user",
    params: mealParams,
    body: mealPatch,
    responses: { 200: plan, 404: { description: "No such plan or meal, or a recipe_id the caller cannot see" }, 412: stale },
    handler: ({ deps, actor, params, body, ifMatch }) => updateMeal(deps, actor, params.id, params.mealId, body, ifMatch),
  }),
  defineRoute({
    method: "DELETE",
    path: "/api/mealplans/{id}/meals/{mealId}",
    summary: "Remove a meal slot",
    description: "Answers the whole plan.",
    tags,
    auth: "user",
    params: mealParams,
    responses: { 200: plan, 404: { description: "No such plan or meal" }, 412: stale },
    handler: ({ deps, actor, params, ifMatch }) => deleteMeal(deps, actor, params.id, params.mealId, ifMatch),
  }),
  defineRoute({
    method: "POST",
    path: "/api/mealplans/{id}/grocery-list",
    summary: "Derive a grocery list from the plan",
    description:
      "Optional body `{start_date, end_date, include_optional, name}`. Default range: today (UTC) and the next six days, never past the plan's `end_date`. Each meal counts once per day of the range on its weekdays; a recipe's ingredients (its components' too) scale by portion ÷ recipe servings (a recipe without servings counts as one). The same ingredient adds up across recipes when the units convert (mass with mass, volume with volume, counts with counts); grams and cups of the same ingredient stay separate lines. Optional ingredients are left out unless `include_optional`; plain water is left out. Each line keeps the first contributing recipe's `recipe_id` and an `aisle`; lines come in aisle order. Free-text meal items become lines of `portion` per occurrence. Answers 201 with a new Grocery list of type `mealplan` owned by the caller, `due_date` the first day.",
    tags,
    auth: "user",
    params: planParams,
    body: deriveBody,
    responses: { 201: { description: "The new grocery list", schema: groceryListSchema } },
    handler: ({ deps, actor, params, body }) => deriveGroceryList(deps, actor, params.id, body),
  }),
];
