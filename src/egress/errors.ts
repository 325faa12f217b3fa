/**
 * The single error type the egress module throws. Every failure cause (blocked address, DNS failure, closed port,
 * TLS error, wrong content type, oversized body, timeout, abort) carries the SAME public message so that callers
 * who echo it to users cannot become a port scanner or an internal-network oracle (security.md 4.1 item 7).
 * The cause is kept in `reason` (a short machine-readable code) for logs only.
 */

/** The only message a user ever sees for a failed outbound fetch. */
export const EGRESS_PUBLIC_MESSAGE = "The page could not be fetched";

/** Machine-readable failure causes, for logs and metrics; never show these to end users. */
export type EgressReason =
  | "invalid_url"
  | "invalid_request"
  | "scheme_not_allowed"
  | "userinfo_not_allowed"
  | "port_not_allowed"
  | "address_blocked"
  | "dns_failed"
  | "connect_failed"
  | "connect_timeout"
  | "tls_failed"
  | "pin_mismatch"
  | "timeout"
  | "aborted"
  | "too_many_redirects"
  | "redirect_invalid"
  | "redirect_downgrade"
  | "http_status"
  | "content_type_not_allowed"
  | "content_sniff_failed"
  | "content_encoding_not_supported"
  | "decompression_failed"
  | "body_too_large"
  | "response_failed";

/** Thrown for every egress failure; `message` is always {@link EGRESS_PUBLIC_MESSAGE}. */
export class EgressError extends Error {
  /** Why the fetch failed; for logs only. */
  readonly reason: EgressReason;
  /** Upstream HTTP status when the failure is `http_status`. */
  readonly status?: number;

  constructor(reason: EgressReason, options?: { cause?: unknown; status?: number }) {
    super(EGRESS_PUBLIC_MESSAGE, options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = "EgressError";
    this.reason = reason;
    if (options?.status !== undefined) this.status = options.status;
  }
}

/** Narrowing helper for callers that catch `unknown`. */
export function isEgressError(err: unknown): err is EgressError {
  return err instanceof EgressError;
}

/** The EgressError a fired deadline/abort signal stands for (the egress sets its abort reasons to EgressError). */
export function abortError(signal: AbortSignal): EgressError {
  return signal.reason instanceof EgressError ? signal.reason : new EgressError("aborted");
}
