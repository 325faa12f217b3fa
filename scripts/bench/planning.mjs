// Bench scenario: planning. Targets (issue 5): deriving a grocery list from a plan of 21 meals of 10-ingredient
// recipes < 30 ms; PATCH of one grocery item p99 < 10 ms at concurrency 10. Seeds through the HTTP API.
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const DERIVE_RUNS = Number(process.env.BENCH_DERIVE_RUNS ?? 100);

const NAMES = [
  "onion",
  "garlic",
  "carrots",
  "olive oil",
  "butter",
  "flour",
  "milk",
  "eggs",
  "rice",
  "tomatoes",
  "chicken thighs",
  "spinach",
  "lemon",
  "cumin",
  "paprika",
  "stock",
  "cream",
  "potatoes",
  "cheddar",
  "parsley",
];
const UNITS = [
  ["g", 100],
  ["ml", 250],
  ["tbsp", 2],
  ["cup", 1],
  ["", 2],
  ["tsp", 1],
  ["clove", 3],
  ["kg", 0.5],
  ["oz", 4],
  ["lb", 1],
];

async function call(url, token, method, path, body) {
  const res = await fetch(url + path, {
    method,
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text.slice(0, 200)}`);
  return text ? JSON.parse(text) : undefined;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

export async function run({ url, token, autocannon, log }) {
  const recipeIds = [];
  for (let i = 0; i < 21; i++) {
    const ingredients = Array.from({ length: 10 }, (_, k) => {
      const [unit, quantity] = UNITS[(i + k) % UNITS.length];
      return { name: NAMES[(i * 3 + k) % NAMES.length], quantity, ...(unit ? { unit } : {}) };
    });
    recipeIds.push((await call(url, token, "POST", "/api/recipes", { title: `Planning bench ${i}`, servings: 4, ingredients })).id);
  }
  const meals = recipeIds.map((id, i) => ({
    name: `Meal ${i}`,
    start_time: ["08:00", "12:00", "18:00"][i % 3],
    end_time: ["09:00", "13:00", "19:30"][i % 3],
    days_of_week: [(i % 7) + 1],
    items: [{ recipe_id: id, portion: 2 }],
  }));
  const plan = await call(url, token, "POST", "/api/mealplans", { name: "Bench week", meals });
  const times = [];
  let lines = 0;
  for (let i = 0; i < DERIVE_RUNS; i++) {
    const t0 = performance.now();
    const list = await call(url, token, "POST", `/api/mealplans/${plan.id}/grocery-list`, { start_date: "2026-03-02", end_date: "2026-03-08" });
    times.push(performance.now() - t0);
    lines = list.items.length;
  }
  times.sort((a, b) => a - b);
  const deriveMedian = percentile(times, 50);
  const deriveP99 = percentile(times, 99);
  log(`derive list from 21 meals x 10 ingredients (${lines} lines), median ms (target < 30)`, deriveMedian);
  log("derive list p99 ms (client round trip)", deriveP99);

  const items = Array.from({ length: 40 }, (_, i) => ({ key: `k${i}`, name: `${NAMES[i % NAMES.length]} ${i}`, quantity: 1 }));
  const list = await call(url, token, "POST", "/api/grocery-lists", { name: "Bench list", items });
  const requests = items.map((it, i) => ({
    method: "PATCH",
    path: `/api/grocery-lists/${list.id}/items/${it.key}`,
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ checked: i % 2 === 0 }),
  }));
  const result = await autocannon({ url, connections: 10, duration: DURATION, headers: { authorization: `Bearer ${token}` }, requests });
  const non2xx = result.non2xx + result.errors;
  log("PATCH one grocery item req/s (c=10)", result.requests.average);
  log("PATCH one grocery item p50 ms", result.latency.p50);
  log("PATCH one grocery item p99 ms (target < 10)", result.latency.p99);
  log("PATCH one grocery item non-2xx", non2xx);
  return { deriveMedianMs: deriveMedian, deriveP99Ms: deriveP99, patchP99Ms: result.latency.p99, patchRps: result.requests.average };
}
