import type { AppModule } from "../module";
import { adminRoutes } from "./admin.routes";
import { nightlyBackupIfDue } from "./admin.backups";

/** Instance administration: users, backups (on request, and a daily one kept for BACKUP_KEEP days), statistics. */
export const adminModule: AppModule = {
  name: "admin",
  routes: adminRoutes,
  recurring: [
    {
      // Checked hourly; a backup is taken when the last one is a day old (a machine asleep at night still gets one).
      type: "admin.nightly-backup",
      schedule: "29 * * * *",
      timeoutMs: 3_600_000,
      enabled: (deps) => deps.config.backups.keep > 0,
      async run(deps, ctx) {
        const done = await nightlyBackupIfDue(deps);
        if (done.taken || done.removed) ctx.log.info("nightly backup", done);
      },
    },
  ],
};
