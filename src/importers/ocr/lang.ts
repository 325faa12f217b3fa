import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/** Where tesseract.js reads English trained data from: a local directory, never a URL. */
export interface OcrLangData {
  langPath: string;
  gzip: boolean;
}

interface LangPackage {
  langPath?: unknown;
  gzip?: unknown;
}

/**
 * Locate the English trained data shipped by @tesseract.js-data/eng. The package's index exports
 * `{langPath, gzip}` pointing at its 4.0.0 folder (LSTM + legacy models); we use the sibling
 * `4.0.0_best_int` folder when present, which is the LSTM-only model tesseract.js itself picks for
 * OEM.LSTM_ONLY: a quarter of the size, so less memory and a faster start.
 */
export function englishLangData(): OcrLangData {
  const require = createRequire(import.meta.url);
  const pkg = require("@tesseract.js-data/eng") as LangPackage;
  if (typeof pkg.langPath !== "string") {
    throw new Error("@tesseract.js-data/eng does not export a langPath");
  }
  const gzip = pkg.gzip !== false;
  const lstmOnly = path.join(path.dirname(pkg.langPath), "4.0.0_best_int");
  const file = `eng.traineddata${gzip ? ".gz" : ""}`;
  const langPath = existsSync(path.join(lstmOnly, file)) ? lstmOnly : pkg.langPath;
  if (!existsSync(path.join(langPath, file))) {
    throw new Error(`English OCR data is missing at ${langPath}`);
  }
  return { langPath, gzip };
}
