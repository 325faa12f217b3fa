import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { startTestServer, type TestServer } from "../helpers/server";
import { insertImport, WORKING_SET_SIZE } from "../../src/modules/imports/imports.repo";
import { newImportRow } from "../../src/modules/imports/imports.service";
import { decodeHtml, toRecipeDraft } from "../../src/importers/pipeline";
import { fakeOcr } from "../fixtures/imports/helpers";

let server: TestServer;
before(async () => {
  server = await startTestServer({ services: { ocr: fakeOcr("") } });
});
after(() => server.close());

/** Insert a finished import row directly, with a chosen creation time (no job: it is already terminal). */
function seed(userId: string, createdAt: string, fields: Parameters<typeof newImportRow>[2]): string {
  const row = { ...newImportRow(server.deps, userId, fields), status: "completed" as const, created_at: createdAt, updated_at: createdAt };
  insertImport(server.deps.db.sqlite, row);
  return row.id;
}

describe("GET /api/imports/working-set window", () => {
  test(`answers with status 200: the ${WORKING_SET_SIZE} newest by creation plus the old batch parent of children in the window`, async () => {
    const user = await server.user();
    const parent = seed(user.id, "2001-01-01T00:00:00.000Z", { type: "image_batch", file_ids: "[]" });
    const fillers: string[] = [];
    for (let i = 0; i < 60; i++) fillers.push(seed(user.id, new Date(Date.UTC(2010, 0, 1, 0, i)).toISOString(), { type: "text", text: `filler ${i}` }));
    const children = [0, 1].map((n) => seed(user.id, `2030-01-01T00:00:0${n}.000Z`, { type: "media", batch_id: parent, batch_position: n }));
    // An old import that changed recently keeps its place: ordering is by creation, not activity.
    server.deps.db.sqlite.prepare("UPDATE imports SET updated_at = '2040-01-01T00:00:00.000Z' WHERE id = ?").run(fillers[0]);

    const res = await server.request("GET", "/api/imports/working-set", { token: user.token });
    assert.equal(res.status, 200);
    const ids = res.body.items.map((i: { id: string }) => i.id);
    assert.equal(ids.length, WORKING_SET_SIZE + 1);
    assert.deepEqual(ids.slice(0, 2), [children[1], children[0]]);
    assert.equal(ids[ids.length - 1], parent, "the batch parent outside the window is included, last by creation");
    assert.ok(!ids.includes(fillers[0]), "a recently updated old import stays outside the window");
    assert.deepEqual(ids.slice(2, WORKING_SET_SIZE), fillers.slice(-(WORKING_SET_SIZE - 2)).reverse());
  });
});

describe("the pipeline glue", () => {
  test("turns an extraction into recipe fields: parsed ingredients, components, positive times, totals", () => {
    const draft = toRecipeDraft({
      title: "  Soup  ",
      ingredientLines: ["2 tbsp olive oil", "", "1 ½ cups stock"],
      components: [
        { title: "For the croutons", ingredientLines: ["2 slices bread, cubed"], instructions: [] },
        { title: "Empty", ingredientLines: [], instructions: [] },
      ],
      instructions: [" Heat. ", ""],
      tags: ["Soup", "soup", " Vegan "],
      prepTime: 10,
      cookTime: 0,
      servings: 4,
    });
    assert.equal(draft.title, "Soup");
    assert.deepEqual(
      draft.ingredients.map((i) => [i.quantity, i.unit]),
      [
        [2, "tbsp"],
        [1.5, "cups"],
      ],
    );
    assert.deepEqual(
      draft.components.map((c) => c.title),
      ["For the croutons"],
    );
    assert.equal(draft.components[0]?.ingredients[0]?.preparation, "cubed");
    assert.deepEqual(draft.instructions, ["Heat."]);
    assert.deepEqual(draft.tags, ["Soup", "Vegan"]);
    assert.equal(draft.prep_time, 10);
    assert.equal(draft.cook_time, undefined);
    assert.equal(draft.total_time, 10);
    assert.equal(draft.servings, 4);
    assert.equal(toRecipeDraft({ title: "", ingredientLines: [], components: [], instructions: ["x"], tags: [] }).title, "Imported recipe");
  });

  test("decodes pages by the header charset, then the meta charset, then UTF-8", () => {
    const latin1 = Buffer.from("<p>Crème brûlée</p>", "latin1");
    assert.equal(decodeHtml(latin1, "text/html; charset=ISO-8859-1"), "<p>Crème brûlée</p>");
    const withMeta = Buffer.concat([Buffer.from('<meta charset="windows-1252">'), Buffer.from("<p>Café</p>", "latin1")]);
    assert.match(decodeHtml(withMeta, "text/html"), /Café/);
    assert.equal(decodeHtml(Buffer.from("<p>Käse</p>"), undefined), "<p>Käse</p>");
    assert.equal(decodeHtml(Buffer.from("<p>ok</p>"), "text/html; charset=bogus-label"), "<p>ok</p>");
  });
});
