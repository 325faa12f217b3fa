import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import type { Browser } from "playwright-core";
import { startWebHarness, type WebHarness } from "../helpers/web-harness";
import { browserMissing, checkScreen, launch, phone, signIn, type Phone } from "../helpers/browser";

/**
 * The administrator's part of Settings: the registration switch (a visitor registers while it is on, cannot once it
 * is off, and an invite link still works), users, a backup and the statistics.
 */
const skip = browserMissing();
let web: WebHarness;
let browser: Browser;
let token: string;
let admin: Phone;
const EMAIL = "root@example.test";
const PASSWORD = "pantry shelf 77";

describe("the administrator's settings in the web app", { skip: skip ?? false }, () => {
  before(async () => {
    // REGISTRATION_OPEN=true: the switch starts from the environment's value, on.
    web = await startWebHarness({ env: { REGISTRATION_OPEN: "true" } });
    const reg = await web.api.request("POST", "/api/auth/setup", { body: { email: EMAIL, password: PASSWORD, display_name: "Root" } });
    assert.equal(reg.status, 201, reg.text);
    token = reg.body.access_token;
    browser = await launch();
    admin = await phone(browser);
    await signIn(admin.page, `${web.url}/settings`, EMAIL, PASSWORD);
    await admin.page.getByRole("heading", { name: "Administration" }).waitFor();
  });
  after(async () => {
    await browser?.close();
    await web?.close();
  });

  test("the settings screen shows registration, users, backups and statistics to the administrator", async () => {
    const { page } = admin;
    const toggle = page.getByRole("switch", { name: "Anyone can create an account" });
    await toggle.waitFor();
    assert.equal(await toggle.isChecked(), true, "the environment's default");
    await page.getByText("Following the server's setting (REGISTRATION_OPEN).").waitFor();
    await page.getByRole("heading", { name: "Statistics" }).waitFor();
    await page.getByText("Database size").waitFor();
    await page.getByRole("heading", { name: "Administration" }).scrollIntoViewIfNeeded();
    await checkScreen(admin, "settings-admin");
  });

  test("while registration is open a visitor creates an account from the sign-in page", async () => {
    const visitor = await phone(browser);
    await visitor.page.goto(web.url);
    await visitor.page.getByRole("heading", { name: "Sign in", exact: true }).waitFor();
    await visitor.page.getByRole("button", { name: "Create an account" }).click();
    await visitor.page.getByRole("heading", { name: "Create an account", level: 1 }).waitFor();
    await checkScreen(visitor, "register");
    await visitor.page.getByLabel("Your name").fill("Walk In");
    await visitor.page.getByLabel("Email").fill("walkin@example.test");
    await visitor.page.getByLabel(/^Password/).fill("walk in pass 9");
    await visitor.page.getByRole("button", { name: "Create my account" }).click();
    await visitor.page.getByRole("heading", { name: "Library", exact: true }).waitFor();
    assert.equal(await visitor.page.evaluate("document.cookie"), "", "the refresh token stays in the HttpOnly cookie");
    await visitor.page.getByRole("link", { name: "More", exact: true }).click();
    await visitor.page.getByRole("link", { name: "Settings" }).click();
    await visitor.page.getByRole("heading", { name: "Settings", level: 1 }).waitFor();
    await visitor.page.getByRole("heading", { name: "Profile" }).waitFor();
    assert.equal(await visitor.page.getByRole("heading", { name: "Administration" }).count(), 0, "not for a member");
    assert.deepEqual(visitor.errors, []);
    await visitor.context.close();
  });

  test("turned off, a new visitor cannot register but an invite link still creates an account", async () => {
    const { page } = admin;
    await page.getByRole("switch", { name: "Anyone can create an account" }).uncheck();
    await page.getByText("Registration is closed.", { exact: true }).waitFor();
    await page.getByText("Set here; it overrides the server's setting.").waitFor();
    const setup = await web.api.request("GET", "/api/auth/setup");
    assert.equal(setup.body.registration_open, false);

    const visitor = await phone(browser);
    await visitor.page.goto(web.url);
    await visitor.page.getByRole("heading", { name: "Sign in", exact: true }).waitFor();
    await visitor.page.getByText(/New accounts need an invite link/).waitFor();
    assert.equal(await visitor.page.getByRole("button", { name: "Create an account" }).count(), 0);
    await checkScreen(visitor, "signin-closed");
    // The server refuses too, whatever a page shows (an old tab still offering the form).
    const direct = await web.api.request("POST", "/api/auth/session/register", { body: { email: "sneaky@example.test", password: "sneaky pass 9" } });
    assert.equal(direct.status, 403);
    await visitor.context.close();

    const hh = await web.api.request("POST", "/api/households", { token, body: { name: "The Roots" } });
    assert.equal(hh.status, 201, hh.text);
    const inv = await web.api.request("POST", `/api/households/${hh.body.id}/invites`, { token, body: {} });
    assert.equal(inv.status, 201, inv.text);
    const guest = await phone(browser);
    await guest.page.goto(web.url + new URL(inv.body.url as string).pathname);
    await guest.page.getByText(/invites you to join "The Roots"/).waitFor();
    await guest.page.getByLabel("Your name").fill("Ivy");
    await guest.page.getByLabel("Email").fill("ivy@example.test");
    await guest.page.getByLabel(/^Password/).fill("ivy invited 12");
    await guest.page.getByRole("button", { name: "Create my account and join" }).click();
    await guest.page.getByRole("heading", { name: "Household", exact: true }).waitFor();
    await guest.page.getByText("Ivy").first().waitFor();
    assert.deepEqual(guest.errors, []);
    await guest.context.close();

    // Turned on again from the switch.
    await page.getByRole("switch", { name: "Anyone can create an account" }).check();
    await page.getByText("Registration is open.", { exact: true }).waitFor();
    assert.equal((await web.api.request("GET", "/api/auth/setup")).body.registration_open, true);
    assert.deepEqual(admin.errors, []);
  });

  test("the administrator adds, promotes and disables a user, takes a backup and sees the statistics", async () => {
    const { page } = admin;
    await page.reload();
    await page.getByRole("heading", { name: "Users" }).waitFor();
    const users = page.locator("section[aria-labelledby=users-h]");
    await users.getByLabel("Name").fill("Nan");
    await users.getByLabel("Email").fill("nan@example.test");
    await users.getByLabel("Password").fill("nan kitchen 5");
    await users.getByRole("button", { name: "Add user" }).click();
    await page.getByText("Added Nan.").waitFor();
    await users.getByRole("button", { name: "Make administrator: Nan" }).click();
    await users.getByRole("button", { name: "Remove administrator: Nan" }).waitFor();
    await users.getByRole("button", { name: "Disable: Nan" }).click();
    await users.getByRole("button", { name: "Enable: Nan" }).waitFor();
    const list = await web.api.request("GET", "/api/admin/users", { token });
    const nan = list.body.users.find((u: { email: string }) => u.email === "nan@example.test");
    assert.equal(nan.is_admin, true);
    assert.equal(nan.disabled, true);
    const login = await web.api.request("POST", "/api/auth/session", { body: { email: "nan@example.test", password: "nan kitchen 5" } });
    assert.equal(login.status, 401, "a disabled account cannot sign in");

    await page.getByRole("button", { name: "Back up now" }).click();
    await page.getByText(/^Backup written: backups\/library-.*\.zip \(/).waitFor({ timeout: 30_000 });
    const stats = page.locator("section[aria-labelledby=stats-h]");
    await stats.getByText("Users", { exact: true }).waitFor();
    // Root, the walk-in, the invitee and Nan.
    assert.equal(await stats.locator("dt:text-is('Users') + dd").textContent(), "4");
    await page.getByRole("heading", { name: "Users" }).scrollIntoViewIfNeeded();
    await checkScreen(admin, "settings-admin-users");
  });
});
