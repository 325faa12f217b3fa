import type { Deps } from "../../deps";
import type { Actor } from "../../auth/actor";
import { ConflictError, NotFoundError, ValidationError } from "../../errors";
import { assertIfMatch } from "../../http/etag";
import type { ListResult } from "../../db/paging";
import type { Upserted } from "../results";
import { newId } from "../../lib/ids";
import {
  findActiveSession,
  findRecipeRef,
  findSession,
  insertSession,
  saveSession,
  sessionsPage,
  stepCounts,
  timersOfSessions,
  type SessionRow,
} from "./cook-sessions.repo";
import { presentSession } from "./cook-sessions.present";
import { firingNow } from "../timers/timers.fire";
import type { CreateSessionInput, ListSessionsQuery, PatchSessionInput, SessionOut } from "./cook-sessions.schemas";

/** Sessions with their timers and step counts, in two queries for the whole set. */
function presentMany(deps: Deps, rows: SessionRow[]): SessionOut[] {
  const db = deps.db.sqlite;
  const timers = timersOfSessions(
    db,
    rows.map((s) => s.id),
  );
  const steps = stepCounts(db, [...new Set(rows.map((s) => s.recipe_id))]);
  const now = firingNow(deps);
  return rows.map((s) =>
    presentSession(
      s,
      timers.filter((t) => t.session_id === s.id),
      steps.get(s.recipe_id) ?? 0,
      now,
    ),
  );
}

function presentOne(deps: Deps, s: SessionRow): SessionOut {
  const db = deps.db.sqlite;
  return presentSession(s, timersOfSessions(db, [s.id]), stepCounts(db, [s.recipe_id]).get(s.recipe_id) ?? 0, firingNow(deps));
}

/** Start cooking a recipe the caller can see (201), or answer the session already active for it (200). */
export function startSession(deps: Deps, actor: Actor, input: CreateSessionInput): Upserted<SessionOut> {
  const db = deps.db.sqlite;
  return deps.db.tx(() => {
    const recipe = findRecipeRef(db, input.recipe_id);
    if (!recipe || !deps.access.canSee(actor, "recipe", recipe)) throw new NotFoundError("Recipe not found");
    const active = findActiveSession(db, actor.userId, recipe.id);
    if (active) return { created: false, value: presentOne(deps, active) };
    const now = deps.clock.stamp();
    const s: SessionRow = {
      id: newId(),
      user_id: actor.userId,
      recipe_id: recipe.id,
      status: "active",
      servings: input.servings ?? recipe.servings,
      current_step: 0,
      notes: "",
      started_at: now,
      ended_at: null,
      created_at: now,
      updated_at: now,
    };
    insertSession(db, s);
    return { created: true, value: presentOne(deps, s) };
  });
}

/** The caller's cook sessions, newest first (filters: status, recipe_id). */
export function listSessions(deps: Deps, actor: Actor, q: ListSessionsQuery): ListResult<"cook_sessions", SessionOut> {
  const page = sessionsPage(deps.db.sqlite, actor.userId, { status: q.status, recipeId: q.recipe_id }, q, deps.clock.nowIso());
  return { cook_sessions: presentMany(deps, page.rows), next_cursor: page.next_cursor, deleted: page.deleted, server_time: page.server_time };
}

/** One session with its timers. */
export function getSession(deps: Deps, actor: Actor, id: string): SessionOut {
  return presentOne(deps, deps.access.authorize(actor, "read", "cook_session", findSession(deps.db.sqlite, id)));
}

/** Move to a step, keep notes, change servings. Only while active (409 once ended). */
export function patchSession(deps: Deps, actor: Actor, id: string, input: PatchSessionInput, ifMatch: string | undefined): SessionOut {
  const db = deps.db.sqlite;
  return deps.db.tx(() => {
    const s = { ...deps.access.authorize(actor, "update", "cook_session", findSession(db, id)) };
    assertIfMatch(ifMatch, s.updated_at);
    if (s.status !== "active") throw new ConflictError("The cook session has ended");
    if (input.current_step !== undefined) {
      const steps = stepCounts(db, [s.recipe_id]).get(s.recipe_id) ?? 0;
      if (input.current_step > Math.max(0, steps - 1)) {
        throw new ValidationError([
          {
            type: "field",
            path: "current_step",
            msg: `The recipe has ${steps} step${steps === 1 ? "" : "s"} (0-based index)`,
            location: "body",
            value: input.current_step,
          },
        ]);
      }
      s.current_step = input.current_step;
    }
    if (input.notes !== undefined) s.notes = input.notes;
    if (input.servings !== undefined) s.servings = input.servings;
    s.updated_at = deps.clock.stamp(s.updated_at);
    saveSession(db, s);
    return presentOne(deps, s);
  });
}

/** End an active session (409 when it already ended). Its timers keep running: a roast in the oven still needs its alarm. */
export function endSession(deps: Deps, actor: Actor, id: string, ifMatch: string | undefined): SessionOut {
  const db = deps.db.sqlite;
  return deps.db.tx(() => {
    const s = { ...deps.access.authorize(actor, "update", "cook_session", findSession(db, id)) };
    assertIfMatch(ifMatch, s.updated_at);
    if (s.status !== "active") throw new ConflictError("The cook session has already ended");
    const now = deps.clock.stamp(s.updated_at);
    s.status = "ended";
    s.ended_at = now;
    s.updated_at = now;
    saveSession(db, s);
    return presentOne(deps, s);
  });
}
