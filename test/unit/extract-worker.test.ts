import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { after, test } from "node:test";
import { fileURLToPath } from "node:url";
import { extractRecipeFromHtml } from "../../src/importers/web/index";
import { extractSocialPost } from "../../src/importers/social/index";
import { extractRecipeFromText } from "../../src/importers/text/index";
import { createExtractPool } from "../../src/workers/index";
import { defaultWorkerUrl } from "../../src/workers/spawn";

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../fixtures");
const read = (...parts: string[]): string => fs.readFileSync(path.join(fixtures, ...parts), "utf8");

// The real extract worker, run from source through tsx, exactly as the imports module uses it.
const pool = createExtractPool({ idleMs: 60_000 });
after(() => pool.close());

const corpus = [
  "15gram.be__fifteengram",
  "abuelascounter.com__abuelascounter_1",
  "app.samsungfood.com__samsungfood_2",
  "cook-talk.com__cooktalk_1",
  "ndr.de__ndr_1",
];

test("the default worker is the .ts entry when running from source", () => {
  assert.match(defaultWorkerUrl().pathname, /src\/workers\/extract-worker\.ts$/);
});

for (const name of corpus) {
  test(`a web page extracted in the worker equals the direct extraction (${name})`, async () => {
    const html = read("pages", name, "page.html");
    const url = (JSON.parse(read("pages", name, "expected.json")) as { canonical_url: string }).canonical_url;
    const direct = extractRecipeFromHtml(html, url);
    assert.ok(direct, "the fixture holds a recipe");
    assert.deepEqual(await pool.run({ kind: "web", html, url }), direct);
  });
}

test("a page without a recipe answers null through the worker", async () => {
  const html = read("pages", "handmade", "no-recipe.html");
  assert.equal(extractRecipeFromHtml(html, "https://example.test/a"), null);
  assert.equal(await pool.run({ kind: "web", html, url: "https://example.test/a" }), null);
});

test("a social post extracted in the worker equals the direct extraction", async () => {
  const cases: Array<[string, string]> = [
    ["instagram-reel.html", "https://www.instagram.com/reel/abc/"],
    ["youtube-watch.html", "https://www.youtube.com/watch?v=abc"],
    ["tiktok-video.html", "https://www.tiktok.com/@cook/video/1"],
  ];
  for (const [file, url] of cases) {
    const html = read("pages", "social", file);
    const direct = extractSocialPost(html, url);
    assert.ok(direct?.caption, `${file} has a caption`);
    assert.deepEqual(await pool.run({ kind: "social", html, url }), direct, file);
  }
});

test("pasted text extracted in the worker equals the direct extraction", async () => {
  for (const file of ["en-headings.txt", "de.txt", "caption.txt"]) {
    const text = read("text", file);
    const direct = extractRecipeFromText(text);
    assert.ok(direct, `${file} holds a recipe`);
    assert.deepEqual(await pool.run({ kind: "text", text }), direct, file);
  }
});

test("concurrent tasks on one worker all answer with their own results", async () => {
  const texts = ["en-headings.txt", "de.txt", "es.txt", "fr.txt", "it.txt", "nl.txt"].map((f) => read("text", f));
  const results = await Promise.all(texts.map((text) => pool.run({ kind: "text", text })));
  results.forEach((r, i) => assert.deepEqual(r, extractRecipeFromText(texts[i]), `task ${i}`));
  const stats = pool.stats();
  assert.equal(stats.workers, 1, "the default pool has one worker");
  assert.equal(stats.started, 1, "the worker is reused, not restarted per task");
  assert.equal(stats.queued, 0);
});

test("trimIdle ends an idle worker and the next task starts a fresh one", async () => {
  const pool = createExtractPool();
  try {
    await pool.run({ kind: "text", text: "Toast\n\n1 slice bread\n\nToast the bread." });
    assert.equal(pool.stats().workers, 1);
    pool.trimIdle();
    assert.equal(pool.stats().workers, 0);
    const again = await pool.run({ kind: "text", text: "Toast\n\n1 slice bread\n\nToast the bread." });
    assert.ok(again);
    assert.equal(pool.stats().started, 2);
  } finally {
    await pool.close();
  }
});
