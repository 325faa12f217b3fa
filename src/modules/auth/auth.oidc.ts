import type { Deps } from "../../deps";
import { BadRequestError, UnauthorizedError, UpstreamError } from "../../errors";
import { newId } from "../../lib/ids";
import { ProviderRejectedError, ProviderUnavailableError, type OidcIdentity } from "../../auth/oidc-provider";
import { countUsers, findUserByEmail, findUserById, insertUser, type UserRow } from "../users/users.repo";

/** Scopes the web app asks the provider for. */
export const OIDC_SCOPE = "openid email profile";

/** What GET /api/auth/setup tells the web app about signing in through the provider; null when not configured. */
export async function oidcAdvert(deps: Deps): Promise<{ authorization_endpoint: string; client_id: string; scope: string } | null> {
  const web = deps.config.oidc?.web;
  const client = deps.services.oidcWeb;
  if (!web || !client) return null;
  try {
    const meta = await client.metadata();
    return { authorization_endpoint: meta.authorization_endpoint, client_id: web.clientId, scope: OIDC_SCOPE };
  } catch (err) {
    // The provider is down: the app offers password sign-in meanwhile rather than a button that cannot work.
    deps.log.warn("OIDC provider discovery failed", { error: err instanceof Error ? err.message : String(err) });
    return null;
  }
}

/** Exchange the web app's authorization code for a verified identity; provider faults map to 502, refusals to 401. */
export async function verifiedIdentity(
  deps: Deps,
  input: { code: string; code_verifier: string; redirect_uri: string; nonce?: string },
): Promise<OidcIdentity> {
  const web = deps.config.oidc?.web;
  const client = deps.services.oidcWeb;
  if (!web || !client) throw new BadRequestError("Sign-in through an OIDC provider is not configured");
  // Only the registered redirect URI: the code was bound to it, and the provider would refuse anything else anyway.
  if (input.redirect_uri !== web.redirectUri) throw new BadRequestError("redirect_uri is not the registered one");
  try {
    return await client.exchange({ code: input.code, codeVerifier: input.code_verifier, redirectUri: input.redirect_uri, nonce: input.nonce });
  } catch (err) {
    if (err instanceof ProviderRejectedError) {
      deps.log.info("OIDC sign-in refused", { reason: err.message });
      throw new UnauthorizedError("Sign-in with the provider failed");
    }
    if (err instanceof ProviderUnavailableError) {
      deps.log.warn("OIDC provider unavailable", { reason: err.message });
      throw new UpstreamError("The sign-in provider did not answer");
    }
    throw err;
  }
}

/**
 * The row of a user first seen through the identity provider: the provider's subject as id, its email (or a
 * placeholder that can never receive mail), and the administrator role when the instance has no user yet.
 */
export function newOidcUser(deps: Deps, identity: Pick<OidcIdentity, "sub" | "email" | "name">): Omit<UserRow, "disabled"> {
  const now = deps.clock.stamp();
  return {
    id: identity.sub,
    email: identity.email ?? `${identity.sub.replace(/[^A-Za-z0-9._-]/g, "_")}.${newId().slice(0, 8)}@oidc.invalid`,
    display_name: identity.name ?? "",
    password_hash: null,
    is_admin: countUsers(deps.db) === 0 ? 1 : 0,
    created_at: now,
    updated_at: now,
  };
}

/**
 * The user an OIDC identity signs in as, as the bearer mode finds them: the user whose id is the provider's `sub`
 * (created on first sight, the first user of the instance becoming administrator). An existing account with the
 * same email is taken over only when the provider says the email is verified; an unverified email never links.
 */
export function userForIdentity(deps: Deps, identity: OidcIdentity): UserRow {
  const db = deps.db.sqlite;
  const user = deps.db.tx(() => {
    const bySub = findUserById(deps.db, identity.sub);
    if (bySub) return bySub;
    if (identity.email) {
      const byEmail = findUserByEmail(deps.db, identity.email);
      if (byEmail && identity.emailVerified) return byEmail;
      if (byEmail) throw new UnauthorizedError("An account with this email exists; the provider has not verified the email");
    }
    const row = newOidcUser(deps, identity);
    insertUser(db, row);
    return { ...row, disabled: 0 };
  });
  if (user.disabled) throw new UnauthorizedError("Invalid or expired token");
  return user;
}
