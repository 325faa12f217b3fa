import type Database from "better-sqlite3";
import { cachedStatement } from "../../../db/statements";

/** The record an earlier import of `origin` by this user became (kind and id), if any. */
export const findOrigin = (db: Database.Database, userId: string, origin: string): { entity: string; entity_id: string } | undefined =>
  cachedStatement(db, "SELECT entity, entity_id FROM import_origins WHERE user_id = ? AND origin = ?").get(userId, origin) as
    { entity: string; entity_id: string } | undefined;

export function upsertOrigin(
  db: Database.Database,
  o: { userId: string; origin: string; kind: string; entityId: string; importId: string | null; at: string },
): void {
  cachedStatement(db, "INSERT OR REPLACE INTO import_origins (user_id, origin, entity, entity_id, import_id, created_at) VALUES (?, ?, ?, ?, ?, ?)").run(
    o.userId,
    o.origin,
    o.kind,
    o.entityId,
    o.importId,
    o.at,
  );
}

/** Every recipe an import created, in order (over all its attempts). */
export const recipeOriginsOf = (db: Database.Database, importId: string): string[] =>
  (
    cachedStatement(db, "SELECT entity_id FROM import_origins WHERE import_id = ? AND entity = 'recipe' ORDER BY created_at, rowid").all(importId) as {
      entity_id: string;
    }[]
  ).map((r) => r.entity_id);
