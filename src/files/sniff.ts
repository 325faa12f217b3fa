import { open, type FileHandle } from "node:fs/promises";

/** What the bytes of an upload really are; the client's Content-Type and file name are never trusted. */
export interface SniffedType {
  mime: string;
  /** Extension without the dot, used only for download names; storage keys never carry it. */
  ext: string;
  kind: "image" | "pdf" | "text" | "archive";
}

/** How many leading bytes sniffType needs: enough for an ISO-BMFF box list and a text sample. */
export const SNIFF_BYTES = 4096;

const startsWith = (buf: Buffer, bytes: readonly number[], offset = 0): boolean =>
  buf.length >= offset + bytes.length && bytes.every((b, i) => buf[offset + i] === b);

const ascii = (buf: Buffer, start: number, end: number): string => (buf.length >= end ? buf.toString("latin1", start, end) : "");

/** HEIF brands that mean HEVC-coded still images (the iPhone "HEIC" photo). */
const HEIC_BRANDS = new Set(["heic", "heix", "heim", "heis", "hevc", "hevx", "hevm", "hevs"]);
/** Generic HEIF structure brands; the codec is then told by the compatible brands. */
const HEIF_BRANDS = new Set(["mif1", "msf1", "mif2"]);
/** AVIF shares the container but is not an allowed upload type. */
const AVIF_BRANDS = new Set(["avif", "avis"]);

/** Classify an ISO-BMFF `ftyp` box; only HEIC/HEIF stills are accepted. */
function sniffHeif(head: Buffer): SniffedType | null {
  if (ascii(head, 4, 8) !== "ftyp") return null;
  const boxSize = head.readUInt32BE(0);
  const major = ascii(head, 8, 12);
  const end = Math.min(head.length, boxSize >= 16 ? boxSize : 16);
  const compatible: string[] = [];
  for (let at = 16; at + 4 <= end; at += 4) compatible.push(ascii(head, at, at + 4));
  const brands = [major, ...compatible];
  if (AVIF_BRANDS.has(major)) return null;
  if (HEIC_BRANDS.has(major)) return { mime: "image/heic", ext: "heic", kind: "image" };
  if (!HEIF_BRANDS.has(major)) return null;
  if (brands.some((b) => HEIC_BRANDS.has(b))) return { mime: "image/heic", ext: "heic", kind: "image" };
  if (brands.some((b) => AVIF_BRANDS.has(b))) return null;
  return { mime: "image/heif", ext: "heif", kind: "image" };
}

/**
 * Openings that make a browser (or a careless viewer) treat bytes as markup: the WHATWG MIME-sniffing
 * "HTML" patterns plus SVG/XML. Tag names must be followed by a space or ">" as in that standard.
 */
const MARKUP_TAGS = [
  "html",
  "head",
  "body",
  "script",
  "iframe",
  "svg",
  "h1",
  "div",
  "font",
  "table",
  "a",
  "style",
  "title",
  "b",
  "br",
  "p",
  "object",
  "embed",
  "meta",
  "link",
  "img",
  "form",
  "math",
];
const MARKUP_PREFIXES = ["<!doctype", "<?xml", "<!--"];

/** True when text (after BOM and whitespace) opens like HTML, SVG, XML or a script tag. */
export function looksLikeMarkup(text: string): boolean {
  const start = text
    .replace(/^\uFEFF/, "")
    .trimStart()
    .slice(0, 64)
    .toLowerCase();
  if (MARKUP_PREFIXES.some((p) => start.startsWith(p))) return true;
  const tag = /^<([a-z][a-z0-9]*)([\s/>]|$)/.exec(start);
  return tag !== null && MARKUP_TAGS.includes(tag[1] ?? "");
}

/** Drop a multi-byte UTF-8 sequence cut off by the end of the sniffed head. */
function trimPartialUtf8(buf: Buffer): Buffer {
  for (let back = 1; back <= Math.min(3, buf.length); back++) {
    const byte = buf[buf.length - back] ?? 0;
    if ((byte & 0xc0) === 0x80) continue; // continuation byte: keep looking for the lead
    if (byte >= 0xc0) {
      const needed = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : 2;
      return back < needed ? buf.subarray(0, buf.length - back) : buf;
    }
    return buf;
  }
  return buf;
}

/** Control characters other than tab, LF, FF and CR mean binary data, not text. */
const BINARY_CONTROL = /[\u0000-\u0008\u000B\u000E-\u001F\u007F]/;

const utf8 = new TextDecoder("utf-8", { fatal: true });

function sniffText(head: Buffer): SniffedType | null {
  let text: string;
  try {
    text = utf8.decode(trimPartialUtf8(head));
  } catch {
    return null;
  }
  if (text.replace(/^\uFEFF/, "").trim() === "") return null;
  if (BINARY_CONTROL.test(text) || looksLikeMarkup(text)) return null;
  return { mime: "text/plain; charset=utf-8", ext: "txt", kind: "text" };
}

/**
 * Identify an upload from its first bytes (pass at least SNIFF_BYTES when available).
 * Returns null for anything not allowed (HTML, SVG, XML, scripts, other archives, unknown binaries),
 * which the HTTP layer answers with 415.
 */
export function sniffType(head: Buffer): SniffedType | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return { mime: "image/jpeg", ext: "jpg", kind: "image" };
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return { mime: "image/png", ext: "png", kind: "image" };
  }
  const gif = ascii(head, 0, 6);
  if (gif === "GIF87a" || gif === "GIF89a") return { mime: "image/gif", ext: "gif", kind: "image" };
  if (ascii(head, 0, 4) === "RIFF" && ascii(head, 8, 12) === "WEBP") {
    return { mime: "image/webp", ext: "webp", kind: "image" };
  }
  if (ascii(head, 4, 8) === "ftyp") return sniffHeif(head);
  if (ascii(head, 0, 5) === "%PDF-") return { mime: "application/pdf", ext: "pdf", kind: "pdf" };
  // A zip (another app's export, a .paprikarecipes, our own export) opens with a local file header, or with the
  // end-of-central-directory record when empty. Accepted for archive imports only; always served as an attachment.
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04]) || startsWith(head, [0x50, 0x4b, 0x05, 0x06])) {
    return { mime: "application/zip", ext: "zip", kind: "archive" };
  }
  // A gzip: Paprika's one-recipe export (.paprikarecipe, gzipped JSON). Archive imports only, like a zip.
  if (startsWith(head, [0x1f, 0x8b, 0x08])) return { mime: "application/gzip", ext: "gz", kind: "archive" };
  return sniffText(head);
}

/** True when every byte from `start` on is UTF-8 text without binary control characters. */
async function restIsText(handle: FileHandle, start: number): Promise<boolean> {
  // A streaming decoder carries a character split across chunk borders over to the next chunk.
  const decoder = new TextDecoder("utf-8", { fatal: true });
  const buf = Buffer.alloc(64 * 1024);
  let position = start;
  try {
    for (;;) {
      const { bytesRead } = await handle.read(buf, 0, buf.length, position);
      if (bytesRead === 0) break;
      position += bytesRead;
      if (BINARY_CONTROL.test(decoder.decode(buf.subarray(0, bytesRead), { stream: true }))) return false;
    }
    decoder.decode();
  } catch {
    return false;
  }
  return true;
}

/**
 * Sniff a file on disk (e.g. a finished temp upload) from its first SNIFF_BYTES. A file that starts
 * as text is read to the end, so binary data hidden after the sniffed head is not accepted as text.
 */
export async function sniffFile(filePath: string): Promise<SniffedType | null> {
  const handle = await open(filePath, "r");
  try {
    const head = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await handle.read(head, 0, SNIFF_BYTES, 0);
    const sniffed = sniffType(head.subarray(0, bytesRead));
    if (sniffed?.kind !== "text" || bytesRead < SNIFF_BYTES) return sniffed;
    // Re-read from the start of any character the head cut in half.
    const complete = trimPartialUtf8(head.subarray(0, bytesRead)).length;
    return (await restIsText(handle, complete)) ? sniffed : null;
  } finally {
    await handle.close();
  }
}
