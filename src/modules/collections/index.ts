import type { AppModule } from "../module";
import { collectionsRoutes } from "./collections.routes";
import { beforeUserDeleteCollections, exportCollections, onRecipesDeleted } from "./collections.service";

/** Collections of recipes: CRUD, adding and removing recipes, delta sync, `collection.changed` events. */
export const collectionsModule: AppModule = {
  name: "collections",
  routes: collectionsRoutes,
  registerHooks(hooks) {
    hooks.exportSections.push({ name: "collections", collect: (deps, userId) => exportCollections(deps, userId) });
    hooks.beforeUserDelete.push((deps, userId, db) => beforeUserDeleteCollections(db, userId, deps.clock.stamp()));
    hooks.beforeRecipesDeleted.push((deps, recipeIds, now) => onRecipesDeleted(deps.db.sqlite, recipeIds, now));
  },
};
