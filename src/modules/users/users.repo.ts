import type Database from "better-sqlite3";
import { eq, sql } from "drizzle-orm";
import { cachedStatement } from "../../db/statements";
import type { Db, Orm } from "../../db/client";
import { householdMembers, users } from "../../db/schema";

/** A row of the users table. */
export type UserRow = typeof users.$inferSelect;

const userById = (orm: Orm) =>
  orm
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder("id")))
    .prepare();

export const findUserById = (db: Db, id: string): UserRow | undefined => db.prepared(userById).get({ id });

export const findUserByEmail = (db: Database.Database, email: string): UserRow | undefined =>
  cachedStatement(db, "SELECT * FROM users WHERE email = ? COLLATE NOCASE").get(email) as UserRow | undefined;

export const countUsers = (db: Database.Database): number => (cachedStatement(db, "SELECT COUNT(*) AS n FROM users").get() as { n: number }).n;

export function insertUser(db: Database.Database, u: Omit<UserRow, "disabled">): void {
  cachedStatement(
    db,
    "INSERT INTO users (id, email, display_name, password_hash, is_admin, disabled, created_at, updated_at) VALUES (@id, @email, @display_name, @password_hash, @is_admin, 0, @created_at, @updated_at)",
  ).run(u);
}

/** What may change on a user after sign-up, by the user (name, password) or an administrator (name, role, disabled). */
export interface UserChanges {
  display_name?: string;
  password_hash?: string;
  is_admin?: boolean;
  disabled?: boolean;
}

/**
 * The one write of a user's fields, stamped `now`. A new password or a disabled account also revokes every refresh
 * token, so the change signs the user out everywhere. Runs inside the caller's transaction.
 */
export function updateUser(db: Database.Database, id: string, changes: UserChanges, now: string): void {
  const fields: Array<[string, string | number | undefined]> = [
    ["display_name", changes.display_name],
    ["password_hash", changes.password_hash],
    ["is_admin", changes.is_admin === undefined ? undefined : Number(changes.is_admin)],
    ["disabled", changes.disabled === undefined ? undefined : Number(changes.disabled)],
  ];
  const given = fields.filter((f): f is [string, string | number] => f[1] !== undefined);
  const sets = given.map(([column]) => `${column} = ?`);
  const values = given.map(([, value]) => value);
  if (sets.length === 0) return;
  cachedStatement(db, `UPDATE users SET ${sets.join(", ")}, updated_at = ? WHERE id = ?`).run(...values, now, id);
  if (changes.password_hash !== undefined || changes.disabled === true) {
    cachedStatement(db, "UPDATE refresh_tokens SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL").run(now, id);
  }
}

/** The ids of a user's households in the order they joined, as a JSON array (one value, no second query). */
const householdIdsJson = sql<string>`(SELECT json_group_array(household_id) FROM (SELECT ${householdMembers.household_id} FROM ${householdMembers}
  WHERE ${householdMembers.user_id} = ${users.id} ORDER BY ${householdMembers.joined_at}))`;

const meById = (orm: Orm) =>
  orm
    .select({
      id: users.id,
      email: users.email,
      display_name: users.display_name,
      is_admin: users.is_admin,
      created_at: users.created_at,
      updated_at: users.updated_at,
      household_ids_json: householdIdsJson,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder("id")))
    .prepare();

/** What /me shows of a user, with their household ids as a JSON array. */
export type MeRow = NonNullable<ReturnType<ReturnType<typeof meById>["get"]>>;

/** The /me row in one prepared statement (GET /api/users/me is the hottest authenticated read). */
export const findMeRow = (db: Db, id: string): MeRow | undefined => db.prepared(meById).get({ id });
