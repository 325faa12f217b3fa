import { defineRoute, type RouteDef } from "../../http/route";
import { listQuerySchema } from "../../http/list";
import {
  addRecipesBody,
  collectionPageSchema,
  collectionParams,
  collectionRecipeParams,
  collectionSchema,
  createCollectionBody,
  updateCollectionBody,
} from "./collections.schemas";
import {
  addRecipesToCollection,
  createCollection,
  deleteCollection,
  getCollection,
  listCollections,
  removeRecipeFromCollection,
  updateCollection,
} from "./collections.service";

const tags = ["collections"];
const one = { description: "Collection", schema: collectionSchema };
const notOwner = { description: "Shared with the caller through a household, who is not the owner" };
const stale = { description: "If-Match names an older version; nothing was changed" };
const unseen = "A recipe id the caller cannot see answers 404, exactly like an id that does not exist.";

/** Collections: ordered groups of recipes. Household members read shared collections; only the owner changes one. */
export const collectionsRoutes: RouteDef[] = [
  defineRoute({
    method: "GET",
    path: "/api/collections",
    summary: "Collections the user owns or that are shared into their households",
    description:
      "Newest first; with `since`, delta sync (oldest change first, tombstones in `deleted`, `server_time`). A collection's `updated_at` moves when a recipe is added, removed or deleted, so delta sync reports the new `recipes` and `recipe_count`.",
    tags,
    auth: "user",
    query: listQuerySchema,
    responses: { 200: { description: "A page of collections", schema: collectionPageSchema } },
    handler: ({ deps, actor, query }) => listCollections(deps, actor, query),
  }),
  defineRoute({
    method: "POST",
    path: "/api/collections",
    summary: "Create a collection",
    description: `\`recipes\` is the ordered list of recipe ids (duplicates dropped). ${unseen}`,
    tags,
    auth: "user",
    body: createCollectionBody,
    responses: { 201: { description: "Created", schema: collectionSchema }, 404: { description: "A recipe id the caller cannot see" } },
    handler: ({ deps, actor, body }) => createCollection(deps, actor, body),
  }),
  defineRoute({
    method: "GET",
    path: "/api/collections/{id}",
    summary: "One collection",
    description: "`recipes` lists only the recipes the caller can see, in the collection's order.",
    tags,
    auth: "user",
    params: collectionParams,
    responses: { 200: one },
    handler: ({ deps, actor, params }) => getCollection(deps, actor, params.id),
  }),
  defineRoute({
    method: "PUT",
    path: "/api/collections/{id}",
    summary: "Change a collection (owner only); only supplied fields are replaced",
    description: `Accepts \`name\`, \`description\`, \`tags\` and \`recipes\` (replaces the ordered list). Honours If-Match. ${unseen}`,
    tags,
    auth: "user",
    params: collectionParams,
    body: updateCollectionBody,
    responses: { 200: one, 403: notOwner, 412: stale },
    handler: ({ deps, actor, params, body, ifMatch }) => updateCollection(deps, actor, params.id, body, ifMatch),
  }),
  defineRoute({
    method: "DELETE",
    path: "/api/collections/{id}",
    summary: "Delete a collection (owner only); its recipes are kept",
    tags,
    auth: "user",
    params: collectionParams,
    responses: { 204: { description: "Deleted" }, 403: notOwner, 412: stale },
    handler: ({ deps, actor, params, ifMatch }) => deleteCollection(deps, actor, params.id, ifMatch),
  }),
  defineRoute({
    method: "POST",
    path: "/api/collections/{id}/recipes",
    summary: "Add recipes to a collection (owner only)",
    description: `Appends \`recipe_ids\` in order; ids already in the collection keep their place (adding is idempotent). ${unseen}`,
    tags,
    auth: "user",
    params: collectionParams,
    body: addRecipesBody,
    responses: { 200: one, 403: notOwner, 404: { description: "No such collection, or a recipe id the caller cannot see" }, 412: stale },
    handler: ({ deps, actor, params, body, ifMatch }) => addRecipesToCollection(deps, actor, params.id, body, ifMatch),
  }),
  defineRoute({
    method: "DELETE",
    path: "/api/collections/{id}/recipes/{recipeId}",
    summary: "Remove one recipe from a collection (owner only)",
    description: "Answers the Collection. A recipe that is not in the collection answers 404. The recipe itself is kept.",
    tags,
    auth: "user",
    params: collectionRecipeParams,
    responses: { 200: one, 403: notOwner, 412: stale },
    handler: ({ deps, actor, params, ifMatch }) => removeRecipeFromCollection(deps, actor, params.id, params.recipeId, ifMatch),
  }),
];
