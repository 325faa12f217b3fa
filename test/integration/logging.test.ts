import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadConfig } from "../../src/config";
import { startServer } from "../../src/compose";
import { createLogger } from "../../src/log";

test("access logs are structured JSON with a request id and never contain tokens or passwords", async () => {
  const lines: string[] = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "rl-log-"));
  const config = loadConfig({ PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "debug" });
  const server = await startServer(config, { log: createLogger("debug", {}, (l) => lines.push(l)) });
  try {
    const reg = await fetch(`${server.url}/api/auth/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "log@example.test", password: "secret-password-123" }),
    });
    const { token, refresh_token } = (await reg.json()) as { token: string; refresh_token: string };
    await fetch(`${server.url}/api/users/me?access_token=${token}`, { headers: { authorization: `Bearer ${token}` } });
    await fetch(`${server.url}/api/users/me`, { headers: { authorization: `Bearer ${token}x` } });
    await fetch(`${server.url}/api/auth/refresh`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ refresh_token }) });
    const all = lines.join("");
    assert.ok(!all.includes(token), "no access token in logs");
    assert.ok(!all.includes(refresh_token), "no refresh token in logs");
    assert.ok(!all.includes("secret-password-123"), "no password in logs");
    const access = lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((e) => e.msg === "request");
    assert.ok(access.length >= 4);
    for (const e of access) {
      assert.equal(typeof e.requestId, "string");
      assert.equal(typeof e.status, "number");
      assert.ok(!String(e.path).includes("?"), "query strings are not logged");
    }
  } finally {
    await server.stop();
  }
});
