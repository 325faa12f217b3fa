import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import zlib from "node:zlib";
import { createEgress, EGRESS_PUBLIC_MESSAGE, EgressError } from "../../src/egress/index";
import type { EgressOptions } from "../../src/egress/index";
import { startFixture, tableResolver, TEST_CA } from "../fixtures/egress/server";
import type { Fixture } from "../fixtures/egress/server";

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32, 1)]);
const HTML = "<!doctype html><title>Pancakes</title><h1>Pancakes</h1>";
/** Compress `mb` MiB of zeros by streaming one reused 1 MiB buffer, so building the bomb never holds it all. */
async function bomb(mb: number, encoder: zlib.Gzip | zlib.BrotliCompress): Promise<Buffer> {
  const zeros = Buffer.alloc(1024 * 1024);
  const out: Buffer[] = [];
  encoder.on("data", (c: Buffer) => out.push(c));
  const done = new Promise((resolve) => encoder.on("end", resolve));
  for (let i = 0; i < mb; i++) if (!encoder.write(zeros)) await new Promise((resolve) => encoder.once("drain", resolve));
  encoder.end();
  await done;
  return Buffer.concat(out);
}
let BOMB: Buffer = Buffer.alloc(0);
let BR_BOMB: Buffer = Buffer.alloc(0);

let fx: Fixture;
before(async () => {
  BOMB = await bomb(50, zlib.createGzip({ level: 9 }));
  BR_BOMB = await bomb(20, zlib.createBrotliCompress());
  fx = await startFixture((req, res) => {
    switch (req.url) {
      case "/recipe":
        res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(HTML);
        return;
      case "/json":
        res.writeHead(200, { "content-type": "application/json" }).end("{}");
        return;
      case "/missing":
        res.writeHead(404, { "content-type": "text/html" }).end("gone");
        return;
      case "/img":
        res.writeHead(200, { "content-type": "image/png" }).end(PNG);
        return;
      case "/fake-img":
        res.writeHead(200, { "content-type": "image/png" }).end("<svg xmlns='http://www.w3.org/2000/svg'/>");
        return;
      case "/big-declared":
        res.writeHead(200, { "content-type": "text/html", "content-length": "5000" }).end("x".repeat(5000));
        return;
      case "/big-stream":
        res.writeHead(200, { "content-type": "text/html" });
        for (let i = 0; i < 50; i++) res.write("y".repeat(100));
        res.end();
        return;
      case "/lying-length":
        // Claims 10 bytes, but the connection just keeps sending; the counter must not trust the header.
        res.writeHead(200, { "content-type": "text/html", "transfer-encoding": "chunked" });
        for (let i = 0; i < 50; i++) res.write("z".repeat(100));
        res.end();
        return;
      case "/gzip":
        res.writeHead(200, { "content-type": "text/html", "content-encoding": "gzip" }).end(zlib.gzipSync(HTML));
        return;
      case "/deflate-raw":
        res.writeHead(200, { "content-type": "text/html", "content-encoding": "deflate" }).end(zlib.deflateRawSync(HTML));
        return;
      case "/deflate":
        res.writeHead(200, { "content-type": "text/html", "content-encoding": "deflate" }).end(zlib.deflateSync(HTML));
        return;
      case "/br":
        res.writeHead(200, { "content-type": "text/html", "content-encoding": "br" }).end(zlib.brotliCompressSync(HTML));
        return;
      case "/bomb":
        res.writeHead(200, { "content-type": "text/html", "content-encoding": "gzip", "content-length": String(BOMB.length) }).end(BOMB);
        return;
      case "/br-bomb":
        res.writeHead(200, { "content-type": "text/html", "content-encoding": "br" }).end(BR_BOMB);
        return;
      case "/bad-gzip":
        res.writeHead(200, { "content-type": "text/html", "content-encoding": "gzip" }).end("this is not gzip at all");
        return;
      case "/unknown-encoding":
        res.writeHead(200, { "content-type": "text/html", "content-encoding": "zstd" }).end("x");
        return;
      case "/slow":
        res.writeHead(200, { "content-type": "text/html" });
        res.write("<html>");
        return; // never ends: the total deadline must fire
      case "/echo":
        res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ method: req.method }));
        return;
      default:
        res.writeHead(500).end();
    }
  });
});
after(() => fx.close());

function egress(extra: Partial<EgressOptions> = {}) {
  return createEgress({
    allowedHosts: ["fixture.test"],
    ca: TEST_CA,
    resolver: tableResolver({ "fixture.test": ["127.0.0.1"] }),
    connectTimeoutMs: 2000,
    totalTimeoutMs: 5000,
    maxRedirects: 5,
    userAgent: "egress-test",
    ...extra,
  });
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

test("an allowed local HTTPS server is fetched with the test CA, Host/SNI kept as the hostname", async () => {
  const before = fx.seen.length;
  const res = await egress().fetch(url("/recipe"), { accept: "html", maxBytes: 10_000 });
  assert.equal(res.status, 200);
  assert.equal(res.contentType, "text/html");
  assert.equal(res.body.toString("utf8"), HTML);
  assert.equal(res.url, url("/recipe"));
  const seen = fx.seen.slice(before).find((r) => r.method === "GET" && r.url === "/recipe");
  assert.ok(seen);
  assert.equal(seen.host, `fixture.test:${fx.port}`);
  assert.equal(seen.headers["user-agent"], "egress-test");
  assert.equal(seen.headers["accept-encoding"], "gzip, deflate, br");
});

test("the pinned address is the one connected to", async (t) => {
  // Two servers on the same port: 127.0.0.1 and 127.0.0.2. The resolver pins 127.0.0.2 once; only that server may see it.
  let second: Fixture;
  try {
    second = await startFixture((_req, res) => res.writeHead(200, { "content-type": "text/html" }).end("second"), { host: "127.0.0.2", port: fx.port });
  } catch {
    t.skip("127.0.0.2 is not a loopback address here (only Linux routes all of 127/8)");
    return;
  }
  try {
    const resolver = tableResolver({ "fixture.test": ["127.0.0.2"] });
    const firstBefore = fx.seen.length;
    const res = await egress({ resolver }).fetch(url("/recipe"), { accept: "html", maxBytes: 1000 });
    assert.equal(res.body.toString(), "second");
    assert.equal(fx.seen.length, firstBefore);
    assert.equal(second.seen[0]?.localAddress, "127.0.0.2");
    assert.equal(second.seen[0]?.host, `fixture.test:${fx.port}`);
    assert.deepEqual(resolver.calls, ["fixture.test"]);
  } finally {
    await second.close();
  }
});

test("an IPv6 pinned address is connected to with the hostname kept for Host", async (t) => {
  let v6: Fixture;
  try {
    v6 = await startFixture((_req, res) => res.writeHead(200, { "content-type": "text/html" }).end("v6"), { host: "::1" });
  } catch {
    t.skip("no IPv6 loopback in this environment");
    return;
  }
  try {
    const resolver = tableResolver({ "fixture.test": ["::1"] });
    const res = await egress({ resolver }).fetch(`https://fixture.test:${v6.port}/`, { accept: "html", maxBytes: 100 });
    assert.equal(res.body.toString(), "v6");
    assert.equal(v6.seen[0]?.localAddress, "::1");
    assert.equal(v6.seen[0]?.host, `fixture.test:${v6.port}`);
  } finally {
    await v6.close();
  }
});

test("HTTP(S)_PROXY in the environment is ignored", async () => {
  const saved = { https: process.env.HTTPS_PROXY, http: process.env.HTTP_PROXY };
  process.env.HTTPS_PROXY = "http://127.0.0.1:9";
  process.env.HTTP_PROXY = "http://127.0.0.1:9";
  try {
    const res = await egress().fetch(url("/recipe"), { accept: "html", maxBytes: 10_000 });
    assert.equal(res.status, 200);
  } finally {
    if (saved.https === undefined) delete process.env.HTTPS_PROXY;
    else process.env.HTTPS_PROXY = saved.https;
    if (saved.http === undefined) delete process.env.HTTP_PROXY;
    else process.env.HTTP_PROXY = saved.http;
  }
});

test("content-type allowlist and image magic-byte sniff", async () => {
  const e = egress();
  assert.equal(await reasonOf(e.fetch(url("/json"), { accept: "html", maxBytes: 1000 })), "content_type_not_allowed");
  assert.equal(await reasonOf(e.fetch(url("/recipe"), { accept: "image", maxBytes: 1000 })), "content_type_not_allowed");
  assert.equal(await reasonOf(e.fetch(url("/fake-img"), { accept: "image", maxBytes: 1000 })), "content_sniff_failed");
  const img = await e.fetch(url("/img"), { accept: "image", maxBytes: 1000 });
  assert.equal(img.contentType, "image/png");
  assert.ok(img.body.equals(PNG));
  const any = await e.fetch(url("/json"), { accept: "any", maxBytes: 1000 });
  assert.equal(any.contentType, "application/json");
});

test("non-2xx is an error for html/image but returned for accept any", async () => {
  const e = egress();
  assert.equal(await reasonOf(e.fetch(url("/missing"), { accept: "html", maxBytes: 1000 })), "http_status");
  const res = await e.fetch(url("/missing"), { accept: "any", maxBytes: 1000 });
  assert.equal(res.status, 404);
});

test("oversized bodies are rejected by Content-Length and by counting the stream", async () => {
  const e = egress();
  assert.equal(await reasonOf(e.fetch(url("/big-declared"), { accept: "html", maxBytes: 1000 })), "body_too_large");
  assert.equal(await reasonOf(e.fetch(url("/big-stream"), { accept: "html", maxBytes: 1000 })), "body_too_large");
  assert.equal(await reasonOf(e.fetch(url("/lying-length"), { accept: "html", maxBytes: 1000 })), "body_too_large");
  // Exactly at the cap is fine.
  const ok = await e.fetch(url("/big-stream"), { accept: "html", maxBytes: 5000 });
  assert.equal(ok.body.length, 5000);
});

test("gzip, raw and zlib deflate, and brotli bodies are decoded", async () => {
  const e = egress();
  for (const p of ["/gzip", "/deflate", "/deflate-raw", "/br"]) {
    const res = await e.fetch(url(p), { accept: "html", maxBytes: 10_000 });
    assert.equal(res.body.toString("utf8"), HTML, p);
  }
  assert.equal(await reasonOf(e.fetch(url("/bad-gzip"), { accept: "html", maxBytes: 10_000 })), "decompression_failed");
  assert.equal(await reasonOf(e.fetch(url("/unknown-encoding"), { accept: "html", maxBytes: 10_000 })), "content_encoding_not_supported");
});

test("a 50 MB gzip bomb and a 20 MB brotli bomb stop at the cap with bounded memory", async () => {
  assert.ok(BOMB.length < 1024 * 1024, "the bomb itself is small on the wire");
  const e = egress();
  const baseline = process.memoryUsage().arrayBuffers;
  assert.equal(await reasonOf(e.fetch(url("/bomb"), { accept: "html", maxBytes: 1024 * 1024 })), "body_too_large");
  assert.equal(await reasonOf(e.fetch(url("/br-bomb"), { accept: "html", maxBytes: 1024 * 1024 })), "body_too_large");
  const grown = process.memoryUsage().arrayBuffers - baseline;
  assert.ok(grown < 16 * 1024 * 1024, `external memory grew by ${grown} bytes`);
});

test("a slow body hits the total deadline", async () => {
  assert.equal(await reasonOf(egress({ totalTimeoutMs: 300 }).fetch(url("/slow"), { accept: "html", maxBytes: 1000 })), "timeout");
});

test("the caller's AbortSignal aborts the fetch", async () => {
  const ac = new AbortController();
  const pending = egress().fetch(url("/slow"), { accept: "html", maxBytes: 1000, signal: ac.signal });
  setTimeout(() => ac.abort(), 50);
  assert.equal(await reasonOf(pending), "aborted");
  const pre = new AbortController();
  pre.abort();
  assert.equal(await reasonOf(egress().fetch(url("/recipe"), { accept: "html", maxBytes: 1000, signal: pre.signal })), "aborted");
});

test("POST sends the body", async () => {
  const before = fx.seen.length;
  const res = await egress().fetch(url("/echo"), {
    method: "POST",
    accept: "any",
    maxBytes: 1000,
    body: "payload",
    headers: { "content-type": "text/plain", Host: "evil.example" },
  });
  assert.deepEqual(JSON.parse(res.body.toString()), { method: "POST" });
  // Found by method and path, not by position: a request of an earlier test (an aborted one) may be logged late.
  const seen = fx.seen.slice(before).find((r) => r.method === "POST" && r.url.startsWith("/echo"));
  assert.equal(seen?.body, "payload", JSON.stringify(fx.seen.slice(before).map((r) => [r.method, r.url, r.body])));
  assert.equal(seen?.host, `fixture.test:${fx.port}`, "caller cannot override Host");
});
