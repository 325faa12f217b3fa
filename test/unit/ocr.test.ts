import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { after, describe, it } from "node:test";
import { fileURLToPath } from "node:url";
import { isFileError } from "../../src/files/errors";
import { createOcr } from "../../src/importers/ocr/index";
import { englishLangData } from "../../src/importers/ocr/lang";

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../fixtures/images");
const recipePage = path.join(fixtures, "ocr-recipe-page.png");
/** Stored sideways with EXIF orientation 6, as phones do. */
const notesPage = path.join(fixtures, "ocr-notes-rotated.jpg");

const messages: string[] = [];
const ocr = createOcr({ idleMs: 60_000, log: (m) => messages.push(m) });
after(() => ocr.close());

/** Words compared case-insensitively, so one misread capital does not decide the test. */
const words = (text: string): Set<string> => new Set(text.toLowerCase().match(/[a-z0-9/]+/g) ?? []);

async function waitFor(condition: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 500; i++) {
    if (condition()) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  assert.fail(`timed out waiting for ${what}`);
}

describe("englishLangData", () => {
  it("points at a local directory from the npm package, not a URL", () => {
    const lang = englishLangData();
    assert.ok(path.isAbsolute(lang.langPath));
    assert.match(lang.langPath, /@tesseract\.js-data[\\/]eng/);
    assert.equal(lang.gzip, true);
  });
});

describe("createOcr", () => {
  it("reads the words of a rendered recipe page", async () => {
    const text = await ocr.recognize([recipePage]);
    const found = words(text);
    for (const word of ["lemon", "poppy", "muffins", "ingredients", "flour", "buttermilk", "tablespoon", "preheat", "375"]) {
      assert.ok(found.has(word), `missing "${word}" in:\n${text}`);
    }
    assert.match(text, /3\/4 cup sugar/);
  });

  it("reads pages in order, joined by a blank line, from buffers too, honouring EXIF rotation", async () => {
    const text = await ocr.recognize([await readFile(notesPage), await readFile(recipePage)]);
    const notes = text.indexOf("Serve warm with salted butter");
    const muffins = text.indexOf("Muffins");
    assert.ok(notes >= 0, `rotated page not read:\n${text}`);
    assert.ok(muffins > notes, "pages out of order");
    assert.match(text, /tin\.?\n\nLemon/);
  });

  it("stops waiting when the import is cancelled, and recovers afterwards", async () => {
    const controller = new AbortController();
    const pending = ocr.recognize([recipePage], controller.signal);
    setImmediate(() => controller.abort());
    await assert.rejects(pending, { name: "AbortError" });
    const text = await ocr.recognize([notesPage]);
    assert.match(text, /Keeps three days/);
  });

  it("terminates the worker when cancelled mid-recognition", async () => {
    const controller = new AbortController();
    messages.length = 0;
    const pending = ocr.recognize([recipePage], controller.signal);
    // Abort once the page has been prepared and handed to Tesseract.
    await waitFor(() => messages.some((m) => m.includes("reading page 1")), "recognition to start");
    controller.abort();
    await assert.rejects(pending, { name: "AbortError" });
    assert.equal(ocr.workerAlive, false);
    assert.ok(messages.some((m) => m.includes("stopping worker (aborted)")));
  });

  it("refuses an already aborted signal without starting work", async () => {
    const controller = new AbortController();
    controller.abort();
    await assert.rejects(ocr.recognize([recipePage], controller.signal), { name: "AbortError" });
  });

  it("rejects data that is not an image", async () => {
    await assert.rejects(ocr.recognize([Buffer.from("just some text")]), (err) => isFileError(err, "not_an_image"));
  });
});

describe("createOcr lifecycle", () => {
  it("starts the worker lazily and stops it after the idle time", async () => {
    const local = createOcr({ idleMs: 50 });
    try {
      assert.equal(local.workerAlive, false);
      const text = await local.recognize([notesPage]);
      assert.match(text, /Serving Notes/);
      await waitFor(() => !local.workerAlive, "the idle shutdown");
    } finally {
      await local.close();
    }
  });

  it("refuses work after close", async () => {
    const local = createOcr({ idleMs: 1000 });
    await local.close();
    await assert.rejects(local.recognize([notesPage]), /closed/);
  });
});
