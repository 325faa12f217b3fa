// The files the executable unpacks, laid out like a checkout (dist/, migrations/, node_modules/) so the ordinary
// server bundle runs from there unchanged: dist/main.js finds ../migrations, dist/extract-worker.js, dist/data and
// dist/web beside itself, and its external packages (native addons, tesseract.js and its worker script) in
// node_modules.
import fs from "node:fs";
import path from "node:path";

/** The packages the server bundle leaves external (build/options.mjs), and so the roots of what is shipped. */
const ROOTS = ["better-sqlite3", "sharp", "tesseract.js", "@tesseract.js-data/eng", "web-push", "heic-decode"];

/** Dependencies never needed at run time: better-sqlite3's installer downloads prebuilt binaries. */
const SKIP_PACKAGES = new Set(["prebuild-install"]);

const DROP =
  /(^|\/)(README[^/]*|CHANGELOG[^/]*|HISTORY[^/]*|\.github|tests?|docs?|examples?|benchmarks?)(\/|$)|\.(md|map|d\.ts|d\.cts|d\.mts|ts|tsbuildinfo)$/i;

/**
 * Per-package filters (paths relative to the package) keeping what loads at run time. tesseract.js-core ships
 * every engine build twice (wasm inline, and beside the loader); the loaders and their .wasm are kept (tesseract.js
 * 7's node worker picks the full build even for OEM.LSTM_ONLY, by CPU features). The English data keeps only the LSTM-only `4.0.0_best_int` model
 * (src/importers/ocr/lang.ts picks it). tesseract.js's dist/ holds browser bundles.
 */
const KEEP = {
  "better-sqlite3": (p) => p === "package.json" || p === "LICENSE" || p.startsWith("lib/") || p === "build/Release/better_sqlite3.node",
  "tesseract.js-core": (p) => p === "package.json" || p === "LICENSE" || /^tesseract-core(-simd|-relaxedsimd)?(-lstm)?\.(js|wasm)$/.test(p),
  "@tesseract.js-data/eng": (p) => !p.startsWith("4.0.0/"),
  "tesseract.js": (p) => !p.startsWith("dist/"),
  // heic-decode loads libheif-js/wasm-bundle (wasm inlined); the other builds are for browsers.
  "libheif-js": (p) => ["package.json", "LICENSE", "wasm-bundle.js", "libheif-wasm/libheif-bundle.js", "libheif-wasm/LICENSE"].includes(p),
  // A dependency of tesseract.js's browser worker; under Node it gunzips with node:zlib.
  zlibjs: (p) => ["package.json", "LICENSE", "bin/node-zlib.js"].includes(p),
};

function walk(dir, base = dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = path.join(dir, d.name);
    if (d.isDirectory()) return walk(p, base);
    return d.isFile() ? [path.relative(base, p).split(path.sep).join("/")] : [];
  });
}

/** Resolve package `name` as Node would from a package at `fromDir` (nested node_modules first, then upwards). */
function resolvePackage(name, fromDir, root) {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, "node_modules", name);
    if (fs.existsSync(path.join(candidate, "package.json"))) return candidate;
    if (dir === root || dir === path.dirname(dir)) return null;
  }
}

/**
 * Every package directory the roots need, from the project's node_modules: `dependencies` and the
 * `optionalDependencies` that are installed. `replace` maps a package name to another directory (the other
 * architecture's sharp build), `extra` adds packages by name → directory.
 */
function packageClosure(root, replace, extra) {
  const found = new Map();
  const queue = ROOTS.map((name) => ({ name, from: root }));
  while (queue.length > 0) {
    const { name, from } = queue.shift();
    if (SKIP_PACKAGES.has(name)) continue;
    const dir = replace[name] === undefined ? resolvePackage(name, from, root) : replace[name];
    if (dir === null) continue; // an optional dependency for another platform
    const rel = path.relative(root, resolvePackage(name, from, root) ?? path.join(root, "node_modules", name));
    if (found.has(rel)) continue;
    found.set(rel, { name, dir });
    const pkg = JSON.parse(fs.readFileSync(path.join(dir, "package.json"), "utf8"));
    for (const dep of [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.optionalDependencies ?? {})]) queue.push({ name: dep, from: dir });
  }
  for (const [name, dir] of Object.entries(extra)) found.set(path.join("node_modules", name), { name, dir });
  return found;
}

const modeOf = (p) => (/\.(node|so)(\.|$)/.test(p) ? 0o755 : 0o644);

/**
 * The archive entries for one architecture. `natives.betterSqlite` is the better_sqlite3.node built for it,
 * `natives.mallocTune` the boot script's malloc-tune.node (build/package/malloc-tune.c);
 * `natives.sharp` maps the host's @img packages to the target's (name → directory, null to leave out).
 */
export function runtimeEntries(root, version, natives) {
  const entries = [];
  const add = (rel, source) => entries.push({ path: rel, source, mode: modeOf(rel) });
  entries.push({
    path: "package.json",
    data: Buffer.from(JSON.stringify({ name: "recipe-library-runtime", version, private: true, type: "module" }) + "\n"),
    mode: 0o644,
  });
  for (const f of ["main.js", "extract-worker.js"]) add(`dist/${f}`, path.join(root, "dist", f));
  add("native/malloc-tune.node", natives.mallocTune);
  for (const sub of ["data", "web"]) {
    const dir = path.join(root, "dist", sub);
    if (fs.existsSync(dir)) for (const f of walk(dir)) add(`dist/${sub}/${f}`, path.join(dir, f));
  }
  for (const f of fs.readdirSync(path.join(root, "migrations")).filter((f) => f.endsWith(".sql"))) add(`migrations/${f}`, path.join(root, "migrations", f));
  for (const [rel, { name, dir }] of packageClosure(root, natives.replace, natives.extra)) {
    const keep = KEEP[name] ?? (() => true);
    for (const f of walk(dir)) {
      if (f.startsWith("node_modules/") || DROP.test(f) || !keep(f)) continue;
      if (name === "better-sqlite3" && f === "build/Release/better_sqlite3.node") continue;
      add(`${rel.split(path.sep).join("/")}/${f}`, path.join(dir, f));
    }
    if (name === "better-sqlite3") add(`${rel}/build/Release/better_sqlite3.node`, natives.betterSqlite);
  }
  return entries;
}
