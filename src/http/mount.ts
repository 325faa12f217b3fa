import Router from "@koa/router";
import type Koa from "koa";
import type { Deps } from "../deps";
import { authenticate } from "./authenticate";
import { readJsonBody } from "./body";
import { ForbiddenError, NotFoundError, RateLimitedError } from "./errors";
import { etagOf } from "./etag";
import { TokenBuckets, rateKeyForIp } from "./rate-limit";
import { RAW, Reply, type RouteDef } from "./route";
import { parseOrThrow } from "./validate";
import type { ZodType } from "zod";

/** `/api/recipes/{id}` → `/api/recipes/:id`. */
export const toKoaPath = (p: string): string => p.replace(/\{(\w+)\}/g, ":$1");

/** Mount declared routes on a router with the fixed order: rate limit → auth → validate → handler → respond. */
export function mountRoutes(routes: RouteDef[], deps: Deps): Router {
  const router = new Router();
  const authBuckets = new TokenBuckets(deps.config.rateLimit.authPerMinute, Math.max(3, Math.ceil(deps.config.rateLimit.authPerMinute / 2)));
  const anonBuckets = new TokenBuckets(deps.config.rateLimit.anonPerMinute, Math.max(5, Math.ceil(deps.config.rateLimit.anonPerMinute / 2)));
  const expensiveBuckets = new TokenBuckets(deps.config.rateLimit.expensivePerMinute, Math.max(5, Math.ceil(deps.config.rateLimit.expensivePerMinute / 2)));
  for (const route of routes) {
    const successStatus = Number(Object.keys(route.responses).find((s) => Number(s) >= 200 && Number(s) < 300) ?? 200);
    const bodyType = route.bodyType ?? (route.body ? "json" : "none");
    const handler = async (ctx: Koa.Context) => {
      const now = deps.clock.now();
      if (route.rateLimit === "auth" || route.rateLimit === "anon") {
        const buckets = route.rateLimit === "auth" ? authBuckets : anonBuckets;
        const wait = buckets.take(rateKeyForIp(ctx.state.clientIp as string), now);
        if (wait > 0) throw new RateLimitedError(wait);
      }
      const actor = route.auth === "none" ? null : await authenticate(ctx, deps, route.auth !== "optional");
      if (route.auth === "admin" && !actor?.isAdmin) throw new ForbiddenError("Administrators only");
      if (route.rateLimit === "expensive" && actor) {
        const wait = expensiveBuckets.take(`user:${actor.userId}`, now);
        if (wait > 0) throw new RateLimitedError(wait);
      }
      if (actor) ctx.state.userId = actor.userId;
      let params: unknown = ctx.params;
      if (route.params) {
        try {
          params = parseOrThrow(route.params as ZodType, ctx.params, "params");
        } catch {
          // A path id that cannot exist (not a UUID) is simply not found.
          throw new NotFoundError();
        }
      }
      const query = route.query ? parseOrThrow(route.query as ZodType, ctx.query, "query") : undefined;
      let body: unknown;
      if (bodyType === "json") {
        const raw = await readJsonBody(ctx, deps.config.limits.jsonBodyBytes);
        body = route.body ? parseOrThrow(route.body as ZodType, raw, "body") : raw;
      }
      const ifMatch = ctx.get("if-match") || undefined;
      const result = await route.handler({ params, query, body, actor, deps, ctx, ifMatch } as never);
      if (result === RAW) return;
      if (result instanceof Reply) {
        ctx.status = result.status;
        for (const [k, v] of Object.entries(result.headers)) ctx.set(k, v);
        if (result.body !== undefined) ctx.body = result.body;
        else ctx.body = null;
        setEtag(ctx, result.body);
        return;
      }
      if (result === undefined) {
        ctx.status = 204;
        ctx.body = null;
        return;
      }
      ctx.status = successStatus;
      ctx.body = result;
      setEtag(ctx, result);
    };
    const path = toKoaPath(route.path);
    switch (route.method) {
      case "GET":
        router.get(path, handler);
        break;
      case "POST":
        router.post(path, handler);
        break;
      case "PUT":
        router.put(path, handler);
        break;
      case "PATCH":
        router.patch(path, handler);
        break;
      case "DELETE":
        router.delete(path, handler);
        break;
    }
  }
  return router;
}

/** Single-resource answers carry a weak ETag derived from their updated_at. */
function setEtag(ctx: Koa.Context, body: unknown): void {
  if (body && typeof body === "object" && !Array.isArray(body)) {
    const u = (body as { updated_at?: unknown }).updated_at;
    if (typeof u === "string") ctx.set("ETag", etagOf(u));
  }
}
