/**
 * The guarded egress client: the ONE way code in this project makes an outbound HTTP(S) request (web imports,
 * image downloads, social pages, push deliveries). Implements security.md "Server-side URL fetch (SSRF)":
 * https only, port allowlist, no userinfo, every resolved address global unicast, the validated address pinned for
 * the connection, manual redirects re-validated per hop, deadlines, a decompressed-size cap, a Content-Type
 * allowlist plus magic-byte sniff, and one public error message for every failure.
 */
import { readFileSync } from "node:fs";
import type { IncomingHttpHeaders } from "node:http";
import type tls from "node:tls";
import { lazyBuiltin } from "../lib/lazy-builtin";
import { readBody } from "./body";
import { isDeclaredTypeAllowed, mediaType, sniffImageType } from "./content";
import { abortError, EgressError } from "./errors";
import { createLimiter } from "./limiter";
import { sendHop } from "./request";
import { resolveTarget, systemResolver } from "./resolve";
import type { Egress, EgressAccept, EgressOptions, EgressRequest, EgressResponse } from "./types";
import { checkUrl, createUrlPolicy } from "./url-policy";
import type { HopTarget, UrlPolicy } from "./url-policy";

const loadTls = lazyBuiltin<typeof tls>("node:tls");

export { isPublicAddress } from "./address";
export { EGRESS_PUBLIC_MESSAGE, EgressError, isEgressError } from "./errors";
export type { EgressReason } from "./errors";
export { systemResolver } from "./resolve";
export { checkUrl, createUrlPolicy } from "./url-policy";
export type { HopTarget, UrlPolicy } from "./url-policy";
export type { Egress, EgressAccept, EgressOptions, EgressRequest, EgressResponse, ResolvedAddress, Resolver } from "./types";

const DEFAULT_CONNECT_TIMEOUT_MS = 5_000;
const DEFAULT_TOTAL_TIMEOUT_MS = 20_000;
const DEFAULT_MAX_REDIRECTS = 5;
const DEFAULT_MAX_CONCURRENT = 8;
const DEFAULT_USER_AGENT = "RecipeLibrary/1.0 (self-hosted recipe importer)";
const REDIRECT_STATUSES: ReadonlySet<number> = new Set([301, 302, 303, 307, 308]);

/** Headers the caller may not set: they are ours to control (Host is pinned to the URL, encoding to what we decode). */
const RESERVED_HEADERS: ReadonlySet<string> = new Set(["host", "connection", "content-length", "transfer-encoding", "accept-encoding"]);
/** Credentials that must not follow a redirect to a different origin. */
const CREDENTIAL_HEADERS: ReadonlySet<string> = new Set(["authorization", "cookie", "proxy-authorization"]);

const ACCEPT_HEADER: Record<EgressAccept, string> = {
  html: "text/html,application/xhtml+xml;q=0.9,application/ld+json;q=0.8",
  image: "image/jpeg,image/png,image/webp,image/gif,image/heic;q=0.9",
  any: "*/*",
};

function flattenHeaders(raw: IncomingHttpHeaders): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    out[name] = Array.isArray(value) ? value.join(", ") : value;
  }
  return out;
}

function buildHeaders(req: EgressRequest, userAgent: string): Record<string, string> {
  const headers: Record<string, string> = { "user-agent": userAgent, accept: ACCEPT_HEADER[req.accept] };
  for (const [name, value] of Object.entries(req.headers ?? {})) {
    const lower = name.toLowerCase();
    if (!RESERVED_HEADERS.has(lower)) headers[lower] = value;
  }
  headers["accept-encoding"] = "gzip, deflate, br";
  return headers;
}

interface FetchContext {
  policy: UrlPolicy;
  opts: EgressOptions;
  /** Built once: parsing ~140 root PEMs per request would cost tens of milliseconds each time. */
  secureContext?: tls.SecureContext;
}

/** Resolve the next hop's URL from a Location header, rejecting https→http downgrades before anything else. */
function nextHopUrl(location: string | undefined, current: HopTarget): URL {
  if (location === undefined || location.trim() === "") throw new EgressError("redirect_invalid");
  let next: URL;
  try {
    next = new URL(location, current.url);
  } catch (cause) {
    throw new EgressError("redirect_invalid", { cause });
  }
  if (current.secure && next.protocol === "http:") throw new EgressError("redirect_downgrade");
  return next;
}

async function runFetch(ctx: FetchContext, input: string, req: EgressRequest, signal: AbortSignal): Promise<EgressResponse> {
  const { opts } = ctx;
  const maxRedirects = opts.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
  let method = req.method ?? "GET";
  let body = req.body === undefined ? undefined : Buffer.from(req.body);
  let headers = buildHeaders(req, opts.userAgent ?? DEFAULT_USER_AGENT);
  let target = checkUrl(input, ctx.policy);

  for (let hop = 0; ; hop++) {
    const pinned = await resolveTarget(target, opts.resolver ?? systemResolver, signal);
    const res = await sendHop({
      target,
      pinned,
      method,
      headers,
      body,
      secureContext: ctx.secureContext,
      connectTimeoutMs: opts.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
      signal,
    });
    const status = res.statusCode ?? 0;

    if (REDIRECT_STATUSES.has(status) && res.headers.location !== undefined) {
      res.destroy();
      if (hop >= maxRedirects) throw new EgressError("too_many_redirects");
      const nextUrl = nextHopUrl(res.headers.location, target);
      const next = checkUrl(nextUrl, ctx.policy);
      // Same rules as browsers: 303 always, and 301/302 after POST, become a bodiless GET.
      if (status === 303 || ((status === 301 || status === 302) && method === "POST")) {
        method = "GET";
        body = undefined;
      }
      if (next.url.origin !== target.url.origin) {
        headers = Object.fromEntries(Object.entries(headers).filter(([name]) => !CREDENTIAL_HEADERS.has(name)));
      }
      target = next;
      continue;
    }

    if (req.accept !== "any" && (status < 200 || status > 299)) {
      res.destroy();
      throw new EgressError("http_status", { status });
    }
    const declared = mediaType(res.headers["content-type"]);
    if (!isDeclaredTypeAllowed(req.accept, declared)) {
      res.destroy();
      throw new EgressError("content_type_not_allowed");
    }
    const declaredLength = Number(res.headers["content-length"]);
    if (Number.isFinite(declaredLength) && declaredLength > req.maxBytes) {
      res.destroy();
      throw new EgressError("body_too_large");
    }
    const data = await readBody(res, req.maxBytes, signal);
    let contentType = declared;
    if (req.accept === "image") {
      const sniffed = sniffImageType(data);
      if (sniffed === null) throw new EgressError("content_sniff_failed");
      contentType = sniffed;
    }
    return { status, url: target.url.href, headers: flattenHeaders(res.headers), contentType, body: data };
  }
}

/**
 * Trust anchors when `opts.ca` is set. An explicit `ca` makes Node ignore both its bundled roots and
 * NODE_EXTRA_CA_CERTS, so both are added back: the option extends trust, it never narrows it.
 */
function trustAnchors(extra: string | Buffer): Array<string | Buffer> {
  const anchors: Array<string | Buffer> = [...loadTls().rootCertificates, extra];
  const envFile = process.env.NODE_EXTRA_CA_CERTS;
  if (envFile) {
    try {
      anchors.push(readFileSync(envFile));
    } catch {
      // Node already warned about an unreadable NODE_EXTRA_CA_CERTS at startup; it adds nothing there either.
    }
  }
  return anchors;
}

/**
 * Create the guarded client. Extra trust anchors come from NODE_EXTRA_CA_CERTS (handled by Node) or `opts.ca`,
 * which is appended to Node's bundled roots rather than replacing them.
 */
export function createEgress(opts: EgressOptions): Egress {
  const policy = createUrlPolicy(opts.allowedHosts, opts.allowHttpForAllowedHosts ?? false);
  const secureContext = opts.ca === undefined ? undefined : loadTls().createSecureContext({ ca: trustAnchors(opts.ca) });
  const ctx: FetchContext = { policy, opts, secureContext };
  const totalTimeoutMs = opts.totalTimeoutMs ?? DEFAULT_TOTAL_TIMEOUT_MS;
  const limiter = createLimiter(opts.maxConcurrent ?? DEFAULT_MAX_CONCURRENT);

  return {
    async fetch(url: string, req: EgressRequest): Promise<EgressResponse> {
      if (!Number.isSafeInteger(req.maxBytes) || req.maxBytes <= 0) throw new RangeError("maxBytes must be a positive integer");
      if (req.signal?.aborted) throw new EgressError("aborted");
      const controller = new AbortController();
      const deadline = setTimeout(() => controller.abort(new EgressError("timeout")), totalTimeoutMs);
      const onCallerAbort = () => controller.abort(new EgressError("aborted"));
      req.signal?.addEventListener("abort", onCallerAbort, { once: true });
      let release: (() => void) | undefined;
      try {
        release = await limiter.acquire(controller.signal);
        return await runFetch(ctx, url, req, controller.signal);
      } catch (err) {
        if (controller.signal.aborted) throw abortError(controller.signal);
        if (err instanceof EgressError) throw err;
        throw new EgressError("response_failed", { cause: err });
      } finally {
        release?.();
        clearTimeout(deadline);
        req.signal?.removeEventListener("abort", onCallerAbort);
      }
    },
  };
}
