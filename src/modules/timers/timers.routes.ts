import { answerUpsert, defineRoute, type RouteDef } from "../../http/route";
import { createTimerSchema, listTimersQuerySchema, patchTimerSchema, timerListSchema, timerParamsSchema, timerSchema } from "./timers.schemas";
import { cancelTimer, createTimerGrouped, getTimer, listTimers, patchTimer, pauseTimer, resumeTimer } from "./timers.service";

const tags = ["timers"];
const conflict = { description: "The timer is not in a state that allows this (see Timer statuses)" };
const stale = { description: "If-Match does not name the current version" };

export const timersRoutes: RouteDef[] = [
  defineRoute({
    method: "POST",
    path: "/api/timers",
    summary: "Start a server-side timer (durationMs or dueAt)",
    description:
      "Timers are camelCase throughout. Give exactly one of `durationMs` and `dueAt` (a `dueAt` already past fires at once). " +
      "The timer fires once at `dueAt`, also across a restart (one that came due while the server was down fires at start-up with `late: true`): " +
      "status `fired`, a `timer.fired` {timerId, title} event, a `timer_fired` notification and, per `deliveryPrefs.push`, a push. " +
      "`idempotencyKey`: a repeat by the same user answers the original timer with 200 (unchanged, whatever the new body says) instead of 201, for as long as the original is kept (until purged after its ttl). " +
      "`sessionId` and `recipeId` must name a cook session and a recipe the caller can see (404 otherwise). " +
      "`ttl` (seconds, default 86400) is how long a fired or cancelled timer is kept before it is purged.",
    tags,
    auth: "user",
    body: createTimerSchema,
    responses: {
      201: { description: "Timer created", schema: timerSchema },
      200: { description: "The timer created earlier with this idempotencyKey", schema: timerSchema },
      404: { description: "sessionId or recipeId names nothing the caller can see" },
      409: { description: "The caller already has 100 timers still to fire" },
    },
    handler: async ({ deps, actor, body }) => answerUpsert(await createTimerGrouped(deps, actor, body)),
  }),
  defineRoute({
    method: "GET",
    path: "/api/timers",
    summary: "The caller's timers (active ones by default)",
    description:
      "Without `status`: scheduled and paused timers (with `since`: every status, and `deleted` lists purged timers). Newest first; `{timers, next_cursor}`.",
    tags,
    auth: "user",
    query: listTimersQuerySchema,
    responses: { 200: { description: "Timers", schema: timerListSchema } },
    handler: ({ deps, actor, query }) => listTimers(deps, actor, query),
  }),
  defineRoute({
    method: "GET",
    path: "/api/timers/{timerId}",
    summary: "One timer, with remainingMs as of now",
    tags,
    auth: "user",
    params: timerParamsSchema,
    responses: { 200: { description: "Timer", schema: timerSchema } },
    handler: ({ deps, actor, params }) => getTimer(deps, actor, params.timerId),
  }),
  defineRoute({
    method: "PATCH",
    path: "/api/timers/{timerId}",
    summary: "Rename a timer, change its payload or prefs, or extend it (addMs, durationMs or dueAt)",
    description:
      "At most one of `addMs` (added to what remains; negative shortens, never below zero), `durationMs` (restart from now) and `dueAt`. " +
      "Timing changes apply to scheduled and paused timers (a paused timer keeps the new remaining time until resumed); on a fired or cancelled timer they answer 409. " +
      "Descriptive fields may change in any state.",
    tags,
    auth: "user",
    params: timerParamsSchema,
    body: patchTimerSchema,
    responses: { 200: { description: "Timer", schema: timerSchema }, 409: conflict, 412: stale },
    handler: ({ deps, actor, params, body, ifMatch }) => patchTimer(deps, actor, params.timerId, body, ifMatch),
  }),
  defineRoute({
    method: "DELETE",
    path: "/api/timers/{timerId}",
    summary: "Cancel a timer (status cancelled; the record is answered and kept ttl seconds)",
    description: "Cancelling a cancelled timer answers it unchanged; a fired timer answers 409.",
    tags,
    auth: "user",
    params: timerParamsSchema,
    responses: { 200: { description: "The cancelled timer", schema: timerSchema }, 409: conflict, 412: stale },
    handler: ({ deps, actor, params, ifMatch }) => cancelTimer(deps, actor, params.timerId, ifMatch),
  }),
  defineRoute({
    method: "POST",
    path: "/api/timers/{timerId}/pause",
    summary: "Pause a scheduled timer (remainingMs is kept)",
    description: "409 unless the timer is scheduled.",
    tags,
    auth: "user",
    params: timerParamsSchema,
    responses: { 200: { description: "Timer", schema: timerSchema }, 409: conflict, 412: stale },
    handler: ({ deps, actor, params, ifMatch }) => pauseTimer(deps, actor, params.timerId, ifMatch),
  }),
  defineRoute({
    method: "POST",
    path: "/api/timers/{timerId}/resume",
    summary: "Resume a paused timer (it fires remainingMs from now)",
    description: "409 unless the timer is paused.",
    tags,
    auth: "user",
    params: timerParamsSchema,
    responses: { 200: { description: "Timer", schema: timerSchema }, 409: conflict, 412: stale },
    handler: ({ deps, actor, params, ifMatch }) => resumeTimer(deps, actor, params.timerId, ifMatch),
  }),
];
