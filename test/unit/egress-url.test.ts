import { test } from "node:test";
import assert from "node:assert/strict";
import { EGRESS_PUBLIC_MESSAGE, EgressError } from "../../src/egress/errors";
import { resolveTarget } from "../../src/egress/resolve";
import type { Resolver } from "../../src/egress/types";
import { checkUrl, createUrlPolicy } from "../../src/egress/url-policy";

const policy = createUrlPolicy(["Fixture.Test", "[::1]"], true);
const strict = createUrlPolicy([], false);
const neverCalled: Resolver = async () => {
  throw new Error("resolver must not be called for IP literals");
};

/** Run the URL policy and the address check (no network: literals never reach the resolver). */
async function verdict(url: string, resolver: Resolver = neverCalled): Promise<string> {
  try {
    const target = checkUrl(url, strict);
    await resolveTarget(target, resolver, new AbortController().signal);
    return "ok";
  } catch (err) {
    assert.ok(err instanceof EgressError, `unexpected error type for ${url}`);
    assert.equal(err.message, EGRESS_PUBLIC_MESSAGE);
    return err.reason;
  }
}

test("literal private addresses are blocked in every notation", async () => {
  const urls = [
    "https://127.0.0.1/",
    "https://0x7f.1/",
    "https://0x7f000001/",
    "https://2130706433/",
    "https://127.1/",
    "https://0177.0.0.1/",
    "https://017700000001/",
    "https://127.0.0.1./",
    "https://%31%32%37.0.0.1/",
    "https://0/",
    "https://0.0.0.0/",
    "https://10.1/",
    "https://012.1.2.3/",
    "https://169.254.169.254/",
    "https://0xa9fea9fe/",
    "https://2852039166/",
    "https://192.168.0.1:8443/",
    "https://[::1]/",
    "https://[::]/",
    "https://[::ffff:127.0.0.1]/",
    "https://[0:0:0:0:0:ffff:7f00:1]/",
    "https://[::ffff:a9fe:a9fe]/",
    "https://[::127.0.0.1]/",
    "https://[64:ff9b::a9fe:a9fe]/",
    "https://[2002:a9fe:a9fe::]/",
    "https://[fd00:ec2::254]/",
    "https://[fe80::1]/",
    "https://[ff02::1]/",
    "https://[2001:db8::1]/",
    "https://[000:0:0000::01]/",
  ];
  for (const url of urls) assert.equal(await verdict(url), "address_blocked", url);
});

test("a public literal passes the address check", async () => {
  assert.equal(await verdict("https://93.184.216.34/"), "ok");
  assert.equal(await verdict("https://[2606:4700:4700::1111]:8443/"), "ok");
});

test("scheme, userinfo and port rules", async () => {
  assert.equal(await verdict("http://93.184.216.34/"), "scheme_not_allowed");
  assert.equal(await verdict("ftp://93.184.216.34/"), "scheme_not_allowed");
  assert.equal(await verdict("file:///etc/passwd"), "scheme_not_allowed");
  assert.equal(await verdict("gopher://93.184.216.34:70/"), "scheme_not_allowed");
  assert.equal(await verdict("https://user:pw@93.184.216.34/"), "userinfo_not_allowed");
  assert.equal(await verdict("https://user@93.184.216.34/"), "userinfo_not_allowed");
  assert.equal(await verdict("https://93.184.216.34:22/"), "port_not_allowed");
  assert.equal(await verdict("https://93.184.216.34:80/"), "port_not_allowed");
  assert.equal(await verdict("not a url"), "invalid_url");
  assert.equal(await verdict("//93.184.216.34/"), "invalid_url");
});

test("a hostname is blocked when ANY resolved address is private", async () => {
  const mixed: Resolver = async () => [
    { address: "93.184.216.34", family: 4 },
    { address: "10.0.0.5", family: 4 },
  ];
  const mixedV6: Resolver = async () => [
    { address: "2606:4700:4700::1111", family: 6 },
    { address: "::ffff:127.0.0.1", family: 6 },
  ];
  const publicOnly: Resolver = async () => [{ address: "93.184.216.34", family: 4 }];
  const empty: Resolver = async () => [];
  const failing: Resolver = async () => {
    throw Object.assign(new Error("getaddrinfo ENOTFOUND"), { code: "ENOTFOUND" });
  };
  assert.equal(await verdict("https://mixed.example/", mixed), "address_blocked");
  assert.equal(await verdict("https://mixed6.example/", mixedV6), "address_blocked");
  assert.equal(await verdict("https://public.example/", publicOnly), "ok");
  assert.equal(await verdict("https://empty.example/", empty), "dns_failed");
  assert.equal(await verdict("https://missing.example/", failing), "dns_failed");
});

test("resolveTarget pins the first validated address", async () => {
  const target = checkUrl("https://public.example/x", strict);
  const pinned = await resolveTarget(
    target,
    async () => [
      { address: "2606:4700:4700::1111", family: 6 },
      { address: "93.184.216.34", family: 4 },
    ],
    new AbortController().signal,
  );
  assert.deepEqual(pinned, { address: "2606:4700:4700::1111", family: 6 });
});

test("allowedHosts match exactly and case-insensitively, and only they may use http or other ports", () => {
  const t = checkUrl("http://FIXTURE.test:8080/recipes#frag", policy);
  assert.equal(t.allowed, true);
  assert.equal(t.secure, false);
  assert.equal(t.port, 8080);
  assert.equal(t.url.href, "http://fixture.test:8080/recipes");
  assert.equal(checkUrl("https://fixture.test./", policy).allowed, true);
  assert.equal(checkUrl("https://[::1]:9/", policy).allowed, true);
  assert.throws(
    () => checkUrl("http://sub.fixture.test/", policy),
    (e: unknown) => e instanceof EgressError && e.reason === "scheme_not_allowed",
  );
  assert.throws(
    () => checkUrl("https://fixture.test.evil.example:444/", policy),
    (e: unknown) => e instanceof EgressError && e.reason === "port_not_allowed",
  );
  // Without allowHttpForAllowedHosts even an allowed host needs https.
  const httpsOnly = createUrlPolicy(["fixture.test"], false);
  assert.throws(
    () => checkUrl("http://fixture.test/", httpsOnly),
    (e: unknown) => e instanceof EgressError && e.reason === "scheme_not_allowed",
  );
});

test("an allowed host skips the address check, a non-allowed one does not", async () => {
  const loopback: Resolver = async () => [{ address: "127.0.0.1", family: 4 }];
  const signal = new AbortController().signal;
  const allowed = await resolveTarget(checkUrl("https://fixture.test/", policy), loopback, signal);
  assert.equal(allowed.address, "127.0.0.1");
  await assert.rejects(
    resolveTarget(checkUrl("https://other.test/", policy), loopback, signal),
    (e: unknown) => e instanceof EgressError && e.reason === "address_blocked",
  );
});
