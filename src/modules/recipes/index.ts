import type { AppModule } from "../module";
import { recipesRoutes } from "./recipes.routes";
import { recipesOfUser } from "./recipes.repo";
import { recipeObject } from "./recipes.present";

/**
 * The recipe library: CRUD, delta sync, full-text search (FTS5, kept by triggers), tags, scaling, duplication.
 * Recipe rows cascade away with their owner; the export carries them in the API's own shape.
 */
export const recipesModule: AppModule = {
  name: "recipes",
  routes: recipesRoutes,
  registerHooks(hooks) {
    hooks.exportSections.push({
      name: "recipes",
      collect: (deps, userId) => recipesOfUser(deps.db.sqlite, userId).map((r) => recipeObject(r, deps.services.files.signer)),
    });
  },
};
