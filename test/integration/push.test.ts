import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import http from "node:http";
import crypto from "node:crypto";
import type { AddressInfo } from "node:net";
import { startTestServer, type TestServer } from "../helpers/server";
import { fakeClock } from "../../src/lib/clock";
import { newId } from "../../src/lib/ids";
import { cachedStatement } from "../../src/db/statements";
import { createNotification } from "../../src/modules/notifications/notify";

interface Received {
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A local push endpoint: records every request; answers the planned statuses per path, then 201. */
async function fixtureEndpoint(): Promise<{ base: string; received: Received[]; plan: Map<string, number[]>; close(): Promise<void> }> {
  const received: Received[] = [];
  const plan = new Map<string, number[]>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const u = new URL(req.url ?? "/", "http://x");
      received.push({ path: u.pathname, query: u.searchParams, headers: req.headers, body: Buffer.concat(chunks) });
      res.statusCode = plan.get(u.pathname)?.shift() ?? 201;
      res.end();
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
  const port = (server.address() as AddressInfo).port;
  return { base: `http://127.0.0.1:${port}`, received, plan, close: () => new Promise((r) => server.close(() => r())) };
}

async function waitFor<T>(check: () => T | undefined, what: string): Promise<T> {
  for (let i = 0; i < 250; i++) {
    const v = check();
    if (v !== undefined) return v;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`timed out waiting for ${what}`);
}

function notify(s: TestServer, userId: string, title: string, push?: boolean): string {
  return s.deps.db.tx(() => createNotification(s.deps, userId, { type: "timer_fired", title, subtitle: "Time is up", link: "/timers/1", push }));
}

const pushJobs = (s: TestServer): number =>
  (cachedStatement(s.deps.db.sqlite, "SELECT COUNT(*) AS n FROM jobs WHERE type = 'push.deliver'").get() as { n: number }).n;

/** A browser-like Web Push subscription (real P-256 key and auth secret, so encryption runs for real). */
function webSubscription(endpoint: string): string {
  const ecdh = crypto.createECDH("prime256v1");
  ecdh.generateKeys();
  return JSON.stringify({ keys: { auth: crypto.randomBytes(16).toString("base64url"), p256dh: ecdh.getPublicKey().toString("base64url") }, endpoint });
}

test("push tokens and delivery", async (t) => {
  const fx = await fixtureEndpoint();
  const clock = fakeClock();
  const s = await startTestServer({ clock, env: { IMPORT_ALLOWED_HOSTS: "127.0.0.1", PUSH_HTTP_URL: `${fx.base}/global` } });
  t.after(async () => {
    await s.close();
    await fx.close();
  });
  const a = await s.user();
  const b = await s.user();

  await t.test("answers with status 401 when no token is sent", async () => {
    assert.equal((await s.request("POST", "/api/push-tokens", { body: { token: "x" } })).status, 401);
    assert.equal((await s.request("GET", "/api/push-tokens")).status, 401);
    assert.equal((await s.request("DELETE", "/api/push-tokens/x")).status, 401);
  });

  await t.test("answers with status 400 when the token is missing or does not fit its platform", async () => {
    assert.equal((await s.request("POST", "/api/push-tokens", { token: a.token, body: { platform: "ios" } })).status, 400);
    assert.equal((await s.request("POST", "/api/push-tokens", { token: a.token, body: { token: "abc", platform: "web" } })).status, 400);
    assert.equal((await s.request("POST", "/api/push-tokens", { token: a.token, body: { token: "not a url", platform: "ntfy" } })).status, 400);
    // Plain http, or an odd port, only for IMPORT_ALLOWED_HOSTS: the egress rules are checked at registration too.
    assert.equal(
      (await s.request("POST", "/api/push-tokens", { token: a.token, body: { token: "http://ntfy.example.test/topic", platform: "ntfy" } })).status,
      400,
    );
    assert.equal(
      (await s.request("POST", "/api/push-tokens", { token: a.token, body: { token: "https://ntfy.example.test:9999/topic", platform: "ntfy" } })).status,
      400,
    );
    assert.equal((await s.request("POST", "/api/push-tokens", { token: a.token, body: { token: webSubscription("http://push.example.test/x") } })).status, 400);
    const unknown = await s.request("POST", "/api/push-tokens", { token: a.token, body: { token: "abc", colour: "red" } });
    assert.equal(unknown.status, 400);
    assert.equal(unknown.body.errors[0].type, "unknown_field");
  });

  await t.test("registers with status 201, updates with status 200, and moves a token another user registers", async () => {
    const r = await s.request("POST", "/api/push-tokens", {
      token: a.token,
      body: { token: "apns-device-1", platform: "ios", device_name: "Kitchen iPad", app_version: "1.0" },
    });
    assert.equal(r.status, 201);
    assert.equal(r.body.platform, "ios");
    const again = await s.request("POST", "/api/push-tokens", { token: a.token, body: { token: "apns-device-1", app_version: "1.1" } });
    assert.equal(again.status, 200);
    assert.equal(again.body.app_version, "1.1");
    assert.equal(again.body.device_name, "Kitchen iPad");
    assert.equal((await s.request("GET", "/api/push-tokens", { token: a.token })).body.push_tokens.length, 1);
    const moved = await s.request("POST", "/api/push-tokens", { token: b.token, body: { token: "apns-device-1", platform: "ios" } });
    assert.equal(moved.status, 200);
    assert.equal((await s.request("GET", "/api/push-tokens", { token: a.token })).body.push_tokens.length, 0);
    assert.equal((await s.request("GET", "/api/push-tokens", { token: b.token })).body.push_tokens.length, 1);
  });

  await t.test("deletes with status 204 (URL-encoded token) and 404 for another user's token", async () => {
    const tok = `${fx.base}/gone-soon?x=1`;
    await s.request("POST", "/api/push-tokens", { token: a.token, body: { token: tok, platform: "ntfy" } });
    assert.equal((await s.request("DELETE", `/api/push-tokens/${encodeURIComponent(tok)}`, { token: b.token })).status, 404);
    assert.equal((await s.request("DELETE", `/api/push-tokens/${encodeURIComponent(tok)}`, { token: a.token })).status, 204);
    assert.equal((await s.request("DELETE", `/api/push-tokens/${encodeURIComponent(tok)}`, { token: a.token })).status, 404);
  });

  await t.test("creates VAPID keys on first start in the data dir with mode 0600 and publishes the public key", async () => {
    const file = path.join(s.dataDir, "vapid.json");
    assert.equal(fs.statSync(file).mode & 0o777, 0o600);
    const r = await s.request("GET", "/api/push-tokens/vapid-public-key", { token: a.token });
    assert.equal(r.status, 200);
    assert.equal(r.body.web_push_enabled, true);
    assert.equal(r.body.public_key, (JSON.parse(fs.readFileSync(file, "utf8")) as { publicKey: string }).publicKey);
  });

  await t.test("delivers a notification to ntfy, Web Push and PUSH_HTTP_URL endpoints through the egress module", async () => {
    await s.request("POST", "/api/push-tokens", { token: a.token, body: { token: `${fx.base}/ntfy-topic`, platform: "ntfy" } });
    const web = await s.request("POST", "/api/push-tokens", { token: a.token, body: { token: webSubscription(`${fx.base}/web-sub`) } });
    assert.equal(web.body.platform, "web");
    await s.request("POST", "/api/push-tokens", { token: a.token, body: { token: "fcm-token", platform: "android" } });
    const before = pushJobs(s);
    notify(s, a.id, "Pasta");
    // ntfy + web + the configured URL; the android token has no sender and is skipped quietly.
    assert.equal(pushJobs(s) - before, 3);
    s.deps.jobs.wake();
    const ntfy = await waitFor(() => fx.received.find((r) => r.path === "/ntfy-topic"), "the ntfy delivery");
    assert.equal(ntfy.body.toString(), "Time is up");
    assert.equal(ntfy.query.get("title"), "Pasta");
    assert.equal(ntfy.query.get("click"), "http://localhost:8080/timers/1");
    const wp = await waitFor(() => fx.received.find((r) => r.path === "/web-sub"), "the Web Push delivery");
    assert.equal(wp.headers["content-encoding"], "aes128gcm");
    assert.match(String(wp.headers.authorization), /^vapid t=/);
    assert.ok(wp.body.length > 0);
    assert.notEqual(wp.body.toString().includes("Pasta"), true);
    const global = await waitFor(() => fx.received.find((r) => r.path === "/global"), "the PUSH_HTTP_URL delivery");
    assert.equal(global.query.get("title"), "Pasta");
    await waitFor(() => {
      const list = cachedStatement(s.deps.db.sqlite, "SELECT COUNT(*) AS n FROM push_tokens WHERE user_id = ? AND last_success_at IS NOT NULL").get(a.id) as {
        n: number;
      };
      return list.n === 2 ? true : undefined;
    }, "last_success_at on both tokens");
  });

  await t.test("sends nothing for a notification created with push turned off", async () => {
    const before = pushJobs(s);
    notify(s, a.id, "Quiet", false);
    assert.equal(pushJobs(s), before);
  });

  await t.test("retries a failed delivery with backoff and removes a token whose endpoint answers 410", async () => {
    fx.plan.set("/flaky", [503]);
    fx.plan.set("/gone", [410]);
    await s.request("POST", "/api/push-tokens", { token: b.token, body: { token: `${fx.base}/flaky`, platform: "unifiedpush" } });
    await s.request("POST", "/api/push-tokens", { token: b.token, body: { token: `${fx.base}/gone`, platform: "gotify" } });
    notify(s, b.id, "Bread");
    s.deps.jobs.wake();
    await waitFor(() => (fx.received.some((r) => r.path === "/flaky") ? true : undefined), "the first (failing) attempt");
    await waitFor(() => {
      const row = cachedStatement(s.deps.db.sqlite, "SELECT token FROM push_tokens WHERE token = ?").get(`${fx.base}/gone`);
      return row === undefined ? true : undefined;
    }, "the 410 token to be removed");
    const tokens = await s.request("GET", "/api/push-tokens", { token: b.token });
    assert.deepEqual(tokens.body.push_tokens.map((x: { token: string }) => x.token).sort(), [`${fx.base}/flaky`, "apns-device-1"].sort());
    const gotify = fx.received.find((r) => r.path === "/gone");
    assert.equal((JSON.parse(gotify?.body.toString() ?? "{}") as { title?: string }).title, "Bread");
    clock.advance(10 * 60_000);
    s.deps.jobs.wake();
    await waitFor(() => (fx.received.filter((r) => r.path === "/flaky").length === 2 ? true : undefined), "the retried delivery");
    const up = fx.received.filter((r) => r.path === "/flaky")[1];
    assert.equal((JSON.parse(up?.body.toString() ?? "{}") as { title?: string }).title, "Bread");
  });
});

test("push to an endpoint the egress guard blocks fails at once, without retries", async (t) => {
  const s = await startTestServer();
  t.after(() => s.close());
  const u = await s.user();
  // A loopback literal that is not an allowed host: the guard refuses it on every attempt, so retrying is pointless.
  // Registration refuses such a literal now, so the row stands for one stored before that rule (or a name that
  // resolves to a private address at delivery time).
  assert.equal((await s.request("POST", "/api/push-tokens", { token: u.token, body: { token: "https://127.0.0.2/topic", platform: "ntfy" } })).status, 400);
  const now = new Date().toISOString();
  cachedStatement(
    s.deps.db.sqlite,
    "INSERT INTO push_tokens (id, token, user_id, platform, device_id, device_name, device_type, app_version, app_build, session_id, failures, created_at, updated_at) VALUES (?, ?, ?, 'ntfy', '', '', '', '', '', '', 0, ?, ?)",
  ).run(newId(), "https://127.0.0.2/topic", u.id, now, now);
  notify(s, u.id, "Blocked");
  s.deps.jobs.wake();
  const job = await waitFor(() => {
    const row = cachedStatement(s.deps.db.sqlite, "SELECT status, attempts FROM jobs WHERE type = 'push.deliver'").get() as
      { status: string; attempts: number } | undefined;
    return row && row.status !== "queued" && row.status !== "running" ? row : undefined;
  }, "the delivery to give up");
  assert.deepEqual(job, { status: "failed", attempts: 1 });
});

test("push is skipped quietly when no sender is set up", async (t) => {
  const s = await startTestServer({ env: { PUSH_WEB_ENABLED: "false" } });
  t.after(() => s.close());
  const u = await s.user();
  const sub = webSubscription("https://push.example.test/sub");
  assert.equal((await s.request("POST", "/api/push-tokens", { token: u.token, body: { token: sub, platform: "web" } })).status, 201);
  assert.equal((await s.request("POST", "/api/push-tokens", { token: u.token, body: { token: "apns", platform: "ios" } })).status, 201);
  notify(s, u.id, "Nothing to send");
  assert.equal(pushJobs(s), 0);
  const key = await s.request("GET", "/api/push-tokens/vapid-public-key", { token: u.token });
  assert.deepEqual(key.body, { public_key: null, web_push_enabled: false });
  assert.equal(fs.existsSync(path.join(s.dataDir, "vapid.json")), false);
});
