import { kitchenDisplay } from "../../lib/kitchen";
import type { GroceryItemRow, GroceryListRow } from "./grocery.repo";
import type { GroceryItemOut, GroceryListOut } from "./grocery.schemas";

/** grocery_items row → API shape. */
export function presentItem(r: GroceryItemRow): GroceryItemOut {
  return {
    key: r.key,
    name: r.name,
    quantity: r.quantity,
    quantity_exact: r.quantity_exact ?? null,
    display: r.quantity === null ? null : kitchenDisplay(r.quantity, r.unit ?? undefined),
    unit: r.unit,
    checked: r.checked === 1,
    recipe_id: r.recipe_id,
    aisle: r.aisle,
  };
}

/** grocery_lists row and its items → API shape. */
export function presentList(r: GroceryListRow, items: GroceryItemRow[]): GroceryListOut {
  return {
    id: r.id,
    user_id: r.user_id,
    name: r.name,
    type: r.type,
    description: r.description,
    archived: r.archived === 1,
    due_date: r.due_date,
    items: items.map(presentItem),
    created_at: r.created_at,
    updated_at: r.updated_at,
  };
}
