import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { defineRoute, RAW, type RouteDef } from "../../http/route";
import { NotFoundError } from "../../errors";
import { viewSharedLink } from "../sharing/sharing.public";
import { renderShareNotFound, renderSharePage, sharePageCsp } from "../../site/share-page";

/** The web app's large icon (web client build): the link preview of a record without a picture. */
const APP_ICON = "icons/icon-512.png";

/** Any string: a malformed token is answered by the friendly 404 page like an unknown one, not a JSON error. */
const pageParams = z.object({ token: z.string().max(512) });

export const siteRoutes: RouteDef[] = [
  defineRoute({
    method: "GET",
    path: "/shared/{token}",
    summary: "The public page of a share link: server-rendered HTML with Open Graph tags and schema.org JSON-LD",
    description:
      "Readable without an account or JavaScript. Shows the same public view as GET /api/shared/{token}; a recipe carries schema.org Recipe JSON-LD, a collection or meal plan an ItemList of Recipes. og:image is a signed, expiring /media URL. Links to /save-shared/{token}, where the web app saves a copy for a signed-in visitor. A revoked, expired or unknown link answers a friendly 404 page. Rate limited per IP; sent with `X-Robots-Tag: noindex, nofollow`, `Cache-Control: private, no-store` and `Referrer-Policy: no-referrer`.",
    tags: ["sharing"],
    auth: "none",
    rateLimit: "anon",
    params: pageParams,
    responses: { 200: { description: "HTML page", contentType: "text/html" }, 404: { description: "No live link (HTML page)", contentType: "text/html" } },
    handler: ({ deps, params, ctx }) => {
      ctx.set("X-Robots-Tag", "noindex, nofollow");
      ctx.set("Cache-Control", "private, no-store");
      ctx.set("Referrer-Policy", "no-referrer");
      ctx.set("Content-Security-Policy", sharePageCsp(deps.config.publicUrl));
      ctx.type = "text/html; charset=utf-8";
      try {
        const view = viewSharedLink(deps, params.token);
        ctx.status = 200;
        const icon = fs.existsSync(path.join(deps.config.webRoot, APP_ICON)) ? `${deps.config.publicUrl}/${APP_ICON}` : undefined;
        ctx.body = renderSharePage(view, params.token, deps.config.publicUrl, icon);
      } catch (err) {
        if (!(err instanceof NotFoundError)) throw err;
        ctx.status = 404;
        ctx.body = renderShareNotFound();
      }
      return RAW;
    },
  }),
];
