// Bench scenario: server-side timers (issue 6).
// Targets: timer creation p99 < 10 ms; 1,000 timers due in the same second all fire within 2 s and their
// `timer.fired` events reach a connected stream client. Two bursts are measured: every timer with the same dueAt,
// and 1,000 dueAt values spread evenly over one second (the harder case: nothing can be batched by equality).

const BURST = Number(process.env.BENCH_TIMERS ?? 1000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);

/** Open the event stream and collect timer.fired arrivals: timerId → arrival time (ms since epoch). */
async function openStream(url, token) {
  const controller = new AbortController();
  const res = await fetch(`${url}/api/events/stream`, { headers: { authorization: `Bearer ${token}` }, signal: controller.signal });
  const arrivals = new Map();
  let duplicates = 0;
  const decoder = new TextDecoder();
  let buf = "";
  const reader = res.body.getReader();
  const pump = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buf += decoder.decode(value, { stream: true });
        let sep;
        while ((sep = buf.indexOf("\n\n")) !== -1) {
          const block = buf.slice(0, sep);
          buf = buf.slice(sep + 2);
          if (!block.includes("event: timer.fired")) continue;
          const line = block.split("\n").find((l) => l.startsWith("data: "));
          const { timerId } = JSON.parse(line.slice(6));
          if (arrivals.has(timerId)) duplicates++;
          else arrivals.set(timerId, Date.now());
        }
      }
    } catch {
      // Aborted at the end of the scenario.
    }
  })();
  return { arrivals, duplicates: () => duplicates, close: () => (controller.abort(), pump) };
}

async function post(url, token, body) {
  const r = await fetch(`${url}/api/timers`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (r.status !== 201) throw new Error(`POST /api/timers answered ${r.status}: ${await r.text()}`);
  return r.json();
}

/** Create BURST timers due within one second starting at `second`; `spread` spaces them over that second. */
async function burst(url, token, log, label, spread) {
  const stream = await openStream(url, token);
  // Probe the creation rate so every timer exists before its second begins (a loaded machine creates slowly).
  const p0 = performance.now();
  for (let i = 0; i < 20; i++) await post(url, token, { title: "probe", durationMs: 3_600_000 });
  const estimate = ((performance.now() - p0) / 20) * BURST;
  const second = Math.ceil((Date.now() + Math.max(3000, estimate * 2 + 2000)) / 1000) * 1000;
  const due = new Map();
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      while (next < BURST) {
        const i = next++;
        const dueAt = second + (spread ? Math.floor((i * 1000) / BURST) : 0);
        const t = await post(url, token, { title: `burst ${i}`, dueAt: new Date(dueAt).toISOString(), deliveryPrefs: { push: false, sound: "default" } });
        due.set(t.timerId, dueAt);
      }
    }),
  );
  log(`${label}: created ${BURST} timers in ms`, performance.now() - t0);
  if (Date.now() > second) log(`${label}: WARNING creation overran the due second by ms`, Date.now() - second);
  const deadline = second + 1000 + 10_000;
  while (stream.arrivals.size < BURST && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  await new Promise((r) => setTimeout(r, 200));
  await stream.close();
  const lateness = [...due]
    .filter(([id]) => stream.arrivals.has(id))
    .map(([id, d]) => stream.arrivals.get(id) - d)
    .sort((a, b) => a - b);
  const last = Math.max(...stream.arrivals.values());
  log(`${label}: timer.fired events received`, stream.arrivals.size);
  log(`${label}: duplicate events`, stream.duplicates());
  log(`${label}: all fired and delivered, ms after the start of the due second (target < 2000)`, last - second);
  log(`${label}: lateness per timer p50 ms`, lateness[Math.floor(lateness.length * 0.5)] ?? NaN);
  log(`${label}: lateness per timer p99 ms`, lateness[Math.floor(lateness.length * 0.99)] ?? NaN);
  log(`${label}: lateness per timer max ms`, lateness[lateness.length - 1] ?? NaN);
  log(`${label}: lateness per timer min ms (negative = fired early)`, lateness[0] ?? NaN);
}

export async function run({ url, token, autocannon, log }) {
  const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };
  // Creation latency: timers due in an hour (they do not fire during the run).
  for (const connections of [1, 10]) {
    const r = await autocannon({
      url: `${url}/api/timers`,
      method: "POST",
      headers,
      body: JSON.stringify({ title: "bench", durationMs: 3_600_000 }),
      connections,
      duration: DURATION,
    });
    log(`POST /api/timers c=${connections} req/s`, r.requests.average);
    log(`POST /api/timers c=${connections} p50 ms`, r.latency.p50);
    log(`POST /api/timers c=${connections} p99 ms (target < 10)`, r.latency.p99);
    if (r.non2xx) log(`POST /api/timers c=${connections} non-2xx`, r.non2xx);
  }
  // Record times must stay on the wall clock under a burst of writes (only a record written twice in one millisecond
  // moves a millisecond on): report how far ahead of the wall clock the load pushed them (about 0 expected).
  const probe = await post(url, token, { title: "clock probe", durationMs: 3_600_000 });
  log("server clock ahead of the wall clock after the load, ms", Date.parse(probe.createdAt) - Date.now());
  await burst(url, token, log, "same dueAt", false);
  await burst(url, token, log, "spread over 1 s", true);
}
