// Headless Chromium (Debian's package) driven by playwright-core, plus the checks every screen gets: axe-core with
// no serious or critical violation, no console error, no horizontal scroll at 360 px, screenshots as artifacts.
import fs from "node:fs";
import path from "node:path";
import assert from "node:assert/strict";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";

const root = path.resolve(new URL("../..", import.meta.url).pathname);
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const screenshotDir = path.join(root, ".artifacts/screenshots");
const axeSource = fs.readFileSync(path.join(root, "node_modules/axe-core/axe.min.js"), "utf8");

/**
 * Why the browser tests cannot run here, or null when they can. In CI (CI=true) a missing Chromium is an error:
 * the tests must never pass by skipping there.
 */
export function browserMissing(): string | null {
  if (fs.existsSync(CHROMIUM)) return null;
  const why = `Chromium not found at ${CHROMIUM} (apt-get install -y chromium, or set CHROMIUM_PATH)`;
  if (process.env.CI === "true") throw new Error(why);
  return why;
}

export async function launch(): Promise<Browser> {
  // playwright gives every launch a new, temporary --user-data-dir (it refuses the flag); contexts in it are
  // independent (two phones), and nothing touches a real profile.
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--autoplay-policy=no-user-gesture-required",
    ],
    timeout: 60_000,
  });
}

/** Paths of TEAM.md contracts that the server may not have yet (households: personal API tokens). */
const pendingContract = ["/api/users/me/api-tokens"];

export interface Phone {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught page errors seen so far. */
  errors: string[];
}

/** A browser context (one phone) with its own storage, watching for console errors. */
export async function phone(browser: Browser, viewport = { width: 360, height: 800 }): Promise<Phone> {
  const context = await browser.newContext({ viewport, serviceWorkers: "allow", locale: "en-US" });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() !== "error") return;
    const where = m.location().url;
    // A contract endpoint another helper has not delivered yet answers 404; that is not the app's error.
    if (/status of 404/.test(m.text()) && pendingContract.some((p) => where.includes(p))) return;
    errors.push(`${m.text()} (${where})`);
  });
  page.on("pageerror", (e) => errors.push(String(e)));
  page.setDefaultTimeout(15_000);
  return { context, page, errors };
}

/** axe-core on the current page: no serious or critical violation. */
export async function assertAccessible(page: Page, label: string): Promise<void> {
  // evaluate runs through the DevTools protocol, so the page's CSP (script-src 'self') does not block it.
  await page.evaluate(axeSource);
  // The page's own globals are reached through a string expression: this file is typed for Node, not the DOM.
  const result = (await page.evaluate(`axe.run(document, { resultTypes: ["violations"] }).then((r) =>
    r.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.slice(0, 3).map((n) => n.target.join(" ")) })))`)) as {
    id: string;
    impact: string;
    help: string;
    targets: string[];
  }[];
  const bad = result.filter((v) => v.impact === "serious" || v.impact === "critical");
  assert.deepEqual(bad, [], `${label}: accessibility violations ${JSON.stringify(bad, null, 1)}`);
}

export async function assertNoHorizontalScroll(page: Page, label: string): Promise<void> {
  const [scroll, client] = (await page.evaluate("[document.documentElement.scrollWidth, document.documentElement.clientWidth]")) as [number, number];
  assert.ok(scroll <= client, `${label}: page is ${scroll}px wide in a ${client}px viewport`);
}

export async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(screenshotDir, { recursive: true });
  const size = page.viewportSize();
  await page.screenshot({ path: path.join(screenshotDir, `${name}-${size?.width ?? 0}x${size?.height ?? 0}.png`), fullPage: false });
}

/** Every check a screen gets, at phone and desktop width: axe, no horizontal scroll at 360 px, screenshots. */
export async function checkScreen(p: Phone, name: string): Promise<void> {
  const { page } = p;
  await page.setViewportSize({ width: 360, height: 800 });
  await page.waitForTimeout(50);
  await assertNoHorizontalScroll(page, name);
  await assertAccessible(page, `${name} at 360px`);
  await screenshot(page, name);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.waitForTimeout(50);
  await assertAccessible(page, `${name} at 1280px`);
  await screenshot(page, name);
  await page.setViewportSize({ width: 360, height: 800 });
  assert.deepEqual(p.errors, [], `${name}: console errors`);
}

/** Open `url` signed out and sign in there with the app's own form. */
export async function signIn(page: Page, url: string, email: string, password: string): Promise<void> {
  await page.goto(url);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}
