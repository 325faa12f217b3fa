import { answerUpsert, defineRoute, type RouteDef } from "../../http/route";
import { listTokensQuerySchema, pushTokenListSchema, pushTokenSchema, registerTokenSchema, tokenParamsSchema, vapidKeySchema } from "./push.schemas";
import { listTokens, registerToken, unregisterToken } from "./push.service";

const tags = ["push"];

export const pushRoutes: RouteDef[] = [
  defineRoute({
    method: "POST",
    path: "/api/push-tokens",
    summary: "Register a device for push notifications (safe to call on every launch)",
    description:
      "The token is the key of the record: registering a known token updates it (200) instead of creating one (201); fields left out keep their values. " +
      "A token registered by another user moves to the caller (a device belongs to whoever signed in last). " +
      "Delivery: platform `web` uses Web Push (token = the JSON PushSubscription; application server key at GET /api/push-tokens/vapid-public-key); " +
      "`ntfy`, `gotify` and `unifiedpush` tokens are endpoint URLs the server POSTs to; `ios` and `android` tokens are stored but receive nothing until a sender for them is configured. " +
      "Endpoints answering 404 or 410 are removed.",
    tags,
    auth: "user",
    body: registerTokenSchema,
    responses: { 201: { description: "Registered", schema: pushTokenSchema }, 200: { description: "Known token updated", schema: pushTokenSchema } },
    handler: ({ deps, actor, body }) => answerUpsert(registerToken(deps, actor, body)),
  }),
  defineRoute({
    method: "GET",
    path: "/api/push-tokens",
    summary: "The caller's registered push tokens, newest first",
    description: "With `since`, `deleted` lists tokens removed or moved away, by `id` = the token.",
    tags,
    auth: "user",
    query: listTokensQuerySchema,
    responses: { 200: { description: "Push tokens", schema: pushTokenListSchema } },
    handler: ({ deps, actor, query }) => listTokens(deps, actor, query),
  }),
  defineRoute({
    method: "GET",
    path: "/api/push-tokens/vapid-public-key",
    summary: "The VAPID public key for Web Push subscriptions",
    description: "Pass `public_key` as `applicationServerKey` to PushManager.subscribe, then register the subscription with platform `web`.",
    tags,
    auth: "user",
    responses: { 200: { description: "Key", schema: vapidKeySchema } },
    handler: ({ deps }) => ({ public_key: deps.services.push.vapid?.publicKey ?? null, web_push_enabled: deps.services.push.vapid !== null }),
  }),
  defineRoute({
    method: "DELETE",
    path: "/api/push-tokens/{token}",
    summary: "Unregister a push token (URL-encode the token in the path)",
    description: "404 when the caller has no such token.",
    tags,
    auth: "user",
    params: tokenParamsSchema,
    responses: { 204: { description: "Removed" } },
    handler: ({ deps, actor, params }) => unregisterToken(deps, actor, params.token),
  }),
];
