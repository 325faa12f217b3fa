import type { AppModule } from "../module";
import { systemRoutes } from "./system.routes";
import { databaseMaintenance } from "./maintenance";

/** Health, OpenAPI, docs, JWKS, robots.txt, and nightly database housekeeping. */
export const systemModule: AppModule = {
  name: "system",
  routes: systemRoutes,
  recurring: [
    {
      type: "system.db-maintenance",
      schedule: "41 3 * * *",
      timeoutMs: 600_000,
      run(deps, ctx) {
        ctx.log.info("database maintenance", databaseMaintenance(deps));
      },
    },
  ],
};
