import type { AppModule } from "../module";
import { sharingRoutes } from "./sharing.routes";
import { exportLinks } from "./sharing.service";

/**
 * Public share links: an unlisted, revocable URL for one record, a safe public view without an account, and saving
 * a copy into one's own library. Links die with their record (triggers) and with their creator (FK cascade).
 */
export const sharingModule: AppModule = {
  name: "sharing",
  routes: sharingRoutes,
  registerHooks(hooks) {
    hooks.exportSections.push({ name: "share_links", collect: (deps, userId) => exportLinks(deps, userId) });
  },
};
