// Bundles the server into dist/main.js with esbuild. Native and heavy modules stay external (they load from
// node_modules at run time); migrations are read from ../migrations beside dist/.
import { build } from "esbuild";
import { readFileSync, mkdirSync, copyFileSync, existsSync } from "node:fs";

const root = new URL("..", import.meta.url).pathname;
const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));

// Two entry points: the server, and the extraction worker it starts beside itself (dist/extract-worker.js, found
// relative to dist/main.js at run time). Cheerio and the extractors live only in the worker's bundle.
await build({
  entryPoints: { main: `${root}src/main.ts`, "extract-worker": `${root}src/importers/worker/extract-worker.ts` },
  outdir: `${root}dist`,
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  sourcemap: true,
  minify: true,
  legalComments: "none",
  external: ["better-sqlite3", "sharp", "tesseract.js", "@tesseract.js-data/eng", "web-push"],
  define: { __APP_VERSION__: JSON.stringify(pkg.version) },
  banner: {
    // Some bundled CommonJS dependencies call require(); give the ESM bundle one.
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
  logLevel: "warning",
});

// Data the product ships: the food composition table is loaded lazily from beside the bundle.
const foods = `${root}src/nutrition/data/foods.tsv.gz`;
if (existsSync(foods)) {
  mkdirSync(`${root}dist/data`, { recursive: true });
  copyFileSync(foods, `${root}dist/data/foods.tsv.gz`);
}
