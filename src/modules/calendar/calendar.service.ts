import { createHash, randomBytes } from "node:crypto";
import type { Deps } from "../../deps";
import type { Actor } from "../../auth/actor";
import { NotFoundError } from "../../errors";
import { cachedStatement } from "../../db/statements";
import { presentPlansFor, ENTITY } from "../mealplans/mealplans.service";
import type { MealPlanRow } from "../mealplans/mealplans.repo";
import { buildFeed } from "./calendar.ics";
import { eq } from "drizzle-orm";
import { calendarFeeds } from "../../db/schema";

const hash = (secret: string): string => createHash("sha256").update(secret).digest("hex");

// The feed's own row is looked up with typed drizzle queries (a cold path: a few calls per user and day); the meal
// plans of the rendered feed keep the access module's raw visibility clause.
const feedOf = (deps: Deps, userId: string) => deps.db.orm.query.calendarFeeds.findFirst({ where: eq(calendarFeeds.user_id, userId) }).sync();

/** GET /api/users/me/calendar-feed: whether a feed exists (its URL was shown once and is not stored). */
export function getFeed(deps: Deps, actor: Actor): { active: boolean; time_zone?: string; created_at?: string } {
  const row = feedOf(deps, actor.userId);
  return row ? { active: true, time_zone: row.time_zone, created_at: row.created_at } : { active: false };
}

/** POST: create, or rotate (the old URL stops working at once). The secret is only ever shown here. */
export function createOrRotateFeed(deps: Deps, actor: Actor, body: { time_zone?: string } | undefined): { url: string; time_zone: string; created_at: string } {
  const secret = randomBytes(32).toString("base64url");
  const timeZone = body?.time_zone ?? feedOf(deps, actor.userId)?.time_zone ?? deps.config.calendar.defaultTimeZone;
  const now = deps.clock.stamp();
  const feed = { secret_hash: hash(secret), time_zone: timeZone, created_at: now };
  deps.db.orm
    .insert(calendarFeeds)
    .values({ user_id: actor.userId, ...feed })
    .onConflictDoUpdate({ target: calendarFeeds.user_id, set: feed })
    .run();
  return { url: `${deps.config.publicUrl}/api/calendar/${secret}.ics`, time_zone: timeZone, created_at: now };
}

/** DELETE: revoke; the URL answers 404 from now on. */
export function revokeFeed(deps: Deps, actor: Actor): void {
  deps.db.orm.delete(calendarFeeds).where(eq(calendarFeeds.user_id, actor.userId)).run();
}

/** GET /api/calendar/<secret>.ics: the meal plans the feed's owner can see, as iCalendar; 404 for any unknown secret. */
export function renderFeed(deps: Deps, file: string): string {
  const secret = /^([A-Za-z0-9_-]{43})\.ics$/.exec(file)?.[1];
  const row = secret
    ? deps.db.orm
        .select()
        .from(calendarFeeds)
        .where(eq(calendarFeeds.secret_hash, hash(secret)))
        .get()
    : undefined;
  if (!row) throw new NotFoundError();
  const plans = cachedStatement(deps.db.sqlite, `SELECT p.* FROM mealplans p WHERE ${deps.access.visibleWhere(ENTITY, "p")} ORDER BY p.created_at, p.id`).all({
    uid: row.user_id,
  }) as MealPlanRow[];
  return buildFeed({
    plans: presentPlansFor(deps, row.user_id, plans),
    timeZone: row.time_zone,
    publicUrl: deps.config.publicUrl,
    now: new Date(deps.clock.now()),
    name: "Meal plans",
  });
}
