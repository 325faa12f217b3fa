import { z } from "zod";
import { userSchema } from "../users/users.schemas";

/** The web session's answer: the access token (kept in memory by the app) and who signed in. */
export const webSessionSchema = z.object({
  access_token: z.string().describe("Short-lived bearer token (Authorization: Bearer …); keep it in memory only"),
  expires_at: z.string().describe("When the access token expires; refresh a little before"),
  user: userSchema,
});
export type WebSessionOut = z.infer<typeof webSessionSchema>;

export const signInSchema = z.strictObject({ email: z.string().min(1).max(254), password: z.string().min(1).max(1024) });

export const oidcSignInSchema = z.strictObject({
  code: z.string().min(1).max(4096).describe("The authorization code the provider sent to /auth/callback"),
  code_verifier: z
    .string()
    .regex(/^[A-Za-z0-9._~-]{43,128}$/, "code_verifier must be 43 to 128 unreserved characters (RFC 7636)")
    .describe("The PKCE verifier whose S256 challenge went with the authorization request"),
  redirect_uri: z.string().url().max(2048).describe("Must equal the registered redirect URI (OIDC_REDIRECT_URI, default PUBLIC_URL/auth/callback)"),
  nonce: z.string().min(1).max(512).optional().describe("The nonce sent with the authorization request, if any; the id token must carry the same"),
});

export const setupStatusSchema = z.object({
  needs_setup: z.boolean().describe("True while the instance has no user: the app offers to create the administrator"),
  registration_open: z.boolean(),
  oidc: z
    .object({ authorization_endpoint: z.string(), client_id: z.string(), scope: z.string() })
    .nullable()
    .describe("Sign-in through the OIDC provider (authorization code + PKCE S256), or null when not configured"),
});
