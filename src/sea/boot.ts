/**
 * The main script of the single executable (bundled to CommonJS by build/package.mjs). It answers --version by
 * itself; every other command needs files on disk (native addons, libvips, worker scripts, wasm, language data,
 * migrations, the web app), so it unpacks the embedded runtime once per version into DATA_DIR/.runtime/<id> and
 * then runs the ordinary ESM server bundle from there, exactly as `node dist/main.js` runs in a checkout: the
 * unpacked folder has the checkout's layout (dist/, migrations/, node_modules/), so nothing else needs to know it
 * runs inside an executable.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import module from "node:module";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { getRawAsset } from "node:sea";
import { ensureRuntimeDir, findRuntimeDir } from "./runtime-dir";

declare const __APP_VERSION__: string;
/** "<version>-<checksum of the runtime archive>", set by the packaging script. */
declare const __RUNTIME_ID__: string;

/** Node 22+ module API that @types/node 20 does not describe. */
interface CompileCacheApi {
  enableCompileCache?: (dir: string) => unknown;
  flushCompileCache?: () => void;
}

/**
 * Where the runtime is unpacked: RUNTIME_DIR when set, else DATA_DIR/.runtime (writable wherever the appliance
 * runs, including a systemd unit with ProtectSystem=strict), else the user's cache folder when DATA_DIR cannot be
 * written (a `help` in a read-only folder).
 */
function runtimeBases(env: NodeJS.ProcessEnv): string[] {
  if (env.RUNTIME_DIR) return [path.resolve(env.RUNTIME_DIR)];
  const cache = env.XDG_CACHE_HOME || path.join(os.homedir(), ".cache");
  return [path.resolve(env.DATA_DIR || "./data", ".runtime"), path.join(cache, "recipe-library", "runtime")];
}

const isPermissionError = (err: unknown): boolean => err instanceof Error && "code" in err && ["EACCES", "EPERM", "EROFS"].includes(String(err.code));

/** Set only in the environment of the child process that unpacks a new version's runtime. */
const UNPACK_ONLY = "RECIPE_LIBRARY_UNPACK_ONLY";

/** A view of the executable's own mapped bytes: nothing is read or copied until a file is unpacked. */
function embeddedArchive(): Uint8Array {
  const raw: unknown = getRawAsset("runtime");
  if (!(raw instanceof ArrayBuffer)) throw new Error("the executable carries no runtime archive");
  return new Uint8Array(raw);
}

/** Unpack into the first folder that can be written (the unpacking child's whole work). */
function unpack(archive: Uint8Array): string {
  let last: unknown;
  for (const base of runtimeBases(process.env)) {
    try {
      const t0 = Date.now();
      const { dir, unpacked } = ensureRuntimeDir(archive, base, __RUNTIME_ID__);
      if (unpacked)
        process.stderr.write(`recipe-library: unpacked the runtime of version ${__APP_VERSION__} into ${dir} (${Date.now() - t0} ms, once per version)\n`);
      return dir;
    } catch (err) {
      last = err;
      if (!isPermissionError(err)) break;
    }
  }
  throw last;
}

/**
 * The runtime folder of this version, unpacked by a child process when there is none yet. Decompressing 50 MB
 * leaves ~45 MB of freed-but-kept malloc memory and 20 MB of the executable's pages resident, which a server that
 * then runs for months would keep: 145 MB instead of 80 MB after every upgrade.
 */
function runtimeDir(): string {
  const archive = embeddedArchive();
  const bases = runtimeBases(process.env);
  const find = (): string | undefined => {
    for (const base of bases) {
      const dir = findRuntimeDir(archive, base, __RUNTIME_ID__);
      if (dir) return dir;
    }
    return undefined;
  };
  const found = find();
  if (found) return found;
  const child = spawnSync(process.execPath, [], { env: { ...process.env, [UNPACK_ONLY]: "1" }, stdio: ["ignore", "pipe", "pipe"] });
  // The child names itself first. When it does not, something else ran (under qemu-user with no binfmt handler the
  // executable cannot start itself and the shell tries it as a script): unpack here instead.
  if (child.error || !String(child.stdout).startsWith(UNPACK_ONLY)) return unpack(archive);
  process.stderr.write(child.stderr);
  // The child has said why on stderr.
  if (child.status !== 0) process.exit(child.status ?? 1);
  const dir = find();
  if (!dir) throw new Error("the unpacked runtime is incomplete");
  return dir;
}

/**
 * glibc's malloc settings of the README's service unit (MALLOC_ARENA_MAX=2, MALLOC_TRIM_THRESHOLD_=131072), applied
 * from inside because nothing sets them before an executable a family just runs: 4 MB less idle RSS. On the first
 * start of a version (no code cache yet: V8 parses the whole bundle) MALLOC_MMAP_THRESHOLD_=32768 too, so the
 * parser's freed scratch memory goes back to the system: ~5 MB less for as long as that server runs. Later starts
 * leave it at glibc's default (an mmap per compiler zone segment cost ~20% more start-up CPU there for 0.9 MB).
 * Settings the environment already gives are left alone. Memory tuning only, so a failure to load is not an error.
 */
function tuneMalloc(dir: string, firstStart: boolean): void {
  try {
    const addon = { exports: {} as { tune?: (arenaMax: number, trimThreshold: number, mmapThreshold: number) => void } };
    process.dlopen(addon, path.join(dir, "native", "malloc-tune.node"));
    const env = process.env;
    addon.exports.tune?.(env.MALLOC_ARENA_MAX ? 0 : 2, env.MALLOC_TRIM_THRESHOLD_ ? 0 : 131072, env.MALLOC_MMAP_THRESHOLD_ || !firstStart ? 0 : 32768);
  } catch {
    // The server runs the same with glibc's defaults.
  }
}

function boot(): void {
  const cmd = process.argv[2];
  if (cmd === "--version" || cmd === "-v" || cmd === "version") {
    process.stdout.write(`recipe-library ${__APP_VERSION__}\nNode.js ${process.version} (linux-${process.arch}, single executable)\n`);
    return;
  }
  let dir: string;
  try {
    if (process.env[UNPACK_ONLY] === "1") {
      process.stdout.write(`${UNPACK_ONLY}\n`);
      unpack(embeddedArchive());
      return;
    }
    dir = runtimeDir();
  } catch (err) {
    process.stderr.write(
      `recipe-library: cannot unpack the runtime: ${err instanceof Error ? err.message : String(err)}\nSet RUNTIME_DIR to a writable folder.\n`,
    );
    process.exit(1);
  }
  // V8 code of the server bundle is cached beside it: the first start compiles, later starts skip the parsing.
  const api = module as unknown as CompileCacheApi;
  const cacheDir = path.join(dir, ".compile-cache");
  tuneMalloc(dir, !fs.existsSync(cacheDir));
  if (fs.existsSync(dir)) api.enableCompileCache?.(cacheDir);
  import(pathToFileURL(path.join(dir, "dist", "main.js")).href).then(
    () => {
      // The cache is written at exit too, but a service may run for months and then be killed.
      setTimeout(() => api.flushCompileCache?.(), 3000).unref();
    },
    (err: unknown) => {
      process.stderr.write(`recipe-library: cannot start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
      process.exit(1);
    },
  );
}

boot();
