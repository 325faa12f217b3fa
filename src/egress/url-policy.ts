/**
 * Per-hop URL policy: scheme, userinfo, port and allowed-host rules (security.md 4.1 item 2).
 * The URL is parsed with the WHATWG `URL` parser, the same one the connector sees, so every IPv4 spelling
 * (0x7f.1, 2130706433, 127.1, 0177.0.0.1) arrives here already canonicalised to a dotted quad.
 */
import { isIP } from "node:net";
import { EgressError } from "./errors";

/** Ports a non-allowlisted https host may use. */
const ALLOWED_HTTPS_PORTS: ReadonlySet<number> = new Set([443, 8443]);

/** Static policy derived from {@link EgressOptions}. */
export interface UrlPolicy {
  /** Normalised (lower-case, no trailing dot) allowlisted hostnames. */
  allowedHosts: ReadonlySet<string>;
  allowHttpForAllowedHosts: boolean;
}

/** A URL that passed the policy, with everything the connector needs. */
export interface HopTarget {
  url: URL;
  /** Hostname as the connector and SNI use it: brackets stripped from IPv6 literals. */
  hostname: string;
  port: number;
  secure: boolean;
  /** 4 or 6 for IP-literal hosts, 0 for names. */
  literal: 0 | 4 | 6;
  /** True when the host is in allowedHosts, which skips the address checks. */
  allowed: boolean;
}

/** Lower-case and drop one trailing dot, so "Example.COM." and "example.com" compare equal. */
export function normaliseHost(host: string): string {
  const lower = host.trim().toLowerCase();
  return lower.endsWith(".") ? lower.slice(0, -1) : lower;
}

/** Build the policy once per egress instance. */
export function createUrlPolicy(allowedHosts: readonly string[], allowHttpForAllowedHosts: boolean): UrlPolicy {
  const hosts = new Set<string>();
  for (const h of allowedHosts) {
    const n = normaliseHost(h);
    // An IPv6 literal may be configured with or without brackets; store the bracket-less form.
    if (n) hosts.add(n.startsWith("[") && n.endsWith("]") ? n.slice(1, -1) : n);
  }
  return { allowedHosts: hosts, allowHttpForAllowedHosts };
}

/**
 * Validate one hop's URL against the policy. Throws {@link EgressError} on any violation; performs no I/O.
 * Address checks (literal or resolved) happen later in `resolveTarget`, so this function alone never says
 * "safe" about an address.
 */
export function checkUrl(input: string | URL, policy: UrlPolicy): HopTarget {
  let url: URL;
  try {
    url = typeof input === "string" ? new URL(input) : new URL(input.href);
  } catch (cause) {
    throw new EgressError("invalid_url", { cause });
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") throw new EgressError("scheme_not_allowed");
  if (url.username !== "" || url.password !== "") throw new EgressError("userinfo_not_allowed");
  const hostname = url.hostname.startsWith("[") && url.hostname.endsWith("]") ? url.hostname.slice(1, -1) : url.hostname;
  if (hostname === "") throw new EgressError("invalid_url");
  const allowed = policy.allowedHosts.has(normaliseHost(hostname));

  let secure: boolean;
  if (url.protocol === "https:") secure = true;
  else if (url.protocol === "http:" && allowed && policy.allowHttpForAllowedHosts) secure = false;
  else throw new EgressError("scheme_not_allowed");

  const port = url.port === "" ? (secure ? 443 : 80) : Number(url.port);
  if (!allowed && !ALLOWED_HTTPS_PORTS.has(port)) throw new EgressError("port_not_allowed");

  const kind = isIP(hostname);
  const literal: 0 | 4 | 6 = kind === 4 ? 4 : kind === 6 ? 6 : 0;
  // The fragment is never sent on the wire; dropping it keeps the reported final URL honest.
  url.hash = "";
  return { url, hostname, port, secure, literal, allowed };
}
