import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, test } from "node:test";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build, type BuildOptions } from "esbuild";
import { extractRecipeFromHtml } from "../../src/importers/web/index";
import { extractRecipeFromText } from "../../src/importers/text/index";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const page = path.join(root, "test/fixtures/pages/ndr.de__ndr_1/page.html");
const HTML_LIBS = /node_modules\/(cheerio|htmlparser2|parse5|domhandler|css-select)\//;

// The options of build/build.mjs itself (a plain .mjs module shared with the build), minified as in production.
// @ts-expect-error: build/options.mjs is untyped JavaScript.
import { bundleOptions } from "../../build/options.mjs";
const common = { ...(bundleOptions(root + "/", "0.0.0-test") as BuildOptions), minify: true, logLevel: "silent" } satisfies BuildOptions;

/** Pasted text full of non-ASCII the parsers match with regexes: vulgar fractions, en dashes, accents, ×. */
const PASTED =
  "Crème brûlée\n\nServes 4–6\n\nIngredients\n1½ cups cream\n2–3 egg yolks\n¼ cup sugar, plus 2 tbsp\n2 × 100 g crème fraîche\n\nMethod\n1. Heat the cream — do not boil.\n2. Whisk into the yolks.\n";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "rl-extract-bundle-"));
after(() => fs.rmSync(tmp, { recursive: true, force: true }));

test("the server bundle does not contain cheerio or its parsers; the worker bundle does", async () => {
  const server = await build({ ...common, entryPoints: [path.join(root, "src/main.ts")], write: false, metafile: true, outfile: path.join(tmp, "main.js") });
  const serverInputs = Object.keys(server.metafile.inputs);
  assert.ok(
    serverInputs.some((p) => p.includes("src/workers/pool.ts")),
    "the server bundles the pool",
  );
  assert.deepEqual(
    serverInputs.filter((p) => HTML_LIBS.test(p)),
    [],
    "no HTML parser in the server bundle",
  );
  assert.deepEqual(
    serverInputs
      .filter((p) => p.includes("node_modules/zod/v4/locales/"))
      .map((p) => path.basename(p))
      .sort(),
    ["en.js", "index.js"],
    "zod's English messages only",
  );
  const worker = await build({
    ...common,
    entryPoints: [path.join(root, "src/workers/extract-worker.ts")],
    write: false,
    metafile: true,
    outfile: path.join(tmp, "w.js"),
  });
  assert.ok(
    Object.keys(worker.metafile.inputs).some((p) => p.includes("node_modules/cheerio/")),
    "the worker bundles cheerio",
  );
});

test("a bundled pool finds the bundled worker beside itself and extracts with plain node", async () => {
  await build({
    ...common,
    entryPoints: { main: path.join(root, "src/workers/index.ts"), "extract-worker": path.join(root, "src/workers/extract-worker.ts") },
    outdir: tmp,
  });
  const script = [
    `import { createExtractPool } from ${JSON.stringify(pathToFileURL(path.join(tmp, "main.js")).href)};`,
    `import fs from "node:fs";`,
    `const pool = createExtractPool();`,
    `const recipe = await pool.run({ kind: "web", html: fs.readFileSync(${JSON.stringify(page)}, "utf8"), url: "https://www.ndr.de/x.html" });`,
    `const text = await pool.run({ kind: "text", text: ${JSON.stringify(PASTED)} });`,
    `process.stdout.write(JSON.stringify({ recipe, text, stats: pool.stats() }));`,
    `await pool.close();`,
  ].join("\n");
  // Plain node, no tsx: the same situation as `npm start` running dist/main.js.
  const entry = path.join(tmp, "run.mjs");
  fs.writeFileSync(entry, script);
  const r = spawnSync(process.execPath, [entry], { encoding: "utf8", env: { ...process.env, NODE_OPTIONS: "" } });
  assert.equal(r.status, 0, r.stderr);
  const out = JSON.parse(r.stdout) as { recipe: unknown; text: unknown; stats: { started: number } };
  assert.equal(out.stats.started, 1);
  // The bundle is ASCII (non-ASCII written as escapes): fractions, dashes and accents in regexes still match.
  assert.equal(/[^\x00-\x7f]/.test(fs.readFileSync(path.join(tmp, "extract-worker.js"), "utf8")), false);
  assert.deepEqual(out.text, JSON.parse(JSON.stringify(extractRecipeFromText(PASTED))));
  assert.deepEqual(out.recipe, JSON.parse(JSON.stringify(extractRecipeFromHtml(fs.readFileSync(page, "utf8"), "https://www.ndr.de/x.html"))));
});
