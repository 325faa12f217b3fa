import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import sharp from "sharp";
import type { Browser } from "playwright-core";
import { startWebHarness, type WebHarness } from "../helpers/web-harness";
import { browserMissing, checkScreen, launch, phone, signIn, type Phone } from "../helpers/browser";

/** Creating and editing a recipe: ingredient lines read as you type, tags, a photo, then an edit of it. */
const skip = browserMissing();
let web: WebHarness;
let browser: Browser;
let token: string;
let p: Phone;
const EMAIL = "editor@example.test";
const PASSWORD = "whisk and bowl 3";

/** A small photo made here (no binary fixture): a warm orange square, as a browser would pick it from the gallery. */
const photo = (background = { r: 214, g: 120, b: 40 }) =>
  sharp({ create: { width: 320, height: 240, channels: 3, background } })
    .jpeg()
    .toBuffer();

describe("creating and editing a recipe in the web app", { skip: skip ?? false }, () => {
  before(async () => {
    web = await startWebHarness();
    const reg = await web.api.request("POST", "/api/auth/register", { body: { email: EMAIL, password: PASSWORD, display_name: "Ed" } });
    assert.equal(reg.status, 201, reg.text);
    token = reg.body.token;
    browser = await launch();
    p = await phone(browser);
    await signIn(p.page, `${web.url}/recipes/new`, EMAIL, PASSWORD);
    await p.page.getByRole("heading", { name: "New recipe", level: 1 }).waitFor();
  });
  after(async () => {
    await browser?.close();
    await web?.close();
  });

  let id = "";

  test("a new recipe's ingredient lines are shown parsed as they are typed, and it saves with tags and a photo", async () => {
    const { page } = p;
    await page.getByLabel("Title").fill("Carrot Soup");
    await page.getByLabel("Servings").fill("4");
    await page.getByLabel("Tags (comma separated)").fill("soup, weeknight");
    const ingredients = page.getByLabel("Ingredients, one per line");
    // Typed key by key, as a cook does: the parsed reading follows without a save.
    await ingredients.pressSequentially("500 g carrots, peeled\n1 onion");
    const parsed = page.locator(".parsed");
    await parsed.getByText("carrots").waitFor();
    await parsed.getByText("onion").waitFor();
    assert.match((await parsed.locator("li").first().textContent()) ?? "", /500\s*g\s*carrots.*peeled/);
    await ingredients.pressSequentially("\n2 cups vegetable stock");
    await parsed.getByText("vegetable stock").waitFor();
    assert.equal(await parsed.locator("li").count(), 3);
    await page.getByLabel("Steps, one per line").fill("Soften the onion.\nAdd the carrots and stock, simmer 20 minutes.\nBlend.");
    await page.getByLabel("Add photos").setInputFiles({ name: "soup.jpg", mimeType: "image/jpeg", buffer: await photo() });
    await checkScreen(p, "recipe-editor");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.waitForURL(/\/recipes\/[0-9a-f-]{36}$/);
    await page.getByRole("heading", { name: "Carrot Soup", level: 1 }).waitFor();
    id = page.url().split("/").pop() ?? "";
    await page.getByRole("img", { name: "Carrot Soup" }).waitFor();
    await page.getByText("weeknight", { exact: true }).waitFor();
    await page.getByRole("checkbox", { name: /500 g carrots/ }).waitFor();
    await checkScreen(p, "recipe-with-photo");

    const saved = await web.api.request("GET", `/api/recipes/${id}`, { token });
    assert.equal(saved.status, 200);
    assert.deepEqual(saved.body.tags, ["soup", "weeknight"]);
    assert.equal(saved.body.servings, 4);
    assert.equal(saved.body.media.length, 1);
    const carrots = saved.body.ingredients[0];
    assert.equal(carrots.quantity, 500);
    assert.equal(carrots.unit, "g");
    assert.equal(carrots.name, "carrots");
    assert.match(saved.body.ingredients[2].unit, /^cups?$/);
    assert.equal(saved.body.instructions.length, 3);
    const file = await web.api.request("GET", `/api/files/${saved.body.media[0].file_id as string}`, { token });
    assert.equal(file.body.content_type, "image/jpeg");
  });

  test("editing keeps what was saved, and changes title, tags, ingredients and the photo", async () => {
    const { page } = p;
    await page.getByRole("link", { name: "Edit", exact: true }).click();
    await page.getByRole("heading", { name: "Edit recipe", level: 1 }).waitFor();
    assert.equal(await page.getByLabel("Title").inputValue(), "Carrot Soup");
    assert.equal(await page.getByLabel("Tags (comma separated)").inputValue(), "soup, weeknight");
    const ingredients = page.getByLabel("Ingredients, one per line");
    assert.match(await ingredients.inputValue(), /^500 g carrots, peeled\n1 onion\n2 cups vegetable stock$/);
    await page.locator(".parsed").getByText("vegetable stock").waitFor();
    await page.getByRole("img", { name: "Photo 1" }).waitFor();
    const before = await web.api.request("GET", `/api/recipes/${id}`, { token });
    const oldPhoto = before.body.media[0].file_id as string;
    await page.getByRole("img", { name: "Photo 1" }).scrollIntoViewIfNeeded();
    await checkScreen(p, "recipe-editor-edit");
    await page.getByRole("button", { name: "Remove photo 1" }).click();
    assert.equal(await page.getByRole("img", { name: "Photo 1" }).count(), 0);
    await page.getByLabel("Add photos").setInputFiles({ name: "bowl.jpg", mimeType: "image/jpeg", buffer: await photo({ r: 40, g: 120, b: 214 }) });
    await page.getByText("Added when you save: bowl.jpg").waitFor();
    await page.getByLabel("Title").fill("Carrot and Ginger Soup");
    await page.getByLabel("Tags (comma separated)").fill("soup, weeknight, vegan");
    await ingredients.press("End");
    await ingredients.press("Control+End");
    await ingredients.pressSequentially("\n1 tbsp grated ginger");
    await page.locator(".parsed").getByText("grated ginger").or(page.locator(".parsed").getByText("ginger")).first().waitFor();
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByRole("heading", { name: "Carrot and Ginger Soup", level: 1 }).waitFor();
    assert.equal(page.url().split("/").pop(), id, "the same recipe, changed");
    await page.getByText("vegan", { exact: true }).waitFor();
    await page.getByRole("checkbox", { name: /ginger/ }).waitFor();
    const saved = await web.api.request("GET", `/api/recipes/${id}`, { token });
    assert.equal(saved.body.title, "Carrot and Ginger Soup");
    assert.deepEqual(saved.body.tags, ["soup", "weeknight", "vegan"]);
    assert.equal(saved.body.ingredients.length, 4);
    assert.equal(saved.body.ingredients[3].unit, "tbsp");
    assert.equal(saved.body.media.length, 1, "the old photo removed, the new one added");
    assert.notEqual(saved.body.media[0].file_id, oldPhoto);
    assert.deepEqual(p.errors, []);
  });
});
