import { randomUUID, randomBytes, createHash } from "node:crypto";

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** A new UUID v4 record id. */
export const newId = (): string => randomUUID();

/** True when `s` is a UUID (path ids that are not answer 404 before reaching SQL). */
export const isUuid = (s: string): boolean => UUID_RE.test(s);

/** A random secret token, base64url (32 bytes by default). */
export const newSecret = (bytes = 32): string => randomBytes(bytes).toString("base64url");

/** sha256 hex of a secret, for storing tokens hashed. */
export const hashSecret = (s: string): string => createHash("sha256").update(s).digest("hex");
