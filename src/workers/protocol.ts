/**
 * The messages between the extraction pool (main thread) and its worker threads. Everything crossing the boundary is
 * structured-cloned, so results are plain objects and errors travel as `{ name, message, stack }` and are rebuilt on
 * the main thread as the same built-in error classes the extractors throw when called directly.
 *
 * This file must stay free of runtime imports of the extractors: the main bundle imports it, and the point of the
 * pool is that cheerio and the parsers load in the worker only.
 */
import type { ExtractedRecipe } from "../importers/types";
import type { Ingredient } from "../lib/ingredients/types";
import type { SocialPost } from "../importers/social/index";
import type { HeicResult } from "../files/heic";

/** One unit of extraction work. */
export type ExtractTask =
  | { kind: "web"; html: string; url: string }
  | { kind: "social"; html: string; url: string }
  | { kind: "text"; text: string }
  /** Raw ingredient lines to Ingredient records (POST /api/ai/parse-ingredients with more than a few lines). */
  | { kind: "ingredients"; lines: string[] }
  /** One schema.org Recipe node (an archive import's JSON-LD) read like a page's: its text values may hold markup. */
  | { kind: "schema"; node: unknown; base: string }
  /** An uploaded HEIC photo converted to a JPEG beside it (src/files/heic.ts): untrusted bytes, decoded off the main thread. */
  | { kind: "heic"; inputPath: string; outputPath: string; maxPixels: number };

/** What each kind of task answers. */
export interface ExtractResults {
  web: ExtractedRecipe | null;
  social: SocialPost | null;
  text: ExtractedRecipe | null;
  ingredients: Ingredient[];
  schema: ExtractedRecipe | null;
  heic: HeicResult;
}

/** The result type of a task. */
export type ExtractResult<T extends ExtractTask> = ExtractResults[T["kind"]];

/** An error as it crosses the thread boundary. */
export interface SerializedError {
  name: string;
  message: string;
  stack?: string;
}

/** Main thread → worker. */
export interface TaskMessage {
  id: number;
  task: ExtractTask;
}

/** Worker → main thread. */
export type ReplyMessage = { id: number; ok: true; value: ExtractResults[ExtractTask["kind"]] } | { id: number; ok: false; error: SerializedError };

/** Reduce anything thrown to its serializable parts. */
export function serializeError(err: unknown): SerializedError {
  if (err instanceof Error) return { name: err.name, message: err.message, stack: err.stack };
  return { name: "Error", message: String(err) };
}

const BUILT_IN: Record<string, new (message: string) => Error> = {
  Error,
  TypeError,
  RangeError,
  SyntaxError,
  ReferenceError,
  EvalError,
  URIError,
};

/**
 * Rebuild a serialized error with its original class where that class is a built-in one (the extractors throw
 * nothing else), keeping the worker's stack because it points at the line that failed.
 */
export function reviveError(e: SerializedError): Error {
  const Ctor = Object.hasOwn(BUILT_IN, e.name) ? BUILT_IN[e.name] : Error;
  const err = new Ctor(e.message);
  if (err.name !== e.name) err.name = e.name;
  if (e.stack) err.stack = e.stack;
  return err;
}

/** Narrow an incoming message to a reply (the worker is ours, but a crash may leave a torn protocol). */
export function isReplyMessage(value: unknown): value is ReplyMessage {
  if (typeof value !== "object" || value === null) return false;
  const v = value as { id?: unknown; ok?: unknown };
  return typeof v.id === "number" && typeof v.ok === "boolean";
}

/** Sent once by a worker when its code is loaded: task timeouts count from here, not from the thread's start. */
export const WORKER_READY = "extract-worker-ready";
