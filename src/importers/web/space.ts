// Kept apart from text.ts so that code without an HTML parser (archive imports on the main thread) can use it.

/** Collapse every run of whitespace (including NBSP and zero-width characters) to one space and trim. */
export function normalizeSpace(text: string): string {
  return text
    .replace(/[\u200b-\u200d\ufeff\u00ad]/g, "")
    .replace(/[\s\u00a0\u2007\u202f]+/g, " ")
    .trim();
}
