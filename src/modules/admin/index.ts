import type { AppModule } from "../module";
import { adminRoutes } from "./admin.routes";

/** Instance administration: users, backups, statistics. */
export const adminModule: AppModule = { name: "admin", routes: adminRoutes };
