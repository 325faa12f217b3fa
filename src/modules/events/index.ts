import type { AppModule } from "../module";
import { SseHub } from "../../events/sse";
import { eventsRoutes } from "./events.routes";

declare module "../../deps" {
  interface Services {
    sseHub: SseHub;
  }
}

/** The live event stream. Events older than 24 hours are pruned hourly. */
export const eventsModule: AppModule = {
  name: "events",
  routes: eventsRoutes,
  createServices(deps) {
    deps.services.sseHub ??= new SseHub();
  },
  start(deps) {
    const prune = () => deps.events.prune(new Date(deps.clock.now() - 24 * 3600_000).toISOString());
    const t = setInterval(prune, 3600_000);
    t.unref();
    return () => clearInterval(t);
  },
};
