import { z } from "zod";
import type { RouteDef } from "./route";

type Json = Record<string, unknown>;

const errorSchema: Json = { type: "object", properties: { error: { type: "string" } }, required: ["error"] };
const validationSchema: Json = {
  type: "object",
  properties: {
    errors: {
      type: "array",
      items: {
        type: "object",
        properties: {
          type: { type: "string", enum: ["field", "unknown_field"] },
          path: { type: "string" },
          msg: { type: "string" },
          location: { type: "string", enum: ["body", "query", "params", "headers"] },
          value: {},
        },
        required: ["type", "path", "msg", "location"],
      },
    },
  },
  required: ["errors"],
};

const STANDARD_ERRORS: Record<number, string> = {
  400: "Malformed request or validation failed",
  401: "No token (`Access token required`) or the token did not verify (`Invalid or expired token`)",
  403: "Authenticated but not permitted",
  404: "No such resource, or not visible to the caller",
  409: "The resource is not in a state that allows the operation",
  412: "If-Match names a stale version",
  413: "Body too large",
  415: "Wrong content type",
  429: "Rate limit exceeded (see Retry-After)",
  500: "Server-side failure",
};

/** JSON Schema of a zod schema, for OpenAPI 3.1 (JSON Schema 2020-12). */
export function jsonSchema(schema: z.ZodType, io: "input" | "output"): Json {
  const s = z.toJSONSchema(schema, { io, unrepresentable: "any", target: "draft-2020-12" }) as Json;
  delete s.$schema;
  return s;
}

function parametersOf(schema: z.ZodType | undefined, where: "path" | "query"): Json[] {
  if (!schema) return [];
  const js = jsonSchema(schema, "input");
  const props = (js.properties ?? {}) as Record<string, Json>;
  const required = new Set((js.required as string[] | undefined) ?? []);
  return Object.entries(props).map(([name, s]) => ({
    name,
    in: where,
    required: where === "path" ? true : required.has(name),
    schema: s,
    ...(typeof s.description === "string" ? { description: s.description } : {}),
  }));
}

const opId = (r: RouteDef) =>
  (
    r.method.toLowerCase() + r.path.replace(/\{(\w+)\}/g, "By_$1").replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ""))
  ).replace(/^./, (c) => c.toLowerCase());

/** Build the OpenAPI 3.1 document from the same route declarations (and zod schemas) that the server mounts. */
/** How to authenticate for each purpose, and what households share: the document's own guide for client authors. */
const AUTH_AND_SHARING =
  "\n\nAuthentication (`Authorization: Bearer <token>`), by purpose:\n- The web app and other interactive clients: the session endpoints under `/api/auth/session` (`POST /api/auth/setup` creates the first administrator; `POST /api/auth/session` signs in and sets an HttpOnly refresh cookie; `POST /api/auth/session/refresh` rotates it; `DELETE /api/auth/session` signs out; `POST /api/auth/session/oidc` signs in through the configured OpenID Connect provider). They answer short-lived access tokens.\n- Integrations (Home Assistant, scripts, a phone shortcut): a personal API token from `POST /api/users/me/api-tokens` (or the `token` command on the server), sent as the bearer token like an access token. Shown once, scoped `read` (GET/HEAD only) or `read-write`, optionally expiring, revoked at once with `DELETE /api/users/me/api-tokens/{id}`.\n- Single sign-on: with `OIDC_ISSUER` configured, access tokens of that OpenID Connect provider are accepted (their `sub` is the user id).\n- `POST /api/auth/register`, `/login`, `/refresh` and `/logout` remain for older clients and are deprecated: new clients use the session endpoints.\n\nAccounts: registration is closed after the first user unless REGISTRATION_OPEN is set, or an administrator opens it (`PATCH /api/admin/settings`, which overrides the environment from then on); people join through a household invite (`GET /api/household-invites/{token}` previews it, `POST /api/household-invites/{token}/register` creates the account and joins), or the administrator creates them.\n\nHouseholds: members see what is shared into their households (shared records, the recipes held by shared collections and meal plans, and with `share_library` every member's recipes) except recipes marked `private`. Lists, search, tags and delta sync include them; a record that stops being visible comes back in `deleted` on the next delta sync.";

export function buildOpenApi(routes: RouteDef[], info: { version: string; serverUrl: string }): Json {
  const paths: Record<string, Record<string, Json>> = {};
  for (const r of routes) {
    const responses: Record<string, Json> = {};
    for (const [status, doc] of Object.entries(r.responses)) {
      const entry: Json = { description: doc.description };
      if (doc.schema) entry.content = { [doc.contentType ?? "application/json"]: { schema: jsonSchema(doc.schema, "output") } };
      else if (doc.contentType) entry.content = { [doc.contentType]: { schema: { type: "string" } } };
      if (doc.headers) entry.headers = Object.fromEntries(Object.entries(doc.headers).map(([h, d]) => [h, { description: d, schema: { type: "string" } }]));
      responses[status] = entry;
    }
    const errs = new Set<number>([429, 500]);
    if (r.params || r.query || r.body || r.bodyType === "multipart") errs.add(400);
    if (r.auth === "user" || r.auth === "admin" || r.auth === "optional") errs.add(401);
    if (r.auth === "admin") errs.add(403);
    if (r.params) errs.add(404);
    if (r.body) {
      errs.add(413);
      errs.add(415);
    }
    for (const s of errs) {
      if (responses[s]) continue;
      responses[s] = {
        description: STANDARD_ERRORS[s],
        content: { "application/json": { schema: s === 400 ? { oneOf: [validationSchema, errorSchema] } : errorSchema } },
        ...(s === 429 ? { headers: { "Retry-After": { description: "Seconds to wait", schema: { type: "integer" } } } } : {}),
      };
    }
    const op: Json = {
      operationId: opId(r),
      summary: r.summary,
      tags: r.tags,
      parameters: [...parametersOf(r.params as z.ZodType | undefined, "path"), ...parametersOf(r.query as z.ZodType | undefined, "query")],
      responses,
    };
    if (r.description) op.description = r.description;
    if (r.deprecated) op.deprecated = true;
    op.security = r.auth === "none" ? [] : r.auth === "optional" ? [{}, { bearerAuth: [] }] : [{ bearerAuth: [] }];
    if (r.body) op.requestBody = { required: true, content: { "application/json": { schema: jsonSchema(r.body as z.ZodType, "input") } } };
    if (r.bodyType === "multipart") op.requestBody = { required: true, content: { "multipart/form-data": { schema: r.multipartDoc ?? { type: "object" } } } };
    paths[r.path] ??= {};
    paths[r.path][r.method.toLowerCase()] = op;
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Recipe Library API",
      version: "1.0.0",
      description:
        `Self-hosted recipe library (server ${info.version}). Conventions: JSON bodies, snake_case (camelCase on timers, wishlist items, isOptional, coverUrl/coverKey), UUID ids, ISO 8601 UTC timestamps with milliseconds. prep_time and cook_time are minutes, ttl seconds, remainingMs/durationMs milliseconds. Lists answer {<plural>: [...], next_cursor}; with since they add deleted and server_time. Unknown and read-only body fields are rejected. Single resources carry a weak ETag; If-Match with a stale one answers 412.` +
        AUTH_AND_SHARING,
    },
    servers: [{ url: info.serverUrl }],
    components: { securitySchemes: { bearerAuth: { type: "http", scheme: "bearer", bearerFormat: "JWT" } } },
    paths,
  };
}
