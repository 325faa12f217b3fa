/** Plain-text importer (pasted text, OCR output, captions): see extract.ts. */
export { extractRecipeFromText } from "./extract";
export { extractHashtags, parseDuration, parseMetaLine } from "./lines";
