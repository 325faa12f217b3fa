import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadConfig, type Config } from "../../src/config";
import { startServer, type RunningServer } from "../../src/compose";
import { createLogger } from "../../src/log";
import type { Clock } from "../../src/lib/clock";
import type { Services } from "../../src/deps";
import { newId } from "../../src/lib/ids";
import { cachedStatement } from "../../src/db/statements";
import { assertDocumentedResponse } from "./documented-responses";

/** Result of a test request: status, parsed JSON body (or text), headers. */
export interface TestResponse<T = any> {
  status: number;
  body: T;
  text: string;
  headers: Headers;
}

export interface RequestOptions {
  token?: string;
  body?: unknown;
  /** Raw body (string or Buffer) sent as-is. */
  raw?: string | Buffer | FormData;
  headers?: Record<string, string>;
}

/** A server started for one test, on port 0 with its own data directory and database. */
export interface TestServer extends RunningServer {
  dataDir: string;
  config: Config;
  request<T = any>(method: string, path: string, opts?: RequestOptions): Promise<TestResponse<T>>;
  /** Create a user directly (no password hashing) and return an access token for it. */
  user(opts?: { email?: string; admin?: boolean }): Promise<{ id: string; email: string; token: string }>;
  close(): Promise<void>;
}

/** Start a real server on port 0 with a fresh database. Pass env settings and fakes (clock, egress, ocr…). */
export async function startTestServer(
  opts: { env?: Record<string, string>; clock?: Clock; services?: Partial<Services>; dataDir?: string } = {},
): Promise<TestServer> {
  const dataDir = opts.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "rl-test-"));
  const config = loadConfig({
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    RATE_LIMIT_BURST: "100000",
    RATE_LIMIT_PER_MINUTE: "1000000",
    AUTH_RATE_LIMIT_PER_MINUTE: "10000",
    ANON_RATE_LIMIT_PER_MINUTE: "10000",
    EXPENSIVE_RATE_LIMIT_PER_MINUTE: "10000",
    PUBLIC_URL: "http://localhost:8080",
    SHUTDOWN_GRACE_MS: "1000",
    // No web app unless a test brings its own: the suite must not depend on whether `npm run build` ran.
    WEB_ROOT: path.join(dataDir, "no-web-app"),
    ...opts.env,
  });
  const running = await startServer(config, {
    clock: opts.clock,
    services: opts.services,
    log: createLogger((process.env.TEST_LOG_LEVEL ?? "silent") as "silent"),
  });
  const request = async <T = any>(method: string, p: string, o: RequestOptions = {}): Promise<TestResponse<T>> => {
    const headers: Record<string, string> = { ...(o.headers ?? {}) };
    if (o.token) headers.authorization = `Bearer ${o.token}`;
    let body: string | Buffer | FormData | undefined;
    if (o.raw !== undefined) body = o.raw;
    else if (o.body !== undefined) {
      body = JSON.stringify(o.body);
      headers["content-type"] ??= "application/json";
    }
    const res = await fetch(running.url + p, { method, headers, body });
    const text = await res.text();
    let parsed: unknown = text;
    if ((res.headers.get("content-type") ?? "").includes("json") && text.length > 0) {
      parsed = JSON.parse(text);
      assertDocumentedResponse(method, p, res.status, parsed);
    }
    return { status: res.status, body: parsed as T, text, headers: res.headers };
  };
  let n = 0;
  const user = async (o: { email?: string; admin?: boolean } = {}) => {
    const id = newId();
    const email = o.email ?? `user${++n}-${id.slice(0, 6)}@example.test`;
    const now = running.deps.clock.nowIso();
    cachedStatement(running.deps.db.sqlite, "INSERT INTO users (id, email, display_name, is_admin, created_at, updated_at) VALUES (?, ?, '', ?, ?, ?)").run(
      id,
      email,
      o.admin ? 1 : 0,
      now,
      now,
    );
    const { token } = await running.deps.tokens.issueAccessToken(id);
    return { id, email, token };
  };
  const close = async () => {
    await running.stop();
    if (!opts.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { ...running, dataDir, config, request, user, close };
}
