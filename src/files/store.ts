import { createHash, randomUUID } from "node:crypto";
import { createReadStream, createWriteStream, type ReadStream } from "node:fs";
import { mkdir, open, readdir, rename, rm, stat, unlink } from "node:fs/promises";
import path from "node:path";
import { Transform, type Readable, type TransformCallback, type Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { FileError, isFileError, systemErrorCode } from "./errors";

/** Limits applied while an upload streams to disk. */
export interface WriteLimits {
  /** Largest accepted size in bytes; one byte more aborts the write with FileError "too_large". */
  maxBytes: number;
  /** Aborts the write (client went away, import cancelled); the temp file is removed. */
  signal?: AbortSignal;
}

/** A finished temp file, not yet visible under its key. */
export interface TempFile {
  /** Storage key the file will have once committed: `<2 hex>/<uuid>`, never derived from a client name. */
  key: string;
  size: number;
  /** Hex SHA-256 of the bytes as written. */
  sha256: string;
  tmpPath: string;
}

/** Construction options; the write hook lets tests simulate a full disk without a real one. */
export interface FileStoreOptions {
  /** Opens the temp file for writing; defaults to an exclusive-create fs write stream. */
  openWrite?: (tmpPath: string) => Writable;
}

/** A committed file opened for reading. */
export interface OpenedFile {
  stream: ReadStream;
  size: number;
}

const KEY_PATTERN = /^([0-9a-f]{2})\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;
const TEMP_DIR = ".tmp";
const TEMP_SUFFIX = ".part";

/** Hashes and counts bytes as they pass, failing fast once the limit is crossed. */
class MeteredHash extends Transform {
  readonly hash = createHash("sha256");
  size = 0;

  constructor(private readonly maxBytes: number) {
    super();
  }

  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback): void {
    this.size += chunk.length;
    if (this.size > this.maxBytes) {
      done(new FileError("too_large", `File is larger than ${this.maxBytes} bytes`));
      return;
    }
    this.hash.update(chunk);
    done(null, chunk);
  }
}

/** Translate low-level write failures into the store's typed errors. */
function classifyWriteError(err: unknown): unknown {
  if (isFileError(err)) return err;
  const code = systemErrorCode(err);
  if (code === "ENOSPC" || code === "EDQUOT") {
    return new FileError("disk_full", "Not enough disk space to store the file", { cause: err });
  }
  return err;
}

/** fsync a file or directory by path. */
async function syncPath(target: string): Promise<void> {
  const handle = await open(target, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Some platforms and filesystems refuse to fsync a directory (EISDIR, EPERM, EINVAL); the rename still stands. */
function noDirSync(err: unknown): void {
  const code = systemErrorCode(err);
  if (code !== "EISDIR" && code !== "EPERM" && code !== "EINVAL" && code !== "EBADF") throw err;
}

/** A fresh storage key: sharded by its first two hex digits so no directory grows huge. */
export function newStorageKey(): string {
  const id = randomUUID();
  return `${id.slice(0, 2)}/${id}`;
}

/** True for keys this store hands out; anything else (e.g. "../x", absolute paths) is refused. */
export function isStorageKey(key: string): boolean {
  const match = KEY_PATTERN.exec(key);
  return match !== null && match[2]?.startsWith(match[1] ?? "-") === true;
}

/**
 * Local-disk file storage. Uploads stream into `<root>/.tmp/` while being hashed and size-checked,
 * then `commit` renames them (atomic on one filesystem) to `<root>/<key>`. A crash leaves only
 * `.part` files in the temp dir, which `sweepTemp` removes at start-up and periodically.
 */
export class FileStore {
  readonly root: string;
  private readonly tempDir: string;
  private readonly openWrite: (tmpPath: string) => Writable;

  constructor(root: string, options: FileStoreOptions = {}) {
    this.root = path.resolve(root);
    this.tempDir = path.join(this.root, TEMP_DIR);
    this.openWrite = options.openWrite ?? ((tmpPath) => createWriteStream(tmpPath, { flags: "wx" }));
  }

  /** Create the root and temp directories. Call once before use. */
  async init(): Promise<void> {
    await mkdir(this.tempDir, { recursive: true });
  }

  /** A new unique temp path inside the store (for derived files such as re-encoded images). */
  tempPath(): string {
    return path.join(this.tempDir, `${randomUUID()}${TEMP_SUFFIX}`);
  }

  /** Stream `source` to a temp file, hashing on the way; never buffers the whole file. */
  async writeStream(source: Readable, limits: WriteLimits): Promise<TempFile> {
    const tmpPath = this.tempPath();
    const meter = new MeteredHash(limits.maxBytes);
    const sink = this.openWrite(tmpPath);
    try {
      await pipeline(source, meter, sink, {
        signal: limits.signal,
      });
    } catch (err) {
      // Let the source drain or close; a half-read request must not keep its socket paused forever.
      source.destroy();
      // A file stream destroyed before its open finished still opens (creating the file) and then closes: removing
      // the file before that would leave it behind, so wait for the close first.
      if (!sink.closed) await new Promise((resolve) => sink.once("close", resolve));
      await rm(tmpPath, { force: true });
      throw classifyWriteError(err);
    }
    return { key: newStorageKey(), size: meter.size, sha256: meter.hash.digest("hex"), tmpPath };
  }

  /** Hash a temp file written by someone else (e.g. sharp's output) and give it a key. */
  async adoptTemp(tmpPath: string): Promise<TempFile> {
    this.assertTemp(tmpPath);
    const hash = createHash("sha256");
    let size = 0;
    for await (const chunk of createReadStream(tmpPath)) {
      const buf = chunk as Buffer;
      size += buf.length;
      hash.update(buf);
    }
    return { key: newStorageKey(), size, sha256: hash.digest("hex"), tmpPath };
  }

  /**
   * Move a temp file to its final place under `key`. Returns the final absolute path.
   * The data is fsynced before the rename and the directory after it, so once the caller commits the
   * database row (WAL + synchronous=FULL) a power cut cannot leave that row pointing at a lost file.
   */
  async commit(tmpPath: string, key: string): Promise<string> {
    this.assertTemp(tmpPath);
    const target = this.pathFor(key);
    try {
      await syncPath(tmpPath);
      await mkdir(path.dirname(target), { recursive: true });
      await rename(tmpPath, target);
      await syncPath(path.dirname(target)).catch(noDirSync);
    } catch (err) {
      throw classifyWriteError(err);
    }
    return target;
  }

  /** Delete a temp file (after a rejected upload or a failed DB insert). Missing files are fine. */
  async discard(tmpPath: string): Promise<void> {
    this.assertTemp(tmpPath);
    await rm(tmpPath, { force: true });
  }

  /** Open a committed file for streaming; FileError "not_found" when absent. */
  async open(key: string): Promise<OpenedFile> {
    const filePath = this.pathFor(key);
    let size: number;
    try {
      const info = await stat(filePath);
      if (!info.isFile()) throw new FileError("not_found", "No such file");
      size = info.size;
    } catch (err) {
      if (isFileError(err)) throw err;
      if (systemErrorCode(err) === "ENOENT") throw new FileError("not_found", "No such file", { cause: err });
      throw err;
    }
    return { stream: createReadStream(filePath), size };
  }

  /** Delete a committed file. Returns false when it did not exist. */
  async remove(key: string): Promise<boolean> {
    try {
      await unlink(this.pathFor(key));
      return true;
    } catch (err) {
      if (systemErrorCode(err) === "ENOENT") return false;
      throw err;
    }
  }

  /**
   * Absolute path of `key`. Keys must have the store's own shape, and as a second guard the resolved
   * path must stay strictly inside the root (path traversal: Tandoor CVE-2025-23212).
   */
  pathFor(key: string): string {
    if (!isStorageKey(key)) throw new FileError("bad_key", "Invalid storage key");
    const resolved = path.resolve(this.root, key);
    if (!resolved.startsWith(this.root + path.sep)) throw new FileError("bad_key", "Invalid storage key");
    return resolved;
  }

  /** Remove temp files last modified more than `olderThanMs` ago. Returns how many were removed. */
  async sweepTemp(olderThanMs: number, now: number = Date.now()): Promise<number> {
    let names: string[];
    try {
      names = await readdir(this.tempDir);
    } catch (err) {
      if (systemErrorCode(err) === "ENOENT") return 0;
      throw err;
    }
    let removed = 0;
    for (const name of names) {
      const filePath = path.join(this.tempDir, name);
      try {
        const info = await stat(filePath);
        if (info.isFile() && now - info.mtimeMs >= olderThanMs) {
          await rm(filePath, { force: true });
          removed++;
        }
      } catch (err) {
        // Another sweep or a commit may have moved it meanwhile; that is not a failure.
        if (systemErrorCode(err) !== "ENOENT") throw err;
      }
    }
    return removed;
  }

  /** Temp operations accept only paths inside this store's temp dir, so callers cannot rename arbitrary files. */
  private assertTemp(tmpPath: string): void {
    const resolved = path.resolve(tmpPath);
    if (path.dirname(resolved) !== this.tempDir) {
      throw new FileError("bad_key", "Not a temp file of this store");
    }
  }
}
