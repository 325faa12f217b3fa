// Measures the web app in headless Chromium on loopback (called by scripts/bench/web.mjs; prints one JSON line):
// a family with 2,000 recipes signs in once; then each reload's time from navigation to the library's first rows,
// and the time each keystroke of a search takes to filter the 2,000 recipes and render.
import { startWebHarness } from "../../../test/helpers/web-harness";
import { launch } from "../../../test/helpers/browser";

const RECIPES = Number(process.env.BENCH_WEB_RECIPES ?? 2000);
const RELOADS = 7;
const WORDS = ["chicken", "lemon", "garlic", "tomato", "basil", "rice", "beans", "pork", "salmon", "curry", "pasta", "mushroom"];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.95))];

async function main(): Promise<void> {
  const web = await startWebHarness();
  const browser = await launch();
  try {
    const reg = await web.api.request("POST", "/api/auth/register", { body: { email: "bench@example.test", password: "bench password" } });
    const token = reg.body.token as string;
    for (let i = 0; i < RECIPES; i += 50) {
      await Promise.all(
        Array.from({ length: Math.min(50, RECIPES - i) }, (_, k) => {
          const n = i + k;
          const a = WORDS[n % WORDS.length];
          const b = WORDS[(n * 7 + 3) % WORDS.length];
          return web.api.request("POST", "/api/recipes", {
            token,
            body: {
              title: `${a} and ${b} no. ${n}`,
              tags: [a],
              servings: 4,
              ingredients: [
                { name: a, quantity: 1, unit: "cup" },
                { name: b, quantity: 200, unit: "g" },
              ],
              instructions: ["Cook."],
            },
          });
        }),
      );
    }
    const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
    const page = await context.newPage();
    await page.goto(web.url);
    await page.getByLabel("Email").fill("bench@example.test");
    await page.getByLabel("Password").fill("bench password");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.getByText(`${new Intl.NumberFormat("en-US").format(RECIPES)} recipes`).waitFor({ timeout: 120_000 });

    const loads: number[] = [];
    for (let i = 0; i < RELOADS; i++) {
      const t0 = Date.now();
      await page.goto(web.url);
      await page.locator(".vlist .row").first().waitFor();
      loads.push(Date.now() - t0);
    }
    // Keystrokes: each character typed into the search box, timed in the page from the input event to the
    // rendered list (Preact renders in a microtask; a MessageChannel task runs after it without timer clamping).
    const keys = (await page.evaluate(`(async () => {
      const input = document.querySelector('input[type=search]');
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
      const tick = () => new Promise((r) => { const c = new MessageChannel(); c.port1.onmessage = () => r(); c.port2.postMessage(0); });
      const times = [];
      for (const word of ['chicken', 'lemon garlic', 'tomato basil', 'salmon']) {
        for (let i = 1; i <= word.length; i++) {
          const t0 = performance.now();
          setter.call(input, word.slice(0, i));
          input.dispatchEvent(new Event('input', { bubbles: true }));
          await tick();
          times.push(performance.now() - t0);
        }
        setter.call(input, '');
        input.dispatchEvent(new Event('input', { bubbles: true }));
        await tick();
      }
      return times;
    })()`)) as number[];
    await context.close();
    console.log(
      JSON.stringify({
        [`navigation to library shown ms (median of ${RELOADS}, ${RECIPES} recipes)`]: median(loads),
        [`keystroke filter ms median (${RECIPES} recipes)`]: median(keys),
        [`keystroke filter ms p95 (${RECIPES} recipes)`]: p95(keys),
      }),
    );
  } finally {
    await browser.close();
    await web.close();
  }
}

await main();
