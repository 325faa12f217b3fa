/**
 * Issue 19 item 5: web imports fail fast and say why. Real sockets through the module's own egress client; the
 * injected resolver maps test names to loopback (listed hosts) or answers "no such name".
 */
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import https from "node:https";
import net from "node:net";
import type { AddressInfo } from "node:net";
import { startTestServer, type TestServer } from "../helpers/server";
import { createEgress } from "../../src/egress";
import { REASON_NOT_FOUND, REASON_UNREACHABLE } from "../../src/modules/imports/imports.failure";
import { fakeOcr, fixture, openStream, waitForStatus } from "../fixtures/imports/helpers";

/** A small page with a schema.org Recipe: quick to extract on a loaded machine. */
const PAGE = `<!doctype html><html><head><title>Pancakes</title><script type="application/ld+json">${JSON.stringify({
  "@context": "https://schema.org",
  "@type": "Recipe",
  name: "Pancakes",
  recipeIngredient: ["200 g flour", "2 eggs", "300 ml milk"],
  recipeInstructions: [
    { "@type": "HowToStep", text: "Whisk everything together." },
    { "@type": "HowToStep", text: "Fry thin pancakes." },
  ],
})}</script></head><body><h1>Pancakes</h1></body></html>`;
/** Requests per path, so a path can fail a planned number of times before it serves the page. */
const hits = new Map<string, number>();

let site: https.Server;
let port = 0;
let closedPort = 0;
let server: TestServer;
let user: { id: string; token: string };

before(async () => {
  site = https.createServer({ cert: fixture("server.pem"), key: fixture("server.key") }, (req, res) => {
    const path = req.url ?? "/";
    const n = (hits.get(path) ?? 0) + 1;
    hits.set(path, n);
    if (path === "/busy-once" && n === 1) return res.writeHead(503, { "content-type": "text/html" }).end("busy");
    if (path === "/gone") return res.writeHead(404, { "content-type": "text/html" }).end("no");
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(PAGE);
  });
  await new Promise<void>((r) => site.listen(0, "127.0.0.1", r));
  port = (site.address() as AddressInfo).port;
  // A port that was open a moment ago and is now closed: connecting to it is refused.
  const probe = net.createServer();
  await new Promise<void>((r) => probe.listen(0, "127.0.0.1", r));
  closedPort = (probe.address() as AddressInfo).port;
  await new Promise<void>((r) => probe.close(() => r()));

  const table: Record<string, string> = { "recipes.test": "127.0.0.1", "private.test": "10.1.2.3" };
  const resolver = async (host: string) => {
    const address = table[host.toLowerCase()];
    if (address === undefined) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: "ENOTFOUND" });
    return [{ address, family: 4 as const }];
  };
  server = await startTestServer({
    env: { IMPORT_ALLOWED_HOSTS: "recipes.test" },
    services: { ocr: fakeOcr(""), egress: createEgress({ allowedHosts: ["recipes.test"], ca: fixture("ca.pem"), resolver, totalTimeoutMs: 5000 }) },
  });
  user = await server.user();
});
after(async () => {
  await server.close();
  await new Promise<void>((r) => site.close(() => r()));
});

async function webImport(url: string): Promise<Record<string, unknown>> {
  const res = await server.request("POST", "/api/imports", { token: user.token, body: { type: "web", url } });
  assert.equal(res.status, 201, res.text);
  assert.equal(res.body.attempts, 0);
  assert.deepEqual(res.body.warnings, []);
  return waitForStatus(server, user.token, res.body.id, ["completed", "failed"], 30_000);
}

describe("web imports that cannot succeed", () => {
  test("fail at once as permanent with 'could not be found' when the host does not resolve", async () => {
    const done = await webImport("https://no-such-site.test/recipe");
    assert.equal(done.status, "failed");
    assert.equal(done.failure_reason, REASON_NOT_FOUND);
    assert.equal(done.error, REASON_NOT_FOUND);
    assert.equal(done.attempts, 1);
    assert.equal(done.next_attempt_at, undefined);
  });

  test("fail at once with one reason whether the port is closed or the address is private (no oracle)", async () => {
    const refused = await webImport(`https://recipes.test:${closedPort}/recipe`);
    const blocked = await webImport("https://private.test/recipe");
    for (const done of [refused, blocked]) {
      assert.equal(done.status, "failed");
      assert.equal(done.failure_reason, REASON_UNREACHABLE);
      assert.equal(done.attempts, 1);
    }
  });

  test("fail at once with the status in plain words when the page is not found", async () => {
    const done = await webImport(`https://recipes.test:${port}/gone`);
    assert.equal(done.status, "failed");
    assert.equal(done.failure_reason, "The page was not found on the site (status 404)");
    assert.equal(done.attempts, 1);
  });
});

describe("web imports that fail for a while", () => {
  test("show attempts, the next try and the reason on the import and in import.updated, then complete", async () => {
    const stream = await openStream(server, user.token);
    try {
      const res = await server.request("POST", "/api/imports", { token: user.token, body: { type: "web", url: `https://recipes.test:${port}/busy-once` } });
      assert.equal(res.status, 201, res.text);
      const id = String(res.body.id);
      let retrying: Record<string, unknown> | undefined;
      for (const until = Date.now() + 60_000; retrying === undefined && Date.now() < until;) {
        const r = await server.request("GET", `/api/imports/${id}`, { token: user.token });
        if (typeof r.body.next_attempt_at === "string" || r.body.status !== "processing") retrying = r.body;
        else await new Promise((resolve) => setTimeout(resolve, 10));
      }
      assert.ok(retrying, "the import recorded its next try");
      assert.equal(retrying.status, "processing");
      assert.equal(retrying.attempts, 1);
      assert.equal(retrying.failure_reason, "The site answered with an error (status 503)");
      assert.ok(Date.parse(String(retrying.next_attempt_at)) > Date.parse(String(retrying.updated_at)) - 1000);

      const done = await waitForStatus(server, user.token, id, ["completed", "failed"], 30_000);
      assert.equal(done.status, "completed", String(done.error));
      assert.equal(done.attempts, 2);
      assert.equal(done.failure_reason, undefined);
      assert.equal(done.next_attempt_at, undefined);

      const updates = stream.events.filter((e) => e.event === "import.updated" && e.data.id === id).map((e) => e.data);
      const announced = updates.find((u) => typeof u.next_attempt_at === "string");
      assert.ok(announced, "an import.updated event carried the next try");
      assert.equal(announced.attempts, 1);
      assert.equal(announced.failure_reason, "The site answered with an error (status 503)");
      assert.equal(announced.next_attempt_at, retrying.next_attempt_at);
    } finally {
      stream.stop();
    }
  });
});
