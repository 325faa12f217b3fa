import type { UserRow } from "./users.repo";
import type { UserOut } from "./users.schemas";

/** users row → API shape (no password hash, booleans as booleans). */
export function presentUser(u: UserRow, householdIds: string[]): UserOut {
  return { id: u.id, email: u.email, display_name: u.display_name, household_ids: householdIds, is_admin: u.is_admin === 1, created_at: u.created_at, updated_at: u.updated_at };
}
