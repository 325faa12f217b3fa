import type { Deps } from "../../deps";
import { NotFoundError } from "../../errors";
import { linkedRecipeIds } from "../collections/collections.repo";
import { findPlan, mealsOf, recipesByIds } from "../mealplans/mealplans.repo";
import { presentPlan, recipeIdsOf } from "../mealplans/mealplans.present";
import { withPassedOnMedia } from "../recipes/recipes.media";
import { recipeObject } from "../recipes/recipes.present";
import { publicRecipeIdsOf } from "../recipes/recipes.lookups.repo";
import { liveLink } from "./sharing.service";
import { presentRecords, recipeRows } from "./sharing.resources";
import type { PublicViewOut } from "./sharing.schemas";

type Obj = Record<string, unknown>;

const isObj = (v: unknown): v is Obj => v !== null && typeof v === "object" && !Array.isArray(v);

/** Copy of `o` without the named keys. */
function omit(o: Obj, keys: string[]): Obj {
  const out: Obj = {};
  for (const [k, v] of Object.entries(o)) if (!keys.includes(k)) out[k] = v;
  return out;
}

/**
 * A recipe as the public sees it: no owner id, no private notes, no import id, no internal file ids. Images keep
 * their signed, expiring /media URLs, so a page without an account can load them.
 */
function publicRecipe(r: Obj): Obj {
  const media = Array.isArray(r.media) ? r.media.filter(isObj).map((m) => omit(m, ["file_id"])) : [];
  return { ...omit(r, ["user_id", "notes", "import_id"]), media };
}

/**
 * The recipes among `ids` that the link owner owns, in order, as the public sees them. A link publishes its owner's
 * data only: someone else's recipe (a household member's, shared with the owner) is not the owner's to publish, and
 * of each recipe's stored pictures only the files its owner owns get a signed URL (withPassedOnMedia).
 */
function publicRecipes(deps: Deps, ownerId: string, linkId: string, ids: string[]): Obj[] {
  const db = deps.db.sqlite;
  // Media URLs name the link that granted them: revoking (or expiring) the link stops them too.
  const signer = deps.services.files.signer.forGrant(`s.${linkId}`);
  return recipeRows(db, publicRecipeIdsOf(db, ownerId, ids)).map((r) => publicRecipe(recipeObject(withPassedOnMedia(deps, r), signer)));
}

/**
 * A meal plan as the public sees it. Only the plan owner's own recipes are shown (title, nutrition). An item whose
 * recipe is anyone else's — or was deleted, so whose it was is unknown — keeps only its own fields:
 * `{name: its own label or "", portion, nutrition: null, recipe_withheld: true}`; no title (not even the one stored
 * with the item), no id. A meal's nutrition adds up the shown recipes only. Private meal notes are left out.
 */
function publicPlan(deps: Deps, ownerId: string, id: string): Obj {
  const db = deps.db.sqlite;
  const row = findPlan(db, id);
  if (!row) throw new NotFoundError("Share link not found");
  const meals = mealsOf(db, id);
  const shown = recipesByIds(db, publicRecipeIdsOf(db, ownerId, recipeIdsOf(meals)));
  const plan = presentPlan(row, meals, shown, { storedTitles: false });
  return {
    ...omit(plan, ["user_id", "meals"]),
    meals: plan.meals.map((m) => ({
      ...omit(m, ["notes", "items"]),
      items: m.items.map((it) => ({
        name: it.name,
        portion: it.portion,
        nutrition: it.nutrition,
        recipe_withheld: it.recipe_id !== null && !shown.has(it.recipe_id),
      })),
    })),
  };
}

/** The public view of the record behind a live link. */
function publicResource(deps: Deps, ownerId: string, linkId: string, type: PublicViewOut["resource_type"], id: string): Obj {
  switch (type) {
    case "recipe": {
      const [recipe] = publicRecipes(deps, ownerId, linkId, [id]);
      if (!recipe) throw new NotFoundError("Share link not found");
      return recipe;
    }
    case "mealplan":
      return publicPlan(deps, ownerId, id);
  }
  const [record] = presentRecords(deps, ownerId, type, [id]);
  if (!record) throw new NotFoundError("Share link not found");
  switch (type) {
    case "collection": {
      const recipes = publicRecipes(deps, ownerId, linkId, linkedRecipeIds(deps.db.sqlite, id));
      return { ...omit(record, ["user_id", "recipes"]), recipes, recipe_count: recipes.length };
    }
    case "grocery_list": {
      const items = Array.isArray(record.items) ? record.items.filter(isObj) : [];
      return { ...omit(record, ["user_id", "items"]), items: items.map((it) => omit(it, ["recipe_id"])) };
    }
  }
}

/** GET /api/shared/{token}: the safe public view of a live link (404 for anything else, all alike). */
export function viewSharedLink(deps: Deps, token: string): PublicViewOut {
  const link = liveLink(deps, token);
  return {
    resource_type: link.resource_type,
    resource: publicResource(deps, link.user_id, link.id, link.resource_type, link.resource_id),
    expires_at: link.expires_at,
  };
}
