import fs from "node:fs";
import path from "node:path";
import { generateKeyPairSync } from "node:crypto";

/** The server's VAPID identity for Web Push. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** VAPID needs a contact: the public https URL when there is one, otherwise a mailto: address. */
function subjectFor(publicUrl: string): string {
  const u = new URL(publicUrl);
  if (u.protocol === "https:" && u.hostname !== "localhost") return u.origin;
  return `mailto:push@${u.hostname === "localhost" || !u.hostname.includes(".") ? "recipe-library.invalid" : u.hostname}`;
}

function isKeys(v: unknown): v is VapidKeys {
  const o = v as Partial<VapidKeys> | null;
  return !!o && typeof o.publicKey === "string" && typeof o.privateKey === "string" && typeof o.subject === "string";
}

/**
 * A P-256 key pair in the VAPID encoding (RFC 8292): the public key as the uncompressed point, the private key as
 * the 32-byte scalar, both base64url. node:crypto does it without loading web-push at start-up.
 */
export function generateVapidKeys(): { publicKey: string; privateKey: string } {
  const { publicKey, privateKey } = generateKeyPairSync("ec", { namedCurve: "prime256v1" });
  const pub = publicKey.export({ format: "jwk" });
  const priv = privateKey.export({ format: "jwk" });
  const point = Buffer.concat([Buffer.from([4]), Buffer.from(String(pub.x), "base64url"), Buffer.from(String(pub.y), "base64url")]);
  return { publicKey: point.toString("base64url"), privateKey: String(priv.d) };
}

/**
 * Load the VAPID keys from the data directory, creating them on first start (file mode 0600: the private key signs
 * every push). Created with an exclusive write, so two processes starting at once cannot end up with two keys.
 */
export function loadOrCreateVapidKeys(dataDir: string, publicUrl: string): VapidKeys {
  const file = path.join(dataDir, "vapid.json");
  if (!fs.existsSync(file)) {
    const keys = generateVapidKeys();
    const record: VapidKeys = { publicKey: keys.publicKey, privateKey: keys.privateKey, subject: subjectFor(publicUrl) };
    try {
      fs.writeFileSync(file, JSON.stringify(record, null, 2), { mode: 0o600, flag: "wx" });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
    }
  }
  const parsed: unknown = JSON.parse(fs.readFileSync(file, "utf8"));
  if (!isKeys(parsed)) throw new Error(`${file} is not a VAPID key file`);
  return parsed;
}
