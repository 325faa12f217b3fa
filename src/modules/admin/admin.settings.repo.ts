import { eq } from "drizzle-orm";
import type { Orm } from "../../db/client";
import { instanceSettings } from "../../db/schema";

/** The one row of instance_settings (migration 0024). A NULL setting follows its environment variable. */
export type SettingsRow = Omit<typeof instanceSettings.$inferSelect, "id">;

// A cold path (read on registration and on the administrator's screen): typed drizzle queries.

/** The settings row, or undefined when a restored or hand-edited database lacks it. */
export function findSettings(orm: Orm): SettingsRow | undefined {
  const { registration_open, updated_by, updated_at } = instanceSettings;
  return orm.select({ registration_open, updated_by, updated_at }).from(instanceSettings).where(eq(instanceSettings.id, 1)).get();
}

export function saveSettings(orm: Orm, set: SettingsRow): void {
  orm
    .insert(instanceSettings)
    .values({ id: 1, ...set })
    .onConflictDoUpdate({ target: instanceSettings.id, set })
    .run();
}
