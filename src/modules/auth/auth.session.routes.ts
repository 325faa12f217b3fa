import { defineRoute, type RouteDef } from "../../http/route";
import { registerSchema } from "./auth.schemas";
import { oidcSignInSchema, setupStatusSchema, signInSchema, webSessionSchema } from "./auth.session.schemas";
import { refreshSession, registerWithSession, setupFirstAdmin, setupStatus, signIn, signInWithProvider, signOut } from "./auth.session";

const tags = ["auth"];

const COOKIE =
  "The refresh token is set as cookie `rl_refresh` (HttpOnly, SameSite=Strict, Path=/api/auth/session, Secure when PUBLIC_URL is https), never in a body.";
const SET_COOKIE = { "Set-Cookie": "rl_refresh=…; Path=/api/auth/session; HttpOnly; SameSite=Strict[; Secure]" };
const CSRF =
  "Cookie-authenticated: the request must carry `Content-Type: application/json` or an `X-Requested-With` header, or come from a browser's same-origin request (`Sec-Fetch-Site: same-origin`); 403 otherwise.";

/** The web app's sign-in: first-run setup, registration, password and OIDC sign-in, cookie refresh, sign-out. */
export const sessionRoutes: RouteDef[] = [
  defineRoute({
    method: "GET",
    path: "/api/auth/setup",
    summary: "What the web app's first screen needs: whether the instance needs its administrator, and how to sign in",
    tags,
    auth: "none",
    responses: { 200: { description: "Setup and sign-in options", schema: setupStatusSchema } },
    handler: ({ deps }) => setupStatus(deps),
  }),
  defineRoute({
    method: "POST",
    path: "/api/auth/setup",
    summary: "Create the first administrator (only while the instance has no user) and start a web session",
    description: `Checked and created in one transaction: of two concurrent calls one wins, the other gets 409. ${COOKIE}`,
    tags,
    auth: "none",
    rateLimit: "auth",
    body: registerSchema,
    responses: {
      201: { description: "Administrator created and signed in", schema: webSessionSchema, headers: SET_COOKIE },
      409: { description: "The instance already has a user" },
    },
    handler: ({ deps, ctx, body }) => setupFirstAdmin(deps, ctx, body),
  }),
  defineRoute({
    method: "POST",
    path: "/api/auth/session/register",
    summary: "Create an account while registration is open, and start a web session",
    description: `Obeys the registration switch (\`GET /api/auth/setup\` says whether it is open: an administrator's \`PATCH /api/admin/settings\`, else REGISTRATION_OPEN); closed: 403 and nothing is created. People invited to a household use \`POST /api/household-invites/{token}/register\` instead, which works while registration is closed. ${COOKIE}`,
    tags,
    auth: "none",
    rateLimit: "auth",
    body: registerSchema,
    responses: {
      201: { description: "Account created and signed in", schema: webSessionSchema, headers: SET_COOKIE },
      403: { description: "Registration is closed on this instance" },
      409: { description: "An account with this email already exists" },
    },
    handler: ({ deps, ctx, body }) => registerWithSession(deps, ctx, body),
  }),
  defineRoute({
    method: "POST",
    path: "/api/auth/session",
    summary: "Sign in with email and password: access token in the body, refresh token in an HttpOnly cookie",
    description: `Rate limited per IP and per account. ${COOKIE}`,
    tags,
    auth: "none",
    rateLimit: "auth",
    body: signInSchema,
    responses: {
      200: { description: "Signed in", schema: webSessionSchema, headers: SET_COOKIE },
      401: { description: "Wrong credentials (same answer for an unknown email)" },
    },
    handler: ({ deps, ctx, body }) => signIn(deps, ctx, body),
  }),
  defineRoute({
    method: "POST",
    path: "/api/auth/session/refresh",
    summary: "Rotate the refresh cookie and answer a new access token",
    description: `Only the global per-IP limit applies (the token is 256 random bits: nothing to guess), so a family's devices reloading the app behind one address are not locked out. The cookie's token is single-use: presenting it again revokes the whole session (the rotated cookie has replaced it). Absent or invalid: 401 and the cookie is cleared. ${CSRF}`,
    tags,
    auth: "none",
    responses: {
      200: { description: "New access token; the cookie is rotated", schema: webSessionSchema, headers: SET_COOKIE },
      401: { description: "No cookie, or an invalid, expired, revoked or reused refresh token" },
      403: { description: "Neither a JSON content type, X-Requested-With nor a same-origin fetch" },
    },
    handler: ({ deps, ctx }) => refreshSession(deps, ctx),
  }),
  defineRoute({
    method: "DELETE",
    path: "/api/auth/session",
    summary: "Sign out: revoke the cookie's refresh token (its whole session) and clear the cookie",
    description: `Idempotent: without a cookie it still answers 204. ${CSRF}`,
    tags,
    auth: "none",
    responses: { 204: { description: "Signed out" }, 403: { description: "Neither a JSON content type, X-Requested-With nor a same-origin fetch" } },
    handler: ({ deps, ctx }) => signOut(deps, ctx),
  }),
  defineRoute({
    method: "POST",
    path: "/api/auth/session/oidc",
    summary: "Sign in through the OIDC provider: exchange the authorization code (PKCE) for a web session",
    description: `The server exchanges \`code\` and \`code_verifier\` at the provider's token endpoint, verifies the id token (issuer, audience = OIDC_CLIENT_ID, expiry, signature from the provider's JWKS, nonce when given), finds the user (id = the provider's sub; an existing account with the same email only when the provider marks it verified) or creates it, and starts the appliance's own session. ${COOKIE}`,
    tags,
    auth: "none",
    rateLimit: "auth",
    body: oidcSignInSchema,
    responses: {
      200: { description: "Signed in", schema: webSessionSchema, headers: SET_COOKIE },
      400: { description: "OIDC not configured, or a redirect_uri other than the registered one" },
      401: { description: "The provider refused the code or the id token does not verify" },
      502: { description: "The provider could not be reached" },
    },
    handler: ({ deps, ctx, body }) => signInWithProvider(deps, ctx, body),
  }),
];
