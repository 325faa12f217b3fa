import type { AppModule } from "../module";
import { systemRoutes } from "./system.routes";

/** Health, OpenAPI, docs, JWKS, robots.txt. */
export const systemModule: AppModule = { name: "system", routes: systemRoutes };
