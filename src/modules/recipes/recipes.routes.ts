import { etagOf } from "../../http/etag";
import { defineRoute, Reply, type RouteDef } from "../../http/route";
import {
  createRecipeSchema,
  duplicateSchema,
  listRecipesQuery,
  recipeIdParams,
  recipeListSchema,
  recipeSchema,
  scaleSchema,
  tagsSchema,
  updateRecipeSchema,
} from "./recipes.schemas";
import { createRecipeJson, deleteRecipe, duplicateRecipe, getRecipeJson, listRecipesJson, recipeTags, scaleRecipeJson, updateRecipe } from "./recipes.service";

const tags = ["recipes"];
const JSON_TYPE = "application/json; charset=utf-8";

/** Answer pre-rendered JSON text (stored JSON columns spliced in), with the record's ETag when there is one. */
const json = (status: number, body: string, updatedAt?: string): Reply =>
  new Reply(status, body, updatedAt ? { "Content-Type": JSON_TYPE, ETag: etagOf(updatedAt) } : { "Content-Type": JSON_TYPE });

const updatedAtOf = (body: string): string | undefined => /"updated_at":"([^"]+)"}$/.exec(body)?.[1];

const writeNotes =
  'Ingredients may be objects (quantity as a number or a fraction string such as "1 1/2", "½", "1½", stored as a decimal) or raw lines ("2 cups flour, sifted") that the server parses; names are trimmed and required. ' +
  "Media items reference uploaded files by `file_id` (a file you cannot see: 404); url, preview_url, width, height, blur_hash and kind are filled by the server (sent values are ignored). " +
  "Tags are trimmed and de-duplicated case-insensitively. `source_v2_id`, `sources`, `import_id`, `nutrition` and `blur_hash` are read-only (sources are set through /api/recipes/{id}/source-v2 and /sources).";

export const recipesRoutes: RouteDef[] = [
  defineRoute({
    method: "GET",
    path: "/api/recipes",
    summary: "Your recipes: newest first, cursor pages, delta sync (`since`), full-text search (`q`), `tag` and `collection_id` filters",
    description:
      "Without `q`: newest first, or with `since` oldest change first with `deleted` and `server_time` on the last page. " +
      "With `q`: ranked by relevance (title weighs most), every word matched as a prefix, case and accents ignored; the cursor continues the ranking. " +
      "With `collection_id`: the recipes of that collection you can see, including ones shared into your household. Recipes shared with you otherwise appear in your household's library, not here.",
    tags,
    auth: "user",
    query: listRecipesQuery,
    responses: { 200: { description: "A page of recipes", schema: recipeListSchema } },
    handler: ({ deps, actor, query }) => json(200, listRecipesJson(deps, actor, query)),
  }),
  defineRoute({
    method: "POST",
    path: "/api/recipes",
    summary: "Create a recipe (title required)",
    description: writeNotes,
    tags,
    auth: "user",
    body: createRecipeSchema,
    responses: { 201: { description: "Created recipe", schema: recipeSchema } },
    handler: ({ deps, actor, body }) => {
      const out = createRecipeJson(deps, actor, body);
      return json(201, out, updatedAtOf(out));
    },
  }),
  defineRoute({
    method: "GET",
    path: "/api/recipes/tags",
    summary: "Tags of your recipes with how many recipes carry each, most used first",
    tags,
    auth: "user",
    responses: { 200: { description: "Tag counts", schema: tagsSchema } },
    handler: ({ deps, actor }) => recipeTags(deps, actor),
  }),
  defineRoute({
    method: "GET",
    path: "/api/recipes/{id}",
    summary: "A recipe you own or that is shared into your household",
    tags,
    auth: "user",
    params: recipeIdParams,
    responses: { 200: { description: "Recipe (with ETag)", schema: recipeSchema } },
    handler: ({ deps, actor, params }) => {
      const r = getRecipeJson(deps, actor, params.id);
      return json(200, r.json, r.updatedAt);
    },
  }),
  defineRoute({
    method: "PUT",
    path: "/api/recipes/{id}",
    summary: "Update a recipe: only supplied fields are replaced, omitted fields are untouched (partial update despite PUT)",
    description: `Owner only (household members: 403). With If-Match, a stale ETag answers 412 and changes nothing. ${writeNotes}`,
    tags,
    auth: "user",
    params: recipeIdParams,
    body: updateRecipeSchema,
    responses: {
      200: { description: "Updated recipe", schema: recipeSchema },
      403: { description: "Not the owner" },
      412: { description: "If-Match does not match" },
    },
    handler: ({ deps, actor, params, body, ifMatch }) => {
      const out = updateRecipe(deps, actor, params.id, body ?? {}, ifMatch);
      return json(200, out, updatedAtOf(out));
    },
  }),
  defineRoute({
    method: "DELETE",
    path: "/api/recipes/{id}",
    summary: "Delete a recipe (owner only); it leaves a tombstone for delta sync and leaves every collection",
    description: "Uploaded files the recipe showed are kept (delete them through /api/files/{id}).",
    tags,
    auth: "user",
    params: recipeIdParams,
    responses: { 204: { description: "Deleted" }, 403: { description: "Not the owner" }, 412: { description: "If-Match does not match" } },
    handler: ({ deps, actor, params, ifMatch }) => deleteRecipe(deps, actor, params.id, ifMatch),
  }),
  defineRoute({
    method: "POST",
    path: "/api/recipes/{id}/scale",
    summary: "The recipe scaled to a number of servings (not stored)",
    description:
      "Every quantity (components included) is multiplied by servings / the recipe's servings; the answer adds `scale_factor`. Each scaled ingredient has `quantity` (and `quantityMax`) in kitchen amounts (3⅔ cups, 4 onions, 1 bay leaf rather than ⅔), `quantityExact` (the exact product, for arithmetic) and `display` (the kitchen amount as text, before `unit`). 409 when the recipe has no servings.",
    tags,
    auth: "user",
    params: recipeIdParams,
    body: scaleSchema,
    responses: {
      200: { description: "Scaled copy", schema: recipeSchema.extend({ scale_factor: recipeSchema.shape.servings }) },
      409: { description: "The recipe has no servings" },
    },
    handler: ({ deps, actor, params, body }) => json(200, scaleRecipeJson(deps, actor, params.id, body.servings)),
  }),
  defineRoute({
    method: "POST",
    path: "/api/recipes/{id}/duplicate",
    summary: "Copy a recipe you can see into your own library",
    description: 'Title defaults to the original\'s plus " (copy)". Copying a recipe shared by another household member copies its images too.',
    tags,
    auth: "user",
    params: recipeIdParams,
    body: duplicateSchema,
    responses: { 201: { description: "The copy", schema: recipeSchema } },
    handler: async ({ deps, actor, params, body }) => {
      const out = await duplicateRecipe(deps, actor, params.id, body?.title);
      return json(201, out, updatedAtOf(out));
    },
  }),
];
