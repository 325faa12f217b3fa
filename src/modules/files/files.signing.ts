import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/** Which rendition of a file a signed URL serves. */
export type MediaVariant = "original" | "preview";

/**
 * What let a URL's holder see the file, re-checked every time the URL is served: `u.<userId>` (the user could see
 * it: own file, or shown by a recipe shared into their household) or `s.<shareLinkId>` (a public share link). A
 * revoked link or a member who left stops the URLs already handed out. URLs made outside any request (exports,
 * background work) carry none and live by their expiry alone.
 */
export type MediaGrant = `u.${string}` | `s.${string}`;

/** Signs and verifies the capability URLs of GET /media/{file_id}. */
export interface MediaSigner {
  /** Absolute signed URL for a file, valid until at least `ttlSeconds` from now. */
  url(fileId: string, variant?: MediaVariant): string;
  /** True when `sig` is the signature of (fileId, exp, variant, grant) and `exp` (unix seconds) has not passed. */
  verify(fileId: string, exp: number, variant: MediaVariant, sig: string, nowMs: number, grant?: string): boolean;
  /** The same signer with every URL bound to `grant` (the `g` query parameter, covered by the signature). */
  forGrant(grant: MediaGrant): MediaSigner;
}

const SECRET_FILE = "media-url.key";

/**
 * The HMAC key lives in the data directory (mode 0600) so URLs survive restarts and never depend on a config
 * value that an operator could leave at a default.
 */
export function loadOrCreateMediaSecret(dataDir: string): Buffer {
  const file = path.join(dataDir, SECRET_FILE);
  try {
    const existing = fs.readFileSync(file);
    if (existing.length >= 32) return existing;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
  }
  const secret = randomBytes(32);
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, secret, { mode: 0o600 });
  fs.renameSync(tmp, file);
  return secret;
}

const sign = (secret: Buffer, fileId: string, exp: number, variant: MediaVariant, grant: string): string =>
  createHmac("sha256", secret)
    // Without a grant the signed text is what it always was, so URLs handed out before grants keep verifying.
    .update(grant === "" ? `${fileId}\n${exp}\n${variant}` : `${fileId}\n${exp}\n${variant}\n${grant}`)
    .digest("base64url");

/**
 * Expiry is rounded up to a whole step (a tenth of the TTL, at most 5 minutes), so the same file yields the same
 * URL for a while: browsers and apps can cache images by URL, and list responses stay byte-stable between polls.
 * A URL is therefore valid for between `ttl` and `ttl + step` seconds.
 */
export function createMediaSigner(secret: Buffer, publicUrl: string, ttlSeconds: number, now: () => number, grant = ""): MediaSigner {
  const step = Math.max(1, Math.min(300, Math.floor(ttlSeconds / 10)));
  const base = publicUrl.replace(/\/+$/, "");
  const g = grant === "" ? "" : `&g=${grant}`;
  return {
    url(fileId, variant = "original") {
      const exp = Math.ceil((Math.floor(now() / 1000) + ttlSeconds) / step) * step;
      const v = variant === "preview" ? "&variant=preview" : "";
      return `${base}/media/${fileId}?exp=${exp}&sig=${sign(secret, fileId, exp, variant, grant)}${v}${g}`;
    },
    forGrant: (next) => createMediaSigner(secret, publicUrl, ttlSeconds, now, next),
    verify(fileId, exp, variant, sig, nowMs, grantGiven = "") {
      if (!Number.isSafeInteger(exp) || exp * 1000 <= nowMs) return false;
      const expected = Buffer.from(sign(secret, fileId, exp, variant, grantGiven));
      const given = Buffer.from(sig);
      // timingSafeEqual needs equal lengths; the length of a valid signature is public anyway.
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
