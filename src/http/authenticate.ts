import type Koa from "koa";
import type { Deps } from "../deps";
import type { Actor } from "../auth/actor";
import { BadRequestError, ForbiddenError, UnauthorizedError } from "../errors";
import { PAT_PREFIX } from "../auth/personal-tokens";
import { findAuthUser, USER_CACHE_MS } from "../auth/user-cache";
import { newOidcUser } from "../modules/auth/auth.oidc";
import { insertUser } from "../modules/users/users.repo";

/**
 * Resolve the bearer token to an actor. Missing header → "Access token required"; anything that does not verify,
 * or names a user that no longer exists or is disabled → "Invalid or expired token" (the two exact messages).
 * A token verified before answers synchronously (no promise, no microtask on the hot path); only a first
 * verification returns a promise.
 */
export function authenticate(ctx: Koa.Context, deps: Deps, required: boolean): Actor | null | Promise<Actor | null> {
  const header = ctx.req.headers.authorization;
  if (!header) {
    if (!required) return null;
    throw new UnauthorizedError("Access token required");
  }
  // Node keeps only the first of repeated Authorization headers; a proxy or cache may use another. Refuse the ambiguity.
  if (authorizationCount(ctx.req.rawHeaders) > 1) throw new BadRequestError("Send exactly one Authorization header");
  const m = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!m) throw new UnauthorizedError("Invalid or expired token");
  if (m[1].startsWith(PAT_PREFIX)) return actorForPersonalToken(ctx, deps, m[1]);
  const cached = deps.tokens.verifiedBefore(m[1]);
  if (cached) return actorFor(deps, cached.sub, cached.email);
  return deps.tokens.verify(m[1]).then(
    (v) => actorFor(deps, v.sub, v.email),
    () => {
      throw new UnauthorizedError("Invalid or expired token");
    },
  );
}

/** How many Authorization headers the request carried (rawHeaders alternates names and values). */
function authorizationCount(raw: string[]): number {
  let n = 0;
  for (let i = 0; i < raw.length; i += 2) if (raw[i].length === 13 && raw[i].toLowerCase() === "authorization") n++;
  return n;
}

/**
 * A personal API token: looked up by its hash (cached briefly; revocation forgets the entry, so it stops working at
 * once), expired or unknown → "Invalid or expired token"; a `read` token may only GET or HEAD (403 otherwise).
 * Each use notes last_used_at, at most once a minute per token.
 */
function actorForPersonalToken(ctx: Koa.Context, deps: Deps, token: string): Actor {
  const store = deps.caches.personalTokens;
  const now = deps.clock.now();
  const entry = store.lookup(token, now);
  if (!entry) throw new UnauthorizedError("Invalid or expired token");
  const actor = actorFor(deps, entry.userId, undefined);
  if (entry.scope === "read" && ctx.method !== "GET" && ctx.method !== "HEAD") throw new ForbiddenError("This token is read-only");
  try {
    store.touch(entry, now);
  } catch (err) {
    // A last-used time that could not be written (disk full) must not fail the request it describes.
    deps.log.warn("api token last_used_at not written", { error: err instanceof Error ? err.message : String(err) });
  }
  return { ...actor, tokenId: entry.id };
}

/** The actor of a verified subject: from the user cache, else from the users table (created on first OIDC sight). */
function actorFor(deps: Deps, sub: string, email: string | undefined): Actor {
  const cache = deps.caches.users;
  const now = Date.now();
  const known = cache.get(sub);
  if (known && now - known.at < USER_CACHE_MS) {
    if (known.disabled) throw new UnauthorizedError("Invalid or expired token");
    return { userId: sub, isAdmin: known.isAdmin };
  }
  let user = findAuthUser(deps.db, sub);
  if (!user && deps.config.oidc) {
    // An access token of the external identity provider: its user is created on first sight.
    insertUser(deps.db.sqlite, newOidcUser(deps, { sub, email }), { ifAbsent: true });
    user = findAuthUser(deps.db, sub);
  }
  if (!user || user.disabled) throw new UnauthorizedError("Invalid or expired token");
  cache.set(sub, { isAdmin: user.is_admin === 1, disabled: false, at: now });
  return { userId: user.id, isAdmin: user.is_admin === 1 };
}
