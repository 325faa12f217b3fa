import { eq } from "drizzle-orm";
import type { Orm } from "../../db/client";
import { calendarFeeds } from "../../db/schema";

// A cold path (a few calls per user and day): typed drizzle queries.

/** The user's feed row, if any. */
export const feedOfUser = (orm: Orm, userId: string) => orm.query.calendarFeeds.findFirst({ where: eq(calendarFeeds.user_id, userId) }).sync();

/** The feed whose secret hashes to `secretHash`, if any. */
export const feedBySecretHash = (orm: Orm, secretHash: string) => orm.select().from(calendarFeeds).where(eq(calendarFeeds.secret_hash, secretHash)).get();

/** Create the user's feed, or replace its secret and time zone. */
export function upsertFeed(orm: Orm, userId: string, feed: { secret_hash: string; time_zone: string; created_at: string }): void {
  orm
    .insert(calendarFeeds)
    .values({ user_id: userId, ...feed })
    .onConflictDoUpdate({ target: calendarFeeds.user_id, set: feed })
    .run();
}

export const deleteFeed = (orm: Orm, userId: string): void => {
  orm.delete(calendarFeeds).where(eq(calendarFeeds.user_id, userId)).run();
};
