import { z } from "zod";
import { listMetaSchema } from "../../http/list";

/** A calendar date, YYYY-MM-DD (a real day: 2026-02-30 is rejected). */
export const isoDate = z.iso.date();

/** Path of one grocery list. */
export const listParams = z.object({ id: z.uuid() });
/** Path of one item of a grocery list; keys are client-chosen strings, so any non-empty text. */
export const itemParams = z.object({ id: z.uuid(), key: z.string().min(1).max(100) });

/** A grocery item as a client writes it: `key` is generated when absent; `aisle` is classified when absent. */
export const groceryItemInput = z.strictObject({
  key: z.string().trim().min(1).max(100).optional().describe("Stable item key; generated when absent."),
  name: z.string().trim().min(1).max(300),
  quantity: z
    .number()
    .finite()
    .min(0)
    .max(1_000_000)
    .nullable()
    .optional()
    .describe('Amount. An item whose name starts with an amount and that has no quantity or unit is read like a recipe line: "2 cups milk" is 2 cups of milk.'),
  quantity_exact: z
    .number()
    .finite()
    .min(0)
    .max(1_000_000)
    .nullable()
    .optional()
    .describe("The exact amount behind a kitchen-rounded `quantity` (sent back as read; the server keeps it for sums)."),
  display: z
    .string()
    .max(100)
    .nullable()
    .optional()
    .describe("Read-only: computed from quantity and unit; accepted and ignored so a list read can be written back."),
  unit: z.string().trim().max(50).nullable().optional(),
  checked: z.boolean().optional(),
  recipe_id: z
    .uuid()
    .nullable()
    .optional()
    .describe("The recipe the item is for (informational): a recipe the caller can see, else 404. Ids already on the list stay accepted."),
  aisle: z.string().trim().min(1).max(50).optional().describe("Aisle; classified from the name when absent."),
});
export type GroceryItemInput = z.output<typeof groceryItemInput>;

const listFields = {
  name: z.string().trim().min(1).max(200),
  description: z.string().max(5000),
  type: z.enum(["manual", "mealplan"]),
  archived: z.boolean(),
  due_date: isoDate.nullable(),
};

/** Body of POST /api/grocery-lists. */
export const createListBody = z.strictObject({
  name: listFields.name.optional(),
  description: listFields.description.optional(),
  type: listFields.type.optional(),
  archived: listFields.archived.optional(),
  due_date: listFields.due_date.optional(),
  items: z.array(groceryItemInput).max(2000).optional(),
});
export type CreateListInput = z.output<typeof createListBody>;

/** Body of PUT /api/grocery-lists/{id}: fields to change; `items` replaces the whole item list. */
export const updateListBody = z.strictObject({
  name: listFields.name.optional(),
  description: listFields.description.optional(),
  type: listFields.type.optional(),
  archived: listFields.archived.optional(),
  due_date: listFields.due_date.optional(),
  items: z.array(groceryItemInput).max(2000).optional(),
});
export type UpdateListInput = z.output<typeof updateListBody>;

/** Body of POST /api/grocery-lists/{id}/items: `{items: [...]}`, or one item on its own. */
export const appendItemsBody = z.preprocess(
  (v) => (v !== null && typeof v === "object" && !Array.isArray(v) && !("items" in v) ? { items: [v] } : v),
  z.strictObject({ items: z.array(groceryItemInput).min(1).max(2000) }),
);

/** Body of PATCH /api/grocery-lists/{id}/items/{key}: the item fields to change. */
export const patchItemBody = z.strictObject({
  name: groceryItemInput.shape.name.optional(),
  quantity: groceryItemInput.shape.quantity,
  unit: groceryItemInput.shape.unit,
  checked: z.boolean().optional(),
  recipe_id: groceryItemInput.shape.recipe_id,
  aisle: z.string().trim().min(1).max(50).optional(),
});
export type PatchItemInput = z.output<typeof patchItemBody>;

/** A grocery item as answered. */
export const groceryItemSchema = z.object({
  key: z.string(),
  name: z.string(),
  quantity: z
    .number()
    .nullable()
    .describe("The amount as a cook buys or measures it: 4 onions, 3⅔ cups, 1 bay leaf (derived and summed lines are rounded so)."),
  quantity_exact: z
    .number()
    .nullable()
    .describe("The exact amount behind a rounded `quantity` (derived or summed lines), for arithmetic; null when `quantity` is exact."),
  display: z.string().nullable().describe('`quantity` as written in a kitchen ("3⅔", "245"); show it before `unit`. Null without a quantity.'),
  unit: z.string().nullable(),
  checked: z.boolean(),
  recipe_id: z.string().nullable(),
  aisle: z.string(),
});
export type GroceryItemOut = z.infer<typeof groceryItemSchema>;

/** A grocery list as answered. */
export const groceryListSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  name: z.string(),
  type: z.string(),
  description: z.string(),
  archived: z.boolean(),
  due_date: z.string().nullable(),
  items: z.array(groceryItemSchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type GroceryListOut = z.infer<typeof groceryListSchema>;

/** GET /api/grocery-lists. */
export const groceryListPageSchema = z.object({ grocery_lists: z.array(groceryListSchema), ...listMetaSchema });
