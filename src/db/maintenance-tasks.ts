import { eq } from "drizzle-orm";
import type { Orm } from "./client";
import { maintenanceTasks } from "./schema";

/**
 * One-off tasks a migration leaves for the application (maintenance_tasks: a migration marks a task pending, the
 * module that owns the work runs it and marks it done).
 */
export const taskStatus = (orm: Orm, name: string): string | undefined =>
  orm.select({ status: maintenanceTasks.status }).from(maintenanceTasks).where(eq(maintenanceTasks.name, name)).get()?.status;

export const finishTask = (orm: Orm, name: string, detail: string, at: string): void => {
  orm.update(maintenanceTasks).set({ status: "done", detail, updated_at: at }).where(eq(maintenanceTasks.name, name)).run();
};
