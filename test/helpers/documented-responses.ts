/**
 * Every 2xx JSON answer a test receives is checked against the response schema its route documents in
 * /openapi.json (issue 18: hand-rendered JSON must not drift from the document). The routes come from the same
 * module list the server mounts; a path is matched the way the router matches it, a literal route before a
 * parameterised one.
 */
import type { z } from "zod";
import { routesOf } from "../../src/app";
import { modules } from "../../src/modules";
import type { RouteDef } from "../../src/http/route";

interface Matcher {
  method: string;
  pattern: RegExp;
  params: number;
  route: RouteDef;
}

let matchers: Matcher[] | null = null;

function allMatchers(): Matcher[] {
  matchers ??= routesOf(modules)
    .map((route) => ({
      method: route.method,
      pattern: new RegExp(`^${route.path.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\\?\{\w+\}/g, "[^/]+")}$`),
      params: (route.path.match(/\{/g) ?? []).length,
      route,
    }))
    .sort((a, b) => a.params - b.params);
  return matchers;
}

/** The route that answers `method path` (query string ignored), or undefined. */
export function routeFor(method: string, requestPath: string): RouteDef | undefined {
  const p = requestPath.split("?")[0] ?? requestPath;
  return allMatchers().find((m) => m.method === method.toUpperCase() && m.pattern.test(p))?.route;
}

/**
 * Throws when a 2xx JSON body does not satisfy the documented schema of its status. Answers without a documented
 * schema (204, streams, files) and routes the registry does not know (the web app, /shared pages) are not checked.
 */
export function assertDocumentedResponse(method: string, requestPath: string, status: number, body: unknown): void {
  if (status < 200 || status >= 300) return;
  const route = routeFor(method, requestPath);
  const schema: z.ZodType | undefined = route?.responses[status]?.schema;
  if (!route || !schema || route.responses[status]?.contentType) return;
  const result = schema.safeParse(body);
  if (result.success) return;
  const problems = result.error.issues.slice(0, 5).map((i) => `${i.path.join(".") || "(body)"}: ${i.message}`);
  throw new Error(
    `${method} ${requestPath} answered ${status} with a body its documented schema refuses (${route.method} ${route.path}):\n  ${problems.join("\n  ")}`,
  );
}
