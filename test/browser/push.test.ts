import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import type { Browser, CDPSession } from "playwright-core";
import { startWebHarness, type WebHarness } from "../helpers/web-harness";
import { browserMissing, launch, phone, signIn, type Phone } from "../helpers/browser";
import { messageOf } from "../../src/modules/push/push.deliver";
import { findNotification } from "../../src/modules/notifications/notifications.repo";

/**
 * A fired timer on a phone whose tab is in the background: the appliance's Web Push message reaches the service
 * worker, which shows a notification that stays until seen and links to the cook session. Headless
 * Chromium has no push service (it would be Google's), so the message the server would send for the real fired-timer
 * notification is delivered to the service worker through the DevTools protocol
 * (ServiceWorker.deliverPushMessage); the server's side of the delivery is tested in test/integration/push*.
 */
const skip = browserMissing();
let web: WebHarness;
let browser: Browser;
let p: Phone;
let token: string;

async function until<T>(check: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

interface Shown {
  title: string;
  body: string;
  url: string;
  requireInteraction: boolean;
}

// Evaluated in the page (the tests' TypeScript has no DOM types): what the service worker's registration shows.
const shownNotifications = (): Promise<Shown[]> =>
  p.page.evaluate(`navigator.serviceWorker.ready
    .then((reg) => reg.getNotifications())
    .then((list) => list.map((n) => ({ title: n.title, body: n.body, url: n.data && n.data.url, requireInteraction: n.requireInteraction })))`) as Promise<
    Shown[]
  >;

describe("Web Push in the web app", { skip: skip ?? false }, () => {
  before(async () => {
    web = await startWebHarness();
    const reg = await web.api.request("POST", "/api/auth/register", { body: { email: "cook@example.test", password: "soft boiled eggs" } });
    token = reg.body.token;
    browser = await launch();
    p = await phone(browser);
    await p.context.grantPermissions(["notifications"], { origin: web.url });
    await signIn(p.page, web.url, "cook@example.test", "soft boiled eggs");
    await until(async () => ((await p.page.evaluate("navigator.serviceWorker.controller !== null")) ? true : undefined), 15_000);
  });
  after(async () => {
    await browser?.close();
    await web?.close();
  });

  test("a fired timer's push shows a notification that stays on screen and links to the cook session", async () => {
    const recipe = await web.api.request("POST", "/api/recipes", { token, body: { title: "Soft Eggs", instructions: ["Boil 6 minutes."] } });
    const session = await web.api.request("POST", "/api/cook-sessions", { token, body: { recipe_id: recipe.body.id } });
    assert.equal(session.status, 201, session.text);
    const timer = await web.api.request("POST", "/api/timers", { token, body: { title: "Eggs", durationMs: 500, sessionId: session.body.id } });
    assert.equal(timer.status, 201, timer.text);
    // The server fires the timer and stores the notification it pushes.
    const fired = await until(async () => {
      const list = await web.api.request("GET", "/api/notifications", { token });
      return (list.body.notifications as Array<{ id: string; type: string }>).find((n) => n.type === "timer_fired");
    }, 30_000);
    const row = findNotification(web.api.deps.db.sqlite, fired.id);
    assert.ok(row);
    const message = messageOf(web.api.deps, row);

    const cdp: CDPSession = await p.context.newCDPSession(p.page);
    const registrationId = await new Promise<string>((resolve) => {
      cdp.on("ServiceWorker.workerRegistrationUpdated", (e: { registrations: Array<{ registrationId: string; isDeleted: boolean }> }) => {
        const live = e.registrations.find((r) => !r.isDeleted);
        if (live) resolve(live.registrationId);
      });
      void cdp.send("ServiceWorker.enable");
    });
    // The tab goes to the background: another page of the phone is in front.
    const other = await p.context.newPage();
    await other.goto("about:blank");
    // A message delivered while the browser is still starting the stopped worker can be dropped (seen once in CI):
    // deliver again until a notification shows. A second copy of the same message replaces the first (same tag).
    let shown: Shown | undefined;
    for (let attempt = 1; shown === undefined; attempt++) {
      await cdp.send("ServiceWorker.deliverPushMessage", { origin: new URL(web.url).origin, registrationId, data: JSON.stringify(message) });
      try {
        [shown] = await until(async () => {
          const list = await shownNotifications();
          return list.length > 0 ? list : undefined;
        }, 4_000);
      } catch (err) {
        if (attempt >= 4) throw err;
      }
    }
    assert.equal(shown?.title, message.title);
    assert.match(shown?.title ?? "", /Eggs/);
    assert.equal(shown?.requireInteraction, true, "a fired timer stays on screen until the cook sees it");
    assert.match(shown?.url ?? "", new RegExp(`/cook-sessions/${session.body.id}$`));

    await other.close();
    assert.deepEqual(p.errors, []);
  });
});
