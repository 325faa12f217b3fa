import { answerUpsert, defineRoute, type RouteDef } from "../../http/route";
import {
  createSessionSchema,
  listSessionsQuerySchema,
  patchSessionSchema,
  sessionListSchema,
  sessionParamsSchema,
  sessionSchema,
} from "./cook-sessions.schemas";
import { endSession, getSession, listSessions, patchSession, startSession } from "./cook-sessions.service";

const tags = ["cook sessions"];
const ended = { description: "The session has ended" };
const stale = { description: "If-Match does not name the current version" };

export const cookSessionsRoutes: RouteDef[] = [
  defineRoute({
    method: "POST",
    path: "/api/cook-sessions",
    summary: "Start cooking a recipe (or get the session already active for it)",
    description:
      "The recipe must be visible to the caller (404 otherwise). At most one active session per user and recipe: starting again answers the active session with 200 (unchanged) instead of 201. `servings` defaults to the recipe's.",
    tags,
    auth: "user",
    body: createSessionSchema,
    responses: {
      201: { description: "Session started", schema: sessionSchema },
      200: { description: "The session already active for this recipe", schema: sessionSchema },
      404: { description: "Recipe not found" },
    },
    handler: ({ deps, actor, body }) => answerUpsert(startSession(deps, actor, body)),
  }),
  defineRoute({
    method: "GET",
    path: "/api/cook-sessions",
    summary: "The caller's cook sessions, newest first, each with its timers",
    tags,
    auth: "user",
    query: listSessionsQuerySchema,
    responses: { 200: { description: "Cook sessions", schema: sessionListSchema } },
    handler: ({ deps, actor, query }) => listSessions(deps, actor, query),
  }),
  defineRoute({
    method: "GET",
    path: "/api/cook-sessions/{id}",
    summary: "One cook session with its timers",
    tags,
    auth: "user",
    params: sessionParamsSchema,
    responses: { 200: { description: "Cook session", schema: sessionSchema } },
    handler: ({ deps, actor, params }) => getSession(deps, actor, params.id),
  }),
  defineRoute({
    method: "PATCH",
    path: "/api/cook-sessions/{id}",
    summary: "Move current_step, keep notes, change servings",
    description: "`current_step` is a 0-based index into the recipe's instructions (400 beyond the last step). An ended session answers 409.",
    tags,
    auth: "user",
    params: sessionParamsSchema,
    body: patchSessionSchema,
    responses: { 200: { description: "Cook session", schema: sessionSchema }, 409: ended, 412: stale },
    handler: ({ deps, actor, params, body, ifMatch }) => patchSession(deps, actor, params.id, body, ifMatch),
  }),
  defineRoute({
    method: "POST",
    path: "/api/cook-sessions/{id}/end",
    summary: "End a cook session (its timers keep running)",
    description: "Status becomes `ended` with `ended_at`; ending again answers 409. Timers started in the session are not cancelled.",
    tags,
    auth: "user",
    params: sessionParamsSchema,
    responses: { 200: { description: "Cook session", schema: sessionSchema }, 409: ended, 412: stale },
    handler: ({ deps, actor, params, ifMatch }) => endSession(deps, actor, params.id, ifMatch),
  }),
];
