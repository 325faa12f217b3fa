import type { AppModule } from "../module";
import { cookSessionsRoutes } from "./cook-sessions.routes";
import { sessionsOfRecipes, sessionsOfUser } from "./cook-sessions.repo";
import { writeTombstone } from "../../db/tombstones";

/** Live cook sessions: a recipe being cooked, its current step, notes and timers. */
export const cookSessionsModule: AppModule = {
  name: "cook-sessions",
  routes: cookSessionsRoutes,
  registerHooks(hooks) {
    hooks.exportSections.push({ name: "cook_sessions", collect: (deps, userId) => sessionsOfUser(deps.db.sqlite, userId) });
    // Sessions cascade away with their recipe: leave tombstones so delta sync reports them.
    hooks.beforeRecipesDeleted.push((deps, recipeIds, now) => {
      const db = deps.db.sqlite;
      for (const r of sessionsOfRecipes(db, recipeIds)) writeTombstone(db, "cook_session", r.id, r.user_id, now);
    });
  },
};
