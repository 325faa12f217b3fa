// Bench scenario: ingredient parsing under adversarial input (issue 14 item 3).
// Before: 500 lines of "1 1 1 …" (999 characters) cost ~0.57 s of main-thread time per POST /api/ai/parse-ingredients,
// and 20 such requests made another user's GET /api/users/me wait 10.5 s. Now the parser is linear in the line, the
// body is capped (200 lines, 20,000 characters) before parsing, and more than 8 lines are parsed in the worker.
// Reported: the latency of the largest accepted adversarial request, and GET /api/users/me while 20 of them run.

const LINE = "1 ".repeat(500).slice(0, 999);
const LINES = Array.from({ length: 20 }, () => LINE);

async function parse(url, headers, lines) {
  const t0 = performance.now();
  const r = await fetch(`${url}/api/ai/parse-ingredients`, { method: "POST", headers, body: JSON.stringify({ lines }) });
  await r.arrayBuffer();
  return { status: r.status, ms: performance.now() - t0 };
}

export async function run({ url, token, log }) {
  const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };
  // Warm the worker so its start-up is not counted as parsing.
  await parse(url, headers, LINES);
  const single = [];
  for (let i = 0; i < 5; i++) single.push((await parse(url, headers, LINES)).ms);
  single.sort((a, b) => a - b);
  log("parse 20 lines x 999 chars of '1 1 1', median ms", single[2]);
  const inline = [];
  for (let i = 0; i < 5; i++) inline.push((await parse(url, headers, LINES.slice(0, 8))).ms);
  inline.sort((a, b) => a - b);
  log("parse 8 lines x 999 chars on the request thread, median ms", inline[2]);
  const refused = await parse(
    url,
    headers,
    Array.from({ length: 500 }, () => LINE),
  );
  log("500 lines x 999 chars answers (400 expected)", refused.status);
  // Another user's request while 20 adversarial parses are in flight.
  const flood = Array.from({ length: 20 }, () => parse(url, headers, LINES));
  const me = [];
  for (let i = 0; i < 10; i++) {
    const t0 = performance.now();
    const r = await fetch(`${url}/api/users/me`, { headers: { authorization: `Bearer ${token}` } });
    await r.arrayBuffer();
    me.push(performance.now() - t0);
  }
  await Promise.all(flood);
  me.sort((a, b) => a - b);
  log("GET /api/users/me during 20 adversarial parses, max ms (was 10,500)", me[me.length - 1]);
  log("GET /api/users/me during 20 adversarial parses, median ms", me[Math.floor(me.length / 2)]);
}
