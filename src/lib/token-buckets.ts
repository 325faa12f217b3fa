import { BoundedMap } from "./bounded-map";

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
