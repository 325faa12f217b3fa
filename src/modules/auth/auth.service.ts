import type { Deps } from "../../deps";
import { ConflictError, ForbiddenError, RateLimitedError, UnauthorizedError } from "../../errors";
import { findRefreshToken, insertRefreshToken, markRotated, revokeFamily } from "./auth.repo";
import { hashSecret, newId, newSecret } from "../../lib/ids";
import { assertAcceptablePassword, dummyPasswordHash, hashPassword, verifyPassword } from "../../auth/passwords";
import { countUsers, findUserByEmail, findUserById, insertUser, type UserRow } from "../users/users.repo";
import { presentUser } from "../users/users.present";
import { registrationOpen } from "../admin/admin.settings";

/**
 * How an account comes to be: `admin` makes an administrator; `bypassClosed` (administrator, CLI, invite) ignores
 * the registration switch (the administrator's setting, else REGISTRATION_OPEN); `onlyFirst` (first-run setup)
 * creates the user only while the instance has none, checked in the same transaction.
 */
export interface CreateUserOptions {
  admin?: boolean;
  bypassClosed?: boolean;
  onlyFirst?: boolean;
}

/** Create a user with a password. The first user of the instance becomes its administrator. */
export async function createUser(
  deps: Deps,
  input: { email: string; password: string; display_name?: string },
  opts: CreateUserOptions = {},
): Promise<UserRow> {
  assertAcceptablePassword(input.password, { email: input.email, displayName: input.display_name });
  const passwordHash = await hashPassword(input.password);
  return deps.db.tx(() => insertNewUser(deps, input, passwordHash, opts));
}

/**
 * The synchronous part of createUser, for callers that create an account inside a larger transaction (an invite
 * that creates the account and joins the household at once). 409 for a taken email; 403 when registration is closed
 * and nothing bypasses it.
 */
export function insertNewUser(deps: Deps, input: { email: string; display_name?: string }, passwordHash: string, opts: CreateUserOptions = {}): UserRow {
  const now = deps.clock.stamp();
  const first = countUsers(deps.db) === 0;
  if (opts.onlyFirst && !first) throw new ConflictError("This instance is already set up");
  if (findUserByEmail(deps.db, input.email)) throw new ConflictError("An account with this email already exists");
  if (!first && !opts.admin && !opts.bypassClosed && !registrationOpen(deps)) throw new ForbiddenError("Registration is closed on this instance");
  const row: Omit<UserRow, "disabled"> = {
    id: newId(),
    email: input.email.trim(),
    display_name: input.display_name ?? "",
    password_hash: passwordHash,
    is_admin: first || opts.admin ? 1 : 0,
    created_at: now,
    updated_at: now,
  };
  insertUser(deps.db.sqlite, row);
  return { ...row, disabled: 0 };
}

/** Issue an access token and a new refresh-token family (or the next token of `familyId`). */
export async function issueSession(deps: Deps, user: UserRow, familyId = newId()) {
  const { token, expiresAt } = await deps.tokens.issueAccessToken(user.id);
  const refresh = newSecret();
  const now = deps.clock.now();
  insertRefreshToken(deps.db.sqlite, {
    id: newId(),
    userId: user.id,
    familyId,
    hash: hashSecret(refresh),
    expiresAt: new Date(now + deps.config.auth.refreshTtlDays * 86_400_000).toISOString(),
    createdAt: new Date(now).toISOString(),
  });
  return { token, refresh_token: refresh, expires_at: expiresAt };
}

export async function register(deps: Deps, input: { email: string; password: string; display_name?: string }) {
  const user = await createUser(deps, input);
  const session = await issueSession(deps, user);
  return { ...session, user: presentUser(user, []) };
}

/**
 * Same answer, and about the same time, for an unknown email and a wrong password. `source` is the client's
 * rate-limit key (ctx.state.rateKey): attempts are throttled by account and source together (LoginThrottle).
 */
export async function login(deps: Deps, input: { email: string; password: string }, source: string) {
  const wait = deps.services.loginThrottle.take(input.email, source, deps.clock.now());
  if (wait > 0) throw new RateLimitedError(wait);
  const user = findUserByEmail(deps.db, input.email.trim());
  const ok = await verifyPassword(input.password, user?.password_hash ?? (await dummyPasswordHash()));
  if (!user || !user.password_hash || !ok || user.disabled) throw new UnauthorizedError("Invalid email or password");
  deps.services.loginThrottle.succeeded(input.email, source);
  const session = await issueSession(deps, user);
  return { ...session, user: presentUser(user, deps.access.householdIdsOf(user.id)) };
}

/**
 * Rotate a refresh token. Presenting one that was already rotated means it leaked: the whole family is revoked.
 */
export async function refresh(deps: Deps, refreshToken: string) {
  return (await rotateRefreshToken(deps, refreshToken)).session;
}

/** Rotate a refresh token (see refresh); also answers the user, for the web session's body. */
export async function rotateRefreshToken(deps: Deps, refreshToken: string) {
  const db = deps.db.sqlite;
  const now = deps.clock.stamp();
  const outcome = deps.db.tx(() => {
    const row = findRefreshToken(db, hashSecret(refreshToken));
    if (!row || row.revoked_at || row.expires_at <= now) return { kind: "invalid" as const };
    if (row.rotated_at) {
      revokeFamily(db, row.family_id, now);
      return { kind: "reused" as const };
    }
    markRotated(db, row.id, now);
    return { kind: "ok" as const, row };
  });
  if (outcome.kind === "reused") deps.log.warn("refresh token reuse detected; session family revoked");
  if (outcome.kind !== "ok") throw new UnauthorizedError("Invalid or expired token");
  const user = findUserById(deps.db, outcome.row.user_id);
  if (!user || user.disabled) throw new UnauthorizedError("Invalid or expired token");
  return { session: await issueSession(deps, user, outcome.row.family_id), user };
}

/** Revoke the family of a refresh token (logout). Unknown tokens are ignored: logout is idempotent. */
export function logout(deps: Deps, refreshToken: string): void {
  const db = deps.db.sqlite;
  const row = findRefreshToken(db, hashSecret(refreshToken));
  if (row) revokeFamily(db, row.family_id, deps.clock.stamp());
}
