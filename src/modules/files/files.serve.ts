import type Koa from "koa";
import type { Deps } from "../../deps";
import type { Actor } from "../../auth/actor";
import { ForbiddenError, NotFoundError } from "../../errors";
import { RAW } from "../../http/route";
import { sendStream } from "../../http/send-body";
import { contentDisposition } from "./files.names";
import { findFile, type FileRow } from "./files.repo";
import { cachedStatement } from "../../db/statements";
import { canSeeFile, openFileRow, visibleFile, type OpenedUserFile } from "./files.service";
import type { MediaVariant } from "./files.signing";

/** Types we produce by re-encoding: only these are ever shown inline. */
const INLINE_TYPES = new Set(["image/jpeg", "image/png", "image/webp"]);

/**
 * Stream a stored file with the headers that keep user content inert: the sniffed/re-encoded type, nosniff, a CSP
 * that forbids everything (and sandboxes a document opened directly), CORP, private caching, and
 * `attachment` for anything that is not one of our re-encoded raster images.
 */
function send(ctx: Koa.Context, file: OpenedUserFile, cacheControl: string, corp: "same-origin" | "same-site"): typeof RAW {
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

/**
 * Whether what granted a media URL still does: the user can still see the file (not disabled, still the owner or
 * still in a household it is shared into), or the share link still lives and belongs to the file's owner.
 */
function grantHolds(deps: Deps, grant: string, row: FileRow): boolean {
  const id = grant.slice(2);
  if (grant.startsWith("u.")) {
    const user = cachedStatement(deps.db.sqlite, "SELECT disabled FROM users WHERE id = ?").get(id) as { disabled: number } | undefined;
    return user !== undefined && user.disabled === 0 && canSeeFile(deps, id, row);
  }
  if (grant.startsWith("s.")) {
    const link = cachedStatement(deps.db.sqlite, "SELECT user_id, expires_at FROM share_links WHERE id = ?").get(id) as { user_id: string; expires_at: string | null } | undefined;
    return link !== undefined && (link.expires_at === null || link.expires_at > deps.clock.nowIso()) && link.user_id === row.user_id;
  }
  return false;
}

/** GET /api/files/{id}/content: the bytes of a file the caller can see (bearer). */
export async function serveFileContent(deps: Deps, actor: Actor, ctx: Koa.Context, id: string, variant: MediaVariant): Promise<typeof RAW> {
  const opened = await openFileRow(deps, visibleFile(deps, actor.userId, id), variant);
  return send(ctx, opened, "private, no-cache", "same-origin");
}

/**
 * GET /media/{file_id}?exp=&sig=[&variant=preview]: no bearer, the signature is the capability. A missing, altered
 * or expired signature answers 403; a file deleted since the URL was signed answers 404.
 */
export async function serveSignedMedia(deps: Deps, ctx: Koa.Context, fileId: string, q: { exp?: string; sig?: string; variant?: "preview"; g?: string }): Promise<typeof RAW> {
  const variant: MediaVariant = q.variant ?? "original";
  const exp = q.exp !== undefined && /^\d{1,15}$/.test(q.exp) ? Number(q.exp) : NaN;
  const now = deps.clock.now();
  if (!q.sig || !deps.services.files.signer.verify(fileId, exp, variant, q.sig, now, q.g ?? "")) throw new ForbiddenError("Invalid or expired media link");
  const row = findFile(deps.db.sqlite, fileId);
  if (!row) throw new NotFoundError();
  if (q.g !== undefined && !grantHolds(deps, q.g, row)) throw new ForbiddenError("Invalid or expired media link");
  const opened = await openFileRow(deps, row, variant);
  const maxAge = Math.max(0, Math.min(86_400, Math.floor(exp - now / 1000)));
  // same-site: the web portal may live on a sibling host of the API; other origins cannot embed the bytes.
  return send(ctx, opened, `private, max-age=${maxAge}`, "same-site");
}
