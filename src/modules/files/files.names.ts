/**
 * File-name handling. Client names are display metadata only: storage keys never derive from them, and the
 * names we show or send back in Content-Disposition are sanitised here.
 */

// Control characters, characters Windows forbids, and bidi overrides (the "evil\u202Egpj.exe" trick).
const UNSAFE = /[\u0000-\u001f\u007f-\u009f<>:"|?*\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * A safe display name: last path segment only (no directories, no traversal), unsafe characters dropped, at most
 * 150 characters, and the extension replaced by the one of the type the bytes really are (a PNG uploaded as
 * "page.html" is stored as "page.png"). Falls back to "file".
 */
export function sanitizeFilename(clientName: string, ext: string): string {
  const last = clientName.normalize("NFC").split(/[\\/]/).pop() ?? "";
  let base = last.replace(UNSAFE, "").replace(/\s+/g, " ").trim();
  base = base.replace(/\.[A-Za-z0-9]{1,8}$/, "").replace(/^[.\s]+|[.\s]+$/g, "");
  base = [...base].slice(0, 150).join("").trim();
  if (base === "") base = "file";
  return `${base}.${ext}`;
}

/** RFC 5987 encoding: encodeURIComponent plus the characters it leaves that are not attr-chars. */
const rfc5987 = (s: string): string => encodeURIComponent(s).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** Content-Disposition (RFC 6266) with an ASCII fallback and the exact UTF-8 name in filename*. */
export function contentDisposition(kind: "inline" | "attachment", filename: string): string {
  const fallback = filename.replace(/[^\x20-\x7e]/g, "_").replace(/["\\%]/g, "_");
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${rfc5987(filename)}`;
}
