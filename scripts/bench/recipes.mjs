// Bench scenario: the recipe library with 10,000 realistic recipes (seeded through the HTTP API).
// Targets (issue 3): GET /api/recipes/{id} >= 40% of a bare node:http server in the same run; a page of 50 with
// p99 < 20 ms at concurrency 10; a full delta sync of 10,000 recipes < 1.5 s; search p99 < 25 ms.

const RECIPES = Number(process.env.BENCH_RECIPES ?? 10_000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);

const PROTEINS = ["chicken", "beef", "pork", "tofu", "salmon", "prawn", "lamb", "chickpea", "lentil", "egg", "halloumi", "cod", "turkey", "mushroom", "bean"];
const DISHES = [
  "curry",
  "stew",
  "soup",
  "salad",
  "pie",
  "tacos",
  "risotto",
  "stir-fry",
  "traybake",
  "pasta",
  "burger",
  "casserole",
  "skewers",
  "noodles",
  "bowl",
];
const STYLES = [
  "Spicy",
  "Creamy",
  "Smoky",
  "Lemony",
  "Garlicky",
  "Crispy",
  "Herby",
  "Sticky",
  "Easy",
  "Weeknight",
  "Crème",
  "Jalapeño",
  "Summer",
  "Winter",
  "Classic",
];
const PANTRY = [
  ["olive oil", "tbsp"],
  ["garlic", "cloves"],
  ["onion", ""],
  ["tomatoes", "g"],
  ["stock", "ml"],
  ["rice", "g"],
  ["cumin", "tsp"],
  ["paprika", "tsp"],
  ["butter", "g"],
  ["flour", "cups"],
  ["cream", "ml"],
  ["lemon", ""],
  ["parsley", "handful"],
  ["soy sauce", "tbsp"],
  ["ginger", "cm"],
  ["coconut milk", "ml"],
  ["spinach", "g"],
  ["potatoes", "kg"],
  ["carrots", ""],
  ["cheddar", "g"],
];
const TAGS = ["dinner", "lunch", "vegetarian", "quick", "family", "batch", "spicy", "healthy", "comfort", "budget"];
const QUANTITIES = [1, 2, 0.5, "1 1/2", "½", 3, 200, 400, 250, "¾", 4, 100];

/** A deterministic pseudo-random generator so runs seed the same library. */
function rng(seed) {
  let s = seed >>> 0;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

/** One realistic recipe body (~3 KB of JSON once stored). */
export function recipeBody(i) {
  const r = rng(i + 1);
  const pick = (a) => a[Math.floor(r() * a.length)];
  const protein = pick(PROTEINS);
  const dish = pick(DISHES);
  const ingredients = [{ name: protein, quantity: pick(QUANTITIES), unit: "g" }];
  const n = 6 + Math.floor(r() * 8);
  for (let k = 0; k < n; k++) {
    const [name, unit] = pick(PANTRY);
    ingredients.push({ name, quantity: pick(QUANTITIES), unit, preparation: r() < 0.3 ? "finely chopped" : undefined });
  }
  const steps = [];
  for (let k = 0; k < 5 + Math.floor(r() * 4); k++) {
    steps.push(
      `Step ${k + 1}: cook the ${pick(PANTRY)[0]} with the ${protein} over a medium heat for ${5 + Math.floor(r() * 20)} minutes, stirring now and then until golden and fragrant.`,
    );
  }
  return {
    title: `${pick(STYLES)} ${protein} ${dish} ${i}`,
    subtitle: `A ${pick(TAGS)} favourite`,
    description: `This ${dish} brings ${protein} together with pantry staples. It keeps well for two days and doubles easily for a crowd.`,
    notes: r() < 0.5 ? "Freezes well." : "",
    tags: [pick(TAGS), pick(TAGS)],
    ingredients,
    instructions: steps,
    prep_time: 5 + Math.floor(r() * 30),
    cook_time: 10 + Math.floor(r() * 90),
    servings: 2 + Math.floor(r() * 6),
    difficulty: pick(["easy", "medium", "hard"]),
    rating: Math.floor(r() * 6),
  };
}

async function seed(url, token, log) {
  // The bench's data directory is fresh, but earlier scenarios add a few hundred recipes of their own: seed all 10,000
  // and wait for them (the workers start only here, so no seeding runs on under the measurements).
  const ids = [];
  let next = 0;
  const worker = async () => {
    while (next < RECIPES) {
      const i = next++;
      const res = await fetch(`${url}/api/recipes`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify(recipeBody(i)),
      });
      if (res.status !== 201) throw new Error(`seed failed: ${res.status} ${await res.text()}`);
      ids.push((await res.json()).id);
    }
  };
  const t0 = performance.now();
  await Promise.all(Array.from({ length: 16 }, worker));
  log(`seeded ${ids.length} recipes in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  return ids;
}

async function measure(autocannon, opts) {
  const result = await autocannon({ connections: 10, duration: DURATION, ...opts });
  const non2xx = result.non2xx + result.errors;
  return { rps: result.requests.average, p99: result.latency.p99, p50: result.latency.p50, non2xx };
}

/** The scenario the bench runner calls. */
export async function run({ url, token, autocannon, log, bareServer }) {
  const auth = { authorization: `Bearer ${token}` };
  const ids = await seed(url, token, log);
  const one = ids[Math.floor(ids.length / 2)];
  const sample = Buffer.from(await fetch(`${url}/api/recipes/${one}`, { headers: auth }).then((r) => r.text()));
  log(`recipe document: ${sample.length} bytes`);

  // Interleave bare and app runs so drift on a shared machine hits both alike.
  const bare = await bareServer(sample, "application/json; charset=utf-8");
  const bareUrl = bare.url;
  const bareRuns = [];
  const getRuns = [];
  for (let k = 0; k < 2; k++) {
    bareRuns.push(await measure(autocannon, { url: `${bareUrl}/` }));
    getRuns.push(await measure(autocannon, { url: `${url}/api/recipes/${one}`, headers: auth }));
  }
  bare.srv.close();
  const bareRps = Math.max(...bareRuns.map((r) => r.rps));
  const getRps = Math.max(...getRuns.map((r) => r.rps));
  log(
    `bare node:http ${bareRps.toFixed(0)} req/s; GET /api/recipes/{id} ${getRps.toFixed(0)} req/s = ${((100 * getRps) / bareRps).toFixed(1)}% (target >= 40%); p99 ${getRuns[1].p99} ms`,
  );

  const page = await measure(autocannon, { url: `${url}/api/recipes?limit=50`, headers: auth });
  log(`page of 50: ${page.rps.toFixed(0)} req/s, p50 ${page.p50} ms, p99 ${page.p99} ms (target < 20 ms), non-2xx ${page.non2xx}`);

  const t0 = performance.now();
  let cursor;
  let count = 0;
  let pages = 0;
  do {
    const res = await fetch(`${url}/api/recipes?limit=200&since=1970-01-01T00:00:00.000Z${cursor ? `&cursor=${cursor}` : ""}`, { headers: auth });
    const body = await res.json();
    count += body.recipes.length;
    pages++;
    cursor = body.next_cursor;
  } while (cursor);
  const syncMs = performance.now() - t0;
  log(`full delta sync: ${count} recipes in ${pages} pages, ${syncMs.toFixed(0)} ms (target < 1500 ms)`);

  const words = ["chicken", "curry", "crème", "jalapeno", "spic", "garlic", "lentil soup", "coconut", "creamy pasta", "tofu bowl", "fav", "golden"];
  const search = await measure(autocannon, {
    url,
    headers: auth,
    requests: words.map((w) => ({ method: "GET", path: `/api/recipes?q=${encodeURIComponent(w)}&limit=20` })),
  });
  log(`search: ${search.rps.toFixed(0)} req/s, p50 ${search.p50} ms, p99 ${search.p99} ms (target < 25 ms), non-2xx ${search.non2xx}`);
  return { bareRps, getRps, getShare: getRps / bareRps, pageP99: page.p99, syncMs, searchP99: search.p99 };
}
