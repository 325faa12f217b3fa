// Caps where there were none: what one account can create in bulk is bounded, with answers in the contract's shape.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { startTestServer, type TestServer } from "../helpers/server";
import { CAPS } from "../../src/lib/caps";
import { newId } from "../../src/lib/ids";

type U = { id: string; token: string };
let s: TestServer;

before(async () => {
  s = await startTestServer({ env: { STORAGE_QUOTA_MB_PER_USER: "1" } });
});
after(() => s.close());

describe("per-user caps", () => {
  it("answers with status 409 when a user creates one household more than the cap", async () => {
    const u = await s.user();
    for (let i = 0; i < CAPS.householdsPerUser; i++)
      assert.equal((await s.request("POST", "/api/households", { token: u.token, body: { name: `H${i}` } })).status, 201);
    const over = await s.request("POST", "/api/households", { token: u.token, body: { name: "one too many" } });
    assert.equal(over.status, 409);
    assert.match(over.body.error, /households/);
  });

  it("answers with status 409 when a household has as many open invites as the cap", async () => {
    const u = await s.user();
    const h = await s.request("POST", "/api/households", { token: u.token, body: { name: "Home" } });
    for (let i = 0; i < CAPS.pendingInvitesPerHousehold; i++)
      assert.equal((await s.request("POST", `/api/households/${h.body.id}/invites`, { token: u.token, body: {} })).status, 201);
    const over = await s.request("POST", `/api/households/${h.body.id}/invites`, { token: u.token, body: {} });
    assert.equal(over.status, 409);
    assert.match(over.body.error, /open invites/);
  });

  it("answers with status 409 when a user has as many live share links as the cap, and 201 again after one is revoked", async () => {
    const u = await s.user();
    const r = await s.request("POST", "/api/recipes", { token: u.token, body: { title: "Bread" } });
    const insert = s.deps.db.sqlite.prepare(
      "INSERT INTO share_links (id, user_id, token_hash, token_prefix, resource_type, resource_id, created_at, updated_at) VALUES (?, ?, ?, 'abcdef', 'recipe', ?, ?, ?)",
    );
    const now = new Date().toISOString();
    for (let i = 0; i < CAPS.shareLinksPerUser - 1; i++) insert.run(newId(), u.id, newId(), r.body.id, now, now);
    const last = await s.request("POST", "/api/share-links", { token: u.token, body: { resource_type: "recipe", resource_id: r.body.id } });
    assert.equal(last.status, 201, last.text);
    const over = await s.request("POST", "/api/share-links", { token: u.token, body: { resource_type: "recipe", resource_id: r.body.id } });
    assert.equal(over.status, 409);
    assert.match(over.body.error, /share links/);
    assert.equal((await s.request("DELETE", `/api/share-links/${last.body.token}`, { token: u.token })).status, 204);
    assert.equal((await s.request("POST", "/api/share-links", { token: u.token, body: { resource_type: "recipe", resource_id: r.body.id } })).status, 201);
  });

  it("keeps at most the cap of push endpoints per user, retiring the least recently updated", async () => {
    const u = await s.user();
    const tokens: string[] = [];
    for (let i = 0; i <= CAPS.pushTokensPerUser; i++) {
      const t = `https://ntfy.example/topic-${i}-${newId().slice(0, 6)}`;
      tokens.push(t);
      assert.equal((await s.request("POST", "/api/push-tokens", { token: u.token, body: { token: t, platform: "ntfy" } })).status, 201);
    }
    const list = await s.request("GET", "/api/push-tokens?limit=100", { token: u.token });
    const kept = list.body.push_tokens.map((t: { token: string }) => t.token);
    assert.equal(kept.length, CAPS.pushTokensPerUser);
    assert.ok(!kept.includes(tokens[0]), "the oldest endpoint was retired");
    assert.ok(kept.includes(tokens[tokens.length - 1]));
  });

  it("answers with status 400 at registration when a push endpoint is on a private or special address", async () => {
    const u = await s.user();
    for (const endpoint of [
      "https://127.0.0.1/topic",
      "https://10.0.0.5/topic",
      "https://[::1]/topic",
      "https://169.254.169.254/latest",
      "https://[::ffff:192.168.1.1]/x",
      "https://localhost/topic",
      "https://printer.localhost/x",
    ]) {
      const r = await s.request("POST", "/api/push-tokens", { token: u.token, body: { token: endpoint, platform: "ntfy" } });
      assert.equal(r.status, 400, endpoint);
      assert.equal(r.body.errors[0].path, "token");
    }
    const web = JSON.stringify({
      endpoint: "https://192.168.0.10/push",
      keys: { p256dh: "BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM", auth: "tBHItJI5svbpez7KI4CCXg" },
    });
    assert.equal((await s.request("POST", "/api/push-tokens", { token: u.token, body: { token: web, platform: "web" } })).status, 400);
  });

  it("ends the oldest event stream with event: replaced when a user opens one more than the cap", async () => {
    const u = await s.user();
    const streams: Array<{ controller: AbortController; reader: ReadableStreamDefaultReader<Uint8Array> }> = [];
    try {
      for (let i = 0; i <= CAPS.eventStreamsPerUser; i++) {
        const controller = new AbortController();
        const res = await fetch(`${s.url}/api/events/stream`, { headers: { authorization: `Bearer ${u.token}` }, signal: controller.signal });
        assert.equal(res.status, 200);
        const reader = (res.body as ReadableStream<Uint8Array>).getReader();
        await reader.read(); // ": connected"
        streams.push({ controller, reader });
      }
      let text = "";
      for (;;) {
        const { value, done } = await streams[0].reader.read();
        if (value) text += Buffer.from(value).toString("utf8");
        if (done) break;
      }
      assert.match(text, /event: replaced/);
      assert.equal(s.deps.services.sseHub.countOf(u.id), CAPS.eventStreamsPerUser);
    } finally {
      for (const st of streams) st.controller.abort();
    }
  });

  it("answers with status 409 when a user has as many running timers as the cap, and 201 again after one is cancelled", async () => {
    const u = await s.user();
    let last = "";
    for (let i = 0; i < CAPS.activeTimersPerUser; i++) {
      const r = await s.request("POST", "/api/timers", { token: u.token, body: { title: `Proof ${i}`, durationMs: 3_600_000 } });
      assert.equal(r.status, 201, r.text);
      last = r.body.timerId;
    }
    const over = await s.request("POST", "/api/timers", { token: u.token, body: { title: "one more", durationMs: 60_000 } });
    assert.equal(over.status, 409);
    assert.match(over.body.error, /timers/);
    assert.equal((await s.request("DELETE", `/api/timers/${last}`, { token: u.token })).status < 300, true);
    assert.equal((await s.request("POST", "/api/timers", { token: u.token, body: { title: "now fits", durationMs: 60_000 } })).status, 201);
  });

  it("answers with status 507 when an upload would take the user past STORAGE_QUOTA_MB_PER_USER, and other users are unaffected", async () => {
    const u = await s.user();
    const other = await s.user();
    const upload = (who: U, kb: number) => {
      const form = new FormData();
      form.append("file", new Blob([Buffer.alloc(kb * 1024, "flour and water\n")], { type: "text/plain" }), "notes.txt");
      return s.request("POST", "/api/files", { token: who.token, raw: form });
    };
    assert.equal((await upload(u, 600)).status, 201);
    const over = await upload(u, 600);
    assert.equal(over.status, 507, over.text);
    assert.match(over.body.error, /quota/);
    assert.equal((await upload(other, 600)).status, 201);
  });
});
