import type { AppModule } from "../module";
import { householdsRoutes } from "./households.routes";
import { beforeUserDeleteHouseholds, exportHouseholds } from "./households.lifecycle";

/**
 * Households: members with roles, single-use invite links, sharing records into the household library.
 * Access to shared records is decided by the one access module (src/auth/access.ts), which reads memberships live.
 */
export const householdsModule: AppModule = {
  name: "households",
  routes: householdsRoutes,
  registerHooks(hooks) {
    hooks.exportSections.push({ name: "households", collect: (deps, userId) => exportHouseholds(deps, userId) });
    hooks.beforeUserDelete.push((deps, userId, db) => beforeUserDeleteHouseholds(deps, userId, db));
  },
};
