import type Koa from "koa";
import type { z } from "zod";
import type { Actor } from "../auth/actor";
import type { Deps } from "../deps";

/** Who may call a route: a signed-in user, an administrator, anyone, or anyone with an optional user. */
export type AuthMode = "user" | "admin" | "none" | "optional";

/**
 * Which rate-limit bucket a route draws from, beyond the global per-IP bucket: `auth` (login and friends, per IP),
 * `anon` (unauthenticated token lookups, per IP), `expensive` (imports and uploads, per user).
 */
export type RateBucket = "default" | "auth" | "anon" | "expensive";

/** A documented response of an operation. */
export interface ResponseDoc {
  description: string;
  schema?: z.ZodType;
  /** Content type when not JSON (e.g. text/event-stream, application/octet-stream). */
  contentType?: string;
  headers?: Record<string, string>;
}

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a handler receives: validated input, the actor, dependencies and (rarely needed) the Koa context. */
export interface RouteCall<A extends AuthMode, P, Q, B> {
  params: Out<P>;
  query: Out<Q>;
  body: Out<B>;
  actor: A extends "none" | "optional" ? Actor | null : Actor;
  deps: Deps;
  ctx: Koa.Context;
  /** The If-Match header, when the client sent one (optimistic concurrency). */
  ifMatch: string | undefined;
}

/** A route declared as data: the registry mounts it, validates it and documents it in OpenAPI. */
export interface RouteDef<A extends AuthMode = AuthMode, P = unknown, Q = unknown, B = unknown> {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** OpenAPI-style path: /api/recipes/{id}. */
  path: string;
  summary: string;
  description?: string;
  tags: string[];
  auth: A;
  deprecated?: boolean;
  rateLimit?: RateBucket;
  params?: P;
  query?: Q;
  body?: B;
  /** json (default when a body schema is given), multipart (handler reads the stream), or none. */
  bodyType?: "json" | "multipart" | "none";
  /** OpenAPI schema for a multipart body (documentation only; the handler parses it). */
  multipartDoc?: Record<string, unknown>;
  responses: Record<number, ResponseDoc>;
  /** Return a body (sent with the first documented 2xx status), a Reply, undefined for 204, or RAW when the handler wrote ctx itself. */
  handler: (call: RouteCall<A, P, Q, B>) => unknown;
}

/** Identity helper that keeps the generic types of a route declaration. */
export function defineRoute<
  A extends AuthMode,
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
>(def: RouteDef<A, P, Q, B>): RouteDef {
  return def as unknown as RouteDef;
}

/** An explicit status/body/headers answer from a handler. */
export class Reply {
  constructor(
    readonly status: number,
    readonly body?: unknown,
    readonly headers: Record<string, string> = {},
  ) {}
}

/** A service's create-or-find answer as HTTP: 201 with the new record, 200 with the one that was there. */
export function answerUpsert<T>(result: { created: boolean; value: T }): Reply {
  return new Reply(result.created ? 201 : 200, result.value);
}

/** Returned by a handler that wrote the response itself (streams, files). */
export const RAW = Symbol("raw-response");
