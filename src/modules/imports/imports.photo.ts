/**
 * What a photo import trusts of what OCR read (issue 19 item 4): lines read with low confidence never become
 * ingredients or steps but are named in the import's warnings; a photo with too little readable text fails with a
 * plain reason instead of storing garbage; and the import says when the recipe lacks ingredients or servings.
 */
import type { OcrLine, OcrReading } from "../../importers/ocr";
import { linesText } from "../../importers/ocr";
import type { RecipeDraft } from "../../importers/pipeline";

/**
 * Lines below this confidence (Tesseract's 0-100) are left out. Measured on the fixture pages: clear lines of a
 * tilted, blurred photo read at 84-96 once straightened; smudged lines, page edges and noise at 1-57, and
 * the lines between 38 and 57 were garbled words ("1 con crashed tomes,").
 */
export const MIN_LINE_CONFIDENCE = 60;
/** Fewer letters and digits than this in confident lines is not a recipe page (a title and one line is ~30). */
export const MIN_READABLE_CHARACTERS = 30;
/** Most unclear lines named one by one; the rest are counted. */
const MAX_NAMED_LINES = 8;
/** How much of an unclear line a warning quotes. */
const QUOTE_CHARS = 60;

export const REASON_TOO_LITTLE_TEXT =
  "Too little text could be read from the photo. Take it again straight on, closer and in good light, with the whole page in view.";
export const WARNING_NO_INGREDIENTS = "No ingredients were recognised on the photo: add them by hand.";
export const WARNING_NO_SERVINGS = "Servings were not on the page, so none are set (not guessed): set them before scaling.";

/** The trusted text of a reading and the warnings about what was left out. */
export interface PhotoText {
  text: string;
  warnings: string[];
}

const alphanumerics = (s: string): number => (s.match(/[\p{L}\p{N}]/gu) ?? []).length;

function quote(text: string): string {
  return text.length > QUOTE_CHARS ? `${text.slice(0, QUOTE_CHARS - 1)}…` : text;
}

/**
 * Keep the confident lines of each page; name the unclear ones (a line without a letter or digit is a rule or a
 * smudge, dropped without a word). Null when the confident lines hold too little text to be a recipe page.
 */
export function trustedText(reading: OcrReading): PhotoText | null {
  const unclear: string[] = [];
  const pages: string[] = [];
  let readable = 0;
  const many = reading.pages.length > 1;
  reading.pages.forEach((lines, p) => {
    const kept: OcrLine[] = [];
    lines.forEach((line, i) => {
      if (line.confidence >= MIN_LINE_CONFIDENCE) {
        kept.push(line);
        readable += alphanumerics(line.text);
      } else if (alphanumerics(line.text) > 0) {
        unclear.push(`Left out line ${i + 1}${many ? ` of page ${p + 1}` : ""}, too unclear to read: "${quote(line.text)}"`);
      }
    });
    const text = linesText(kept);
    if (text !== "") pages.push(text);
  });
  if (readable < MIN_READABLE_CHARACTERS) return null;
  const warnings = unclear.slice(0, MAX_NAMED_LINES);
  if (unclear.length > MAX_NAMED_LINES) warnings.push(`Left out ${unclear.length - MAX_NAMED_LINES} more lines too unclear to read.`);
  return { text: pages.join("\n\n"), warnings };
}

/** What the recipe made of the photo is missing: no ingredients at all, or servings the page did not give. */
export function draftWarnings(draft: RecipeDraft): string[] {
  const warnings: string[] = [];
  const ingredients = draft.ingredients.length + draft.components.reduce((n, c) => n + c.ingredients.length, 0);
  if (ingredients === 0) warnings.push(WARNING_NO_INGREDIENTS);
  if (draft.servings === undefined) warnings.push(WARNING_NO_SERVINGS);
  return warnings;
}
