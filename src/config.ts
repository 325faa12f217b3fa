import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { DEFAULT_TRUSTED_PROXIES, TrustedProxies } from "./http/rate-limit";

/** Comma-separated list → trimmed, non-empty entries. */
const csv = z
  .string()
  .default("")
  .transform((s) =>
    s
      .split(",")
      .map((x) => x.trim())
      .filter((x) => x.length > 0),
  );

const bool = (def: "true" | "false") =>
  z
    .enum(["true", "false", "1", "0", "yes", "no", ""])
    .default(def)
    .transform((v) => v === "true" || v === "1" || v === "yes");

const int = (def: number, min: number, max: number) => z.coerce.number().int().min(min).max(max).default(def);

/** Every setting the appliance reads, with its default. This is the only reader of process.env. */
const EnvSchema = z.object({
  PORT: int(8080, 0, 65535),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  PUBLIC_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  TRUST_PROXY: bool("false"),
  TRUSTED_PROXIES: csv,
  OIDC_ISSUER: z.string().url().optional(),
  OIDC_AUDIENCE: z.string().min(1).optional(),
  OIDC_JWKS_URL: z.string().url().optional(),
  OIDC_CLIENT_ID: z.string().min(1).max(255).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).max(1024).optional(),
  OIDC_REDIRECT_URI: z.string().url().optional(),
  WEB_ROOT: z.string().min(1).optional(),
  ACCESS_TOKEN_TTL_SECONDS: int(900, 60, 86400),
  REFRESH_TOKEN_TTL_DAYS: int(30, 1, 365),
  REGISTRATION_OPEN: bool("false"),
  RATE_LIMIT_PER_MINUTE: int(600, 1, 1_000_000_000),
  RATE_LIMIT_BURST: int(200, 1, 1_000_000_000),
  AUTH_RATE_LIMIT_PER_MINUTE: int(10, 1, 1_000_000),
  ANON_RATE_LIMIT_PER_MINUTE: int(60, 1, 1_000_000),
  EXPENSIVE_RATE_LIMIT_PER_MINUTE: int(60, 1, 1_000_000),
  JSON_BODY_LIMIT_BYTES: int(1024 * 1024, 1024, 64 * 1024 * 1024),
  UPLOAD_LIMIT_BYTES: int(20 * 1024 * 1024, 1024, 1024 * 1024 * 1024),
  UPLOAD_MAX_PIXELS: int(40_000_000, 1_000_000, 268_402_689),
  CALENDAR_TIME_ZONE: z.string().min(1).max(64).optional(),
  ARCHIVE_UPLOAD_LIMIT_BYTES: int(512 * 1024 * 1024, 1024, 16 * 1024 * 1024 * 1024),
  MEDIA_URL_TTL_SECONDS: int(3600, 60, 7 * 86400),
  IMPORT_CONCURRENCY: int(2, 1, 16),
  IMPORT_ALLOWED_HOSTS: csv,
  IMPORT_RETRY_BUDGET_SECONDS: int(600, 10, 86400),
  IMPORT_MAX_QUEUED_PER_USER: int(20, 1, 1000),
  SSE_KEEPALIVE_SECONDS: int(15, 1, 300),
  SHUTDOWN_GRACE_MS: int(8000, 100, 60_000),
  PUSH_WEB_ENABLED: bool("true"),
  PUSH_HTTP_URL: z.string().url().optional(),
  OCR_IDLE_SECONDS: int(60, 1, 3600),
  BACKUP_KEEP: int(7, 0, 365),
  STORAGE_QUOTA_MB_PER_USER: int(2048, 0, 16 * 1024 * 1024),
});

/** The parsed, frozen configuration handed to every part of the app. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  publicUrl: string;
  /** Whether PUBLIC_URL was set (else links are built on http://localhost:PORT, wrong behind a proxy). */
  publicUrlConfigured: boolean;
  logLevel: "debug" | "info" | "warn" | "error" | "silent";
  trustProxy: boolean;
  /** Addresses and CIDR ranges of the reverse proxies whose X-Forwarded-For is honoured (with trustProxy). */
  trustedProxies: string[];
  /**
   * External OpenID Connect provider. Bearer tokens of `audience` are accepted; with `web` (OIDC_CLIENT_ID set) the
   * web app also signs in through the provider (authorization code + PKCE) and gets the appliance's own session.
   */
  oidc: { issuer: string; audience: string; jwksUrl?: string; web: OidcWebClient | null } | null;
  /** The built web app (index.html, assets/…) served at `/`. */
  webRoot: string;
  auth: { accessTtlSeconds: number; refreshTtlDays: number; registrationOpen: boolean };
  rateLimit: { perMinute: number; burst: number; authPerMinute: number; anonPerMinute: number; expensivePerMinute: number };
  limits: { jsonBodyBytes: number; uploadBytes: number; uploadMaxPixels: number; archiveUploadBytes: number; storageQuotaBytesPerUser: number };
  media: { urlTtlSeconds: number };
  imports: { concurrency: number; allowedHosts: string[]; retryBudgetSeconds: number; maxQueuedPerUser: number };
  sse: { keepAliveMs: number };
  shutdownGraceMs: number;
  push: { webEnabled: boolean; httpUrl?: string };
  ocr: { idleMs: number };
  /** Daily database backups kept in DATA_DIR/backups; 0 turns them off. */
  backups: { keep: number };
  /** Time zone of a calendar feed created without one (CALENDAR_TIME_ZONE, else the process's, else UTC). */
  calendar: { defaultTimeZone: string };
}

/** The web app's OIDC client registration at the provider. */
export interface OidcWebClient {
  clientId: string;
  clientSecret?: string;
  redirectUri: string;
}

/**
 * Where the built web app is when WEB_ROOT is unset: `web/` beside the bundle (dist/main.js → dist/web), or the
 * repository's dist/web when running from the source tree (src/config.ts → ../dist/web; never src/web, which
 * holds the app's sources).
 */
export function defaultWebRoot(): string {
  let here: string;
  try {
    here = path.dirname(fileURLToPath(import.meta.url));
  } catch {
    // A bundle without import.meta (CommonJS, a single executable): beside the program instead.
    here = path.dirname(process.argv[1] ?? process.execPath);
  }
  return path.basename(here) === "src" ? path.resolve(here, "../dist/web") : path.resolve(here, "web");
}

/** Thrown when the environment is invalid; `problems` lists every issue. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  }
}

/** Parse the environment once. Throws ConfigError listing every problem, not only the first. */
export function loadConfig(env: Record<string, string | undefined> = process.env, overrides: Partial<Config> = {}): Config {
  const picked: Record<string, string> = {};
  for (const key of Object.keys(EnvSchema.shape)) {
    const v = env[key];
    if (v !== undefined && v !== "") picked[key] = v;
  }
  const parsed = EnvSchema.safeParse(picked);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`));
  }
  const e = parsed.data;
  const problems: string[] = [];
  // The web app's client id is the audience of its id tokens, and a sensible default for bearer tokens too.
  const audience = e.OIDC_AUDIENCE ?? e.OIDC_CLIENT_ID;
  if (e.OIDC_ISSUER && !audience) problems.push("OIDC_AUDIENCE: required when OIDC_ISSUER is set (or set OIDC_CLIENT_ID)");
  if (!e.OIDC_ISSUER && (e.OIDC_CLIENT_ID || e.OIDC_CLIENT_SECRET || e.OIDC_REDIRECT_URI)) problems.push("OIDC_CLIENT_ID: needs OIDC_ISSUER");
  if (e.PUBLIC_URL !== undefined && !/^https?:$/.test(new URL(e.PUBLIC_URL).protocol)) {
    problems.push("PUBLIC_URL: must be an http:// or https:// URL (it is written into every share, invite and media link)");
  }
  const trustedProxies = e.TRUSTED_PROXIES.length > 0 ? e.TRUSTED_PROXIES : DEFAULT_TRUSTED_PROXIES;
  try {
    new TrustedProxies(trustedProxies);
  } catch {
    problems.push("TRUSTED_PROXIES: a comma-separated list of IP addresses or CIDR ranges (e.g. 127.0.0.1,10.0.0.0/8)");
  }
  if (problems.length > 0) throw new ConfigError(problems);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, "");
  const config: Config = {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    publicUrl,
    publicUrlConfigured: e.PUBLIC_URL !== undefined,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    trustedProxies,
    oidc:
      e.OIDC_ISSUER && audience
        ? {
            issuer: e.OIDC_ISSUER,
            audience,
            jwksUrl: e.OIDC_JWKS_URL,
            web: e.OIDC_CLIENT_ID
              ? { clientId: e.OIDC_CLIENT_ID, clientSecret: e.OIDC_CLIENT_SECRET, redirectUri: e.OIDC_REDIRECT_URI ?? `${publicUrl}/auth/callback` }
              : null,
          }
        : null,
    webRoot: e.WEB_ROOT ? path.resolve(e.WEB_ROOT) : defaultWebRoot(),
    auth: {
      accessTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
      refreshTtlDays: e.REFRESH_TOKEN_TTL_DAYS,
      registrationOpen: e.REGISTRATION_OPEN,
    },
    rateLimit: {
      perMinute: e.RATE_LIMIT_PER_MINUTE,
      burst: e.RATE_LIMIT_BURST,
      authPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
      anonPerMinute: e.ANON_RATE_LIMIT_PER_MINUTE,
      expensivePerMinute: e.EXPENSIVE_RATE_LIMIT_PER_MINUTE,
    },
    limits: {
      jsonBodyBytes: e.JSON_BODY_LIMIT_BYTES,
      uploadBytes: e.UPLOAD_LIMIT_BYTES,
      uploadMaxPixels: e.UPLOAD_MAX_PIXELS,
      archiveUploadBytes: e.ARCHIVE_UPLOAD_LIMIT_BYTES,
      storageQuotaBytesPerUser: e.STORAGE_QUOTA_MB_PER_USER * 1024 * 1024,
    },
    media: { urlTtlSeconds: e.MEDIA_URL_TTL_SECONDS },
    imports: {
      concurrency: e.IMPORT_CONCURRENCY,
      allowedHosts: e.IMPORT_ALLOWED_HOSTS.map((h) => h.toLowerCase()),
      retryBudgetSeconds: e.IMPORT_RETRY_BUDGET_SECONDS,
      maxQueuedPerUser: e.IMPORT_MAX_QUEUED_PER_USER,
    },
    sse: { keepAliveMs: e.SSE_KEEPALIVE_SECONDS * 1000 },
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    push: { webEnabled: e.PUSH_WEB_ENABLED, httpUrl: e.PUSH_HTTP_URL },
    ocr: { idleMs: e.OCR_IDLE_SECONDS * 1000 },
    backups: { keep: e.BACKUP_KEEP },
    calendar: calendarSettings(e.CALENDAR_TIME_ZONE),
    ...overrides,
  };
  return deepFreeze(config);
}

/** The settings table for the README and `--help`: name, default, meaning. */
export const SETTINGS_DOC: ReadonlyArray<[string, string, string]> = [
  ["PORT", "8080", "TCP port to listen on (0 picks a free port)"],
  ["HOST", "0.0.0.0", "Interface to bind"],
  ["DATA_DIR", "./data", "Where the database, signing keys and uploaded files live"],
  ["PUBLIC_URL", "http://localhost:PORT", "Base URL written into every absolute link (share links, media URLs, token issuer); http:// or https:// only"],
  ["LOG_LEVEL", "info", "debug, info, warn, error or silent"],
  ["TRUST_PROXY", "false", "Honour X-Forwarded-For from a reverse proxy"],
  [
    "TRUSTED_PROXIES",
    "127.0.0.0/8,::1",
    "Addresses or CIDR ranges of the reverse proxies (with TRUST_PROXY): X-Forwarded-For is honoured only from them, walked right to left over trusted hops",
  ],
  ["OIDC_ISSUER", "(none)", "Verify tokens of this external OpenID Connect provider instead of the built-in issuer"],
  ["OIDC_AUDIENCE", "(none)", "Required audience of external tokens (required with OIDC_ISSUER)"],
  ["OIDC_JWKS_URL", "(discovered)", "JWKS URL of the provider; found through its discovery document when unset"],
  ["OIDC_CLIENT_ID", "(none)", "The web app's client id at the OIDC provider: the app signs in there (code + PKCE); also the default OIDC_AUDIENCE"],
  ["OIDC_CLIENT_SECRET", "(none)", "Client secret, for providers that register the web app as a confidential client"],
  ["OIDC_REDIRECT_URI", "PUBLIC_URL/auth/callback", "Redirect URI registered at the provider for the web app"],
  ["WEB_ROOT", "dist/web", "Directory of the built web app served at / (beside the program; API-only when missing)"],
  ["ACCESS_TOKEN_TTL_SECONDS", "900", "Lifetime of built-in access tokens"],
  ["REFRESH_TOKEN_TTL_DAYS", "30", "Lifetime of refresh tokens"],
  [
    "REGISTRATION_OPEN",
    "false",
    "Let anyone create an account after the first user (otherwise invites, the administrator or the CLI). The default until an administrator sets it in Settings (PATCH /api/admin/settings)",
  ],
  ["RATE_LIMIT_PER_MINUTE", "600", "Requests per minute per client IP"],
  ["RATE_LIMIT_BURST", "200", "Bucket size of the per-IP limit"],
  ["AUTH_RATE_LIMIT_PER_MINUTE", "10", "Login/register/refresh attempts per minute per IP and per account"],
  ["ANON_RATE_LIMIT_PER_MINUTE", "60", "Anonymous share-link and invite lookups per minute per IP"],
  ["EXPENSIVE_RATE_LIMIT_PER_MINUTE", "60", "Imports and uploads per minute per user (OCR and image decoding are costly on a Pi)"],
  ["JSON_BODY_LIMIT_BYTES", "1048576", "Largest accepted JSON body (413 above)"],
  ["UPLOAD_LIMIT_BYTES", "20971520", "Largest accepted upload (413 above)"],
  ["UPLOAD_MAX_PIXELS", "40000000", "Largest accepted image in pixels (rejected before decoding)"],
  ["CALENDAR_TIME_ZONE", "(the system's)", "Time zone of meal-plan calendar feeds created without one (IANA name, e.g. Europe/Berlin)"],
  ["ARCHIVE_UPLOAD_LIMIT_BYTES", "536870912", "Largest accepted ZIP upload (another app's export to import; other files keep UPLOAD_LIMIT_BYTES)"],
  ["MEDIA_URL_TTL_SECONDS", "3600", "Lifetime of signed /media URLs"],
  ["IMPORT_CONCURRENCY", "2", "Imports processed at once (OCR always one at a time); shared fairly between users, one user holds at most all but one"],
  [
    "IMPORT_ALLOWED_HOSTS",
    "(empty)",
    "Comma-separated host names exempt from the private-address guard (a LAN recipe server); only these may be imported from over plain http",
  ],
  [
    "IMPORT_RETRY_BUDGET_SECONDS",
    "600",
    "How long transient import failures are retried, from processing_started_at; an import that waited longer than this for a slot fails too",
  ],
  ["IMPORT_MAX_QUEUED_PER_USER", "20", "Imports one user may have waiting or running at once; one more answers 429 with Retry-After"],
  ["SSE_KEEPALIVE_SECONDS", "15", "Interval of keep-alive comments on the event stream"],
  ["SHUTDOWN_GRACE_MS", "8000", "How long shutdown waits for running work"],
  ["PUSH_WEB_ENABLED", "true", "Deliver Web Push notifications (VAPID keys are created on first start)"],
  ["PUSH_HTTP_URL", "(none)", "ntfy/Gotify/UnifiedPush-style endpoint; each push is POSTed there"],
  ["OCR_IDLE_SECONDS", "60", "The OCR worker is ended after this much idleness"],
  ["STORAGE_QUOTA_MB_PER_USER", "2048", "Stored files (uploads, imported images, copies) per user in MB; beyond it uploads answer 507 (0 = unlimited)"],
  ["BACKUP_KEEP", "7", "Daily database backups kept in DATA_DIR/backups (0 turns them off); older ones are removed"],
];

/**
 * The calendar feed's default time zone: CALENDAR_TIME_ZONE, else the machine's, asked of ICU on first use. Building
 * an Intl.DateTimeFormat loads ICU's locale and zone data (6 MB of RSS, 15-100 ms on a cold start) that only the
 * calendar feed needs, so it is not done while the server starts.
 */
function calendarSettings(configured: string | undefined): { readonly defaultTimeZone: string } {
  let zone = configured;
  return {
    get defaultTimeZone(): string {
      zone ??= Intl.DateTimeFormat().resolvedOptions().timeZone ?? "UTC";
      return zone;
    },
  };
}

/** Freeze the settings tree; accessors (lazily computed settings) are left unread. */
function deepFreeze<T>(o: T): T {
  if (o && typeof o === "object") {
    for (const d of Object.values(Object.getOwnPropertyDescriptors(o))) if ("value" in d) deepFreeze(d.value);
    Object.freeze(o);
  }
  return o;
}
