// Serving the web app: what it adds to idle RSS (issue 15's budget: at most 5 MB) and how fast the shell and a
// hashed asset are answered. Uses a stand-in build (index.html and a 200 KB script with .gz/.br siblings), so the
// figures do not depend on the web client's build; the server streams files from disk either way.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";

function fakeBuild() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "rl-bench-web-"));
  fs.mkdirSync(path.join(dir, "assets"));
  const index = `<!doctype html><html><head><title>Recipes</title><script type="module" src="/assets/app-0123abcd.js"></script></head><body><div id="app"></div></body></html>`;
  fs.writeFileSync(path.join(dir, "index.html"), index);
  fs.writeFileSync(path.join(dir, "index.html.gz"), zlib.gzipSync(index));
  const js = Array.from({ length: 4000 }, (_, i) => `export const v${i} = ${JSON.stringify("value " + i)};`).join("\n");
  const file = path.join(dir, "assets", "app-0123abcd.js");
  fs.writeFileSync(file, js);
  fs.writeFileSync(file + ".gz", zlib.gzipSync(js));
  fs.writeFileSync(file + ".br", zlib.brotliCompressSync(js));
  return dir;
}

async function hit(url, paths, times, headers = {}) {
  for (let i = 0; i < times; i++) {
    for (const p of paths) {
      const r = await fetch(url + p, { headers });
      await r.arrayBuffer();
    }
  }
}

export async function run({ startServer, rssMb, autocannon, log }) {
  const web = fakeBuild();
  const dataA = fs.mkdtempSync(path.join(os.tmpdir(), "rl-bench-web-a-"));
  const dataB = fs.mkdtempSync(path.join(os.tmpdir(), "rl-bench-web-b-"));
  const apiOnly = await startServer(dataA, { WEB_ROOT: path.join(dataA, "no-web-app") });
  const withApp = await startServer(dataB, { WEB_ROOT: web });
  try {
    // The same number of requests to each: API 404s to one, app files (shell, SPA routes, asset br/gzip) to the other.
    await hit(apiOnly.url, ["/api/nope", "/api/nope2", "/api/nope3", "/api/nope4"], 250);
    await hit(withApp.url, ["/", "/recipes/abc", "/assets/app-0123abcd.js"], 250, { "accept-encoding": "br" });
    await hit(withApp.url, ["/assets/app-0123abcd.js"], 250, { "accept-encoding": "gzip" });
    // Let V8's memory reducer run (8 s after the last activity), as the foundation's settled figure does.
    await new Promise((r) => setTimeout(r, 10_000));
    const a = rssMb(apiOnly.child.pid);
    const b = rssMb(withApp.child.pid);
    log("idle RSS MB, API only (1000 requests served)", a);
    log("idle RSS MB, web app served (1000 requests served)", b);
    log("idle RSS MB added by serving the web app", b - a);
    const shell = await autocannon({ url: `${withApp.url}/recipes/abc`, connections: 10, duration: 4, headers: { "accept-encoding": "gzip" } });
    log("GET /recipes/abc (index.html, gzip) c=10 req/s", shell.requests.average);
    log("GET /recipes/abc (index.html, gzip) c=10 p99 ms", shell.latency.p99);
    const asset = await autocannon({ url: `${withApp.url}/assets/app-0123abcd.js`, connections: 10, duration: 4, headers: { "accept-encoding": "br" } });
    log("GET /assets/app-….js (br) c=10 req/s", asset.requests.average);
    log("GET /assets/app-….js (br) c=10 p99 ms", asset.latency.p99);
    log("RSS MB after the web app load", rssMb(withApp.child.pid));
  } finally {
    for (const s of [apiOnly, withApp]) {
      s.child.kill("SIGTERM");
      await new Promise((r) => s.child.on("exit", r));
    }
    for (const d of [web, dataA, dataB]) fs.rmSync(d, { recursive: true, force: true });
  }
}
