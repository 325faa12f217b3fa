import { defineRoute, type RouteDef } from "../../http/route";
import { listQuerySchema } from "../../http/list";
import { apiTokenListSchema, apiTokenParams, apiTokenSchema, createApiTokenBody } from "./api-tokens.schemas";
import { createMyApiToken, listMyApiTokens, revokeMyApiToken } from "./api-tokens.service";

const tags = ["users"];
const use =
  "Use a token as `Authorization: Bearer rl_pat_…` exactly like an access token, for integrations (Home Assistant, scripts, a phone shortcut) that cannot run a sign-in. It acts as you; `read` tokens may only GET and HEAD.";

export const apiTokensRoutes: RouteDef[] = [
  defineRoute({
    method: "GET",
    path: "/api/users/me/api-tokens",
    summary: "Your personal API tokens (never their secrets)",
    description: `${use} Newest first; with \`since\`, delta sync.`,
    tags,
    auth: "user",
    query: listQuerySchema,
    responses: { 200: { description: "Tokens", schema: apiTokenListSchema } },
    handler: ({ deps, actor, query }) => listMyApiTokens(deps, actor, query),
  }),
  defineRoute({
    method: "POST",
    path: "/api/users/me/api-tokens",
    summary: "Create a personal API token; its secret is shown once",
    description: `${use} The answer carries \`token\` once; only its SHA-256 hash is stored. Requires a signed-in session: a personal token cannot create tokens (403).`,
    tags,
    auth: "user",
    body: createApiTokenBody,
    responses: { 201: { description: "The token, with its secret", schema: apiTokenSchema }, 403: { description: "Called with a personal token" } },
    handler: ({ deps, actor, body }) => createMyApiToken(deps, actor, body),
  }),
  defineRoute({
    method: "DELETE",
    path: "/api/users/me/api-tokens/{id}",
    summary: "Revoke a personal API token (it stops working at once)",
    description: "Requests with a revoked token answer 401 from the next request on. Someone else's token: 404. A personal token cannot revoke tokens (403).",
    tags,
    auth: "user",
    params: apiTokenParams,
    responses: { 204: { description: "Revoked" }, 403: { description: "Called with a personal token" }, 404: { description: "No such token of yours" } },
    handler: ({ deps, actor, params }) => revokeMyApiToken(deps, actor, params.id),
  }),
];
