/**
 * Extraction off the main thread: the extractors of src/importers run in a worker-thread pool, and these helpers
 * are their asynchronous twins. Results are the same ExtractedRecipe / SocialPost objects (structured-cloned), and an
 * extractor's error rejects with the same built-in error class. Importing this module loads neither cheerio nor the
 * parsers: they load in the worker.
 */
import type { ExtractedRecipe } from "../importers/types";
import type { Ingredient } from "../lib/ingredients/types";
import type { SocialPost } from "../importers/social/index";
import type { HeicResult } from "../files/heic";
import { createExtractPool, type ExtractPool } from "./pool";

export { createExtractPool } from "./pool";
export type { ExtractPool, ExtractPoolOptions, ExtractPoolStats } from "./pool";
export { ExtractPoolClosedError, ExtractQueueFullError, ExtractTimeoutError, ExtractWorkerCrashedError } from "./errors";
export type { ExtractResult, ExtractTask } from "./protocol";

// One pool per process, not per app instance: it stands for the machine's spare cores, which every caller shares.
let shared: ExtractPool | null = null;

/** The process-wide pool (one worker, started on first use, ended when idle). */
export function sharedExtractPool(): ExtractPool {
  shared ??= createExtractPool();
  return shared;
}

/** End the shared pool's idle worker, if any: OCR needs the memory more than a warm parser. */
export function trimSharedExtractPool(): void {
  shared?.trimIdle();
}

/** End the process-wide pool's worker (shutdown); a later extraction starts a new pool. */
export async function closeSharedExtractPool(): Promise<void> {
  const pool = shared;
  shared = null;
  await pool?.close();
}

/** extractRecipeFromHtml in a worker: the recipe of a web page, or null. */
export function extractHtmlInWorker(html: string, url: string, signal?: AbortSignal): Promise<ExtractedRecipe | null> {
  return sharedExtractPool().run({ kind: "web", html, url }, signal);
}

/** extractSocialPost in a worker: caption, picture and creator of a social post page, or null. */
export function extractSocialInWorker(html: string, url: string, signal?: AbortSignal): Promise<SocialPost | null> {
  return sharedExtractPool().run({ kind: "social", html, url }, signal);
}

/** convertHeicToJpeg in a worker: libheif's memory lives and dies with the worker thread, never on the main thread. */
export function convertHeicInWorker(inputPath: string, outputPath: string, maxPixels: number, signal?: AbortSignal): Promise<HeicResult> {
  return sharedExtractPool().run({ kind: "heic", inputPath, outputPath, maxPixels }, signal);
}

/** extractRecipeFromText in a worker: the recipe in pasted text, a caption or OCR output, or null. */
export function extractTextInWorker(text: string, signal?: AbortSignal): Promise<ExtractedRecipe | null> {
  return sharedExtractPool().run({ kind: "text", text }, signal);
}

/** recipeFromSchema in a worker: the HTML parser it needs for markup in text values stays out of the main thread. */
export function readSchemaRecipeInWorker(node: unknown, base: string, signal?: AbortSignal): Promise<ExtractedRecipe | null> {
  return sharedExtractPool().run({ kind: "schema", node, base }, signal);
}

/** normalizeIngredient over many lines in a worker: bulk parsing never holds up other requests. */
export function parseIngredientsInWorker(lines: string[], signal?: AbortSignal): Promise<Ingredient[]> {
  return sharedExtractPool().run({ kind: "ingredients", lines }, signal);
}
