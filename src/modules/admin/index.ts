import type { AppModule } from "../module";
import { schedule } from "../../lib/schedule";
import { adminRoutes } from "./admin.routes";
import { nightlyBackupIfDue } from "./admin.backups";

/** Instance administration: users, backups (on request, and a daily one kept for BACKUP_KEEP days), statistics. */
export const adminModule: AppModule = {
  name: "admin",
  routes: adminRoutes,
  start(deps) {
    if (deps.config.backups.keep === 0) return undefined;
    const log = deps.log.child({ module: "backup" });
    const task = schedule(
      "29 * * * *",
      async () => {
        try {
          const done = await nightlyBackupIfDue(deps);
          if (done.taken || done.removed) log.info("nightly backup", done);
        } catch (err) {
          log.error("nightly backup failed", { error: err instanceof Error ? err.message : String(err) });
        }
      },
      (err) => log.error("nightly backup failed", { error: String(err) }),
    );
    return () => task.stop();
  },
};
