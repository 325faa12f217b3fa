import type Database from "better-sqlite3";
import { cachedStatement } from "../db/statements";
import { ForbiddenError, NotFoundError } from "../errors";
import type { Actor } from "./actor";

/** Record kinds that can be shared into a household (the contract's share `resource_type`s). */
export const SHAREABLE_TYPES = ["recipe", "collection", "mealplan", "grocery_list"] as const;
export type ShareableType = (typeof SHAREABLE_TYPES)[number];

/** Every kind of owned record the access module decides on. */
export type ResourceType = ShareableType | "wishlist" | "file" | "book" | "import" | "timer" | "cook_session" | "notification" | "push_token";

/** What an actor wants to do with a record. */
export type Action = "read" | "update" | "delete" | "share";

/** The minimum a record needs for an access decision. */
export interface OwnedRecord {
  id: string;
  user_id: string;
}

declare const authorizedBrand: unique symbol;
/** Proof that `authorize` ran for this record and action; mutating services take it instead of a bare row. */
export type Authorized<T> = T & { readonly [authorizedBrand]: Action };

/** Kinds that household members may edit, not only read (families shop and plan together). */
const MEMBER_EDITABLE = new Set<ResourceType>(["grocery_list", "mealplan"]);

export interface Access {
  /** Households the user belongs to. */
  householdIdsOf(userId: string): string[];
  /** True when the record is shared into a household the user belongs to. */
  isSharedWith(userId: string, type: ResourceType, resourceId: string): boolean;
  /** Of `ids`, those shared with the user through a household (one query for the whole set: no N+1 in lists). */
  sharedWithSet(userId: string, type: ResourceType, ids: string[]): Set<string>;
  /**
   * Decide, or throw: invisible (or absent) → 404; visible but not allowed → 403.
   * Returns the record branded as authorized for that action.
   */
  authorize<T extends OwnedRecord>(actor: Actor, action: Action, type: ResourceType, record: T | undefined | null): Authorized<T>;
  /** Can the actor see this record at all? */
  canSee(actor: Actor, type: ResourceType, record: OwnedRecord): boolean;
  /** SQL condition (with @uid) selecting records of `type` visible to a user, for list queries. `alias` prefixes columns. */
  visibleWhere(type: ResourceType, alias?: string): string;
  /** Users who should hear about changes to a record: its owner and the members of households it is shared into. */
  audienceOf(type: ResourceType, record: OwnedRecord): string[];
}

/** The one access module: ownership plus household sharing. */
export function createAccess(db: Database.Database): Access {
  const isShared = (userId: string, type: ResourceType, id: string): boolean =>
    cachedStatement(
      db,
      `SELECT 1 FROM household_shares s JOIN household_members m ON m.household_id = s.household_id
       WHERE s.resource_type = ? AND s.resource_id = ? AND m.user_id = ? LIMIT 1`,
    ).get(type, id, userId) !== undefined;

  const canSee = (actor: Actor, type: ResourceType, record: OwnedRecord): boolean =>
    record.user_id === actor.userId || isShared(actor.userId, type, record.id);

  return {
    householdIdsOf: (userId) =>
      (cachedStatement(db, "SELECT household_id FROM household_members WHERE user_id = ? ORDER BY joined_at").all(userId) as { household_id: string }[]).map((r) => r.household_id),
    isSharedWith: isShared,
    sharedWithSet(userId, type, ids) {
      if (ids.length === 0) return new Set();
      const rows = cachedStatement(
        db,
        `SELECT DISTINCT s.resource_id AS id FROM household_shares s JOIN household_members m ON m.household_id = s.household_id
         WHERE s.resource_type = ? AND m.user_id = ? AND s.resource_id IN (SELECT value FROM json_each(?))`,
      ).all(type, userId, JSON.stringify(ids)) as { id: string }[];
      return new Set(rows.map((r) => r.id));
    },
    canSee,
    authorize<T extends OwnedRecord>(actor: Actor, action: Action, type: ResourceType, record: T | undefined | null): Authorized<T> {
      if (!record) throw new NotFoundError();
      if (record.user_id === actor.userId) return record as Authorized<T>;
      if (!isShared(actor.userId, type, record.id)) throw new NotFoundError();
      if (action === "read") return record as Authorized<T>;
      if (action === "update" && MEMBER_EDITABLE.has(type)) return record as Authorized<T>;
      throw new ForbiddenError();
    },
    visibleWhere(type, alias = "") {
      const a = alias ? `${alias}.` : "";
      return `(${a}user_id = @uid OR ${a}id IN (SELECT s.resource_id FROM household_shares s JOIN household_members m ON m.household_id = s.household_id WHERE s.resource_type = '${type}' AND m.user_id = @uid))`;
    },
    audienceOf(type, record) {
      const rows = cachedStatement(
        db,
        `SELECT DISTINCT m.user_id FROM household_shares s JOIN household_members m ON m.household_id = s.household_id
         WHERE s.resource_type = ? AND s.resource_id = ?`,
      ).all(type, record.id) as { user_id: string }[];
      const set = new Set<string>([record.user_id, ...rows.map((r) => r.user_id)]);
      return [...set];
    },
  };
}
