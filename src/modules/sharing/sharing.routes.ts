import type Koa from "koa";
import { defineRoute, type RouteDef } from "../../http/route";
import { listQuerySchema } from "../../http/list";
import { createLinkBody, linkRefParams, publicViewSchema, shareLinkListSchema, shareLinkSchema, tokenParams } from "./sharing.schemas";
import { createLink, listLinks, revokeLink } from "./sharing.service";
import { viewSharedLink } from "./sharing.public";
import { saveSharedLink } from "./sharing.save";

const tags = ["sharing"];

/** Headers of every answer about a share token, errors included: never indexed, cached or leaked via Referer. */
const SHARE_HEADERS: Record<string, string> = { "X-Robots-Tag": "noindex, nofollow", "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" };

function setShareHeaders(ctx: Koa.Context): void {
  for (const [k, v] of Object.entries(SHARE_HEADERS)) ctx.set(k, v);
}

export const sharingRoutes: RouteDef[] = [
  defineRoute({
    method: "POST",
    path: "/api/share-links",
    summary: "Create a public share link for one of your records; the token is shown once",
    description:
      "Owner only: a household member who can read the record gets 403 (publishing it is the owner's decision); a record you cannot see: 404. The token is 32 random bytes (base64url), stored only as a SHA-256 hash. `url` is PUBLIC_URL + /shared/{token} (excluded from the sitemap, disallowed in robots.txt). Without `expires_in_days` the link lives until revoked. Deleting the record ends the link.",
    tags,
    auth: "user",
    body: createLinkBody,
    responses: {
      201: { description: "Share link, with its token", schema: shareLinkSchema },
      403: { description: "Not the record's owner" },
      404: { description: "No such record" },
    },
    handler: ({ deps, actor, body }) => createLink(deps, actor, body),
  }),
  defineRoute({
    method: "GET",
    path: "/api/share-links",
    summary: "Your share links, without tokens (each has an id and token_prefix)",
    description: "Newest first; expired links are listed with their expires_at until revoked. With `since`: delta sync, revoked links in `deleted`.",
    tags,
    auth: "user",
    query: listQuerySchema,
    responses: { 200: { description: "Share links", schema: shareLinkListSchema } },
    handler: ({ deps, actor, query }) => listLinks(deps, actor, query),
  }),
  defineRoute({
    method: "DELETE",
    path: "/api/share-links/{token}",
    summary: "Revoke a share link, named by its token or by its id",
    description: "Only the link's creator (anyone else: 404). The public view and save answer 404 at once.",
    tags,
    auth: "user",
    params: linkRefParams,
    responses: { 204: { description: "Revoked" }, 404: { description: "No such link of yours" } },
    handler: ({ deps, actor, params }) => revokeLink(deps, actor, params.token),
  }),
  defineRoute({
    method: "GET",
    path: "/api/shared/{token}",
    summary: "The public view of a share link (no token needed)",
    description:
      "`resource` is the record without user ids, emails, private notes or internal file ids; images have signed, expiring /media URLs, only for files the recipe's owner owns (a stored picture of someone else's file is left out). A link publishes its owner's data only. A collection shows its owner's own recipes in full and leaves out any other recipe in it (`recipe_count` counts those shown). A meal plan keeps every meal's own fields (`id`, `name`, `start_time`, `end_time`, `days_of_week`; private `notes` are left out) and shows the title and nutrition of items planning the owner's own recipes; an item whose recipe is anyone else's (for example a household member's recipe shared with the owner), or was deleted, reveals nothing of it: `{name, portion, nutrition: null, recipe_withheld: true}`, where `name` is the item's own label or \"\" (never the recipe's title) and `portion` is the servings planned. Every item carries `recipe_withheld` (false for free-text items and the owner's recipes) and no `recipe_id`; a meal's `nutrition` adds up the items shown only. A grocery list shows its items without `recipe_id`. A revoked or expired link, or a deleted record, answers 404. Rate limited per IP. Sent with `X-Robots-Tag: noindex, nofollow`, `Cache-Control: private, no-store` and `Referrer-Policy: no-referrer`.",
    tags,
    auth: "none",
    rateLimit: "anon",
    params: tokenParams,
    responses: { 200: { description: "Public view", schema: publicViewSchema, headers: SHARE_HEADERS }, 404: { description: "No live link" } },
    handler: ({ deps, params, ctx }) => {
      setShareHeaders(ctx);
      return viewSharedLink(deps, params.token);
    },
  }),
  defineRoute({
    method: "POST",
    path: "/api/shared/{token}/save",
    summary: "Save a copy of the shared record into your library",
    description:
      "The copy is yours and independent of the original: a recipe with its images (copied) and provenance; a collection with copies of its owner's recipes; a meal plan with copies of the owner's recipes it plans (an item planning anyone else's recipe keeps only its own label as free text, or is left out when it has none); a grocery list with its items. Private notes are not copied. Answers 201 with the new record as its own GET presents it. Rate limited per IP.",
    tags,
    auth: "user",
    rateLimit: "anon",
    params: tokenParams,
    responses: { 201: { description: "The new record", schema: publicViewSchema.shape.resource }, 404: { description: "No live link" } },
    handler: async ({ deps, actor, params, ctx }) => {
      setShareHeaders(ctx);
      return saveSharedLink(deps, actor, params.token);
    },
  }),
];
