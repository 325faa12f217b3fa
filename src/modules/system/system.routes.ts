import { z } from "zod";
import { defineRoute, Reply, RAW } from "../../http/route";
import { pingDatabase } from "../../db/statements";
import type { RouteDef } from "../../http/route";
import { docsHtml } from "./docs-page";

const healthSchema = z.object({ status: z.enum(["ok", "shutting_down", "error"]), version: z.string(), database: z.enum(["ok", "error"]) });

export const systemRoutes: RouteDef[] = [
  defineRoute({
    method: "GET",
    path: "/health",
    summary: "Liveness probe: version and database status (503 while shutting down)",
    tags: ["system"],
    auth: "none",
    responses: { 200: { description: "Healthy", schema: healthSchema }, 503: { description: "Shutting down or database unavailable", schema: healthSchema } },
    handler: ({ deps }) => {
      let database: "ok" | "error" = "ok";
      try {
        pingDatabase(deps.db.sqlite);
      } catch {
        database = "error";
      }
      const status = !deps.ready.value ? "shutting_down" : database === "ok" ? "ok" : "error";
      return new Reply(status === "ok" ? 200 : 503, { status, version: deps.version, database });
    },
  }),
  defineRoute({
    method: "GET",
    path: "/openapi.json",
    summary: "The OpenAPI 3.1 document of this API",
    tags: ["system"],
    auth: "none",
    responses: { 200: { description: "OpenAPI document", schema: z.object({ openapi: z.string() }).loose() } },
    handler: ({ deps, ctx }) => {
      ctx.type = "application/json";
      ctx.body = deps.openapi();
      return RAW;
    },
  }),
  defineRoute({
    method: "GET",
    path: "/docs",
    summary: "Readable API reference (works offline)",
    tags: ["system"],
    auth: "none",
    responses: { 200: { description: "HTML page", contentType: "text/html" } },
    handler: ({ deps, ctx }) => {
      ctx.type = "text/html; charset=utf-8";
      ctx.set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'");
      ctx.body = docsHtml(JSON.parse(deps.openapi()) as Record<string, unknown>);
      return RAW;
    },
  }),
  defineRoute({
    method: "GET",
    path: "/.well-known/jwks.json",
    summary: "Public keys of the built-in token issuer",
    tags: ["system"],
    auth: "none",
    responses: { 200: { description: "JWK set", schema: z.object({ keys: z.array(z.record(z.string(), z.unknown())) }) } },
    handler: ({ deps }) => deps.tokens.jwks(),
  }),
  defineRoute({
    method: "GET",
    path: "/robots.txt",
    summary: "Crawler rules: share links and the API are disallowed",
    tags: ["system"],
    auth: "none",
    responses: { 200: { description: "robots.txt", contentType: "text/plain" } },
    handler: ({ ctx }) => {
      ctx.type = "text/plain; charset=utf-8";
      ctx.body = "User-agent: *\nDisallow: /api/\nDisallow: /api/shared/\nDisallow: /media/\nDisallow: /shared/\n";
      return RAW;
    },
  }),
];
