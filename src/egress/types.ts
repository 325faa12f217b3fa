/** Public types of the egress module. */

/** One resolved address, in the shape `dns.lookup({ all: true })` returns. */
export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Resolves a hostname to every address DNS returns; injectable so tests never touch real DNS. */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

/** Configuration for {@link createEgress}. */
export interface EgressOptions {
  /** Exact hostnames (case-insensitive, from IMPORT_ALLOWED_HOSTS) that skip the address checks. */
  allowedHosts: string[];
  /** Permit plain `http:` for allowedHosts only (e.g. a LAN wiki). Default false. */
  allowHttpForAllowedHosts?: boolean;
  /** TCP + TLS handshake deadline per hop. Default 5000 ms. */
  connectTimeoutMs?: number;
  /** Deadline for the whole fetch including redirects and body. Default 20000 ms. */
  totalTimeoutMs?: number;
  /** Maximum redirect hops. Default 5. */
  maxRedirects?: number;
  /** Simultaneous fetches per egress instance; further calls queue (within their deadline). Default 8. */
  maxConcurrent?: number;
  /** Extra trusted CA certificate(s), PEM; added to (not replacing) Node's bundled roots. */
  ca?: string | Buffer;
  /** DNS resolver; defaults to `dns.lookup(host, { all: true })`. */
  resolver?: Resolver;
  /** User-Agent header sent on every request. */
  userAgent?: string;
}

/** What the caller will accept; drives the Content-Type allowlist and the magic-byte sniff. */
export type EgressAccept = "html" | "image" | "any";

/** One outbound request. */
export interface EgressRequest {
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: Buffer | string;
  accept: EgressAccept;
  /** Body cap in bytes, counted after decompression. */
  maxBytes: number;
  signal?: AbortSignal;
}

/** A successfully fetched response. */
export interface EgressResponse {
  status: number;
  /** Final URL after redirects. */
  url: string;
  /** Response headers, lower-case names, repeated headers joined with ", ". */
  headers: Record<string, string>;
  /**
   * Media type without parameters, lower-case. For `accept: "image"` this is the type sniffed from the magic bytes
   * (never the server's claim); for other accepts it is the declared type, or "" when absent.
   */
  contentType: string;
  /** Decompressed body. */
  body: Buffer;
}

/** The guarded client: the one way project code makes outbound HTTP(S) requests. */
export interface Egress {
  fetch(url: string, req: EgressRequest): Promise<EgressResponse>;
}
