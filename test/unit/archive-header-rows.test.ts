// Another app's own header rows (Tandoor's is_header, Mealie's titles) group the ingredients whatever they say; a
// free text list is split by the web's header rules, which take no line with a number for a header.
import { test } from "node:test";
import assert from "node:assert/strict";
import { groupLines } from "../../src/modules/imports/archive/convert";

test("an app's header row with a number in it still opens a group", () => {
  const { ungrouped, components } = groupLines(["500 g flour", { header: "Layer 1" }, "2 eggs", { header: "Sauce for 4:" }, "1 cup cream"]);
  assert.deepEqual(ungrouped, ["500 g flour"]);
  assert.deepEqual(
    components.map((c) => [c.title, c.ingredientLines]),
    [
      ["Layer 1", ["2 eggs"]],
      ["Sauce for 4", ["1 cup cream"]],
    ],
  );
});

test("in a free text list a line with a number is an ingredient, not a header", () => {
  const { ungrouped, components } = groupLines(["For the sauce:", "2 cups cream:", "1 onion"]);
  assert.deepEqual(ungrouped, []);
  assert.deepEqual(components[0]?.ingredientLines, ["2 cups cream:", "1 onion"]);
});
