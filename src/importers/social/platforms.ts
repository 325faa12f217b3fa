/** Social platforms whose post pages the importer understands. */
export type SocialPlatform = "instagram" | "tiktok" | "youtube" | "facebook" | "pinterest";

const HOSTS: Array<[RegExp, SocialPlatform]> = [
  [/(^|\.)instagram\.com$|(^|\.)instagr\.am$/i, "instagram"],
  [/(^|\.)tiktok\.com$/i, "tiktok"],
  [/(^|\.)youtube\.com$|(^|\.)youtu\.be$|(^|\.)youtube-nocookie\.com$/i, "youtube"],
  [/(^|\.)facebook\.com$|(^|\.)fb\.watch$|(^|\.)fb\.com$/i, "facebook"],
  [/(^|\.)pinterest\.[a-z.]+$|(^|\.)pin\.it$/i, "pinterest"],
];

/** The social platform a URL belongs to, from its host; null for any other site or an invalid URL. */
export function detectSocialPlatform(url: string): SocialPlatform | null {
  let host: string;
  try {
    host = new URL(url).hostname;
  } catch {
    return null;
  }
  for (const [pattern, platform] of HOSTS) if (pattern.test(host)) return platform;
  return null;
}

/** Base URL of a profile on each platform, to build a creator's profileUrl from a handle. */
export function profileUrlFor(platform: SocialPlatform, handle: string): string {
  switch (platform) {
    case "instagram":
      return `https://www.instagram.com/${handle}/`;
    case "tiktok":
      return `https://www.tiktok.com/@${handle}`;
    case "youtube":
      return `https://www.youtube.com/@${handle}`;
    case "facebook":
      return `https://www.facebook.com/${handle}`;
    case "pinterest":
      return `https://www.pinterest.com/${handle}/`;
  }
}

/** Path segments that are routes of the platform, never user handles. */
const RESERVED = new Set([
  "p",
  "reel",
  "reels",
  "tv",
  "stories",
  "explore",
  "video",
  "videos",
  "watch",
  "shorts",
  "channel",
  "c",
  "user",
  "pin",
  "photo",
  "photos",
  "story.php",
  "permalink.php",
  "watch?v=",
  "share",
  "embed",
  "groups",
  "pages",
  "people",
  "profile.php",
  "hashtag",
  "events",
  "marketplace",
  "sharer",
  "sharer.php",
  "login",
  "accounts",
  "ideas",
  "search",
]);

/** Short-link hosts (pin.it/x, fb.watch/x, vm.tiktok.com/x, youtu.be/x): their path is a code, never a handle. */
const SHORT_LINK_HOST = /^(?:pin\.it|fb\.watch|vm\.tiktok\.com|vt\.tiktok\.com|youtu\.be)$/i;

/**
 * The handle a post or profile URL names ("/@cook/video/1", "/cook/reel/x", "/cook/"), if any. TikTok and
 * YouTube write handles with "@" in every URL, so a bare first segment there ("/t/ZT8x/") is a route. A
 * Facebook account without a vanity name is known by its number ("/people/Name/1000…/", "profile.php?id=").
 */
export function handleFromUrl(platform: SocialPlatform, url: string): string | undefined {
  let parsed: URL;
  let path: string[];
  try {
    parsed = new URL(url);
    path = parsed.pathname.split("/").filter(Boolean).map(decodeURIComponent);
  } catch {
    return undefined;
  }
  if (SHORT_LINK_HOST.test(parsed.hostname)) return undefined;
  const first = path[0];
  if (!first) return undefined;
  if (first.startsWith("@")) return first.slice(1) || undefined;
  if (platform === "youtube" || platform === "tiktok") return undefined;
  if (platform === "facebook") {
    if (first.toLowerCase() === "people" && path[2] && /^\d+$/.test(path[2])) return path[2];
    if (first.toLowerCase() === "profile.php") return parsed.searchParams.get("id") ?? undefined;
  }
  return RESERVED.has(first.toLowerCase()) ? undefined : first;
}
