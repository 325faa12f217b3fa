import type { AppModule } from "../module";
import { LoginThrottle } from "../../auth/login-throttle";
import { authRoutes } from "./auth.routes";

declare module "../../deps" {
  interface Services {
    /** Password attempts by account and source together (see LoginThrottle). */
    loginThrottle: LoginThrottle;
  }
}

/** Legacy password authentication and refresh-token sessions. */
export const authModule: AppModule = {
  name: "auth",
  routes: authRoutes,
  createServices(deps) {
    const perMinute = deps.config.rateLimit.authPerMinute;
    deps.services.loginThrottle ??= new LoginThrottle(perMinute);
  },
};
