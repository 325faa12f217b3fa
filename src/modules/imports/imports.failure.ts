/**
 * Why a web fetch failed, in words a family understands, and whether trying again can help (issue 19 item 5).
 *
 * No oracle (security.md 4.1 item 7): a blocked private address, a closed port, an unroutable network and a TLS
 * failure all read "The site could not be reached" and all fail at once, so neither the words nor the retry
 * behaviour tell a user whether an address inside the home network exists. Only failures that can happen after a
 * connection to a permitted address was made (status codes, content, size, timeouts) get their own words.
 */
import { isEgressError, type EgressError } from "../../egress";

/** A failure's plain reason and whether it is worth another attempt. */
export interface FailureVerdict {
  permanent: boolean;
  reason: string;
}

export const REASON_NOT_FOUND = "The site's address could not be found";
export const REASON_UNREACHABLE = "The site could not be reached";
export const REASON_SLOW = "The site took too long to answer";
export const REASON_INTERRUPTED = "The connection to the site was interrupted";
export const REASON_DNS_BUSY = "The site's address could not be looked up just now";

/** Resolver answers meaning "no such name" (as opposed to a resolver that is busy or offline: EAI_AGAIN). */
const NAME_NOT_FOUND: ReadonlySet<string> = new Set(["ENOTFOUND", "ENODATA", "EAI_NONAME", "EAI_NODATA"]);
/** Connect errors meaning "no way to that address": the same category as a blocked address. */
const NO_ROUTE: ReadonlySet<string> = new Set(["ECONNREFUSED", "ENETUNREACH", "EHOSTUNREACH", "EADDRNOTAVAIL", "EAFNOSUPPORT", "EACCES", "EPERM", "EINVAL"]);

function causeCode(err: EgressError): string {
  const cause: unknown = err.cause;
  return cause !== null && typeof cause === "object" && "code" in cause && typeof cause.code === "string" ? cause.code : "";
}

function statusVerdict(status: number): FailureVerdict {
  if (status === 429) return { permanent: false, reason: "The site asked us to wait before trying again (status 429)" };
  if (status === 408) return { permanent: false, reason: REASON_SLOW };
  if (status >= 500) return { permanent: false, reason: `The site answered with an error (status ${status})` };
  if (status === 404 || status === 410) return { permanent: true, reason: `The page was not found on the site (status ${status})` };
  if (status === 401 || status === 403) return { permanent: true, reason: `The site did not let us read the page (status ${status})` };
  return { permanent: true, reason: `The site did not send the page (status ${status})` };
}

/** The verdict for an egress failure; null when `err` is not one. */
export function egressVerdict(err: unknown): FailureVerdict | null {
  if (!isEgressError(err)) return null;
  switch (err.reason) {
    case "dns_failed":
      return NAME_NOT_FOUND.has(causeCode(err)) || err.cause === undefined
        ? { permanent: true, reason: REASON_NOT_FOUND }
        : { permanent: false, reason: REASON_DNS_BUSY };
    case "connect_failed": {
      const code = causeCode(err);
      if (code === "ETIMEDOUT") return { permanent: false, reason: REASON_SLOW };
      if (NO_ROUTE.has(code) || code === "") return { permanent: true, reason: REASON_UNREACHABLE };
      return { permanent: false, reason: REASON_INTERRUPTED };
    }
    case "address_blocked":
    case "tls_failed":
    case "pin_mismatch":
    case "invalid_url":
    case "invalid_request":
    case "scheme_not_allowed":
    case "userinfo_not_allowed":
    case "port_not_allowed":
    case "redirect_invalid":
    case "redirect_downgrade":
      return { permanent: true, reason: REASON_UNREACHABLE };
    case "connect_timeout":
    case "timeout":
      return { permanent: false, reason: REASON_SLOW };
    case "response_failed":
    case "aborted":
      return { permanent: false, reason: REASON_INTERRUPTED };
    case "too_many_redirects":
      return { permanent: true, reason: "The site sent us around in circles (too many redirects)" };
    case "http_status":
      return statusVerdict(err.status ?? 0);
    case "content_type_not_allowed":
    case "content_sniff_failed":
      return { permanent: true, reason: "The address does not lead to a web page" };
    case "body_too_large":
      return { permanent: true, reason: "The page is too large to import" };
    case "content_encoding_not_supported":
    case "decompression_failed":
      return { permanent: true, reason: "The page could not be read" };
  }
}
