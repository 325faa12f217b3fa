import { detectSocialPlatform, handleFromUrl } from "../../importers/social/platforms";

/** Kinds of shared source records. */
export const SOURCE_KINDS = ["book", "website", "social", "magazine", "tv", "person", "other"] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];

/**
 * An ISBN-10 or ISBN-13 (hyphens, spaces, an "ISBN" prefix allowed) as its ISBN-13 digits, or null when the check
 * digit is wrong: ISBN-10 and ISBN-13 of the same book compare equal once normalised.
 */
export function normaliseIsbn(raw: string): string | null {
  const s = raw
    .replace(/^\s*isbn(?:-1[03])?:?\s*/i, "")
    .replace(/[\s\-‐‑–.]/g, "")
    .toUpperCase();
  if (/^\d{9}[\dX]$/.test(s)) {
    let sum = 0;
    for (let i = 0; i < 10; i++) sum += (s[i] === "X" ? 10 : Number(s[i])) * (10 - i);
    if (sum % 11 !== 0) return null;
    return withIsbn13Check(`978${s.slice(0, 9)}`);
  }
  if (/^97[89]\d{10}$/.test(s)) return withIsbn13Check(s.slice(0, 12)) === s ? s : null;
  return null;
}

function withIsbn13Check(twelve: string): string {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(twelve[i]) * (i % 2 === 0 ? 1 : 3);
  return twelve + String((10 - (sum % 10)) % 10);
}

/** The canonical site of a URL: host in lower case without a leading `www.`; null for non-http(s) or invalid URLs. */
export function canonicalHost(url: string): string | null {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return null;
  }
  if (u.protocol !== "http:" && u.protocol !== "https:") return null;
  const host = u.hostname.toLowerCase().replace(/\.$/, "");
  return host.startsWith("www.") ? host.slice(4) : host;
}

/** A social handle without its leading `@`, in lower case (handles are case-insensitive on every major platform). */
export const canonicalHandle = (handle: string): string => handle.trim().replace(/^@+/, "").toLowerCase();

/** Name text for comparison: accents folded, case folded, punctuation collapsed to single spaces. */
export function foldName(s: string): string {
  return s
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** The fields of a descriptor that decide its identity, already trimmed. */
export interface KeyFields {
  kind: SourceKind;
  name: string;
  authors: string[];
  isbn: string | null;
  url: string | null;
  platform: string | null;
  handle: string | null;
}

/** Fill platform and handle from a social URL when the descriptor left them out. */
export function inferSocial(f: KeyFields): KeyFields {
  if (!f.url) return f;
  const detected = detectSocialPlatform(f.url);
  if (!detected) return f;
  const platform = f.platform ?? detected;
  const handle = f.handle ?? (platform === detected ? (handleFromUrl(detected, f.url) ?? null) : null);
  const kind = f.kind === "website" || f.kind === "other" ? "social" : f.kind;
  return { ...f, kind, platform, handle: handle ? canonicalHandle(handle) : null };
}

/**
 * The de-duplication key of a source, most specific identity first:
 * `isbn:<ISBN-13>` → `social:<platform>:<handle>` → for books `book:<title>|<authors>` → `site:<host>` →
 * `name:<kind>:<name>`. Null when nothing identifies the source (it is then never merged).
 */
export function sourceKey(f: KeyFields): string | null {
  if (f.isbn) return `isbn:${f.isbn}`;
  if (f.platform && f.handle) return `social:${f.platform.toLowerCase()}:${canonicalHandle(f.handle)}`;
  if (f.kind === "book") {
    const title = foldName(f.name);
    if (!title) return null;
    const authors = f.authors.map(foldName).filter(Boolean).sort().join(",");
    return `book:${title}|${authors}`;
  }
  if (f.kind === "social") {
    // A post whose author is unknown: the post itself is the identity (never the whole platform's host).
    if (f.url)
      return `url:${f.url
        .replace(/[?#].*$/, "")
        .replace(/\/+$/, "")
        .toLowerCase()}`;
  } else if (f.url) {
    const host = canonicalHost(f.url);
    if (host) return `site:${host}`;
  }
  const name = foldName(f.name);
  return name ? `name:${f.kind}:${name}` : null;
}

/** What a source is called when no display name was given: its name, its @handle, or its site. */
export function derivedDisplayName(f: { name: string; handle: string | null; url: string | null }): string {
  if (f.name) return f.name;
  if (f.handle) return `@${f.handle}`;
  if (f.url) return canonicalHost(f.url) ?? "";
  return "";
}
