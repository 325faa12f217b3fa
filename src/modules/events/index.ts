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
  recurring: [
    {
      type: "events.prune",
      schedule: "7 * * * *",
      timeoutMs: 60_000,
      run(deps) {
        deps.events.prune(new Date(deps.clock.now() - 24 * 3600_000).toISOString());
      },
    },
  ],
};
