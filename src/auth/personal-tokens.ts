import { eq, sql } from "drizzle-orm";
import { cachedStatement } from "../db/statements";
import type { Db, Orm } from "../db/client";
import { apiTokens } from "../db/schema";
import { BoundedMap } from "../lib/bounded-map";
import { hashSecret, newSecret } from "../lib/ids";

/** Every personal token starts with this, so that it is recognisable (secret scanners, logs, the bearer check). */
export const PAT_PREFIX = "rl_pat_";
export type PatScope = "read" | "read-write";

/** What authentication needs of a personal token. */
export interface PatEntry {
  id: string;
  userId: string;
  scope: PatScope;
  expiresAt: string | null;
}

/** Lookups by hash are cached this long: the hot path does no query; revoking deletes the entry at once. */
const CACHE_MS = 30_000;
const CACHE_MAX = 10_000;
/** last_used_at is written at most this often per token (not a write per request). */
export const LAST_USED_EVERY_MS = 60_000;

interface Cached {
  entry: PatEntry | null;
  at: number;
}

/** The personal-token store of one database: mint, look up (cached), forget on revocation, note use. */
export interface PersonalTokens {
  /** A new token: the secret to show once, and the hash and prefix to store. */
  mint(): { token: string; hash: string; prefix: string };
  /** The live token for a bearer string, or null (unknown, revoked or expired at `nowMs`). */
  lookup(token: string, nowMs: number): PatEntry | null;
  /** Drop a token from the cache (revocation: takes effect on the next request). */
  forget(hash: string): void;
  /** Record a use; writes last_used_at only when the last write is older than LAST_USED_EVERY_MS. */
  touch(entry: PatEntry, nowMs: number): void;
}

const tokenByHash = (orm: Orm) =>
  orm
    .select({ id: apiTokens.id, user_id: apiTokens.user_id, scope: apiTokens.scope, expires_at: apiTokens.expires_at, last_used_at: apiTokens.last_used_at })
    .from(apiTokens)
    .where(eq(apiTokens.token_hash, sql.placeholder("hash")))
    .prepare();

/** The stored scope as the type says: only the two values are ever written; anything else grants the least. */
const patScope = (stored: string): PatScope => (stored === "read-write" ? "read-write" : "read");

/** The store of one app instance (deps.caches.personalTokens), over its database. */
export function createPersonalTokens(db: Db): PersonalTokens {
  const cache = new BoundedMap<string, Cached>(CACHE_MAX);
  const lastWrite = new BoundedMap<string, number>(CACHE_MAX);
  return {
    mint() {
      const token = `${PAT_PREFIX}${newSecret(32)}`;
      return { token, hash: hashSecret(token), prefix: token.slice(0, PAT_PREFIX.length + 4) };
    },
    lookup(token, nowMs) {
      const hash = hashSecret(token);
      let hit = cache.get(hash);
      if (!hit || nowMs - hit.at >= CACHE_MS) {
        const row = db.prepared(tokenByHash).get({ hash });
        hit = { entry: row ? { id: row.id, userId: row.user_id, scope: patScope(row.scope), expiresAt: row.expires_at } : null, at: nowMs };
        cache.set(hash, hit);
        if (row?.last_used_at && !lastWrite.get(row.id)) lastWrite.set(row.id, Date.parse(row.last_used_at));
      }
      const e = hit.entry;
      if (!e || (e.expiresAt !== null && Date.parse(e.expiresAt) <= nowMs)) return null;
      return e;
    },
    forget(hash) {
      cache.delete(hash);
    },
    touch(entry, nowMs) {
      const last = lastWrite.get(entry.id);
      if (last !== undefined && nowMs - last < LAST_USED_EVERY_MS) return;
      lastWrite.set(entry.id, nowMs);
      cachedStatement(db.sqlite, "UPDATE api_tokens SET last_used_at = ? WHERE id = ?").run(new Date(nowMs).toISOString(), entry.id);
    },
  };
}
