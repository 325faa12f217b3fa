import { copyFile } from "node:fs/promises";
import { Readable } from "node:stream";
import type { Deps } from "../../deps";
import type { Actor } from "../../auth/actor";
import type { FileStore, OpenedFile, TempFile } from "../../files/store";
import { isFileError } from "../../files/errors";
import { processImage } from "../../files/images";
import { sniffFile } from "../../files/sniff";
import {
  AppError,
  ForbiddenError,
  InsufficientStorageError,
  NotFoundError,
  PayloadTooLargeError,
  UnavailableError,
  UnsupportedMediaTypeError,
} from "../../errors";
import { newId } from "../../lib/ids";
import type { MediaSigner, MediaVariant } from "./files.signing";
import { deleteFileRow, findFile, findFiles, insertFile, storedBytesOfUser, type FileRow } from "./files.repo";
import { mediaOwnersVisibleTo, recipesShowingFile, stripFileFromRecipe } from "../recipes/recipes.lookups.repo";
import { sanitizeFilename } from "./files.names";
import { presentFile } from "./files.present";
import type { FileOut, StoredMediaItem } from "./files.schemas";

/** The files module's state on deps.services. */
export interface FilesService {
  store: FileStore;
  signer: MediaSigner;
  /** Storage keys of users being deleted, collected inside the deletion transaction, removed after it. */
  pendingUserKeys: Map<string, string[]>;
}

declare module "../../deps" {
  interface Services {
    files: FilesService;
  }
}

function svc(deps: Deps): FilesService {
  return deps.services.files;
}

/** Map image-pipeline failures to statuses: pixel bombs 413 (too large to accept), non-images 415, busy 503. */
function classifyStoreError(err: unknown): unknown {
  if (err instanceof AppError) return err;
  if (isFileError(err, "too_many_pixels")) return new PayloadTooLargeError("Image has more pixels than this server accepts");
  if (isFileError(err, "not_an_image") || isFileError(err, "unsupported_image")) return new UnsupportedMediaTypeError(err.message);
  if (isFileError(err, "busy")) return new UnavailableError("Too many images are being processed; try again shortly");
  if (isFileError(err, "disk_full")) return new InsufficientStorageError();
  if (isFileError(err, "too_large")) return new PayloadTooLargeError("File is larger than the upload limit");
  return err;
}

/** Bytes the user's stored files take (originals and previews as recorded). */
export const storedBytesOf = (deps: Deps, userId: string): number => storedBytesOfUser(deps.db.sqlite, userId);

/**
 * 507 when storing `adding` more bytes would take the user past STORAGE_QUOTA_MB_PER_USER (0: unlimited), so one
 * account cannot fill the disk every family shares. Call with 0 before receiving an upload (already at the quota),
 * and inside the inserting transaction with the real size.
 */
export function assertStorageQuota(deps: Deps, userId: string, adding: number): void {
  const quota = deps.config.limits.storageQuotaBytesPerUser;
  if (quota === 0) return;
  const used = storedBytesOf(deps, userId);
  if (used + adding > quota || (adding === 0 && used >= quota)) {
    throw new InsufficientStorageError(`Storage quota reached: your files may take ${Math.round(quota / 1024 / 1024)} MB; delete some to upload more`);
  }
}

/**
 * Turn a finished temp upload into a stored file: sniff the bytes (415 for anything not allowed), re-encode images
 * (EXIF/GPS gone, pixel cap, preview, blur hash), move the blobs under fresh keys and insert the row.
 * The temp file is always consumed; on failure nothing is left behind.
 */
export async function storeTempFile(deps: Deps, userId: string, temp: TempFile, clientName: string): Promise<FileRow> {
  const { store } = svc(deps);
  const created: string[] = [];
  try {
    const sniffed = await sniffFile(temp.tmpPath);
    if (!sniffed)
      throw new UnsupportedMediaTypeError(
        "Unsupported file type (allowed: JPEG, PNG, WebP, HEIC/HEIF, GIF, PDF, plain text, ZIP archives and Paprika recipes to import)",
      );
    if (sniffed.kind !== "archive" && temp.size > deps.config.limits.uploadBytes) throw new PayloadTooLargeError("File is larger than the upload limit");
    const now = deps.clock.stamp();
    const row: FileRow = {
      id: newId(),
      user_id: userId,
      storage_key: temp.key,
      filename: sanitizeFilename(clientName, sniffed.ext),
      content_type: sniffed.mime,
      size: temp.size,
      sha256: temp.sha256,
      width: null,
      height: null,
      blur_hash: null,
      preview_key: null,
      status: "ready",
      created_at: now,
      updated_at: now,
    };
    if (sniffed.kind === "image") {
      const img = await processImage(temp.tmpPath, {
        outputPath: store.tempPath(),
        previewPath: store.tempPath(),
        maxPixels: deps.config.limits.uploadMaxPixels,
      });
      await store.discard(temp.tmpPath);
      const main = await store.adoptTemp(img.outputPath);
      const preview = await store.adoptTemp(img.preview.path);
      await store.commit(main.tmpPath, main.key);
      created.push(main.key);
      await store.commit(preview.tmpPath, preview.key);
      created.push(preview.key);
      Object.assign(row, {
        storage_key: main.key,
        filename: sanitizeFilename(clientName, img.ext),
        content_type: img.mime,
        size: main.size,
        sha256: main.sha256,
        width: img.width,
        height: img.height,
        blur_hash: img.blurHash,
        preview_key: preview.key,
      });
    } else {
      await store.commit(temp.tmpPath, temp.key);
      created.push(temp.key);
    }
    deps.db.tx(() => {
      assertStorageQuota(deps, userId, row.size);
      insertFile(deps.db.sqlite, row);
    });
    return row;
  } catch (err) {
    await store.discard(temp.tmpPath).catch(() => undefined);
    for (const key of created) await store.remove(key).catch(() => false);
    throw classifyStoreError(err);
  }
}

/** Store a file from a stream for a user (imports: downloaded images). Same checks and limits as an upload. */
export async function storeFileFromStream(deps: Deps, userId: string, stream: Readable, filename: string, signal?: AbortSignal): Promise<FileOut> {
  let temp: TempFile;
  try {
    temp = await svc(deps).store.writeStream(stream, { maxBytes: deps.config.limits.uploadBytes, signal });
  } catch (err) {
    throw classifyStoreError(err);
  }
  return presentFile(await storeTempFile(deps, userId, temp, filename), svc(deps).signer.forGrant(`u.${userId}`));
}

/**
 * Store bytes already in memory for a user (imports: photos, downloaded images). Sniffed, re-encoded and limited
 * like an upload; throws 413/415/507 AppErrors. Returns the API shape (use `.id` as a recipe media file_id).
 */
export function storeFileFromBuffer(deps: Deps, userId: string, buffer: Buffer, filename: string): Promise<FileOut> {
  return storeFileFromStream(deps, userId, Readable.from([buffer]), filename);
}

/**
 * Of `rows`, the files a user may see without owning them: those shown by a recipe the user can see whose owner also
 * owns the file. A recipe showing someone else's file passes on no access: otherwise putting a photo seen once
 * through a shared recipe into one's own recipe would keep it readable after the share ends, and publishable
 * through a share link.
 */
function visibleThroughRecipes(deps: Deps, userId: string, rows: FileRow[]): Set<string> {
  const owners = new Map(rows.map((r) => [r.id, r.user_id]));
  const shown = mediaOwnersVisibleTo(deps.db.sqlite, userId, [...owners.keys()]);
  return new Set(shown.filter((s) => owners.get(s.file_id) === s.user_id).map((s) => s.file_id));
}

/** Can this user see the file: owner, or shown by a recipe the user can see? */
export function canSeeFile(deps: Deps, userId: string, row: FileRow): boolean {
  return row.user_id === userId || visibleThroughRecipes(deps, userId, [row]).has(row.id);
}

/** The file row if the user may see it, else 404 (absent and invisible look the same). */
export function visibleFile(deps: Deps, userId: string, id: string): FileRow {
  const row = findFile(deps.db.sqlite, id);
  if (!row || !canSeeFile(deps, userId, row)) throw new NotFoundError();
  return row;
}

/** GET /api/files/{id}: metadata of a visible file. */
export function getFile(deps: Deps, actor: Actor, id: string): FileOut {
  return presentFile(visibleFile(deps, actor.userId, id), svc(deps).signer.forGrant(`u.${actor.userId}`));
}

/** A file opened for reading, with what is needed to serve it. */
export interface OpenedUserFile extends OpenedFile {
  row: FileRow;
  contentType: string;
}

/** Open a committed file (or its preview) for streaming; 404 when the blob or the variant is missing. */
export async function openFileRow(deps: Deps, row: FileRow, variant: MediaVariant = "original"): Promise<OpenedUserFile> {
  const key = variant === "preview" ? row.preview_key : row.storage_key;
  if (!key) throw new NotFoundError();
  try {
    const opened = await svc(deps).store.open(key);
    return { ...opened, row, contentType: variant === "preview" ? "image/webp" : row.content_type };
  } catch (err) {
    if (isFileError(err, "not_found")) throw new NotFoundError();
    throw err;
  }
}

/** Open a file the user may see (owner, or through a visible recipe): for other modules (share-link save, OCR). */
export function openFileForUser(deps: Deps, userId: string, id: string, variant: MediaVariant = "original"): Promise<OpenedUserFile> {
  return openFileRow(deps, visibleFile(deps, userId, id), variant);
}

/** Absolute path of a visible file's bytes (for libraries that want a path, e.g. OCR of an uploaded photo). */
export function filePathForUser(deps: Deps, userId: string, id: string): { path: string; row: FileRow } {
  const row = visibleFile(deps, userId, id);
  return { path: svc(deps).store.pathFor(row.storage_key), row };
}

/**
 * DELETE /api/files/{id}: owner only (a file seen through a shared recipe answers 403). The file is removed from
 * the media of every recipe showing it (their updated_at moves, so delta sync and `recipe.changed` report it),
 * then the row and both blobs go.
 */
export async function deleteFile(deps: Deps, actor: Actor, id: string): Promise<void> {
  const row = visibleFile(deps, actor.userId, id);
  if (row.user_id !== actor.userId) throw new ForbiddenError();
  deps.db.tx(() => {
    detachFileFromRecipes(deps, id);
    deleteFileRow(deps.db.sqlite, id);
  });
  await removeBlobs(deps, [row.storage_key, row.preview_key]);
}

/** Strip a file from every recipe's media and tell their audiences. Call inside a transaction. */
export function detachFileFromRecipes(deps: Deps, fileId: string): void {
  for (const r of recipesShowingFile(deps.db.sqlite, fileId)) {
    stripFileFromRecipe(deps.db.sqlite, r.id, fileId, deps.clock.stamp(r.updated_at));
    deps.events.emit(deps.access.audienceOf("recipe", r), "recipe.changed", { id: r.id, op: "updated" });
  }
}

/** Remove blobs, ignoring ones already gone (the orphan sweep catches failures). */
export async function removeBlobs(deps: Deps, keys: Array<string | null>): Promise<void> {
  for (const key of keys) {
    if (!key) continue;
    try {
      await svc(deps).store.remove(key);
    } catch (err) {
      deps.log.warn("blob removal failed", { key, error: err instanceof Error ? err.message : String(err) });
    }
  }
}

/**
 * Copy a file into another user's ownership (share-link save, duplicating a household member's recipe), so the
 * copy survives the original owner deleting theirs. Blobs are copied under fresh keys. Returns the new row.
 */
export async function copyFileToUser(deps: Deps, fileId: string, toUserId: string): Promise<FileRow> {
  const { store } = svc(deps);
  const src = findFile(deps.db.sqlite, fileId);
  if (!src) throw new NotFoundError();
  const copies: Array<{ tmp: string; key: string }> = [];
  const committed: string[] = [];
  try {
    for (const key of [src.storage_key, src.preview_key]) {
      if (!key) continue;
      const tmp = store.tempPath();
      await copyFile(store.pathFor(key), tmp);
      copies.push({ tmp, key: (await store.adoptTemp(tmp)).key });
    }
    for (const c of copies) {
      await store.commit(c.tmp, c.key);
      committed.push(c.key);
    }
    const now = deps.clock.stamp();
    const row: FileRow = {
      ...src,
      id: newId(),
      user_id: toUserId,
      storage_key: copies[0]?.key ?? "",
      preview_key: copies[1]?.key ?? null,
      created_at: now,
      updated_at: now,
    };
    deps.db.tx(() => {
      assertStorageQuota(deps, toUserId, row.size);
      insertFile(deps.db.sqlite, row);
    });
    return row;
  } catch (err) {
    for (const c of copies) await store.discard(c.tmp).catch(() => undefined);
    await removeBlobs(deps, committed);
    throw classifyStoreError(err);
  }
}

/**
 * Resolve recipe media input to stored items: each file must be the recipe owner's own. A file the user cannot see
 * answers 404 (as if absent); one seen only through someone else's shared recipe answers 403 — it is not theirs to
 * attach (duplicating that recipe copies its images). Width, height, blur_hash and kind come from the file, never
 * from the client.
 */
export function resolveMediaForWrite(deps: Deps, userId: string, fileIds: string[]): StoredMediaItem[] {
  if (fileIds.length === 0) return [];
  const unique = [...new Set(fileIds)];
  const rows = new Map(findFiles(deps.db.sqlite, unique).map((r) => [r.id, r]));
  const foreign = [...rows.values()].filter((r) => r.user_id !== userId);
  const viaRecipes = visibleThroughRecipes(deps, userId, foreign);
  return unique.map((id) => {
    const row = rows.get(id);
    if (!row || (row.user_id !== userId && !viaRecipes.has(id))) throw new NotFoundError(`File not found: ${id}`);
    if (row.user_id !== userId) throw new ForbiddenError(`File ${id} belongs to someone else: duplicate their recipe to get your own copy of its images`);
    const image = row.width !== null;
    return { file_id: id, kind: image ? "image" : "document", width: row.width, height: row.height, blur_hash: row.blur_hash };
  });
}

/** Signed absolute URL of a file (or its preview), for modules that present media (push, share pages). */
export function mediaUrl(deps: Deps, fileId: string, variant: MediaVariant = "original"): string {
  return svc(deps).signer.url(fileId, variant);
}
