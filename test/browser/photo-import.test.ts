import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import sharp from "sharp";
import type { Browser } from "playwright-core";
import { startWebHarness, type WebHarness } from "../helpers/web-harness";
import { browserMissing, checkScreen, launch, phone, signIn } from "../helpers/browser";
import { fakeOcr } from "../fixtures/imports/helpers";

/**
 * Photos of cookbook pages picked as one batch through the file input: uploaded, read together as one recipe (OCR
 * faked through the server's services, as the integration tests do), progress live, a failure with its reason and
 * a retry that finishes into the recipe.
 */
const skip = browserMissing();
let web: WebHarness;
let browser: Browser;
let token: string;
const EMAIL = "pages@example.test";
const PASSWORD = "cookbook spine 8";
const OCR_TEXT =
  "Oat Flapjacks\n\nMakes 12\n\nIngredients\n250 g rolled oats\n125 g butter\n4 tbsp golden syrup\n\nMethod\n1. Melt the butter with the syrup.\n2. Stir in the oats and press into a tin.\n3. Bake for 25 minutes.";
/** What the fake OCR was given on each call (how many page images). */
const calls: number[] = [];
/** The first reading finds no text (a blurred photo); the retry reads the pages; later readings are batch photos. */
const ocr = fakeOcr(async (images) => {
  calls.push(images.length);
  if (calls.length === 1) return "";
  return calls.length === 2 ? OCR_TEXT : OCR_TEXT.replace("Oat Flapjacks", `Batch Bake ${calls.length - 2}`);
});

/** A page image as a phone would pick it: a light page with a dark band of "text". */
async function page(n: number): Promise<Buffer> {
  const band = await sharp({ create: { width: 500, height: 40, channels: 3, background: { r: 30, g: 30, b: 30 } } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 600, height: 800, channels: 3, background: { r: 250, g: 248, b: 240 } } })
    .composite([{ input: band, top: 100 + n * 60, left: 50 }])
    .jpeg()
    .toBuffer();
}

describe("importing photos of cookbook pages in the web app", { skip: skip ?? false }, () => {
  before(async () => {
    web = await startWebHarness({ services: { ocr } });
    const reg = await web.api.request("POST", "/api/auth/register", { body: { email: EMAIL, password: PASSWORD } });
    assert.equal(reg.status, 201, reg.text);
    token = reg.body.token;
    browser = await launch();
  });
  after(async () => {
    await browser?.close();
    await web?.close();
  });

  test("two pages picked together become one import; a failure shows its reason and the retry opens the recipe", async () => {
    const p = await phone(browser);
    await signIn(p.page, `${web.url}/import`, EMAIL, PASSWORD);
    await p.page.getByRole("heading", { name: "Import a recipe", level: 1 }).waitFor();
    assert.equal(await p.page.getByRole("button", { name: "Import photos as one recipe" }).isDisabled(), true, "nothing picked yet");
    await p.page.getByLabel("Photos of cookbook pages").setInputFiles([
      { name: "page-1.jpg", mimeType: "image/jpeg", buffer: await page(1) },
      { name: "page-2.jpg", mimeType: "image/jpeg", buffer: await page(2) },
    ]);
    await p.page.getByRole("button", { name: "Import 2 photos as one recipe" }).click();

    await p.page.getByText(/^Import failed: /).waitFor({ timeout: 60_000 });
    const reason = (await p.page.getByText(/^Import failed: /).textContent()) ?? "";
    assert.ok(reason.length > "Import failed: ".length + 3, `the reason is shown: ${reason}`);
    assert.deepEqual(calls, [2], "both pages went to one reading, in one import");
    const imports = await web.api.request("GET", "/api/imports/working-set", { token });
    const mine = imports.body.items.filter((i: { type: string }) => i.type === "media");
    assert.equal(mine.length, 1);
    assert.equal(mine[0].file_ids.length, 2);
    await checkScreen(p, "import-failed");

    await p.page.getByRole("button", { name: "Retry" }).click();
    await p.page.waitForURL(/\/recipes\/[0-9a-f-]{36}$/, { timeout: 60_000 });
    await p.page.getByRole("heading", { name: "Oat Flapjacks", level: 1 }).waitFor();
    await p.page.getByRole("checkbox", { name: /250 g rolled oats/ }).waitFor();
    // The first page is the recipe's picture.
    await p.page.getByRole("img", { name: "Oat Flapjacks" }).waitFor();
    await checkScreen(p, "recipe-from-photos");
    assert.deepEqual(calls, [2, 2]);
    assert.deepEqual(p.errors, []);
    await p.context.close();
  });

  test("photos picked as one recipe each become a batch, each photo's recipe listed as it finishes", async () => {
    const p = await phone(browser);
    await signIn(p.page, `${web.url}/import`, EMAIL, PASSWORD);
    await p.page.getByRole("heading", { name: "Import a recipe", level: 1 }).waitFor();
    await p.page.getByLabel("Photos of cookbook pages").setInputFiles([
      { name: "cake-1.jpg", mimeType: "image/jpeg", buffer: await page(3) },
      { name: "cake-2.jpg", mimeType: "image/jpeg", buffer: await page(4) },
    ]);
    await p.page.getByRole("radio", { name: "One recipe on each photo" }).check();
    await p.page.getByRole("button", { name: "Import 2 photos as 2 recipes" }).click();
    const current = p.page.locator("section.current");
    await current.getByText("Photo 1").waitFor({ timeout: 60_000 });
    await current.getByText("Photo 2").waitFor();
    await until(async () => (await current.getByRole("link", { name: "Open recipe" }).count()) === 2, 60_000);
    assert.equal(p.page.url(), `${web.url}/import`, "a batch stays on the import screen");
    await checkScreen(p, "import-batch");
    assert.deepEqual(calls.slice(2), [1, 1], "one reading per photo");
    const recipes = await web.api.request("GET", "/api/recipes", { token });
    const titles = recipes.body.recipes.map((r: { title: string }) => r.title).sort();
    assert.deepEqual(
      titles.filter((x: string) => x.startsWith("Batch Bake")),
      ["Batch Bake 1", "Batch Bake 2"],
    );
    await current.getByRole("link", { name: "Open recipe" }).first().click();
    await p.page.getByRole("heading", { name: /^Batch Bake [12]$/, level: 1 }).waitFor();
    assert.deepEqual(p.errors, []);
    await p.context.close();
  });
});

/** Poll `check` every 100 ms until it holds. */
async function until(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
