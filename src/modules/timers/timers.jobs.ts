import { z } from "zod";
import { defineJob } from "../../jobs/define";
import { FIRE_JOB, runFireLoop } from "./timers.fire";

/** Fires timers at their due time. Idempotent: firing is a compare-and-set, so a re-run after a crash changes nothing. */
export const timerJobs = [
  defineJob({
    type: FIRE_JOB,
    payload: z.object({ timerId: z.string() }),
    group: "timers",
    maxAttempts: 20,
    timeoutMs: 30_000,
    // A failed firing (a locked or full disk) is retried quickly: a timer that rings late is worse than a busy loop.
    backoffMs: (failures) => Math.min(30_000, 250 * 2 ** Math.max(0, failures - 1)),
    run: (deps, payload, ctx) => runFireLoop(deps, payload.timerId, ctx.jobId, ctx.signal),
  }),
];
