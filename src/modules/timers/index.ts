import type { AppModule } from "../module";
import { timersRoutes } from "./timers.routes";
import { timerJobs } from "./timers.jobs";
import { cancelQueuedJobsOfUser, timersOfUser } from "./timers.repo";
import { presentTimer } from "./timers.present";
import { firingNow, purgeExpiredTimers, repairSchedule } from "./timers.fire";

/** Server-side kitchen timers: durable, fired once by the job runner, purged after their ttl. */
export const timersModule: AppModule = {
  name: "timers",
  routes: timersRoutes,
  jobs: timerJobs,
  registerHooks(hooks) {
    hooks.exportSections.push({ name: "timers", collect: (deps, userId) => timersOfUser(deps.db.sqlite, userId).map((t) => presentTimer(t, firingNow(deps))) });
    // Timer rows cascade with the user; their queued firing jobs would only find nothing, but need not linger.
    hooks.beforeUserDelete.push((_deps, userId, db) => cancelQueuedJobsOfUser(db, userId));
  },
  start(deps) {
    const repaired = repairSchedule(deps);
    if (repaired > 0) deps.log.warn("re-scheduled timers whose firing job was lost", { count: repaired });
  },
  recurring: [
    {
      type: "timers.purge",
      schedule: "* * * * *",
      // A few seconds in, not at once: a purge is a write (an fsync) that would hold up the first requests.
      afterStartMs: 5_000,
      timeoutMs: 60_000,
      run(deps, ctx) {
        const n = purgeExpiredTimers(deps);
        if (n > 0) ctx.log.info("purged expired timers", { count: n });
      },
    },
  ],
};
