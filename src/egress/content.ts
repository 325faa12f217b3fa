/**
 * Content-Type allowlist and magic-byte sniffing (security.md 4.1 item 6). The server's Content-Type is only a
 * first filter; for images the bytes decide, which keeps SVG, HTML or polyglots out of the image pipeline.
 */
import type { EgressAccept } from "./types";

const HTML_TYPES: ReadonlySet<string> = new Set(["text/html", "application/xhtml+xml", "application/ld+json"]);

/** ISO-BMFF brands of HEIF/HEIC stills and sequences (iPhone photos). */
const HEIF_BRANDS: ReadonlySet<string> = new Set(["heic", "heix", "heim", "heis", "hevc", "hevx", "mif1", "msf1"]);

/** Media type without parameters, lower-case, "" when absent. */
export function mediaType(header: string | undefined): string {
  if (header === undefined) return "";
  const semi = header.indexOf(";");
  return (semi === -1 ? header : header.slice(0, semi)).trim().toLowerCase();
}

/** Whether the declared media type may be read at all for this accept mode (checked before the body is read). */
export function isDeclaredTypeAllowed(accept: EgressAccept, type: string): boolean {
  if (accept === "any") return true;
  if (accept === "html") return HTML_TYPES.has(type);
  return type.startsWith("image/");
}

function ascii(buf: Buffer, start: number, end: number): string {
  return buf.length >= end ? buf.toString("latin1", start, end) : "";
}

/** Identify a raster image from its first bytes; returns its media type or null for anything else. */
export function sniffImageType(buf: Buffer): string | null {
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return "image/jpeg";
  if (buf.length >= 8 && buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "image/png";
  const gif = ascii(buf, 0, 6);
  if (gif === "GIF87a" || gif === "GIF89a") return "image/gif";
  if (ascii(buf, 0, 4) === "RIFF" && ascii(buf, 8, 12) === "WEBP") return "image/webp";
  if (ascii(buf, 4, 8) === "ftyp" && HEIF_BRANDS.has(ascii(buf, 8, 12))) return "image/heic";
  return null;
}
