import { defineRoute, type RouteDef } from "../../http/route";
import { loginSchema, refreshedSchema, refreshSchema, registerSchema, sessionSchema } from "./auth.schemas";
import { login, logout, refresh, register } from "./auth.service";

const tags = ["auth"];

/** Legacy username/password endpoints: deprecated, tightly rate limited, no token needed. */
export const authRoutes: RouteDef[] = [
  defineRoute({
    method: "POST",
    path: "/api/auth/register",
    summary: "Register with email and password (legacy; the first user becomes administrator)",
    tags,
    auth: "none",
    deprecated: true,
    rateLimit: "auth",
    body: registerSchema,
    responses: {
      201: { description: "Registered", schema: sessionSchema },
      409: { description: "Email already registered" },
      403: { description: "Registration closed" },
    },
    handler: ({ deps, body }) => register(deps, body),
  }),
  defineRoute({
    method: "POST",
    path: "/api/auth/login",
    summary: "Log in with email and password (legacy)",
    tags,
    auth: "none",
    deprecated: true,
    rateLimit: "auth",
    body: loginSchema,
    responses: { 200: { description: "Logged in", schema: sessionSchema }, 401: { description: "Wrong credentials (same answer for an unknown email)" } },
    handler: ({ deps, body, ctx }) => login(deps, body, ctx.state.rateKey as string),
  }),
  defineRoute({
    method: "POST",
    path: "/api/auth/refresh",
    summary: "Rotate a refresh token (reuse of a rotated token revokes the whole session family)",
    tags,
    auth: "none",
    deprecated: true,
    rateLimit: "auth",
    body: refreshSchema,
    responses: { 200: { description: "New tokens", schema: refreshedSchema }, 401: { description: "Invalid, expired, revoked or reused refresh token" } },
    handler: ({ deps, body }) => refresh(deps, body.refresh_token),
  }),
  defineRoute({
    method: "POST",
    path: "/api/auth/logout",
    summary: "Revoke a refresh token's session family",
    tags,
    auth: "none",
    deprecated: true,
    rateLimit: "auth",
    body: refreshSchema,
    responses: { 204: { description: "Logged out" } },
    handler: ({ deps, body }) => logout(deps, body.refresh_token),
  }),
];
