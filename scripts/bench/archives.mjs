// Bench scenario: archive import speed. A Paprika export (.paprikarecipes) of 150 recipes, each with a 1024x768
// photo (noise, ~200 KB JPEG, re-encoded by the image pipeline like every photo), is uploaded and imported through
// POST /api/imports {type: "archive"}; the figure is recipes per second from the import's creation to its
// completion (unpacking, parsing, photo re-encoding, one transaction per recipe). Fresh uids each run, so the
// origin check never skips a recipe. Then the same library as our own zip export, imported twice by another user.
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
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 70 })
    .toBuffer();
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

/** Upload an archive and import it; the seconds run from the import's creation to its completion. */
async function importArchive(url, token, bytes, filename) {
  const auth = { authorization: `Bearer ${token}` };
  const form = new FormData();
  form.append("file", new Blob([bytes], { type: "application/octet-stream" }), filename);
  const up = await fetch(`${url}/api/files`, { method: "POST", headers: auth, body: form });
  const file = await up.json();
  if (up.status !== 201) throw new Error(`upload failed: ${up.status} ${JSON.stringify(file)}`);
  const t0 = performance.now();
  const res = await fetch(`${url}/api/imports`, {
    method: "POST",
    headers: { ...auth, "content-type": "application/json" },
    body: JSON.stringify({ type: "archive", file_ids: [file.id] }),
  });
  const created = await res.json();
  if (res.status !== 201) throw new Error(`import failed: ${res.status} ${JSON.stringify(created)}`);
  let done;
  for (const deadline = Date.now() + 600_000; Date.now() < deadline;) {
    done = await (await fetch(`${url}/api/imports/${created.id}`, { headers: auth })).json();
    if (done.status === "completed" || done.status === "failed") break;
    await new Promise((r) => setTimeout(r, 50));
  }
  const seconds = (performance.now() - t0) / 1000;
  if (done?.status !== "completed") throw new Error(`import did not complete: ${JSON.stringify(done)}`);
  return { done, seconds };
}

export async function run({ url, token, log }) {
  const bytes = await paprikaExport();
  const paprika = await importArchive(url, token, bytes, "bench.paprikarecipes");
  const rate = paprika.done.recipe_ids.length / paprika.seconds;
  log(
    `Paprika archive, ${(bytes.length / 1e6).toFixed(1)} MB, ${paprika.done.recipe_ids.length} recipes with photos: ${paprika.seconds.toFixed(1)} s, ${rate.toFixed(1)} recipes/s`,
    rate,
  );

  // Our own zip export of that library, imported by another user: first time (every recipe, photo and record
  // created), then again (everything recognised by its origin, nothing added: photos are not even decoded).
  const exp = await fetch(`${url}/api/users/me/export?format=zip`, { headers: { authorization: `Bearer ${token}` } });
  if (exp.status !== 200) throw new Error(`export failed: ${exp.status}`);
  const own = Buffer.from(await exp.arrayBuffer());
  // Registration is closed after the first user (the bench's, an administrator): the administrator creates one.
  const email = `bench-archive-${Date.now()}@example.test`;
  const json = { authorization: `Bearer ${token}`, "content-type": "application/json" };
  const made = await fetch(`${url}/api/admin/users`, { method: "POST", headers: json, body: JSON.stringify({ email, password: "benchmark-password" }) });
  if (made.status !== 201) throw new Error(`creating a user failed: ${made.status} ${await made.text()}`);
  const login = await fetch(`${url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: "benchmark-password" }),
  });
  const other = (await login.json()).token;
  const first = await importArchive(url, other, own, "recipe-library-export.zip");
  const firstRate = first.done.recipe_ids.length / first.seconds;
  log(
    `own zip export, ${(own.length / 1e6).toFixed(1)} MB, ${first.done.recipe_ids.length} recipes with photos, first import: ${first.seconds.toFixed(1)} s, ${firstRate.toFixed(1)} recipes/s`,
    firstRate,
  );
  const total = first.done.progress?.total ?? first.done.recipe_ids.length;
  const again = await importArchive(url, other, own, "recipe-library-export.zip");
  if (again.done.recipe_ids.length !== 0) throw new Error(`the second import of the same export added ${again.done.recipe_ids.length} recipes`);
  const againRate = total / again.seconds;
  log(`own zip export imported again (nothing added): ${again.seconds.toFixed(1)} s, ${againRate.toFixed(1)} recipes/s recognised`, againRate);
  return { archiveRecipesPerSecond: rate, archiveSeconds: paprika.seconds, ownExportRecipesPerSecond: firstRate, ownExportAgainRecipesPerSecond: againRate };
}
