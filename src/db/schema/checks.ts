// The CHECK constraints the migrations declare, written once for the schema: a text column limited to a list of values
// is typed as that union ($inferSelect gives "owner" | "member", not string) and carries the same CHECK as the SQL.
import { sql, type SQL } from "drizzle-orm";
import { check } from "drizzle-orm/sqlite-core";

type Values = readonly [string, ...string[]];

/** The column's options for drizzle's text(): its values as the row type. */
export const valuesOf = <const T extends Values>(values: T) => ({ enum: [...values] as [T[number], ...T[number][]] });

const literal = (v: string | number) => (typeof v === "number" ? String(v) : `'${v.replace(/'/g, "''")}'`);

/** `CHECK (column IN (…))`, as the migration writes it. Constraint names only exist here: SQLite's inline CHECKs have none. */
export const oneOf = (table: string, column: string, values: readonly (string | number)[]) =>
  check(`${table}_${column}_values`, sql.raw(`${column} IN (${values.map(literal).join(", ")})`));

/** Any other CHECK, its expression exactly as the migration writes it. */
export const checked = (table: string, column: string, expression: string): ReturnType<typeof check> =>
  check(`${table}_${column}_check`, sql.raw(expression) as SQL);

export const memberRoles = ["owner", "member"] as const;
export const jobStatuses = ["queued", "running", "completed", "failed", "cancelled"] as const;
export const importTypes = ["web", "media", "text", "image_batch", "archive"] as const;
export const importStatuses = ["pending", "processing", "completed", "failed", "cancelled"] as const;
export const cookSessionStatuses = ["active", "ended"] as const;
export const timerStatuses = ["scheduled", "paused", "fired", "cancelled"] as const;
export const shareLinkResources = ["recipe", "collection", "mealplan", "grocery_list"] as const;
export const tokenScopes = ["read", "read-write"] as const;
export const maintenanceStatuses = ["pending", "done"] as const;
