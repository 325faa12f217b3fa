// Character accuracy of the OCR on the tilted, blurred fixture page (test/fixtures/images/ocr-tilted-page.jpg, made by
// scripts/ocr-fixtures.mjs) with each clean-up step added in turn, and the time each preparation takes. Prints one
// JSON line of figures. Run by scripts/bench/ocr.mjs (npm run bench -- ocr).
import path from "node:path";
import { createWorker, OEM } from "tesseract.js";
import { englishLangData } from "../../../src/importers/ocr/lang";
import { linesOf, linesText } from "../../../src/importers/ocr/index";
import { preprocessForOcr, type PrepareSteps } from "../../../src/importers/ocr/preprocess";

const root = path.resolve(new URL("../../..", import.meta.url).pathname);
const page = path.join(root, "test/fixtures/images/ocr-tilted-page.jpg");
/** The text the fixture was rendered from. */
const EXPECTED = [
  "Tomato Lentil Soup",
  "Serves 4",
  "Ingredients",
  "2 tablespoons olive oil",
  "1 large onion, chopped",
  "3 cloves garlic, minced",
  "1 cup red lentils",
  "4 cups vegetable stock",
  "1 can crushed tomatoes",
  "Method",
  "1. Warm the oil in a large pot and soften the onion.",
  "2. Add the garlic, lentils, stock and tomatoes.",
  "3. Simmer for 25 minutes until the lentils are soft.",
].join("\n");

function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0] ?? 0;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j] ?? 0;
      row[j] = Math.min(above + 1, (row[j - 1] ?? 0) + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length] ?? 0;
}

const STEPS: [string, PrepareSteps][] = [
  ["scaled only (before)", { deskew: false, flatten: false, sharpen: false }],
  ["+ straightened", { flatten: false, sharpen: false }],
  ["+ light evened", { sharpen: false }],
  ["+ sharpened (now)", {}],
];

const lang = englishLangData();
const worker = await createWorker("eng", OEM.LSTM_ONLY, {
  langPath: lang.langPath,
  gzip: lang.gzip,
  cacheMethod: "none",
  logger: () => undefined,
  errorHandler: () => undefined,
});
const figures: Record<string, number> = {};
try {
  for (const [name, steps] of STEPS) {
    const t0 = performance.now();
    const prepared = await preprocessForOcr(page, undefined, undefined, steps);
    figures[`tilted page ${name}: prepare ms`] = Math.round(performance.now() - t0);
    const { data } = await worker.recognize(prepared.image, {}, { text: true, blocks: true });
    const text = linesText(linesOf(data).map((l) => ({ ...l, opensParagraph: false })));
    figures[`tilted page ${name}: character accuracy %`] = Math.round(1000 * (1 - distance(text, EXPECTED) / EXPECTED.length)) / 10;
    if (steps.deskew !== false) figures["tilted page: tilt found (3 rendered), degrees"] = prepared.skewDegrees;
  }
} finally {
  await worker.terminate();
}
console.log(JSON.stringify(figures));
