import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, test } from "node:test";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build, type BuildOptions } from "esbuild";
import { extractRecipeFromHtml } from "../../src/importers/web/index";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const page = path.join(root, "test/fixtures/pages/ndr.de__ndr_1/page.html");
const HTML_LIBS = /node_modules\/(cheerio|htmlparser2|parse5|domhandler|css-select)\//;

// The options of build/build.mjs that matter here: ESM for node with the heavy native modules left external.
const common: BuildOptions = {
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  external: ["better-sqlite3", "sharp", "tesseract.js", "@tesseract.js-data/eng", "web-push"],
  define: { __APP_VERSION__: JSON.stringify("0.0.0-test") },
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  logLevel: "silent",
};

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "rl-extract-bundle-"));
after(() => fs.rmSync(tmp, { recursive: true, force: true }));

test("the server bundle does not contain cheerio or its parsers; the worker bundle does", async () => {
  const server = await build({ ...common, entryPoints: [path.join(root, "src/main.ts")], write: false, metafile: true, outfile: path.join(tmp, "main.js") });
  const serverInputs = Object.keys(server.metafile.inputs);
  assert.ok(serverInputs.some((p) => p.includes("src/importers/worker/pool.ts")), "the server bundles the pool");
  assert.deepEqual(serverInputs.filter((p) => HTML_LIBS.test(p)), [], "no HTML parser in the server bundle");
  const worker = await build({ ...common, entryPoints: [path.join(root, "src/importers/worker/extract-worker.ts")], write: false, metafile: true, outfile: path.join(tmp, "w.js") });
  assert.ok(Object.keys(worker.metafile.inputs).some((p) => p.includes("node_modules/cheerio/")), "the worker bundles cheerio");
});

test("a bundled pool finds the bundled worker beside itself and extracts with plain node", async () => {
  await build({
    ...common,
    entryPoints: { main: path.join(root, "src/importers/worker/index.ts"), "extract-worker": path.join(root, "src/importers/worker/extract-worker.ts") },
    outdir: tmp,
  });
  const script = [
    `import { createExtractPool } from ${JSON.stringify(pathToFileURL(path.join(tmp, "main.js")).href)};`,
    `import fs from "node:fs";`,
    `const pool = createExtractPool();`,
    `const recipe = await pool.run({ kind: "web", html: fs.readFileSync(${JSON.stringify(page)}, "utf8"), url: "https://www.ndr.de/x.html" });`,
    `process.stdout.write(JSON.stringify({ recipe, stats: pool.stats() }));`,
    `await pool.close();`,
  ].join("\n");
  // Plain node, no tsx: the same situation as `npm start` running dist/main.js.
  const entry = path.join(tmp, "run.mjs");
  fs.writeFileSync(entry, script);
  const r = spawnSync(process.execPath, [entry], { encoding: "utf8", env: { ...process.env, NODE_OPTIONS: "" } });
  assert.equal(r.status, 0, r.stderr);
  const out = JSON.parse(r.stdout) as { recipe: unknown; stats: { started: number } };
  assert.equal(out.stats.started, 1);
  assert.deepEqual(out.recipe, JSON.parse(JSON.stringify(extractRecipeFromHtml(fs.readFileSync(page, "utf8"), "https://www.ndr.de/x.html"))));
});
