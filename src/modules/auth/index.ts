import type { AppModule } from "../module";
import { TokenBuckets } from "../../http/rate-limit";
import { authRoutes } from "./auth.routes";

declare module "../../deps" {
  interface Services {
    /** Login attempts per account, independent of the client IP (a botnet cannot spread guesses over addresses). */
    loginThrottle: TokenBuckets;
  }
}

/** Legacy password authentication and refresh-token sessions. */
export const authModule: AppModule = {
  name: "auth",
  routes: authRoutes,
  createServices(deps) {
    const perMinute = deps.config.rateLimit.authPerMinute;
    deps.services.loginThrottle ??= new TokenBuckets(perMinute, Math.max(3, Math.ceil(perMinute / 2)));
  },
};
