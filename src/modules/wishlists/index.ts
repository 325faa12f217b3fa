import type { AppModule } from "../module";
import { wishlistRoutes } from "./wishlists.routes";
import { exportWishlists } from "./wishlists.service";

/** Wishlists of cookbooks and recipes, with a default wishlist created on first add. */
export const wishlistsModule: AppModule = {
  name: "wishlists",
  routes: wishlistRoutes,
  registerHooks(hooks) {
    hooks.exportSections.push({ name: "wishlists", collect: (deps, userId) => exportWishlists(deps, userId) });
  },
};
