import type { MeRow, UserRow } from "./users.repo";
import type { UserOut } from "./users.schemas";

/** users row → API shape (no password hash, booleans as booleans). */
export function presentUser(u: UserRow, householdIds: string[]): UserOut {
  return {
    id: u.id,
    email: u.email,
    display_name: u.display_name,
    household_ids: householdIds,
    is_admin: u.is_admin === 1,
    created_at: u.created_at,
    updated_at: u.updated_at,
  };
}

/** The /me row → API shape. */
export function presentMeRow(r: MeRow): UserOut {
  return {
    id: r.id,
    email: r.email,
    display_name: r.display_name,
    household_ids: JSON.parse(r.household_ids_json) as string[],
    is_admin: r.is_admin === 1,
    created_at: r.created_at,
    updated_at: r.updated_at,
  };
}
