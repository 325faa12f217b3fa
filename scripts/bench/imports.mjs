// Bench scenario: recipe imports (issue 4).
// Targets: a text import from POST to completed, median < 50 ms; a web import from a local HTTPS fixture server,
// median < 150 ms (a second server started with IMPORT_ALLOWED_HOSTS=localhost and NODE_EXTRA_CA_CERTS = the test
// CA); OCR of a one-page ~2 MP photo < 8 s with peak server RSS < 350 MB; GET /health p99 < 50 ms while 50 imports
// are processed. Completion is observed on the event stream (import.completed / import.failed), not by polling.
import fs from "node:fs";
import https from "node:https";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";

const root = path.resolve(new URL("../..", import.meta.url).pathname);
const fixtures = path.join(root, "test/fixtures/imports");
const RUNS = Number(process.env.BENCH_IMPORTS ?? 30);

const TEXT = fs.readFileSync(path.join(fixtures, "text/en-headings.txt"), "utf8");

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2) : NaN;
};
const p99 = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(s.length * 0.99) - 1)];
};

/** Collect import outcomes from the event stream: id → {event, at}. */
async function openStream(url, token) {
  const controller = new AbortController();
  const res = await fetch(`${url}/api/events/stream`, { headers: { authorization: `Bearer ${token}` }, signal: controller.signal });
  const done = new Map();
  const waiters = new Map();
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buf = "";
  const pump = (async () => {
    try {
      for (;;) {
        const { value, done: end } = await reader.read();
        if (end) return;
        buf += decoder.decode(value, { stream: true });
        let sep;
        while ((sep = buf.indexOf("\n\n")) !== -1) {
          const block = buf.slice(0, sep);
          buf = buf.slice(sep + 2);
          const ev = /^event: (import\.(?:completed|failed))$/m.exec(block)?.[1];
          if (!ev) continue;
          const data = JSON.parse(/^data: (.*)$/m.exec(block)[1]);
          const outcome = { event: ev, at: performance.now(), data };
          done.set(data.id, outcome);
          waiters.get(data.id)?.(outcome);
        }
      }
    } catch {
      // Aborted at the end of the scenario.
    }
  })();
  const wait = (id, timeoutMs = 60_000) =>
    done.has(id)
      ? Promise.resolve(done.get(id))
      : new Promise((resolve, reject) => {
          const t = setTimeout(() => reject(new Error(`import ${id} did not finish`)), timeoutMs);
          waiters.set(id, (o) => (clearTimeout(t), resolve(o)));
        });
  return { wait, close: () => (controller.abort(), pump) };
}

async function postImport(url, token, body) {
  const t0 = performance.now();
  const r = await fetch(`${url}/api/imports`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (r.status !== 201) throw new Error(`POST /api/imports answered ${r.status}: ${await r.text()}`);
  return { id: (await r.json()).id, t0 };
}

/** Time POST → import.completed for `runs` sequential imports; failures are counted, not timed. */
async function timeImports(url, token, body, runs) {
  const stream = await openStream(url, token);
  const times = [];
  let failed = 0;
  try {
    for (let i = 0; i < runs; i++) {
      const { id, t0 } = await postImport(url, token, body);
      const outcome = await stream.wait(id);
      if (outcome.event === "import.completed") times.push(outcome.at - t0);
      else failed++;
    }
  } finally {
    await stream.close();
  }
  return { times, failed };
}

/** The HTTPS fixture site: a corpus recipe page whose image points back at the site, signed by the test CA. */
async function startSite() {
  const jpeg = await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg()
    .toBuffer();
  let port = 0;
  const page = () =>
    fs
      .readFileSync(path.join(fixtures, "pages/thecookingguy.html"), "utf8")
      .replaceAll("https://cdn.prod.website-files.com/", `https://localhost:${port}/cdn/`);
  const srv = https.createServer(
    { cert: fs.readFileSync(path.join(fixtures, "server.pem")), key: fs.readFileSync(path.join(fixtures, "server.key")) },
    (req, res) => {
      if (req.url.startsWith("/cdn/")) return res.writeHead(200, { "content-type": "image/jpeg" }).end(jpeg);
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(page());
    },
  );
  await new Promise((r) => srv.listen(0, "127.0.0.1", r));
  port = srv.address().port;
  return { url: `https://localhost:${port}/recipes/creamy-lemon-chicken`, close: () => new Promise((r) => srv.close(r)) };
}

async function registerOn(url) {
  const r = await fetch(`${url}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: `imports-${Date.now()}@example.test`, password: "benchmark-password" }),
  });
  return (await r.json()).token;
}

async function uploadPhoto(url, token) {
  // A ~2 MP photo of a printed recipe page: the OCR fixture page enlarged to 1800 x 1160 and saved as JPEG.
  const photo = await sharp(path.join(fixtures, "ocr-recipe-page.png")).resize(1800, 1160).jpeg({ quality: 90 }).toBuffer();
  const form = new FormData();
  form.append("file", new Blob([photo], { type: "image/jpeg" }), "page.jpg");
  const r = await fetch(`${url}/api/files`, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form });
  if (r.status !== 201) throw new Error(`upload answered ${r.status}`);
  return (await r.json()).id;
}

export async function run({ url, token, log, server, startServer, rssMb }) {
  // 1. Text imports on the main server (warm-up first: the first import loads the extractors).
  await timeImports(url, token, { type: "text", text: TEXT }, 3);
  const text = await timeImports(url, token, { type: "text", text: TEXT }, RUNS);
  log("text import POST→completed median ms (goal < 50)", median(text.times));
  log("text import POST→completed p99 ms", p99(text.times));
  if (text.failed) log("text imports failed", text.failed);

  // 2. OCR of a one-page ~2 MP photo on the main server, with the server's peak RSS sampled meanwhile.
  const photoId = await uploadPhoto(url, token);
  const stream = await openStream(url, token);
  let peak = rssMb(server.child.pid);
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.child.pid))), 25);
  try {
    const { id, t0 } = await postImport(url, token, { type: "media", file_ids: [photoId] });
    const outcome = await stream.wait(id, 120_000);
    log("OCR media import (2 MP photo, cold worker) ms (goal < 8000)", outcome.at - t0);
    if (outcome.event !== "import.completed") log("OCR import outcome", outcome.data);
    const again = await postImport(url, token, { type: "media", file_ids: [photoId] });
    log("OCR media import (2 MP photo, warm worker) ms", (await stream.wait(again.id, 120_000)).at - again.t0);
  } finally {
    clearInterval(sampler);
    await stream.close();
  }
  log("server peak RSS during OCR MB (goal < 350)", peak);

  // 3. Web imports from a local HTTPS fixture, on a second server that allows localhost and trusts the test CA.
  const site = await startSite();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "rl-bench-imports-"));
  const webServer = await startServer(dataDir, {
    IMPORT_ALLOWED_HOSTS: "localhost",
    NODE_EXTRA_CA_CERTS: path.join(fixtures, "ca.pem"),
    IMPORT_CONCURRENCY: "2",
  });
  try {
    const webToken = await registerOn(webServer.url);
    await timeImports(webServer.url, webToken, { type: "web", url: site.url }, 3);
    const web = await timeImports(webServer.url, webToken, { type: "web", url: site.url }, RUNS);
    log("web import POST→completed median ms (goal < 150)", median(web.times));
    log("web import POST→completed p99 ms", p99(web.times));
    if (web.failed) log("web imports failed", web.failed);

    // 4. GET /health while 50 web imports are processed.
    const load = await openStream(webServer.url, webToken);
    // Peak RSS of the whole process (main thread plus the extraction worker) while the 50 imports run.
    const rssBefore = rssMb(webServer.child.pid);
    let rssPeak = rssBefore;
    const rssSampler = setInterval(() => (rssPeak = Math.max(rssPeak, rssMb(webServer.child.pid))), 25);
    const started = await Promise.all(Array.from({ length: 50 }, () => postImport(webServer.url, webToken, { type: "web", url: site.url })));
    let running = true;
    const all = Promise.all(started.map((s) => load.wait(s.id, 120_000))).finally(() => (running = false));
    // Two keep-alive clients hit /health back to back for exactly as long as imports are in flight (more clients
    // would measure the queue they build themselves on this 2-core machine, not the server's responsiveness).
    const latencies = [];
    const client = async () => {
      while (running) {
        const t = performance.now();
        const r = await fetch(`${webServer.url}/health`);
        await r.arrayBuffer();
        latencies.push(performance.now() - t);
      }
    };
    await Promise.all(Array.from({ length: 2 }, client));
    const outcomes = await all;
    clearInterval(rssSampler);
    const finished = Math.max(...outcomes.map((o) => o.at)) - Math.min(...started.map((s) => s.t0));
    log("GET /health p99 ms while 50 imports run (goal < 50)", p99(latencies));
    log("GET /health median ms while 50 imports run", median(latencies));
    log("GET /health requests answered meanwhile", latencies.length);
    log("50 concurrent web imports all finished ms", finished);
    log("50 concurrent web imports completed", outcomes.filter((o) => o.event === "import.completed").length);
    log("web server RSS before the 50 imports MB (worker warm)", rssBefore);
    log("web server peak RSS during the 50 imports MB", rssPeak);
    await load.close();
  } finally {
    webServer.child.kill("SIGTERM");
    await new Promise((r) => webServer.child.on("exit", r));
    await site.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
