import type { AppModule } from "../module";
import { schedule } from "../../lib/schedule";
import { systemRoutes } from "./system.routes";
import { databaseMaintenance } from "./maintenance";

/** Health, OpenAPI, docs, JWKS, robots.txt, and nightly database housekeeping. */
export const systemModule: AppModule = {
  name: "system",
  routes: systemRoutes,
  start(deps) {
    const log = deps.log.child({ module: "maintenance" });
    const task = schedule(
      "41 3 * * *",
      () => {
        try {
          log.info("database maintenance", databaseMaintenance(deps));
        } catch (err) {
          log.error("database maintenance failed", { error: err instanceof Error ? err.message : String(err) });
        }
      },
      (err) => log.error("database maintenance failed", { error: String(err) }),
    );
    return () => task.stop();
  },
};
