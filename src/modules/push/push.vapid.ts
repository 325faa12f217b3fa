import fs from "node:fs";
import path from "node:path";
import webpush from "web-push";

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
 * Load the VAPID keys from the data directory, creating them on first start (file mode 0600: the private key signs
 * every push). Created with an exclusive write, so two processes starting at once cannot end up with two keys.
 */
export function loadOrCreateVapidKeys(dataDir: string, publicUrl: string): VapidKeys {
  const file = path.join(dataDir, "vapid.json");
  if (!fs.existsSync(file)) {
    const keys = webpush.generateVAPIDKeys();
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
