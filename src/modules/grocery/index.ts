import type { AppModule } from "../module";
import { groceryRoutes } from "./grocery.routes";
import { exportLists } from "./grocery.service";

/** Grocery lists: items as rows keyed by `key`, merging of the same ingredient, `grocery_list.changed` events. */
export const groceryModule: AppModule = {
  name: "grocery",
  routes: groceryRoutes,
  registerHooks(hooks) {
    hooks.exportSections.push({ name: "grocery_lists", collect: (deps, userId) => exportLists(deps, userId) });
  },
};
