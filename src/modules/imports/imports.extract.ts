/**
 * What a worker does with each import type: fetch or read the input, run the matching extractor, and describe the
 * recipe to create. Pure with respect to the database except for storing downloaded images as files.
 */
import type { Deps } from "../../deps";
import { egressVerdict } from "./imports.failure";
import { detectSocialPlatform, type SocialPlatform } from "../../importers/social/platforms";
import { ExtractTimeoutError, extractHtmlInWorker, extractSocialInWorker, extractTextInWorker, trimSharedExtractPool } from "../../workers";
import type { ExtractedRecipe } from "../../importers/types";
import { decodeHtml, hasRecipeContent, toRecipeDraft, type RecipeDraft } from "../../importers/pipeline";
import { filePathForUser, openFileForUser } from "../files/files.service";
import type { ImportRow } from "./imports.repo";
import type { ImportStage } from "./imports.schemas";
import { draftWarnings, REASON_TOO_LITTLE_TEXT, trustedText } from "./imports.photo";

/** Largest HTML page read (after decompression). */
const MAX_PAGE_BYTES = 5 * 1024 * 1024;
/** Largest text file read for a text import. */
const MAX_TEXT_FILE_BYTES = 1024 * 1024;

/** A failure with a message for humans; `permanent` ones are not retried. */
export class ImportFailure extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = "ImportFailure";
  }
}

/** Provenance found while extracting: a website, or a social creator and their post. */
export type FoundProvenance =
  | { kind: "website"; name?: string; url: string; author?: string }
  | { kind: "social"; platform: string; handle?: string; displayName?: string; profileUrl?: string; url: string };

/** The outcome of extraction: the recipe fields, media to attach, and where it came from. */
export interface Extraction {
  draft: RecipeDraft;
  /** File ids for the recipe's media, in order (the photo of a media import). */
  mediaFileIds: string[];
  /** The page's or post's picture, downloaded into the recipe right after completion (import.image job). */
  imageUrl?: string;
  sourceUrl?: string;
  provenance?: FoundProvenance;
  /** Plain-language warnings stored on the import (a photo's unclear lines, missing ingredients or servings). */
  warnings?: string[];
}

/**
 * Let waiting requests run between two synchronous steps (HTML parsing, ingredient parsing, the database write):
 * under many imports, /health and API calls then wait for at most one step, not a chain of them.
 */
export const yieldToEventLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** Report a stage change (progress event); the worker fences it to its own job. */
export type StageReporter = (stage: ImportStage) => void;

/**
 * Map an egress failure to an import failure with its plain reason (imports.failure.ts: blocked, refused and
 * unreachable share one reason, so the words are no oracle for internal addresses).
 */
export function egressFailure(err: unknown): ImportFailure | null {
  const verdict = egressVerdict(err);
  return verdict === null ? null : new ImportFailure(verdict.reason, verdict.permanent);
}

async function fetchPage(deps: Deps, url: string, signal: AbortSignal): Promise<{ html: string; finalUrl: string }> {
  try {
    const res = await deps.services.egress.fetch(url, { accept: "html", maxBytes: MAX_PAGE_BYTES, signal });
    return { html: decodeHtml(res.body, res.headers["content-type"]), finalUrl: res.url };
  } catch (err) {
    throw egressFailure(err) ?? err;
  }
}

/**
 * Await an extraction running in the worker pool (parsing never blocks the event loop). One that outlives the pool's
 * timeout fails for good: the same input would stall the next attempt the same way.
 */
async function inWorker<T>(extraction: Promise<T>): Promise<T> {
  try {
    return await extraction;
  } catch (err) {
    if (err instanceof ExtractTimeoutError) throw new ImportFailure("The page took too long to read", true);
    throw err;
  }
}

function requireRecipe(found: ExtractedRecipe | null, message: string): ExtractedRecipe {
  if (!found || !hasRecipeContent(found)) throw new ImportFailure(message, true);
  return found;
}

const PLATFORM_NAMES: Record<SocialPlatform, string> = {
  instagram: "Instagram",
  tiktok: "TikTok",
  youtube: "YouTube",
  facebook: "Facebook",
  pinterest: "Pinterest",
};

/** Web imports fetch https pages only, links found in posts included. */
function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === "https:";
  } catch {
    return false;
  }
}

async function extractWeb(deps: Deps, row: ImportRow, signal: AbortSignal, stage: StageReporter): Promise<Extraction> {
  const url = row.url ?? "";
  stage("fetching");
  const { html, finalUrl } = await fetchPage(deps, url, signal);
  stage("extracting");
  await yieldToEventLoop();
  const platform = detectSocialPlatform(finalUrl) ?? detectSocialPlatform(url);
  if (platform) {
    const post = await inWorker(extractSocialInWorker(html, detectSocialPlatform(finalUrl) ? finalUrl : url, signal));
    const fromCaption = post?.caption ? await inWorker(extractTextInWorker(post.caption, signal)) : null;
    // A pin is often only a picture and a link to the recipe's own page: that page is the recipe, fetched
    // through the same guard. One hop only, and never to another social post.
    if ((!fromCaption || !hasRecipeContent(fromCaption)) && post?.linkUrl && isHttpsUrl(post.linkUrl) && !detectSocialPlatform(post.linkUrl)) {
      stage("fetching");
      const linked = await fetchPage(deps, post.linkUrl, signal);
      stage("extracting");
      return extractWebsite(linked.html, linked.finalUrl, signal, stage);
    }
    const recipe = requireRecipe(fromCaption, "This post does not contain a recipe");
    // A caption that opens with its ingredient lines names nothing: the post's title, else who posted it.
    const who = post?.creator?.displayName ?? (post?.creator?.handle ? `@${post.creator.handle}` : undefined);
    const postTitle = post?.title ?? (who ? `${PLATFORM_NAMES[platform]} post by ${who}` : `${PLATFORM_NAMES[platform]} post`);
    if (recipe.title.length < 3) recipe.title = postTitle;
    stage("parsing");
    const draft = toRecipeDraft(recipe, postTitle);
    const postUrl = post?.url ?? finalUrl;
    const creator = post?.creator;
    return {
      draft,
      mediaFileIds: [],
      imageUrl: post?.imageUrl ?? recipe.imageUrl,
      sourceUrl: postUrl,
      provenance: { kind: "social", platform, handle: creator?.handle, displayName: creator?.displayName, profileUrl: creator?.profileUrl, url: postUrl },
    };
  }
  return extractWebsite(html, finalUrl, signal, stage);
}

/** A recipe page's recipe, with the website as its provenance. */
async function extractWebsite(html: string, finalUrl: string, signal: AbortSignal, stage: StageReporter): Promise<Extraction> {
  const recipe = requireRecipe(await inWorker(extractHtmlInWorker(html, finalUrl, signal)), "No recipe was found on this page");
  stage("parsing");
  await yieldToEventLoop();
  const draft = toRecipeDraft(recipe);
  const pageUrl = recipe.site?.canonicalUrl ?? finalUrl;
  return {
    draft,
    mediaFileIds: [],
    imageUrl: recipe.imageUrl,
    sourceUrl: pageUrl,
    provenance: { kind: "website", name: recipe.site?.name, url: pageUrl, author: recipe.site?.author },
  };
}

async function readTextFile(deps: Deps, userId: string, fileId: string): Promise<string> {
  let opened;
  try {
    opened = await openFileForUser(deps, userId, fileId);
  } catch {
    throw new ImportFailure("The text file is no longer available", true);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of opened.stream) {
    const buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    chunks.push(buf);
    size += buf.length;
    if (size >= MAX_TEXT_FILE_BYTES) break;
  }
  opened.stream.destroy();
  return new TextDecoder("utf-8").decode(Buffer.concat(chunks).subarray(0, MAX_TEXT_FILE_BYTES));
}

async function extractText(deps: Deps, row: ImportRow, signal: AbortSignal, stage: StageReporter): Promise<Extraction> {
  stage("extracting");
  const text = row.text_file_id ? await readTextFile(deps, row.user_id, row.text_file_id) : (row.text ?? "");
  const recipe = requireRecipe(await inWorker(extractTextInWorker(text, signal)), "No recipe was found in the text");
  stage("parsing");
  return { draft: toRecipeDraft(recipe), mediaFileIds: [] };
}

function fileIdsOf(row: ImportRow): string[] {
  const parsed: unknown = JSON.parse(row.file_ids);
  return Array.isArray(parsed) ? parsed.filter((x): x is string => typeof x === "string") : [];
}

async function extractMedia(deps: Deps, row: ImportRow, signal: AbortSignal, stage: StageReporter): Promise<Extraction> {
  stage("extracting");
  const ids = fileIdsOf(row);
  const files = ids.map((id) => {
    try {
      return filePathForUser(deps, row.user_id, id);
    } catch {
      throw new ImportFailure("A photo of this import is no longer available", true);
    }
  });
  const paths = files.map((f) => f.path);
  // One OCR worker plus a warm parser worker would not fit a Pi's memory budget together.
  trimSharedExtractPool();
  // Only lines read with confidence go on to the parser; a photo with too little of them fails for good (the same
  // photo reads the same way) rather than storing garbage.
  const trusted = trustedText(await deps.services.ocr.read(paths, signal));
  if (!trusted) throw new ImportFailure(REASON_TOO_LITTLE_TEXT, true);
  const recipe = requireRecipe(await inWorker(extractTextInWorker(trusted.text, signal)), "No recipe could be read from the photo");
  stage("parsing");
  const draft = toRecipeDraft(recipe);
  // The photo itself is the recipe's first picture, when it is the importer's own (a photo seen through someone
  // else's shared recipe may be read, but is not theirs to attach: recipe media are the owner's files).
  return {
    draft,
    mediaFileIds: files
      .slice(0, 1)
      .filter((f) => f.row.user_id === row.user_id)
      .map((f) => f.row.id),
    warnings: [...trusted.warnings, ...draftWarnings(draft)],
  };
}

/** Run the extractor of the import's type. Throws ImportFailure for failures with a human message. */
export function extractImport(deps: Deps, row: ImportRow, signal: AbortSignal, stage: StageReporter): Promise<Extraction> {
  switch (row.type) {
    case "web":
      return extractWeb(deps, row, signal, stage);
    case "text":
      return extractText(deps, row, signal, stage);
    case "media":
      return extractMedia(deps, row, signal, stage);
    case "image_batch":
      throw new ImportFailure("A batch is processed through its children", true);
    case "archive":
      throw new ImportFailure("An archive is processed by its own job", true);
  }
}
