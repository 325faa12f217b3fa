import fs from "node:fs";
import path from "node:path";
import type Koa from "koa";
import type { Deps } from "../deps";
import { NotFoundError } from "../errors";
import { setBody } from "../http/send-body";
import { resolveWebFile, sendWebFile } from "./static";

/**
 * The web app's Content-Security-Policy: everything from this origin, nothing inline (the build has no inline
 * script or style), images also from data:/blob: (blurhash placeholders, camera previews) and from PUBLIC_URL's
 * origin (signed /media URLs are absolute there, and a family may open the app by another name, such as the
 * Pi's LAN address), never framed.
 */
export function appCsp(publicUrl: string): string {
  const origin = new URL(publicUrl).origin;
  return `default-src 'self'; img-src 'self' ${origin} data: blob:; connect-src 'self'; style-src 'self'; script-src 'self'; worker-src 'self'; manifest-src 'self'; base-uri 'self'; form-action 'self'; object-src 'none'; frame-ancestors 'none'`;
}

/** Paths the API owns: never answered with the app, so an unknown one keeps the contract's JSON 404. */
const API_PREFIXES = ["/api", "/media", "/openapi.json", "/docs", "/health", "/shared"];

/** True when `p` is one of the API's prefixes or below one (`/api`, `/api/…`; `/apiary` is the app's). */
export function isApiPath(p: string): boolean {
  const lower = p.toLowerCase();
  return API_PREFIXES.some((prefix) => lower === prefix || lower.startsWith(prefix + "/"));
}

/**
 * Serve the built web app from the web root, after the API's routes: a file when the path names one, else
 * index.html so the app's router handles the path (/recipes/…, /invite/…, /auth/callback…). Hashed assets that
 * do not exist answer 404 rather than HTML, so a stale page or service worker never caches HTML as a script.
 * Without a build (API-only development), `/` answers a short JSON hint and other paths 404.
 */
export function webApp(deps: Deps): Koa.Middleware {
  const root = path.resolve(deps.config.webRoot);
  const csp = appCsp(deps.config.publicUrl);
  let warned = false;
  return (ctx, next) => {
    if ((ctx.method !== "GET" && ctx.method !== "HEAD") || isApiPath(ctx.path)) return next();
    const target = resolveWebFile(root, ctx.path);
    if (target === undefined) throw new NotFoundError();
    ctx.set("Content-Security-Policy", csp);
    if (target) {
      sendWebFile(ctx, target);
      return;
    }
    if (/^\/assets\//i.test(ctx.path)) throw new NotFoundError();
    const index = path.join(root, "index.html");
    if (!fs.existsSync(index)) {
      if (!warned) {
        warned = true;
        deps.log.warn("web app not built: serving the API only (run npm run build, or set WEB_ROOT)", { webRoot: root });
      }
      if (ctx.path !== "/") throw new NotFoundError();
      ctx.set("Cache-Control", "no-cache");
      setBody(ctx, {
        name: "recipe-library",
        version: deps.version,
        web_app: "not built: run `npm run build` (or set WEB_ROOT)",
        docs: "/docs",
        openapi: "/openapi.json",
      });
      return;
    }
    sendWebFile(ctx, { file: index, rel: "index.html" });
  };
}
