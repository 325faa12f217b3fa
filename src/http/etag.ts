import { PreconditionFailedError } from "../errors";

/** Weak ETag derived from a record's updated_at. */
export function etagOf(updatedAt: string): string {
  return `W/"${Buffer.from(updatedAt).toString("base64url")}"`;
}

/**
 * Optimistic concurrency: when the client sent If-Match, it must name the current version (or `*`).
 * Called by services inside the write transaction, so the check and the write are atomic.
 */
export function assertIfMatch(ifMatch: string | undefined, currentUpdatedAt: string): void {
  if (ifMatch === undefined) return;
  const current = etagOf(currentUpdatedAt);
  const strongCurrent = current.slice(2);
  const ok = ifMatch
    .split(",")
    .map((t) => t.trim())
    .some((t) => t === "*" || t === current || t === strongCurrent || t === `W/${strongCurrent}`);
  if (!ok) throw new PreconditionFailedError();
}
