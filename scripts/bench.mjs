// npm run bench: builds the bundle, starts the real server on loopback, and measures it with autocannon against a
// bare node:http server returning the same bytes, in the same run. Both servers run as processes of their own with
// autocannon in this one, so each gets the same share of the 2 cores (until this round the bare server ran inside
// this process, sharing a core with autocannon, which halved its figure and doubled every "share of bare"). Scenario files in scripts/bench/*.mjs add their
// own measurements (each exports `run({ url, token, autocannon, log, server, bareServer, spawnListening, … })`). Figures go to stdout and to
// .bench/results.json. Pass scenario names to run only those: `npm run bench -- recipes timers`.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";

const root = path.resolve(new URL("..", import.meta.url).pathname);
const only = process.argv.slice(2);
const results = {};
const log = (name, value) => {
  results[name] = value;
  console.log(`${name.padEnd(58)} ${typeof value === "number" ? value.toFixed(2) : JSON.stringify(value)}`);
};

function build() {
  const r = spawnSync(process.execPath, [path.join(root, "build/build.mjs")], { stdio: "inherit" });
  if (r.status !== 0) throw new Error("build failed");
}

/**
 * How `npm start` runs the server: the VAR=value assignments and node flags around `node … dist/main.js serve` in
 * package.json's start script, so the bench measures exactly what users run. BENCH_NODE_FLAGS overrides the flags.
 */
function startCommand() {
  const start = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")).scripts.start;
  const m = /(?:^|&&)\s*((?:\w+=\S+\s+)*)node((?:\s+--\S+)*)\s+dist\/main\.js serve\s*$/.exec(start);
  if (!m) throw new Error(`cannot read the start script: ${start}`);
  const env = Object.fromEntries(
    m[1]
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map((kv) => kv.split("=")),
  );
  const flags = (process.env.BENCH_NODE_FLAGS ?? m[2]).trim().split(/\s+/).filter(Boolean);
  return { env, flags };
}

/** Start the bundled server as `npm start` does; resolve with its URL, child, and the ms from spawn to the first answered /health. */
export async function startServer(dataDir, env = {}) {
  const t0 = performance.now();
  const { env: startEnv, flags } = startCommand();
  const child = spawn(process.execPath, [...flags, path.join(root, "dist/main.js"), "serve"], {
    env: {
      ...process.env,
      ...startEnv,
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      RATE_LIMIT_PER_MINUTE: "100000000",
      RATE_LIMIT_BURST: "100000000",
      AUTH_RATE_LIMIT_PER_MINUTE: "100000",
      EXPENSIVE_RATE_LIMIT_PER_MINUTE: "100000",
      ...env,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  // LOG_LEVEL=warn hides the listening line, so find the port through /proc.
  const port = await new Promise((resolve, reject) => {
    const deadline = Date.now() + 15000;
    const poll = () => {
      const p = listeningPort(child.pid);
      if (p) return resolve(p);
      if (Date.now() > deadline) return reject(new Error("server did not listen"));
      setTimeout(poll, 5);
    };
    poll();
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    try {
      const r = await fetch(`${url}/health`);
      if (r.ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 5));
  }
  return { child, url, coldStartMs: performance.now() - t0 };
}

function listeningPort(pid) {
  try {
    const inodes = new Set(
      fs
        .readdirSync(`/proc/${pid}/fd`)
        .map((fd) => {
          try {
            return /socket:\[(\d+)\]/.exec(fs.readlinkSync(`/proc/${pid}/fd/${fd}`))?.[1];
          } catch {
            return undefined;
          }
        })
        .filter(Boolean),
    );
    for (const line of fs.readFileSync("/proc/net/tcp", "utf8").split("\n").slice(1)) {
      const cols = line.trim().split(/\s+/);
      if (cols[3] === "0A" && inodes.has(cols[9])) return parseInt(cols[1].split(":")[1], 16);
    }
  } catch {}
  return null;
}

/** Resident memory of a process in MB, or null once it has exited (a scenario may measure after its server ends). */
export function rssMb(pid) {
  let status;
  try {
    status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  } catch {
    return null;
  }
  const m = /VmRSS:\s+(\d+)/.exec(status);
  return m ? Number(m[1]) / 1024 : null;
}

export function cannon(opts) {
  return new Promise((resolve, reject) => autocannon({ duration: 5, ...opts }, (err, res) => (err ? reject(err) : resolve(res))));
}

/**
 * Run a node script that prints its listening port on stdout; resolve with the child and the port. `node`,
 * `nodeArgs` and `env` run it under another Node, flags or environment (the executable's, in its scenario).
 */
export async function spawnListening(script, args = [], { node = process.execPath, nodeArgs = [], env } = {}) {
  const child = spawn(node, [...nodeArgs, script, ...args], { stdio: ["ignore", "pipe", "inherit"], ...(env ? { env } : {}) });
  const port = await new Promise((resolve, reject) => {
    child.stdout.once("data", (d) => resolve(Number(String(d).trim())));
    child.once("exit", (code) => reject(new Error(`${path.basename(script)} exited with ${code}`)));
  });
  return { child, port };
}

/** The bare node:http baseline answering `bytes`, in a process of its own (scripts/bench/bare/server.mjs). */
async function bareServer(bytes, contentType) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "rl-bare-")), "body");
  fs.writeFileSync(file, bytes);
  const { child, port } = await spawnListening(path.join(root, "scripts/bench/bare/server.mjs"), [file, contentType]);
  const close = () => {
    child.kill("SIGTERM");
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  };
  return { url: `http://127.0.0.1:${port}`, srv: { close } };
}

async function compare(name, url, path_, headers, bytes, contentType) {
  const bare = await bareServer(bytes, contentType);
  for (const c of [1, 10, 64]) {
    // Interleave: bare, app, to share the machine's drift.
    const b = await cannon({ url: bare.url + path_, connections: c, duration: 4 });
    const a = await cannon({ url: url + path_, connections: c, duration: 4, headers });
    log(`${name} c=${c} req/s (app)`, a.requests.average);
    log(`${name} c=${c} p99 ms (app)`, a.latency.p99);
    log(`${name} c=${c} req/s (bare node:http)`, b.requests.average);
    log(`${name} c=${c} share of bare`, a.requests.average / b.requests.average);
    if (a.non2xx) log(`${name} c=${c} non-2xx`, a.non2xx);
  }
  bare.srv.close();
}

async function main() {
  build();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "rl-bench-"));
  // Cold start: a fresh process to the first answered request (best of 3, data dir already initialised).
  const warm = await startServer(dataDir);
  warm.child.kill("SIGTERM");
  await new Promise((r) => warm.child.on("exit", r));
  const starts = [];
  for (let i = 0; i < 3; i++) {
    const s = await startServer(dataDir);
    starts.push(s.coldStartMs);
    s.child.kill("SIGTERM");
    await new Promise((r) => s.child.on("exit", r));
  }
  log("cold start to first answered request ms (best of 3)", Math.min(...starts));
  const server = await startServer(dataDir);
  await new Promise((r) => setTimeout(r, 1000));
  log("idle RSS MB", rssMb(server.child.pid));
  // V8's memory reducer compacts an idle heap 8 s after start (a "Mark-Compact (reduce)"): the settled figure.
  await new Promise((r) => setTimeout(r, 9000));
  log("idle RSS MB, settled (10 s after start)", rssMb(server.child.pid));
  const reg = await fetch(`${server.url}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: `bench-${Date.now()}@example.test`, password: "benchmark-password" }),
  });
  const { token } = await reg.json();
  const auth = { authorization: `Bearer ${token}` };
  if (only.length === 0 || only.includes("foundation")) {
    const health = Buffer.from(await (await fetch(`${server.url}/health`)).text());
    await compare("GET /health", server.url, "/health", {}, health, "application/json; charset=utf-8");
    const me = Buffer.from(await (await fetch(`${server.url}/api/users/me`, { headers: auth })).text());
    await compare("GET /api/users/me", server.url, "/api/users/me", auth, me, "application/json; charset=utf-8");
    log("RSS after load MB", rssMb(server.child.pid));
  }
  const scenarioDir = path.join(root, "scripts/bench");
  const files = fs.existsSync(scenarioDir)
    ? fs
        .readdirSync(scenarioDir)
        .filter((f) => f.endsWith(".mjs"))
        .sort()
    : [];
  for (const f of files) {
    const name = f.replace(/\.mjs$/, "");
    if (only.length > 0 && !only.includes(name)) continue;
    console.log(`\n== ${name}`);
    try {
      const mod = await import(path.join(scenarioDir, f));
      await mod.run({
        url: server.url,
        token,
        autocannon: cannon,
        log: (k, v) => log(`${name}: ${k}`, v),
        server,
        startServer,
        rssMb,
        bareServer,
        spawnListening,
        dataDir,
      });
    } catch (err) {
      console.error(`scenario ${name} failed:`, err);
      results[`${name}: error`] = String(err?.message ?? err);
    }
  }
  server.child.kill("SIGTERM");
  await new Promise((r) => server.child.on("exit", r));
  fs.mkdirSync(path.join(root, ".bench"), { recursive: true });
  fs.writeFileSync(path.join(root, ".bench/results.json"), JSON.stringify(results, null, 2));
  fs.rmSync(dataDir, { recursive: true, force: true });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
