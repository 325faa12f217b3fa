import { defineRoute, type RouteDef } from "../../http/route";
import { listQuerySchema } from "../../http/list";
import {
  appendItemsBody,
  createListBody,
  groceryListPageSchema,
  groceryListSchema,
  itemParams,
  listParams,
  patchItemBody,
  updateListBody,
} from "./grocery.schemas";
import { appendItems, createList, deleteItem, deleteList, getList, listLists, patchItem, updateList } from "./grocery.service";

const tags = ["grocery lists"];
const list = { description: "Grocery list", schema: groceryListSchema };
const stale = { description: "If-Match names an older version; nothing was changed" };

/** Grocery lists and their items. Household members may edit shared lists; only the owner deletes one. */
export const groceryRoutes: RouteDef[] = [
  defineRoute({
    method: "GET",
    path: "/api/grocery-lists",
    summary: "Grocery lists the user owns or that are shared into their households",
    description: "Newest first; with `since`, delta sync (oldest change first, tombstones in `deleted`, `server_time`). Each list carries its items.",
    tags,
    auth: "user",
    query: listQuerySchema,
    responses: { 200: { description: "A page of grocery lists", schema: groceryListPageSchema } },
    handler: ({ deps, actor, query }) => listLists(deps, actor, query),
  }),
  defineRoute({
    method: "POST",
    path: "/api/grocery-lists",
    summary: "Create a grocery list",
    description: '`name` defaults to "Grocery list", `type` to `manual`. Items without `key` get one; items without `aisle` are classified from their name.',
    tags,
    auth: "user",
    body: createListBody,
    responses: { 201: { description: "Created", schema: groceryListSchema } },
    handler: ({ deps, actor, body }) => createList(deps, actor, body),
  }),
  defineRoute({
    method: "GET",
    path: "/api/grocery-lists/{id}",
    summary: "One grocery list with its items",
    tags,
    auth: "user",
    params: listParams,
    responses: { 200: list },
    handler: ({ deps, actor, params }) => getList(deps, actor, params.id),
  }),
  defineRoute({
    method: "PUT",
    path: "/api/grocery-lists/{id}",
    summary: "Change a grocery list; `items` replaces the whole item list",
    description:
      "Accepts `name`, `description`, `type`, `archived`, `due_date` (null clears it) and `items`. Send If-Match with the list's ETag when replacing items: a stale ETag answers 412 and changes nothing, so a client cannot silently undo someone else's check-offs. To check one item off, prefer PATCH of the item.",
    tags,
    auth: "user",
    params: listParams,
    body: updateListBody,
    responses: { 200: list, 412: stale },
    handler: ({ deps, actor, params, body, ifMatch }) => updateList(deps, actor, params.id, body, ifMatch),
  }),
  defineRoute({
    method: "DELETE",
    path: "/api/grocery-lists/{id}",
    summary: "Delete a grocery list (owner only)",
    tags,
    auth: "user",
    params: listParams,
    responses: { 204: { description: "Deleted" }, 403: { description: "Shared with the caller, who is not the owner" }, 412: stale },
    handler: ({ deps, actor, params, ifMatch }) => deleteList(deps, actor, params.id, ifMatch),
  }),
  defineRoute({
    method: "POST",
    path: "/api/grocery-lists/{id}/items",
    summary: "Append items, merging the same ingredient in a compatible unit",
    description:
      "Body `{items: [Grocery item]}` or a single item. An item whose ingredient (case, plural and accents ignored) is already on the list, unchecked, in a unit that adds up (1 cup with 250 ml, 2 eggs with 1 egg; never grams with cups) is added into that line, which keeps its key. Other items become new lines; a `key` already on the list answers 409.",
    tags,
    auth: "user",
    params: listParams,
    body: appendItemsBody,
    responses: { 200: list, 409: { description: "An item key is already on the list" }, 412: stale },
    handler: ({ deps, actor, params, body, ifMatch }) => appendItems(deps, actor, params.id, body.items, ifMatch),
  }),
  defineRoute({
    method: "PATCH",
    path: "/api/grocery-lists/{id}/items/{key}",
    summary: "Change one item (check it off, rename, change the amount)",
    description:
      "Only the fields sent change, in one row: two people checking off items at the same time both keep their change. Answers the whole list; its `updated_at` and ETag move.",
    tags,
    auth: "user",
    params: itemParams,
    body: patchItemBody,
    responses: { 200: list, 404: { description: "No such list or no item with this key" }, 412: stale },
    handler: ({ deps, actor, params, body, ifMatch }) => patchItem(deps, actor, params.id, params.key, body, ifMatch),
  }),
  defineRoute({
    method: "DELETE",
    path: "/api/grocery-lists/{id}/items/{key}",
    summary: "Remove one item",
    description: "Answers the whole list.",
    tags,
    auth: "user",
    params: itemParams,
    responses: { 200: list, 404: { description: "No such list or no item with this key" }, 412: stale },
    handler: ({ deps, actor, params, ifMatch }) => deleteItem(deps, actor, params.id, params.key, ifMatch),
  }),
];
