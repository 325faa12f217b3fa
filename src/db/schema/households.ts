// Rows of the households aggregate, as migrations/*.sql create them (the migrations stay the source of the database).
import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { memberRoles, oneOf, valuesOf } from "./checks";
import { users } from "./users";

export const households = sqliteTable("households", {
  id: text().primaryKey(),
  name: text().notNull(),
  created_by: text().references(() => users.id, { onDelete: "set null" }),
  created_at: text().notNull(),
  updated_at: text().notNull(),
  /** 1: every member's recipes are visible to the household (private ones excepted). */
  share_library: integer().notNull().default(0),
});

export const householdMembers = sqliteTable(
  "household_members",
  {
    household_id: text()
      .notNull()
      .references(() => households.id, { onDelete: "cascade" }),
    user_id: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text(valuesOf(memberRoles)).notNull(),
    joined_at: text().notNull(),
  },
  (t) => [
    oneOf("household_members", "role", memberRoles),
    primaryKey({ columns: [t.household_id, t.user_id] }),
    index("household_members_user").on(t.user_id),
    index("household_members_joined").on(t.household_id, t.joined_at),
  ],
);

export const householdShares = sqliteTable(
  "household_shares",
  {
    household_id: text()
      .notNull()
      .references(() => households.id, { onDelete: "cascade" }),
    resource_type: text().notNull(),
    resource_id: text().notNull(),
    shared_by: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    created_at: text().notNull(),
    /** 1: members read it but may not change it. */
    read_only: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.household_id, t.resource_type, t.resource_id] }),
    index("household_shares_resource").on(t.resource_type, t.resource_id),
    index("household_shares_sharer").on(t.shared_by, t.household_id),
  ],
);

export const householdInvites = sqliteTable(
  "household_invites",
  {
    id: text().primaryKey(),
    household_id: text()
      .notNull()
      .references(() => households.id, { onDelete: "cascade" }),
    token_hash: text().notNull().unique(),
    role: text(valuesOf(memberRoles)).notNull(),
    email: text(),
    created_by: text().references(() => users.id, { onDelete: "set null" }),
    created_at: text().notNull(),
    updated_at: text().notNull(),
    expires_at: text().notNull(),
    accepted_at: text(),
    accepted_by: text().references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [oneOf("household_invites", "role", memberRoles), index("household_invites_household").on(t.household_id, t.created_at, t.id)],
);
