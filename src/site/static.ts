import fs from "node:fs";
import path from "node:path";
import type Koa from "koa";
import { sendStream } from "../http/send-body";

/** Content types of the files a web app build holds; anything else is served as bytes. */
const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".gif": "image/gif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".wasm": "application/wasm",
};

/** Precompressed siblings, in the server's order of preference. */
const ENCODINGS: ReadonlyArray<{ token: "br" | "gzip"; suffix: string }> = [
  { token: "br", suffix: ".br" },
  { token: "gzip", suffix: ".gz" },
];

export const IMMUTABLE = "public, max-age=31536000, immutable";
export const REVALIDATE = "no-cache";

/** A file of the web root, resolved and checked to be inside it. */
export interface WebFile {
  /** Absolute path of the file as requested (before choosing a compressed sibling). */
  file: string;
  /** Path relative to the web root with forward slashes, e.g. `assets/app-1a2b.js`. */
  rel: string;
}

/**
 * The file a URL path names inside `root`, or null when the path is not a plain file there. Refuses anything that
 * could leave the root: `..` segments (raw or percent-encoded), backslashes, NUL, dot-files, and symbolic links
 * that resolve outside it. `undefined` means the path is malformed (a traversal attempt): answer 404, no fallback.
 */
export function resolveWebFile(root: string, urlPath: string): WebFile | null | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes("\0") || decoded.includes("\\")) return undefined;
  const segments = decoded.split("/").filter((s) => s.length > 0);
  if (segments.some((s) => s === "..")) return undefined;
  if (segments.length === 0 || segments.some((s) => s.startsWith("."))) return null;
  const file = path.resolve(root, ...segments);
  if (!file.startsWith(root + path.sep)) return undefined;
  let real: string;
  try {
    real = fs.realpathSync(file);
    if (!fs.statSync(real).isFile()) return null;
  } catch {
    return null;
  }
  let realRoot: string;
  try {
    realRoot = fs.realpathSync(root);
  } catch {
    return null;
  }
  if (!real.startsWith(realRoot + path.sep)) return undefined;
  return { file, rel: segments.join("/") };
}

/** The encodings the client accepts (q > 0), from an Accept-Encoding header. */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const out = new Set<string>();
  if (!header) return out;
  for (const part of header.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    if (q && Number(q.slice(2)) <= 0) continue;
    if (name) out.add(name.trim());
  }
  return out;
}

/** True when If-None-Match names `etag` (or is `*`); weak comparison, as RFC 9110 asks for GET. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = etag.replace(/^W\//, "");
  return header.split(",").some((t) => {
    const v = t.trim();
    return v === "*" || v.replace(/^W\//, "") === bare;
  });
}

/**
 * Send one file of the web root: the `.br` or `.gz` sibling when the client accepts it (the build writes them
 * beside each asset), an ETag per variant with 304 answers, and the caching policy: hashed `/assets/*` cached a
 * year, everything else revalidated. The body is streamed from disk (sendStream): nothing is held in memory.
 */
export function sendWebFile(ctx: Koa.Context, target: WebFile, status = 200): void {
  const type = TYPES[path.extname(target.file).toLowerCase()] ?? "application/octet-stream";
  const accepted = acceptedEncodings(ctx.get("accept-encoding"));
  let chosen = target.file;
  let encoding: string | null = null;
  let stat = fs.statSync(target.file);
  for (const e of ENCODINGS) {
    if (!accepted.has(e.token)) continue;
    try {
      const s = fs.statSync(target.file + e.suffix);
      if (!s.isFile()) continue;
      chosen = target.file + e.suffix;
      encoding = e.token;
      stat = s;
      break;
    } catch {
      // No such sibling: try the next encoding.
    }
  }
  const etag = `"${stat.size.toString(36)}-${Math.floor(stat.mtimeMs).toString(36)}${encoding ? `-${encoding}` : ""}"`;
  const res = ctx.res;
  res.setHeader("Cache-Control", target.rel.startsWith("assets/") ? IMMUTABLE : REVALIDATE);
  res.setHeader("Vary", "Accept-Encoding");
  res.setHeader("ETag", etag);
  res.setHeader("Last-Modified", stat.mtime.toUTCString());
  if (status === 200 && matchesEtag(ctx.get("if-none-match") || undefined, etag)) {
    ctx.status = 304;
    ctx.body = null;
    return;
  }
  ctx.status = status;
  ctx.type = type;
  if (encoding) res.setHeader("Content-Encoding", encoding);
  if (ctx.method === "HEAD") {
    // No body at all (a null body would drop the length): Koa answers HEAD with the headers only.
    ctx.length = stat.size;
    return;
  }
  ctx.length = stat.size;
  sendStream(ctx, fs.createReadStream(chosen));
}
