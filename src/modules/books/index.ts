import type { AppModule } from "../module";
import { booksRoutes } from "./books.routes";
import { exportBooks } from "./books.service";

/** Books: the cookbooks a user owns, linked to shared book sources. */
export const booksModule: AppModule = {
  name: "books",
  routes: booksRoutes,
  registerHooks(hooks) {
    hooks.exportSections.push({ name: "books", collect: (deps, userId) => exportBooks(deps, userId) });
  },
};
