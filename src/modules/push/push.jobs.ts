import { z } from "zod";
import { defineJob } from "../../jobs/define";
import { DELIVER_JOB, deliverPush } from "./push.deliver";

/** One push delivery per notification and token; retried with backoff (30 s, 2 min, 8 min … up to 1 hour). */
export const pushJobs = [
  defineJob({
    type: DELIVER_JOB,
    payload: z.object({ notificationId: z.string(), tokenId: z.string().optional() }),
    group: "push",
    maxAttempts: 6,
    timeoutMs: 30_000,
    backoffMs: (failures) => Math.min(3_600_000, 30_000 * 4 ** Math.max(0, failures - 1)) * (0.75 + Math.random() * 0.5),
    run: (deps, payload, ctx) => deliverPush(deps, payload, ctx.signal),
  }),
];
