import net from "node:net";
import ipaddr from "ipaddr.js";

// The buckets live in lib/ so that layers below HTTP (auth/) can use them too.
export { TokenBuckets } from "../lib/token-buckets";

/** IPv6 clients are keyed by their /64 (one household gets a whole /64); IPv4 by address. */
export function rateKeyForIp(ip: string): string {
  const v4mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (v4mapped) return v4mapped[1];
  if (net.isIPv6(ip)) {
    const full = expandIpv6(ip);
    return full.split(":").slice(0, 4).join(":") + "::/64";
  }
  return ip;
}

function expandIpv6(ip: string): string {
  const [head, tail = ""] = ip.split("::");
  const h = head ? head.split(":") : [];
  const t = tail ? tail.split(":") : [];
  const missing = 8 - h.length - t.length;
  return [...h, ...Array(Math.max(0, missing)).fill("0"), ...t].map((p) => p.padStart(4, "0")).join(":");
}

/** The reverse proxies whose X-Forwarded-For is believed: addresses and CIDR ranges (TRUSTED_PROXIES). */
export class TrustedProxies {
  private readonly ranges: Array<[ipaddr.IPv4 | ipaddr.IPv6, number]>;

  /** Throws on an entry that is neither an address nor a CIDR range (a configuration error). */
  constructor(entries: readonly string[]) {
    this.ranges = entries.map((e) => {
      if (e.includes("/")) return ipaddr.parseCIDR(e);
      const a = ipaddr.parse(e);
      return [a, a.kind() === "ipv4" ? 32 : 128];
    });
  }

  /** Whether `ip` (IPv4-mapped IPv6 compared as IPv4) is one of the trusted proxies. */
  has(ip: string): boolean {
    if (!ipaddr.isValid(ip)) return false;
    let a = ipaddr.parse(ip);
    if (a.kind() === "ipv6" && (a as ipaddr.IPv6).isIPv4MappedAddress()) a = (a as ipaddr.IPv6).toIPv4Address();
    return this.ranges.some(([range, bits]) => range.kind() === a.kind() && a.match(range, bits));
  }
}

/** Loopback only: a reverse proxy on the same machine (or in the same container). */
export const DEFAULT_TRUSTED_PROXIES = ["127.0.0.0/8", "::1/128"];

/**
 * The client address. X-Forwarded-For counts only when `trusted` is given (TRUST_PROXY) AND the socket peer is
 * one of the trusted proxies; then its entries are walked right to left, skipping trusted hops, and the first
 * address that is not a trusted proxy is the client. Entries a client wrote itself sit to the left of that and are
 * never reached. A malformed entry stops the walk at the last trusted hop. Otherwise the socket address wins.
 */
export function clientIp(socketIp: string, xff: string | undefined, trusted: TrustedProxies | null): string {
  if (!trusted || !xff || !trusted.has(socketIp)) return socketIp;
  const list = xff.split(",");
  let client = socketIp;
  for (let i = list.length - 1; i >= 0; i--) {
    const entry = list[i].trim();
    if (!net.isIP(entry)) return client;
    client = entry;
    if (!trusted.has(entry)) return entry;
  }
  return client;
}
