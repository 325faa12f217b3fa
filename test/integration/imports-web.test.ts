import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import https from "node:https";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { startTestServer, type TestServer } from "../helpers/server";
import { createEgress } from "../../src/egress";
import { REASON_UNREACHABLE } from "../../src/modules/imports/imports.failure";
import { cachedStatement } from "../../src/db/statements";
import { fakeOcr, fixture, waitForStatus } from "../fixtures/imports/helpers";

/** Pages copied from the corpus (and a hand-made Instagram reel), served by a local HTTPS server with the test CA. */
const PAGES: Record<string, { file: string; type?: string }> = {
  "/recipes/creamy-lemon-chicken": { file: "pages/thecookingguy.html" },
  "/recept/zuurkoolsoep": { file: "pages/okokorecepten.html" },
  "/reviews/knives": { file: "pages/no-recipe.html" },
  "/reel/C4xYz12AbCd/": { file: "pages/instagram-reel.html" },
};
const CAT_POST = `<!doctype html><html><head><meta property="og:description" content="12 likes, 3 comments - catlady on May 1, 2024: &quot;Look at my cat sleeping in the sun&quot;"></head><body></body></html>`;

/** A caption that opens with its ingredient lines: no line of it names the recipe. */
const COOKIES_POST = `<!doctype html><html><head><meta property="og:description" content="52 likes, 3 comments - ninacooks on May 2, 2024: &quot;1 cup peanut butter
1 cup sugar
1 egg
Mix, roll into balls, press with a fork and bake 10 min at 350F.&quot;"></head><body></body></html>`;

/** A pin that is only a picture and a link to the recipe's page. */
const PIN = (link: string): string =>
  `<!doctype html><html><head><meta property="og:title" content="Creamy lemon chicken"><meta property="og:description" content="The best weeknight dinner!"><meta property="og:see_also" content="${link}"></head><body></body></html>`;

let site: https.Server;
let port = 0;
let server: TestServer;
let guarded: TestServer;
let user: { id: string; token: string };
let jpeg: Buffer;

function serve(req: { url?: string }, res: { writeHead(s: number, h?: Record<string, string>): { end(b?: string | Buffer): void } }) {
  const url = req.url ?? "/";
  if (url.startsWith("/cdn/")) return res.writeHead(200, { "content-type": "image/jpeg" }).end(jpeg);
  if (url === "/p/cat/") return res.writeHead(200, { "content-type": "text/html" }).end(CAT_POST);
  if (url === "/p/cookies/") return res.writeHead(200, { "content-type": "text/html" }).end(COOKIES_POST);
  if (url === "/pin/123456/") return res.writeHead(200, { "content-type": "text/html" }).end(PIN(`https://recipes.test:${port}/recipes/creamy-lemon-chicken`));
  if (url === "/pin/777888/") return res.writeHead(200, { "content-type": "text/html" }).end(PIN(`https://www.pinterest.com:${port}/pin/123456/`));
  if (url === "/redirect-to-private") return res.writeHead(302, { location: `https://127.0.0.1:${port}/recipes/creamy-lemon-chicken` }).end();
  const page = PAGES[url];
  if (!page) return res.writeHead(404).end();
  const html = fixture(page.file)
    .toString("utf8")
    .replaceAll("https://cdn.prod.website-files.com/", `https://recipes.test:${port}/cdn/`)
    .replaceAll("https://www.okokorecepten.nl/i/", `https://recipes.test:${port}/cdn/`)
    .replaceAll("https://scontent.cdninstagram.com/", `https://recipes.test:${port}/cdn/`);
  res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(html);
}

before(async () => {
  jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg()
    .toBuffer();
  site = https.createServer({ cert: fixture("server.pem"), key: fixture("server.key") }, serve);
  await new Promise<void>((r) => site.listen(0, "127.0.0.1", r));
  port = (site.address() as AddressInfo).port;
  const hosts = ["recipes.test", "www.instagram.com", "www.pinterest.com"];
  // The names resolve to the loopback fixture; IMPORT_ALLOWED_HOSTS exempts exactly them from the private-address guard.
  const resolver = async (host: string) => {
    if (!hosts.includes(host.toLowerCase())) throw Object.assign(new Error(`ENOTFOUND ${host}`), { code: "ENOTFOUND" });
    return [{ address: "127.0.0.1", family: 4 as const }];
  };
  server = await startTestServer({
    env: { IMPORT_ALLOWED_HOSTS: hosts.join(",") },
    services: { ocr: fakeOcr(""), egress: createEgress({ allowedHosts: hosts, ca: fixture("ca.pem"), resolver, totalTimeoutMs: 5000 }) },
  });
  // The module's own egress (no allow-list, system DNS): nothing private is reachable.
  guarded = await startTestServer({ services: { ocr: fakeOcr("") } });
  user = await server.user();
});
after(async () => {
  await server.close();
  await guarded.close();
  await new Promise<void>((r) => site.close(() => r()));
});

const webImport = async (s: TestServer, token: string, url: string) => {
  const res = await s.request("POST", "/api/imports", { token, body: { type: "web", url } });
  assert.equal(res.status, 201, res.text);
  return waitForStatus(s, token, res.body.id, ["completed", "failed"]);
};

describe("web imports end to end", () => {
  test("answers with status 200 and a completed import whose recipe matches the corpus page, with image and website source", async () => {
    const done = await webImport(server, user.token, `https://recipes.test:${port}/recipes/creamy-lemon-chicken`);
    assert.equal(done.status, "completed", String(done.error));
    const expected = JSON.parse(fixture("pages/thecookingguy.expected.json").toString("utf8")) as {
      title: string;
      ingredients: string[];
      canonical_url: string;
    };
    const recipe = await server.request("GET", `/api/recipes/${String(done.recipe_id)}`, { token: user.token });
    // The extractor's own accuracy is measured by `npm run accuracy`; here the page's title must come through.
    assert.ok(recipe.body.title.startsWith(expected.title), recipe.body.title);
    const count = recipe.body.ingredients.length + recipe.body.components.reduce((n: number, c: { ingredients: unknown[] }) => n + c.ingredients.length, 0);
    assert.equal(count, expected.ingredients.length);
    assert.equal(recipe.body.servings, 6);
    assert.ok(recipe.body.instructions.length > 0);
    // The picture follows the completion (its own job): wait for it.
    let media = recipe.body.media as Array<{ width: number }>;
    for (const until = Date.now() + 5000; media.length === 0 && Date.now() < until;) {
      await new Promise((r) => setTimeout(r, 20));
      media = (await server.request("GET", `/api/recipes/${String(done.recipe_id)}`, { token: user.token })).body.media;
    }
    assert.equal(media.length, 1, "the page's image was downloaded into a file");
    assert.equal(media[0]?.width, 64);
    assert.equal(done.source_url, expected.canonical_url);
    const source = cachedStatement(server.deps.db.sqlite, "SELECT kind, name, url FROM sources WHERE id = ?").get(recipe.body.source_v2_id) as {
      kind: string;
      name: string;
      url: string;
    };
    assert.equal(source.kind, "website");
    assert.ok(source.name.length > 0);
    assert.equal(recipe.body.sources[0].url, expected.canonical_url);
  });

  test("answers with status 200 and a completed import for a Dutch corpus page", async () => {
    const done = await webImport(server, user.token, `https://recipes.test:${port}/recept/zuurkoolsoep`);
    assert.equal(done.status, "completed", String(done.error));
    const recipe = await server.request("GET", `/api/recipes/${String(done.recipe_id)}`, { token: user.token });
    assert.equal(recipe.body.title, "Zuurkoolsoep");
    assert.equal(recipe.body.servings, 4);
  });

  test("reads an Instagram reel's caption as a recipe and records the creator", async () => {
    const done = await webImport(server, user.token, `https://www.instagram.com:${port}/reel/C4xYz12AbCd/`);
    assert.equal(done.status, "completed", String(done.error));
    const recipe = await server.request("GET", `/api/recipes/${String(done.recipe_id)}`, { token: user.token });
    assert.match(recipe.body.title, /chickpea/i);
    assert.ok(recipe.body.ingredients.some((i: { name: string }) => /chickpeas/.test(i.name)));
    const profile = cachedStatement(server.deps.db.sqlite, "SELECT creator_id FROM creator_profiles WHERE profile_key = 'instagram:ninacooks'").get() as
      { creator_id: string } | undefined;
    assert.ok(profile, "a creator profile was recorded");
    const source = cachedStatement(server.deps.db.sqlite, "SELECT kind, creator_id FROM sources WHERE id = ?").get(recipe.body.source_v2_id) as {
      kind: string;
      creator_id: string;
    };
    assert.deepEqual(source, { kind: "social", creator_id: profile.creator_id });
  });

  test("imports the recipe page a pin links to when the pin's own text holds no recipe, with the website as its source", async () => {
    const done = await webImport(server, user.token, `https://www.pinterest.com:${port}/pin/123456/`);
    assert.equal(done.status, "completed", String(done.error));
    const recipe = await server.request("GET", `/api/recipes/${String(done.recipe_id)}`, { token: user.token });
    const expected = JSON.parse(fixture("pages/thecookingguy.expected.json").toString("utf8")) as { title: string; canonical_url: string };
    assert.ok(recipe.body.title.startsWith(expected.title), recipe.body.title);
    assert.equal(done.source_url, expected.canonical_url);
    const source = cachedStatement(server.deps.db.sqlite, "SELECT kind FROM sources WHERE id = ?").get(recipe.body.source_v2_id) as { kind: string };
    assert.equal(source.kind, "website");
    // A pin that links to another pin is not followed a second time.
    const chained = await webImport(server, user.token, `https://www.pinterest.com:${port}/pin/777888/`);
    assert.equal(chained.status, "failed");
    assert.equal(chained.error, "This post does not contain a recipe");
  });

  test("names a recipe whose caption has no title line after the post's creator", async () => {
    const done = await webImport(server, user.token, `https://www.instagram.com:${port}/p/cookies/`);
    assert.equal(done.status, "completed", String(done.error));
    const recipe = await server.request("GET", `/api/recipes/${String(done.recipe_id)}`, { token: user.token });
    assert.equal(recipe.body.title, "Instagram post by @ninacooks");
    assert.deepEqual(recipe.body.instructions, ["Mix, roll into balls, press with a fork and bake 10 min at 350F."]);
  });

  test("fails with a clear error when a social post has no recipe", async () => {
    const done = await webImport(server, user.token, `https://www.instagram.com:${port}/p/cat/`);
    assert.equal(done.status, "failed");
    assert.equal(done.error, "This post does not contain a recipe");
  });

  test("fails at once when the page carries no recipe", async () => {
    const done = await webImport(server, user.token, `https://recipes.test:${port}/reviews/knives`);
    assert.equal(done.status, "failed");
    assert.equal(done.error, "No recipe was found on this page");
  });
});

describe("the SSRF guard on web imports", () => {
  test("fails at once with one reason for loopback without the allow-list, link-local metadata, and a redirect to a private address", async () => {
    const other = await guarded.user();
    for (const url of [
      `https://127.0.0.1:${port}/recipes/creamy-lemon-chicken`,
      "https://169.254.169.254/latest/meta-data/",
      "https://[::1]:443/",
      "https://0x7f000001/",
    ]) {
      const done = await webImport(guarded, other.token, url);
      assert.equal(done.status, "failed", url);
      assert.equal(done.error, REASON_UNREACHABLE, url);
      assert.equal(done.failure_reason, REASON_UNREACHABLE, url);
      assert.equal(done.attempts, 1, url);
    }
    const redirected = await webImport(server, user.token, `https://recipes.test:${port}/redirect-to-private`);
    assert.equal(redirected.status, "failed");
    assert.equal(redirected.error, REASON_UNREACHABLE);
  });
});
