import type { AppModule } from "../module";
import { TokenBuckets } from "../../http/rate-limit";
import { authRoutes } from "./auth.routes";
import { sessionRoutes } from "./auth.session.routes";
import { createOidcWebClient, type OidcWebClientService } from "../../auth/oidc-provider";

declare module "../../deps" {
  interface Services {
    /** Login attempts per account, independent of the client IP (a botnet cannot spread guesses over addresses). */
    loginThrottle: TokenBuckets;
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
    deps.services.loginThrottle ??= new TokenBuckets(perMinute, Math.max(3, Math.ceil(perMinute / 2)));
    const oidc = deps.config.oidc;
    deps.services.oidcWeb ??= oidc?.web
      ? createOidcWebClient({ issuer: oidc.issuer, clientId: oidc.web.clientId, clientSecret: oidc.web.clientSecret, jwksUrl: oidc.jwksUrl, now: () => deps.clock.now() })
      : null;
  },
};
