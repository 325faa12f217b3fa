import type Koa from "koa";
import type { Deps } from "../deps";
import type { Actor } from "../auth/actor";
import { cachedStatement } from "./list";
import { UnauthorizedError } from "./errors";
import { newId } from "../lib/ids";

/**
 * Resolve the bearer token to an actor. Missing header → "Access token required"; anything that does not verify,
 * or names a user that no longer exists or is disabled → "Invalid or expired token" (the two exact messages).
 */
export async function authenticate(ctx: Koa.Context, deps: Deps, required: boolean): Promise<Actor | null> {
  const header = ctx.get("authorization");
  if (!header) {
    if (!required) return null;
    throw new UnauthorizedError("Access token required");
  }
  const m = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!m) throw new UnauthorizedError("Invalid or expired token");
  let sub: string;
  let email: string | undefined;
  try {
    const v = await deps.tokens.verify(m[1]);
    sub = v.sub;
    email = v.email;
  } catch {
    throw new UnauthorizedError("Invalid or expired token");
  }
  const db = deps.db.sqlite;
  let user = cachedStatement(db, "SELECT id, is_admin, disabled FROM users WHERE id = ?").get(sub) as { id: string; is_admin: number; disabled: number } | undefined;
  if (!user && deps.config.oidc) {
    // External identity provider: a user row is created on first sight.
    const now = deps.clock.nowIso();
    const first = (cachedStatement(db, "SELECT COUNT(*) AS n FROM users").get() as { n: number }).n === 0;
    cachedStatement(db, "INSERT OR IGNORE INTO users (id, email, display_name, is_admin, created_at, updated_at) VALUES (?, ?, '', ?, ?, ?)").run(
      sub,
      email ?? `${sub.replace(/[^A-Za-z0-9._-]/g, "_")}.${newId().slice(0, 8)}@oidc.invalid`,
      first ? 1 : 0,
      now,
      now,
    );
    user = cachedStatement(db, "SELECT id, is_admin, disabled FROM users WHERE id = ?").get(sub) as typeof user;
  }
  if (!user || user.disabled) throw new UnauthorizedError("Invalid or expired token");
  return { userId: user.id, isAdmin: user.is_admin === 1 };
}
