import { BoundedMap } from "../lib/bounded-map";
import { TokenBuckets } from "../lib/token-buckets";

/**
 * Password attempts, throttled by account AND source together, so a stranger's wrong guesses spend only their own
 * budget and cannot lock a parent out of the kitchen tablet.
 *
 * - Every attempt spends from the (account, source) bucket: one source guessing one account is slowed at once.
 * - Sources the account has signed in from before are "known"; attempts from unknown sources also spend from an
 *   account-wide bucket, so guesses spread over many addresses are still capped, while the owner's own device (or
 *   home network) keeps its own budget whatever strangers do.
 * - The per-source cap across all accounts is the route's `auth` bucket (per IP), unchanged.
 *
 * State is in memory, bounded like every client-keyed map; a restart forgets both the buckets and the known sources.
 */
export class LoginThrottle {
  private readonly pairs: TokenBuckets;
  private readonly accounts: TokenBuckets;
  private readonly known = new BoundedMap<string, Set<string>>(20_000);

  constructor(perMinute: number) {
    const burst = Math.max(3, Math.ceil(perMinute / 2));
    this.pairs = new TokenBuckets(perMinute, burst);
    this.accounts = new TokenBuckets(perMinute, burst);
  }

  /** Spend one attempt of `account` from `source`: 0 when allowed, else the seconds to wait. */
  take(account: string, source: string, nowMs: number): number {
    const key = account.trim().toLowerCase();
    const pair = this.pairs.take(`${key}\n${source}`, nowMs);
    if (pair > 0) return pair;
    if (this.known.get(key)?.has(source)) return 0;
    return this.accounts.take(key, nowMs);
  }

  /** Remember that `account` signed in from `source` (at most 20 sources per account, the newest kept). */
  succeeded(account: string, source: string): void {
    const key = account.trim().toLowerCase();
    const set = this.known.touch(key) ?? new Set<string>();
    set.delete(source);
    set.add(source);
    if (set.size > 20) set.delete(set.values().next().value as string);
    this.known.set(key, set);
  }
}
