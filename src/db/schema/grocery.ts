// Rows of the grocery aggregate, as migrations/*.sql create them (the migrations stay the source of the database).
import { index, integer, primaryKey, real, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./users";

export const groceryLists = sqliteTable(
  "grocery_lists",
  {
    id: text().primaryKey(),
    user_id: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text().notNull().default(""),
    type: text().notNull().default("manual"),
    description: text().notNull().default(""),
    archived: integer().notNull().default(0),
    due_date: text(),
    created_at: text().notNull(),
    updated_at: text().notNull(),
  },
  (t) => [index("grocery_lists_user_created").on(t.user_id, t.created_at, t.id), index("grocery_lists_user_updated").on(t.user_id, t.updated_at, t.id)],
);

export const groceryItems = sqliteTable(
  "grocery_items",
  {
    list_id: text()
      .notNull()
      .references(() => groceryLists.id, { onDelete: "cascade" }),
    key: text().notNull(),
    position: integer().notNull(),
    name: text().notNull(),
    quantity: real(),
    unit: text(),
    checked: integer().notNull().default(0),
    recipe_id: text(),
    aisle: text().notNull().default("other"),
    /** The exact amount when `quantity` is a kitchen-rounded one (derived or summed lines); null otherwise. */
    quantity_exact: real(),
  },
  (t) => [primaryKey({ columns: [t.list_id, t.key] })],
);
