import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startTestServer, type TestServer } from "../helpers/server";
import { upload, waitForStatus } from "../fixtures/imports/helpers";
import { source, zip } from "../fixtures/archives/build";
import { ArchiveError, Budget, DEFAULT_ZIP_LIMITS, extractZip } from "../../src/lib/archive/safe-zip";

let server: TestServer;
let user: { id: string; token: string };

before(async () => {
  server = await startTestServer();
  user = await server.user();
});
after(() => server.close());

/** Replace one entry name by another of the same length everywhere it appears (local header and directory). */
function rename(buf: Buffer, from: string, to: string): Buffer {
  assert.equal(from.length, to.length);
  const out = Buffer.from(buf);
  let at = out.indexOf(from);
  let n = 0;
  while (at >= 0) {
    out.write(to, at, "latin1");
    n++;
    at = out.indexOf(from, at + 1);
  }
  assert.ok(n >= 2, "name found in local header and central directory");
  return out;
}

const tempRoot = () => path.join(server.dataDir, "tmp", "imports");
const leftovers = () => (fs.existsSync(tempRoot()) ? fs.readdirSync(tempRoot()) : []);

async function refused(bytes: Buffer): Promise<string> {
  const fileId = await upload(server, user.token, bytes, "evil.zip", "application/zip");
  const res = await server.request("POST", "/api/imports", { token: user.token, body: { type: "archive", file_ids: [fileId] } });
  assert.equal(res.status, 201);
  const done = await waitForStatus(server, user.token, res.body.id, ["completed", "failed"], 20_000);
  assert.equal(done.status, "failed", JSON.stringify(done));
  assert.deepEqual(leftovers(), [], "the import's temp folder is gone");
  return String(done.error);
}

describe("archive safety", () => {
  test("a zip bomb (an entry compressed 1000:1) is refused before it is inflated", async () => {
    const bomb = await zip([{ name: "recipe.json", data: Buffer.alloc(8 * 1024 * 1024, 0x20) }]);
    assert.ok(bomb.length < 64 * 1024);
    assert.match(await refused(bomb), /zip bomb/);
  });

  test("a name climbing out with ../ is refused and nothing is written outside", async () => {
    const evil = rename(await zip([{ name: "aa/escape-marker.json", data: source("jsonld/pancakes.json") }]), "aa/escape-marker.json", "../escape-marker.json");
    assert.match(await refused(evil), /unsafe file name/);
    for (const dir of [server.dataDir, path.join(server.dataDir, "tmp"), tempRoot(), os.tmpdir()]) {
      assert.equal(fs.existsSync(path.join(dir, "escape-marker.json")), false, `nothing written in ${dir}`);
    }
  });

  test("an absolute name and a drive letter are refused", async () => {
    const abs = rename(await zip([{ name: "xetc/marker.json", data: "{}" }]), "xetc/marker.json", "/etc/marker.json");
    assert.match(await refused(abs), /unsafe file name/);
    const drive = rename(await zip([{ name: "xxmarker.json", data: "{}" }]), "xxmarker.json", "C:marker.json");
    assert.match(await refused(drive), /unsafe file name/);
  });

  test("a symbolic link entry is refused", async () => {
    const link = await zip([
      { name: "recipes.json", data: "/etc/passwd", mode: 0o120777 },
      { name: "other.json", data: source("jsonld/pancakes.json") },
    ]);
    assert.match(await refused(link), /symbolic link/);
  });

  test("a truncated archive is refused as damaged", async () => {
    const whole = await zip([
      { name: "pancakes.json", data: source("jsonld/pancakes.json") },
      { name: "more.json", data: source("recipesage/recipesage-data.json") },
    ]);
    assert.match(await refused(whole.subarray(0, Math.floor(whole.length / 2))), /damaged or incomplete/);
  });

  test("the caps on entries, total size, entry size and nesting hold before anything is unpacked", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "rl-zip-"));
    try {
      const file = path.join(dir, "a.zip");
      fs.writeFileSync(
        file,
        await zip([
          { name: "a.txt", data: "x".repeat(1000) },
          { name: "b.txt", data: "y".repeat(1000) },
        ]),
      );
      const expectRefusal = async (limits: Partial<typeof DEFAULT_ZIP_LIMITS>, reason: string, depth = 1) => {
        const out = fs.mkdtempSync(path.join(dir, "out-"));
        await assert.rejects(
          extractZip(file, out, new Budget({ ...DEFAULT_ZIP_LIMITS, ...limits }), depth),
          (e: unknown) => e instanceof ArchiveError && e.reason === reason,
        );
        assert.deepEqual(fs.readdirSync(out), [], "nothing unpacked");
      };
      await expectRefusal({ maxEntries: 1 }, "too_many_entries");
      await expectRefusal({ maxTotalBytes: 1500 }, "too_large");
      await expectRefusal({ maxEntryBytes: 999 }, "entry_too_large");
      await expectRefusal({}, "too_deep", 3);
      const out = fs.mkdtempSync(path.join(dir, "ok-"));
      const written = await extractZip(file, out, new Budget(DEFAULT_ZIP_LIMITS));
      assert.deepEqual(
        written.map((w) => w.name),
        ["a.txt", "b.txt"],
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  test("folders a crashed import left behind are swept at start-up", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "rl-sweep-"));
    const stale = path.join(dataDir, "tmp", "imports", "00000000-0000-4000-8000-000000000000");
    fs.mkdirSync(stale, { recursive: true });
    fs.writeFileSync(path.join(stale, "half.json"), "{");
    const s = await startTestServer({ dataDir });
    try {
      assert.equal(fs.existsSync(stale), false);
    } finally {
      await s.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
