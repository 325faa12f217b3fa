import Koa from "koa";
import type { Deps } from "./deps";
import type { RouteDef } from "./http/route";
import { mountRoutes } from "./http/mount";
import { errorMapper, globalRateLimit, requestContext, securityHeaders } from "./http/middleware";
import { installLastResortErrorHandler } from "./http/last-resort";
import type { AppModule } from "./modules/module";
import { webApp } from "./site/web-app";

/** Every route of the given modules. */
export const routesOf = (modules: AppModule[]): RouteDef[] => modules.flatMap((m) => m.routes);

/** Build the Koa app: global middleware in a fixed order, then every module's routes. Never listens. */
export function createApp(deps: Deps, modules: AppModule[]): Koa {
  const app = new Koa();
  app.proxy = false; // Client IPs are derived in requestContext, honouring X-Forwarded-For only from a trusted proxy.
  app.silent = true;
  installLastResortErrorHandler(app, deps.log.child({ module: "http" }));
  const routes = routesOf(modules);
  const dispatch = mountRoutes(routes, deps);
  app.use(requestContext(deps));
  app.use(securityHeaders());
  app.use(errorMapper(deps));
  app.use(globalRateLimit(deps));
  app.use(dispatch);
  // After the API: only what no route answered reaches the web app.
  app.use(webApp(deps));
  return app;
}
