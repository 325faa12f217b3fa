// Rows of the sharing aggregate, as migrations/*.sql create them (the migrations stay the source of the database).
import { index, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { oneOf, shareLinkResources, valuesOf } from "./checks";
import { users } from "./users";

export const shareLinks = sqliteTable(
  "share_links",
  {
    id: text().primaryKey(),
    user_id: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    token_hash: text().notNull().unique(),
    token_prefix: text().notNull(),
    resource_type: text(valuesOf(shareLinkResources)).notNull(),
    resource_id: text().notNull(),
    created_at: text().notNull(),
    updated_at: text().notNull(),
    expires_at: text(),
  },
  (t) => [
    oneOf("share_links", "resource_type", shareLinkResources),
    index("share_links_user_created").on(t.user_id, t.created_at, t.id),
    index("share_links_user_updated").on(t.user_id, t.updated_at, t.id),
    index("share_links_resource").on(t.resource_type, t.resource_id),
  ],
);
