import type { AppModule } from "../module";
import { authRoutes } from "./auth.routes";

/** Legacy password authentication and refresh-token sessions. */
export const authModule: AppModule = { name: "auth", routes: authRoutes };
