import type { AppModule } from "../module";
import { notificationsRoutes } from "./notifications.routes";
import { notificationsOfUser } from "./notifications.repo";
import { presentNotification } from "./notifications.present";

/** The notification feed (rows are written by createNotification in notify.ts; push lives in the push module). */
export const notificationsModule: AppModule = {
  name: "notifications",
  routes: notificationsRoutes,
  registerHooks(hooks) {
    hooks.exportSections.push({ name: "notifications", collect: (deps, userId) => notificationsOfUser(deps.db.sqlite, userId).map(presentNotification) });
  },
};
