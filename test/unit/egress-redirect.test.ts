import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import net from "node:net";
import type { AddressInfo } from "node:net";
import { createEgress, EGRESS_PUBLIC_MESSAGE, EgressError } from "../../src/egress/index";
import type { EgressOptions } from "../../src/egress/index";
import { startFixture, tableResolver, TEST_CA } from "../fixtures/egress/server";
import type { Fixture } from "../fixtures/egress/server";

let fx: Fixture;
let plain: Fixture;
before(async () => {
  fx = await startFixture((req, res, port) => {
    const u = new URL(req.url ?? "/", "https://x");
    const redirect = (to: string, status = 302) => res.writeHead(status, { location: to }).end();
    const chain = /^\/chain\/(\d+)$/.exec(u.pathname);
    if (chain) {
      const n = Number(chain[1]);
      if (n > 0) return redirect(`/chain/${n - 1}`);
      return res.writeHead(200, { "content-type": "text/html" }).end("end of chain");
    }
    switch (u.pathname) {
      case "/ok":
        return res.writeHead(200, { "content-type": "text/html" }).end(`ok ${req.method}`);
      case "/to-http-loopback":
        return redirect(`http://127.0.0.1:${port}/ok`);
      case "/to-http-same-host":
        return redirect(`http://fixture.test:${port}/ok`);
      case "/to-https-loopback":
        return redirect("https://127.0.0.1/ok");
      case "/to-loopback-port":
        return redirect(`https://127.0.0.1:${port}/ok`);
      case "/to-metadata":
        return redirect("https://169.254.169.254/latest/meta-data/");
      case "/to-private-hex":
        return redirect("https://0xa9fea9fe/latest/meta-data/");
      case "/to-mapped":
        return redirect("https://[::ffff:127.0.0.1]/ok");
      case "/to-evil-name":
        return redirect("https://evil.test/ok");
      case "/to-other-allowed":
        return redirect(`https://other.test:${port}/ok`, 307);
      case "/to-file":
        return redirect("file:///etc/passwd");
      case "/to-userinfo":
        return redirect(`https://user:pw@fixture.test:${port}/ok`);
      case "/post-303":
        return redirect("/ok", 303);
      case "/post-307":
        return redirect("/ok", 307);
      default:
        return res.writeHead(500).end();
    }
  });
  plain = await startFixture((_req, res) => res.writeHead(200, { "content-type": "text/html" }).end("plain http"), { secure: false });
});
after(async () => {
  await fx.close();
  await plain.close();
});

const resolver = tableResolver({ "fixture.test": ["127.0.0.1"], "other.test": ["127.0.0.1"], "evil.test": ["127.0.0.1"] });
function egress(extra: Partial<EgressOptions> = {}) {
  return createEgress({ allowedHosts: ["fixture.test"], ca: TEST_CA, resolver, connectTimeoutMs: 2000, totalTimeoutMs: 5000, maxRedirects: 5, ...extra });
}
const url = (p: string) => `https://fixture.test:${fx.port}${p}`;

async function reasonOf(p: Promise<unknown>): Promise<string> {
  try {
    await p;
    return "ok";
  } catch (err) {
    assert.ok(err instanceof EgressError, `not an EgressError: ${String(err)}`);
    assert.equal(err.message, EGRESS_PUBLIC_MESSAGE);
    return err.reason;
  }
}

test("redirects from an allowed server to loopback, private literals or private names are blocked before connecting", async () => {
  const e = egress();
  const before = fx.seen.length;
  const cases: Array<[string, string]> = [
    ["/to-http-loopback", "redirect_downgrade"],
    ["/to-http-same-host", "redirect_downgrade"],
    ["/to-https-loopback", "address_blocked"],
    ["/to-loopback-port", "port_not_allowed"],
    ["/to-metadata", "address_blocked"],
    ["/to-private-hex", "address_blocked"],
    ["/to-mapped", "address_blocked"],
    ["/to-evil-name", "address_blocked"],
    ["/to-file", "scheme_not_allowed"],
    ["/to-userinfo", "userinfo_not_allowed"],
  ];
  for (const [path, reason] of cases) assert.equal(await reasonOf(e.fetch(url(path), { accept: "html", maxBytes: 1000 })), reason, path);
  // Only the first hop of each case reached the server: no blocked hop was ever connected.
  assert.deepEqual(
    fx.seen.slice(before).map((s) => s.url),
    cases.map(([p]) => p),
  );
});

test("redirect chains: within the cap they are followed and re-validated, over the cap they fail", async () => {
  const e = egress({ maxRedirects: 3 });
  const res = await e.fetch(url("/chain/3"), { accept: "html", maxBytes: 1000 });
  assert.equal(res.body.toString(), "end of chain");
  assert.equal(res.url, url("/chain/0"));
  assert.equal(await reasonOf(e.fetch(url("/chain/4"), { accept: "html", maxBytes: 1000 })), "too_many_redirects");
  assert.equal(await reasonOf(egress({ maxRedirects: 0 }).fetch(url("/chain/1"), { accept: "html", maxBytes: 1000 })), "too_many_redirects");
  // The default cap is 5.
  assert.equal(await reasonOf(egress({ maxRedirects: undefined }).fetch(url("/chain/6"), { accept: "html", maxBytes: 1000 })), "too_many_redirects");
  assert.equal(await reasonOf(egress({ maxRedirects: undefined }).fetch(url("/chain/5"), { accept: "html", maxBytes: 1000 })), "ok");
});

test("redirect method rules and credential stripping across origins", async () => {
  const e = egress({ allowedHosts: ["fixture.test", "other.test"] });
  const r303 = await e.fetch(url("/post-303"), { method: "POST", body: "x", accept: "html", maxBytes: 1000 });
  assert.equal(r303.body.toString(), "ok GET");
  const r307 = await e.fetch(url("/post-307"), { method: "POST", body: "x", accept: "html", maxBytes: 1000 });
  assert.equal(r307.body.toString(), "ok POST");
  assert.equal(fx.seen.at(-1)?.body, "x");
  const before = fx.seen.length;
  await e.fetch(url("/to-other-allowed"), { accept: "html", maxBytes: 1000, headers: { authorization: "Bearer secret", "x-keep": "1" } });
  const [first, second] = fx.seen.slice(before);
  assert.equal(first?.headers.authorization, "Bearer secret");
  assert.equal(second?.host, `other.test:${fx.port}`);
  assert.equal(second?.headers.authorization, undefined);
  assert.equal(second?.headers["x-keep"], "1");
});

test("literal loopback addresses in every notation are blocked through fetch and never connected", async () => {
  const e = createEgress({ allowedHosts: [], resolver });
  const before = fx.seen.length;
  const literals = ["127.0.0.1", "0x7f.1", "2130706433", "127.1", "0177.0.0.1", "[::1]", "[::ffff:127.0.0.1]", "[0:0:0:0:0:ffff:7f00:1]", "[::ffff:7f00:1]"];
  for (const host of literals) {
    assert.equal(await reasonOf(e.fetch(`https://${host}/ok`, { accept: "html", maxBytes: 1000 })), "address_blocked", host);
    assert.equal(await reasonOf(e.fetch(`https://${host}:8443/ok`, { accept: "html", maxBytes: 1000 })), "address_blocked", host);
  }
  assert.equal(fx.seen.length, before);
});

test("plain http only for allowedHosts with allowHttpForAllowedHosts", async () => {
  const r = tableResolver({ "fixture.test": ["127.0.0.1"], "evil.test": ["127.0.0.1"] });
  const on = createEgress({ allowedHosts: ["FIXTURE.TEST"], allowHttpForAllowedHosts: true, resolver: r });
  const res = await on.fetch(`http://fixture.test:${plain.port}/`, { accept: "html", maxBytes: 1000 });
  assert.equal(res.body.toString(), "plain http");
  assert.equal(await reasonOf(on.fetch(`http://evil.test:${plain.port}/`, { accept: "html", maxBytes: 1000 })), "scheme_not_allowed");
  const off = createEgress({ allowedHosts: ["fixture.test"], resolver: r });
  assert.equal(await reasonOf(off.fetch(`http://fixture.test:${plain.port}/`, { accept: "html", maxBytes: 1000 })), "scheme_not_allowed");
});

test("TLS failure, closed port, DNS failure and handshake stall all give the same public message", async () => {
  const noCa = createEgress({ allowedHosts: ["fixture.test"], resolver });
  assert.equal(await reasonOf(noCa.fetch(url("/ok"), { accept: "html", maxBytes: 1000 })), "tls_failed");
  // Certificate name mismatch: the cert does not cover wrong.test even though the pinned address is right.
  const wrongName = egress({ allowedHosts: ["wrong.test"], resolver: tableResolver({ "wrong.test": ["127.0.0.1"] }) });
  assert.equal(await reasonOf(wrongName.fetch(`https://wrong.test:${fx.port}/ok`, { accept: "html", maxBytes: 1000 })), "tls_failed");

  const closed = net.createServer();
  await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
  const closedPort = (closed.address() as AddressInfo).port;
  await new Promise<void>((resolve) => closed.close(() => resolve()));
  assert.equal(await reasonOf(egress().fetch(`https://fixture.test:${closedPort}/`, { accept: "html", maxBytes: 1000 })), "connect_failed");

  assert.equal(await reasonOf(egress().fetch("https://unknown.test/", { accept: "html", maxBytes: 1000 })), "dns_failed");

  // A server that accepts TCP but never answers the TLS handshake trips the connect timeout.
  const sockets: net.Socket[] = [];
  const silent = net.createServer((s) => sockets.push(s));
  await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
  try {
    const port = (silent.address() as AddressInfo).port;
    assert.equal(
      await reasonOf(egress({ connectTimeoutMs: 200 }).fetch(`https://fixture.test:${port}/`, { accept: "html", maxBytes: 1000 })),
      "connect_timeout",
    );
  } finally {
    for (const s of sockets) s.destroy();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  }
});
