import { createHash, randomBytes } from "node:crypto";
import type { Deps } from "../../deps";
import type { Actor } from "../../auth/actor";
import { NotFoundError } from "../../errors";
import { presentPlansFor } from "../mealplans/mealplans.service";
import { plansVisibleTo } from "../mealplans/mealplans.repo";
import { buildFeed } from "./calendar.ics";
import { deleteFeed, feedBySecretHash, feedOfUser, upsertFeed } from "./calendar.repo";

const hash = (secret: string): string => createHash("sha256").update(secret).digest("hex");

const feedOf = (deps: Deps, userId: string) => feedOfUser(deps.db.orm, userId);

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
  upsertFeed(deps.db.orm, actor.userId, feed);
  return { url: `${deps.config.publicUrl}/api/calendar/${secret}.ics`, time_zone: timeZone, created_at: now };
}

/** DELETE: revoke; the URL answers 404 from now on. */
export function revokeFeed(deps: Deps, actor: Actor): void {
  deleteFeed(deps.db.orm, actor.userId);
}

/** GET /api/calendar/<secret>.ics: the meal plans the feed's owner can see, as iCalendar; 404 for any unknown secret. */
export function renderFeed(deps: Deps, file: string): string {
  const secret = /^([A-Za-z0-9_-]{43})\.ics$/.exec(file)?.[1];
  const row = secret ? feedBySecretHash(deps.db.orm, hash(secret)) : undefined;
  if (!row) throw new NotFoundError();
  const plans = plansVisibleTo(deps.db.sqlite, row.user_id);
  return buildFeed({
    plans: presentPlansFor(deps, row.user_id, plans),
    timeZone: row.time_zone,
    publicUrl: deps.config.publicUrl,
    now: new Date(deps.clock.now()),
    name: "Meal plans",
  });
}
