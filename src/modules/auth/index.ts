import type { AppModule } from "../module";
import { LoginThrottle } from "../../auth/login-throttle";
import { authRoutes } from "./auth.routes";
import { sessionRoutes } from "./auth.session.routes";
import { createOidcWebClient, type OidcWebClientService } from "../../auth/oidc-provider";

declare module "../../deps" {
  interface Services {
    /** Password attempts by account and source together (see LoginThrottle). */
    loginThrottle: LoginThrottle;
    /** The web app's OIDC client (OIDC_ISSUER with OIDC_CLIENT_ID), or null. */
    oidcWeb: OidcWebClientService | null;
  }
}

/** Password authentication, refresh-token sessions (legacy bodies and the web app's cookie), OIDC sign-in. */
export const authModule: AppModule = {
  name: "auth",
  routes: [...authRoutes, ...sessionRoutes],
  createServices(deps) {
    const perMinute = deps.config.rateLimit.authPerMinute;
    deps.services.loginThrottle ??= new LoginThrottle(perMinute);
    const oidc = deps.config.oidc;
    deps.services.oidcWeb ??= oidc?.web
      ? createOidcWebClient({
          issuer: oidc.issuer,
          clientId: oidc.web.clientId,
          clientSecret: oidc.web.clientSecret,
          jwksUrl: oidc.jwksUrl,
          now: () => deps.clock.now(),
        })
      : null;
  },
};
