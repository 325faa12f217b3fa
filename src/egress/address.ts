/**
 * Address classification for the egress guard: is this IP a global unicast address that the server may connect to?
 *
 * Two independent layers, both must pass:
 *  1. ipaddr.js `range() === "unicast"` (its special-range tables cover most IANA registries);
 *  2. our own explicit CIDR deny list from design/security.md, so an ipaddr.js table change cannot silently open a hole.
 * IPv6 forms that carry an IPv4 address (mapped ::ffff:0:0/96, NAT64 64:ff9b::/96, 6to4 2002::/16) are unwrapped
 * and the embedded IPv4 address is re-checked, so `::ffff:127.0.0.1` and `2002:7f00:1::` are both rejected while a
 * DNS64 answer for a public site still works on an IPv6-only network.
 */
import { isIP } from "node:net";
import ipaddr from "ipaddr.js";

type IPv4 = ipaddr.IPv4;
type IPv6 = ipaddr.IPv6;

/** IPv4 ranges that are never reachable from an import (security.md 4.1 item 3, plus 192.88.99/24 6to4 relays). */
const DENY_V4: ReadonlyArray<[IPv4, number]> = [
  "0.0.0.0/8",
  "10.0.0.0/8",
  "100.64.0.0/10",
  "127.0.0.0/8",
  "169.254.0.0/16",
  "172.16.0.0/12",
  "192.0.0.0/24",
  "192.0.2.0/24",
  "192.88.99.0/24",
  "192.168.0.0/16",
  "198.18.0.0/15",
  "198.51.100.0/24",
  "203.0.113.0/24",
  "224.0.0.0/4",
  "240.0.0.0/4",
  "255.255.255.255/32",
].map((c) => ipaddr.IPv4.parseCIDR(c));

/**
 * IPv6 ranges that are denied outright. `::/96` covers `::`, `::1` and the deprecated IPv4-compatible form
 * (`::127.0.0.1`), which ipaddr.js would otherwise call "unicast". fd00:ec2::254 (AWS IMDS) sits inside fc00::/7.
 */
const DENY_V6: ReadonlyArray<[IPv6, number]> = [
  "::/96",
  "::ffff:0:0:0/96",
  "64:ff9b:1::/48",
  "100::/64",
  "2001::/23",
  "2001:db8::/32",
  "fc00::/7",
  "fe80::/10",
  "fec0::/10",
  "ff00::/8",
].map((c) => ipaddr.IPv6.parseCIDR(c));

/** Only 2000::/3 is allocated as global unicast; anything outside it is unassigned or special. */
const GLOBAL_UNICAST_V6 = ipaddr.IPv6.parseCIDR("2000::/3");
const MAPPED_V6 = ipaddr.IPv6.parseCIDR("::ffff:0:0/96");
const NAT64_V6 = ipaddr.IPv6.parseCIDR("64:ff9b::/96");
const SIX_TO_FOUR_V6 = ipaddr.IPv6.parseCIDR("2002::/16");

function isPublicV4(addr: IPv4): boolean {
  if (addr.range() !== "unicast") return false;
  return !DENY_V4.some((cidr) => addr.match(cidr));
}

function v4FromParts(high: number, low: number): IPv4 {
  return new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
}

function isPublicV6(addr: IPv6): boolean {
  // Unwrap the forms that embed an IPv4 destination and judge the destination instead.
  if (addr.match(MAPPED_V6)) return isPublicV4(addr.toIPv4Address());
  if (addr.match(NAT64_V6)) return isPublicV4(v4FromParts(addr.parts[6] ?? 0, addr.parts[7] ?? 0));
  if (addr.match(SIX_TO_FOUR_V6)) return isPublicV4(v4FromParts(addr.parts[1] ?? 0, addr.parts[2] ?? 0));
  if (addr.range() !== "unicast") return false;
  if (!addr.match(GLOBAL_UNICAST_V6)) return false;
  return !DENY_V6.some((cidr) => addr.match(cidr));
}

/**
 * True only when `ip` is a canonical IPv4 dotted quad or an IPv6 address that is global unicast.
 * Anything that Node's own parser does not accept as an IP (hex, octal, short forms, garbage) returns false:
 * fail closed, because a guard that parses more liberally than the connector is how `ip`'s CVEs happened.
 * IPv6 zone ids (`fe80::1%eth0`) are rejected as well since they only make sense for link-local addresses.
 */
export function isPublicAddress(ip: string): boolean {
  const raw = ip.startsWith("[") && ip.endsWith("]") ? ip.slice(1, -1) : ip;
  if (raw.includes("%")) return false;
  const kind = isIP(raw);
  if (kind === 4) {
    // ipaddr.js accepts octal/hex parts; isIP already guaranteed four decimal parts, and parse agrees on those.
    if (!ipaddr.IPv4.isValidFourPartDecimal(raw)) return false;
    return isPublicV4(ipaddr.IPv4.parse(raw));
  }
  if (kind === 6) {
    if (!ipaddr.IPv6.isValid(raw)) return false;
    return isPublicV6(ipaddr.IPv6.parse(raw));
  }
  return false;
}
