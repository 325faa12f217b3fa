import type { AppModule } from "../module";
import { usersRoutes } from "./users.routes";

/** The signed-in user's profile, export and account deletion. */
export const usersModule: AppModule = { name: "users", routes: usersRoutes };
