/**
 * Address resolution and pinning (security.md 4.1 items 3 and 4). The guard decides on resolved addresses, never
 * on the host string, and the address it validated is the one the socket connects to: the custom `lookup` below
 * returns only that address, so a DNS answer that changes between check and connect (rebinding) cannot redirect us.
 * Node's net.connect skips `lookup` for IP-literal hosts, so literals are checked here explicitly.
 */
import type dnsModule from "node:dns";
import type { LookupAddress, LookupOptions } from "node:dns";
import { isIP } from "node:net";
import { isPublicAddress } from "./address";
import { EgressError } from "./errors";
import { lazyBuiltin } from "../lib/lazy-builtin";

const loadDns = lazyBuiltin<typeof dnsModule>("node:dns");
import type { ResolvedAddress, Resolver } from "./types";
import type { HopTarget } from "./url-policy";

/** The default resolver: the OS resolver (same as the connector would use), every address, in OS order. */
export const systemResolver: Resolver = async (hostname) => {
  const rows = await loadDns().promises.lookup(hostname, { all: true, verbatim: true });
  return rows.map((r) => ({ address: r.address, family: r.family === 6 ? 6 : 4 }));
};

/** Reject with `aborted` as soon as the signal fires, so a hanging resolver cannot outlive the deadline. */
function raceAbort<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(new EgressError("aborted"));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new EgressError("aborted"));
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(
      (v) => {
        signal.removeEventListener("abort", onAbort);
        resolve(v);
      },
      (e: unknown) => {
        signal.removeEventListener("abort", onAbort);
        reject(e);
      },
    );
  });
}

/**
 * Resolve the hop's host and return the single address to pin. Rejects when ANY returned address is not public
 * (a mixed answer is an attack signal, and the OS might pick the private one), unless the host is allowlisted.
 */
export async function resolveTarget(target: HopTarget, resolver: Resolver, signal: AbortSignal): Promise<ResolvedAddress> {
  if (target.literal !== 0) {
    if (!target.allowed && !isPublicAddress(target.hostname)) throw new EgressError("address_blocked");
    return { address: target.hostname, family: target.literal };
  }
  let rows: ResolvedAddress[];
  try {
    rows = await raceAbort(resolver(target.hostname), signal);
  } catch (cause) {
    if (cause instanceof EgressError) throw cause;
    throw new EgressError("dns_failed", { cause });
  }
  if (rows.length === 0) throw new EgressError("dns_failed");
  for (const row of rows) {
    if (isIP(row.address) === 0) throw new EgressError("dns_failed");
    if (!target.allowed && !isPublicAddress(row.address)) throw new EgressError("address_blocked");
  }
  const first = rows[0];
  if (first === undefined) throw new EgressError("dns_failed");
  return { address: first.address, family: isIP(first.address) === 6 ? 6 : 4 };
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for net/tls connect that ignores the hostname and answers with the pinned address. Handles both the
 * single-answer form and the `all: true` form that Node 20's autoSelectFamily (happy eyeballs) asks for.
 *
 * The answer is deferred with setImmediate, as a real DNS answer always is. Answering synchronously made the socket
 * connect inside tls.connect itself: an address the machine cannot route to (ENETUNREACH, e.g. an AAAA-only site
 * on an IPv4-only home server) failed there, tls.connect then threw (it sets SNI on the already destroyed socket),
 * and the socket's queued `error` had no listener, which ended the process (issue 14). No listener attached after
 * tls.connect returns can prevent that, so the deferral is the fix; setImmediate (not nextTick) also runs after
 * every nextTick the request queues to attach its own listeners.
 */
export function pinnedLookup(pinned: ResolvedAddress): (hostname: string, options: LookupOptions, callback: LookupCallback) => void {
  return (_hostname, options, callback) => {
    setImmediate(() => {
      if (options.all === true) callback(null, [{ address: pinned.address, family: pinned.family }]);
      else callback(null, pinned.address, pinned.family);
    });
  };
}
