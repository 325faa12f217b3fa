/**
 * Reading untrusted zip files (another app's export, a backup to restore) without letting them hurt the host:
 * every cap is checked against the central directory before a single byte is inflated (zip bombs, entry floods),
 * names that could leave the target folder or are links are refused (zip-slip), and the bytes actually inflated
 * are counted again while writing (a lying size field is caught by yauzl's size validation and by our own count).
 * Everything is written under one folder the caller owns and removes.
 */
import fs from "node:fs";
import path from "node:path";
import { Transform, type TransformCallback } from "node:stream";
import { pipeline } from "node:stream/promises";
import yauzl from "yauzl";

/** Caps for one archive and, through `Budget`, for everything nested in it. */
export interface ZipLimits {
  /** Most entries (files and folders) in one archive. */
  maxEntries: number;
  /** Most bytes all entries of the import may inflate to, nested archives included. */
  maxTotalBytes: number;
  /** Most bytes one entry may inflate to. */
  maxEntryBytes: number;
  /** Highest uncompressed / compressed ratio of an entry larger than `ratioFloorBytes`. */
  maxRatio: number;
  /** Entries smaller than this are not held to maxRatio (a run of spaces compresses well and harms nobody). */
  ratioFloorBytes: number;
  /** Deepest nesting of archives (1 = no zip inside the zip is opened). */
  maxDepth: number;
}

export const DEFAULT_ZIP_LIMITS: ZipLimits = {
  maxEntries: 20_000,
  maxTotalBytes: 2 * 1024 * 1024 * 1024,
  maxEntryBytes: 256 * 1024 * 1024,
  maxRatio: 200,
  ratioFloorBytes: 1024 * 1024,
  maxDepth: 2,
};

/** Why an archive was refused; `message` is written for the person who uploaded it. */
export class ArchiveError extends Error {
  constructor(
    readonly reason: "damaged" | "too_many_entries" | "too_large" | "entry_too_large" | "ratio" | "unsafe_name" | "link" | "encrypted" | "too_deep",
    message: string,
  ) {
    super(message);
    this.name = "ArchiveError";
  }
}

/** What all archives of one import have spent so far (nested ones share their parent's budget). */
export class Budget {
  bytes = 0;
  entries = 0;
  constructor(readonly limits: ZipLimits) {}
}

/** One file of an archive, as listed by its central directory. */
export interface ZipEntryInfo {
  /** The entry's path inside the archive, `/`-separated, checked safe. */
  name: string;
  size: number;
  compressedSize: number;
}

const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;

/** Decode an entry name: UTF-8 when flagged or valid, else CP437's ASCII subset with replacements. */
function decodeName(raw: Buffer, utf8Flag: boolean): string {
  if (utf8Flag) return raw.toString("utf8");
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(raw);
  } catch {
    return raw.toString("latin1");
  }
}

/**
 * A name is safe when it is relative, has no `..` or empty segment, no drive letter, no backslash and no control
 * character: then joining it to the target folder cannot leave that folder.
 */
export function checkEntryName(name: string): void {
  const refuse = () => {
    throw new ArchiveError(
      "unsafe_name",
      `The archive contains an unsafe file name (${JSON.stringify(name.slice(0, 120))}): names may not climb out of the archive`,
    );
  };
  if (name.length === 0 || name.length > 1024) refuse();
  if (name.startsWith("/") || name.includes("\\") || /^[a-zA-Z]:/.test(name) || /[\u0000-\u001f]/.test(name)) refuse();
  const segments = name.replace(/\/$/, "").split("/");
  if (segments.some((s) => s === ".." || s === "." || s === "")) refuse();
}

function openZip(file: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.open(file, { lazyEntries: true, autoClose: false, decodeStrings: false, validateEntrySizes: true, strictFileNames: false }, (err, zip) => {
      if (err || !zip) reject(new ArchiveError("damaged", "The archive is damaged or incomplete (its table of contents could not be read)"));
      else resolve(zip);
    });
  });
}

/** Every entry of the central directory, in order, checked against the caps. Reads no file data. */
function listEntries(zip: yauzl.ZipFile, budget: Budget): Promise<Array<{ entry: yauzl.Entry; info: ZipEntryInfo; dir: boolean }>> {
  const { limits } = budget;
  if (zip.entryCount > limits.maxEntries || budget.entries + zip.entryCount > limits.maxEntries) {
    return Promise.reject(new ArchiveError("too_many_entries", `The archive holds too many files (${zip.entryCount}; at most ${limits.maxEntries})`));
  }
  return new Promise((resolve, reject) => {
    const out: Array<{ entry: yauzl.Entry; info: ZipEntryInfo; dir: boolean }> = [];
    let total = budget.bytes;
    const fail = (err: unknown) => {
      zip.removeAllListeners("entry");
      reject(err instanceof ArchiveError ? err : new ArchiveError("damaged", "The archive is damaged or incomplete"));
    };
    zip.on("error", fail);
    zip.on("end", () => resolve(out));
    zip.on("entry", (entry: yauzl.Entry) => {
      try {
        const raw = entry.fileName as unknown as Buffer;
        const name = decodeName(raw, (entry.generalPurposeBitFlag & 0x800) !== 0);
        checkEntryName(name);
        const mode = (entry.externalFileAttributes >>> 16) & S_IFMT;
        if (mode === S_IFLNK)
          throw new ArchiveError("link", `The archive contains a symbolic link (${JSON.stringify(name.slice(0, 120))}); links are not accepted`);
        if ((entry.generalPurposeBitFlag & 0x1) !== 0) throw new ArchiveError("encrypted", "The archive is encrypted; export it again without a password");
        const dir = name.endsWith("/");
        const size = entry.uncompressedSize;
        if (size > limits.maxEntryBytes)
          throw new ArchiveError(
            "entry_too_large",
            `A file in the archive is too large (${name.slice(0, 120)}: ${size} bytes; at most ${limits.maxEntryBytes})`,
          );
        if (size > limits.ratioFloorBytes && size / Math.max(1, entry.compressedSize) > limits.maxRatio) {
          throw new ArchiveError("ratio", `A file in the archive is compressed suspiciously well (${name.slice(0, 120)}); it looks like a zip bomb`);
        }
        total += size;
        if (total > limits.maxTotalBytes) throw new ArchiveError("too_large", `The archive unpacks to more than ${limits.maxTotalBytes} bytes`);
        out.push({ entry, info: { name: dir ? name.slice(0, -1) : name, size, compressedSize: entry.compressedSize }, dir });
        zip.readEntry();
      } catch (err) {
        fail(err);
      }
    });
    zip.readEntry();
  });
}

/** Counts inflated bytes and stops at the entry's declared size (yauzl checks too; this is the belt to its braces). */
function counter(max: number, budget: Budget): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _enc, cb: TransformCallback) {
      seen += chunk.length;
      budget.bytes += chunk.length;
      if (seen > max || budget.bytes > budget.limits.maxTotalBytes) cb(new ArchiveError("too_large", "A file in the archive inflates past its declared size"));
      else cb(null, chunk);
    },
  });
}

function openStream(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<NodeJS.ReadableStream> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (err, stream) => {
      if (err || !stream) reject(new ArchiveError("damaged", "The archive is damaged or incomplete (a file could not be read)"));
      else resolve(stream);
    });
  });
}

/**
 * Unpack `file` under `dest` (which must exist and be the caller's own folder). `depth` is this archive's nesting
 * level (1 for the uploaded file). Returns the files written, by their archive names. On any refusal nothing is
 * left half-written by this call beyond `dest`, which the caller removes.
 */
export async function extractZip(file: string, dest: string, budget: Budget, depth = 1): Promise<ZipEntryInfo[]> {
  if (depth > budget.limits.maxDepth) throw new ArchiveError("too_deep", "The archive nests archives too deeply");
  const zip = await openZip(file);
  try {
    const entries = await listEntries(zip, budget);
    budget.entries += entries.length;
    const root = path.resolve(dest);
    const written: ZipEntryInfo[] = [];
    const taken = new Set<string>();
    for (const { entry, info, dir } of entries) {
      // Zip writers allow a name twice (Python's zipfile only warns: a Tandoor export of two recipes of one name).
      // The later file is written as "<name> (2).<ext>", never over the first; anything else already there is refused.
      if (!dir) {
        if (taken.has(info.name)) info.name = freeName(info.name, taken);
        taken.add(info.name);
      }
      const target = path.resolve(root, info.name);
      // checkEntryName already makes this impossible; the resolve check keeps it impossible if that ever changes.
      if (!target.startsWith(root + path.sep)) throw new ArchiveError("unsafe_name", "The archive contains an unsafe file name");
      if (dir) {
        fs.mkdirSync(target, { recursive: true, mode: 0o700 });
        continue;
      }
      fs.mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
      const stream = await openStream(zip, entry);
      try {
        // wx: never follow or overwrite something already there (two entries of the same name, a planted link).
        await pipeline(stream, counter(info.size, budget), fs.createWriteStream(target, { flags: "wx", mode: 0o600 }));
      } catch (err) {
        if (err instanceof ArchiveError) throw err;
        if ((err as NodeJS.ErrnoException).code === "EEXIST")
          throw new ArchiveError("unsafe_name", `The archive names the same file twice (${info.name.slice(0, 120)})`);
        throw new ArchiveError("damaged", "The archive is damaged or incomplete (a file could not be unpacked)");
      }
      written.push(info);
    }
    return written;
  } finally {
    zip.close();
  }
}

/** "<base> (n)<ext>" for the smallest n from 2 not yet taken. */
function freeName(name: string, taken: ReadonlySet<string>): string {
  const ext = path.posix.extname(name);
  const base = name.slice(0, name.length - ext.length);
  for (let n = 2; ; n++) if (!taken.has(`${base} (${n})${ext}`)) return `${base} (${n})${ext}`;
}

/** True when the file starts like a zip (local header or empty-archive record). */
export function looksLikeZip(head: Buffer): boolean {
  return head.length >= 4 && head[0] === 0x50 && head[1] === 0x4b && ((head[2] === 3 && head[3] === 4) || (head[2] === 5 && head[3] === 6));
}
