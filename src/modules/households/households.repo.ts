import type Database from "better-sqlite3";
import { selectFrom } from "../../db/select-from";
import { cachedStatement } from "../../db/statements";
import { listPage, type ListQuery, type Page } from "../../db/paging";
import type { HouseholdRole } from "./households.schemas";
import { householdInvites, householdMembers, householdShares, households, users } from "../../db/schema";
import type { RowOf } from "../../db/rows";

/** A row of households. */
export type HouseholdRow = typeof households.$inferSelect;

/** A member row joined with the user's name and email. */
export type MemberRow = RowOf<typeof householdMembers, { role: HouseholdRole }> & Pick<typeof users.$inferSelect, "display_name" | "email">;

/** A row of household_invites. */
export type InviteRow = RowOf<typeof householdInvites, { role: HouseholdRole }>;

/** A row of household_shares. */
export type ShareRow = typeof householdShares.$inferSelect;

const MEMBER_COLUMNS = "m.household_id, m.user_id, m.role, m.joined_at, u.display_name, u.email";

export const findHousehold = (db: Database.Database, id: string): HouseholdRow | undefined => selectFrom(db, households, "WHERE id = ?").get(id);

export const findMember = (db: Database.Database, householdId: string, userId: string): MemberRow | undefined =>
  cachedStatement(db, `SELECT ${MEMBER_COLUMNS} FROM household_members m JOIN users u ON u.id = m.user_id WHERE m.household_id = ? AND m.user_id = ?`).get(
    householdId,
    userId,
  ) as MemberRow | undefined;

/** Members of several households in one query, oldest first, grouped by household. */
export function membersOf(db: Database.Database, householdIds: string[]): Map<string, MemberRow[]> {
  const out = new Map<string, MemberRow[]>(householdIds.map((id) => [id, []]));
  if (householdIds.length === 0) return out;
  const rows = cachedStatement(
    db,
    `SELECT ${MEMBER_COLUMNS} FROM household_members m JOIN users u ON u.id = m.user_id
     WHERE m.household_id IN (SELECT value FROM json_each(?)) ORDER BY m.household_id, m.joined_at, m.user_id`,
  ).all(JSON.stringify(householdIds)) as MemberRow[];
  for (const r of rows) out.get(r.household_id)?.push(r);
  return out;
}

/** Households a user belongs to, with the user's own role, oldest membership first. */
export const householdsOfUser = (db: Database.Database, userId: string): Array<HouseholdRow & { role: HouseholdRole; joined_at: string }> =>
  cachedStatement(
    db,
    "SELECT h.*, m.role, m.joined_at FROM households h JOIN household_members m ON m.household_id = h.id WHERE m.user_id = ? ORDER BY m.joined_at, h.id",
  ).all(userId) as Array<HouseholdRow & { role: HouseholdRole; joined_at: string }>;

/** Households a user has created (the cap counts them). */
export const householdsCreatedBy = (db: Database.Database, userId: string): number =>
  (cachedStatement(db, "SELECT COUNT(*) AS n FROM households WHERE created_by = ?").get(userId) as { n: number }).n;

/** Invites of a household not accepted and not expired at `at` (the cap counts them). */
export const pendingInviteCount = (db: Database.Database, householdId: string, at: string): number =>
  (
    cachedStatement(db, "SELECT COUNT(*) AS n FROM household_invites WHERE household_id = ? AND accepted_at IS NULL AND expires_at > ?").get(
      householdId,
      at,
    ) as { n: number }
  ).n;

export function insertHousehold(db: Database.Database, row: HouseholdRow): void {
  cachedStatement(
    db,
    "INSERT INTO households (id, name, created_by, share_library, created_at, updated_at) VALUES (@id, @name, @created_by, @share_library, @created_at, @updated_at)",
  ).run(row);
}

export const updateHouseholdRow = (db: Database.Database, id: string, name: string, shareLibrary: number, now: string): void => {
  cachedStatement(db, "UPDATE households SET name = ?, share_library = ?, updated_at = ? WHERE id = ?").run(name, shareLibrary, now, id);
};

/** Bump updated_at: membership changes are changes of the household record (its ETag, its members). */
export const touchHousehold = (db: Database.Database, id: string, now: string): void => {
  cachedStatement(db, "UPDATE households SET updated_at = ? WHERE id = ?").run(now, id);
};

/** Delete a household; members, shares and invites cascade. */
export const deleteHouseholdRow = (db: Database.Database, id: string): void => {
  cachedStatement(db, "DELETE FROM households WHERE id = ?").run(id);
};

export function insertMember(db: Database.Database, householdId: string, userId: string, role: HouseholdRole, joinedAt: string): void {
  cachedStatement(db, "INSERT INTO household_members (household_id, user_id, role, joined_at) VALUES (?, ?, ?, ?)").run(householdId, userId, role, joinedAt);
}

export const setMemberRole = (db: Database.Database, householdId: string, userId: string, role: HouseholdRole): void => {
  cachedStatement(db, "UPDATE household_members SET role = ? WHERE household_id = ? AND user_id = ?").run(role, householdId, userId);
};

/** Remove a member and what they shared into the household: a person who left no longer shares with it. */
export function deleteMember(db: Database.Database, householdId: string, userId: string): void {
  cachedStatement(db, "DELETE FROM household_shares WHERE household_id = ? AND shared_by = ?").run(householdId, userId);
  cachedStatement(db, "DELETE FROM household_members WHERE household_id = ? AND user_id = ?").run(householdId, userId);
}

export const countOwners = (db: Database.Database, householdId: string): number =>
  (cachedStatement(db, "SELECT COUNT(*) AS n FROM household_members WHERE household_id = ? AND role = 'owner'").get(householdId) as { n: number }).n;

/** The longest-standing member other than `userId` (who inherits the household), or undefined. */
export const oldestOtherMember = (db: Database.Database, householdId: string, userId: string): { user_id: string; role: HouseholdRole } | undefined =>
  cachedStatement(db, "SELECT user_id, role FROM household_members WHERE household_id = ? AND user_id <> ? ORDER BY joined_at, user_id LIMIT 1").get(
    householdId,
    userId,
  ) as { user_id: string; role: HouseholdRole } | undefined;

export const memberIds = (db: Database.Database, householdId: string): string[] =>
  (cachedStatement(db, "SELECT user_id FROM household_members WHERE household_id = ?").all(householdId) as { user_id: string }[]).map((r) => r.user_id);

// Invites

export function insertInvite(db: Database.Database, row: InviteRow): void {
  cachedStatement(
    db,
    `INSERT INTO household_invites (id, household_id, token_hash, role, email, created_by, created_at, updated_at, expires_at, accepted_at, accepted_by)
     VALUES (@id, @household_id, @token_hash, @role, @email, @created_by, @created_at, @updated_at, @expires_at, @accepted_at, @accepted_by)`,
  ).run(row);
}

export const findInvite = (db: Database.Database, householdId: string, id: string): InviteRow | undefined =>
  selectFrom(db, householdInvites, "WHERE household_id = ? AND id = ?").get(householdId, id);

export const findInviteByHash = (db: Database.Database, hash: string): InviteRow | undefined =>
  selectFrom(db, householdInvites, "WHERE token_hash = ?").get(hash);

export const deleteInvite = (db: Database.Database, id: string): void => {
  cachedStatement(db, "DELETE FROM household_invites WHERE id = ?").run(id);
};

/** Mark an invite used; false when someone else used it first (single use, compare-and-set). */
export const markInviteAccepted = (db: Database.Database, id: string, userId: string, now: string): boolean =>
  cachedStatement(db, "UPDATE household_invites SET accepted_at = ?, accepted_by = ?, updated_at = ? WHERE id = ? AND accepted_at IS NULL").run(
    now,
    userId,
    now,
    id,
  ).changes === 1;

// Shares

export const findShare = (db: Database.Database, householdId: string, type: string, resourceId: string): ShareRow | undefined =>
  cachedStatement(db, "SELECT * FROM household_shares WHERE household_id = ? AND resource_type = ? AND resource_id = ?").get(householdId, type, resourceId) as
    ShareRow | undefined;

export function insertShare(db: Database.Database, row: ShareRow): void {
  cachedStatement(
    db,
    "INSERT INTO household_shares (household_id, resource_type, resource_id, shared_by, read_only, created_at) VALUES (@household_id, @resource_type, @resource_id, @shared_by, @read_only, @created_at)",
  ).run(row);
}

export const setShareReadOnly = (db: Database.Database, householdId: string, type: string, resourceId: string, readOnly: number): void => {
  cachedStatement(db, "UPDATE household_shares SET read_only = ? WHERE household_id = ? AND resource_type = ? AND resource_id = ?").run(
    readOnly,
    householdId,
    type,
    resourceId,
  );
};

export const deleteShare = (db: Database.Database, householdId: string, type: string, resourceId: string): void => {
  cachedStatement(db, "DELETE FROM household_shares WHERE household_id = ? AND resource_type = ? AND resource_id = ?").run(householdId, type, resourceId);
};

export const sharesBy = (db: Database.Database, householdId: string, userId: string): ShareRow[] =>
  selectFrom(db, householdShares, "WHERE household_id = ? AND shared_by = ? ORDER BY created_at").all(householdId, userId);

/** Ids of the records of one kind shared into a household, newest share first. */
export const sharedIds = (db: Database.Database, householdId: string, type: string): string[] =>
  (
    cachedStatement(db, "SELECT resource_id FROM household_shares WHERE household_id = ? AND resource_type = ? ORDER BY created_at DESC, resource_id").all(
      householdId,
      type,
    ) as {
      resource_id: string;
    }[]
  ).map((r) => r.resource_id);

/** One page of a household's invites (used ones included), newest first. */
export const invitesPage = (db: Database.Database, householdId: string, q: ListQuery, nowIso: string): Page<InviteRow> =>
  listPage<InviteRow>(db, { from: "household_invites i", select: "i.*", col: "i.", where: "i.household_id = @hid", params: { hid: householdId } }, q, nowIso);
