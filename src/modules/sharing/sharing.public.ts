import type { Deps } from "../../deps";
import { NotFoundError } from "../../http/errors";
import { linkedRecipeIds } from "../collections/collections.repo";
import { ownedRecipeIds } from "./sharing.repo";
import { liveLink } from "./sharing.service";
import { presentRecords } from "./sharing.resources";
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

/** The public view of the record behind a live link. */
function publicResource(deps: Deps, ownerId: string, type: PublicViewOut["resource_type"], id: string): Obj {
  const [record] = presentRecords(deps, ownerId, type, [id]);
  if (!record) throw new NotFoundError("Share link not found");
  switch (type) {
    case "recipe":
      return publicRecipe(record);
    case "collection": {
      // Only the owner's own recipes: a recipe another member shared with them is not theirs to publish.
      const ids = ownedRecipeIds(deps.db.sqlite, ownerId, linkedRecipeIds(deps.db.sqlite, id));
      const recipes = presentRecords(deps, ownerId, "recipe", ids).map(publicRecipe);
      return { ...omit(record, ["user_id", "recipes"]), recipes, recipe_count: recipes.length };
    }
    case "mealplan": {
      const meals = Array.isArray(record.meals) ? record.meals.filter(isObj) : [];
      return {
        ...omit(record, ["user_id", "meals"]),
        meals: meals.map((m) => ({ ...omit(m, ["notes", "items"]), items: (Array.isArray(m.items) ? m.items.filter(isObj) : []).map((it) => omit(it, ["recipe_id"])) })),
      };
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
  return { resource_type: link.resource_type, resource: publicResource(deps, link.user_id, link.resource_type, link.resource_id), expires_at: link.expires_at };
}
