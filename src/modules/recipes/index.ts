import type { AppModule } from "../module";
import { recipesRoutes } from "./recipes.routes";
import { recipesOfUser } from "./recipes.repo";
import { recipeObject } from "./recipes.present";
import { RecipeRenderCache } from "./recipes.cache";

declare module "../../deps" {
  interface Services {
    /** Rendered JSON of recently read recipes, validated against updated_at on every read. */
    recipeRenderCache: RecipeRenderCache;
  }
}

/**
 * The recipe library: CRUD, delta sync, full-text search (FTS5, kept by triggers), tags, scaling, duplication.
 * Recipe rows cascade away with their owner; the export carries them in the API's own shape.
 */
export const recipesModule: AppModule = {
  name: "recipes",
  routes: recipesRoutes,
  createServices(deps) {
    deps.services.recipeRenderCache ??= new RecipeRenderCache();
  },
  registerHooks(hooks) {
    hooks.exportSections.push({
      name: "recipes",
      collect: (deps, userId) => recipesOfUser(deps.db.sqlite, userId).map((r) => recipeObject(r, deps.services.files.signer)),
    });
  },
};
