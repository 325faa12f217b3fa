import type { Deps } from "../../deps";
import { writableVersion } from "../write-guard";
import type { Actor } from "../../auth/actor";
import { NotFoundError, ValidationError } from "../../errors";
import type { ListResult } from "../../db/paging";
import { writeTombstone } from "../../db/tombstones";
import { type ListQuery } from "../../http/list";
import { newId } from "../../lib/ids";
import { trackVisibility } from "../../auth/track";
import { deleteShares } from "../grocery/grocery.repo";
import * as repo from "./mealplans.repo";
import type { MealPlanRow, MealRow, RecipeLite, StoredMealItem } from "./mealplans.repo";
import { presentPlan, recipeIdsOf } from "./mealplans.present";
import type { CreatePlanInput, MealInput, MealItemInput, MealPatch, MealPlanOut, UpdatePlanInput } from "./mealplans.schemas";

export const ENTITY = "mealplan";

/** Tell the owner and the households the plan is shared into that it changed. */
export function emitChanged(deps: Deps, row: MealPlanRow, op: "created" | "updated" | "deleted"): void {
  deps.events.emit(deps.access.audienceOf(ENTITY, row), "mealplan.changed", { id: row.id, op });
}

/**
 * Which of the loaded recipes a viewer is shown inside a plan: the viewer's own recipes and those the access module
 * lets the viewer see (a plan shared into a household shows the recipes in it of that household's members, never a
 * private one). Visibility was checked when an item was written, but it can end later (unshared, member left): a
 * recipe the viewer can no longer see gives neither its title, nor its nutrition, nor its ingredients (grocery
 * derivation). One query for the whole set, whatever the number of plans.
 */
export function recipesShownTo(deps: Deps, viewerId: string, recipes: Map<string, RecipeLite>): (planOwnerId: string) => Map<string, RecipeLite> {
  const foreign = [...recipes.values()].filter((r) => r.user_id !== viewerId).map((r) => r.id);
  const shared = deps.access.sharedWithSet(viewerId, "recipe", foreign);
  const shown = new Map([...recipes].filter(([id, r]) => r.user_id === viewerId || shared.has(id)));
  return () => shown;
}

/** Recipe ids named by meals of a request body. */
const bodyRecipeIds = (meals: Array<{ items?: MealItemInput[] }> | undefined): string[] =>
  (meals ?? []).flatMap((m) => (m.items ?? []).flatMap((i) => (i.recipe_id ? [i.recipe_id] : [])));

/**
 * Run a write to a plan; when the plan is shared, what its recipes show the household can change, so the write is
 * tracked for the members' delta sync over the plan's recipes before and the ones the request adds.
 */
function trackedPlanWrite<T>(deps: Deps, row: MealPlanRow, incoming: string[], fn: () => T): T {
  const audience = deps.access.audienceOf(ENTITY, row);
  if (audience.length <= 1) return fn();
  return trackVisibility(deps, audience, { recipeIds: [...new Set([...repo.planRecipeIds(deps.db.sqlite, row.id), ...incoming])] }, fn);
}

/** Plans with their meals as `viewerId` is shown them (one query for meals, one for recipes, one for shares). */
export function presentPlansFor(deps: Deps, viewerId: string, rows: MealPlanRow[]): MealPlanOut[] {
  const db = deps.db.sqlite;
  const meals = repo.mealsOfPlans(
    db,
    rows.map((r) => r.id),
  );
  const shownIn = recipesShownTo(deps, viewerId, repo.recipesByIds(db, recipeIdsOf([...meals.values()].flat())));
  return rows.map((r) => presentPlan(r, meals.get(r.id) ?? [], shownIn(r.user_id)));
}

/** The plan as `viewerId` is answered it: meals, item names and nutrition from the recipes the viewer is shown. */
export function present(deps: Deps, id: string, viewerId: string): MealPlanOut {
  const row = repo.findPlan(deps.db.sqlite, id);
  if (!row) throw new NotFoundError();
  const [out] = presentPlansFor(deps, viewerId, [row]);
  return out;
}

/**
 * Meal items → stored items. Every recipe must be visible to the actor; one that is not (another user's,
 * or absent) answers 404 as if it did not exist.
 */
function toStoredItems(deps: Deps, actor: Actor, items: MealItemInput[]): StoredMealItem[] {
  const ids = items.flatMap((i) => (i.recipe_id ? [i.recipe_id] : []));
  const recipes = repo.recipesByIds(deps.db.sqlite, ids);
  return items.map((it) => {
    if (!it.recipe_id) return { recipe_id: null, name: it.name ?? "", portion: it.portion ?? 1 };
    const recipe = recipes.get(it.recipe_id);
    if (!recipe || !deps.access.canSee(actor, "recipe", recipe)) throw new NotFoundError("Recipe not found");
    return { recipe_id: recipe.id, name: it.name ?? "", title: recipe.title, portion: it.portion ?? 1 };
  });
}

function newMealRow(deps: Deps, actor: Actor, planId: string, position: number, m: MealInput): MealRow {
  return {
    id: newId(),
    mealplan_id: planId,
    position,
    name: m.name ?? "",
    start_time: m.start_time,
    end_time: m.end_time,
    days_of_week: JSON.stringify([...m.days_of_week].sort((a, b) => a - b)),
    items: JSON.stringify(toStoredItems(deps, actor, m.items ?? [])),
    notes: m.notes ?? "",
  };
}

export function createPlan(deps: Deps, actor: Actor, body: CreatePlanInput): MealPlanOut {
  const now = deps.clock.stamp();
  const row: MealPlanRow = {
    id: newId(),
    user_id: actor.userId,
    name: body.name ?? "Meal plan",
    description: body.description ?? "",
    end_date: body.end_date ?? null,
    created_at: now,
    updated_at: now,
  };
  deps.db.tx(() => {
    repo.insertPlan(deps.db.sqlite, row);
    (body.meals ?? []).forEach((m, i) => repo.insertMeal(deps.db.sqlite, newMealRow(deps, actor, row.id, i, m)));
    emitChanged(deps, row, "created");
  });
  return present(deps, row.id, actor.userId);
}

export function getPlan(deps: Deps, actor: Actor, id: string): MealPlanOut {
  deps.access.authorize(actor, "read", ENTITY, repo.findPlan(deps.db.sqlite, id));
  return present(deps, id, actor.userId);
}

/** Plans the user owns or that are shared into their households, with delta sync. */
export function listPlans(deps: Deps, actor: Actor, q: ListQuery): ListResult<"mealplans", MealPlanOut> {
  const db = deps.db.sqlite;
  const page = repo.plansPage(db, actor.userId, q, deps.clock.nowIso());
  const { rows, ...meta } = page;
  return { mealplans: presentPlansFor(deps, actor.userId, rows), ...meta };
}

/** Run `change` on an authorized plan inside one transaction, after the If-Match check, then bump the plan. */
function writePlan(
  deps: Deps,
  actor: Actor,
  id: string,
  ifMatch: string | undefined,
  incoming: string[],
  change: (row: MealPlanRow, now: string) => MealPlanRow | void,
): MealPlanOut {
  deps.db.tx(() => {
    const row = writableVersion(deps, actor, "update", ENTITY, repo.findPlan(deps.db.sqlite, id), ifMatch);
    const now = deps.clock.stamp(row.updated_at);
    const next = trackedPlanWrite(deps, row, incoming, () => change(row, now)) ?? { ...row, updated_at: now };
    repo.updatePlanRow(deps.db.sqlite, { ...next, updated_at: now });
    emitChanged(deps, next, "updated");
  });
  return present(deps, id, actor.userId);
}

/** Change name, description, end_date; `meals` replaces every meal (new meal ids). */
export function updatePlan(deps: Deps, actor: Actor, id: string, body: UpdatePlanInput, ifMatch: string | undefined): MealPlanOut {
  return writePlan(deps, actor, id, ifMatch, bodyRecipeIds(body.meals), (row, now) => {
    if (body.meals) {
      repo.deleteMealsOf(deps.db.sqlite, id);
      body.meals.forEach((m, i) => repo.insertMeal(deps.db.sqlite, newMealRow(deps, actor, id, i, m)));
    }
    return {
      ...row,
      name: body.name ?? row.name,
      description: body.description ?? row.description,
      end_date: body.end_date === undefined ? row.end_date : body.end_date,
      updated_at: now,
    };
  });
}

/** The owner deletes a plan, or an owner of a household it is shared into (other members get 403). */
export function deletePlan(deps: Deps, actor: Actor, id: string, ifMatch: string | undefined): void {
  const db = deps.db.sqlite;
  deps.db.tx(() => {
    const row = writableVersion(deps, actor, "delete", ENTITY, repo.findPlan(db, id), ifMatch);
    emitChanged(deps, row, "deleted");
    trackedPlanWrite(deps, row, [], () => {
      deleteShares(db, ENTITY, id);
      repo.deletePlanRow(db, id);
    });
    writeTombstone(db, ENTITY, id, row.user_id, deps.clock.stamp());
  });
}

export function addMeal(deps: Deps, actor: Actor, id: string, body: MealInput, ifMatch: string | undefined): MealPlanOut {
  return writePlan(deps, actor, id, ifMatch, bodyRecipeIds([body]), () => {
    repo.insertMeal(deps.db.sqlite, newMealRow(deps, actor, id, repo.maxMealPosition(deps.db.sqlite, id) + 1, body));
  });
}

/** Change some fields of a meal; the time window is checked on the merged values. */
export function updateMeal(deps: Deps, actor: Actor, id: string, mealId: string, body: MealPatch, ifMatch: string | undefined): MealPlanOut {
  return writePlan(deps, actor, id, ifMatch, bodyRecipeIds([body]), () => {
    const meal = repo.findMeal(deps.db.sqlite, id, mealId);
    if (!meal) throw new NotFoundError("No meal with this id in the plan");
    const next: MealRow = {
      ...meal,
      name: body.name ?? meal.name,
      start_time: body.start_time ?? meal.start_time,
      end_time: body.end_time ?? meal.end_time,
      days_of_week: body.days_of_week ? JSON.stringify([...body.days_of_week].sort((a, b) => a - b)) : meal.days_of_week,
      items: body.items ? JSON.stringify(toStoredItems(deps, actor, body.items)) : meal.items,
      notes: body.notes ?? meal.notes,
    };
    if (next.start_time >= next.end_time) {
      const path = body.end_time !== undefined ? "end_time" : "start_time";
      throw new ValidationError([
        { type: "field", path, msg: "end_time must be after start_time", location: "body", value: path === "end_time" ? next.end_time : next.start_time },
      ]);
    }
    repo.updateMealRow(deps.db.sqlite, next);
  });
}

export function deleteMeal(deps: Deps, actor: Actor, id: string, mealId: string, ifMatch: string | undefined): MealPlanOut {
  return writePlan(deps, actor, id, ifMatch, [], () => {
    if (!repo.findMeal(deps.db.sqlite, id, mealId)) throw new NotFoundError("No meal with this id in the plan");
    repo.deleteMealRow(deps.db.sqlite, mealId);
  });
}

/** The user's own plans for the export. */
export function exportPlans(deps: Deps, userId: string): MealPlanOut[] {
  const db = deps.db.sqlite;
  return presentPlansFor(deps, userId, repo.plansOwnedBy(db, userId));
}
