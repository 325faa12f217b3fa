import { defineRoute, type RouteDef } from "../../http/route";
import { contentQuery, fileIdParams, fileSchema, mediaParams, mediaQuery } from "./files.schemas";
import { assertStorageQuota, deleteFile, getFile, storeTempFile } from "./files.service";
import { serveFileContent, serveSignedMedia } from "./files.serve";
import { sendFile } from "./files.send";
import { receiveUpload } from "./files.upload";
import { presentFile } from "./files.present";

const tags = ["files"];
const binary = { description: "The file's bytes", contentType: "application/octet-stream" };

export const filesRoutes: RouteDef[] = [
  defineRoute({
    method: "POST",
    path: "/api/files",
    summary: "Upload one file (multipart field `file`), streamed to disk",
    description:
      "The type is sniffed from the bytes; the declared type and the file name are not trusted. Allowed: JPEG, PNG, WebP, HEIC/HEIF, GIF, PDF, plain text (415 otherwise, e.g. HTML or SVG). " +
      "Images are re-encoded (EXIF/GPS and every other metadata removed; GIF → PNG, HEIC → JPEG) with a bounded WebP preview and a blur hash; `size` and `sha256` describe the stored bytes. " +
      "Over the size limit (UPLOAD_LIMIT_BYTES) or the part limits: 413. An image with more pixels than UPLOAD_MAX_PIXELS is refused before decoding: 413. " +
      "A malformed or truncated multipart body: 400. Disk full, or the caller's files past STORAGE_QUOTA_MB_PER_USER: 507. The stored name keeps only the last path segment of the client name, sanitised, with the extension of the real type.",
    tags,
    auth: "user",
    rateLimit: "expensive",
    bodyType: "multipart",
    multipartDoc: { type: "object", required: ["file"], properties: { file: { type: "string", format: "binary" } } },
    responses: {
      201: { description: "Stored file", schema: fileSchema },
      413: { description: "File, parts or pixels over the limit" },
      415: { description: "Not an allowed type" },
      507: { description: "Disk full, or the caller's storage quota reached" },
    },
    handler: async ({ deps, actor, ctx }) => {
      // Refused before a byte is written when the user is already at the quota; the exact check runs at insert.
      assertStorageQuota(deps, actor.userId, 0);
      // The type is only known from the bytes: stream up to the larger (archive) limit, then hold others to theirs.
      const { limits } = deps.config;
      const { temp, clientName } = await receiveUpload(ctx.req, ctx.res, deps.services.files.store, Math.max(limits.uploadBytes, limits.archiveUploadBytes));
      return presentFile(await storeTempFile(deps, actor.userId, temp, clientName), deps.services.files.signer.forGrant(`u.${actor.userId}`));
    },
  }),
  defineRoute({
    method: "GET",
    path: "/api/files/{id}",
    summary: "Metadata of a file: yours, or shown by a recipe you can see",
    tags,
    auth: "user",
    params: fileIdParams,
    responses: { 200: { description: "File", schema: fileSchema } },
    handler: ({ deps, actor, params }) => getFile(deps, actor, params.id),
  }),
  defineRoute({
    method: "GET",
    path: "/api/files/{id}/content",
    summary: "The bytes of a file you can see (yours, or shown by a recipe you can see)",
    description: "Re-encoded images are served inline; anything else as an attachment. `variant=preview` serves the WebP preview of an image.",
    tags,
    auth: "user",
    params: fileIdParams,
    query: contentQuery,
    responses: { 200: binary },
    handler: async ({ deps, actor, params, query, ctx }) => sendFile(ctx, await serveFileContent(deps, actor, params.id, query.variant ?? "original")),
  }),
  defineRoute({
    method: "DELETE",
    path: "/api/files/{id}",
    summary: "Delete a file you own; it is removed from the media of every recipe that showed it",
    description:
      "Those recipes' updated_at moves and a `recipe.changed` event is sent, so clients see the change. A file you see only through a shared recipe: 403.",
    tags,
    auth: "user",
    params: fileIdParams,
    responses: { 204: { description: "Deleted" } },
    handler: ({ deps, actor, params }) => deleteFile(deps, actor, params.id),
  }),
  defineRoute({
    method: "GET",
    path: "/media/{file_id}",
    summary: "A file through a signed, expiring URL (no bearer): the `url` fields of files and recipe media",
    description: "HMAC-SHA256 signed over file id, expiry and variant. A missing, altered or expired signature: 403. A file deleted since: 404.",
    tags,
    auth: "none",
    params: mediaParams,
    query: mediaQuery,
    responses: { 200: binary, 403: { description: "Invalid or expired signature" } },
    handler: async ({ deps, params, query, ctx }) => sendFile(ctx, await serveSignedMedia(deps, params.file_id, query)),
  }),
];
