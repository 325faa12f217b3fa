import { defineRoute, type RouteDef } from "../../http/route";
import { listQuerySchema } from "../../http/list";
import {
  createWishlistBody,
  removeItemBody,
  updateWishlistBody,
  wishlistItemInput,
  wishlistPageSchema,
  wishlistParams,
  wishlistSchema,
} from "./wishlists.schemas";
import { addItem, addToDefault, createWishlist, deleteWishlist, getWishlist, listWishlists, removeItem, updateWishlist } from "./wishlists.service";

const tags = ["wishlists"];
const wishlist = { description: "Wishlist", schema: wishlistSchema };
const stale = { description: "If-Match names an older version; nothing was changed" };
const itemNote =
  "Item: `itemKey` (generated when absent), `kind` (`book` default, or `recipe`), `title`, `authors`, `cover_url`, `source_v2_id`. A `source_v2_id` must name an existing source (otherwise 400 on that field); its title, authors and cover fill what is not given. The same book (same source_v2_id, or the same title and authors ignoring case, accents and punctuation) is not added twice: the wishlist is answered unchanged, except that a missing source link or cover is filled in. A new `itemKey` already in use answers 409.";

/** Wishlists of books and recipes the user does not own yet (owner only; not shareable). */
export const wishlistRoutes: RouteDef[] = [
  defineRoute({
    method: "GET",
    path: "/api/wishlists",
    summary: "The user's wishlists",
    description: "Newest first; with `since`, delta sync (oldest change first, tombstones in `deleted`, `server_time`).",
    tags,
    auth: "user",
    query: listQuerySchema,
    responses: { 200: { description: "A page of wishlists", schema: wishlistPageSchema } },
    handler: ({ deps, actor, query }) => listWishlists(deps, actor, query),
  }),
  defineRoute({
    method: "POST",
    path: "/api/wishlists",
    summary: "Create a wishlist",
    description: `\`name\` defaults to "Wishlist"; optional \`items\`. ${itemNote}`,
    tags,
    auth: "user",
    body: createWishlistBody,
    responses: { 201: { description: "Created", schema: wishlistSchema } },
    handler: ({ deps, actor, body }) => createWishlist(deps, actor, body),
  }),
  // Declared before /api/wishlists/{id}/items so that "default" is not taken for an id.
  defineRoute({
    method: "POST",
    path: "/api/wishlists/default/items",
    summary: "Add an item to the default wishlist, creating it when there is none",
    description: `The default wishlist is named "Wishlist" and has \`is_default: true\`. ${itemNote}`,
    tags,
    auth: "user",
    body: wishlistItemInput,
    responses: { 200: wishlist, 412: { description: "If-Match names an older version of the default wishlist; nothing was changed" } },
    handler: ({ deps, actor, body, ifMatch }) => addToDefault(deps, actor, body, ifMatch),
  }),
  defineRoute({
    method: "GET",
    path: "/api/wishlists/{id}",
    summary: "One wishlist with its items",
    tags,
    auth: "user",
    params: wishlistParams,
    responses: { 200: wishlist },
    handler: ({ deps, actor, params }) => getWishlist(deps, actor, params.id),
  }),
  defineRoute({
    method: "PUT",
    path: "/api/wishlists/{id}",
    summary: "Rename a wishlist or change its description",
    description: "Items change through the item endpoints.",
    tags,
    auth: "user",
    params: wishlistParams,
    body: updateWishlistBody,
    responses: { 200: wishlist, 412: stale },
    handler: ({ deps, actor, params, body, ifMatch }) => updateWishlist(deps, actor, params.id, body, ifMatch),
  }),
  defineRoute({
    method: "DELETE",
    path: "/api/wishlists/{id}",
    summary: "Delete a wishlist",
    description: "Deleting the default wishlist is allowed; the next add to the default creates a new one.",
    tags,
    auth: "user",
    params: wishlistParams,
    responses: { 204: { description: "Deleted" }, 412: stale },
    handler: ({ deps, actor, params, ifMatch }) => deleteWishlist(deps, actor, params.id, ifMatch),
  }),
  defineRoute({
    method: "POST",
    path: "/api/wishlists/{id}/items",
    summary: "Add an item to a wishlist",
    description: itemNote,
    tags,
    auth: "user",
    params: wishlistParams,
    body: wishlistItemInput,
    responses: { 200: wishlist, 409: { description: "itemKey already in use" }, 412: stale },
    handler: ({ deps, actor, params, body, ifMatch }) => addItem(deps, actor, params.id, body, ifMatch),
  }),
  defineRoute({
    method: "DELETE",
    path: "/api/wishlists/{id}/items",
    summary: "Remove an item by itemKey",
    description: "Body `{itemKey}`. An itemKey not on the wishlist answers 404.",
    tags,
    auth: "user",
    params: wishlistParams,
    body: removeItemBody,
    responses: { 200: wishlist, 404: { description: "No such wishlist or item" }, 412: stale },
    handler: ({ deps, actor, params, body, ifMatch }) => removeItem(deps, actor, params.id, body.itemKey, ifMatch),
  }),
];
