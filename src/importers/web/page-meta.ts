import type { CheerioAPI } from "cheerio";
import { absoluteUrl, cleanText } from "./text";

/** Page-level metadata from <head>: used for provenance and as a fallback for the recipe fields. */
export interface PageMeta {
  title?: string;
  /** The page's own headline: the first <h1> that is not the site's logo or name. */
  headline?: string;
  description?: string;
  imageUrl?: string;
  siteName?: string;
  canonicalUrl?: string;
  author?: string;
  language?: string;
}

/** The content of the first <meta> whose property or name matches one of the keys. */
export function metaContent($: CheerioAPI, ...keys: string[]): string | undefined {
  for (const key of keys) {
    const value = $(`meta[property="${key}" i], meta[name="${key}" i], meta[itemprop="${key}" i]`).first().attr("content");
    const text = value ? cleanText(value) : "";
    if (text) return text;
  }
  return undefined;
}

/** Host name without a leading "www.", as a last-resort site name. */
export function hostLabel(pageUrl: string): string | undefined {
  try {
    return new URL(pageUrl).hostname.replace(/^www\./i, "") || undefined;
  } catch {
    return undefined;
  }
}

/** Read og:/twitter:/standard meta tags, the canonical link and the document language. */
export function readPageMeta($: CheerioAPI, pageUrl: string): PageMeta {
  const meta: PageMeta = {};
  const title = metaContent($, "og:title", "twitter:title") ?? (cleanText($("h1").first().text()) || cleanText($("title").first().text()));
  if (title) meta.title = title;
  const description = metaContent($, "og:description", "description", "twitter:description");
  if (description) meta.description = description;
  const image = absoluteUrl(metaContent($, "og:image", "og:image:url", "og:image:secure_url", "twitter:image"), pageUrl);
  if (image) meta.imageUrl = image;
  const siteName = metaContent($, "og:site_name", "application-name", "apple-mobile-web-app-title");
  if (siteName) meta.siteName = siteName;
  const headline = readHeadline($, [siteName, hostLabel(pageUrl)]);
  if (headline) meta.headline = headline;
  const canonical = absoluteUrl($('link[rel~="canonical" i]').first().attr("href"), pageUrl) ?? absoluteUrl(metaContent($, "og:url"), pageUrl);
  if (canonical) meta.canonicalUrl = canonical;
  const author = metaContent($, "author", "article:author", "twitter:creator");
  // article:author is often a profile URL, which is not a name.
  if (author && !/^https?:\/\//i.test(author)) meta.author = author;
  const language = ($("html").attr("lang") ?? metaContent($, "og:locale") ?? "").trim();
  if (language) meta.language = language.replace(/_/g, "-");
  return meta;
}

/**
 * The first <h1> that names the page rather than the site: sites often put their logo or name in an
 * <h1> of the header, so a heading equal to the site name (or inside a header or nav) is passed over.
 */
function readHeadline($: CheerioAPI, siteNames: Array<string | undefined>): string | undefined {
  const names = siteNames.filter((n): n is string => Boolean(n)).map((n) => letters(n.replace(/\.[a-z]{2,3}(\.[a-z]{2})?$/i, "")));
  for (const el of $("h1").toArray()) {
    if ($(el).closest("nav, footer, [role='banner']").length > 0) continue;
    const text = cleanText($(el).text());
    if (text.length === 0 || text.length > 200) continue;
    const key = letters(text);
    if (key.length === 0 || names.some((name) => name === key)) continue;
    return text;
  }
  return undefined;
}

const letters = (text: string): string =>
  text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^\p{L}\p{N}]+/gu, "");

/** Segments that only say "this is a recipe page". */
const GENERIC_SEGMENT = /^(recipes?|receitas?|recettes?|recetas?|rezepte?|recepten?|ricette|ricetta|blog|home)$/i;

/**
 * Remove a site name appended to (or put before) a title with a separator: "Pumpkin Pie | Kelly's
 * Clean Kitchen", "Roasties | Recipes | Poppy Cooks". A segment counts as the site when it matches
 * one of the known site names or is contained in the host name.
 */
export function stripSiteName(title: string, siteNames: Array<string | undefined>): string {
  const names = siteNames.filter((n): n is string => Boolean(n)).map((n) => letters(n.replace(/\.[a-z]{2,3}(\.[a-z]{2})?$/i, "")));
  const isSite = (segment: string): boolean => {
    const key = letters(segment);
    if (key.length < 3) return false;
    return GENERIC_SEGMENT.test(segment.trim()) || names.some((name) => name.length > 0 && (name === key || name.includes(key) || key.includes(name)));
  };
  // Odd indexes hold the separators, so the kept middle is rebuilt exactly as written.
  let parts = title.split(/(\s+[|–—-]\s+|\s*[|｜]\s*)/);
  while (parts.length > 2 && isSite(parts[parts.length - 1] ?? "")) parts = parts.slice(0, -2);
  while (parts.length > 2 && isSite(parts[0] ?? "")) parts = parts.slice(2);
  const kept = parts.join("").trim() || title;
  // Wikis prefix a namespace without a space ("Cookbook:Pumpkin Pie"); a real subtitle colon has one.
  return kept.replace(/^\p{L}+:(?=\p{Lu})/u, "");
}
