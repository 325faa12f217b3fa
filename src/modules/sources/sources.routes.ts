import { z } from "zod";
import { etagOf } from "../../http/etag";
import { defineRoute, Reply, type RouteDef } from "../../http/route";
import { recipeListSchema } from "../recipes/recipes.schemas";
import { SOURCE_KINDS } from "./sources.keys";
import {
  creatorPageSchema,
  creatorSchema,
  opaqueIdParams,
  pageQuerySchema,
  searchQuerySchema,
  sourceDescriptorSchema,
  sourcePageSchema,
  sourceSchema,
  updateCreatorBody,
  updateSourceBody,
} from "./sources.schemas";
import { getSource, listSources, resolveSourceFor, sourceRecipesJson, updateSourceFor } from "./sources.service";
import { getCreator, listCreators, updateCreatorFor } from "./creators.service";

const tags = ["sources"];
const JSON_TYPE = "application/json; charset=utf-8";
const source = { description: "Source", schema: sourceSchema };
const creator = { description: "Creator", schema: creatorSchema };
const notCiting = { description: "The caller neither created nor cites this shared record" };
const notOwner = { description: "Only the user who first recorded this shared record, or an administrator, may change it" };
const stale = { description: "If-Match names an older version; nothing was changed" };
const shared = "Sources and creators are shared by every user of the instance: a correction is visible to everyone citing them.";

const sourceListQuery = searchQuerySchema.extend({ kind: z.enum(SOURCE_KINDS).optional().describe("Only sources of this kind.") });

/** Shared source (v2) and creator records. */
export const sourcesRoutes: RouteDef[] = [
  defineRoute({
    method: "GET",
    path: "/api/v2/sources",
    summary: "Search the shared sources of the instance",
    description: `${shared} Newest first with cursor pages; \`q\` matches name, display name, authors, handle and site (case-insensitive substring) or an ISBN in any form. \`recipe_count\` counts the recipes the caller can see.`,
    tags,
    auth: "user",
    query: sourceListQuery,
    responses: { 200: { description: "A page of sources", schema: sourcePageSchema } },
    handler: ({ deps, actor, query }) => listSources(deps, actor, query),
  }),
  defineRoute({
    method: "POST",
    path: "/api/v2/sources",
    summary: "Resolve or create a shared source from a descriptor",
    description:
      "De-duplication, most specific first: the same ISBN (ISBN-10 and ISBN-13 are the same book), the same platform and handle (derived from a social URL when omitted), for books the same title and authors, the same canonical site (host in lower case without `www.`), the same kind and name. " +
      "An existing record answers 200 with only its blank fields filled in; a new one answers 201. Correct a record with PUT.",
    tags,
    auth: "user",
    body: sourceDescriptorSchema,
    responses: { 200: { description: "An existing source matched", schema: sourceSchema }, 201: { description: "Created", schema: sourceSchema } },
    handler: ({ deps, actor, body }) => {
      const r = resolveSourceFor(deps, actor, body);
      return new Reply(r.created ? 201 : 200, r.source);
    },
  }),
  defineRoute({
    method: "GET",
    path: "/api/v2/sources/{id}",
    summary: "One shared source",
    description: "Ids are opaque strings.",
    tags,
    auth: "user",
    params: opaqueIdParams,
    responses: { 200: source },
    handler: ({ deps, actor, params }) => getSource(deps, actor, params.id),
  }),
  defineRoute({
    method: "PUT",
    path: "/api/v2/sources/{id}",
    summary: "Correct a source: in place for its creator, else your own copy",
    description:
      `${shared} Partial: supplied fields are replaced, null clears an optional one. ` +
      "The user who created the record and administrators correct it in place (200), for everyone citing it; an ISBN, handle or site that another record already has answers 409. " +
      "Any other user whose recipe or book cites it gets their own copy (copy-on-write, 201): a new source with a new id and the correction applied, which the caller's own recipes and books cite from then on; the shared record and other households' recipes are unchanged. " +
      "Users who neither created nor cite it get 403. Honours If-Match (against the record named in the path).",
    tags,
    auth: "user",
    params: opaqueIdParams,
    body: updateSourceBody,
    responses: {
      200: { description: "Corrected in place (caller created the record, or is an administrator)", schema: sourceSchema },
      201: { description: "The caller's own corrected copy; their recipes and books now cite it", schema: sourceSchema },
      403: notCiting,
      409: { description: "Another source already has this identity" },
      412: stale,
    },
    handler: ({ deps, actor, params, body, ifMatch }) => {
      const w = updateSourceFor(deps, actor, params.id, body, ifMatch);
      return new Reply(w.copied ? 201 : 200, w.source);
    },
  }),
  defineRoute({
    method: "GET",
    path: "/api/v2/sources/{id}/recipes",
    summary: "Recipes citing a source that the caller can see",
    description: "Primary or additional citations; the caller's own recipes and those shared into their households. Newest first, cursor pages.",
    tags,
    auth: "user",
    params: opaqueIdParams,
    query: pageQuerySchema,
    responses: { 200: { description: "A page of recipes", schema: recipeListSchema } },
    handler: ({ deps, actor, params, query }) => new Reply(200, sourceRecipesJson(deps, actor, params.id, query), { "Content-Type": JSON_TYPE }),
  }),
  defineRoute({
    method: "GET",
    path: "/api/v2/creators",
    summary: "Search the shared creators of the instance",
    description: "Newest first with cursor pages; `q` matches the display name or a profile handle (a leading @ is ignored).",
    tags,
    auth: "user",
    query: searchQuerySchema,
    responses: { 200: { description: "A page of creators", schema: creatorPageSchema } },
    handler: ({ deps, query }) => listCreators(deps, query),
  }),
  defineRoute({
    method: "GET",
    path: "/api/v2/creators/{id}",
    summary: "One creator with its profiles",
    description: "Ids are opaque strings.",
    tags,
    auth: "user",
    params: opaqueIdParams,
    responses: { 200: creator },
    handler: ({ deps, params }) => getCreator(deps, params.id),
  }),
  defineRoute({
    method: "PUT",
    path: "/api/v2/creators/{id}",
    summary: "Correct a creator: display name, profiles",
    description: `${shared} \`profiles\` replaces the creator's profiles (each \`{platform, handle, url?, avatar_url?}\`); a profile that belongs to another creator answers 409. Allowed only to the user who first recorded the creator and administrators (others: 403), since every household citing it sees the change. Honours If-Match.`,
    tags,
    auth: "user",
    params: opaqueIdParams,
    body: updateCreatorBody,
    responses: { 200: creator, 403: notOwner, 409: { description: "A profile belongs to another creator" }, 412: stale },
    handler: ({ deps, actor, params, body, ifMatch }) => updateCreatorFor(deps, actor, params.id, body, ifMatch),
  }),
];

/** Answer a recipe rendered as JSON text, with its ETag. */
export const recipeReply = (r: { json: string; updatedAt: string }, status = 200): Reply =>
  new Reply(status, r.json, { "Content-Type": JSON_TYPE, ETag: etagOf(r.updatedAt) });
