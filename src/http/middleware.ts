import type Koa from "koa";
import { randomUUID } from "node:crypto";
import type { Socket } from "node:net";
import { ZodError } from "zod";
import type { Deps } from "../deps";
import { AppError, RateLimitedError, ValidationError } from "../errors";
import { setBody } from "./send-body";
import { clientIp, rateKeyForIp, TokenBuckets, TrustedProxies } from "./rate-limit";
import { zodIssuesToFieldErrors } from "./validate";

/** Request id (accepted from a proxy when well-formed), client IP, and the structured access log. */
export function requestContext(deps: Deps): Koa.Middleware {
  const log = deps.log.child({ module: "http" });
  const logRequests = log.enabled("info");
  const trusted = deps.config.trustProxy ? new TrustedProxies(deps.config.trustedProxies) : null;
  // Not async: a plain function returning next()'s promise saves a promise and a microtask per request.
  return (ctx, next) => {
    const headers = ctx.req.headers;
    const incoming = headers["x-request-id"];
    const id = typeof incoming === "string" && /^[A-Za-z0-9._-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = id;
    ctx.res.setHeader("X-Request-Id", id);
    const xff = headers["x-forwarded-for"];
    if (typeof xff === "string" && trusted) {
      const ip = clientIp(ctx.req.socket.remoteAddress ?? "", xff, trusted);
      ctx.state.clientIp = ip;
      ctx.state.rateKey = rateKeyForIp(ip);
    } else {
      // Without a trusted X-Forwarded-For the client is the socket's peer: worked out once per keep-alive connection.
      const peer = peerOf(ctx.req.socket);
      ctx.state.clientIp = peer.ip;
      ctx.state.rateKey = peer.rateKey;
    }
    if (!logRequests) return next();
    const start = process.hrtime.bigint();
    // Path only: query strings may carry share tokens; headers (Authorization) are never logged.
    const logged = () =>
      log.info("request", {
        requestId: id,
        method: ctx.method,
        path: redactPath(ctx.path),
        status: ctx.status,
        ms: Number(process.hrtime.bigint() - start) / 1e6,
        ip: ctx.state.clientIp,
        userId: ctx.state.userId,
      });
    return next().finally(logged);
  };
}

/**
 * Paths whose segment is a bearer secret: share links, invites, calendar feeds, push tokens. Anyone reading the log
 * (a backup of it, a support paste) could otherwise open a family's shared recipes or join their household.
 */
const SECRET_PATH = /^(\/api)?\/(shared|share-links|invite|household-invites|save-shared|push-tokens)\/([^/]+)/i;
const CALENDAR_PATH = /^\/api\/calendar\/[^/]+\.ics$/i;

/** The path as the access log writes it: secret segments replaced by `[redacted]`. */
export function redactPath(p: string): string {
  if (CALENDAR_PATH.test(p)) return "/api/calendar/[redacted].ics";
  return p.replace(SECRET_PATH, (_m, api: string | undefined, kind: string, segment: string) =>
    // /api/push-tokens/vapid-public-key names a route, not a secret.
    segment === "vapid-public-key" ? `${api ?? ""}/${kind}/${segment}` : `${api ?? ""}/${kind}/[redacted]`,
  );
}

const PEER = Symbol("peer");
type PeerSocket = Socket & { [PEER]?: { ip: string; rateKey: string } };

/** The socket's peer address and its rate-limit key, cached on the socket. */
function peerOf(socket: PeerSocket): { ip: string; rateKey: string } {
  let peer = socket[PEER];
  if (peer === undefined) {
    const ip = socket.remoteAddress ?? "";
    socket[PEER] = peer = { ip, rateKey: rateKeyForIp(ip) };
  }
  return peer;
}

/** The headers every answer carries, errors included; file routes tighten them further. */
export const SECURITY_HEADERS: ReadonlyArray<[string, string]> = [
  ["X-Content-Type-Options", "nosniff"],
  ["X-Frame-Options", "DENY"],
  ["Referrer-Policy", "no-referrer"],
  ["Cross-Origin-Opener-Policy", "same-origin"],
  ["Cross-Origin-Resource-Policy", "same-origin"],
  ["Content-Security-Policy", "default-src 'none'; frame-ancestors 'none'"],
];

/** Security headers on every response; file routes tighten them further. */
export function securityHeaders(): Koa.Middleware {
  return (ctx, next) => {
    const res = ctx.res;
    for (const [k, v] of SECURITY_HEADERS) res.setHeader(k, v);
    return next();
  };
}

/**
 * The one error mapper: AppError → its status and `{error}` (or the `errors` array); ZodError → 400 errors;
 * SQLite constraint violations → 409; anything else → 500 "Internal server error", logged once with the request id.
 */
export function errorMapper(deps: Deps): Koa.Middleware {
  const log = deps.log.child({ module: "http" });
  // Not async: one promise reaction instead of an async frame per request; errors still arrive as rejections.
  return (ctx, next) =>
    next().then(
      () => answerUnrouted(ctx),
      (err: unknown) => answerError(ctx, err, log),
    );
}

/**
 * Koa's bare 404 and @koa/router's answers get the contract's JSON bodies: 405 for a method the path does not
 * have, 501 for a method the server has for no path (TRACE, PROPFIND…), and OPTIONS answers 204 with its Allow.
 */
function answerUnrouted(ctx: Koa.Context): void {
  if (ctx.status === 404 && ctx.body === undefined) {
    ctx.status = 404;
    setBody(ctx, { error: "Not found" });
  } else if (ctx.status === 405 && (ctx.body === undefined || ctx.body === "Method Not Allowed")) {
    setBody(ctx, { error: "Method not allowed" });
  } else if (ctx.status === 501 && (ctx.body === undefined || ctx.body === "Not Implemented")) {
    setBody(ctx, { error: "Method not supported" });
  } else if (ctx.method === "OPTIONS" && ctx.status === 200 && ctx.body === "") {
    ctx.status = 204;
    ctx.body = null;
  }
}

function answerError(ctx: Koa.Context, err: unknown, log: Deps["log"]): void {
  let status = 500;
  let body: unknown = { error: "Internal server error" };
  if (err instanceof ValidationError) {
    status = 400;
    body = { errors: err.errors };
  } else if (err instanceof AppError) {
    status = err.status;
    body = { error: err.message };
    for (const [k, v] of Object.entries(err.headers)) ctx.set(k, v);
  } else if (err instanceof ZodError) {
    status = 400;
    body = { errors: zodIssuesToFieldErrors(err.issues, undefined, "body") };
  } else if (isSqliteConstraint(err)) {
    status = 409;
    body = { error: "Conflicts with an existing record" };
  } else if (sqliteCode(err) === "SQLITE_FULL" || sqliteCode(err) === "SQLITE_IOERR_WRITE") {
    // The transaction rolled back: nothing half-written stays behind.
    status = 507;
    body = { error: "Not enough storage space" };
    log.error("storage full", { requestId: ctx.state.requestId, path: redactPath(ctx.path) });
  } else if (isHttpError(err) && err.status < 500 && err.expose) {
    status = err.status;
    body = { error: err.message };
  } else {
    log.error("unhandled error", {
      requestId: ctx.state.requestId,
      method: ctx.method,
      path: redactPath(ctx.path),
      error: err instanceof Error ? err : String(err),
    });
  }
  ctx.status = status;
  setBody(ctx, body);
}

function sqliteCode(err: unknown): string | undefined {
  const code = typeof err === "object" && err !== null ? (err as { code?: unknown }).code : undefined;
  return typeof code === "string" && code.startsWith("SQLITE_") ? code : undefined;
}

function isSqliteConstraint(err: unknown): boolean {
  return sqliteCode(err)?.startsWith("SQLITE_CONSTRAINT") === true;
}

function isHttpError(err: unknown): err is { status: number; expose: boolean; message: string } {
  return (
    typeof err === "object" &&
    err !== null &&
    typeof (err as { status?: unknown }).status === "number" &&
    typeof (err as { expose?: unknown }).expose === "boolean"
  );
}

/** The global per-IP token bucket with Retry-After. */
export function globalRateLimit(deps: Deps): Koa.Middleware {
  const buckets = new TokenBuckets(deps.config.rateLimit.perMinute, deps.config.rateLimit.burst);
  return (ctx, next) => {
    if (ctx.path === "/health") return next();
    const wait = buckets.take(ctx.state.rateKey as string, deps.clock.now());
    if (wait > 0) throw new RateLimitedError(wait);
    return next();
  };
}
