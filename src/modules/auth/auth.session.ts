import type Koa from "koa";
import type { Deps } from "../../deps";
import { UnauthorizedError } from "../../errors";
import { countUsers, type UserRow } from "../users/users.repo";
import { presentUser } from "../users/users.present";
import type { UserOut } from "../users/users.schemas";
import { createUser, issueSession, login, logout, rotateRefreshToken } from "./auth.service";
import { assertNotCrossSiteForm, clearedRefreshCookie, readRefreshCookie, refreshCookie } from "./auth.cookie";
import { oidcAdvert, userForIdentity, verifiedIdentity } from "./auth.oidc";
import type { WebSessionOut } from "./auth.session.schemas";
import { registrationOpen } from "../admin/admin.settings";

/**
 * The web app's sessions: the same refresh-token families as the legacy endpoints (rotation, reuse detection,
 * revocation), but the refresh token travels only in an HttpOnly cookie and the body carries the access token.
 */

/** Put the refresh token in the cookie and answer the access token with the user. */
function answer(deps: Deps, ctx: Koa.Context, session: { token: string; refresh_token: string; expires_at: string }, user: UserOut): WebSessionOut {
  ctx.set("Set-Cookie", refreshCookie(deps.config, session.refresh_token, deps.config.auth.refreshTtlDays * 86_400));
  ctx.set("Cache-Control", "no-store");
  return { access_token: session.token, expires_at: session.expires_at, user };
}

/** A new session family for `user`. */
async function start(deps: Deps, ctx: Koa.Context, user: UserRow): Promise<WebSessionOut> {
  const session = await issueSession(deps, user);
  return answer(deps, ctx, session, presentUser(user, deps.access.householdIdsOf(user.id)));
}

/** GET /api/auth/setup: what the app's first screen needs to know. */
export async function setupStatus(deps: Deps) {
  return { needs_setup: countUsers(deps.db) === 0, registration_open: registrationOpen(deps), oidc: await oidcAdvert(deps) };
}

/** POST /api/auth/setup: the first administrator, only while the instance has no user (409 after). */
export async function setupFirstAdmin(deps: Deps, ctx: Koa.Context, input: { email: string; password: string; display_name?: string }): Promise<WebSessionOut> {
  const user = await createUser(deps, input, { admin: true, onlyFirst: true });
  deps.log.info("first administrator created through setup", { userId: user.id });
  return start(deps, ctx, user);
}

/**
 * POST /api/auth/session/register: open registration for the web app, the refresh token in the cookie only (the
 * legacy register answers it in the body, where page scripts could read it). 403 while registration is closed.
 */
export async function registerWithSession(
  deps: Deps,
  ctx: Koa.Context,
  input: { email: string; password: string; display_name?: string },
): Promise<WebSessionOut> {
  const user = await createUser(deps, input);
  deps.log.info("user registered through the web app", { userId: user.id });
  return start(deps, ctx, user);
}

/** POST /api/auth/session: email and password (throttled by account and source together, as the legacy login is). */
export async function signIn(deps: Deps, ctx: Koa.Context, input: { email: string; password: string }): Promise<WebSessionOut> {
  const { user, ...session } = await login(deps, input, ctx.state.rateKey as string);
  return answer(deps, ctx, session, user);
}

/**
 * POST /api/auth/session/refresh: rotate the cookie's refresh token. A missing, unknown, expired or revoked one is
 * 401 and the cookie is cleared; a token used twice revokes its whole family (the legacy refresh's rule).
 */
export async function refreshSession(deps: Deps, ctx: Koa.Context): Promise<WebSessionOut> {
  assertNotCrossSiteForm(ctx);
  const token = readRefreshCookie(ctx);
  if (!token) throw new UnauthorizedError("Invalid or expired token");
  try {
    const { session, user } = await rotateRefreshToken(deps, token);
    return answer(deps, ctx, session, presentUser(user, deps.access.householdIdsOf(user.id)));
  } catch (err) {
    if (err instanceof UnauthorizedError) ctx.set("Set-Cookie", clearedRefreshCookie(deps.config));
    throw err;
  }
}

/** DELETE /api/auth/session: revoke the cookie's session family and clear the cookie (idempotent). */
export function signOut(deps: Deps, ctx: Koa.Context): void {
  assertNotCrossSiteForm(ctx);
  const token = readRefreshCookie(ctx);
  if (token) logout(deps, token);
  ctx.set("Set-Cookie", clearedRefreshCookie(deps.config));
}

/** POST /api/auth/session/oidc: the provider's code (with its PKCE verifier) for our own session. */
export async function signInWithProvider(
  deps: Deps,
  ctx: Koa.Context,
  input: { code: string; code_verifier: string; redirect_uri: string; nonce?: string },
): Promise<WebSessionOut> {
  const identity = await verifiedIdentity(deps, input);
  const user = userForIdentity(deps, identity);
  return start(deps, ctx, user);
}
