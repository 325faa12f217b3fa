// Bench scenario: uploading a 5 MB JPEG (target: under 1 s, peak RSS growth under 100 MB), then reading it back
// through its signed /media URL. RSS is sampled in this process: it describes the server only when the bench runner
// hosts the server in-process (as the default runner does); otherwise it is reported as the client's.
import sharp from "sharp";

/** A photo-like JPEG of about 5 MB: noise defeats compression the way real sensor detail does. */
async function fiveMegabyteJpeg() {
  const width = 3000;
  const height = 2000;
  const raw = Buffer.alloc(width * height * 3);
  let s = 12345;
  for (let i = 0; i < raw.length; i++) {
    s = (s * 1103515245 + 12345) >>> 0;
    raw[i] = (s >>> 16) & 0xff;
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 88 })
    .toBuffer();
}

/** The scenario the bench runner calls. */
export async function run({ url, token, autocannon, log }) {
  const jpeg = await fiveMegabyteJpeg();
  log(`upload body: ${(jpeg.length / 1e6).toFixed(2)} MB JPEG, 3000x2000`);
  const times = [];
  let peakGrowth = 0;
  let last;
  for (let k = 0; k < 5; k++) {
    global.gc?.();
    const base = process.memoryUsage().rss;
    let peak = base;
    const timer = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 5);
    const form = new FormData();
    form.append("file", new Blob([jpeg], { type: "image/jpeg" }), `photo-${k}.jpg`);
    const t0 = performance.now();
    const res = await fetch(`${url}/api/files`, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form });
    last = await res.json();
    times.push(performance.now() - t0);
    clearInterval(timer);
    peak = Math.max(peak, process.memoryUsage().rss);
    peakGrowth = Math.max(peakGrowth, peak - base);
    if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${JSON.stringify(last)}`);
  }
  times.sort((a, b) => a - b);
  log(
    `5 MB JPEG upload: median ${times[2].toFixed(0)} ms, worst ${times[4].toFixed(0)} ms (target < 1000 ms); peak RSS growth ${(peakGrowth / 1e6).toFixed(0)} MB (target < 100 MB)`,
  );
  const preview = new URL(last.preview_url);
  const previewRun = await autocannon({ url: `${url}${preview.pathname}${preview.search}`, connections: 10, duration: 3 });
  log(`signed preview GET: ${previewRun.requests.average.toFixed(0)} req/s, p99 ${previewRun.latency.p99} ms, non-2xx ${previewRun.non2xx}`);
  return { uploadMedianMs: times[2], uploadWorstMs: times[4], peakRssGrowthMb: peakGrowth / 1e6, previewRps: previewRun.requests.average };
}
