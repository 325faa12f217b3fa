/**
 * Issue 14 item 1: a host that resolves only to an address the machine cannot route to used to end the process
 * with an uncaught ENETUNREACH emitted on the socket. These tests use real sockets: the injected resolver answers
 * 224.0.0.1 (multicast), which Linux refuses at connect(2) itself with ENETUNREACH, the same synchronous failure
 * as an AAAA-only site on an IPv4-only home server. Without the fix this file's process dies.
 */
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import crypto from "node:crypto";
import net from "node:net";
import { startTestServer, type TestServer } from "../helpers/server";
import { cachedStatement } from "../../src/db/statements";
import { createNotification } from "../../src/modules/notifications/notify";
import { fakeOcr, waitForStatus } from "../fixtures/imports/helpers";
import { REASON_UNREACHABLE } from "../../src/modules/imports/imports.failure";

/** Listed in IMPORT_ALLOWED_HOSTS so the guard lets the connect happen; the resolver makes it unroutable. */
const HOST = "unroutable.test";
const UNROUTABLE = "224.0.0.1";

let server: TestServer;
let user: { id: string; token: string };
/**
 * Errors nobody listened for. In the appliance one of these ends the process; node:test catches them instead and
 * blames whichever test is current, so each test also checks this list itself.
 */
const uncaught: Error[] = [];
const monitor = (err: Error) => uncaught.push(err);

before(async () => {
  process.on("uncaughtExceptionMonitor", monitor);
  server = await startTestServer({
    env: { IMPORT_ALLOWED_HOSTS: HOST },
    services: { ocr: fakeOcr(""), resolver: async () => [{ address: UNROUTABLE, family: 4 }] },
  });
  user = await server.user();
});
after(async () => {
  process.off("uncaughtExceptionMonitor", monitor);
  await server.close();
});

async function waitFor<T>(check: () => T | undefined, what: string): Promise<T> {
  for (const until = Date.now() + 10_000; Date.now() < until;) {
    const v = check();
    if (v !== undefined) return v;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** The delivery jobs once each has made at least one attempt and is no longer running. */
const settledPushJobs = (s: TestServer, n: number) => () => {
  const rows = cachedStatement(s.deps.db.sqlite, "SELECT status, attempts, last_error FROM jobs WHERE type = 'push.deliver'").all() as {
    status: string;
    attempts: number;
    last_error: string | null;
  }[];
  return rows.length === n && rows.every((r) => r.attempts >= 1 && r.status !== "running") ? rows : undefined;
};

describe("an unroutable address", () => {
  test("the machine really refuses it at connect (the premise of these tests)", async () => {
    const code = await new Promise<string>((resolve) => {
      const s = net.connect({ host: UNROUTABLE, port: 443 });
      s.on("error", (e: NodeJS.ErrnoException) => resolve(e.code ?? ""));
      s.on("connect", () => {
        s.destroy();
        resolve("connected");
      });
    });
    assert.equal(code, "ENETUNREACH");
  });

  test("a web import of it fails at once as permanent with a plain reason and the server keeps answering", async () => {
    for (const url of [`https://${HOST}/recipe`, `https://${HOST}:8443/recipe`]) {
      const created = await server.request("POST", "/api/imports", { token: user.token, body: { type: "web", url } });
      assert.equal(created.status, 201, created.text);
      const done = await waitForStatus(server, user.token, created.body.id, ["failed", "completed"]);
      assert.equal(done.status, "failed");
      assert.equal(done.failure_reason, REASON_UNREACHABLE);
      assert.equal(done.attempts, 1);
    }
    assert.deepEqual(uncaught, []);
    assert.equal((await server.request("GET", "/health")).status, 200);
  });

  test("a push delivery to it (ntfy and Web Push) is recorded as a failed attempt and the server keeps answering", async () => {
    const ecdh = crypto.createECDH("prime256v1");
    ecdh.generateKeys();
    const sub = JSON.stringify({
      endpoint: `https://${HOST}/push/sub`,
      keys: { auth: crypto.randomBytes(16).toString("base64url"), p256dh: ecdh.getPublicKey().toString("base64url") },
    });
    assert.equal(
      (await server.request("POST", "/api/push-tokens", { token: user.token, body: { token: `https://${HOST}/topic`, platform: "ntfy" } })).status,
      201,
    );
    assert.equal((await server.request("POST", "/api/push-tokens", { token: user.token, body: { token: sub, platform: "web" } })).status, 201);
    server.deps.db.tx(() => createNotification(server.deps, user.id, { type: "timer_fired", title: "Bread", subtitle: "Time is up", link: "/timers/1" }));
    server.deps.jobs.wake();
    const jobs = await waitFor(settledPushJobs(server, 2), "both deliveries to be attempted");
    for (const job of jobs) assert.ok(job.last_error !== null, "the attempt recorded its failure");
    assert.deepEqual(uncaught, []);
    assert.equal((await server.request("GET", "/health")).status, 200);
  });
});
