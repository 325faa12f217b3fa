// The single executable (dist/recipe-library-linux-x64, from npm run package) next to `node dist/main.js` as
// `npm start` runs it, in the same run: start to first answered /health (first start, which unpacks the runtime, and
// median and best of 5 later starts, interleaved, with the load average: other work on the machine lengthens them),
// idle RSS 1 s and 10 s after start and again once idle after a few requests, and the executables' sizes.
// Beside them, in the same loop, the floor of a start on this machine with the executable's own Node and V8 flags:
// Node alone (`node -e 0`), a bare node:http server, and the design card's stack with nothing of the appliance (Koa,
// @koa/router and one better-sqlite3 read: scripts/bench/floor/app.mjs, bundled like the server).
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { build } from "esbuild";
import { ESM_REQUIRE_BANNER } from "../../build/options.mjs";
import { EXEC_ARGV } from "../../build/package/sea.mjs";
import { NODE_VERSION } from "../../build/package/native.mjs";

const root = path.resolve(new URL("../..", import.meta.url).pathname);
const MALLOC = { MALLOC_ARENA_MAX: "2", MALLOC_TRIM_THRESHOLD_: "131072", MALLOC_MMAP_THRESHOLD_: "32768" };

const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

async function startExe(file, dataDir, env = {}) {
  const port = await freePort();
  const t0 = performance.now();
  const child = spawn(file, ["serve"], {
    env: { PATH: "/usr/bin:/bin", HOME: os.tmpdir(), DATA_DIR: dataDir, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    try {
      if ((await fetch(`${url}/health`)).ok) break;
    } catch {}
    if (child.exitCode !== null) throw new Error(`the executable exited (${child.exitCode})`);
    await new Promise((r) => setTimeout(r, 5));
  }
  return { child, url, coldStartMs: performance.now() - t0 };
}

/** Milliseconds from spawning `script` under `node` until it (a program that prints its port) answers `urlPath`. */
async function printedPortStart(spawnListening, node, script, args, env, urlPath) {
  const t0 = performance.now();
  const { child, port } = await spawnListening(script, args, { node, nodeArgs: EXEC_ARGV, env: { PATH: "/usr/bin:/bin", ...env } });
  await (await fetch(`http://127.0.0.1:${port}${urlPath}`)).arrayBuffer();
  const ms = performance.now() - t0;
  await stop(child);
  return ms;
}

/**
 * Starters for the floor figures, run with the executable's Node (the packaging's download) inside its unpacked
 * runtime folder, where better-sqlite3 is built for that Node; null when the download is not there.
 */
async function floorStarters(exeDir, spawnListening) {
  const node = path.join(root, ".cache", "package", `node-${NODE_VERSION}-linux-x64`, "bin", "node");
  const base = path.join(exeDir, ".runtime");
  const runtime = fs.existsSync(base) ? fs.readdirSync(base).find((d) => !d.startsWith(".")) : undefined;
  if (!fs.existsSync(node) || !runtime) return null;
  const dir = path.join(base, runtime);
  const floor = path.join(dir, "bench-floor.mjs");
  await build({
    entryPoints: [path.join(root, "scripts/bench/floor/app.mjs")],
    outfile: floor,
    bundle: true,
    platform: "node",
    format: "esm",
    minify: true,
    external: ["better-sqlite3"],
    banner: { js: ESM_REQUIRE_BANNER },
    logLevel: "warning",
  });
  const body = path.join(dir, "bench-body.json");
  fs.writeFileSync(body, "{}");
  const db = fs.mkdtempSync(path.join(os.tmpdir(), "rl-bench-floor-"));
  const env = { NODE_COMPILE_CACHE: path.join(dir, ".bench-compile-cache") };
  return {
    node: () => {
      const t0 = performance.now();
      spawnSync(node, [...EXEC_ARGV, "-e", "0"]);
      return performance.now() - t0;
    },
    bare: () => printedPortStart(spawnListening, node, path.join(root, "scripts/bench/bare/server.mjs"), [body, "application/json"], env, "/"),
    floor: () => printedPortStart(spawnListening, node, floor, [db], env, "/api/users/me"),
    cleanup: () => fs.rmSync(db, { recursive: true, force: true }),
  };
}

/** Resident anonymous memory (heaps) in MB; the rest of RSS is pages of the executable and libraries. */
const anonMb = (pid) => Number(/RssAnon:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))[1]) / 1024;

/**
 * Drop the executable from the page cache, as after a download or a reboot. A file just written by the packaging
 * sits in the cache in large folios, and every page fault then maps a whole folio: ~10 MB more RSS than the same
 * bytes read back from disk (the same happens to a freshly copied `node`).
 */
function evict(file) {
  spawnSync("dd", [`of=${file}`, "oflag=nocache", "conv=notrunc,fdatasync", "count=0", "status=none"]);
  spawnSync("dd", [`if=${file}`, "iflag=nocache", "count=0", "status=none"]);
}

const stop = (child) => new Promise((r) => (child.once("exit", r), child.kill("SIGTERM")));
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** A few ordinary requests (health, the web app's shell, an API 401), as a family's first visit makes. */
async function visit(url) {
  for (let i = 0; i < 10; i++) for (const p of ["/health", "/", "/api/users/me"]) await (await fetch(url + p)).arrayBuffer();
}

export async function run({ log, startServer, rssMb, spawnListening }) {
  const sizes = Object.fromEntries(
    ["x64", "arm64"].flatMap((a) => {
      const f = path.join(root, "dist", `recipe-library-linux-${a}`);
      return fs.existsSync(f) ? [[a, fs.statSync(f).size]] : [];
    }),
  );
  for (const [a, bytes] of Object.entries(sizes)) log(`size of recipe-library-linux-${a} MB`, bytes / 1e6);
  const file = path.join(root, "dist", "recipe-library-linux-x64");
  if (!sizes.x64) {
    log("x64 executable", "missing: run npm run package first");
    return;
  }
  const exeDir = fs.mkdtempSync(path.join(os.tmpdir(), "rl-bench-exe-"));
  const nodeDir = fs.mkdtempSync(path.join(os.tmpdir(), "rl-bench-node-"));
  evict(file);
  const first = await startExe(file, exeDir);
  log("executable: first start (unpacks the runtime) to first answered request ms", first.coldStartMs);
  // A server started by an upgrade runs on for months: the unpacking (a child process) must leave nothing behind.
  await new Promise((r) => setTimeout(r, 1000));
  log("executable: idle RSS MB 1 s after a first start", rssMb(first.child.pid));
  await stop(first.child);
  const warm = await startServer(nodeDir);
  await stop(warm.child);
  const exeStarts = [];
  const nodeStarts = [];
  const floors = await floorStarters(exeDir, spawnListening);
  const floorStarts = { node: [], bare: [], floor: [] };
  if (floors) for (const k of Object.keys(floorStarts)) await floors[k](); // each writes its compile cache once
  log("load average (1 min) before the starts", os.loadavg()[0]);
  for (let i = 0; i < 5; i++) {
    const e = await startExe(file, exeDir);
    exeStarts.push(e.coldStartMs);
    await stop(e.child);
    const n = await startServer(nodeDir);
    nodeStarts.push(n.coldStartMs);
    await stop(n.child);
    if (floors) for (const k of Object.keys(floorStarts)) floorStarts[k].push(await floors[k]());
  }
  log("executable: start to first answered request ms (median of 5)", median(exeStarts));
  log("executable: start to first answered request ms (best of 5)", Math.min(...exeStarts));
  log("node dist/main.js: start to first answered request ms (median of 5)", median(nodeStarts));
  log("node dist/main.js: start to first answered request ms (best of 5)", Math.min(...nodeStarts));
  if (floors) {
    log("floor: node -e 0, the executable's Node and flags: ms (median of 5)", median(floorStarts.node));
    log("floor: bare node:http server to first answered request ms (median of 5)", median(floorStarts.bare));
    log("floor: Koa + router + SQLite read to first answered request ms (median of 5)", median(floorStarts.floor));
    floors.cleanup();
  } else log("floor", "skipped: no packaged Node 24 in .cache/package (run npm run package)");
  log("load average (1 min) after the starts", os.loadavg()[0]);

  // Idle RSS: the executable as a family starts it, with the README unit's malloc settings, and node as npm start.
  evict(file);
  const plain = await startExe(file, exeDir);
  const tuned = await startExe(file, exeDir, MALLOC);
  const node = await startServer(nodeDir);
  await new Promise((r) => setTimeout(r, 1000));
  log("executable: idle RSS MB 1 s after start", rssMb(plain.child.pid));
  log("executable: of which anonymous MB", anonMb(plain.child.pid));
  log("node dist/main.js: of which anonymous MB", anonMb(node.child.pid));
  log("executable with MALLOC_* settings: idle RSS MB 1 s after start", rssMb(tuned.child.pid));
  log("node dist/main.js: idle RSS MB 1 s after start", rssMb(node.child.pid));
  await new Promise((r) => setTimeout(r, 9000));
  log("executable: idle RSS MB settled (10 s)", rssMb(plain.child.pid));
  log("executable with MALLOC_* settings: idle RSS MB settled (10 s)", rssMb(tuned.child.pid));
  log("node dist/main.js: idle RSS MB settled (10 s)", rssMb(node.child.pid));
  for (const s of [plain, tuned, node]) await visit(s.url);
  // Past V8's memory reducer again (8 s after the last activity).
  await new Promise((r) => setTimeout(r, 10_000));
  log("executable: idle RSS MB after a few requests", rssMb(plain.child.pid));
  log("executable with MALLOC_* settings: idle RSS MB after a few requests", rssMb(tuned.child.pid));
  log("node dist/main.js: idle RSS MB after a few requests", rssMb(node.child.pid));
  await Promise.all([stop(plain.child), stop(tuned.child), stop(node.child)]);
  fs.rmSync(exeDir, { recursive: true, force: true });
  fs.rmSync(nodeDir, { recursive: true, force: true });
}
