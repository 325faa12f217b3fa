import type { CheerioAPI } from "cheerio";
import { asArray, isObject, parseJsonLenient } from "../web/json";
import type { Json, JsonObject } from "../web/json";

/** Post data that the platforms embed in their pages for client-side hydration. */
export interface EmbeddedPost {
  caption?: string;
  title?: string;
  handle?: string;
  displayName?: string;
  avatarUrl?: string;
  profileUrl?: string;
  imageUrl?: string;
  /** The page a post links out to (a pin's recipe site). */
  linkUrl?: string;
}

/** Parse the JSON value that starts at `start` (an opening brace), by matching braces outside strings. */
function balancedJson(text: string, start: number): Json | undefined {
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i += 1) {
    const ch = text[i];
    if (inString) {
      if (ch === "\\") i += 1;
      else if (ch === '"') inString = false;
    } else if (ch === '"') inString = true;
    else if (ch === "{") depth += 1;
    else if (ch === "}") {
      depth -= 1;
      if (depth === 0) return parseJsonLenient(text.slice(start, i + 1));
    }
  }
  return undefined;
}

/** A hydration global assigned in a script, as `name = {`, `window["name"] = {` or `__additionalDataLoaded(path, {`. */
const GLOBAL_ASSIGNMENT =
  /(?:window\s*\[\s*["'](?:ytInitialPlayerResponse|ytInitialData|_sharedData|__INITIAL_STATE__|SIGI_STATE)["']\s*\]|ytInitialPlayerResponse|ytInitialData|_sharedData|__INITIAL_STATE__|SIGI_STATE|__additionalDataLoaded\([^,]*,)\s*=?\s*(?=\{)/g;

/** Every JSON document in the page's data scripts, and objects assigned to window globals. */
export function dataBlobs($: CheerioAPI): Json[] {
  const blobs: Json[] = [];
  $("script").each((_, el) => {
    const type = ($(el).attr("type") ?? "").toLowerCase();
    const text = $(el).text();
    if (type === "application/json") {
      const parsed = parseJsonLenient(text);
      if (parsed !== undefined) blobs.push(parsed);
      return;
    }
    if (type !== "" && type !== "text/javascript") return;
    // ytInitialPlayerResponse = {...}; window["ytInitialData"] = {...}; window._sharedData = {...}; and similar.
    for (const match of text.matchAll(GLOBAL_ASSIGNMENT)) {
      const parsed = balancedJson(text, (match.index ?? 0) + match[0].length);
      if (parsed !== undefined) blobs.push(parsed);
    }
  });
  return blobs;
}

/** Depth-first search for the first object that satisfies the predicate. */
function findObject(value: Json, test: (node: JsonObject) => boolean, depth = 0): JsonObject | undefined {
  if (depth > 40) return undefined;
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = findObject(item, test, depth + 1);
      if (found) return found;
    }
    return undefined;
  }
  if (!isObject(value)) return undefined;
  if (test(value)) return value;
  for (const child of Object.values(value)) {
    const found = findObject(child, test, depth + 1);
    if (found) return found;
  }
  return undefined;
}

const str = (value: Json | undefined): string | undefined => (typeof value === "string" && value.trim() ? value.trim() : undefined);
const obj = (value: Json | undefined): JsonObject | undefined => (isObject(value) ? value : undefined);

/** A field by its snake_case name or its camelCase twin: Pinterest's Redux state uses one, its Relay responses the other. */
function field(node: JsonObject | undefined, snake: string): Json | undefined {
  if (!node) return undefined;
  return node[snake] ?? node[snake.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase())];
}

/** The longest of several texts that describe the same post (a short blurb and the full description). */
function longest(...values: Array<string | undefined>): string | undefined {
  return values.reduce<string | undefined>((best, v) => (v && (!best || v.length > best.length) ? v : best), undefined);
}

/**
 * TikTok item: {desc, author: {uniqueId, nickname, avatarThumb}}. In SIGI_STATE pages the item names its
 * author by uniqueId only ({desc, author: "cook", nickname}) and the profile sits in UserModule.users.
 */
function tiktok(node: JsonObject, blob: Json): EmbeddedPost | undefined {
  const desc = str(node.desc);
  if (!desc) return undefined;
  const authorId = str(node.author);
  const author = obj(node.author) ?? (authorId ? findObject(blob, (n) => n.uniqueId === authorId) : undefined);
  const handle = str(author?.uniqueId) ?? authorId;
  if (!handle) return undefined;
  return {
    caption: desc,
    handle,
    displayName: str(author?.nickname) ?? str(node.nickname),
    avatarUrl: str(author?.avatarLarger) ?? str(author?.avatarThumb),
    imageUrl: str(obj(node.video)?.cover),
  };
}

/**
 * Instagram media: caption.text or edge_media_to_caption, with the author as `user` and/or `owner`. The web
 * info items carry both, `owner` often with the username alone, so each field comes from whichever has it.
 */
function instagram(node: JsonObject): EmbeddedPost | undefined {
  const people = [obj(node.user), obj(node.owner)].filter((p): p is JsonObject => p !== undefined && str(p.username) !== undefined);
  const edge = obj(node.edge_media_to_caption);
  const edges = edge && Array.isArray(edge.edges) ? edge.edges : [];
  const firstEdge = edges.find(isObject);
  const caption = str(obj(node.caption)?.text) ?? str(obj(firstEdge?.node)?.text);
  if (!caption || people.length === 0) return undefined;
  const pick = (key: string): string | undefined => people.map((p) => str(p[key])).find((v) => v !== undefined);
  const candidates = obj(node.image_versions2)?.candidates;
  const firstCandidate = Array.isArray(candidates) ? obj(candidates[0]) : undefined;
  return {
    caption,
    handle: pick("username"),
    displayName: pick("full_name"),
    avatarUrl: pick("profile_pic_url"),
    imageUrl: str(node.display_url) ?? str(firstCandidate?.url),
  };
}

/** The "@handle" of a YouTube URL or path ("http://www.youtube.com/@cook", "/@cook"). */
function youtubeHandle(url: string | undefined): string | undefined {
  const raw = url ? /(?:^|\/)@([^/?#]+)/.exec(url)?.[1] : undefined;
  if (!raw) return undefined;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * YouTube player response: videoDetails {title, shortDescription, author, channelId} plus the microformat's
 * owner URL. A channel without a handle in that URL ("/channel/UC…") may still show its "/@handle" as the
 * owner's canonicalBaseUrl in ytInitialData, a separate script of the same page.
 */
function youtube(blobs: Json[]): EmbeddedPost | undefined {
  for (const blob of blobs) {
    const details = findObject(blob, (n) => typeof n.shortDescription === "string" && typeof n.videoId === "string");
    if (!details) continue;
    const micro = findObject(blob, (n) => typeof n.ownerProfileUrl === "string");
    const ownerUrl = str(micro?.ownerProfileUrl);
    const channelId = str(details.channelId);
    let handle = youtubeHandle(ownerUrl);
    if (!handle) {
      for (const other of blobs) {
        const owner = findObject(
          other,
          (n) => typeof n.canonicalBaseUrl === "string" && n.canonicalBaseUrl.startsWith("/@") && (!channelId || n.browseId === channelId),
        );
        handle = youtubeHandle(str(owner?.canonicalBaseUrl));
        if (handle) break;
      }
    }
    return {
      caption: str(details.shortDescription),
      title: str(details.title),
      displayName: str(details.author) ?? str(micro?.ownerChannelName),
      handle,
      profileUrl: handle && !youtubeHandle(ownerUrl) ? undefined : ownerUrl,
    };
  }
  return undefined;
}

/**
 * A rich recipe pin's ingredients ({rich_metadata: {recipe: {categorized_ingredients: [{category, ingredients:
 * [{amt, name}]}]}}}) as lines: the pin's own text is often a one-line blurb and these are its recipe.
 */
function pinIngredients(node: JsonObject): Array<{ name: string; line: string }> {
  const recipe = obj(field(obj(field(node, "rich_metadata")), "recipe")) ?? obj(field(obj(field(node, "rich_summary")), "recipe"));
  const lines: Array<{ name: string; line: string }> = [];
  for (const group of asArray(field(recipe, "categorized_ingredients") ?? null)) {
    for (const item of asArray(field(obj(group), "ingredients") ?? null)) {
      const entry = obj(item);
      const name = str(field(entry, "name"));
      if (!name) continue;
      const amount = str(field(entry, "amt"));
      lines.push({ name, line: amount && !name.toLowerCase().startsWith(amount.toLowerCase()) ? `${amount} ${name}` : name });
    }
  }
  return lines;
}

/** Pinterest pin: {description, closeup_unified_description, pinner: {username, full_name}, link, rich_metadata}. */
function pinterest(node: JsonObject): EmbeddedPost | undefined {
  const pinner = obj(node.pinner) ?? obj(field(node, "native_creator")) ?? obj(field(node, "origin_pinner"));
  if (!pinner || !str(pinner.username)) return undefined;
  const text = longest(str(node.description), str(field(node, "closeup_unified_description")), str(field(node, "closeup_description")));
  // The rich recipe's list is added unless the pin's text already lists most of those ingredients.
  const ingredients = pinIngredients(node);
  const lower = (text ?? "").toLowerCase();
  const listed = ingredients.filter((item) => lower.includes(item.name.toLowerCase())).length;
  const addList = ingredients.length > 0 && listed * 2 < ingredients.length;
  const caption = [text, addList ? `Ingredients:\n${ingredients.map((item) => item.line).join("\n")}` : undefined].filter(Boolean).join("\n\n");
  if (!caption) return undefined;
  const rich = obj(field(node, "rich_metadata"));
  const image = str(obj(obj(node.images)?.orig)?.url) ?? str(obj(node.imageSpec_orig)?.url);
  return {
    caption,
    title: str(node.title) ?? str(field(node, "grid_title")) ?? str(field(node, "seo_title")),
    handle: str(pinner.username),
    displayName: str(field(pinner, "full_name")),
    avatarUrl: str(field(pinner, "image_medium_url")),
    imageUrl: image,
    linkUrl: str(node.link) ?? str(rich?.url),
  };
}

/** Keys under which Facebook's embedded stories name who posted them. */
// Not "author": comments name theirs under that key.
const FACEBOOK_AUTHOR_KEYS = ["actors", "video_owner", "owning_profile", "owner"];

/**
 * Facebook's author of a post or video: the first account under actors / video_owner / owning_profile, with its
 * name and, when it has one, its profile URL. The text itself is matched to the page's og:description instead
 * (see index.ts): the story data holds several texts (shared posts, comments) that no key tells apart.
 */
function facebook(blob: Json): EmbeddedPost | undefined {
  let author: JsonObject | undefined;
  findObject(blob, (n) => {
    for (const key of FACEBOOK_AUTHOR_KEYS) {
      const candidate = asArray(n[key] ?? null).find(isObject);
      if (candidate && str(candidate.name) && (candidate.__typename === "User" || candidate.__typename === "Page" || str(candidate.url))) {
        author = candidate;
        return true;
      }
    }
    return false;
  });
  if (!author) return undefined;
  const picture = obj(author.profile_picture) ?? obj(author.profilePicture);
  return { displayName: str(author.name), profileUrl: str(author.url) ?? str(author.profile_url), avatarUrl: str(picture?.uri) };
}

/** Identifier keys of a post object in the platforms' data: the post's own node carries the id in the page URL. */
const POST_ID_KEYS = ["id", "code", "shortcode", "entityId", "videoId", "pk"];

/**
 * The first node the reader accepts, preferring the one whose id is a segment of the page's URL: a page's data
 * may also hold related posts (other pins, suggested videos) before the post itself.
 */
function findPost(blob: Json, reader: (node: JsonObject) => EmbeddedPost | undefined, ids: Set<string>): EmbeddedPost | undefined {
  let first: JsonObject | undefined;
  const own = findObject(blob, (n) => {
    if (reader(n) === undefined) return false;
    first ??= n;
    return POST_ID_KEYS.some((key) => {
      const value = n[key];
      return (typeof value === "string" || typeof value === "number") && ids.has(String(value));
    });
  });
  const node = own ?? first;
  return node ? reader(node) : undefined;
}

/** The path segments and query values of the page's URLs, among which the post's id is. */
function urlIds(pageUrls: string[]): Set<string> {
  const ids = new Set<string>();
  for (const pageUrl of pageUrls) {
    try {
      const url = new URL(pageUrl);
      for (const part of url.pathname.split("/")) if (part.length >= 5) ids.add(part);
      for (const value of url.searchParams.values()) if (value.length >= 5) ids.add(value);
    } catch {
      // no ids in this one
    }
  }
  return ids;
}

/** Read the platform's embedded post data, when the page carries it. */
export function readEmbeddedPost($: CheerioAPI, platform: string, pageUrls: string[] = [], blobs: Json[] = dataBlobs($)): EmbeddedPost | undefined {
  if (platform === "youtube") return youtube(blobs);
  const ids = urlIds(pageUrls);
  for (const blob of blobs) {
    let post: EmbeddedPost | undefined;
    if (platform === "facebook") post = facebook(blob);
    else if (platform === "tiktok") post = findPost(blob, (n) => tiktok(n, blob), ids);
    else if (platform === "instagram") post = findPost(blob, instagram, ids);
    else if (platform === "pinterest") post = findPost(blob, pinterest, ids);
    else return undefined;
    if (post) return post;
  }
  return undefined;
}
