import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import sharp from "sharp";
import { startTestServer, type TestServer, type TestResponse } from "../helpers/server";

type U = { id: string; email: string; token: string };
const HOSTILE = `</script><script>alert(1)</script><!-- "quoted" & 'apos' <img src=x onerror=alert(2)> \u2028end`;

let s: TestServer;
let owner: U;
let photo: Buffer;
before(async () => {
  s = await startTestServer();
  owner = await s.user();
  photo = await sharp({ create: { width: 32, height: 24, channels: 3, background: { r: 200, g: 120, b: 60 } } })
    .jpeg()
    .toBuffer();
  await shareHostileRecipe();
});
after(() => s.close());

async function recipe(body: Record<string, unknown>, withImage = false): Promise<string> {
  const media: Array<{ file_id: string }> = [];
  if (withImage) {
    const form = new FormData();
    form.append("file", new Blob([photo], { type: "image/jpeg" }), "pie.jpg");
    const f = await s.request("POST", "/api/files", { token: owner.token, raw: form });
    assert.equal(f.status, 201, f.text);
    media.push({ file_id: f.body.id });
  }
  const r = await s.request("POST", "/api/recipes", { token: owner.token, body: { ...body, media } });
  assert.equal(r.status, 201, r.text);
  return r.body.id;
}

async function share(resource_type: string, resource_id: string): Promise<{ id: string; token: string; url: string }> {
  const r = await s.request("POST", "/api/share-links", { token: owner.token, body: { resource_type, resource_id } });
  assert.equal(r.status, 201, r.text);
  return r.body;
}

/** Every JSON-LD block of a page, parsed. */
function jsonLdOf(html: string): any[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
}

const meta = (html: string, property: string): string | undefined => new RegExp(`<meta property="${property}" content="([^"]*)">`).exec(html)?.[1];

const unescape = (v: string): string =>
  v
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");

let recipeLink: { token: string; url: string; id: string };
let recipePage: TestResponse<string>;
/** The hostile-titled recipe most tests read, shared once. */
async function shareHostileRecipe(): Promise<void> {
  const id = await recipe(
    {
      title: HOSTILE,
      description: "Crisp & <b>golden</b>",
      notes: "private family note",
      servings: 4,
      prep_time: 20,
      cook_time: 95,
      tags: ["baking"],
      ingredients: ["2 1/2 cups flour, sifted", "1 egg"],
      instructions: ["Mix.", "Bake </script> until done."],
      source_url: "https://example.com/pie",
    },
    true,
  );
  recipeLink = await share("recipe", id);
  recipePage = await s.request("GET", `/shared/${recipeLink.token}`);
}

test("a shared recipe's page is readable without an account, as HTML, never cached or indexed", async () => {
  assert.equal(recipePage.status, 200);
  assert.equal(recipePage.headers.get("content-type"), "text/html; charset=utf-8");
  assert.equal(recipePage.headers.get("x-robots-tag"), "noindex, nofollow");
  assert.equal(recipePage.headers.get("cache-control"), "private, no-store");
  assert.equal(recipePage.headers.get("referrer-policy"), "no-referrer");
  assert.match(recipePage.text, /2½ cups flour, sifted/);
  assert.match(recipePage.text, /Serves 4/);
  assert.match(recipePage.text, /Cook 1 h 35 min/);
  assert.ok(!recipePage.text.includes("private family note"), "private notes stay private");
  assert.ok(!recipePage.text.includes(owner.id), "no owner id");
});

test("a hostile title is escaped everywhere: no script but the JSON-LD block, text and attributes intact", () => {
  const html = recipePage.text;
  assert.equal((html.match(/<script/gi) ?? []).length, 1, "only the JSON-LD block is a script element");
  assert.equal((html.match(/<\/script>/gi) ?? []).length, 1, "the title never closes the JSON-LD block");
  assert.ok(!html.includes("<img src=x"), "no injected element");
  assert.ok(!html.includes("<b>golden</b>"));
  assert.ok(html.includes("<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;!-- &quot;quoted&quot; &amp; &#39;apos&#39;"));
  assert.equal(unescape(meta(html, "og:title") ?? ""), HOSTILE);
  assert.equal(unescape(meta(html, "og:description") ?? ""), "Crisp & <b>golden</b>");
  const [ld] = jsonLdOf(html);
  assert.equal(ld.name, HOSTILE, "JSON-LD parses back to the exact title");
  assert.ok(!/<\/script/i.test(html.slice(html.indexOf("application/ld+json"), html.indexOf("</script>"))));
});

test("the recipe's JSON-LD is a schema.org Recipe with ingredients, steps, times, yield and image", () => {
  const [ld] = jsonLdOf(recipePage.text);
  assert.equal(ld["@context"], "https://schema.org");
  assert.equal(ld["@type"], "Recipe");
  assert.deepEqual(ld.recipeIngredient, ["2½ cups flour, sifted", "1 egg"]);
  assert.deepEqual(ld.recipeInstructions, [
    { "@type": "HowToStep", text: "Mix." },
    { "@type": "HowToStep", text: "Bake </script> until done." },
  ]);
  assert.equal(ld.prepTime, "PT20M");
  assert.equal(ld.cookTime, "PT1H35M");
  assert.equal(ld.recipeYield, "4");
  assert.equal(ld.keywords, "baking");
  assert.equal(ld.isBasedOn, "https://example.com/pie");
  assert.equal(ld.url, recipeLink.url);
  assert.equal(ld.image.length, 1);
  assert.match(ld.image[0], /^http:\/\/localhost:8080\/media\/[0-9a-f-]+\?exp=\d+&sig=/);
});

test("Open Graph tags: og:url is the share URL and og:image a signed media URL that loads without an account", async () => {
  const html = recipePage.text;
  assert.equal(meta(html, "og:url"), recipeLink.url);
  const image = unescape(meta(html, "og:image") ?? "");
  assert.match(image, /^http:\/\/localhost:8080\/media\//);
  const u = new URL(image);
  const res = await fetch(s.url + u.pathname + u.search);
  assert.equal(res.status, 200);
  assert.equal(res.headers.get("content-type"), "image/jpeg");
});

test("the page links to /save-shared/<token> for the web app, runs no script and styles itself by CSP hash", () => {
  const html = recipePage.text;
  assert.ok(html.includes(`<a class="save" href="/save-shared/${recipeLink.token}">Save to my library</a>`));
  const csp = recipePage.headers.get("content-security-policy") ?? "";
  assert.match(csp, /^default-src 'none';/);
  assert.doesNotMatch(csp, /script-src|unsafe-inline/);
  const css = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? "";
  const hash = createHash("sha256").update(css, "utf8").digest("base64");
  assert.ok(csp.includes(`style-src 'sha256-${hash}'`), csp);
  assert.match(csp, /frame-ancestors 'none'/);
});

test("a shared collection's page lists its recipes and carries an ItemList of Recipes", async () => {
  const a = await recipe({ title: "Apple pie", ingredients: ["3 apples"], instructions: ["Bake."] });
  const b = await recipe({ title: "Plum cake", ingredients: ["500 g plums"] });
  const c = await s.request("POST", "/api/collections", { token: owner.token, body: { name: "Autumn <baking>", recipes: [a, b] } });
  assert.equal(c.status, 201, c.text);
  const link = await share("collection", c.body.id);
  const page = await s.request("GET", `/shared/${link.token}`);
  assert.equal(page.status, 200);
  assert.ok(page.text.includes("<h1>Autumn &lt;baking&gt;</h1>"));
  const [ld] = jsonLdOf(page.text);
  assert.equal(ld["@type"], "ItemList");
  assert.equal(ld.name, "Autumn <baking>");
  assert.equal(ld.numberOfItems, 2);
  assert.deepEqual(
    ld.itemListElement.map((e: any) => [e.position, e.item["@type"], e.item.name]),
    [
      [1, "Recipe", "Apple pie"],
      [2, "Recipe", "Plum cake"],
    ],
  );
  assert.deepEqual(ld.itemListElement[0].item.recipeIngredient, ["3 apples"]);
});

test("a shared meal plan's page shows its meals and an ItemList of the planned recipes", async () => {
  const stew = await recipe({ title: "Stew" });
  const plan = await s.request("POST", "/api/mealplans", {
    token: owner.token,
    body: {
      name: "Week",
      meals: [{ name: "Dinner", start_time: "18:00", end_time: "19:00", days_of_week: [1, 3], items: [{ recipe_id: stew, portion: 2 }], notes: "dad cooks" }],
    },
  });
  assert.equal(plan.status, 201, plan.text);
  const link = await share("mealplan", plan.body.id);
  const page = await s.request("GET", `/shared/${link.token}`);
  assert.equal(page.status, 200);
  assert.match(page.text, /<h2>Dinner<\/h2>/);
  assert.match(page.text, /Mon, Wed · 18:00–19:00/);
  assert.ok(!page.text.includes("dad cooks"));
  const [ld] = jsonLdOf(page.text);
  assert.equal(ld["@type"], "ItemList");
  assert.deepEqual(ld.itemListElement[0].item, { "@type": "Recipe", name: "Stew" });
});

test("a shared grocery list's page lists its items without JSON-LD", async () => {
  const list = await s.request("POST", "/api/grocery-lists", { token: owner.token, body: { name: "Shop", items: [{ name: "milk", quantity: 1, unit: "l" }] } });
  assert.equal(list.status, 201, list.text);
  const link = await share("grocery_list", list.body.id);
  const page = await s.request("GET", `/shared/${link.token}`);
  assert.equal(page.status, 200);
  assert.match(page.text, /<li>1 l milk<\/li>/);
  assert.deepEqual(jsonLdOf(page.text), []);
  assert.equal(meta(page.text, "og:image"), undefined, "no picture and no web app build: no og:image");
});

test("a revoked or unknown link answers a friendly 404 page (HTML), while the API keeps its JSON 404", async () => {
  const id = await recipe({ title: "Soon gone" });
  const link = await share("recipe", id);
  assert.equal((await s.request("GET", `/shared/${link.token}`)).status, 200);
  assert.equal((await s.request("DELETE", `/api/share-links/${link.id}`, { token: owner.token })).status, 204);
  for (const p of [`/shared/${link.token}`, "/shared/not-a-real-token", "/shared/%3Cscript%3E"]) {
    const r = await s.request("GET", p);
    assert.equal(r.status, 404, p);
    assert.equal(r.headers.get("content-type"), "text/html; charset=utf-8", p);
    assert.match(r.text, /This link is no longer shared/, p);
    assert.ok(!r.text.includes("Soon gone"));
    assert.ok(!r.text.includes("<script"), p);
  }
  const api = await s.request("GET", `/api/shared/${link.token}`);
  assert.equal(api.status, 404);
  assert.deepEqual(api.body, { error: "Share link not found" });
});
