// The server bundle carries only the mime-db entries mime-types reads (build/options.mjs, mimeDbInUse): every answer
// koa gets from it must be the same as from the whole table.
import assert from "node:assert/strict";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { after, test } from "node:test";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build, type BuildOptions } from "esbuild";
// @ts-expect-error: build/options.mjs is untyped JavaScript.
import { bundleOptions } from "../../build/options.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const require = createRequire(import.meta.url);
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "rl-mime-bundle-"));
after(() => fs.rmSync(tmp, { recursive: true, force: true }));

interface MimeTypes {
  lookup(path: string): string | false;
  contentType(type: string): string | false;
  extension(type: string): string | false;
  charset(type: string): string | false;
}

test("the bundled media-type table answers every type and extension as the whole mime-db does", async () => {
  const entry = path.join(tmp, "entry.js");
  fs.writeFileSync(entry, `export { default } from "mime-types";\n`);
  const outfile = path.join(tmp, "mime.mjs");
  const options = bundleOptions(root + "/", "0.0.0-test") as BuildOptions;
  const built = await build({ ...options, entryPoints: [entry], outfile, metafile: true, logLevel: "silent" });
  const db = Object.keys(built.metafile.inputs).find((p) => p.endsWith("mime-db/db.json"));
  assert.ok(db, "the bundle reads mime-db");
  assert.ok(built.metafile.outputs[path.relative(root, outfile)]!.bytes < 90_000, "the unused entries are left out");

  const bundled = ((await import(pathToFileURL(outfile).href)) as { default: MimeTypes }).default;
  const whole = require("mime-types") as MimeTypes;
  const fullDb = require("mime-db") as Record<string, { extensions?: string[] }>;
  const types = Object.keys(fullDb);
  const extensions = [...new Set(types.flatMap((t) => fullDb[t]!.extensions ?? []))];
  assert.ok(types.length > 2000 && extensions.length > 1000);
  for (const type of [...types, "text/x-unknown", "application/x-unknown", "json; charset=latin1"]) {
    for (const fn of ["contentType", "extension", "charset"] as const) assert.equal(bundled[fn](type), whole[fn](type), `${fn}(${type})`);
  }
  for (const ext of [...extensions, "nope"]) {
    assert.equal(bundled.lookup(ext), whole.lookup(ext), `lookup(${ext})`);
    assert.equal(bundled.contentType(ext), whole.contentType(ext), `contentType(${ext})`);
  }
});
