import type { Deps } from "../../deps";
import type { Actor } from "../../auth/actor";
import { ForbiddenError, NotFoundError } from "../../errors";
import { findFile, type FileRow } from "./files.repo";
import { isUserEnabled } from "../users/users.repo";
import { findLinkById } from "../sharing/sharing.repo";
import { canSeeFile, openFileRow, visibleFile, type OpenedUserFile } from "./files.service";
import type { MediaVariant } from "./files.signing";

/** A stored file on its way to the client, with the caching its route allows (routes send it: files.send.ts). */
export interface FileDelivery {
  file: OpenedUserFile;
  cacheControl: string;
  /** same-site for signed media (the web portal may live on a sibling host), same-origin otherwise. */
  corp: "same-origin" | "same-site";
}

/**
 * Whether what granted a media URL still does: the user can still see the file (not disabled, still the owner or
 * still in a household it is shared into), or the share link still lives and belongs to the file's owner.
 */
function grantHolds(deps: Deps, grant: string, row: FileRow): boolean {
  const id = grant.slice(2);
  if (grant.startsWith("u.")) {
    return isUserEnabled(deps.db.sqlite, id) && canSeeFile(deps, id, row);
  }
  if (grant.startsWith("s.")) {
    const link = findLinkById(deps.db.sqlite, id);
    return link !== undefined && (link.expires_at === null || link.expires_at > deps.clock.nowIso()) && link.user_id === row.user_id;
  }
  return false;
}

/** GET /api/files/{id}/content: the bytes of a file the caller can see (bearer). */
export async function serveFileContent(deps: Deps, actor: Actor, id: string, variant: MediaVariant): Promise<FileDelivery> {
  const file = await openFileRow(deps, visibleFile(deps, actor.userId, id), variant);
  return { file, cacheControl: "private, no-cache", corp: "same-origin" };
}

/**
 * GET /media/{file_id}?exp=&sig=[&variant=preview]: no bearer, the signature is the capability. A missing, altered
 * or expired signature answers 403; a file deleted since the URL was signed answers 404.
 */
export async function serveSignedMedia(deps: Deps, fileId: string, q: { exp?: string; sig?: string; variant?: "preview"; g?: string }): Promise<FileDelivery> {
  const variant: MediaVariant = q.variant ?? "original";
  const exp = q.exp !== undefined && /^\d{1,15}$/.test(q.exp) ? Number(q.exp) : NaN;
  const now = deps.clock.now();
  if (!q.sig || !deps.services.files.signer.verify(fileId, exp, variant, q.sig, now, q.g ?? "")) throw new ForbiddenError("Invalid or expired media link");
  const row = findFile(deps.db.sqlite, fileId);
  if (!row) throw new NotFoundError();
  if (q.g !== undefined && !grantHolds(deps, q.g, row)) throw new ForbiddenError("Invalid or expired media link");
  const file = await openFileRow(deps, row, variant);
  const maxAge = Math.max(0, Math.min(86_400, Math.floor(exp - now / 1000)));
  // same-site: the web portal may live on a sibling host of the API; other origins cannot embed the bytes.
  return { file, cacheControl: `private, max-age=${maxAge}`, corp: "same-site" };
}
