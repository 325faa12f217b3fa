import fs from "node:fs";
import path from "node:path";
import {
  generateKeyPair,
  exportJWK,
  importJWK,
  SignJWT,
  jwtVerify,
  createRemoteJWKSet,
  calculateJwkThumbprint,
  type JWK,
  type JWTPayload,
  type CryptoKey,
  type KeyObject,
} from "jose";
import type { Config } from "../config";
import { BoundedMap } from "../lib/bounded-map";

/** Audience of the built-in issuer's access tokens. */
export const ACCESS_AUDIENCE = "recipe-library";
/** Explicit type of access tokens, so that no other kind of token can pass as one (RFC 8725 §3.11). */
const ACCESS_TYP = "at+jwt";
const MAX_TOKEN_LENGTH = 8192;
const CLOCK_TOLERANCE_S = 30;

/** Claims the server relies on after verification. */
export interface VerifiedToken {
  sub: string;
  exp: number;
  email?: string;
}

export interface TokenService {
  /** Sign a built-in access token for `userId`. */
  issueAccessToken(userId: string): Promise<{ token: string; expiresAt: string }>;
  /** Verify a bearer token; throws on any failure. Verified tokens are cached until `exp`. */
  verify(token: string): Promise<VerifiedToken>;
  /** The cached verification of a token seen before and not yet expired (synchronous fast path), else undefined. */
  verifiedBefore(token: string): VerifiedToken | undefined;
  /** The public JWKS of the built-in issuer. */
  jwks(): { keys: JWK[] };
}

type Key = CryptoKey | KeyObject;

/** Load the Ed25519 signing key from the data directory, creating it (mode 0600) on first start. */
export async function loadOrCreateSigningKey(dataDir: string): Promise<{ privateKey: Key; publicKey: Key; publicJwk: JWK; kid: string }> {
  const file = path.join(dataDir, "keys", "signing-key.json");
  let privJwk: JWK;
  if (fs.existsSync(file)) {
    privJwk = JSON.parse(fs.readFileSync(file, "utf8")) as JWK;
  } else {
    const { privateKey } = await generateKeyPair("EdDSA", { crv: "Ed25519", extractable: true });
    privJwk = await exportJWK(privateKey);
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    const tmp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, JSON.stringify(privJwk), { mode: 0o600 });
    fs.renameSync(tmp, file);
  }
  fs.chmodSync(file, 0o600);
  const { d: _d, ...publicJwk } = privJwk;
  const kid = await calculateJwkThumbprint(publicJwk);
  const privateKey = (await importJWK(privJwk, "EdDSA")) as Key;
  const publicKey = (await importJWK(publicJwk, "EdDSA")) as Key;
  return { privateKey, publicKey, publicJwk: { ...publicJwk, kid, alg: "EdDSA", use: "sig" }, kid };
}

/** A small LRU of verified tokens: Ed25519 verification costs ~100 µs, a map lookup almost nothing. */
class TokenCache {
  private readonly map: BoundedMap<string, VerifiedToken>;
  constructor(max: number) {
    this.map = new BoundedMap(max);
  }
  get(token: string, nowS: number): VerifiedToken | undefined {
    const v = this.map.get(token);
    if (!v) return undefined;
    if (v.exp <= nowS) {
      this.map.delete(token);
      return undefined;
    }
    return v;
  }
  set(token: string, v: VerifiedToken): void {
    this.map.set(token, v);
  }
}

/** Reject shapes no access token has before any crypto runs: JWE (five segments), oversized, non-compact. */
function assertCompactJws(token: string): void {
  if (token.length > MAX_TOKEN_LENGTH) throw new Error("token too long");
  const parts = token.split(".");
  if (parts.length !== 3 || parts.some((p) => !/^[A-Za-z0-9_-]*$/.test(p)) || parts[2].length === 0) throw new Error("not a compact JWS");
}

/** Discover an OIDC provider's JWKS URL. OIDC_ISSUER is trusted configuration (it may be http on the LAN). */
async function discoverJwksUrl(issuer: string): Promise<string> {
  const res = await fetch(`${issuer.replace(/\/+$/, "")}/.well-known/openid-configuration`, { signal: AbortSignal.timeout(10_000) });
  if (!res.ok) throw new Error(`OIDC discovery failed with status ${res.status}`);
  const doc = (await res.json()) as { jwks_uri?: string };
  if (!doc.jwks_uri) throw new Error("OIDC discovery document has no jwks_uri");
  return doc.jwks_uri;
}

/** Build the token service: the built-in Ed25519 issuer, or verification of an external OIDC provider. */
export async function createTokenService(config: Config, nowMs: () => number): Promise<TokenService> {
  const cache = new TokenCache(10_000);
  const signing = await loadOrCreateSigningKey(config.dataDir);
  const builtinVerify = async (token: string) =>
    jwtVerify(token, signing.publicKey, {
      algorithms: ["EdDSA"],
      issuer: config.publicUrl,
      audience: ACCESS_AUDIENCE,
      typ: ACCESS_TYP,
      requiredClaims: ["exp", "iat", "sub"],
      clockTolerance: CLOCK_TOLERANCE_S,
      currentDate: new Date(nowMs()),
    });
  let externalVerify: ((token: string) => Promise<{ payload: JWTPayload }>) | null = null;
  if (config.oidc) {
    const oidc = config.oidc;
    let jwks: ReturnType<typeof createRemoteJWKSet> | null = null;
    externalVerify = async (token: string) => {
      jwks ??= createRemoteJWKSet(new URL(oidc.jwksUrl ?? (await discoverJwksUrl(oidc.issuer))));
      return jwtVerify(token, jwks, {
        algorithms: ["RS256", "PS256", "ES256", "EdDSA"],
        issuer: oidc.issuer,
        audience: oidc.audience,
        requiredClaims: ["exp", "iat", "sub"],
        clockTolerance: CLOCK_TOLERANCE_S,
        currentDate: new Date(nowMs()),
      });
    };
  }
  return {
    async issueAccessToken(userId) {
      const iat = Math.floor(nowMs() / 1000);
      const exp = iat + config.auth.accessTtlSeconds;
      const token = await new SignJWT({})
        .setProtectedHeader({ alg: "EdDSA", kid: signing.kid, typ: ACCESS_TYP })
        .setSubject(userId)
        .setIssuer(config.publicUrl)
        .setAudience(ACCESS_AUDIENCE)
        .setIssuedAt(iat)
        .setExpirationTime(exp)
        .sign(signing.privateKey);
      return { token, expiresAt: new Date(exp * 1000).toISOString() };
    },
    async verify(token) {
      const nowS = Math.floor(nowMs() / 1000);
      const hit = cache.get(token, nowS - CLOCK_TOLERANCE_S);
      if (hit) return hit;
      assertCompactJws(token);
      // With an external provider, the appliance's own tokens (the web app's sessions) stay valid: they are tried
      // first, pinned to EdDSA and this issuer, so a provider token fails them at once and goes to the provider.
      const external = externalVerify;
      const { payload } = external ? await builtinVerify(token).catch(() => external(token)) : await builtinVerify(token);
      if (typeof payload.sub !== "string" || payload.sub.length === 0 || payload.sub.length > 255 || typeof payload.exp !== "number") {
        throw new Error("token lacks sub or exp");
      }
      // jose checks iat against the clock only with maxTokenAge; a token "issued" in the future was not issued by a
      // clock we trust (or was forged to outlive a revocation), so it is refused beyond the skew allowance.
      if (typeof payload.iat !== "number" || payload.iat > nowS + CLOCK_TOLERANCE_S) throw new Error("token issued in the future");
      const v: VerifiedToken = { sub: payload.sub, exp: payload.exp, email: typeof payload.email === "string" ? payload.email : undefined };
      cache.set(token, v);
      return v;
    },
    verifiedBefore: (token) => cache.get(token, Math.floor(nowMs() / 1000) - CLOCK_TOLERANCE_S),
    jwks: () => ({ keys: [signing.publicJwk] }),
  };
}
