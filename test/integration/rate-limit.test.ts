import { test } from "node:test";
import assert from "node:assert/strict";
import { startTestServer } from "../helpers/server";
import { clientIp, DEFAULT_TRUSTED_PROXIES, rateKeyForIp, TrustedProxies } from "../../src/http/rate-limit";

test("the per-IP limit answers 429 with Retry-After and {error}", async () => {
  const s = await startTestServer({ env: { RATE_LIMIT_BURST: "5", RATE_LIMIT_PER_MINUTE: "60" } });
  try {
    const statuses: number[] = [];
    let limited: { headers: Headers; body: { error: string } } | undefined;
    for (let i = 0; i < 8; i++) {
      const r = await s.request("GET", "/api/users/me");
      statuses.push(r.status);
      if (r.status === 429) limited = r;
    }
    assert.ok(limited, statuses.join(","));
    assert.ok(Number(limited.headers.get("retry-after")) >= 1);
    assert.equal(typeof limited.body.error, "string");
  } finally {
    await s.close();
  }
});

test("a spoofed X-Forwarded-For does not pick a fresh bucket when no proxy is trusted", async () => {
  const s = await startTestServer({ env: { RATE_LIMIT_BURST: "3", RATE_LIMIT_PER_MINUTE: "60" } });
  try {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const r = await s.request("GET", "/api/users/me", { headers: { "x-forwarded-for": `203.0.113.${i}` } });
      statuses.push(r.status);
    }
    assert.ok(statuses.includes(429), statuses.join(","));
  } finally {
    await s.close();
  }
});

test("behind a trusted proxy, clients are told apart by the proxy's X-Forwarded-For entry", async () => {
  const s = await startTestServer({ env: { RATE_LIMIT_BURST: "3", RATE_LIMIT_PER_MINUTE: "60", TRUST_PROXY: "true" } });
  try {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      // A client may prepend anything; the proxy appends the real address last.
      const r = await s.request("GET", "/api/users/me", { headers: { "x-forwarded-for": `1.2.3.4, 198.51.100.${i}` } });
      statuses.push(r.status);
    }
    assert.ok(!statuses.includes(429), statuses.join(","));
    const same: number[] = [];
    for (let i = 0; i < 6; i++) {
      const r = await s.request("GET", "/api/users/me", { headers: { "x-forwarded-for": `10.9.9.${i}, 198.51.100.200` } });
      same.push(r.status);
    }
    assert.ok(same.includes(429), "spoofed left-hand entries do not escape the bucket");
  } finally {
    await s.close();
  }
});

test("client IP derivation honours only a trusted peer and walks trusted hops from the right", () => {
  const loopback = new TrustedProxies(DEFAULT_TRUSTED_PROXIES);
  assert.equal(clientIp("127.0.0.1", "6.6.6.6, 5.5.5.5", null), "127.0.0.1", "TRUST_PROXY off");
  assert.equal(clientIp("127.0.0.1", "6.6.6.6, 5.5.5.5", loopback), "5.5.5.5");
  assert.equal(clientIp("::ffff:127.0.0.1", "5.5.5.5", loopback), "5.5.5.5", "an IPv4-mapped peer is compared as IPv4");
  assert.equal(
    clientIp("127.0.0.1", "6.6.6.6, 5.5.5.5, 10.0.0.2", new TrustedProxies(["127.0.0.1", "10.0.0.0/8"])),
    "5.5.5.5",
    "a trusted inner hop is skipped",
  );
  assert.equal(clientIp("127.0.0.1", "6.6.6.6, 5.5.5.5, 10.0.0.2", loopback), "10.0.0.2", "an untrusted hop is the client");
  assert.equal(clientIp("192.168.1.50", "5.5.5.5", loopback), "192.168.1.50", "a LAN device is not a proxy unless listed");
  assert.equal(clientIp("8.8.8.8", "5.5.5.5", loopback), "8.8.8.8", "a public peer is not a trusted proxy");
  assert.equal(clientIp("127.0.0.1", "not-an-ip", loopback), "127.0.0.1");
  assert.equal(clientIp("127.0.0.1", "5.5.5.5, not-an-ip", loopback), "127.0.0.1", "a malformed entry stops at the last trusted hop");
  assert.equal(rateKeyForIp("2001:db8:1:2:3:4:5:6"), "2001:0db8:0001:0002::/64");
  assert.equal(rateKeyForIp("::ffff:192.0.2.1"), "192.0.2.1");
});

test("imports are limited per user, whatever the address (429 with Retry-After)", async () => {
  const s = await startTestServer({ env: { EXPENSIVE_RATE_LIMIT_PER_MINUTE: "6" } });
  try {
    const u = await s.user();
    const other = await s.user();
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const r = await s.request("POST", "/api/imports", { token: u.token, body: { type: "text", text: `Toast ${i}\n\n1 slice bread\n\nToast the bread.` } });
      statuses.push(r.status);
    }
    assert.ok(statuses.includes(429), statuses.join(","));
    const fresh = await s.request("POST", "/api/imports", { token: other.token, body: { type: "text", text: "Toast\n\n1 slice bread\n\nToast it." } });
    assert.equal(fresh.status, 201, "another user has their own bucket");
  } finally {
    await s.close();
  }
});

test("with TRUST_PROXY on, a peer outside TRUSTED_PROXIES cannot rotate X-Forwarded-For past the per-IP limit", async () => {
  // The test client connects from loopback; trusting only another address makes it an untrusted LAN device.
  const s = await startTestServer({
    env: { RATE_LIMIT_BURST: "3", RATE_LIMIT_PER_MINUTE: "60", TRUST_PROXY: "true", TRUSTED_PROXIES: "10.0.0.1,192.168.7.0/24" },
  });
  try {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await s.request("GET", "/api/users/me", { headers: { "x-forwarded-for": `198.51.100.${i}` } })).status);
    assert.ok(statuses.includes(429), statuses.join(","));
  } finally {
    await s.close();
  }
});
