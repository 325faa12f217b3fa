// The pure parts of photo imports that say when they are unsure (issue 19 item 4): the tilt search and light
// evening on pixels, the lines kept from Tesseract's layout, and what a photo import trusts and warns about.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import sharp from "sharp";
import { estimateSkew, flattenLight, otsuThreshold, type GreyImage } from "../../src/importers/ocr/deskew";
import { linesOf, linesText, readingText } from "../../src/importers/ocr/index";
import { draftWarnings, MIN_LINE_CONFIDENCE, trustedText, WARNING_NO_INGREDIENTS, WARNING_NO_SERVINGS } from "../../src/modules/imports/imports.photo";
import type { RecipeDraft } from "../../src/importers/pipeline";

/** A page of dark bars the size of text lines, turned by `degrees` (clockwise, as sharp turns). */
async function barsPage(degrees: number): Promise<GreyImage> {
  const bars = Array.from({ length: 14 }, (_, i) => `<rect x="60" y="${60 + i * 36}" width="${300 + ((i * 97) % 260)}" height="14" fill="#222"/>`).join("");
  const svg = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="700" height="620"><rect width="100%" height="100%" fill="#f4f1ea"/>${bars}</svg>`);
  const { data, info } = await sharp(svg)
    .flatten({ background: "#f4f1ea" })
    .rotate(degrees, { background: "#f4f1ea" })
    .grayscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data.buffer, data.byteOffset, info.width * info.height), width: info.width, height: info.height };
}

describe("estimateSkew", () => {
  for (const degrees of [0, 3, -2.5, 7]) {
    test(`finds a tilt of ${degrees}° within 0.3°`, async () => {
      const found = estimateSkew(await barsPage(degrees));
      assert.ok(Math.abs(found - degrees) <= 0.3, `found ${found}°`);
    });
  }

  test("answers 0 for a blank page", () => {
    assert.equal(estimateSkew({ data: new Uint8Array(400 * 300).fill(240), width: 400, height: 300 }), 0);
  });
});

describe("flattenLight and otsuThreshold", () => {
  test("a page darkening from left to right comes out white where it is paper, and ink stays dark", () => {
    const width = 400;
    const height = 200;
    const data = new Uint8Array(width * height);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const paper = 240 - Math.round((x / width) * 100);
        // A 3-pixel stroke every 20 pixels, at a third of the paper's brightness.
        data[y * width + x] = x % 20 < 3 ? Math.round(paper / 3) : paper;
      }
    }
    const flat = flattenLight({ data, width, height });
    const at = (x: number, y: number): number => flat.data[y * width + x] ?? -1;
    // Paper was 240 on the left and 142 on the right; evened it is near white everywhere.
    for (const x of [10, 150, 390]) assert.ok(at(x, 100) >= 235, `paper at x=${x} is ${at(x, 100)}`);
    for (const x of [0, 140, 380]) assert.ok(at(x, 100) <= 100, `ink at x=${x} is ${at(x, 100)}`);
  });

  test("Otsu's level falls between two populations", () => {
    const histogram = new Array<number>(256).fill(0);
    histogram[40] = 100;
    histogram[200] = 900;
    const level = otsuThreshold(histogram);
    assert.ok(level >= 40 && level < 200, `level ${level}`);
  });
});

describe("linesOf", () => {
  test("keeps each line's confidence, marks paragraph starts and drops edge bars at the ends of a line", () => {
    const page = {
      text: "",
      blocks: [
        {
          paragraphs: [
            { lines: [{ text: "Soup\n", confidence: 91.6 }] },
            {
              lines: [
                { text: "| 2  cups stock |\n", confidence: 88.2 },
                { text: "  \n", confidence: 0 },
              ],
            },
          ],
        },
      ],
    };
    assert.deepEqual(linesOf(page), [
      { text: "Soup", confidence: 92 },
      { text: "2 cups stock", confidence: 88, opensParagraph: true },
    ]);
    assert.equal(linesText(linesOf(page)), "Soup\n\n2 cups stock");
  });

  test("without blocks, the text's lines count as fully confident", () => {
    assert.deepEqual(linesOf({ text: "a\n\nb\n", blocks: null }), [
      { text: "a", confidence: 100 },
      { text: "b", confidence: 100 },
    ]);
  });

  test("readingText joins pages with a blank line", () => {
    assert.equal(readingText({ pages: [[{ text: "one", confidence: 90 }], [], [{ text: "two", confidence: 90 }]] }), "one\n\ntwo");
  });
});

const line = (text: string, confidence = 95) => ({ text, confidence });

describe("trustedText", () => {
  test("leaves out lines below the threshold and names them, silently drops smudges without letters", () => {
    const got = trustedText({
      pages: [
        [line("Pancakes"), line("1 cup flour"), line("2 tsp bakng pwdr", MIN_LINE_CONFIDENCE - 1), line("— —", 10), line("1. Whisk until smooth and cook.")],
      ],
    });
    assert.ok(got);
    assert.equal(got.text, "Pancakes\n1 cup flour\n1. Whisk until smooth and cook.");
    assert.deepEqual(got.warnings, ['Left out line 3, too unclear to read: "2 tsp bakng pwdr"']);
  });

  test("a line at the threshold is kept", () => {
    const got = trustedText({ pages: [[line("Pancakes with a long enough title", MIN_LINE_CONFIDENCE), line("1 cup flour")]] });
    assert.deepEqual(got?.warnings, []);
  });

  test("names the page when there are several, counts past eight, and quotes at most 60 characters", () => {
    const unclear = Array.from({ length: 10 }, (_, i) => line(`${"x".repeat(70)} ${i}`, 20));
    const got = trustedText({ pages: [[line("Pancakes for a crowd of hungry people")], [line("1 cup flour"), ...unclear]] });
    assert.ok(got);
    assert.equal(got.warnings.length, 9);
    assert.match(got.warnings[0] ?? "", /^Left out line 2 of page 2, too unclear to read: "x{59}…"$/);
    assert.equal(got.warnings[8], "Left out 2 more lines too unclear to read.");
  });

  test("too little confident text is no recipe page", () => {
    assert.equal(trustedText({ pages: [[line("MN YA", 33), line("Soup")]] }), null);
    assert.equal(trustedText({ pages: [] }), null);
  });
});

describe("draftWarnings", () => {
  const draft = (over: Partial<RecipeDraft>): RecipeDraft => ({
    title: "Soup",
    subtitle: "",
    description: "",
    notes: "",
    tags: [],
    ingredients: [],
    components: [],
    instructions: [],
    ...over,
  });

  test("warns of no ingredients and of servings not on the page", () => {
    assert.deepEqual(draftWarnings(draft({ instructions: ["Boil."] })), [WARNING_NO_INGREDIENTS, WARNING_NO_SERVINGS]);
  });

  test("ingredients of a component count, and read servings give no warning", () => {
    const component = { title: "Sauce", description: "", notes: "", ingredients: [{ name: "salt" }], instructions: [] };
    assert.deepEqual(draftWarnings(draft({ components: [component], servings: 4 })), []);
  });
});
