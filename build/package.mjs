// npm run package: builds dist/recipe-library-linux-x64 and dist/recipe-library-linux-arm64, Node single executable
// applications on Node NODE_VERSION (build/package/native.mjs) that carry the whole appliance. Steps: the ordinary
// bundle (build/build.mjs: dist/main.js, the extract worker, food data, the web app), then per architecture Node
// from the npm registry, better-sqlite3 compiled for it, sharp's prebuilt packages, the runtime archive, the boot
// script and the injection. Downloads and compiled addons are cached in .cache/package; delete it to start over.
// `npm run package -- x64` builds one architecture.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { build } from "esbuild";
import { asciiSources } from "./options.mjs";
import { writeArchive } from "./package/archive.mjs";
import { buildBetterSqlite, buildMallocTune, nodeDist, NODE_VERSION, sharpPackages } from "./package/native.mjs";
import { runtimeEntries } from "./package/runtime.mjs";
import { makeExecutable } from "./package/sea.mjs";

const root = path.resolve(new URL("..", import.meta.url).pathname);
const pkg = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8"));
const archs = process.argv.slice(2).length ? process.argv.slice(2) : ["x64", "arm64"];
const cacheDir = path.join(root, ".cache", "package");
const work = path.join(root, "dist", ".package");
const t0 = performance.now();
const step = (what) => console.log(`package: ${what} (${((performance.now() - t0) / 1000).toFixed(1)} s)`);

for (const a of archs) if (!["x64", "arm64"].includes(a)) throw new Error(`unknown architecture ${a} (x64 or arm64)`);
fs.rmSync(work, { recursive: true, force: true });
fs.mkdirSync(work, { recursive: true });

const r = spawnSync(process.execPath, [path.join(root, "build", "build.mjs")], { stdio: "inherit" });
if (r.status !== 0) throw new Error("npm run build failed");
if (!fs.existsSync(path.join(root, "dist", "web", "index.html"))) console.warn("package: dist/web has no index.html; the executables serve the API only");
step("bundle built");

const hostArch = process.arch === "arm64" ? "arm64" : "x64";
const nodes = Object.fromEntries([...new Set([...archs, hostArch])].map((a) => [a, nodeDist(cacheDir, a)]));
step(`Node ${NODE_VERSION} for ${Object.keys(nodes).join(", ")}`);
// The addon builds are the slow part (SQLite's amalgamation): both architectures compile at once.
const sqlite = Object.fromEntries(await Promise.all(archs.map(async (a) => [a, await buildBetterSqlite(root, cacheDir, a, nodes[a].dir)])));
step("better-sqlite3 compiled");

const report = [];
for (const arch of archs) {
  const sharp = sharpPackages(root, cacheDir, arch);
  const mallocTune = buildMallocTune(cacheDir, arch, nodes[arch].dir);
  const entries = runtimeEntries(root, pkg.version, { betterSqlite: sqlite[arch], mallocTune, replace: sharp.replace, extra: sharp.extra });
  const archive = path.join(work, `runtime-${arch}.bin`);
  const packed = writeArchive(entries, archive);
  const id = `${pkg.version}-${packed.sha256.slice(0, 16)}`;
  step(`${arch} runtime archive: ${packed.files} files, ${(packed.unpackedBytes / 1e6).toFixed(1)} MB → ${(packed.bytes / 1e6).toFixed(1)} MB`);

  const boot = path.join(work, `boot-${arch}.cjs`);
  await build({
    absWorkingDir: root,
    entryPoints: [path.join(root, "src", "sea", "boot.ts")],
    outfile: boot,
    bundle: true,
    platform: "node",
    target: "node24",
    format: "cjs",
    minify: true,
    legalComments: "none",
    define: { __APP_VERSION__: JSON.stringify(pkg.version), __RUNTIME_ID__: JSON.stringify(id) },
    logLevel: "warning",
    plugins: [asciiSources],
  });
  const out = path.join(root, "dist", `recipe-library-linux-${arch}`);
  const made = makeExecutable({ root, arch, node: nodes[arch].node, hostNode: nodes[hostArch].node, boot, archive, out, work });
  step(`${path.relative(root, out)}: ${(made.size / 1e6).toFixed(1)} MB${made.useCodeCache ? "" : " (no code cache)"}`);
  report.push({ arch, file: path.relative(root, out), bytes: made.size, runtimeId: id });
}
fs.rmSync(work, { recursive: true, force: true });
fs.writeFileSync(
  path.join(root, "dist", "executables.json"),
  JSON.stringify({ node: NODE_VERSION, version: pkg.version, executables: report }, null, 2) + "\n",
);
step("done");
