import { defineRoute, type RouteDef } from "../../http/route";
import { recipeSchema } from "../recipes/recipes.schemas";
import { attachBody, attachmentParams, patchAttachmentBody, recipeParams, setPrimaryBody } from "./attachments.schemas";
import { attachSource, clearPrimarySource, detachSource, patchAttachment, setPrimarySource } from "./attachments.service";
import { recipeReply } from "./sources.routes";

const tags = ["recipes"];
const recipe = { description: "Recipe", schema: recipeSchema };
const notOwner = { description: "The recipe is shared with the caller, who is not its owner" };
const stale = { description: "If-Match names an older version of the recipe; nothing was changed" };
const owner = "Owner only (household members: 403; others: 404). Bumps the recipe's updated_at, emits recipe.changed and honours If-Match (the recipe's ETag).";

/** A recipe's source attachments: the primary source and additional citations. */
export const attachmentsRoutes: RouteDef[] = [
  defineRoute({
    method: "PUT",
    path: "/api/recipes/{id}/source-v2",
    summary: "Set the primary source of a recipe",
    description: `Give \`source\` (a descriptor, resolved or created as with POST /api/v2/sources) or \`source_v2_id\` (an existing source; 404 when unknown), and optionally \`section\`, \`page\`, \`url\` of the citation. Replaces the previous primary attachment; a source already attached as an additional source is promoted. ${owner}`,
    tags,
    auth: "user",
    params: recipeParams,
    body: setPrimaryBody,
    responses: { 200: recipe, 403: notOwner, 412: stale },
    handler: ({ deps, actor, params, body, ifMatch }) => recipeReply(setPrimarySource(deps, actor, params.id, body, ifMatch)),
  }),
  defineRoute({
    method: "DELETE",
    path: "/api/recipes/{id}/source-v2",
    summary: "Clear the primary source of a recipe",
    description: `Removes the primary attachment and sets \`source_v2_id\` to null; additional sources stay. Answers the Recipe (also when there was no primary). ${owner}`,
    tags,
    auth: "user",
    params: recipeParams,
    responses: { 200: recipe, 403: notOwner, 412: stale },
    handler: ({ deps, actor, params, ifMatch }) => recipeReply(clearPrimarySource(deps, actor, params.id, ifMatch)),
  }),
  defineRoute({
    method: "POST",
    path: "/api/recipes/{id}/sources",
    summary: "Attach an additional source to a recipe",
    description: `Give \`source\` or \`source_v2_id\`, and optionally \`section\`, \`page\`, \`url\` and \`make_primary\` (promote to headline attribution; the previous primary stays attached). Repeating an identical citation adds no twin. Answers 201 with the Recipe; the attachment is in \`sources\`. ${owner}`,
    tags,
    auth: "user",
    params: recipeParams,
    body: attachBody,
    responses: { 201: recipe, 403: notOwner, 412: stale },
    handler: ({ deps, actor, params, body, ifMatch }) => recipeReply(attachSource(deps, actor, params.id, body, ifMatch), 201),
  }),
  defineRoute({
    method: "PATCH",
    path: "/api/recipes/{id}/sources/{attachmentId}",
    summary: "Update a source attachment",
    description: `Accepts \`section\`, \`page\`, \`url\` (null clears) and \`make_primary\` (true promotes it; false on the primary leaves the recipe without a primary). An attachment of another recipe answers 404. ${owner}`,
    tags,
    auth: "user",
    params: attachmentParams,
    body: patchAttachmentBody,
    responses: { 200: recipe, 403: notOwner, 412: stale },
    handler: ({ deps, actor, params, body, ifMatch }) => recipeReply(patchAttachment(deps, actor, params.id, params.attachmentId, body, ifMatch)),
  }),
  defineRoute({
    method: "DELETE",
    path: "/api/recipes/{id}/sources/{attachmentId}",
    summary: "Detach a source from a recipe",
    description: `Answers the Recipe. Detaching the primary leaves the recipe without one. ${owner}`,
    tags,
    auth: "user",
    params: attachmentParams,
    responses: { 200: recipe, 403: notOwner, 412: stale },
    handler: ({ deps, actor, params, ifMatch }) => recipeReply(detachSource(deps, actor, params.id, params.attachmentId, ifMatch)),
  }),
];
