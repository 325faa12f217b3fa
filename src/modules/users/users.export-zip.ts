/**
 * The library as one zip that another instance imports (POST /api/imports type archive): `export.json` is the
 * same document as the JSON export, and `files/<file id>.<ext>` holds every file of the user — the bytes
 * themselves, since signed media links in the document expire. Streamed: nothing is held in memory.
 */
import fs from "node:fs";
import type { Readable } from "node:stream";
import type Koa from "koa";
import yazl from "yazl";
import type { Deps } from "../../deps";
import type { Actor } from "../../auth/actor";
import { RAW } from "../../http/route";
import { sendStream } from "../../http/send-body";
import { listFilesOfUser } from "../files/files.repo";
import { exportMe } from "./users.service";

/** Extension of a stored file for its name in the zip (its sniffed type, never the client's name). */
const EXT: Record<string, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "image/gif": "gif",
  "image/heic": "heic",
  "image/heif": "heif",
  "application/pdf": "pdf",
  "application/zip": "zip",
};

/** True when the client asked for the zip: `?format=zip`, or an Accept naming application/zip. */
export function wantsZip(format: string | undefined, accept: string | undefined): boolean {
  if (format) return format === "zip";
  return /application\/zip/i.test(accept ?? "");
}

export function sendExportZip(deps: Deps, actor: Actor, ctx: Koa.Context): typeof RAW {
  const doc = exportMe(deps, actor);
  const zip = new yazl.ZipFile();
  // A blob that vanished while streaming (a file deleted meanwhile) ends this download, never the process.
  zip.on("error", (err: Error) => zip.outputStream.emit("error", err));
  zip.addBuffer(Buffer.from(JSON.stringify(doc, null, 1)), "export.json");
  for (const f of listFilesOfUser(deps.db.sqlite, actor.userId)) {
    const file = deps.services.files.store.pathFor(f.storage_key);
    if (!fs.existsSync(file)) continue;
    const ext = EXT[f.content_type] ?? (f.content_type.startsWith("text/") ? "txt" : "bin");
    // Photos are already compressed: stored, not deflated again (faster on a Pi, same size).
    zip.addFile(file, `files/${f.id}.${ext}`, { compress: !f.content_type.startsWith("image/") });
  }
  zip.end();
  ctx.status = 200;
  ctx.set("Content-Type", "application/zip");
  ctx.set("Content-Disposition", 'attachment; filename="recipe-library-export.zip"');
  ctx.set("Cache-Control", "no-store");
  sendStream(ctx, zip.outputStream as Readable);
  return RAW;
}
