/**
 * Issue 14 item 4: one user's imports of a host that never answers must not starve another user's import. Import
 * slots are shared between users (one user holds at most all but one), the queue per user is capped (429), and an
 * import that waited past its budget fails with a plain reason.
 */
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { startTestServer, type TestServer } from "../helpers/server";
import { cachedStatement } from "../../src/db/statements";
import type { Egress, EgressRequest } from "../../src/egress";
import { WAITED_TOO_LONG } from "../../src/modules/imports/imports.worker";
import { fakeOcr, untilAborted, waitForStatus } from "../fixtures/imports/helpers";

const PAGE = Buffer.from(
  `<!doctype html><html><head><title>Soup</title><script type="application/ld+json">${JSON.stringify({
    "@context": "https://schema.org",
    "@type": "Recipe",
    name: "Tomato soup",
    recipeIngredient: ["1 kg tomatoes", "1 onion", "500 ml stock"],
    recipeInstructions: [
      { "@type": "HowToStep", text: "Simmer everything for 20 minutes." },
      { "@type": "HowToStep", text: "Blend." },
    ],
  })}</script></head><body></body></html>`,
);

/** An egress fake: URLs on never.test hang until their job is aborted; everything else answers the page. */
function hangingEgress(): Egress & { hanging: number } {
  const egress = {
    hanging: 0,
    async fetch(url: string, req: EgressRequest) {
      if (new URL(url).hostname === "never.test") {
        egress.hanging++;
        try {
          await untilAborted(req.signal);
        } finally {
          egress.hanging--;
        }
      }
      return { status: 200, url, headers: { "content-type": "text/html" }, contentType: "text/html", body: PAGE };
    },
  };
  return egress;
}

const statuses = (s: TestServer, userId: string): string[] =>
  (cachedStatement(s.deps.db.sqlite, "SELECT status FROM imports WHERE user_id = ? ORDER BY created_at").all(userId) as { status: string }[]).map(
    (r) => r.status,
  );

describe("import scheduling between users", () => {
  test("another user's import completes while one user's eight imports of a host that never answers wait their turn", async (t) => {
    const egress = hangingEgress();
    const s = await startTestServer({ env: { IMPORT_CONCURRENCY: "2" }, services: { ocr: fakeOcr(""), egress } });
    t.after(() => s.close());
    const greedy = await s.user();
    const other = await s.user();
    for (let i = 0; i < 8; i++) {
      const r = await s.request("POST", "/api/imports", { token: greedy.token, body: { type: "web", url: `https://never.test/recipe-${i}` } });
      assert.equal(r.status, 201, r.text);
    }
    // Let the greedy user's imports take what they may: with two slots, one.
    for (const until = Date.now() + 5000; egress.hanging < 1 && Date.now() < until;) await new Promise((r) => setTimeout(r, 10));
    await new Promise((r) => setTimeout(r, 200));
    assert.equal(egress.hanging, 1, "one user holds at most all but one slot");
    assert.equal(statuses(s, greedy.id).filter((st) => st === "processing").length, 1);

    const started = Date.now();
    const mine = await s.request("POST", "/api/imports", { token: other.token, body: { type: "web", url: "https://soup.test/recipe" } });
    assert.equal(mine.status, 201, mine.text);
    const done = await waitForStatus(s, other.token, mine.body.id, ["completed", "failed"], 30_000);
    assert.equal(done.status, "completed", String(done.error));
    // Nothing of the greedy user's finished meanwhile: the other import did not wait for them.
    assert.equal(egress.hanging, 1);
    assert.ok(statuses(s, greedy.id).every((st) => st === "pending" || st === "processing"));
    t.diagnostic(`the other user's import completed after ${Date.now() - started} ms`);
  });

  test("with a single slot, users take turns: the other user's import runs next, before the rest of the first user's queue", async (t) => {
    const egress = hangingEgress();
    const s = await startTestServer({ env: { IMPORT_CONCURRENCY: "1" }, services: { ocr: fakeOcr(""), egress } });
    t.after(() => s.close());
    const greedy = await s.user();
    const other = await s.user();
    const ids: string[] = [];
    for (let i = 0; i < 3; i++)
      ids.push(String((await s.request("POST", "/api/imports", { token: greedy.token, body: { type: "web", url: `https://never.test/${i}` } })).body.id));
    for (const until = Date.now() + 5000; egress.hanging < 1 && Date.now() < until;) await new Promise((r) => setTimeout(r, 10));
    const mine = await s.request("POST", "/api/imports", { token: other.token, body: { type: "web", url: "https://soup.test/turn" } });
    assert.equal(mine.status, 201);
    await new Promise((r) => setTimeout(r, 100));
    // Free the slot: FIFO would now start the greedy user's second import; fair turns start the other user's.
    const running = (await s.request("GET", "/api/imports/v2?status=processing", { token: greedy.token })).body.imports as { id: string }[];
    assert.equal(running.length, 1);
    assert.equal((await s.request("POST", `/api/imports/${running[0]?.id ?? ""}/cancel`, { token: greedy.token })).status, 200);
    const done = await waitForStatus(s, other.token, mine.body.id, ["completed", "failed"], 30_000);
    assert.equal(done.status, "completed", String(done.error));
    const rest = statuses(s, greedy.id);
    assert.equal(rest.filter((st) => st === "cancelled").length, 1);
    assert.ok(rest.filter((st) => st === "pending").length >= 1, `the greedy user's queue waited: ${rest.join(",")}`);
  });

  test("answers with status 429 and Retry-After once a user has IMPORT_MAX_QUEUED_PER_USER imports waiting, other users unaffected", async (t) => {
    const s = await startTestServer({
      env: { IMPORT_CONCURRENCY: "2", IMPORT_MAX_QUEUED_PER_USER: "3" },
      services: { ocr: fakeOcr(""), egress: hangingEgress() },
    });
    t.after(() => s.close());
    const greedy = await s.user();
    const other = await s.user();
    for (let i = 0; i < 3; i++)
      assert.equal((await s.request("POST", "/api/imports", { token: greedy.token, body: { type: "web", url: `https://never.test/${i}` } })).status, 201);
    const refused = await s.request("POST", "/api/imports", { token: greedy.token, body: { type: "web", url: "https://never.test/one-more" } });
    assert.equal(refused.status, 429);
    assert.match(refused.body.error, /3 imports waiting or running/);
    assert.ok(Number(refused.headers.get("retry-after")) > 0);
    assert.equal(statuses(s, greedy.id).length, 3, "nothing was created");
    assert.equal((await s.request("POST", "/api/imports", { token: other.token, body: { type: "web", url: "https://never.test/x" } })).status, 201);

    // Cancelling one makes room again.
    const first =
      (await s.request("GET", "/api/imports/v2?status=pending", { token: greedy.token })).body.imports[0] ??
      (await s.request("GET", "/api/imports/v2?status=processing", { token: greedy.token })).body.imports[0];
    assert.equal((await s.request("POST", `/api/imports/${String(first.id)}/cancel`, { token: greedy.token })).status, 200);
    assert.equal((await s.request("POST", "/api/imports", { token: greedy.token, body: { type: "web", url: "https://never.test/again" } })).status, 201);
  });

  test("fails an import that waited longer than its budget for a slot, with a plain reason", async (t) => {
    const egress = hangingEgress();
    const s = await startTestServer({ env: { IMPORT_CONCURRENCY: "1" }, services: { ocr: fakeOcr(""), egress } });
    t.after(() => s.close());
    const holder = await s.user();
    const u = await s.user();
    // The only slot is taken by an import that never answers; the next one waits.
    const held = await s.request("POST", "/api/imports", { token: holder.token, body: { type: "web", url: "https://never.test/slot" } });
    for (const until = Date.now() + 5000; egress.hanging < 1 && Date.now() < until;) await new Promise((r) => setTimeout(r, 10));
    assert.equal(egress.hanging, 1);
    const res = await s.request("POST", "/api/imports", { token: u.token, body: { type: "web", url: "https://soup.test/late" } });
    assert.equal(res.status, 201);
    // As if it had waited an hour (IMPORT_RETRY_BUDGET_SECONDS is 600 by default).
    cachedStatement(s.deps.db.sqlite, "UPDATE imports SET created_at = ? WHERE id = ?").run(new Date(Date.now() - 3600_000).toISOString(), res.body.id);
    assert.equal((await s.request("GET", `/api/imports/${String(res.body.id)}`, { token: u.token })).body.status, "pending");
    assert.equal((await s.request("POST", `/api/imports/${String(held.body.id)}/cancel`, { token: holder.token })).status, 200);

    const done = await waitForStatus(s, u.token, res.body.id, ["completed", "failed"], 30_000);
    assert.equal(done.status, "failed");
    assert.equal(done.failure_reason, WAITED_TOO_LONG);
    assert.equal(done.error, WAITED_TOO_LONG);
    assert.equal(done.attempts, 0);
  });
});
