/**
 * One-file backups: a zip holding a consistent online copy of the database (better-sqlite3's backup API, never a
 * file copy), every stored file the copy refers to, the token signing keys, the VAPID keys and the media URL
 * secret, with manifest.json (app version, schema version, counts, sha256 of every entry). Restoring checks the
 * manifest and every checksum in a folder beside DATA_DIR, then swaps it in with one rename.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import Database from "better-sqlite3";
import yazl from "yazl";
import { Budget, DEFAULT_ZIP_LIMITS, extractZip } from "../lib/archive/safe-zip";

export const BACKUP_FORMAT = "recipe-library-backup";
const MANIFEST = "manifest.json";
const DB_ENTRY = "library.db";
/** DATA_DIR secrets kept beside the database (relative paths, `/`-separated). */
const SECRETS = ["keys/signing-key.json", "vapid.json", "media-url.key"];

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  app_version: string;
  schema_version: number;
  created_at: string;
  counts: { users: number; recipes: number; files: number };
  entries: Array<{ path: string; size: number; sha256: string }>;
}

export class BackupError extends Error {}

const sha256File = async (file: string): Promise<string> => {
  const h = createHash("sha256");
  await pipeline(fs.createReadStream(file), h);
  return h.digest("hex");
};

/**
 * Write a backup archive of `dataDir` (whose open database is `db`) to `target`: first to a temp name beside it,
 * renamed when complete, so a crash never leaves a half archive under the real name. Returns the manifest.
 */
export async function writeBackupArchive(
  db: Database.Database,
  dataDir: string,
  target: string,
  version: string,
  now: Date = new Date(),
): Promise<BackupManifest> {
  const work = fs.mkdtempSync(path.join(path.dirname(target), ".backup-"));
  const partial = `${target}.partial`;
  try {
    const dbCopy = path.join(work, DB_ENTRY);
    await db.backup(dbCopy);
    // What to include is read from the copy: the files of that instant (blobs are immutable once committed).
    const copy = new Database(dbCopy, { readonly: true });
    let keys: string[];
    let counts: BackupManifest["counts"];
    let schema: number;
    try {
      const count = (sql: string) => (copy.prepare(sql).get() as { n: number }).n;
      keys = (copy.prepare("SELECT storage_key, preview_key FROM files").all() as { storage_key: string; preview_key: string | null }[]).flatMap((r) =>
        r.preview_key ? [r.storage_key, r.preview_key] : [r.storage_key],
      );
      counts = {
        users: count("SELECT COUNT(*) AS n FROM users"),
        recipes: count("SELECT COUNT(*) AS n FROM recipes"),
        files: count("SELECT COUNT(*) AS n FROM files"),
      };
      schema = count("SELECT COALESCE(MAX(version), 0) AS n FROM schema_migrations");
    } finally {
      copy.close();
    }
    const sources: Array<{ entry: string; file: string }> = [{ entry: DB_ENTRY, file: dbCopy }];
    for (const s of SECRETS) if (fs.existsSync(path.join(dataDir, s))) sources.push({ entry: s, file: path.join(dataDir, s) });
    const filesRoot = path.join(dataDir, "files");
    for (const key of keys) {
      const file = path.join(filesRoot, key);
      if (!path.resolve(file).startsWith(path.resolve(filesRoot) + path.sep)) continue;
      if (fs.existsSync(file)) sources.push({ entry: `files/${key}`, file });
    }
    const zip = new yazl.ZipFile();
    const out = fs.createWriteStream(partial, { mode: 0o600 });
    // yazl reports a file it cannot read (removed meanwhile) on the ZipFile itself: fail the pipeline, never the process.
    zip.on("error", (err: Error) => zip.outputStream.emit("error", err));
    const done = pipeline(zip.outputStream, out);
    const entries: BackupManifest["entries"] = [];
    for (const s of sources) {
      // Streamed, never read whole (the database may be large); the copy and the blobs do not change meanwhile.
      entries.push({ path: s.entry, size: fs.statSync(s.file).size, sha256: await sha256File(s.file) });
      zip.addFile(s.file, s.entry, { compress: !s.entry.startsWith("files/"), mode: 0o100600 });
    }
    const manifest: BackupManifest = { format: BACKUP_FORMAT, app_version: version, schema_version: schema, created_at: now.toISOString(), counts, entries };
    zip.addBuffer(Buffer.from(JSON.stringify(manifest, null, 1)), MANIFEST, { mode: 0o100600 });
    zip.end();
    await done;
    fs.renameSync(partial, target);
    return manifest;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
    fs.rmSync(partial, { force: true });
  }
}

/** Throws when a server has the database of `dataDir` open (WAL connections refuse an exclusive lock). */
export function assertNotInUse(dataDir: string): void {
  const file = path.join(dataDir, "library.db");
  if (!fs.existsSync(file)) return;
  let probe: Database.Database | undefined;
  try {
    probe = new Database(file, { timeout: 0 });
    probe.pragma("locking_mode = EXCLUSIVE");
    probe.exec("BEGIN EXCLUSIVE; COMMIT;");
  } catch (err) {
    // Only a lock means a server; anything else (an unreadable file, an addon that fails to load) is its own error.
    const code = (err as { code?: unknown }).code;
    if (code === "SQLITE_BUSY" || code === "SQLITE_LOCKED") throw new BackupError(`A server is using ${dataDir}: stop it before restoring`);
    throw err;
  } finally {
    probe?.close();
  }
}

/** Check the unpacked backup in `dir` against its manifest: every entry present, sizes and checksums equal. */
async function verify(dir: string): Promise<BackupManifest> {
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(dir, MANIFEST), "utf8")) as BackupManifest;
  } catch {
    throw new BackupError("This is not a recipe-library backup (manifest.json missing or unreadable)");
  }
  if (manifest.format !== BACKUP_FORMAT || !Array.isArray(manifest.entries)) throw new BackupError("This is not a recipe-library backup");
  if (!manifest.entries.some((e) => e.path === DB_ENTRY)) throw new BackupError("The backup holds no database");
  for (const e of manifest.entries) {
    const file = path.join(dir, ...e.path.split("/"));
    if (!fs.existsSync(file)) throw new BackupError(`The backup is incomplete: ${e.path} is missing`);
    if (fs.statSync(file).size !== e.size || (await sha256File(file)) !== e.sha256)
      throw new BackupError(`The backup is damaged: ${e.path} does not match its checksum`);
  }
  return manifest;
}

/**
 * Restore `archive` into `dataDir`: refused while a server uses it, and when it holds anything unless `force`
 * (the old contents are then kept beside it as `<DATA_DIR>.before-restore-<time>`). Unpacked and verified in a
 * folder beside DATA_DIR (same file system), then renamed into place.
 */
export async function restoreBackupArchive(
  archive: string,
  dataDir: string,
  opts: { force?: boolean } = {},
): Promise<{ manifest: BackupManifest; previous: string | null }> {
  const target = path.resolve(dataDir);
  assertNotInUse(target);
  const exists = fs.existsSync(target);
  if (exists && fs.readdirSync(target).length > 0 && !opts.force)
    throw new BackupError(`${target} is not empty: restore into an empty folder, or pass --force to replace it (the old contents are kept beside it)`);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const staging = fs.mkdtempSync(`${target}.restore-`);
  try {
    await extractZip(
      path.resolve(archive),
      staging,
      new Budget({ ...DEFAULT_ZIP_LIMITS, maxDepth: 1, maxEntries: 1_000_000, maxTotalBytes: Number.MAX_SAFE_INTEGER, maxEntryBytes: Number.MAX_SAFE_INTEGER }),
    );
    const manifest = await verify(staging);
    fs.rmSync(path.join(staging, MANIFEST));
    fs.chmodSync(staging, 0o700);
    let previous: string | null = null;
    if (exists) {
      if (fs.readdirSync(target).length > 0) {
        previous = `${target}.before-restore-${new Date().toISOString().replace(/[:.]/g, "-")}`;
        fs.renameSync(target, previous);
      } else {
        fs.rmdirSync(target);
      }
    }
    fs.renameSync(staging, target);
    return { manifest, previous };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}
