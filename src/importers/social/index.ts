import { load } from "cheerio";
import type { CheerioAPI } from "cheerio";
import { asArray, hasType, isObject, parseJsonLenient, prop } from "../web/json";
import type { Json, JsonObject } from "../web/json";
import { metaContent } from "../web/page-meta";
import { absoluteUrl, htmlToText, normalizeSpace } from "../web/text";
import { readEmbeddedPost } from "./embedded";
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
}

/** Keep line breaks (captions list ingredients one per line) but tidy each line. */
function tidyCaption(text: string): string {
  return htmlToText(text)
    .split(/\r?\n/)
    .map((line) => line.replace(/[ \t\u00a0]+/g, " ").trim())
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

/** Instagram's og:description: `12 likes, 3 comments - handle on May 1, 2024: "caption"`. */
function parseInstagramSummary(text: string): { handle?: string; caption?: string } {
  const match = /^[\d.,\s]*[KkMm]?\s*likes?,\s*[\d.,]*[KkMm]?\s*comments?\s*-\s*([\w.]+)\s+(?:on|el|am|le)\s+[^:]+:\s*["“]([\s\S]*)["”]\s*\.?\s*$/i.exec(text);
  if (match) return { handle: match[1], caption: match[2] };
  const titled = /^[\s\S]*?\s+on Instagram:\s*["“]([\s\S]*)["”]\s*$/i.exec(text);
  return titled ? { caption: titled[1] } : {};
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
  const fromMeta: EmbeddedPost = {
    caption: summary.caption ?? ogDescription,
    title: platform === "youtube" || platform === "pinterest" ? ogTitle : undefined,
    handle: summary.handle,
    imageUrl: metaContent($, "og:image", "og:image:url", "twitter:image"),
  };
  // og:description is truncated on most platforms, so embedded data and JSON-LD come first.
  const data = merge(readEmbeddedPost($, platform), readJsonLdPost($), fromMeta);

  const url = absoluteUrl($('link[rel~="canonical" i]').first().attr("href"), pageUrl) ??
    absoluteUrl(metaContent($, "og:url"), pageUrl) ?? pageUrl;
  const caption = data.caption ? tidyCaption(data.caption) : "";
  const title = data.title ? normalizeSpace(data.title) : undefined;
  if (!caption && !title) return null;

  const post: SocialPost = { platform, url, caption };
  if (title) post.title = title;
  const imageUrl = absoluteUrl(data.imageUrl, pageUrl);
  if (imageUrl) post.imageUrl = imageUrl;
  const profileHandle = data.profileUrl ? handleFromUrl(platform, data.profileUrl) : undefined;
  const handle = data.handle ?? profileHandle ?? handleFromUrl(platform, url) ?? handleFromUrl(platform, pageUrl);
  if (handle) {
    const creator: SocialCreator = {
      platform,
      handle,
      profileUrl: absoluteUrl(data.profileUrl, pageUrl) ?? profileUrlFor(platform, handle),
    };
    if (data.displayName) creator.displayName = normalizeSpace(data.displayName);
    const avatar = absoluteUrl(data.avatarUrl, pageUrl);
    if (avatar) creator.avatarUrl = avatar;
    post.creator = creator;
  }
  return post;
}
