import type Database from "better-sqlite3";
import { cachedStatement } from "../db/statements";
import { ForbiddenError, NotFoundError } from "../errors";
import type { Actor } from "./actor";
import { createVisibilityTracker, type VisibilityTracker } from "./visibility";

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

/** The table behind each shareable kind (fixed strings: never built from input). */
export const TABLES: Record<ShareableType, string> = { recipe: "recipes", collection: "collections", mealplan: "mealplans", grocery_list: "grocery_lists" };

const isShareable = (type: ResourceType): type is ShareableType => (SHAREABLE_TYPES as readonly string[]).includes(type);

/**
 * The rules, as SQL over @uid (the viewer). A household member sees, besides their own records:
 * - any record shared into one of their households (`household_shares`);
 * - the recipes held by a collection or meal plan shared there, also those added later, when the recipe's owner is
 *   a member of that same household (so a recipe that reached the sharer through another household never leaks
 *   into this one);
 * - every recipe of every member of a household whose owner turned on `share_library`;
 * and never another user's recipe marked `private`.
 * Members may edit what they see through a share that is not read-only, and the recipes of a shared library;
 * recipes seen only inside a shared collection or plan are read-only. Only the owner deletes, except that an owner
 * of the household may delete a meal plan or grocery list shared into it (the household's working records).
 * Every rule is one uncorrelated subquery over the viewer's memberships: lists filter whole pages with it (no N+1).
 */
const MY_HOUSEHOLDS = "SELECT household_id FROM household_members WHERE user_id = @uid";

/** Owners whose whole library @uid sees: members of @uid's households that share their libraries. */
const LIBRARY_OWNERS = `SELECT o.user_id FROM household_members me JOIN households h ON h.id = me.household_id AND h.share_library = 1
  JOIN household_members o ON o.household_id = me.household_id WHERE me.user_id = @uid`;

/** Recipe ids @uid sees through a share: shared directly, or held by a shared collection or meal plan. */
const SHARED_RECIPES = `SELECT s.resource_id FROM household_shares s WHERE s.resource_type = 'recipe' AND s.household_id IN (${MY_HOUSEHOLDS})
  UNION SELECT cr.recipe_id FROM household_shares s JOIN collection_recipes cr ON cr.collection_id = s.resource_id
    JOIN recipes x ON x.id = cr.recipe_id JOIN household_members o ON o.household_id = s.household_id AND o.user_id = x.user_id
    WHERE s.resource_type = 'collection' AND s.household_id IN (${MY_HOUSEHOLDS})
  UNION SELECT pr.recipe_id FROM household_shares s JOIN mealplan_recipes pr ON pr.mealplan_id = s.resource_id
    JOIN recipes x ON x.id = pr.recipe_id JOIN household_members o ON o.household_id = s.household_id AND o.user_id = x.user_id
    WHERE s.resource_type = 'mealplan' AND s.household_id IN (${MY_HOUSEHOLDS})`;

/** Recipe ids @uid may edit through a share (direct, not read-only). */
const EDITABLE_SHARED_RECIPES = `SELECT s.resource_id FROM household_shares s WHERE s.resource_type = 'recipe' AND s.read_only = 0 AND s.household_id IN (${MY_HOUSEHOLDS})`;

/** Households through which the recipe @rid (owned by @owner) is visible; empty when it is private. */
const HOUSEHOLDS_OF_RECIPE = `SELECT s.household_id FROM household_shares s WHERE s.resource_type = 'recipe' AND s.resource_id = @rid
  UNION SELECT s.household_id FROM collection_recipes cr JOIN household_shares s ON s.resource_type = 'collection' AND s.resource_id = cr.collection_id
    JOIN household_members o ON o.household_id = s.household_id AND o.user_id = @owner WHERE cr.recipe_id = @rid
  UNION SELECT s.household_id FROM mealplan_recipes pr JOIN household_shares s ON s.resource_type = 'mealplan' AND s.resource_id = pr.mealplan_id
    JOIN household_members o ON o.household_id = s.household_id AND o.user_id = @owner WHERE pr.recipe_id = @rid
  UNION SELECT h.id FROM households h JOIN household_members o ON o.household_id = h.id AND o.user_id = @owner WHERE h.share_library = 1`;

/** SQL condition (with @uid) selecting the records of `type` a user sees; `alias` prefixes the columns. */
export function visibleWhere(type: ResourceType, alias = ""): string {
  const a = alias ? `${alias}.` : "";
  if (type === "recipe") {
    return `(${a}user_id = @uid OR (${a}private = 0 AND (${a}id IN (${SHARED_RECIPES}) OR ${a}user_id IN (${LIBRARY_OWNERS}))))`;
  }
  if (!isShareable(type)) return `(${a}user_id = @uid)`;
  return `(${a}user_id = @uid OR ${a}id IN (SELECT s.resource_id FROM household_shares s WHERE s.resource_type = '${type}' AND s.household_id IN (${MY_HOUSEHOLDS})))`;
}

export interface Access {
  /** Households the user belongs to. */
  householdIdsOf(userId: string): string[];
  /** True when the user sees the record through a household (not as its owner). */
  isSharedWith(userId: string, type: ResourceType, resourceId: string): boolean;
  /** Of `ids`, those the user sees through a household (one query for the whole set: no N+1 in lists). */
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
  /**
   * `visibleWhere` for one viewer: a user in no household sees only their own records, and the plain owner
   * condition keeps the owner indexes usable (lists stay index-ordered instead of sorting the whole library).
   */
  visibleWhereFor(userId: string, type: ResourceType, alias?: string): string;
  /** Everyone who shares a household with the user (the user excluded). */
  coMembersOf(userId: string): string[];
  /** Users who should hear about changes to a record: its owner and everyone who sees it through a household. */
  audienceOf(type: ResourceType, record: OwnedRecord): string[];
  /** Delta sync of visibility: records that appear or disappear for users without changing themselves. */
  visibility: VisibilityTracker;
}

/** The one access module: ownership, household sharing, shared libraries and private recipes. */
export function createAccess(db: Database.Database): Access {
  /** Households that make a record (@rid, owned by @owner) visible to their members: the point form of `visibleWhere`. */
  const householdsShowing = (type: ShareableType): string =>
    type === "recipe"
      ? `SELECT household_id FROM (${HOUSEHOLDS_OF_RECIPE}) WHERE NOT EXISTS (SELECT 1 FROM recipes WHERE id = @rid AND private = 1)`
      : `SELECT household_id FROM household_shares WHERE resource_type = '${type}' AND resource_id = @rid`;

  const isShared = (userId: string, type: ResourceType, id: string, owner?: string): boolean => {
    if (!isShareable(type)) return false;
    const ownerId = owner ?? (cachedStatement(db, `SELECT user_id FROM ${TABLES[type]} WHERE id = ?`).get(id) as { user_id: string } | undefined)?.user_id;
    if (ownerId === undefined) return false;
    const sql = `SELECT 1 FROM household_members WHERE user_id = @uid AND household_id IN (${householdsShowing(type)}) LIMIT 1`;
    return cachedStatement(db, sql).get({ uid: userId, rid: id, owner: ownerId }) !== undefined;
  };

  const canEdit = (userId: string, type: ShareableType, record: OwnedRecord): boolean => {
    const sql =
      type === "recipe"
        ? `SELECT 1 FROM recipes r WHERE r.id = @rid AND r.private = 0 AND (r.id IN (${EDITABLE_SHARED_RECIPES}) OR r.user_id IN (${LIBRARY_OWNERS}))`
        : `SELECT 1 FROM household_shares s WHERE s.resource_type = '${type}' AND s.resource_id = @rid AND s.read_only = 0 AND s.household_id IN (${MY_HOUSEHOLDS}) LIMIT 1`;
    return cachedStatement(db, sql).get({ uid: userId, rid: record.id }) !== undefined;
  };

  /** An owner of a household the record is shared into (deletes the household's plans and lists). */
  const ownsHouseholdOf = (userId: string, type: ShareableType, id: string): boolean =>
    cachedStatement(
      db,
      `SELECT 1 FROM household_shares s JOIN household_members m ON m.household_id = s.household_id AND m.user_id = ? AND m.role = 'owner'
       WHERE s.resource_type = ? AND s.resource_id = ? LIMIT 1`,
    ).get(userId, type, id) !== undefined;

  const canSee = (actor: Actor, type: ResourceType, record: OwnedRecord): boolean =>
    record.user_id === actor.userId || isShared(actor.userId, type, record.id, record.user_id);

  return {
    householdIdsOf: (userId) =>
      (cachedStatement(db, "SELECT household_id FROM household_members WHERE user_id = ? ORDER BY joined_at").all(userId) as { household_id: string }[]).map(
        (r) => r.household_id,
      ),
    isSharedWith: (userId, type, id) => isShared(userId, type, id),
    sharedWithSet(userId, type, ids) {
      if (ids.length === 0 || !isShareable(type)) return new Set();
      const rows = cachedStatement(
        db,
        `SELECT t.id FROM ${TABLES[type]} t WHERE t.id IN (SELECT value FROM json_each(@ids)) AND t.user_id <> @uid AND ${visibleWhere(type, "t")}`,
      ).all({ ids: JSON.stringify(ids), uid: userId }) as { id: string }[];
      return new Set(rows.map((r) => r.id));
    },
    canSee,
    authorize<T extends OwnedRecord>(actor: Actor, action: Action, type: ResourceType, record: T | undefined | null): Authorized<T> {
      if (!record) throw new NotFoundError();
      if (record.user_id === actor.userId) return record as Authorized<T>;
      if (!isShareable(type) || !isShared(actor.userId, type, record.id, record.user_id)) throw new NotFoundError();
      if (action === "read") return record as Authorized<T>;
      if (action === "update" && canEdit(actor.userId, type, record)) return record as Authorized<T>;
      if (action === "delete" && (type === "mealplan" || type === "grocery_list") && ownsHouseholdOf(actor.userId, type, record.id))
        return record as Authorized<T>;
      throw new ForbiddenError(action === "update" ? "Shared read-only: only its owner may change it" : undefined);
    },
    visibleWhere,
    visibleWhereFor(userId, type, alias = "") {
      const inHousehold = cachedStatement(db, "SELECT 1 FROM household_members WHERE user_id = ? LIMIT 1").get(userId) !== undefined;
      return inHousehold ? visibleWhere(type, alias) : `(${alias ? `${alias}.` : ""}user_id = @uid)`;
    },
    coMembersOf: (userId) =>
      (
        cachedStatement(
          db,
          "SELECT DISTINCT o.user_id FROM household_members me JOIN household_members o ON o.household_id = me.household_id WHERE me.user_id = ? AND o.user_id <> me.user_id",
        ).all(userId) as { user_id: string }[]
      ).map((r) => r.user_id),
    audienceOf(type, record) {
      const set = new Set<string>([record.user_id]);
      if (isShareable(type)) {
        const rows = cachedStatement(db, `SELECT DISTINCT user_id FROM household_members WHERE household_id IN (${householdsShowing(type)})`).all({
          rid: record.id,
          owner: record.user_id,
        }) as { user_id: string }[];
        for (const r of rows) set.add(r.user_id);
      }
      return [...set];
    },
    visibility: createVisibilityTracker(db, visibleWhere),
  };
}
