import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import type { Browser } from "playwright-core";
import { startWebHarness, type WebHarness } from "../helpers/web-harness";
import { browserMissing, launch, phone, checkScreen, type Phone } from "../helpers/browser";

/** First run, sign-in and sign-out, the session across a reload, and every screen checked (axe, 360 px, console). */
const skip = browserMissing();
let web: WebHarness;
let browser: Browser;
let p: Phone;

describe("the web app's first run and session", { skip: skip ?? false }, () => {
  before(async () => {
    web = await startWebHarness();
    browser = await launch();
    p = await phone(browser);
  });
  after(async () => {
    await browser?.close();
    await web?.close();
  });

  test("first run asks for the administrator and signs them in", async () => {
    const { page } = p;
    await page.goto(web.url);
    await page.getByRole("heading", { name: /set up your recipe library/i }).waitFor();
    await checkScreen(p, "setup");
    await page.getByLabel("Your name").fill("Ada");
    await page.getByLabel("Email").fill("ada@example.test");
    await page.getByLabel(/^Password/).fill("correct horse battery");
    await page.getByRole("button", { name: "Create administrator" }).click();
    await page.getByRole("heading", { name: "Library", exact: true }).waitFor();
    const login = await web.api.request("POST", "/api/auth/login", { body: { email: "ada@example.test", password: "correct horse battery" } });
    assert.equal(login.status, 200, login.text);
    const users = await web.api.request("GET", "/api/admin/users", { token: login.body.token });
    assert.equal(users.status, 200, `the first user is an administrator: ${users.text}`);
    await checkScreen(p, "library-empty");
  });

  test("the session survives a reload without asking for the password again", async () => {
    const { page } = p;
    await page.reload();
    await page.getByRole("heading", { name: "Library", exact: true }).waitFor();
    assert.equal(await page.getByRole("button", { name: "Sign in", exact: true }).count(), 0);
    const readable = await page.evaluate("document.cookie");
    assert.equal(readable, "", "the refresh token is not readable by page scripts");
  });

  test("tabs that open at once share the session: their refreshes take turns, nobody is signed out", async () => {
    // Each tab renews its access token through the one refresh cookie; sent together, the second would present a
    // rotated cookie, which the server treats as theft and answers by revoking the session everywhere.
    // The library shows from local data before its session is renewed, so each tab is left only once its own
    // refresh has answered: leaving one mid-refresh is a different case (the refresh is sent with keepalive).
    const tabs = await Promise.all([p.context.newPage(), p.context.newPage(), p.context.newPage()]);
    const refreshed = (tab: (typeof tabs)[number]) => tab.waitForResponse((r) => r.url().endsWith("/api/auth/session/refresh"));
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all(tabs.map(async (tab) => (await Promise.all([refreshed(tab), tab.goto(web.url)]))[0]));
      assert.deepEqual(
        answers.map((r) => r.status()),
        [200, 200, 200],
      );
      await Promise.all(tabs.map((tab) => tab.getByRole("heading", { name: "Library", exact: true }).waitFor()));
    }
    await Promise.all(tabs.map((tab) => tab.close()));
    await p.page.reload();
    await p.page.getByRole("heading", { name: "Library", exact: true }).waitFor();
    assert.equal(await p.page.getByRole("button", { name: "Sign in", exact: true }).count(), 0, "still signed in");
  });

  test("every screen passes axe, fits 360 px and logs no console error", async () => {
    const { page } = p;
    const screens: [string, string, RegExp][] = [
      ["import", "/import", /Import a recipe/],
      ["plan", "/plan", /Meal plan/],
      ["grocery-lists", "/grocery", /Grocery lists/],
      ["more", "/more", /More/],
      ["wishlist", "/wishlist", /Wishlist/],
      ["collections", "/collections", /Collections/],
      ["books", "/books", /Books/],
      ["sources", "/sources", /Sources/],
      ["notifications", "/notifications", /Notifications/],
      ["household", "/household", /Household/],
      ["share-links", "/share-links", /Share links/],
      ["settings", "/settings", /Settings/],
      ["recipe-new", "/recipes/new", /New recipe/],
    ];
    for (const [name, path, heading] of screens) {
      await page.goto(web.url + path);
      await page.getByRole("heading", { name: heading, level: 1 }).waitFor();
      await checkScreen(p, name);
    }
  });

  test("sign out revokes the session, and signing in again works", async () => {
    const { page } = p;
    await page.goto(`${web.url}/more`);
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.getByRole("heading", { name: "Sign in", exact: true }).waitFor();
    await checkScreen(p, "signin");
    await page.reload();
    await page.getByRole("heading", { name: "Sign in", exact: true }).waitFor();
    await page.getByLabel("Email").fill("ada@example.test");
    await page.getByLabel("Password").fill("wrong password");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.getByText("Email or password is not right.").waitFor();
    p.errors.length = 0; // the 401 of a wrong password is logged by the browser itself
    await page.getByLabel("Password").fill("correct horse battery");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    // Signing in keeps the address that was asked for (here the More page, where sign-out was).
    await page.getByRole("heading", { name: "More", exact: true }).waitFor();
    await page.getByRole("link", { name: "Library", exact: true }).click();
    await page.getByRole("heading", { name: "Library", exact: true }).waitFor();
  });
});
