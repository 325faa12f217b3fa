import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { startTestServer, type TestServer } from "../helpers/server";
import { cachedStatement } from "../../src/db/statements";
import { fakeOcr, fixture, openStream, untilAborted, upload, waitForStatus } from "../fixtures/imports/helpers";

const RECIPE_TEXT = fixture("text/en-headings.txt").toString("utf8");
const OCR_TEXT = "Pancakes\n\nIngredients\n200 g flour\n2 eggs\n300 ml milk\n\nMethod\n1. Whisk everything together.\n2. Fry in a hot pan.";

let server: TestServer;
let alice: { id: string; token: string };
let bob: { id: string; token: string };
/** What the fake OCR does next: answer text, or hang until the import is cancelled. */
let ocrMode: "text" | "hang" | "gate" = "text";
/** Released by a test to let a gated OCR call answer. */
let openGate: () => void = () => undefined;
const aborts: string[] = [];
const ocr = fakeOcr(async (images, signal) => {
  if (ocrMode === "hang") {
    try {
      return await untilAborted(signal);
    } catch (err) {
      aborts.push("aborted");
      throw err;
    }
  }
  if (ocrMode === "gate") await new Promise<void>((r) => (openGate = r));
  return OCR_TEXT;
});
let photoId: string;

before(async () => {
  server = await startTestServer({ services: { ocr } });
  alice = await server.user();
  bob = await server.user();
  photoId = await upload(server, alice.token, fixture("ocr-recipe-page.png"), "page.png", "image/png");
});
after(() => server.close());

const post = (token: string, body: unknown) => server.request("POST", "/api/imports", { token, body });

describe("POST /api/imports", () => {
  test("answers with status 401 when no token is sent", async () => {
    const res = await server.request("POST", "/api/imports", { body: { type: "text", text: "abc" } });
    assert.equal(res.status, 401);
  });

  test("answers with status 400 when the body breaks the rules of its type", async () => {
    const cases: Array<[unknown, string]> = [
      [{}, "type"],
      [{ type: "video" }, "type"],
      [{ type: "web" }, "url"],
      [{ type: "web", url: "http://example.com/recipe" }, "url"],
      [{ type: "web", url: "not a url" }, "url"],
      [{ type: "media" }, "file_ids"],
      [{ type: "image_batch", file_ids: [] }, "file_ids"],
      [{ type: "text" }, "text"],
      [{ type: "text", text: " a " }, "text"],
      [{ type: "text", text: "soup", url: "https://example.com/" }, "url"],
      [{ type: "text", text: "soup", status: "completed" }, "status"],
      [{ type: "text", text: "soup", colour: "red" }, "colour"],
    ];
    for (const [body, path] of cases) {
      const res = await post(alice.token, body);
      assert.equal(res.status, 400, JSON.stringify(body));
      assert.ok(
        res.body.errors.some((e: { path: string }) => e.path === path),
        `${JSON.stringify(body)} → ${JSON.stringify(res.body.errors)}`,
      );
    }
  });

  test("answers with status 404 when a file of file_ids belongs to another user", async () => {
    const res = await post(bob.token, { type: "media", file_ids: [photoId] });
    assert.equal(res.status, 404);
  });

  test("answers with status 400 when a text_file_id names an image", async () => {
    const res = await post(alice.token, { type: "text", text_file_id: photoId });
    assert.equal(res.status, 400);
    assert.equal(res.body.errors[0].path, "text_file_id");
  });

  test("answers with status 201 and a pending import that completes into a recipe and a notification", async () => {
    const res = await post(alice.token, { type: "text", text: RECIPE_TEXT });
    assert.equal(res.status, 201);
    assert.equal(res.body.status, "pending");
    assert.deepEqual(res.body.progress, { stage: "queued", percent: 0 });
    const done = await waitForStatus(server, alice.token, res.body.id, ["completed", "failed"]);
    assert.equal(done.status, "completed", String(done.error));
    assert.deepEqual(done.progress, { stage: "done", percent: 100 });
    assert.ok(done.processing_started_at);
    const recipe = await server.request("GET", `/api/recipes/${String(done.recipe_id)}`, { token: alice.token });
    assert.equal(recipe.status, 200);
    assert.equal(recipe.body.title, "Classic Tomato Soup");
    assert.equal(recipe.body.servings, 4);
    assert.equal(recipe.body.prep_time, 10);
    assert.equal(recipe.body.import_id, res.body.id);
    const oil = recipe.body.ingredients.find((i: { name: string }) => /olive oil/.test(i.name));
    assert.deepEqual({ quantity: oil.quantity, unit: oil.unit }, { quantity: 2, unit: "tbsp" });
    assert.ok(recipe.body.components.some((c: { title: string }) => /crouton/i.test(c.title)));
    const notes = cachedStatement(server.deps.db.sqlite, "SELECT type, data FROM notifications WHERE user_id = ?").all(alice.id) as {
      type: string;
      data: string;
    }[];
    assert.ok(notes.some((n) => n.type === "import_complete" && JSON.parse(n.data).recipe_id === done.recipe_id));
  });

  test("moves an import without a recipe to failed with status 200 and a message for humans", async () => {
    const res = await post(alice.token, { type: "text", text: "just some words about the weather" });
    const done = await waitForStatus(server, alice.token, res.body.id, ["completed", "failed"]);
    assert.equal(done.status, "failed");
    assert.match(String(done.error), /no recipe/i);
    assert.equal(done.recipe_id, undefined);
  });
});

describe("GET /api/imports/{id}, working set and archive", () => {
  test("answers with status 404 for another user's import and for a non-UUID id", async () => {
    const mine = await post(alice.token, { type: "text", text: RECIPE_TEXT });
    assert.equal((await server.request("GET", `/api/imports/${mine.body.id}`, { token: bob.token })).status, 404);
    assert.equal((await server.request("GET", "/api/imports/not-a-uuid", { token: alice.token })).status, 404);
    assert.equal((await server.request("GET", `/api/imports/${mine.body.id}`)).status, 401);
    await waitForStatus(server, alice.token, mine.body.id, ["completed"]);
  });

  test("answers the working set with status 200, newest first, only the caller's imports", async () => {
    const res = await server.request("GET", "/api/imports/working-set", { token: alice.token });
    assert.equal(res.status, 200);
    assert.ok(res.body.items.length >= 2);
    assert.ok(res.body.items.every((i: { user_id: string }) => i.user_id === alice.id));
    const created = res.body.items.map((i: { created_at: string }) => i.created_at);
    assert.deepEqual(created, [...created].sort().reverse());
    const bobs = await server.request("GET", "/api/imports/working-set", { token: bob.token });
    assert.deepEqual(bobs.body.items, []);
    assert.equal((await server.request("GET", "/api/imports/working-set")).status, 401);
  });

  test("answers the archive with status 200, filters and cursor pages", async () => {
    const failed = await server.request("GET", "/api/imports/v2?status=failed", { token: alice.token });
    assert.equal(failed.status, 200);
    assert.ok(failed.body.imports.length >= 1);
    assert.ok(failed.body.imports.every((i: { status: string }) => i.status === "failed"));
    const page1 = await server.request("GET", "/api/imports/v2?type=text&limit=1", { token: alice.token });
    assert.equal(page1.body.imports.length, 1);
    assert.ok(page1.body.next_cursor);
    const page2 = await server.request("GET", `/api/imports/v2?type=text&limit=1&cursor=${page1.body.next_cursor}`, { token: alice.token });
    assert.notEqual(page2.body.imports[0].id, page1.body.imports[0].id);
    assert.equal((await server.request("GET", "/api/imports/v2?status=done", { token: alice.token })).status, 400);
    assert.equal((await server.request("GET", "/api/imports/v2", { token: bob.token })).body.imports.length, 0);
  });
});

describe("retry, cancel, report and delete", () => {
  test("answers retry and delete with status 409 while in flight, and cancel stops the running extraction", async () => {
    ocrMode = "hang";
    const res = await post(alice.token, { type: "media", file_ids: [photoId] });
    await waitForStatus(server, alice.token, res.body.id, ["processing"]);
    assert.equal((await server.request("POST", `/api/imports/${res.body.id}/retry`, { token: alice.token })).status, 409);
    assert.equal((await server.request("DELETE", `/api/imports/${res.body.id}`, { token: alice.token })).status, 409);
    assert.equal((await server.request("POST", `/api/imports/${res.body.id}/report`, { token: alice.token, body: { reason: "bad" } })).status, 409);
    assert.equal((await server.request("POST", `/api/imports/${res.body.id}/cancel`, { token: bob.token })).status, 404);
    const cancelled = await server.request("POST", `/api/imports/${res.body.id}/cancel`, { token: alice.token });
    assert.equal(cancelled.status, 200);
    assert.equal(cancelled.body.status, "cancelled");
    const until = Date.now() + 5000;
    while (aborts.length === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 10));
    assert.equal(aborts.length, 1, "the running extraction saw the abort");
    assert.equal((await server.request("POST", `/api/imports/${res.body.id}/cancel`, { token: alice.token })).status, 409);
    ocrMode = "text";
    const again = await server.request("POST", `/api/imports/${res.body.id}/retry`, { token: alice.token });
    assert.equal(again.status, 200);
    assert.equal(again.body.status, "pending");
    const done = await waitForStatus(server, alice.token, res.body.id, ["completed", "failed"]);
    assert.equal(done.status, "completed");
    const recipe = await server.request("GET", `/api/recipes/${String(done.recipe_id)}`, { token: alice.token });
    assert.equal(recipe.body.media[0].file_id, photoId, "the photo is the recipe's first picture");
  });

  test("answers retry of a completed import with status 200, a re-stamped processing_started_at and a new recipe", async () => {
    const res = await post(alice.token, { type: "text", text: RECIPE_TEXT });
    const first = await waitForStatus(server, alice.token, res.body.id, ["completed"]);
    assert.equal((await server.request("POST", `/api/imports/${res.body.id}/retry`, { token: bob.token })).status, 404);
    const retried = await server.request("POST", `/api/imports/${res.body.id}/retry`, { token: alice.token });
    assert.equal(retried.status, 200);
    assert.equal(retried.body.recipe_id, undefined);
    assert.ok(String(retried.body.processing_started_at) > String(first.processing_started_at));
    const second = await waitForStatus(server, alice.token, res.body.id, ["completed"]);
    assert.notEqual(second.recipe_id, first.recipe_id);
    const again = await server.request("GET", `/api/recipes/${String(second.recipe_id)}`, { token: alice.token });
    assert.equal(again.body.title, "Classic Tomato Soup", "the original text is reused");
  });

  test("answers report with status 201 once, then 409, and 400 without a reason", async () => {
    const res = await post(alice.token, { type: "text", text: RECIPE_TEXT });
    await waitForStatus(server, alice.token, res.body.id, ["completed"]);
    const path = `/api/imports/${res.body.id}/report`;
    assert.equal((await server.request("POST", path, { token: alice.token, body: {} })).status, 400);
    assert.equal((await server.request("POST", path, { token: bob.token, body: { reason: "x" } })).status, 404);
    const first = await server.request("POST", path, { token: alice.token, body: { reason: "wrong_ingredients", details: "the oil is missing" } });
    assert.equal(first.status, 201);
    assert.equal(first.body.reason, "wrong_ingredients");
    assert.equal((await server.request("POST", path, { token: alice.token, body: { reason: "again" } })).status, 409);
  });

  test("answers delete with status 204 for a finished import, which then answers 404", async () => {
    const res = await post(alice.token, { type: "text", text: "nothing here" });
    await waitForStatus(server, alice.token, res.body.id, ["failed"]);
    assert.equal((await server.request("DELETE", `/api/imports/${res.body.id}`, { token: bob.token })).status, 404);
    assert.equal((await server.request("DELETE", `/api/imports/${res.body.id}`, { token: alice.token })).status, 204);
    assert.equal((await server.request("GET", `/api/imports/${res.body.id}`, { token: alice.token })).status, 404);
  });
});

describe("image_batch", () => {
  test("fans out one child per image; the parent completes with status 200 even when a child fails", async () => {
    const second = await upload(server, alice.token, fixture("ocr-recipe-page.png"), "second.png", "image/png");
    let n = 0;
    const mode = ocrMode;
    const batchOcr = ocr.recognize;
    ocr.recognize = (images, signal) => (n++ === 0 ? batchOcr(images, signal) : Promise.resolve("no recipe on this page at all"));
    try {
      const res = await post(alice.token, { type: "image_batch", file_ids: [photoId, second] });
      assert.equal(res.status, 201);
      const parent = await waitForStatus(server, alice.token, res.body.id, ["completed", "failed"]);
      const children = await server.request("GET", `/api/imports/${res.body.id}/children`, { token: alice.token });
      assert.equal(children.status, 200);
      assert.equal(children.body.items.length, 2);
      assert.ok(children.body.items.every((c: { batch_id: string; type: string }) => c.batch_id === res.body.id && c.type === "media"));
      assert.deepEqual(
        children.body.items.map((c: { file_ids: string[] }) => c.file_ids[0]),
        [photoId, second],
      );
      const statuses = children.body.items.map((c: { status: string }) => c.status).sort();
      assert.deepEqual(statuses, ["completed", "failed"]);
      assert.equal(parent.status, "completed");
      assert.equal(parent.recipe_id, children.body.items.find((c: { status: string }) => c.status === "completed").recipe_id);
      assert.equal((await server.request("GET", `/api/imports/${res.body.id}/children`, { token: bob.token })).status, 404);
      const ws = await server.request("GET", "/api/imports/working-set", { token: alice.token });
      assert.ok(ws.body.items.some((i: { id: string }) => i.id === res.body.id));
    } finally {
      ocr.recognize = batchOcr;
      ocrMode = mode;
    }
  });
});

describe("image_batch cancel and retry", () => {
  test("cancel of a parent cancels its unfinished children with status 200; retry brings them back to completion", async () => {
    ocrMode = "hang";
    try {
      const res = await post(alice.token, { type: "image_batch", file_ids: [photoId, photoId] });
      await waitForStatus(server, alice.token, res.body.id, ["processing"]);
      const cancelled = await server.request("POST", `/api/imports/${res.body.id}/cancel`, { token: alice.token });
      assert.equal(cancelled.status, 200);
      assert.equal(cancelled.body.status, "cancelled");
      const children = await server.request("GET", `/api/imports/${res.body.id}/children`, { token: alice.token });
      assert.deepEqual(
        children.body.items.map((c: { status: string }) => c.status),
        ["cancelled", "cancelled"],
      );
      ocrMode = "text";
      const retried = await server.request("POST", `/api/imports/${res.body.id}/retry`, { token: alice.token });
      assert.equal(retried.status, 200);
      const done = await waitForStatus(server, alice.token, res.body.id, ["completed", "failed"]);
      assert.equal(done.status, "completed");
      const after = await server.request("GET", `/api/imports/${res.body.id}/children`, { token: alice.token });
      assert.deepEqual(
        after.body.items.map((c: { status: string }) => c.status),
        ["completed", "completed"],
      );
    } finally {
      ocrMode = "text";
    }
  });
});

describe("the event stream", () => {
  test("carries import.updated through every stage, then import.completed, in order", async () => {
    const stream = await openStream(server, alice.token);
    try {
      const res = await post(alice.token, { type: "text", text: RECIPE_TEXT });
      const done = await waitForStatus(server, alice.token, res.body.id, ["completed"]);
      const until = Date.now() + 2000;
      const mine = () => stream.events.filter((e) => e.data.id === res.body.id);
      while (!mine().some((e) => e.event === "import.completed") && Date.now() < until) await new Promise((r) => setTimeout(r, 10));
      const events = mine();
      assert.deepEqual(
        events.map((e) => (e.event === "import.updated" ? `${String(e.data.status)}:${String((e.data.progress as { stage: string }).stage)}` : e.event)),
        ["pending:queued", "processing:extracting", "processing:parsing", "processing:saving", "completed:done", "import.completed"],
      );
      assert.equal(events[events.length - 1]?.data.recipe_id, done.recipe_id);
      const ids = events.map((e) => e.id);
      assert.deepEqual(
        ids,
        [...ids].sort((a, b) => a - b),
      );
    } finally {
      stream.stop();
    }
  });

  test("does not show one user's import events to another user", async () => {
    const stream = await openStream(server, bob.token);
    try {
      const res = await post(alice.token, { type: "text", text: RECIPE_TEXT });
      await waitForStatus(server, alice.token, res.body.id, ["completed"]);
      await new Promise((r) => setTimeout(r, 50));
      assert.equal(stream.events.filter((e) => e.data.id === res.body.id).length, 0);
    } finally {
      stream.stop();
    }
  });
});

describe("POST /api/imports/{id}/source", () => {
  test("answers with status 200 and the recipe created afterwards carries the attached source", async () => {
    ocrMode = "gate";
    try {
      const res = await post(alice.token, { type: "media", file_ids: [photoId] });
      await waitForStatus(server, alice.token, res.body.id, ["processing"]);
      const path = `/api/imports/${res.body.id}/source`;
      assert.equal((await server.request("POST", path, { token: alice.token })).status, 400);
      assert.equal((await server.request("POST", path, { token: alice.token, body: { source: { kind: "book" } } })).status, 400);
      assert.equal((await server.request("POST", path, { token: bob.token, body: { source_section: "Cakes" } })).status, 404);
      assert.equal((await server.request("POST", path, { token: alice.token, body: { source_v2_id: "no-such-source" } })).status, 404);
      const attached = await server.request("POST", path, {
        token: alice.token,
        body: { source: { kind: "book", name: "The Pancake Book", authors: ["A. Baker"] }, source_section: "Breakfast", page: "12" },
      });
      assert.equal(attached.status, 200);
      assert.ok(attached.body.source_v2_id);
      assert.equal(attached.body.source_section, "Breakfast");
      openGate();
      const done = await waitForStatus(server, alice.token, res.body.id, ["completed", "failed"]);
      assert.equal(done.status, "completed", String(done.error));
      const recipe = await server.request("GET", `/api/recipes/${String(done.recipe_id)}`, { token: alice.token });
      assert.equal(recipe.body.source_v2_id, attached.body.source_v2_id);
      assert.equal(recipe.body.source_section, "Breakfast");
      assert.equal(recipe.body.sources[0].page, "12");
    } finally {
      ocrMode = "text";
    }
  });

  test("answers with status 200 after completion and attaches the source to the created recipe", async () => {
    const res = await post(alice.token, { type: "text", text: RECIPE_TEXT });
    const done = await waitForStatus(server, alice.token, res.body.id, ["completed"]);
    const attached = await server.request("POST", `/api/imports/${res.body.id}/source`, {
      token: alice.token,
      body: { source: { kind: "website", name: "Soup Site", url: "https://soup.example/" } },
    });
    assert.equal(attached.status, 200);
    const recipe = await server.request("GET", `/api/recipes/${String(done.recipe_id)}`, { token: alice.token });
    assert.equal(recipe.body.source_v2_id, attached.body.source_v2_id);
  });
});
