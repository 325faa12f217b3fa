/**
 * Issue 19 item 6: a recipe server on the family's LAN over plain http (a Mealie or Tandoor) can be imported from
 * when its host is in IMPORT_ALLOWED_HOSTS; every other host stays https-only. The server uses its own egress client
 * (real sockets, guard, pin); the injected resolver maps the test names to a local http server.
 */
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { startTestServer, type TestServer } from "../helpers/server";
import { REASON_UNREACHABLE } from "../../src/modules/imports/imports.failure";
import { fakeOcr, waitForStatus } from "../fixtures/imports/helpers";

const LISTED = "mealie.lan";
const UNLISTED = "other.lan";
const PAGE = `<!doctype html><html><head><title>Lasagne</title><script type="application/ld+json">${JSON.stringify({
  "@context": "https://schema.org",
  "@type": "Recipe",
  name: "Grandma's lasagne",
  recipeIngredient: ["500 g minced beef", "12 lasagne sheets", "1 l tomato sauce"],
  recipeInstructions: [
    { "@type": "HowToStep", text: "Layer sheets, sauce and beef." },
    { "@type": "HowToStep", text: "Bake 45 minutes." },
  ],
})}</script></head><body><h1>Grandma's lasagne</h1></body></html>`;

let lan: http.Server;
let port = 0;
const seenHosts: string[] = [];
let server: TestServer;
let user: { id: string; token: string };

before(async () => {
  lan = http.createServer((req, res) => {
    seenHosts.push(req.headers.host ?? "");
    if (req.url === "/to-unlisted") return res.writeHead(302, { location: `http://${UNLISTED}:${port}/g/recipe` }).end();
    if (req.url === "/to-listed") return res.writeHead(302, { location: `/g/recipe` }).end();
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(PAGE);
  });
  await new Promise<void>((r) => lan.listen(0, "127.0.0.1", r));
  port = (lan.address() as AddressInfo).port;
  server = await startTestServer({
    env: { IMPORT_ALLOWED_HOSTS: LISTED },
    services: { ocr: fakeOcr(""), resolver: async () => [{ address: "127.0.0.1", family: 4 }] },
  });
  user = await server.user();
});
after(async () => {
  await server.close();
  await new Promise<void>((r) => lan.close(() => r()));
});

const post = (url: string) => server.request("POST", "/api/imports", { token: user.token, body: { type: "web", url } });

describe("plain http imports", () => {
  test("complete with status 200 from a host listed in IMPORT_ALLOWED_HOSTS, redirects within it included", async () => {
    for (const path of ["/g/recipe", "/to-listed"]) {
      const res = await post(`http://${LISTED}:${port}${path}`);
      assert.equal(res.status, 201, res.text);
      const done = await waitForStatus(server, user.token, res.body.id, ["completed", "failed"], 30_000);
      assert.equal(done.status, "completed", String(done.error));
      const recipe = await server.request("GET", `/api/recipes/${String(done.recipe_id)}`, { token: user.token });
      assert.equal(recipe.body.title, "Grandma's lasagne");
    }
    assert.ok(seenHosts.includes(`${LISTED}:${port}`));
  });

  test("answer with status 400 naming url for a host that is not listed", async () => {
    const res = await post(`http://${UNLISTED}:${port}/g/recipe`);
    assert.equal(res.status, 400);
    assert.equal(res.body.errors[0].path, "url");
    assert.ok(!seenHosts.includes(`${UNLISTED}:${port}`));
  });

  test("fail at once when a listed host redirects to an unlisted http host, which is never contacted", async () => {
    const res = await post(`http://${LISTED}:${port}/to-unlisted`);
    assert.equal(res.status, 201, res.text);
    const done = await waitForStatus(server, user.token, res.body.id, ["completed", "failed"], 30_000);
    assert.equal(done.status, "failed");
    assert.equal(done.failure_reason, REASON_UNREACHABLE);
    assert.ok(!seenHosts.includes(`${UNLISTED}:${port}`));
  });
});
