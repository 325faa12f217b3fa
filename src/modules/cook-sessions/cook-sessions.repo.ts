import type Database from "better-sqlite3";
import { selectFrom } from "../../db/select-from";
import { cachedStatement } from "../../db/statements";
import { userListPage, type ListQuery, type Page } from "../../db/paging";
import type { TimerRow } from "../timers/timers.repo";
import { cookSessions, timers } from "../../db/schema";
import type { RowOf } from "../../db/rows";
import { instructionCounts, recipeFields } from "../recipes/recipes.lookups.repo";

/** A row of the cook_sessions table. */
export type SessionRow = RowOf<typeof cookSessions, { status: "active" | "ended" }>;

/** What a session needs of its recipe. */
const RECIPE_REF = ["user_id", "servings", "instructions"] as const;

export const findSession = (db: Database.Database, id: string): SessionRow | undefined => selectFrom(db, cookSessions, "WHERE id = ?").get(id);

export const findActiveSession = (db: Database.Database, userId: string, recipeId: string): SessionRow | undefined =>
  selectFrom(db, cookSessions, "WHERE user_id = ? AND recipe_id = ? AND status = 'active'").get(userId, recipeId);

export const findRecipeRef = (db: Database.Database, id: string) => recipeFields(db, id, RECIPE_REF);

/** Instruction counts of several recipes at once (lists: no N+1). */
export const stepCounts = instructionCounts;

/** Timers of several sessions at once, oldest first. */
export const timersOfSessions = (db: Database.Database, sessionIds: string[]): TimerRow[] =>
  selectFrom(db, timers, "WHERE session_id IN (SELECT value FROM json_each(?)) ORDER BY created_at, id").all(JSON.stringify(sessionIds));

/** Sessions of any of `recipeIds` (they cascade away with their recipe). */
export const sessionsOfRecipes = (db: Database.Database, recipeIds: string[]): Pick<SessionRow, "id" | "user_id">[] =>
  cachedStatement(db, "SELECT id, user_id FROM cook_sessions WHERE recipe_id IN (SELECT value FROM json_each(?))").all(JSON.stringify(recipeIds)) as Pick<
    SessionRow,
    "id" | "user_id"
  >[];

export const sessionsOfUser = (db: Database.Database, userId: string): SessionRow[] =>
  selectFrom(db, cookSessions, "WHERE user_id = ? ORDER BY created_at, id").all(userId);

export function insertSession(db: Database.Database, s: SessionRow): void {
  cachedStatement(
    db,
    `INSERT INTO cook_sessions (id, user_id, recipe_id, status, servings, current_step, notes, started_at, ended_at, created_at, updated_at)
     VALUES (@id, @user_id, @recipe_id, @status, @servings, @current_step, @notes, @started_at, @ended_at, @created_at, @updated_at)`,
  ).run(s);
}

export function saveSession(db: Database.Database, s: SessionRow): void {
  cachedStatement(
    db,
    "UPDATE cook_sessions SET status = @status, servings = @servings, current_step = @current_step, notes = @notes, ended_at = @ended_at, updated_at = @updated_at WHERE id = @id",
  ).run(s);
}

/** One page of the user's sessions, newest first, optionally of one status or recipe, with delta sync. */
export const sessionsPage = (
  db: Database.Database,
  userId: string,
  f: { status?: string; recipeId?: string },
  q: ListQuery,
  nowIso: string,
): Page<SessionRow> =>
  userListPage<SessionRow>(db, "cook_sessions s", "s.user_id = @uid", { entity: "cook_session", userId }, q, nowIso, {
    status: f.status,
    recipe_id: f.recipeId,
  });
