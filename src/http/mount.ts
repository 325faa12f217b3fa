import Router from "@koa/router";
import type Koa from "koa";
import type { Deps } from "../deps";
import { authenticate } from "./authenticate";
import { readJsonBody } from "./body";
import { ForbiddenError, NotFoundError, RateLimitedError } from "../errors";
import { etagOf } from "./etag";
import { setBody } from "./send-body";
import { TokenBuckets } from "./rate-limit";
import { RAW, Reply, type RouteDef } from "./route";
import { parseOrThrow } from "./validate";
import type { ZodType } from "zod";

/** `/api/recipes/{id}` → `/api/recipes/:id`. */
export const toKoaPath = (p: string): string => p.replace(/\{(\w+)\}/g, ":$1");

/**
 * The static part of a path before its first parameter, cut to two segments: the key a route is grouped under.
 * `/api/recipes/:id/scale` → `/api/recipes`, `/media/:file_id` → `/media`, `/health` → `/health`.
 */
function groupKey(koaPath: string): string {
  const segments = koaPath.split("/").slice(1, 3);
  const end = segments.findIndex((s) => s.includes(":"));
  return "/" + (end === -1 ? segments : segments.slice(0, end)).join("/");
}

/**
 * Mount declared routes with the fixed order: rate limit → auth → validate → handler → respond.
 *
 * One @koa/router scans every layer's regexp on every request (140 routes: the largest single cost of a cheap
 * request after the socket write). So routes are grouped by `groupKey` into one router each, and a request goes
 * straight to the routers whose key is a prefix of its path (two segments, then one, then the root): a Map lookup
 * and a scan of ten layers at most. Routers are matched case-insensitively, as one router was.
 * A path without parameters (/health, /api/users/me, /api/recipes…) written exactly as declared goes to its handler
 * through one Map lookup, with no router at all: @koa/router's per-request work (layer matching, a composed chain,
 * params decoding) was 3–6 µs of a 30 µs request. Other spellings (a trailing slash, capitals, HEAD) and wrong
 * methods still reach the routers, which answer them as before.
 */
export function mountRoutes(routes: RouteDef[], deps: Deps): Dispatch {
  const groups = new Map<string, Router>();
  const routerFor = (koaPath: string): Router => {
    const key = groupKey(koaPath).toLowerCase();
    let router = groups.get(key);
    if (!router) groups.set(key, (router = new Router()));
    return router;
  };
  const authBuckets = new TokenBuckets(deps.config.rateLimit.authPerMinute, Math.max(3, Math.ceil(deps.config.rateLimit.authPerMinute / 2)));
  const anonBuckets = new TokenBuckets(deps.config.rateLimit.anonPerMinute, Math.max(5, Math.ceil(deps.config.rateLimit.anonPerMinute / 2)));
  const expensiveBuckets = new TokenBuckets(deps.config.rateLimit.expensivePerMinute, Math.max(5, Math.ceil(deps.config.rateLimit.expensivePerMinute / 2)));
  const statics = new Map<string, Koa.Middleware>();
  for (const route of routes) {
    const successStatus = Number(Object.keys(route.responses).find((s) => Number(s) >= 200 && Number(s) < 300) ?? 200);
    const bodyType = route.bodyType ?? (route.body ? "json" : "none");
    const handler = async (ctx: Koa.Context) => {
      const now = deps.clock.now();
      if (route.rateLimit === "auth" || route.rateLimit === "anon") {
        const buckets = route.rateLimit === "auth" ? authBuckets : anonBuckets;
        const wait = buckets.take(ctx.state.rateKey as string, now);
        if (wait > 0) throw new RateLimitedError(wait);
      }
      let actor = route.auth === "none" ? null : authenticate(ctx, deps, route.auth !== "optional");
      if (actor instanceof Promise) actor = await actor;
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
      const ifMatch = route.method === "GET" ? undefined : ctx.req.headers["if-match"] || undefined;
      // Most handlers are synchronous (better-sqlite3): only a promise is awaited, saving a microtask per request.
      let result = route.handler({ params, query, body, actor, deps, ctx, ifMatch } as never);
      if (result instanceof Promise) result = await result;
      if (result === RAW) return;
      if (result instanceof Reply) {
        ctx.status = result.status;
        for (const [k, v] of Object.entries(result.headers)) ctx.set(k, v);
        if (result.body !== undefined) setBody(ctx, result.body);
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
      setBody(ctx, result);
      setEtag(ctx, result);
    };
    const path = toKoaPath(route.path);
    if (!path.includes(":")) statics.set(`${route.method} ${path}`, handler);
    const router = routerFor(path);
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
  return dispatchByPrefix(groups, statics);
}

const NO_PARAMS: Record<string, string> = Object.freeze({}) as Record<string, string>;

/** The dispatch middleware, with its routers for introspection (the OpenAPI contract test lists their layers). */
export type Dispatch = Koa.Middleware & { routers: Router[] };

/** The middleware that runs, in order, the routers of a path's two-segment key, one-segment key and root. */
function dispatchByPrefix(groups: Map<string, Router>, statics: Map<string, Koa.Middleware>): Dispatch {
  const allowed = new Router().allowedMethods() as Koa.Middleware;
  const root = groups.get("/");
  const chainOf = (keys: string[]): Koa.Middleware | undefined => {
    const routers = [...new Set(keys)].map((k) => groups.get(k)).filter((r): r is Router => r !== undefined && r !== root);
    if (root) routers.push(root);
    return routers.length === 0 ? undefined : inSequence([...routers.map((r) => r.routes() as Koa.Middleware), allowed]);
  };
  // Every chain is built once: a group's own routers, then its first segment's, then the root's.
  const byKey = new Map<string, Koa.Middleware>();
  for (const key of groups.keys()) {
    const second = key.indexOf("/", 1);
    byKey.set(key, chainOf([key, second === -1 ? key : key.slice(0, second)])!);
  }
  const rootChain = chainOf([]);
  const lookup = (key2: string, key1: string): Koa.Middleware | undefined => byKey.get(key2) ?? byKey.get(key1);
  const dispatch: Koa.Middleware = (ctx, next) => {
    const path = ctx.path;
    // A path without parameters, written exactly as declared (the usual case): its handler, with no router at all.
    const exact = statics.get(`${ctx.method} ${path}`);
    if (exact) {
      ctx.params = NO_PARAMS;
      return exact(ctx, next);
    }
    const second = path.indexOf("/", 1);
    const third = second === -1 ? -1 : path.indexOf("/", second + 1);
    const key2 = third === -1 ? path : path.slice(0, third);
    const key1 = second === -1 ? path : path.slice(0, second);
    const chain = lookup(key2, key1) ?? lookup(key2.toLowerCase(), key1.toLowerCase()) ?? rootChain;
    return chain ? chain(ctx, next) : next();
  };
  return Object.assign(dispatch, { routers: [...groups.values()] });
}

/** Single-resource answers carry a weak ETag derived from their updated_at. */
function setEtag(ctx: Koa.Context, body: unknown): void {
  if (body && typeof body === "object" && !Array.isArray(body)) {
    // The one place ETags are set: from the record's version (snake_case records, and the camelCase timers).
    const record = body as { updated_at?: unknown; updatedAt?: unknown };
    const u = record.updated_at ?? record.updatedAt;
    if (typeof u === "string") ctx.set("ETag", etagOf(u));
  }
}

/** Koa middlewares run one after another, each `next` calling the following one (what Koa does with app.use). */
function inSequence(middlewares: Koa.Middleware[]): Koa.Middleware {
  return (ctx, next) => {
    const run = (i: number): Promise<unknown> => (i === middlewares.length ? next() : Promise.resolve(middlewares[i](ctx, () => run(i + 1))));
    return run(0) as Promise<void>;
  };
}
