// Rows of the wishlists aggregate, as migrations/*.sql create them (the migrations stay the source of the database).
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { users } from "./users";
import { sql } from "drizzle-orm";

export const wishlists = sqliteTable(
  "wishlists",
  {
    id: text().primaryKey(),
    user_id: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text().notNull().default(""),
    description: text().notNull().default(""),
    is_default: integer().notNull().default(0),
    created_at: text().notNull(),
    updated_at: text().notNull(),
  },
  (t) => [
    index("wishlists_user_created").on(t.user_id, t.created_at, t.id),
    index("wishlists_user_updated").on(t.user_id, t.updated_at, t.id),
    uniqueIndex("wishlists_one_default")
      .on(t.user_id)
      .where(sql`is_default = 1`),
  ],
);

export const wishlistItems = sqliteTable(
  "wishlist_items",
  {
    wishlist_id: text()
      .notNull()
      .references(() => wishlists.id, { onDelete: "cascade" }),
    item_key: text().notNull(),
    position: integer().notNull(),
    kind: text().notNull(),
    title: text().notNull(),
    authors: text().notNull().default("[]"),
    cover_url: text(),
    source_v2_id: text(),
    dedupe_key: text().notNull(),
    added_at: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.wishlist_id, t.item_key] }), index("wishlist_items_dedupe").on(t.wishlist_id, t.dedupe_key)],
);
