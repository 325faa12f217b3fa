import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { test } from "node:test";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build, type BuildOptions } from "esbuild";
// @ts-expect-error: build/options.mjs is untyped JavaScript.
import { bundleOptions } from "../../build/options.mjs";
import { lazyBuiltin } from "../../src/lib/lazy-builtin";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

test("a lazy built-in loads on the first call and is the module itself", () => {
  const loadZlib = lazyBuiltin<typeof import("node:zlib")>("node:zlib");
  const zlib = loadZlib();
  assert.equal(typeof zlib.gunzipSync, "function");
  assert.equal(loadZlib(), zlib);
});

test("the bundled server starts and answers without loading TLS, HTTPS, HTTP/2, undici or worker threads", async () => {
  // Node 22+ loads undici, http2 and tls when node:http is imported as ESM (its namespace reads http.WebSocket):
  // the bundle reaches built-ins through require() (build/options.mjs), and this check holds on every Node.
  // zlib and dns load anyway (koa's `destroy` dependency requires zlib; listen(port, host) looks the host up).
  // Plain node on the production bundle (tsx itself loads zlib and worker threads, so a source run cannot tell),
  // built beside dist/ so that node_modules and ../migrations resolve as they do for dist/main.js.
  const tmp = fs.mkdtempSync(path.join(root, "dist-test-"));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "rl-lazy-"));
  try {
    await build({
      ...(bundleOptions(root + "/", "0.0.0-test") as BuildOptions),
      entryPoints: { main: path.join(root, "src/main.ts") },
      outdir: tmp,
      logLevel: "silent",
    });
    fs.mkdirSync(path.join(tmp, "web"));
    fs.writeFileSync(path.join(tmp, "web", "index.html"), "<!doctype html><title>web app</title>");
    const preload = path.join(tmp, "report.mjs");
    fs.writeFileSync(
      preload,
      `process.on("SIGUSR2", () => process.stderr.write("LOADED " + JSON.stringify(process.moduleLoadList.filter((m) => /^NativeModule (tls|_tls_wrap|https|http2|internal\\/deps\\/undici\\/undici|worker_threads)$/.test(m))) + "\\n"));`,
    );
    const child = spawn(process.execPath, ["--import", pathToFileURL(preload).href, path.join(tmp, "main.js"), "serve"], {
      env: { ...process.env, NODE_OPTIONS: "", PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "info", WEB_ROOT: path.join(tmp, "web") },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    let err = "";
    child.stdout.on("data", (d) => (out += d));
    child.stderr.on("data", (d) => (err += d));
    const exited = new Promise((r) => child.on("exit", r));
    try {
      await waitFor(
        () => out.includes("listening"),
        () => `server did not start: ${err}`,
      );
      // JSON answers (a 200 and a 404) and a streamed file must not load undici either (Koa tests bodies against
      // the fetch Response class, whose global getter loads it): src/http/send-body.ts keeps them off that path.
      const port = Number(/"port":(\d+)/.exec(out)?.[1]);
      assert.equal((await fetch(`http://127.0.0.1:${port}/health`)).status, 200);
      assert.equal((await fetch(`http://127.0.0.1:${port}/api/nothing-here`)).status, 404);
      const page = await fetch(`http://127.0.0.1:${port}/`);
      assert.equal(await page.text(), "<!doctype html><title>web app</title>");
      child.kill("SIGUSR2");
      await waitFor(
        () => err.includes("LOADED "),
        () => `no report: ${err}`,
      );
      assert.deepEqual(JSON.parse(/LOADED (.*)/.exec(err)![1]), []);
    } finally {
      child.kill("SIGTERM");
      await exited;
    }
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

async function waitFor(ok: () => boolean, why: () => string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (!ok()) {
    if (Date.now() > deadline) throw new Error(why());
    await new Promise((r) => setTimeout(r, 20));
  }
}
