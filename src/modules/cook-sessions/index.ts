import type { AppModule } from "../module";
import { cookSessionsRoutes } from "./cook-sessions.routes";
import { sessionsOfUser } from "./cook-sessions.repo";

/** Live cook sessions: a recipe being cooked, its current step, notes and timers. */
export const cookSessionsModule: AppModule = {
  name: "cook-sessions",
  routes: cookSessionsRoutes,
  registerHooks(hooks) {
    hooks.exportSections.push({ name: "cook_sessions", collect: (deps, userId) => sessionsOfUser(deps.db.sqlite, userId) });
  },
};
