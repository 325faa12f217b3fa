// Bench scenario: server CPU time per request on the hot reads (GET /api/users/me, one recipe, a page of 50 recipes,
// a delta sync page, search). Requests per second move with whatever else runs on the machine; the CPU the server
// process spends per request (utime + stime of all its threads, from /proc) moves far less, so a change to a hot path
// can be compared between two runs on a shared machine. Run alone (`npm run bench -- request-cpu`) it seeds its own
// recipes; after the recipes scenario it measures the 10,000 that one seeded.
import fs from "node:fs";
import { recipeBody } from "./recipes.mjs";

/** Requests per round are scaled to about a second of CPU each (the counter ticks every 10 ms); BENCH_CPU_SCALE multiplies them. */
const SCALE = Number(process.env.BENCH_CPU_SCALE ?? 1);
const ROUNDS = Number(process.env.BENCH_CPU_ROUNDS ?? 5);
const MIN_RECIPES = 150;
/** Clock ticks per second of /proc/<pid>/stat (USER_HZ): 100 on Linux. */
const TICKS = 100;

/** CPU seconds the process has used so far, all threads (fields 14 and 15 of /proc/<pid>/stat). */
function cpuSeconds(pid) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) / TICKS;
}

async function ensureRecipes(url, auth) {
  // A page of 100 with a next cursor: enough for a page of 50 and the delta page after it.
  const page = await (await fetch(`${url}/api/recipes?limit=100`, { headers: auth })).json();
  if (!page.recipes) throw new Error(`GET /api/recipes answered ${JSON.stringify(page)}`);
  if (page.next_cursor) return;
  for (let i = page.recipes.length; i < MIN_RECIPES; i++) {
    const res = await fetch(`${url}/api/recipes`, {
      method: "POST",
      headers: { ...auth, "content-type": "application/json" },
      body: JSON.stringify(recipeBody(i)),
    });
    if (res.status !== 201) throw new Error(`seed failed: ${res.status} ${await res.text()}`);
  }
}

export async function run({ url, token, autocannon, log, server }) {
  const auth = { authorization: `Bearer ${token}` };
  await ensureRecipes(url, auth);
  const first = await (await fetch(`${url}/api/recipes?limit=50&since=1970-01-01T00:00:00.000Z`, { headers: auth })).json();
  const words = ["chicken", "curry", "garlic", "lentil soup", "coconut", "creamy pasta", "tofu bowl"];
  const cases = [
    ["GET /api/users/me", 8000, [{ method: "GET", path: "/api/users/me" }]],
    ["GET /api/recipes/{id}", 8000, first.recipes.slice(0, 20).map((r) => ({ method: "GET", path: `/api/recipes/${r.id}` }))],
    ["GET /api/recipes?limit=50", 600, [{ method: "GET", path: "/api/recipes?limit=50" }]],
    ["delta sync page of 50", 600, [{ method: "GET", path: `/api/recipes?limit=50&since=1970-01-01T00:00:00.000Z&cursor=${first.next_cursor}` }]],
    ["search", 4000, words.map((w) => ({ method: "GET", path: `/api/recipes?q=${encodeURIComponent(w)}&limit=20` }))],
  ];
  for (const [name, count, requests] of cases) {
    const amount = Math.max(100, Math.round(count * SCALE));
    const perRequest = [];
    for (let round = 0; round < ROUNDS; round++) {
      const before = cpuSeconds(server.child.pid);
      const result = await autocannon({ url, headers: auth, requests, connections: 10, amount });
      const used = cpuSeconds(server.child.pid) - before;
      if (result.non2xx || result.errors) throw new Error(`${name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
      perRequest.push((used * 1e6) / result.requests.total);
    }
    perRequest.sort((a, b) => a - b);
    log(`${name} server CPU µs per request (median of ${ROUNDS} × ${amount})`, perRequest[Math.floor(ROUNDS / 2)]);
  }
}
