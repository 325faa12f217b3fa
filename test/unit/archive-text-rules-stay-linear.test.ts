// The archive readers rewrite text from files a family uploads (templates, pills, Markdown marks, header lines) with
// regular expressions. An unclosed mark repeated along a long text must not make a scan run to the end of the text
// from every mark: that is quadratic, and a synchronous regex holds the whole server. A quadratic rule runs for
// minutes on these inputs (and the test times out); a linear one takes milliseconds.
import { test } from "node:test";
import assert from "node:assert/strict";
import { renderInstruction } from "../../src/modules/imports/archive/tandoor";
import { renderPills } from "../../src/modules/imports/archive/kitchenowl";
import { markedHeader, stepHeader } from "../../src/modules/imports/archive/sections";
import { unmarkMarkdown, unmarkScaling } from "../../src/modules/imports/archive/schemaorg";
import { looksLikeCooklang } from "../../src/modules/imports/archive/plaintext";

const LONG = 200_000;

test("template, pill, Markdown and header rules read long texts of unclosed marks in one pass", { timeout: 10_000 }, () => {
  assert.ok(renderInstruction("{{ a ".repeat(LONG / 5), []).length > 0);
  assert.ok(renderInstruction("{# ".repeat(LONG / 3), []).length >= 0);
  assert.ok(renderPills("@mehl{ ".repeat(LONG / 7), ["Mehl"]).includes("Mehl"));
  assert.ok(unmarkMarkdown("**a ".repeat(LONG / 4)).length > 0);
  assert.ok(unmarkMarkdown("x *a _b ".repeat(LONG / 8)).length > 0);
  assert.ok(unmarkScaling("{1 ".repeat(LONG / 3)).length > 0);
  assert.equal(markedHeader(`[${" a".repeat(LONG / 2)}`), undefined);
  assert.ok(markedHeader(`## ${"a ".repeat(LONG / 2)}x`)?.endsWith("x"));
  assert.equal(stepHeader(`[ ${"a ".repeat(LONG / 2)}`), undefined);
  assert.equal(looksLikeCooklang("#a{ ".repeat(LONG / 4)), false);
  assert.equal(looksLikeCooklang(`>>${" ".repeat(LONG)}`), false);
});

test("the same rules still do their work", () => {
  assert.equal(
    renderInstruction("Add {{ ingredients[0] }} {# note #}and stir{% if x %}.", [{ amount: 2, unit: { name: "cups" }, food: { name: "flour" } }]),
    "Add 2 cups flour and stir.",
  );
  assert.equal(renderPills("Mix @olive_oil with @mehl{200 g}.", ["olive oil", "Mehl"]), "Mix olive oil with Mehl (200 g).");
  assert.equal(unmarkMarkdown("**150 g** Speck, _optional_"), "150 g Speck, optional");
  assert.equal(unmarkScaling("Add {2} eggs and { 1/2 } cup"), "Add 2 eggs and 1/2 cup");
  assert.equal(markedHeader("[ Sauce ]"), "Sauce");
  assert.equal(markedHeader("## For the sauce: ##"), "For the sauce");
  assert.equal(looksLikeCooklang("Crack the @eggs{3} into a #bowl{}."), true);
  assert.equal(looksLikeCooklang(">> servings: 4\nMix @flour and water."), true);
  assert.equal(looksLikeCooklang("Pancakes\n\nIngredients\n200 g flour\n2 eggs\n\nMethod\nWhisk, then fry."), false);
});
