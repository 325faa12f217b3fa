import type Database from "better-sqlite3";
import { cachedStatement } from "../../http/list";

/** A row of the users table. */
export interface UserRow {
  id: string;
  email: string;
  display_name: string;
  password_hash: string | null;
  is_admin: number;
  disabled: number;
  created_at: string;
  updated_at: string;
}

export const findUserById = (db: Database.Database, id: string): UserRow | undefined =>
  cachedStatement(db, "SELECT * FROM users WHERE id = ?").get(id) as UserRow | undefined;

export const findUserByEmail = (db: Database.Database, email: string): UserRow | undefined =>
  cachedStatement(db, "SELECT * FROM users WHERE email = ? COLLATE NOCASE").get(email) as UserRow | undefined;

export const countUsers = (db: Database.Database): number => (cachedStatement(db, "SELECT COUNT(*) AS n FROM users").get() as { n: number }).n;

export function insertUser(db: Database.Database, u: Omit<UserRow, "disabled">): void {
  cachedStatement(db, "INSERT INTO users (id, email, display_name, password_hash, is_admin, disabled, created_at, updated_at) VALUES (@id, @email, @display_name, @password_hash, @is_admin, 0, @created_at, @updated_at)").run(u);
}

/** A user with the ids of their households (joined order) as a JSON array, in one statement: GET /api/users/me is hot. */
export const findUserWithHouseholds = (db: Database.Database, id: string): (UserRow & { household_ids_json: string }) | undefined =>
  cachedStatement(
    db,
    `SELECT u.*, (SELECT json_group_array(household_id) FROM (SELECT household_id FROM household_members WHERE user_id = u.id ORDER BY joined_at)) AS household_ids_json
     FROM users u WHERE u.id = ?`,
  ).get(id) as (UserRow & { household_ids_json: string }) | undefined;
