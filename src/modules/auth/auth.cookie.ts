import type Koa from "koa";
import type { Config } from "../../config";
import { ForbiddenError } from "../../errors";

/** The web session's refresh-token cookie. */
export const REFRESH_COOKIE = "rl_refresh";
/** Sent only to the session endpoints (refresh and sign-out), never with API or page requests. */
export const REFRESH_COOKIE_PATH = "/api/auth/session";

/**
 * Set-Cookie for the refresh token: unreadable by page scripts (HttpOnly), never sent cross-site (SameSite=Strict),
 * scoped to the session endpoints, Secure when the appliance is reached over https. Written by hand because Koa's
 * cookie helper refuses Secure on the plain-http hop behind a TLS-terminating proxy.
 */
export function refreshCookie(config: Config, token: string, maxAgeSeconds: number): string {
  const secure = config.publicUrl.startsWith("https:") ? "; Secure" : "";
  return `${REFRESH_COOKIE}=${token}; Path=${REFRESH_COOKIE_PATH}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Strict${secure}`;
}

/** Set-Cookie that removes the refresh cookie (same name, path and attributes, expired). */
export function clearedRefreshCookie(config: Config): string {
  const secure = config.publicUrl.startsWith("https:") ? "; Secure" : "";
  return `${REFRESH_COOKIE}=; Path=${REFRESH_COOKIE_PATH}; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Strict${secure}`;
}

/** The refresh token from the Cookie header, or undefined. Only token-shaped values are taken. */
export function readRefreshCookie(ctx: Koa.Context): string | undefined {
  const header = ctx.req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1 || part.slice(0, eq).trim() !== REFRESH_COOKIE) continue;
    const value = part.slice(eq + 1).trim();
    if (/^[A-Za-z0-9_-]{16,512}$/.test(value)) return value;
  }
  return undefined;
}

/**
 * Cross-site request forgery guard of the cookie endpoints, on top of SameSite=Strict. Accepted: a JSON content
 * type or an X-Requested-With header (a cross-site HTML form can send neither, and a cross-site fetch that sets
 * them needs a CORS preflight this server never grants), or the browser's own `Sec-Fetch-Site: same-origin`
 * (a header page scripts cannot set; a cross-site form says `cross-site`).
 */
export function assertNotCrossSiteForm(ctx: Koa.Context): void {
  const headers = ctx.req.headers;
  const type = (headers["content-type"] ?? "").toLowerCase();
  if (type.startsWith("application/json") || headers["x-requested-with"] || headers["sec-fetch-site"] === "same-origin") return;
  throw new ForbiddenError("Send Content-Type: application/json or an X-Requested-With header");
}
