import type Koa from "koa";
import { RAW } from "../../http/route";
import { sendStream } from "../../http/send-body";
import { contentDisposition } from "./files.names";
import type { FileDelivery } from "./files.serve";

/** Types we produce by re-encoding: only these are ever shown inline. */
const INLINE_TYPES = new Set(["image/jpeg", "image/png", "image/webp"]);

/**
 * Stream a stored file with the headers that keep user content inert: the sniffed/re-encoded type, nosniff, a CSP
 * that forbids everything (and sandboxes a document opened directly), CORP, the delivery's caching, and
 * `attachment` for anything that is not one of our re-encoded raster images. Called by the routes, so the
 * services that decide what may be read never touch the HTTP context.
 */
export function sendFile(ctx: Koa.Context, { file, cacheControl, corp }: FileDelivery): typeof RAW {
  ctx.status = 200;
  ctx.set("Content-Type", file.contentType);
  ctx.set("X-Content-Type-Options", "nosniff");
  ctx.set("Content-Security-Policy", "default-src 'none'; sandbox");
  ctx.set("Cross-Origin-Resource-Policy", corp);
  ctx.set("Cache-Control", cacheControl);
  const name = file.contentType === "image/webp" && file.row.content_type !== "image/webp" ? file.row.filename.replace(/\.[^.]+$/, ".webp") : file.row.filename;
  ctx.set("Content-Disposition", contentDisposition(INLINE_TYPES.has(file.contentType) ? "inline" : "attachment", name));
  ctx.length = file.size;
  sendStream(ctx, file.stream);
  return RAW;
}
