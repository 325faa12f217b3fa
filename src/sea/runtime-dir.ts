/**
 * Unpacks the executable's runtime archive (written by build/package/archive.mjs) into a folder named after the
 * program's version and the archive's checksum, once: later starts find it complete and only read the manifest.
 * A new version unpacks beside it and removes the old folders. The folder appears atomically (unpacked into a
 * temporary sibling, then renamed), so a start interrupted halfway, or two commands starting at once, never see a
 * half-written runtime.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const MAGIC = "RLRT1\n";
/** Written last into an unpacked folder: its id, checked on every start. */
const MARKER = ".runtime-id";

export interface ArchiveFile {
  /** Path inside the runtime folder (always "/"-separated, never absolute, never ".."). */
  p: string;
  /** File mode. */
  m: number;
  /** Size on disk. */
  s: number;
  /** Offset of the stored body after the manifest. */
  o: number;
  /** Stored length. */
  n: number;
  /** 1 when the body is brotli-compressed. */
  z: number;
}

interface Manifest {
  files: ArchiveFile[];
  bodyStart: number;
}

/** Read the manifest at the front of an archive. */
export function readManifest(archive: Uint8Array): Manifest {
  const buf = Buffer.from(archive.buffer, archive.byteOffset, archive.byteLength);
  if (buf.toString("latin1", 0, MAGIC.length) !== MAGIC) throw new Error("the embedded runtime archive is damaged (bad header)");
  const length = buf.readUInt32LE(MAGIC.length);
  const start = MAGIC.length + 4;
  const { files } = JSON.parse(buf.toString("utf8", start, start + length)) as { files: ArchiveFile[] };
  for (const f of files) {
    if (path.isAbsolute(f.p) || f.p.split("/").includes("..")) throw new Error(`the embedded runtime archive names an unsafe path: ${f.p}`);
  }
  return { files, bodyStart: start + length };
}

/** True when `dir` holds runtime `id` with every file of the manifest at its size (a cheap check of each start). */
function isComplete(dir: string, id: string, files: ArchiveFile[]): boolean {
  try {
    if (fs.readFileSync(path.join(dir, MARKER), "utf8") !== id) return false;
    return files.every((f) => fs.statSync(path.join(dir, f.p)).size === f.s);
  } catch {
    return false;
  }
}

function unpackInto(dir: string, archive: Uint8Array, manifest: Manifest, id: string): void {
  const buf = Buffer.from(archive.buffer, archive.byteOffset, archive.byteLength);
  const made = new Set<string>();
  for (const f of manifest.files) {
    const target = path.join(dir, f.p);
    const parent = path.dirname(target);
    if (!made.has(parent)) {
      fs.mkdirSync(parent, { recursive: true });
      made.add(parent);
    }
    const start = manifest.bodyStart + f.o;
    const body = buf.subarray(start, start + f.n);
    const data = f.z === 1 ? zlib.brotliDecompressSync(body) : body;
    if (data.length !== f.s) throw new Error(`the embedded runtime archive is damaged (${f.p})`);
    fs.writeFileSync(target, data, { mode: f.m });
  }
  fs.writeFileSync(path.join(dir, MARKER), id);
}

/** Remove folders of other versions and temporary folders left by interrupted starts (best effort). */
function removeOthers(base: string, keep: string): void {
  const hour = 3_600_000;
  for (const name of fs.readdirSync(base)) {
    if (name === keep) continue;
    const p = path.join(base, name);
    try {
      // A temporary folder younger than an hour may belong to a command unpacking right now.
      if (name.startsWith(".tmp-") && Date.now() - fs.statSync(p).mtimeMs < hour) continue;
      fs.rmSync(p, { recursive: true, force: true });
    } catch {
      // Another process removed it first, or it is not ours to remove: the next start tries again.
    }
  }
}

/** `base/id` when it already holds the archive's files complete; reads only the archive's manifest. */
export function findRuntimeDir(archive: Uint8Array, base: string, id: string): string | undefined {
  const dir = path.join(base, id);
  return isComplete(dir, id, readManifest(archive).files) ? dir : undefined;
}

/**
 * Make sure `base/id` holds the archive's files; answers that folder. `id` is "<version>-<checksum>", so a new
 * executable never reuses an older one's files.
 */
export function ensureRuntimeDir(archive: Uint8Array, base: string, id: string): { dir: string; unpacked: boolean } {
  const manifest = readManifest(archive);
  const dir = path.join(base, id);
  if (isComplete(dir, id, manifest.files)) return { dir, unpacked: false };
  fs.mkdirSync(base, { recursive: true, mode: 0o700 });
  const tmp = fs.mkdtempSync(path.join(base, `.tmp-${id}-`));
  try {
    unpackInto(tmp, archive, manifest, id);
    // A damaged folder of this id (a file deleted or truncated) is moved aside first, then removed.
    const aside = `${base}/.damaged-${path.basename(tmp)}`;
    if (fs.existsSync(dir)) {
      try {
        fs.renameSync(dir, aside);
      } catch {
        // Another process replaced it concurrently; its copy is as good as ours.
      }
    }
    try {
      fs.renameSync(tmp, dir);
    } catch (err) {
      // Another command unpacked the same id at the same moment: use theirs when it is complete.
      if (!isComplete(dir, id, manifest.files)) throw err;
    }
    fs.rmSync(aside, { recursive: true, force: true });
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  removeOthers(base, id);
  return { dir, unpacked: true };
}
