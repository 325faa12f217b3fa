// Bench scenario: nutrition (issue 8).
// Targets: POST /api/recipes/{id}/nutrition for a 15-ingredient recipe under 20 ms; the food data adds under
// 20 MB of resident memory and under 100 ms (it is loaded lazily on the first computation, so start-up pays
// nothing: the first call's extra latency is its load cost). Recipes are seeded through POST /api/recipes.

const LINES = [
  ["all-purpose flour", 2, "cup"],
  ["granulated sugar", 1, "cup"],
  ["eggs", 2, undefined],
  ["unsalted butter", 0.5, "cup"],
  ["whole milk", 1, "cup"],
  ["baking powder", 1, "tsp"],
  ["salt", 0.5, "tsp"],
  ["vanilla extract", 1, "tsp"],
  ["garlic", 2, "cloves"],
  ["onion", 1, undefined],
  ["olive oil", 1, "tbsp"],
  ["ground beef", 1, "lb"],
  ["crushed tomatoes", 14, "oz"],
  ["grated Parmesan cheese", 0.5, "cup"],
  ["fresh parsley", 2, "tbsp"],
];
const INGREDIENTS = LINES.map(([name, quantity, unit]) => (unit ? { name, quantity, unit } : { name, quantity }));
const RECIPES = Number(process.env.BENCH_NUTRITION_RECIPES ?? 200);

function percentile(xs, p) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
}

async function createRecipe(url, headers, i) {
  const r = await fetch(`${url}/api/recipes`, {
    method: "POST",
    headers,
    body: JSON.stringify({ title: `Nutrition bench ${i}`, servings: 4, ingredients: INGREDIENTS }),
  });
  if (r.status !== 201 && r.status !== 200) throw new Error(`POST /api/recipes answered ${r.status}: ${await r.text()}`);
  return (await r.json()).id;
}

async function nutrition(url, headers, id) {
  const t0 = performance.now();
  const r = await fetch(`${url}/api/recipes/${id}/nutrition`, { method: "POST", headers });
  const body = await r.json();
  if (r.status !== 200) throw new Error(`POST nutrition answered ${r.status}: ${JSON.stringify(body)}`);
  return { ms: performance.now() - t0, body };
}

/** Seeds recipes, measures the first (data-loading) call, then fresh computations and cached answers. */
export async function run({ url, token, autocannon, log, server, rssMb }) {
  const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };
  const ids = [];
  for (let i = 0; i < RECIPES; i++) ids.push(await createRecipe(url, headers, i));
  // A cached request first, so the route and its statements are warm and only the food data is new.
  const pid = server?.child?.pid;
  const rss0 = pid ? rssMb(pid) : undefined;
  const first = await nutrition(url, headers, ids[0]);
  const rss1 = pid ? rssMb(pid) : undefined;
  log("first computation incl. lazy food-data load ms", first.ms);
  if (rss0 !== undefined && rss1 !== undefined) log("RSS added by the food data MB", rss1 - rss0);
  log("matched of 15 ingredients", first.body.matched);
  const fresh = [];
  for (const id of ids.slice(1)) fresh.push((await nutrition(url, headers, id)).ms);
  log("compute 15 ingredients p50 ms", percentile(fresh, 50));
  log("compute 15 ingredients p99 ms", percentile(fresh, 99));
  const second = await nutrition(url, headers, ids[0]);
  if (second.body.computed_at !== first.body.computed_at) log("cache miss on unchanged recipe", 1);
  // The harness's autocannon returns a promise (scripts/bench.mjs `cannon`).
  const res = await autocannon({
    url: `${url}/api/recipes/${ids[0]}/nutrition`,
    method: "POST",
    headers: { authorization: headers.authorization },
    connections: 10,
    duration: 4,
  });
  log("cached answer req/s (c=10)", res.requests.average);
  log("cached answer p99 ms (c=10)", res.latency.p99);
  if (pid) log("RSS after nutrition scenario MB", rssMb(pid));
}
