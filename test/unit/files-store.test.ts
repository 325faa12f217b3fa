import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { existsSync, writeFileSync } from "node:fs";
import { mkdtemp, readdir, readFile, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable, Writable } from "node:stream";
import { after, before, describe, it } from "node:test";
import { isFileError } from "../../src/files/errors";
import { FileStore, isStorageKey, newStorageKey } from "../../src/files/store";

let root = "";
let store: FileStore;

before(async () => {
  root = await mkdtemp(path.join(tmpdir(), "filestore-"));
  store = new FileStore(root);
  await store.init();
});
after(async () => {
  await rm(root, { recursive: true, force: true });
});

const tempNames = async (): Promise<string[]> => readdir(path.join(root, ".tmp"));

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/**
 * A source far longer than any limit in these tests, to prove the store stops reading early.
 * Bounded, so a regression fails the test instead of spinning forever.
 */
function endless(chunk: Buffer, maxChunks = 2000): Readable {
  let sent = 0;
  return new Readable({
    read() {
      this.push(sent++ < maxChunks ? chunk : null);
    },
  });
}

describe("FileStore write and commit", () => {
  it("streams to a temp file with size and SHA-256, then commits under a fresh key", async () => {
    const parts = [Buffer.from("hello "), Buffer.from("recipe "), Buffer.from("world")];
    const temp = await store.writeStream(Readable.from(parts), { maxBytes: 1024 });
    const whole = Buffer.concat(parts);
    assert.equal(temp.size, whole.length);
    assert.equal(temp.sha256, createHash("sha256").update(whole).digest("hex"));
    assert.ok(isStorageKey(temp.key));
    assert.equal(path.dirname(temp.tmpPath), path.join(root, ".tmp"));

    const finalPath = await store.commit(temp.tmpPath, temp.key);
    assert.equal(finalPath, store.pathFor(temp.key));
    assert.equal(existsSync(temp.tmpPath), false);
    assert.deepEqual(await readFile(finalPath), whole);

    const opened = await store.open(temp.key);
    assert.equal(opened.size, whole.length);
    assert.deepEqual(await readAll(opened.stream), whole);

    assert.equal(await store.remove(temp.key), true);
    assert.equal(await store.remove(temp.key), false);
    await assert.rejects(store.open(temp.key), (err) => isFileError(err, "not_found"));
  });

  it("accepts a file of exactly maxBytes", async () => {
    const temp = await store.writeStream(Readable.from([Buffer.alloc(100, 1)]), { maxBytes: 100 });
    assert.equal(temp.size, 100);
    await store.discard(temp.tmpPath);
    assert.equal(existsSync(temp.tmpPath), false);
  });

  it("stops an oversized upload with too_large and deletes the partial file", async () => {
    const before = await tempNames();
    await assert.rejects(store.writeStream(endless(Buffer.alloc(64 * 1024, 7)), { maxBytes: 1_000_000 }), (err) => isFileError(err, "too_large"));
    assert.deepEqual(await tempNames(), before);
  });

  it("removes the partial file when the source fails mid-way", async () => {
    async function* broken(): AsyncGenerator<Buffer> {
      yield Buffer.alloc(1000, 1);
      throw new Error("client reset");
    }
    const before = await tempNames();
    await assert.rejects(store.writeStream(Readable.from(broken()), { maxBytes: 1e6 }), /client reset/);
    assert.deepEqual(await tempNames(), before);
  });

  it("stops and cleans up when the signal aborts", async () => {
    const before = await tempNames();
    const controller = new AbortController();
    const source = endless(Buffer.alloc(1024, 2));
    let seen = 0;
    source.on("data", () => {
      seen++;
      if (seen === 5) controller.abort();
    });
    await assert.rejects(store.writeStream(source, { maxBytes: 1e9, signal: controller.signal }), {
      name: "AbortError",
    });
    assert.deepEqual(await tempNames(), before);
  });

  it("leaves no temp file when the source fails before the file has even been opened", async () => {
    // A file stream opens asynchronously, and one destroyed early still opens (creating its file) before it closes.
    // Model a slow open: the file appears 30 ms after the stream was made.
    let opened = "";
    const slowOpen = new FileStore(root, {
      openWrite: (tmpPath) => {
        opened = tmpPath;
        return new Writable({
          construct(done) {
            setTimeout(() => {
              writeFileSync(tmpPath, "");
              done();
            }, 30);
          },
          write(_chunk, _enc, done) {
            done();
          },
        });
      },
    });
    const failing = new Readable({
      read() {
        this.destroy(new Error("client went away"));
      },
    });
    await assert.rejects(slowOpen.writeStream(failing, { maxBytes: 100 }));
    await new Promise((resolve) => setTimeout(resolve, 60));
    assert.notEqual(opened, "");
    assert.equal(existsSync(opened), false, "the late-opened temp file was removed");
  });

  it("maps ENOSPC to disk_full and removes the partial file", async () => {
    let opened = "";
    const fullDisk = new FileStore(root, {
      openWrite: (tmpPath) => {
        opened = tmpPath;
        writeFileSync(tmpPath, "partial");
        return new Writable({
          write(_chunk, _enc, done) {
            done(Object.assign(new Error("ENOSPC: no space left on device"), { code: "ENOSPC" }));
          },
        });
      },
    });
    await assert.rejects(fullDisk.writeStream(Readable.from([Buffer.from("data")]), { maxBytes: 100 }), (err) => isFileError(err, "disk_full"));
    assert.notEqual(opened, "");
    assert.equal(existsSync(opened), false);
  });
});

describe("FileStore paths", () => {
  it("maps keys inside the root", () => {
    const key = newStorageKey();
    const full = store.pathFor(key);
    assert.ok(full.startsWith(root + path.sep));
    assert.equal(path.relative(root, full), key);
  });

  const badKeys = [
    "",
    "../etc/passwd",
    "/etc/passwd",
    "ab/../../escape",
    "..",
    "ab/ab",
    "AB/ABCDEF01-2345-4678-9abc-def012345678",
    "00/abcdef01-2345-4678-9abc-def012345678",
    "ab/abcdef01-2345-4678-9abc-def012345678/../../x",
    "ab\\abcdef01-2345-4678-9abc-def012345678",
    "recipe photo.jpg",
  ];
  for (const key of badKeys) {
    it(`refuses key ${JSON.stringify(key)}`, async () => {
      assert.throws(
        () => store.pathFor(key),
        (err) => isFileError(err, "bad_key"),
      );
      await assert.rejects(store.open(key), (err) => isFileError(err, "bad_key"));
      await assert.rejects(store.remove(key), (err) => isFileError(err, "bad_key"));
    });
  }

  it("commits only temp files of its own temp dir", async () => {
    const outside = path.join(root, "outside.txt");
    await writeFile(outside, "x");
    await assert.rejects(store.commit(outside, newStorageKey()), (err) => isFileError(err, "bad_key"));
    await assert.rejects(store.commit("/etc/hostname", newStorageKey()), (err) => isFileError(err, "bad_key"));
    await assert.rejects(store.discard(path.join(root, ".tmp", "..", "outside.txt")), (err) => isFileError(err, "bad_key"));
    assert.equal(existsSync(outside), true);
  });

  it("hashes an adopted temp file written by another component", async () => {
    const tmp = store.tempPath();
    await writeFile(tmp, "derived bytes");
    const adopted = await store.adoptTemp(tmp);
    assert.equal(adopted.size, 13);
    assert.equal(adopted.sha256, createHash("sha256").update("derived bytes").digest("hex"));
    await store.discard(tmp);
  });
});

describe("FileStore.sweepTemp", () => {
  it("removes only temp files older than the threshold", async () => {
    const stale = store.tempPath();
    const fresh = store.tempPath();
    await writeFile(stale, "half-written");
    await writeFile(fresh, "in progress");
    const now = Date.now();
    const twoHoursAgo = new Date(now - 2 * 3600_000);
    await utimes(stale, twoHoursAgo, twoHoursAgo);

    const removed = await store.sweepTemp(3600_000, now);
    assert.equal(removed, 1);
    assert.equal(existsSync(stale), false);
    assert.equal(existsSync(fresh), true);
    await store.discard(fresh);
  });

  it("is a no-op before init", async () => {
    const other = new FileStore(path.join(root, "never-initialised"));
    assert.equal(await other.sweepTemp(0), 0);
  });
});
