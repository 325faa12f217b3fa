// Puts a real test server and the built app (dist/web) on one origin for the browser tests: the server's own static
// serving when it has it, else dist/web served here while /api, /media and the other server paths are forwarded. Until the session endpoints and the invite preview/register
// endpoints of the contract (TEAM.md, "Web session" and "Households") are on the server, this test-only shim answers
// them through the legacy endpoints; every shim switches itself off as soon as the server's /openapi.json lists the
// real path. Production serving of dist/web is the server's (web-server's) job, not this file's.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import { startTestServer, type TestServer } from "./server";
import { hashSecret } from "../../src/lib/ids";
import { cachedStatement } from "../../src/db/statements";

const root = path.resolve(new URL("../..", import.meta.url).pathname);
export const webDir = path.join(root, "dist/web");

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".json": "application/json",
};
const SERVER_PATHS = /^\/(api|media|shared|docs|health|openapi\.json|\.well-known|robots\.txt)(\/|$|\?)/;

export interface WebHarness {
  url: string;
  api: TestServer;
  /** Which contract paths this run answered through the shim (empty once the server has them all). */
  shimmed: string[];
  close(): Promise<void>;
}

function send(res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = body === undefined ? "" : JSON.stringify(body);
  res.writeHead(status, { "content-type": "application/json; charset=utf-8", ...headers });
  res.end(text);
}

async function readBody(req: http.IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

function serveStatic(req: http.IncomingMessage, res: http.ServerResponse): void {
  const pathname = decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname);
  let file = path.join(webDir, pathname);
  if (!file.startsWith(webDir) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) file = path.join(webDir, "index.html");
  const ext = path.extname(file);
  res.writeHead(200, {
    "content-type": TYPES[ext] ?? "application/octet-stream",
    "cache-control": pathname.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "no-cache",
    // The CSP the app is written for: no inline script, no third-party origin.
    "content-security-policy":
      "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; connect-src 'self'; manifest-src 'self'; worker-src 'self'",
  });
  fs.createReadStream(file).pipe(res);
}

type ServerOptions = NonNullable<Parameters<typeof startTestServer>[0]>;

/** `envFor` gives settings that depend on the app's own address (the OIDC redirect URI), known before the server starts. */
export async function startWebHarness(opts: ServerOptions & { envFor?: (url: string) => Record<string, string> } = {}): Promise<WebHarness> {
  if (!fs.existsSync(path.join(webDir, "index.html"))) throw new Error("dist/web is not built: run `node build/web.mjs`");
  // The front door listens first so that its address can go into the server's settings.
  let handle: http.RequestListener = (_req, res) => void res.writeHead(503).end();
  const server = http.createServer((req, res) => handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  // "localhost" is a secure context for the browser: service workers, crypto.subtle and Wake Lock work on it.
  const url = `http://localhost:${port}`;
  const { envFor, ...serverOpts } = opts;
  const api = await startTestServer({ ...serverOpts, env: { REGISTRATION_OPEN: "true", ...serverOpts.env, ...envFor?.(url) } });
  const spec = (await api.request<{ paths: Record<string, unknown> }>("GET", "/openapi.json")).body;
  const missing = (p: string) => !(p in spec.paths);
  const shimmed: string[] = [];
  const sessions = new Map<string, string>(); // cookie value -> legacy refresh token
  const target = new URL(api.url);

  const legacy = async (p: string, body: unknown, token?: string) => api.request("POST", p, { body, token });
  const startSession = (res: http.ServerResponse, status: number, out: { token: string; refresh_token: string; expires_at: string; user: unknown }) => {
    const id = randomBytes(24).toString("base64url");
    sessions.set(id, out.refresh_token);
    send(
      res,
      status,
      { access_token: out.token, expires_at: out.expires_at, user: out.user },
      {
        "set-cookie": `rl_refresh=${id}; HttpOnly; SameSite=Strict; Path=/api/auth/session; Max-Age=2592000`,
      },
    );
  };
  const cookieOf = (req: http.IncomingMessage) => /(?:^|;\s*)rl_refresh=([^;]+)/.exec(req.headers.cookie ?? "")?.[1];
  const userCount = () => (cachedStatement(api.deps.db.sqlite, "SELECT COUNT(*) AS n FROM users").get() as { n: number }).n;

  /** Answer a contract path the server does not have yet; false when the server has it (forward the request). */
  const shim = async (req: http.IncomingMessage, res: http.ServerResponse, pathname: string): Promise<boolean> => {
    const method = req.method ?? "GET";
    const json = async () => {
      const raw = await readBody(req);
      return raw.length ? (JSON.parse(raw.toString("utf8")) as Record<string, unknown>) : {};
    };
    const note = (p: string) => void (shimmed.includes(p) || shimmed.push(p));
    if (pathname === "/api/auth/setup" && missing("/api/auth/setup")) {
      note(pathname);
      if (method === "GET") return (send(res, 200, { needs_setup: userCount() === 0, registration_open: true, oidc: null }), true);
      if (userCount() > 0) return (send(res, 409, { error: "Already set up" }), true);
      const r = await legacy("/api/auth/register", await json());
      if (r.status !== 201) return (send(res, r.status, r.body), true);
      return (startSession(res, 201, r.body), true);
    }
    if (pathname === "/api/auth/session" && missing("/api/auth/session")) {
      note(pathname);
      if (method === "POST") {
        const r = await legacy("/api/auth/login", await json());
        if (r.status !== 200) return (send(res, r.status, r.body), true);
        return (startSession(res, 200, r.body), true);
      }
      const id = cookieOf(req);
      const refresh = id ? sessions.get(id) : undefined;
      if (id) sessions.delete(id);
      if (refresh) await legacy("/api/auth/logout", { refresh_token: refresh });
      res.writeHead(204, { "set-cookie": "rl_refresh=; HttpOnly; SameSite=Strict; Path=/api/auth/session; Max-Age=0" });
      return (res.end(), true);
    }
    if (pathname === "/api/auth/session/refresh" && missing("/api/auth/session/refresh")) {
      note(pathname);
      const id = cookieOf(req);
      const refresh = id ? sessions.get(id) : undefined;
      if (!id || !refresh) return (send(res, 401, { error: "No session" }), true);
      sessions.delete(id);
      const r = await legacy("/api/auth/refresh", { refresh_token: refresh });
      if (r.status !== 200) return (send(res, 401, { error: "No session" }), true);
      const me = await api.request("GET", "/api/users/me", { token: r.body.token });
      return (startSession(res, 200, { ...r.body, user: me.body }), true);
    }
    const invite = /^\/api\/household-invites\/([^/]+)(\/register)?$/.exec(pathname);
    if (invite && !invite[2] && method === "GET" && missing("/api/household-invites/{token}")) {
      note("/api/household-invites/{token}");
      const row = cachedStatement(
        api.deps.db.sqlite,
        "SELECT i.expires_at, h.name, u.display_name FROM household_invites i JOIN households h ON h.id = i.household_id LEFT JOIN users u ON u.id = i.created_by WHERE i.token_hash = ? AND i.accepted_at IS NULL",
      ).get(hashSecret(decodeURIComponent(invite[1]))) as { expires_at: string; name: string; display_name: string | null } | undefined;
      if (!row) return (send(res, 404, { error: "Invite not found" }), true);
      return (send(res, 200, { household: { name: row.name }, invited_by: { display_name: row.display_name ?? "" }, expires_at: row.expires_at }), true);
    }
    if (invite && invite[2] && method === "POST" && missing("/api/household-invites/{token}/register")) {
      note("/api/household-invites/{token}/register");
      const r = await legacy("/api/auth/register", await json());
      if (r.status !== 201) return (send(res, r.status, r.body), true);
      const a = await legacy(`/api/household-invites/${invite[1]}/accept`, {}, r.body.token);
      if (a.status >= 300) return (send(res, a.status, a.body), true);
      return (send(res, 201, { user: r.body.user, household: a.body }), true);
    }
    return false;
  };

  // Once the server serves the app itself (web-server's static serving), the tests go through it: its caching,
  // compression, CSP and SPA fallback are what the browser meets.
  const home = await fetch(`${api.url}/`);
  const serverServesApp = (home.headers.get("content-type") ?? "").includes("text/html");
  await home.arrayBuffer();
  handle = (req, res) => {
    const reqUrl = req.url ?? "/";
    const pathname = reqUrl.split("?")[0];
    if (!serverServesApp && !SERVER_PATHS.test(reqUrl)) return serveStatic(req, res);
    void shim(req, res, pathname).then(
      (done) => {
        if (done) return;
        const headers = { ...req.headers, host: target.host };
        const up = http.request({ host: target.hostname, port: target.port, path: reqUrl, method: req.method, headers }, (ur) => {
          res.writeHead(ur.statusCode ?? 502, ur.headers);
          ur.pipe(res);
        });
        up.on("error", () => send(res, 502, { error: "upstream" }));
        req.pipe(up);
      },
      (e: unknown) => send(res, 500, { error: String(e) }),
    );
  };
  return {
    url,
    api,
    shimmed,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await api.close();
    },
  };
}
