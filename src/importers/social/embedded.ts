import type { CheerioAPI } from "cheerio";
import { isObject, parseJsonLenient } from "../web/json";
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

/** Every JSON document in the page's data scripts, and objects assigned to window globals. */
function dataBlobs($: CheerioAPI): Json[] {
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
    // ytInitialPlayerResponse = {...}; window._sharedData = {...}; and similar hydration globals.
    for (const match of text.matchAll(/(?:ytInitialPlayerResponse|ytInitialData|_sharedData|__INITIAL_STATE__|__additionalDataLoaded\([^,]*,)\s*=?\s*(?=\{)/g)) {
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

/** TikTok item: {desc, author: {uniqueId, nickname, avatarThumb}}. */
function tiktok(node: JsonObject): EmbeddedPost | undefined {
  const author = obj(node.author);
  if (!str(node.desc) || !author || !str(author.uniqueId)) return undefined;
  return { caption: str(node.desc), handle: str(author.uniqueId), displayName: str(author.nickname), avatarUrl: str(author.avatarLarger) ?? str(author.avatarThumb), imageUrl: str(obj(node.video)?.cover) };
}

/** Instagram media: caption.text or edge_media_to_caption, with owner/user {username, full_name}. */
function instagram(node: JsonObject): EmbeddedPost | undefined {
  const owner = obj(node.owner) ?? obj(node.user);
  const edge = obj(node.edge_media_to_caption);
  const edges = edge && Array.isArray(edge.edges) ? edge.edges : [];
  const firstEdge = edges.find(isObject);
  const caption = str(obj(node.caption)?.text) ?? str(obj(firstEdge?.node)?.text);
  if (!caption || !owner || !str(owner.username)) return undefined;
  return { caption, handle: str(owner.username), displayName: str(owner.full_name), avatarUrl: str(owner.profile_pic_url), imageUrl: str(node.display_url) };
}

/** YouTube player response: videoDetails {title, shortDescription, author} plus the microformat's owner URL. */
function youtube(blob: Json): EmbeddedPost | undefined {
  const details = findObject(blob, (n) => typeof n.shortDescription === "string" && typeof n.videoId === "string");
  if (!details) return undefined;
  const micro = findObject(blob, (n) => typeof n.ownerProfileUrl === "string");
  const profileUrl = str(micro?.ownerProfileUrl);
  const handle = profileUrl ? /\/@([^/?#]+)/.exec(profileUrl)?.[1] : undefined;
  return { caption: str(details.shortDescription), title: str(details.title), displayName: str(details.author), handle, profileUrl };
}

/** Pinterest pin: {description, pinner: {username, full_name, image_medium_url}}. */
function pinterest(node: JsonObject): EmbeddedPost | undefined {
  const pinner = obj(node.pinner) ?? obj(node.native_creator);
  if (!pinner || !str(pinner.username)) return undefined;
  const caption = str(node.description) ?? str(node.closeup_unified_description);
  if (!caption) return undefined;
  return { caption, title: str(node.title) ?? str(node.grid_title), handle: str(pinner.username), displayName: str(pinner.full_name), avatarUrl: str(pinner.image_medium_url) };
}

/** Read the platform's embedded post data, when the page carries it. */
export function readEmbeddedPost($: CheerioAPI, platform: string): EmbeddedPost | undefined {
  for (const blob of dataBlobs($)) {
    let post: EmbeddedPost | undefined;
    if (platform === "youtube") post = youtube(blob);
    else {
      const reader = platform === "tiktok" ? tiktok : platform === "instagram" ? instagram : platform === "pinterest" ? pinterest : undefined;
      if (!reader) return undefined;
      const node = findObject(blob, (n) => reader(n) !== undefined);
      post = node ? reader(node) : undefined;
    }
    if (post) return post;
  }
  return undefined;
}
