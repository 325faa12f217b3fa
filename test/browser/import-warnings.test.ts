// A photo import that completes with warnings (issue 19 item 4) stays on the import screen and lists them, instead of
// moving on to the recipe as a clean import does. The OCR answer is fixed here (lines with their confidence); the
// real reading of photos is covered by test/integration/imports-photo-confidence.test.ts.
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Browser } from "playwright-core";
import type { Ocr, OcrReading } from "../../src/importers/ocr";
import { startWebHarness, type WebHarness } from "../helpers/web-harness";
import { browserMissing, checkScreen, launch, phone, signIn } from "../helpers/browser";

const skip = browserMissing();
const photo = readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../fixtures/images/ocr-smudged-page.jpg"));
const EMAIL = "reader@example.test";
const PASSWORD = "kitchen table 42";

/** Tesseract's answer for the smudged page: clear lines, and one line it was unsure of. */
const reading: OcrReading = {
  pages: [
    [
      { text: "Quick Pancakes", confidence: 95 },
      { text: "Ingredients", confidence: 96, opensParagraph: true },
      { text: "1 cup flour", confidence: 96 },
      { text: "1 cup milk", confidence: 96 },
      { text: "2 tsp bakng pwdr", confidence: 31 },
      { text: "Method", confidence: 95, opensParagraph: true },
      { text: "1. Whisk everything together until smooth.", confidence: 96 },
      { text: "2. Cook spoonfuls in a hot pan until golden.", confidence: 96 },
    ],
  ],
};
const ocr: Ocr = {
  workerAlive: false,
  recognize: () => Promise.reject(new Error("photo imports read lines with their confidence")),
  read: () => Promise.resolve(reading),
  close: () => Promise.resolve(),
};

describe("the import screen shows a photo import's warnings", { skip: skip ?? false }, () => {
  let web: WebHarness;
  let browser: Browser;
  before(async () => {
    web = await startWebHarness({ services: { ocr } });
    const reg = await web.api.request("POST", "/api/auth/register", { body: { email: EMAIL, password: PASSWORD, display_name: "Reader" } });
    assert.equal(reg.status, 201, reg.text);
    browser = await launch();
  });
  after(async () => {
    await browser?.close();
    await web?.close();
  });

  test("a photo read with an unclear line and no servings stays on the import screen with its warnings listed", async () => {
    const p = await phone(browser);
    await signIn(p.page, `${web.url}/import`, EMAIL, PASSWORD);
    await p.page.getByRole("heading", { name: "Import a recipe" }).waitFor();
    await p.page.getByLabel("Photos of cookbook pages").setInputFiles({ name: "page.jpg", mimeType: "image/jpeg", buffer: photo });
    await p.page.getByRole("button", { name: "Import 1 photo as one recipe" }).click();
    const note = p.page.getByRole("note");
    await note.getByText("Check before cooking:").waitFor({ timeout: 60_000 });
    await note.getByText('Left out line 5, too unclear to read: "2 tsp bakng pwdr"').waitFor();
    await note.getByText(/Servings were not on the page/).waitFor();
    await p.page.getByRole("link", { name: "Open recipe" }).waitFor();
    assert.match(p.page.url(), /\/import$/, "the screen stays so the warnings are read");
    // Below the three forms on a phone: the screen scrolls the warnings into view.
    await p.page.waitForFunction(
      `(() => { const r = document.querySelector(".import-warnings")?.getBoundingClientRect(); return !!r && r.top >= 0 && r.bottom <= innerHeight; })()`,
      undefined,
      { timeout: 5_000 },
    );
    await checkScreen(p, "import-warnings");
    await p.page.getByRole("link", { name: "Open recipe" }).click();
    await p.page.getByRole("heading", { name: "Quick Pancakes", level: 1 }).waitFor();
    await p.context.close();
  });
});
