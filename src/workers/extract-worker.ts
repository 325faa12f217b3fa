/**
 * Entry point of an extraction worker thread: runs the pure extractors (web pages with cheerio, social posts,
 * plain text) on messages from the pool and answers with their results. Bundled as dist/extract-worker.js; run from
 * source under tsx in development and tests.
 *
 * One task at a time: the pool never sends a second task before the first is answered, and a task that must be
 * abandoned (timeout, abort) ends the whole thread, so no state survives a half-finished parse.
 */
import { parentPort } from "node:worker_threads";
import { extractRecipeFromHtml } from "../importers/web/index";
import { extractSocialPost } from "../importers/social/index";
import { extractRecipeFromText } from "../importers/text/index";
import { convertHeicToJpeg } from "../files/heic";
import { normalizeIngredient } from "../lib/ingredients";
import { recipeFromSchema } from "../importers/web/schema";
import { isObject, type Json, type JsonObject } from "../importers/web/json";
import { serializeError, WORKER_READY, type ExtractResults, type ExtractTask, type ReplyMessage, type TaskMessage } from "./protocol";

function runTask(task: ExtractTask): ExtractResults[ExtractTask["kind"]] | Promise<ExtractResults["heic"]> {
  switch (task.kind) {
    case "web":
      return extractRecipeFromHtml(task.html, task.url);
    case "social":
      return extractSocialPost(task.html, task.url);
    case "text":
      return extractRecipeFromText(task.text);
    case "ingredients":
      return task.lines.map((line) => normalizeIngredient(line));
    case "schema":
      return isObject(task.node as Json) ? recipeFromSchema(task.node as JsonObject, task.base) : null;
    case "heic":
      return convertHeicToJpeg(task.inputPath, task.outputPath, task.maxPixels);
  }
}

const port = parentPort;
if (!port) throw new Error("extract-worker must run in a worker thread");

function answer(reply: ReplyMessage): void {
  try {
    port!.postMessage(reply);
  } catch (err) {
    // A result that cannot be cloned is a failure of this task, not of the thread.
    port!.postMessage({ id: reply.id, ok: false, error: serializeError(err) } satisfies ReplyMessage);
  }
}

port.postMessage(WORKER_READY);

port.on("message", (message: TaskMessage) => {
  let value: ReturnType<typeof runTask>;
  try {
    value = runTask(message.task);
  } catch (err) {
    answer({ id: message.id, ok: false, error: serializeError(err) });
    return;
  }
  // The parsers answer at once; only an image conversion is asynchronous.
  if (!(value instanceof Promise)) return answer({ id: message.id, ok: true, value });
  value.then(
    (result) => answer({ id: message.id, ok: true, value: result }),
    (err: unknown) => answer({ id: message.id, ok: false, error: serializeError(err) }),
  );
});
