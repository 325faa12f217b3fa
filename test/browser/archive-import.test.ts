import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import type { Browser } from "playwright-core";
import { startWebHarness, type WebHarness } from "../helpers/web-harness";
import { browserMissing, checkScreen, launch, phone, signIn } from "../helpers/browser";
import * as build from "../fixtures/archives/build";

/**
 * Moving a library in through the web app: another app's export picked on the import screen is uploaded and
 * imported, its count shown live, and the recipes appear in the library.
 */
const skip = browserMissing();
let web: WebHarness;
let browser: Browser;
const EMAIL = "moving@example.test";
const PASSWORD = "boxes in the hall 4";

describe("moving a library in from another app in the web app", { skip: skip ?? false }, () => {
  before(async () => {
    web = await startWebHarness();
    const reg = await web.api.request("POST", "/api/auth/register", { body: { email: EMAIL, password: PASSWORD } });
    assert.equal(reg.status, 201, reg.text);
    browser = await launch();
  });
  after(async () => {
    await browser?.close();
    await web?.close();
  });

  test("a KitchenOwl export picked on the import screen imports its recipes into the library", async () => {
    const p = await phone(browser);
    await signIn(p.page, `${web.url}/import`, EMAIL, PASSWORD);
    await p.page.getByRole("heading", { name: "Import a recipe", level: 1 }).waitFor();
    assert.equal(await p.page.getByRole("button", { name: "Import the export" }).isDisabled(), true, "nothing picked yet");
    await p.page.getByLabel("An export from another app").setInputFiles({
      name: "kitchenowl-export.json",
      mimeType: "application/json",
      buffer: build.source("kitchenowl/kitchenowl-export.json"),
    });
    await p.page.getByRole("button", { name: "Import the export" }).click();
    const current = p.page.locator("section.current");
    const done = current.getByRole("link", { name: "2 recipes imported: open the library" });
    await done.waitFor({ timeout: 60_000 });
    assert.equal(p.page.url(), `${web.url}/import`, "an archive stays on the import screen");
    await checkScreen(p, "import-archive");
    await done.click();
    await p.page
      .getByRole("link", { name: /Käsespätzle/ })
      .first()
      .waitFor({ timeout: 30_000 });
    await p.page
      .getByRole("link", { name: /Overnight oats/ })
      .first()
      .waitFor();
    assert.deepEqual(p.errors, []);
    await p.context.close();
  });
});
