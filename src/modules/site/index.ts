import type { AppModule } from "../module";
import { siteRoutes } from "./site.routes";

/**
 * Pages the server renders itself, outside the web app: the public page of a share link. The web app's files are
 * served by src/site/web-app.ts after every route.
 */
export const siteModule: AppModule = {
  name: "site",
  routes: siteRoutes,
};
