import { createRemoteJWKSet, jwtVerify, type JWTPayload } from "jose";

/**
 * Requests to the admin-configured OpenID Connect provider. OIDC_ISSUER is trusted configuration (it may be plain
 * http on the LAN), so these do not go through the import SSRF guard (design/api-contract.md); they still have a
 * deadline and a size cap, since a misbehaving provider must not hang or bloat the appliance.
 */

const TIMEOUT_MS = 10_000;
const MAX_JSON_BYTES = 256 * 1024;
const DISCOVERY_TTL_MS = 3_600_000;
const DISCOVERY_RETRY_MS = 30_000;
const CLOCK_TOLERANCE_S = 30;
const ID_TOKEN_ALGORITHMS = ["RS256", "PS256", "ES256", "EdDSA"];

/** The fields of the discovery document the appliance uses. */
export interface ProviderMetadata {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
}

/** Thrown when the provider cannot be reached or answers nonsense (maps to 502). */
export class ProviderUnavailableError extends Error {}
/** Thrown when the provider refuses the code or the id token does not verify (maps to 401). */
export class ProviderRejectedError extends Error {}

const trimSlash = (u: string): string => u.replace(/\/+$/, "");

/** Read a JSON answer of at most MAX_JSON_BYTES (counted while streaming: Content-Length may lie). */
async function readCappedJson(res: Response): Promise<unknown> {
  const declared = Number(res.headers.get("content-length") ?? "0");
  if (declared > MAX_JSON_BYTES) throw new ProviderUnavailableError("provider answer too large");
  if (!res.body) return null;
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_JSON_BYTES) {
      await reader.cancel();
      throw new ProviderUnavailableError("provider answer too large");
    }
    chunks.push(value);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString("utf8")) as unknown;
  } catch {
    throw new ProviderUnavailableError("provider answer is not JSON");
  }
}

async function request(url: string, init: RequestInit = {}): Promise<{ status: number; json: unknown }> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, redirect: "error", signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch {
    throw new ProviderUnavailableError("provider unreachable");
  }
  return { status: res.status, json: await readCappedJson(res) };
}

const isHttpUrl = (v: unknown): v is string => typeof v === "string" && /^https?:\/\//i.test(v);

/** Fetch and check the discovery document: it must name the configured issuer and the endpoints used. */
export async function fetchProviderMetadata(issuer: string): Promise<ProviderMetadata> {
  const { status, json } = await request(`${trimSlash(issuer)}/.well-known/openid-configuration`);
  if (status !== 200 || !json || typeof json !== "object") throw new ProviderUnavailableError(`OIDC discovery failed with status ${status}`);
  const doc = json as Record<string, unknown>;
  if (typeof doc.issuer !== "string" || trimSlash(doc.issuer) !== trimSlash(issuer)) throw new ProviderUnavailableError("OIDC discovery names another issuer");
  if (!isHttpUrl(doc.authorization_endpoint) || !isHttpUrl(doc.token_endpoint) || !isHttpUrl(doc.jwks_uri)) {
    throw new ProviderUnavailableError("OIDC discovery lacks an endpoint");
  }
  return { issuer: doc.issuer, authorization_endpoint: doc.authorization_endpoint, token_endpoint: doc.token_endpoint, jwks_uri: doc.jwks_uri };
}

/** The identity an id token asserts, after verification. */
export interface OidcIdentity {
  sub: string;
  email?: string;
  emailVerified: boolean;
  name?: string;
}

/** The web app's OIDC client: provider metadata (cached), code exchange with PKCE, id token verification. */
export interface OidcWebClientService {
  metadata(): Promise<ProviderMetadata>;
  /** Exchange an authorization code at the token endpoint and verify the id token it answers. */
  exchange(input: { code: string; codeVerifier: string; redirectUri: string; nonce?: string }): Promise<OidcIdentity>;
}

export function createOidcWebClient(opts: {
  issuer: string;
  clientId: string;
  clientSecret?: string;
  jwksUrl?: string;
  now: () => number;
}): OidcWebClientService {
  let cached: { at: number; value: Promise<ProviderMetadata> } | null = null;
  let jwks: { url: string; set: ReturnType<typeof createRemoteJWKSet> } | null = null;
  const metadata = (): Promise<ProviderMetadata> => {
    const now = Date.now();
    if (cached && now - cached.at < DISCOVERY_TTL_MS) return cached.value;
    const value = fetchProviderMetadata(opts.issuer);
    const entry = { at: now, value };
    cached = entry;
    // A failed discovery is retried after a short pause, not at every request.
    value.catch(() => {
      entry.at = now - DISCOVERY_TTL_MS + DISCOVERY_RETRY_MS;
    });
    return value;
  };
  const keySet = (url: string) => {
    if (!jwks || jwks.url !== url) jwks = { url, set: createRemoteJWKSet(new URL(url), { timeoutDuration: TIMEOUT_MS }) };
    return jwks.set;
  };
  return {
    metadata,
    async exchange({ code, codeVerifier, redirectUri, nonce }) {
      const meta = await metadata();
      const form = new URLSearchParams({
        grant_type: "authorization_code",
        code,
        redirect_uri: redirectUri,
        code_verifier: codeVerifier,
        client_id: opts.clientId,
      });
      const headers: Record<string, string> = { "content-type": "application/x-www-form-urlencoded", accept: "application/json" };
      if (opts.clientSecret) {
        // client_secret_basic, the default method of OpenID Connect Core §9 (both parts form-encoded first).
        const basic = `${encodeURIComponent(opts.clientId)}:${encodeURIComponent(opts.clientSecret)}`;
        headers.authorization = `Basic ${Buffer.from(basic).toString("base64")}`;
      }
      const { status, json } = await request(meta.token_endpoint, { method: "POST", headers, body: form.toString() });
      if (status >= 500) throw new ProviderUnavailableError(`token endpoint answered ${status}`);
      const idToken = status === 200 && json && typeof json === "object" ? (json as { id_token?: unknown }).id_token : undefined;
      if (typeof idToken !== "string" || idToken.length > 16_384) throw new ProviderRejectedError("the provider refused the code");
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(idToken, keySet(opts.jwksUrl ?? meta.jwks_uri), {
          algorithms: ID_TOKEN_ALGORITHMS,
          issuer: meta.issuer,
          audience: opts.clientId,
          requiredClaims: ["exp", "iat", "sub"],
          clockTolerance: CLOCK_TOLERANCE_S,
          currentDate: new Date(opts.now()),
        }));
      } catch {
        throw new ProviderRejectedError("the id token does not verify");
      }
      // OpenID Connect Core §3.1.3.7: with several audiences, azp must name this client.
      if (Array.isArray(payload.aud) && payload.aud.length > 1 && payload.azp !== opts.clientId)
        throw new ProviderRejectedError("id token issued to another client");
      if ((nonce !== undefined || payload.nonce !== undefined) && payload.nonce !== nonce) throw new ProviderRejectedError("id token nonce mismatch");
      if (typeof payload.sub !== "string" || payload.sub.length === 0 || payload.sub.length > 255) throw new ProviderRejectedError("id token lacks sub");
      const email = typeof payload.email === "string" && payload.email.length <= 254 ? payload.email : undefined;
      const name = typeof payload.name === "string" ? payload.name.slice(0, 100) : undefined;
      // Some providers (older Cognito pools) send the flag as a string.
      const emailVerified = payload.email_verified === true || payload.email_verified === "true";
      return { sub: payload.sub, email, emailVerified, name };
    },
  };
}
