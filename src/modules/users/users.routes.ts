import { z } from "zod";
import { defineRoute, type RouteDef } from "../../http/route";
import { deleteMeSchema, patchMeSchema, userSchema } from "./users.schemas";
import { deleteMe, exportMe, getMe, patchMe } from "./users.service";
import { sendExportZip, wantsZip } from "./users.export-zip";

const exportQuery = z.object({
  format: z.enum(["json", "zip"]).optional().describe("json (default) or zip (the library with its photos, importable elsewhere)."),
});

const tags = ["users"];
const stale = { description: "If-Match names an older version; nothing was changed" };

export const usersRoutes: RouteDef[] = [
  defineRoute({
    method: "GET",
    path: "/api/users/me",
    summary: "The user of the token (the cheapest way to verify a token)",
    tags,
    auth: "user",
    responses: { 200: { description: "User", schema: userSchema } },
    handler: ({ deps, actor }) => getMe(deps, actor),
  }),
  defineRoute({
    method: "PATCH",
    path: "/api/users/me",
    summary: "Change display name or password (password needs current_password and signs out other sessions)",
    tags,
    auth: "user",
    body: patchMeSchema,
    responses: { 200: { description: "User", schema: userSchema }, 403: { description: "current_password is wrong" }, 412: stale },
    handler: ({ deps, actor, body, ifMatch, ctx }) => patchMe(deps, actor, body, ifMatch, ctx.state.rateKey as string),
  }),
  defineRoute({
    method: "DELETE",
    path: "/api/users/me",
    summary: "Delete the account and every record it owns, files included",
    description: "Households the user owns are handed to the longest-standing other member, or deleted when the user was the only member.",
    tags,
    auth: "user",
    body: deleteMeSchema,
    responses: { 204: { description: "Deleted" }, 403: { description: "current_password is wrong" }, 412: stale },
    handler: ({ deps, actor, body, ifMatch, ctx }) => deleteMe(deps, actor, body?.current_password, ifMatch, ctx.state.rateKey as string),
  }),
  defineRoute({
    method: "GET",
    path: "/api/users/me/export",
    summary: "Everything the user owns: one JSON document, or a zip with the photos that imports into another instance",
    description:
      'JSON by default (and for `Accept: application/json`). With `format=zip`, or an Accept naming `application/zip`, the answer is a zip: `export.json` (this same document) plus `files/<file id>.<ext>` holding every file itself (not expiring links). That zip imports into any instance through `POST /api/imports` `{type: "archive"}`, with collections, meal plans, grocery lists, wishlists, books and each recipe\'s sources; importing it again adds only what the user does not have yet (copies they edited stay as they are, ones they deleted stay gone).',
    tags,
    auth: "user",
    query: exportQuery,
    responses: {
      200: {
        description: "Export document (JSON), or the zip (application/zip) when asked for",
        schema: z.object({ format: z.string(), version: z.number(), exported_at: z.string(), user: userSchema }).loose(),
      },
    },
    handler: ({ deps, actor, ctx, query }) => {
      if (wantsZip(query.format, ctx.get("Accept"))) return sendExportZip(deps, actor, ctx);
      ctx.set("Content-Disposition", 'attachment; filename="recipe-library-export.json"');
      return exportMe(deps, actor);
    },
  }),
];
