import net from "node:net";
import { BoundedMap } from "../lib/bounded-map";

/** A token bucket per key in a bounded LRU, so rotating or spoofed keys cannot exhaust memory. */
export class TokenBuckets {
  private readonly buckets: BoundedMap<string, { tokens: number; at: number }>;
  constructor(
    private readonly ratePerMinute: number,
    private readonly burst: number,
    maxKeys = 50_000,
  ) {
    this.buckets = new BoundedMap(maxKeys);
  }

  /** Take one token; returns 0 when allowed, else the seconds until a token is available. */
  take(key: string, nowMs: number): number {
    const perMs = this.ratePerMinute / 60_000;
    let b = this.buckets.touch(key);
    if (b) {
      b.tokens = Math.min(this.burst, b.tokens + (nowMs - b.at) * perMs);
      b.at = nowMs;
    } else {
      b = { tokens: this.burst, at: nowMs };
      this.buckets.set(key, b);
    }
    if (b.tokens >= 1) {
      b.tokens -= 1;
      return 0;
    }
    return (1 - b.tokens) / perMs / 1000;
  }
}

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

/** Private, loopback and link-local peers: the only places a trusted reverse proxy can be on a home network. */
function isLocalPeer(ip: string): boolean {
  const v4 = ip.replace(/^::ffff:/i, "");
  if (net.isIPv4(v4)) {
    const [a, b] = v4.split(".").map(Number);
    return a === 127 || a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254) || (a === 100 && b >= 64 && b <= 127);
  }
  const l = ip.toLowerCase();
  return l === "::1" || l.startsWith("fc") || l.startsWith("fd") || l.startsWith("fe80");
}

/**
 * The client address. X-Forwarded-For counts only when TRUST_PROXY is set AND the socket peer is a local
 * address (where a reverse proxy would be); then the entry `hops` from the right is the client, so entries a
 * client prepends itself are ignored. Otherwise the socket address wins.
 */
export function clientIp(socketIp: string, xff: string | undefined, trustProxy: boolean, hops: number): string {
  if (!trustProxy || !xff || !isLocalPeer(socketIp)) return socketIp;
  const list = xff
    .split(",")
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
  const candidate = list[list.length - hops];
  return candidate && net.isIP(candidate) ? candidate : socketIp;
}
