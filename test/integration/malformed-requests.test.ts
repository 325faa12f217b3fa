// Whatever a client sends, the answer is the contract's JSON with the security headers, and it is logged.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { loadConfig } from "../../src/config";
import { startServer, type RunningServer } from "../../src/compose";
import { createLogger } from "../../src/log";
import { modules } from "../../src/modules";
import { defineRoute } from "../../src/http/route";

let server: RunningServer;
let dataDir: string;
const lines: string[] = [];
let token: string;

/** One raw HTTP/1.1 exchange (fetch refuses TRACE and CONNECT, and cannot send a method Node does not know). */
function raw(request: string): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(server.port, "127.0.0.1", () => socket.end(request));
    let data = "";
    socket.on("data", (c) => (data += c.toString("utf8")));
    socket.on("error", reject);
    socket.on("close", () => {
      const [head, ...rest] = data.split("\r\n\r\n");
      const [statusLine, ...headerLines] = head.split("\r\n");
      const headers: Record<string, string> = {};
      for (const l of headerLines) headers[l.slice(0, l.indexOf(":")).toLowerCase()] = l.slice(l.indexOf(":") + 1).trim();
      resolve({ status: Number(statusLine.split(" ")[1]), headers, body: rest.join("\r\n\r\n") });
    });
  });
}

const logged = (msg: string): Array<Record<string, unknown>> => lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((e) => e.msg === msg);

function assertContractAnswer(r: { status: number; headers: Record<string, string>; body: string }, status: number): void {
  assert.equal(r.status, status, r.body);
  assert.match(r.headers["content-type"] ?? "", /^application\/json/);
  assert.equal(r.headers["x-content-type-options"], "nosniff");
  assert.equal(r.headers["x-frame-options"], "DENY");
  assert.equal(typeof (JSON.parse(r.body) as { error: unknown }).error, "string");
}

before(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "rl-malformed-"));
  const config = loadConfig({ PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "info", PUBLIC_URL: "http://localhost:8080" });
  // A route whose answer cannot be serialised (a BigInt): the failure happens in Koa's respond step, after every middleware.
  const broken = {
    name: "test-broken",
    routes: [
      defineRoute({
        method: "GET",
        path: "/api/test-unserialisable",
        summary: "x",
        tags: ["test"],
        auth: "none",
        responses: { 200: { description: "x" } },
        handler: () => ({ n: 1n }),
      }),
    ],
  };
  server = await startServer(config, { log: createLogger("info", {}, (l) => lines.push(l)), modules: [...modules, broken] });
  const reg = await fetch(`${server.url}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "deep@example.test", password: "a-long-kitchen-passphrase" }),
  });
  token = ((await reg.json()) as { token: string }).token;
});
after(async () => {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("malformed requests", () => {
  it("answers with status 400 in JSON with the security headers when a body nests 10,000 levels deep", async () => {
    const deep = "[".repeat(10_000) + "]".repeat(10_000);
    for (const body of [deep, `{"title":${deep}}`, '{"a":'.repeat(10_000) + "1" + "}".repeat(10_000)]) {
      const res = await fetch(`${server.url}/api/recipes`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body,
      });
      const text = await res.text();
      assertContractAnswer({ status: res.status, headers: Object.fromEntries(res.headers), body: text }, 400);
      assert.match(text, /nested too deeply/);
    }
    const ok = await fetch(`${server.url}/api/recipes`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ title: "[[[[ not nesting ]]]]" }),
    });
    assert.equal(ok.status, 201, "brackets inside strings do not count");
    assert.ok(
      logged("request").some((e) => e.status === 400 && e.path === "/api/recipes"),
      "the refusal is logged",
    );
  });

  it("answers with status 501 in JSON with the security headers when the method is TRACE or another the server has for no path", async () => {
    for (const method of ["TRACE", "PROPFIND"]) {
      const r = await raw(`${method} /api/recipes HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
      assertContractAnswer(r, 501);
    }
    assert.ok(logged("request").some((e) => e.method === "TRACE" && e.status === 501));
  });

  it("answers with status 405 in JSON when a path does not have the method, and 204 with Allow to OPTIONS", async () => {
    const r = await raw(`PATCH /api/recipes HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
    assertContractAnswer(r, 405);
    const o = await raw(`OPTIONS /api/recipes HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
    assert.equal(o.status, 204);
    assert.match(o.headers.allow ?? "", /GET/);
    assert.equal(o.headers["x-content-type-options"], "nosniff");
  });

  it("answers with status 400 in JSON with the security headers when Node's parser refuses the request line", async () => {
    const r = await raw(`FOO /api/recipes HTTP/1.1\r\nHost: x\r\n\r\n`);
    assertContractAnswer(r, 400);
    assert.ok(logged("request refused by the HTTP parser").length > 0);
  });

  it("answers with status 500 in JSON with the security headers, logged, when an answer fails to serialise after the handler", async () => {
    const r = await raw(`GET /api/test-unserialisable HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
    assertContractAnswer(r, 500);
    assert.ok(r.headers["x-request-id"], "the request id survives");
    assert.ok(logged("unhandled error").some((e) => e.path === "/api/test-unserialisable"));
  });
});
