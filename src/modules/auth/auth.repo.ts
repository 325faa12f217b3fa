import type Database from "better-sqlite3";
import { cachedStatement } from "../../db/statements";
import type { refreshTokens } from "../../db/schema";

/** A refresh token as rotation reads it (the hash is the lookup key, never read back). */
export type RefreshRow = Omit<typeof refreshTokens.$inferSelect, "token_hash" | "created_at">;

export function insertRefreshToken(
  db: Database.Database,
  t: { id: string; userId: string; familyId: string; hash: string; expiresAt: string; createdAt: string },
): void {
  cachedStatement(db, "INSERT INTO refresh_tokens (id, user_id, family_id, token_hash, expires_at, created_at) VALUES (?, ?, ?, ?, ?, ?)").run(
    t.id,
    t.userId,
    t.familyId,
    t.hash,
    t.expiresAt,
    t.createdAt,
  );
}

export const findRefreshToken = (db: Database.Database, hash: string): RefreshRow | undefined =>
  cachedStatement(db, "SELECT id, user_id, family_id, expires_at, rotated_at, revoked_at FROM refresh_tokens WHERE token_hash = ?").get(hash) as
    RefreshRow | undefined;

/** Revoke every live token of a family (logout, or a rotated token presented again). */
export const revokeFamily = (db: Database.Database, familyId: string, now: string): void => {
  cachedStatement(db, "UPDATE refresh_tokens SET revoked_at = ? WHERE family_id = ? AND revoked_at IS NULL").run(now, familyId);
};

export const markRotated = (db: Database.Database, id: string, now: string): void => {
  cachedStatement(db, "UPDATE refresh_tokens SET rotated_at = ? WHERE id = ?").run(now, id);
};
