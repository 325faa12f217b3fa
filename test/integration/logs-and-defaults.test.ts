// Logs and defaults: secrets in paths never reach the access log, the database is private to the service user,
// PUBLIC_URL is an http(s) URL, and a proxy set-up without PUBLIC_URL is warned about.
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ConfigError, loadConfig } from "../../src/config";
import { startServer } from "../../src/compose";
import { createLogger } from "../../src/log";
import { redactPath } from "../../src/http/middleware";

async function withServer(env: Record<string, string>, fn: (url: string, lines: string[], dataDir: string) => Promise<void>): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "rl-defaults-"));
  const lines: string[] = [];
  const config = loadConfig({ PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "info", ...env });
  const server = await startServer(config, { log: createLogger("info", {}, (l) => lines.push(l)) });
  try {
    await fn(server.url, lines, dataDir);
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

describe("logs and defaults", () => {
  it("keeps share, invite, calendar and push tokens out of the access log at the default level", async () => {
    await withServer({ PUBLIC_URL: "http://localhost:8080" }, async (url, lines) => {
      const secrets = ["shr_Sup3rS3cretShareToken", "inv_Sup3rS3cretInviteToken", "cal_Sup3rS3cretFeed", "push_Sup3rS3cretDevice"];
      for (const p of [
        `/shared/${secrets[0]}`,
        `/api/shared/${secrets[0]}`,
        `/api/shared/${secrets[0]}/save`,
        `/api/share-links/${secrets[0]}`,
        `/invite/${secrets[1]}`,
        `/api/household-invites/${secrets[1]}`,
        `/api/household-invites/${secrets[1]}/accept`,
        `/api/calendar/${secrets[2]}.ics`,
        `/api/push-tokens/${secrets[3]}`,
      ]) {
        await fetch(url + p, { method: p.endsWith("/accept") || p.endsWith("/save") ? "POST" : "GET" });
      }
      const all = lines.join("");
      for (const secret of secrets) assert.ok(!all.includes(secret), `${secret} leaked into the log`);
      const paths = lines
        .map((l) => JSON.parse(l) as { msg: string; path?: string })
        .filter((e) => e.msg === "request")
        .map((e) => e.path);
      assert.ok(paths.includes("/api/household-invites/[redacted]/accept"), paths.join(" "));
      assert.ok(paths.includes("/api/calendar/[redacted].ics"));
    });
    assert.equal(redactPath("/api/push-tokens/vapid-public-key"), "/api/push-tokens/vapid-public-key");
    assert.equal(redactPath("/api/recipes/abc"), "/api/recipes/abc");
  });

  it("creates library.db and its -wal and -shm files readable by the service user only (0600)", async () => {
    await withServer({ PUBLIC_URL: "http://localhost:8080" }, async (url, _lines, dataDir) => {
      await fetch(`${url}/api/auth/register`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "m@example.test", password: "a-long-kitchen-passphrase" }),
      });
      for (const f of ["library.db", "library.db-wal", "library.db-shm"]) {
        const file = path.join(dataDir, f);
        assert.ok(fs.existsSync(file), f);
        assert.equal(fs.statSync(file).mode & 0o777, 0o600, f);
      }
    });
  });

  it("refuses to start with a PUBLIC_URL that is not http or https", () => {
    for (const bad of ["javascript:alert(1)", "ftp://recipes.lan/", "file:///etc/passwd", "data:text/html,x"]) {
      assert.throws(
        () => loadConfig({ PUBLIC_URL: bad }),
        (e: unknown) => e instanceof ConfigError && /PUBLIC_URL/.test(e.message),
        bad,
      );
    }
    assert.equal(loadConfig({ PUBLIC_URL: "https://recipes.example/" }).publicUrl, "https://recipes.example");
  });

  it("refuses to start with a TRUSTED_PROXIES entry that is neither an address nor a CIDR range", () => {
    assert.throws(
      () => loadConfig({ TRUSTED_PROXIES: "10.0.0.0/8,proxy.lan" }),
      (e: unknown) => e instanceof ConfigError && /TRUSTED_PROXIES/.test(e.message),
    );
    assert.deepEqual(loadConfig({ TRUSTED_PROXIES: "10.0.0.0/8, fd00::/8" }).trustedProxies, ["10.0.0.0/8", "fd00::/8"]);
    assert.deepEqual(loadConfig({}).trustedProxies, ["127.0.0.0/8", "::1/128"]);
  });

  it("warns at start when TRUST_PROXY is on without PUBLIC_URL, and not otherwise", async () => {
    const warned = (lines: string[]) =>
      lines.some((l) => (JSON.parse(l) as { level: string; msg: string }).level === "warn" && /TRUST_PROXY is on but PUBLIC_URL is not set/.test(l));
    await withServer({ TRUST_PROXY: "true" }, async (_u, lines) => assert.ok(warned(lines)));
    await withServer({ TRUST_PROXY: "true", PUBLIC_URL: "https://recipes.example" }, async (_u, lines) => assert.ok(!warned(lines)));
  });
});
