import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { writeArchive, type ArchiveEntry } from "../../build/package/archive.mjs";
import { ensureRuntimeDir, readManifest } from "../../src/sea/runtime-dir";

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), "rl-runtime-"));

function archiveOf(entries: ArchiveEntry[]): Uint8Array {
  const file = path.join(tmp(), "runtime.bin");
  writeArchive(entries, file);
  return new Uint8Array(fs.readFileSync(file));
}

const entries: ArchiveEntry[] = [
  { path: "dist/main.js", data: Buffer.from("export const main = 1;\n".repeat(200)), mode: 0o644 },
  { path: "dist/data/foods.tsv.gz", data: Buffer.from([0x1f, 0x8b, 1, 2, 3]), mode: 0o644 },
  { path: "node_modules/addon/build/Release/addon.node", data: Buffer.alloc(4096, 7), mode: 0o755 },
  { path: "empty.txt", data: Buffer.alloc(0), mode: 0o644 },
];

test("the runtime unpacks into base/<id> with every file's bytes and mode", () => {
  const base = tmp();
  const { dir, unpacked } = ensureRuntimeDir(archiveOf(entries), base, "1.0.0-abc");
  assert.equal(unpacked, true);
  assert.equal(dir, path.join(base, "1.0.0-abc"));
  for (const e of entries) assert.deepEqual(fs.readFileSync(path.join(dir, e.path)), e.data, e.path);
  assert.equal(fs.statSync(path.join(dir, "node_modules/addon/build/Release/addon.node")).mode & 0o777, 0o755);
  assert.deepEqual(fs.readdirSync(base), ["1.0.0-abc"], "no temporary folder is left behind");
});

test("a complete runtime folder is reused without writing a file", () => {
  const base = tmp();
  const archive = archiveOf(entries);
  const { dir } = ensureRuntimeDir(archive, base, "1.0.0-abc");
  const before = fs.statSync(path.join(dir, "dist/main.js")).mtimeMs;
  fs.utimesSync(path.join(dir, "dist/main.js"), new Date(0), new Date(0));
  const again = ensureRuntimeDir(archive, base, "1.0.0-abc");
  assert.equal(again.unpacked, false);
  assert.equal(fs.statSync(path.join(dir, "dist/main.js")).mtimeMs, 0, "the file was not rewritten");
  assert.ok(before > 0);
});

test("a damaged runtime folder (a file deleted or truncated) is unpacked again", () => {
  const base = tmp();
  const archive = archiveOf(entries);
  const { dir } = ensureRuntimeDir(archive, base, "1.0.0-abc");
  fs.truncateSync(path.join(dir, "dist/main.js"), 10);
  assert.equal(ensureRuntimeDir(archive, base, "1.0.0-abc").unpacked, true);
  assert.equal(fs.statSync(path.join(dir, "dist/main.js")).size, entries[0].data?.length);
  fs.rmSync(path.join(dir, "empty.txt"));
  assert.equal(ensureRuntimeDir(archive, base, "1.0.0-abc").unpacked, true);
  assert.deepEqual(fs.readdirSync(base), ["1.0.0-abc"]);
});

test("a new version replaces the folders of older versions and stale temporary folders", () => {
  const base = tmp();
  ensureRuntimeDir(archiveOf(entries), base, "1.0.0-abc");
  const stale = path.join(base, ".tmp-0.9.0-xyz-123");
  fs.mkdirSync(stale);
  fs.utimesSync(stale, new Date(Date.now() - 2 * 3_600_000), new Date(Date.now() - 2 * 3_600_000));
  const fresh = path.join(base, ".tmp-1.1.0-def-456");
  fs.mkdirSync(fresh);
  const { dir } = ensureRuntimeDir(archiveOf(entries.slice(0, 2)), base, "1.1.0-def");
  assert.equal(dir, path.join(base, "1.1.0-def"));
  assert.deepEqual(fs.readdirSync(base).sort(), [".tmp-1.1.0-def-456", "1.1.0-def"], "a temporary folder younger than an hour may be another start's");
});

test("an archive naming a path outside the runtime folder is refused", () => {
  const archive = archiveOf([{ path: "../escape.txt", data: Buffer.from("x"), mode: 0o644 }]);
  assert.throws(() => readManifest(archive), /unsafe path/);
  assert.throws(() => readManifest(new Uint8Array(Buffer.from("not an archive at all"))), /damaged/);
});
