import type { AppModule } from "../module";
import { mealplanRoutes } from "./mealplans.routes";
import { exportPlans } from "./mealplans.service";

/** Meal plans: recurring weekday slots of recipes, their nutrition, and grocery lists derived from them. */
export const mealplansModule: AppModule = {
  name: "mealplans",
  routes: mealplanRoutes,
  registerHooks(hooks) {
    hooks.exportSections.push({ name: "mealplans", collect: (deps, userId) => exportPlans(deps, userId) });
  },
};
