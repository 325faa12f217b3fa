// Bundles the server into dist/main.js with esbuild. Native and heavy modules stay external (they load from
// node_modules at run time); migrations are read from ../migrations beside dist/.
import { build } from "esbuild";
import { bundleOptions } from "./options.mjs";
import { readFileSync, mkdirSync, copyFileSync, existsSync } from "node:fs";

const root = new URL("..", import.meta.url).pathname;
const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));

// Two entry points: the server, and the extraction worker it starts beside itself (dist/extract-worker.js, found
// relative to dist/main.js at run time). Cheerio and the extractors live only in the worker's bundle.
await build({
  ...bundleOptions(root, pkg.version),
  entryPoints: { main: `${root}src/main.ts`, "extract-worker": `${root}src/workers/extract-worker.ts` },
  outdir: `${root}dist`,
  sourcemap: true,
  minify: true,
});

for (const out of ["main.js", "extract-worker.js"]) {
  const bad = /[^\x00-\x7f]/.exec(readFileSync(`${root}dist/${out}`, "utf8"));
  if (bad) console.warn(`build: dist/${out} has a non-ASCII character (${JSON.stringify(bad[0])}) and will cost twice its size in memory`);
}

// Data the product ships: the food composition table is loaded lazily from beside the bundle.
const foods = `${root}src/nutrition/data/foods.tsv.gz`;
if (existsSync(foods)) {
  mkdirSync(`${root}dist/data`, { recursive: true });
  copyFileSync(foods, `${root}dist/data/foods.tsv.gz`);
}

// The family web app, served by the same process from dist/web.
const { buildWeb } = await import("./web.mjs");
await buildWeb();
