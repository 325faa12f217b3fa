import { createHash } from "node:crypto";

/**
 * HTML built by hand, with no template engine over user text (security.md, class 8): every value goes through
 * `esc` (text and attribute values alike) and JSON-LD through `jsonLd`.
 */

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Escape text for an HTML text node or a quoted attribute value. */
export const esc = (v: unknown): string => String(v ?? "").replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);

/**
 * JSON for a `<script type="application/ld+json">` block: `<`, `>` and `&` become \u escapes, so no user text can
 * close the script (`</script>`) or open a comment (`<!--`); U+2028/U+2029 are escaped for old parsers. The result
 * is still JSON that parses to the same value.
 */
export function jsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** The CSP source of an inline `<style>` block: its SHA-256, so the policy allows exactly that stylesheet. */
export const styleHash = (css: string): string => `'sha256-${createHash("sha256").update(css, "utf8").digest("base64")}'`;

/** An absolute http(s) URL, or undefined: only those become links or og:image. */
export function httpUrl(v: unknown): string | undefined {
  if (typeof v !== "string") return undefined;
  try {
    const u = new URL(v);
    return u.protocol === "http:" || u.protocol === "https:" ? u.href : undefined;
  } catch {
    return undefined;
  }
}
