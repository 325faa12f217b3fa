import http from "node:http";
import { createHash, randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair, SignJWT, type JWK } from "jose";

/** What the fake provider puts in the id token of one authorization code. */
export interface CodeClaims {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  nonce?: string;
  /** Audience to claim (default: the client id). */
  aud?: string;
  /** Seconds until expiry (negative: already expired). */
  expiresIn?: number;
  /** Sign with a key the JWKS does not publish. */
  foreignKey?: boolean;
}

export interface FakeOidcProvider {
  issuer: string;
  clientId: string;
  /** Authorization codes handed out, as if the user had signed in at /authorize. */
  issueCode(claims: CodeClaims, redirectUri: string): { code: string; verifier: string };
  /** A bearer access token for the API (the existing OIDC bearer mode). */
  accessToken(sub: string, email?: string): Promise<string>;
  /**
   * Who signs in at GET /authorize (the browser flow): the provider approves at once and redirects back with a code
   * bound to the request's code_challenge. Unset, /authorize answers 403.
   */
  approveAs(claims: CodeClaims | null): void;
  /** Requests the token endpoint received (form fields), for assertions. */
  tokenRequests: Array<Record<string, string>>;
  close(): Promise<void>;
}

const s256 = (verifier: string): string => createHash("sha256").update(verifier).digest("base64url");

/**
 * A minimal OpenID Connect provider on loopback: discovery, JWKS, and a token endpoint that enforces PKCE S256,
 * the redirect URI, the client id (and secret when given) and single use of each code.
 */
export async function startFakeOidcProvider(
  opts: { clientId?: string; clientSecret?: string; oversizedTokenAnswer?: boolean } = {},
): Promise<FakeOidcProvider> {
  const clientId = opts.clientId ?? "recipe-web";
  const key = await generateKeyPair("RS256");
  const foreign = await generateKeyPair("RS256");
  const jwk: JWK = { ...(await exportJWK(key.publicKey)), kid: "k1", alg: "RS256", use: "sig" };
  const codes = new Map<string, { claims: CodeClaims; challenge: string; redirectUri: string }>();
  const tokenRequests: Array<Record<string, string>> = [];
  let issuer = "";
  let approved: CodeClaims | null = null;

  const sign = (claims: Record<string, unknown>, aud: string, expiresIn: number, foreignKey = false) => {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT(claims)
      .setProtectedHeader({ alg: "RS256", kid: "k1" })
      .setIssuer(issuer)
      .setAudience(aud)
      .setIssuedAt(now)
      .setExpirationTime(now + expiresIn)
      .sign(foreignKey ? foreign.privateKey : key.privateKey);
  };

  const json = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", issuer);
    if (req.method === "GET" && url.pathname === "/.well-known/openid-configuration") {
      return json(res, 200, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        code_challenge_methods_supported: ["S256"],
      });
    }
    if (req.method === "GET" && url.pathname === "/jwks") return json(res, 200, { keys: [jwk] });
    if (req.method === "GET" && url.pathname === "/authorize") {
      const q = url.searchParams;
      const redirectUri = q.get("redirect_uri") ?? "";
      const challenge = q.get("code_challenge") ?? "";
      if (!approved) return json(res, 403, { error: "access_denied" });
      if (q.get("response_type") !== "code" || q.get("client_id") !== clientId || q.get("code_challenge_method") !== "S256" || !challenge || !redirectUri) {
        return json(res, 400, { error: "invalid_request" });
      }
      const code = randomBytes(16).toString("base64url");
      codes.set(code, { claims: approved, challenge, redirectUri });
      const back = new URL(redirectUri);
      back.searchParams.set("code", code);
      if (q.get("state")) back.searchParams.set("state", q.get("state") ?? "");
      res.writeHead(302, { location: back.toString() });
      res.end();
      return;
    }
    if (req.method === "POST" && url.pathname === "/token") {
      let raw = "";
      req.on("data", (c: Buffer) => (raw += c.toString()));
      req.on("end", () => {
        const form = Object.fromEntries(new URLSearchParams(raw));
        tokenRequests.push(form);
        if (opts.oversizedTokenAnswer) {
          // A misbehaving provider: a megabyte of JSON, chunked (no Content-Length to refuse it by).
          res.writeHead(200, { "content-type": "application/json" });
          res.write('{"padding":"');
          for (let i = 0; i < 64; i++) res.write("x".repeat(16_384));
          res.end('"}');
          return;
        }
        if (opts.clientSecret) {
          // RFC 6749 §2.3.1: id and secret are form-urlencoded, then joined by ':' and base64-encoded.
          const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? "");
          const [id, secret] = Buffer.from(basic?.[1] ?? "", "base64")
            .toString()
            .split(":")
            .map((x) => decodeURIComponent(x.replace(/\+/g, " ")));
          if (id !== clientId || secret !== opts.clientSecret) return json(res, 401, { error: "invalid_client" });
        }
        const entry = codes.get(form.code ?? "");
        if (form.grant_type !== "authorization_code" || form.client_id !== clientId || !entry) return json(res, 400, { error: "invalid_grant" });
        codes.delete(form.code);
        if (form.redirect_uri !== entry.redirectUri) return json(res, 400, { error: "invalid_grant", error_description: "redirect_uri" });
        if (!form.code_verifier || s256(form.code_verifier) !== entry.challenge) return json(res, 400, { error: "invalid_grant", error_description: "PKCE" });
        const { sub, email, email_verified, name, nonce, aud, expiresIn, foreignKey } = entry.claims;
        const claims: Record<string, unknown> = { sub };
        if (email !== undefined) claims.email = email;
        if (email_verified !== undefined) claims.email_verified = email_verified;
        if (name !== undefined) claims.name = name;
        if (nonce !== undefined) claims.nonce = nonce;
        sign(claims, aud ?? clientId, expiresIn ?? 300, foreignKey).then(
          (idToken) => json(res, 200, { access_token: "opaque", token_type: "Bearer", expires_in: 300, id_token: idToken }),
          () => json(res, 500, { error: "server_error" }),
        );
      });
      return;
    }
    json(res, 404, { error: "not_found" });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    issuer,
    clientId,
    tokenRequests,
    issueCode(claims, redirectUri) {
      const code = randomBytes(16).toString("base64url");
      const verifier = randomBytes(32).toString("base64url");
      codes.set(code, { claims, challenge: s256(verifier), redirectUri });
      return { code, verifier };
    },
    accessToken: (sub, email) => sign(email ? { sub, email } : { sub }, clientId, 300),
    approveAs: (claims) => {
      approved = claims;
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
