import { describe, test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseCooklang, parseCooklangQuantity, type Item } from "../../src/lib/cooklang";

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), "../fixtures/cooklang");

interface CanonicalCase {
  source: string;
  result: { steps: Record<string, unknown>[][]; metadata: Record<string, string> };
}
const canonical = JSON.parse(fs.readFileSync(path.join(fixtures, "canonical.json"), "utf8")) as { version: number; tests: Record<string, CanonicalCase> };

/** The suite gives a few cookware items `units: ""`; cookware has no units in this parser's items. */
function expectedSteps(steps: Record<string, unknown>[][]): Record<string, unknown>[][] {
  return steps.map((s) =>
    s.map((item) => {
      if (item.type !== "cookware") return item;
      const { units, ...rest } = item;
      assert.equal(units ?? "", "");
      return rest;
    }),
  );
}

describe("Cooklang canonical parser tests (spec version 7)", () => {
  test("the fixture holds all 60 cases of version 7", () => {
    assert.equal(canonical.version, 7);
    assert.equal(Object.keys(canonical.tests).length, 60);
  });
  for (const [name, c] of Object.entries(canonical.tests)) {
    test(name, () => {
      const parsed = parseCooklang(c.source);
      assert.deepEqual({ steps: parsed.steps, metadata: parsed.metadata }, { steps: expectedSteps(c.result.steps), metadata: c.result.metadata });
    });
  }
});

describe("parseCooklangQuantity", () => {
  test("reads integers, decimals and fractions as numbers and keeps other text", () => {
    assert.equal(parseCooklangQuantity(" 250 "), 250);
    assert.equal(parseCooklangQuantity("1.5"), 1.5);
    assert.equal(parseCooklangQuantity("3 / 4"), 0.75);
    assert.equal(parseCooklangQuantity("01/2"), "01/2");
    assert.equal(parseCooklangQuantity("1/0"), "1/0");
    assert.equal(parseCooklangQuantity("two small"), "two small");
  });
});

const only = (source: string): Item[] => {
  const steps = parseCooklang(source).steps;
  assert.equal(steps.length, 1, JSON.stringify(steps));
  return steps[0] ?? [];
};

describe("parseCooklang beyond the canonical suite", () => {
  test("reads >> metadata lines anywhere and keeps them out of the steps", () => {
    const r = parseCooklang(">> servings: 4\n>> source: https://example.com/x\nMix @flour{200%g}.\n");
    assert.deepEqual(r.metadata, { servings: "4", source: "https://example.com/x" });
    assert.equal(r.steps.length, 1);
  });

  test("removes block comments, also across lines, and keeps the text around them", () => {
    assert.deepEqual(only("Add [- not this -]@salt{1%tsp} now\n"), [
      { type: "text", value: "Add " },
      { type: "ingredient", name: "salt", quantity: 1, units: "tsp" },
      { type: "text", value: " now" },
    ]);
    assert.deepEqual(only("Stir [- a long\nremark -]well\n"), [{ type: "text", value: "Stir well" }]);
  });

  test("reads sections and note lines without making them steps", () => {
    const r = parseCooklang("Boil @water{1%l}.\n\n== Sauce ==\n\nMix @tomatoes{400%g}.\n\n> Keeps for two days\n> in the fridge.\n");
    assert.deepEqual(r.sections, [{ name: "Sauce", start: 1 }]);
    assert.equal(r.steps.length, 2);
    assert.deepEqual(r.notes, ["Keeps for two days in the fridge."]);
  });

  test("reads the note in parentheses right after an ingredient's braces", () => {
    assert.deepEqual(only("Add @onion{1}(finely chopped) and stir\n"), [
      { type: "text", value: "Add " },
      { type: "ingredient", name: "onion", quantity: 1, units: "", note: "finely chopped" },
      { type: "text", value: " and stir" },
    ]);
  });

  test("treats backslash-escaped markup characters as text", () => {
    assert.deepEqual(only("Bake \\~20 min \\-\\- turn \\#2 \\@ once\n"), [{ type: "text", value: "Bake ~20 min -- turn #2 @ once" }]);
  });

  test("does not take sentence punctuation into a braced multi-word name", () => {
    assert.deepEqual(only("Add @salt, then stir the soup{}\n"), [
      { type: "text", value: "Add " },
      { type: "ingredient", name: "salt", quantity: "some", units: "" },
      { type: "text", value: ", then stir the soup{}" },
    ]);
  });

  test("reads CRLF sources, a byte-order mark and YAML lists, quotes and block scalars in front matter", () => {
    const src =
      "\uFEFF---\r\ntitle: \"Soup: the best\"\r\ntags: [quick, 'winter, cosy']\r\ncourse:\r\n  - dinner\r\n  - lunch\r\ndescription: |\r\n  Line one\r\n  Line two\r\nsource:\r\n  name: Grandma\r\n  url: https://example.com\r\n---\r\nHeat @stock{1%l}.\r\n";
    const r = parseCooklang(src);
    assert.equal(r.metadata.title, "Soup: the best");
    assert.equal(r.metadata.tags, "quick, winter, cosy");
    assert.equal(r.metadata.course, "dinner, lunch");
    assert.equal(r.metadata.description, "Line one\nLine two");
    assert.equal(r.metadata["source.url"], "https://example.com");
    assert.equal(r.metadata["source.name"], "Grandma");
    assert.equal(r.steps.length, 1);
  });

  test("reads the newer modifiers: @? marks an optional ingredient, @& a reference", () => {
    assert.deepEqual(only("Top with @?parsley and @&salt{1%tsp}\n"), [
      { type: "text", value: "Top with " },
      { type: "ingredient", name: "parsley", quantity: "some", units: "", optional: true },
      { type: "text", value: " and " },
      { type: "ingredient", name: "salt", quantity: 1, units: "tsp" },
    ]);
  });

  test("keeps an unclosed or escaped block comment opener as text", () => {
    assert.deepEqual(only("Mix [- well\n"), [{ type: "text", value: "Mix [- well" }]);
    assert.deepEqual(only("Mix \\[- well -]\n"), [{ type: "text", value: "Mix [- well -]" }]);
  });

  test("reads a line of many sigils and braces without losing text", () => {
    const line = "@a{}(".repeat(2000);
    const items = only(`${line}\n`);
    assert.equal(items.filter((i) => i.type === "ingredient").length, 2000);
    assert.deepEqual(only("@".repeat(5000) + "\n"), [{ type: "text", value: "@".repeat(5000) }]);
  });

  test("reads an unclosed front matter fence as text", () => {
    assert.deepEqual(parseCooklang("---\ntitle: x\n").steps, [[{ type: "text", value: "--- title: x" }]]);
  });

  test("reads the four example recipes into steps with their ingredients", () => {
    const dir = path.join(fixtures, "examples");
    const counts = Object.fromEntries(
      fs.readdirSync(dir).map((f) => {
        const items = parseCooklang(fs.readFileSync(path.join(dir, f), "utf8")).steps.flat();
        return [f, items.filter((i) => i.type === "ingredient").length];
      }),
    );
    assert.deepEqual(counts, { "Coffee Souffle.cook": 7, "Easy Pancakes.cook": 5, "Fried Rice.cook": 16, "Olivier Salad.cook": 8 });
  });
});
