import { load } from "cheerio";
import type { CheerioAPI } from "cheerio";
import { asArray, hasType, isObject, parseJsonLenient, prop } from "../web/json";
import type { Json, JsonObject } from "../web/json";
import { metaContent } from "../web/page-meta";
import { absoluteUrl, htmlToText, normalizeSpace } from "../web/text";
import { dataBlobs, readEmbeddedPost } from "./embedded";
import type { EmbeddedPost } from "./embedded";
import { detectSocialPlatform, handleFromUrl, profileUrlFor } from "./platforms";
import type { SocialPlatform } from "./platforms";

export { detectSocialPlatform } from "./platforms";
export type { SocialPlatform } from "./platforms";

/** The person or account that published a post. */
export interface SocialCreator {
  platform: SocialPlatform;
  handle: string;
  displayName?: string;
  profileUrl: string;
  avatarUrl?: string;
}

/** A social post reduced to what the recipe importer needs: its text, picture, author and address. */
export interface SocialPost {
  platform: SocialPlatform;
  /** Canonical address of the post. */
  url: string;
  /** Caption or video description, line breaks kept; it goes through the text extractor next. */
  caption: string;
  /** Post or video title, when the platform has one (YouTube, Pinterest). */
  title?: string;
  imageUrl?: string;
  creator?: SocialCreator;
  /** The page the post links out to, when it saves one (a pin's recipe site): the recipe may be there, not in the caption. */
  linkUrl?: string;
}

/**
 * Blank-looking characters that Instagram and TikTok users type to space a caption out, since the apps drop
 * empty lines: the braille blank (U+2800), the Hangul filler (U+3164) and zero-width characters.
 */
const FILLER = /[\u2800\u3164\u115f\u1160\u200b-\u200d\u2060\ufeff]/g;
/** A spacer line: nothing but dots, dashes, underscores or bullets (".", ". . .", "-", "•"). */
const SPACER_LINE = /^[.·•\-–—_*~]{1,3}(?:\s+[.·•\-–—_*~]{1,3})*$/;

/** Keep line breaks (captions list ingredients one per line) but tidy each line; spacer lines become blank. */
function tidyCaption(text: string): string {
  return htmlToText(text)
    .split(/\r?\n|\r|\u2028|\u2029/)
    .map((line) =>
      line
        .replace(FILLER, " ")
        .replace(/[ \t\u00a0]+/g, " ")
        .trim(),
    )
    .map((line) => (SPACER_LINE.test(line) ? "" : line))
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** A meta tag's content as written (line breaks kept: captions put one ingredient per line). */
function rawMeta($: CheerioAPI, ...keys: string[]): string | undefined {
  for (const key of keys) {
    const value = $(`meta[property="${key}" i], meta[name="${key}" i]`).first().attr("content");
    if (value && value.trim()) return value.trim();
  }
  return undefined;
}

/**
 * Instagram's og:description: `12 likes, 3 comments - handle on May 1, 2024: "caption". ` The counts are
 * left out when the author hides them ("handle on May 1, 2024: …") and are words of the page's language
 * ("1.234 Mal „Gefällt mir“-Angaben, 5 Kommentare - handle am 1. Mai 2024: „…“"), so only the shape is
 * read: handle, one word, a date with its year, a colon and the quoted caption.
 */
function parseInstagramSummary(text: string): { handle?: string; caption?: string } {
  const match = /^(?:[^\n]*?\d[^\n]*?\s[-–]\s)?([\w.]+)\s+\p{L}+\s+[^:\n"“„«]*?\d{4}[^:\n"“„«]*:\s*["“„«]([\s\S]*)["”“»]\s*\.?\s*$/u.exec(text);
  if (match) return { handle: match[1], caption: match[2] };
  const titled = parseInstagramTitle(text);
  return titled ? { caption: titled.caption } : {};
}

/** Instagram's og:title: `Display Name on Instagram: "caption"` (the caption cut short on long posts). */
function parseInstagramTitle(text: string): { displayName: string; caption: string } | undefined {
  const match = /^([^\n]*?)\s+on Instagram:\s*["“]([\s\S]*)["”]\s*$/i.exec(text);
  return match?.[1] && match[2] ? { displayName: match[1], caption: match[2] } : undefined;
}

/**
 * TikTok's meta description names the author as `Display Name (@handle) on TikTok | … Likes.` and again in
 * `Video from Display Name (@handle): "…"`; a page reached through a short link has no handle in its URL.
 */
function parseTikTokDescription(text: string): { handle?: string; displayName?: string; caption?: string } {
  const caption = /\(@[\w.]+\):\s*["“]([\s\S]*)["”]/.exec(text)?.[1];
  const named = /^([^()|\n]+?)\s*\(@([\w.]+)\)\s+on TikTok/i.exec(text);
  if (named) return { displayName: named[1], handle: named[2], caption };
  const handle = /\(@([\w.]+)\)/.exec(text)?.[1];
  return handle ? { handle, caption } : {};
}

/** Text compared for sameness: whitespace and line breaks collapsed, emoji joiners dropped, case folded. */
function squash(text: string): string {
  return normalizeSpace(text.replace(/[\ufe0e\ufe0f\u200d]/g, "")).toLowerCase();
}

const ELLIPSIS = /\s*(?:\.{3}|…)\s*$/;

/**
 * The full text of a caption that meta tags cut short ("… 2 tbsp chili powder...") or flattened to one line:
 * the page's embedded data holds the whole text, with its line breaks, as one of its strings. A string that
 * starts with the meta caption (ellipsis removed) and is longer, or has the line breaks it lacks, replaces it.
 */
function fullCaption(caption: string, blobs: Json[]): string {
  const key = squash(caption.replace(ELLIPSIS, ""));
  if (key.length < 20) return caption;
  const breaks = (text: string): number => text.split("\n").length;
  let best: string | undefined;
  const visit = (value: Json, depth: number): void => {
    if (depth > 60) return;
    if (typeof value === "string") {
      if (value.length < key.length || (best && value.length <= best.length)) return;
      const candidate = squash(value);
      if (!candidate.startsWith(key)) return;
      if (candidate.length > key.length || breaks(value) > breaks(caption)) best = value;
      return;
    }
    if (Array.isArray(value)) for (const item of value) visit(item, depth + 1);
    else if (isObject(value)) for (const child of Object.values(value)) visit(child, depth + 1);
  };
  for (const blob of blobs) visit(blob, 0);
  return best ?? caption;
}

/** YouTube's microdata author: <span itemprop="author"><link itemprop="url" href="…/@handle"><link itemprop="name" content="…">. */
function readMicrodataAuthor($: CheerioAPI): EmbeddedPost {
  const author = $('[itemprop="author"]').first();
  if (author.length === 0) return {};
  const url = author.find('[itemprop="url"]').first();
  const name = author.find('[itemprop="name"]').first();
  return { profileUrl: url.attr("href") ?? url.attr("content"), displayName: name.attr("content") ?? (name.text().trim() || undefined) };
}

/** Caption and author from JSON-LD VideoObject / SocialMediaPosting / ImageObject nodes. */
function readJsonLdPost($: CheerioAPI): EmbeddedPost | undefined {
  const nodes: JsonObject[] = [];
  const visit = (value: Json): void => {
    for (const item of asArray(value)) {
      if (!isObject(item)) continue;
      nodes.push(item);
      const graph = prop(item, "@graph");
      if (graph !== undefined) visit(graph);
    }
  };
  $('script[type="application/ld+json" i]').each((_, el) => {
    const parsed = parseJsonLenient($(el).text());
    if (parsed !== undefined) visit(parsed);
  });
  const post = nodes.find((n) => ["VideoObject", "SocialMediaPosting", "ImageObject", "Article"].some((t) => hasType(n, t)));
  if (!post) return undefined;
  const text = (v: Json | undefined): string | undefined => (typeof v === "string" && v.trim() ? v : undefined);
  const author = asArray(prop(post, "author") ?? prop(post, "creator")).find(isObject);
  const alternate = author ? text(prop(author, "alternateName")) : undefined;
  const authorUrl = author ? text(prop(author, "url")) : undefined;
  const image = asArray(prop(post, "thumbnailUrl") ?? prop(post, "image"))[0];
  return {
    caption: text(prop(post, "articleBody")) ?? text(prop(post, "description")) ?? text(prop(post, "caption")),
    title: text(prop(post, "name")) ?? text(prop(post, "headline")),
    handle: alternate?.replace(/^@/, ""),
    displayName: author ? text(prop(author, "name")) : undefined,
    profileUrl: authorUrl,
    avatarUrl: author ? text(asArray(prop(author, "image"))[0] ?? null) : undefined,
    imageUrl: typeof image === "string" ? image : isObject(image) ? text(prop(image, "url")) : undefined,
  };
}

/** Merge sources, earlier ones winning field by field. */
function merge(...sources: Array<EmbeddedPost | undefined>): EmbeddedPost {
  const out: EmbeddedPost = {};
  for (const source of sources) {
    if (!source) continue;
    for (const [key, value] of Object.entries(source) as Array<[keyof EmbeddedPost, string | undefined]>) {
      if (value && out[key] === undefined) out[key] = value;
    }
  }
  return out;
}

/**
 * Read a social post page (Instagram, TikTok, YouTube, Facebook, Pinterest): caption, image, creator
 * and canonical URL from embedded post data, JSON-LD and Open Graph tags. Returns null for pages of
 * other sites and for pages without any caption or title.
 */
export function extractSocialPost(html: string, pageUrl: string): SocialPost | null {
  const platform = detectSocialPlatform(pageUrl);
  if (!platform) return null;
  const $ = load(html);
  const ogDescription = rawMeta($, "og:description", "twitter:description", "description");
  const ogTitle = metaContent($, "og:title", "twitter:title");
  const summary = platform === "instagram" && ogDescription ? parseInstagramSummary(ogDescription) : {};
  // Without an og:description the og:title still holds the caption (cut short) and the author's name.
  const igTitle = platform === "instagram" ? parseInstagramTitle(rawMeta($, "og:title", "twitter:title") ?? "") : undefined;
  const tiktokMeta = platform === "tiktok" ? parseTikTokDescription(rawMeta($, "description") ?? ogTitle ?? "") : {};
  const ogCaption = rawMeta($, "og:description", "twitter:description");
  const fromMeta: EmbeddedPost = {
    // TikTok's plain description wraps the caption in counts ("… Video from Cook (@cook): "caption". original sound").
    caption: summary.caption ?? (platform === "tiktok" && !ogCaption ? tiktokMeta.caption : undefined) ?? ogDescription ?? igTitle?.caption,
    title: platform === "youtube" || platform === "pinterest" ? ogTitle : undefined,
    handle: summary.handle ?? tiktokMeta.handle,
    displayName: igTitle?.displayName ?? tiktokMeta.displayName,
    imageUrl: metaContent($, "og:image", "og:image:url", "twitter:image"),
    linkUrl: platform === "pinterest" ? metaContent($, "og:see_also") : undefined,
  };
  const microdata = platform === "youtube" ? readMicrodataAuthor($) : undefined;

  const url = absoluteUrl($('link[rel~="canonical" i]').first().attr("href"), pageUrl) ?? absoluteUrl(metaContent($, "og:url"), pageUrl) ?? pageUrl;
  const blobs = dataBlobs($);
  const embedded = readEmbeddedPost($, platform, [url, pageUrl], blobs);
  const jsonLd = readJsonLdPost($);
  // og:description is truncated on most platforms, so embedded data and JSON-LD come first.
  const data = merge(embedded, jsonLd, fromMeta, microdata);
  // A caption from meta tags alone may be cut short or flattened; the page's data may hold all of it.
  const metaCaption = !embedded?.caption && !jsonLd?.caption && data.caption ? fullCaption(data.caption, blobs) : data.caption;
  const caption = metaCaption ? tidyCaption(metaCaption) : "";
  const title = data.title ? normalizeSpace(data.title) : undefined;
  if (!caption && !title) return null;

  const post: SocialPost = { platform, url, caption };
  if (title) post.title = title;
  const imageUrl = absoluteUrl(data.imageUrl, pageUrl);
  if (imageUrl) post.imageUrl = imageUrl;
  const linkUrl = absoluteUrl(data.linkUrl, pageUrl);
  if (linkUrl) post.linkUrl = linkUrl;
  // Profile URLs in source order: the first that names a handle gives it when no source states one.
  const profileUrls = [embedded, jsonLd, fromMeta, microdata]
    .map((source) => absoluteUrl(source?.profileUrl, pageUrl))
    .filter((u): u is string => u !== undefined);
  const handle =
    data.handle ??
    profileUrls.map((u) => handleFromUrl(platform, u)).find((h) => h !== undefined) ??
    handleFromUrl(platform, url) ??
    handleFromUrl(platform, pageUrl);
  if (handle) {
    const sameHandle = (u: string): boolean => handleFromUrl(platform, u)?.toLowerCase() === handle.toLowerCase();
    const creator: SocialCreator = {
      platform,
      handle,
      profileUrl: profileUrls.find(sameHandle) ?? profileUrlFor(platform, handle),
    };
    if (data.displayName) creator.displayName = normalizeSpace(htmlToText(data.displayName));
    const avatar = absoluteUrl(data.avatarUrl, pageUrl);
    if (avatar) creator.avatarUrl = avatar;
    post.creator = creator;
  }
  return post;
}
