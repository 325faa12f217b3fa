// Bench scenario: archive import speed. A Paprika export (.paprikarecipes) of 150 recipes, each with a 1024x768
// photo (noise, ~200 KB JPEG, re-encoded by the image pipeline like every photo), is uploaded and imported through
// POST /api/imports {type: "archive"}; the figure is recipes per second from the import's creation to its
// completion (unpacking, parsing, photo re-encoding, one transaction per recipe). Fresh uids each run, so the
// origin check never skips a recipe.
import { randomUUID } from "node:crypto";
import { gzipSync } from "node:zlib";
import sharp from "sharp";
import yazl from "yazl";

const RECIPES = 150;

async function noisePhoto(seed) {
  const width = 1024;
  const height = 768;
  const raw = Buffer.alloc(width * height * 3);
  let s = seed;
  for (let i = 0; i < raw.length; i++) {
    s = (s * 1103515245 + 12345) >>> 0;
    raw[i] = (s >>> 16) & 0xff;
  }
  return sharp(raw, { raw: { width, height, channels: 3 } }).jpeg({ quality: 70 }).toBuffer();
}

async function paprikaExport() {
  // A handful of distinct photos reused: generating 150 noise images would dominate the bench's own time.
  const photos = await Promise.all([1, 2, 3, 4, 5].map(noisePhoto));
  const zip = new yazl.ZipFile();
  for (let i = 0; i < RECIPES; i++) {
    const record = {
      uid: randomUUID(),
      name: `Bench recipe ${i} — crème brûlée`,
      servings: "4 servings",
      prep_time: "15 min",
      cook_time: "30 min",
      categories: ["Bench", "Dessert"],
      source_url: `https://example.org/bench/${i}`,
      ingredients: "500 ml cream\n1-2 cloves garlic\nFor the caramel:\n80 g sugar\n1 vanilla pod, split",
      directions: "Heat the cream.\nWhisk with the yolks.\nBake in a water bath.\nCaramelise the sugar.",
      notes: "Serve cold.",
      photo_data: photos[i % photos.length].toString("base64"),
    };
    zip.addBuffer(gzipSync(JSON.stringify(record)), `Bench ${i}.paprikarecipe`, { compress: false });
  }
  zip.end();
  const chunks = [];
  for await (const c of zip.outputStream) chunks.push(c);
  return Buffer.concat(chunks);
}

export async function run({ url, token, log }) {
  const bytes = await paprikaExport();
  const auth = { authorization: `Bearer ${token}` };
  const form = new FormData();
  form.append("file", new Blob([bytes], { type: "application/octet-stream" }), "bench.paprikarecipes");
  const up = await fetch(`${url}/api/files`, { method: "POST", headers: auth, body: form });
  const file = await up.json();
  if (up.status !== 201) throw new Error(`upload failed: ${up.status} ${JSON.stringify(file)}`);
  const t0 = performance.now();
  const res = await fetch(`${url}/api/imports`, { method: "POST", headers: { ...auth, "content-type": "application/json" }, body: JSON.stringify({ type: "archive", file_ids: [file.id] }) });
  const created = await res.json();
  if (res.status !== 201) throw new Error(`import failed: ${res.status} ${JSON.stringify(created)}`);
  let done;
  for (const deadline = Date.now() + 600_000; Date.now() < deadline; ) {
    done = await (await fetch(`${url}/api/imports/${created.id}`, { headers: auth })).json();
    if (done.status === "completed" || done.status === "failed") break;
    await new Promise((r) => setTimeout(r, 50));
  }
  const seconds = (performance.now() - t0) / 1000;
  if (done?.status !== "completed") throw new Error(`import did not complete: ${JSON.stringify(done)}`);
  const rate = done.recipe_ids.length / seconds;
  log(`Paprika archive, ${(bytes.length / 1e6).toFixed(1)} MB, ${done.recipe_ids.length} recipes with photos: ${seconds.toFixed(1)} s, ${rate.toFixed(1)} recipes/s`, rate);
  return { archiveRecipesPerSecond: rate, archiveSeconds: seconds };
}
