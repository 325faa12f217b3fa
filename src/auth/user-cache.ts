import { eq, sql } from "drizzle-orm";
import { BoundedMap } from "../lib/bounded-map";
import type { Db, Orm } from "../db/client";
import { users } from "../db/schema";

/** What authentication remembers of a user it resolved: role, and whether the account is disabled. */
export interface CachedUser {
  isAdmin: boolean;
  disabled: boolean;
  at: number;
}

/** Entries answer without a query for this long; deletion, disabling and role changes forget the entry at once. */
export const USER_CACHE_MS = 30_000;
const USER_CACHE_MAX = 10_000;

/**
 * Users seen recently by authentication, one per app instance (deps.caches.users): saves a query per request, and
 * two instances in one process (tests, embedders) never see each other's users.
 */
export type UserCache = BoundedMap<string, CachedUser>;

export function createUserCache(): UserCache {
  return new BoundedMap(USER_CACHE_MAX);
}

/** Forget what authentication knows of a user: call after deleting, disabling or changing the role of one. */
export function forgetUser(deps: { caches: { users: UserCache } }, userId: string): void {
  deps.caches.users.delete(userId);
}

const authUserById = (orm: Orm) =>
  orm
    .select({ id: users.id, is_admin: users.is_admin, disabled: users.disabled })
    .from(users)
    .where(eq(users.id, sql.placeholder("id")))
    .prepare();

/** What authentication reads of a user on a cache miss: role and whether the account is disabled. */
export const findAuthUser = (db: Db, id: string) => db.prepared(authUserById).get({ id });
