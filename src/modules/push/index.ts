import type { AppModule } from "../module";
import { createEgress } from "../../egress";
import { pushRoutes } from "./push.routes";
import { pushJobs } from "./push.jobs";
import { enqueuePushes, type PushService } from "./push.deliver";
import { loadOrCreateVapidKeys } from "./push.vapid";
import { tokensOfUser } from "./push.repo";
import { presentToken } from "./push.service";

declare module "../../deps" {
  interface Services {
    push: PushService;
  }
}

/** Push tokens and delivery of every new notification through Web Push and plain HTTP push endpoints. */
export const pushModule: AppModule = {
  name: "push",
  routes: pushRoutes,
  jobs: pushJobs,
  registerHooks(hooks) {
    hooks.onNotification.push(enqueuePushes);
    hooks.exportSections.push({ name: "push_tokens", collect: (deps, userId) => tokensOfUser(deps.db.sqlite, userId).map(presentToken) });
  },
  createServices(deps) {
    deps.services.push ??= {
      // Push endpoints are user-supplied URLs: every delivery goes through the guarded egress client. Plain http is
      // allowed only for IMPORT_ALLOWED_HOSTS (an ntfy or Gotify server on the family's LAN).
      egress: createEgress({
        allowedHosts: deps.config.imports.allowedHosts,
        allowHttpForAllowedHosts: true,
        totalTimeoutMs: 15_000,
        maxConcurrent: 4,
        userAgent: "RecipeLibrary/1.0 (push)",
        resolver: deps.services.resolver,
      }),
      vapid: deps.config.push.webEnabled ? loadOrCreateVapidKeys(deps.config.dataDir, deps.config.publicUrl) : null,
    };
  },
};
