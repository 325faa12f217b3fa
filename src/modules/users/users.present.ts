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

/** The /me array row → API shape. */
export function presentMeRow(r: MeRow): UserOut {
  return { id: r[0], email: r[1], display_name: r[2], household_ids: JSON.parse(r[6]) as string[], is_admin: r[3] === 1, created_at: r[4], updated_at: r[5] };
}
