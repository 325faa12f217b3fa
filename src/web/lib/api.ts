// The API client: the access token lives in this module's memory only; the refresh token is an HttpOnly cookie the
// page cannot read. A 401 "Invalid or expired token" refreshes once through the cookie and repeats the request.

export interface User {
  id: string;
  email: string;
  display_name: string;
  household_ids?: string[];
  is_admin?: boolean;
  created_at?: string;
}

export interface SessionBody {
  access_token: string;
  expires_at: string;
  user: User;
}

/** The API answered with an error status. `message` is the server's own words when it gave any. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
  }
}

/** The request never reached the server (offline, server down). */
export class NetworkError extends Error {}

let accessToken: string | null = null;
let onSession: ((s: SessionBody | null) => void) | null = null;
let refreshing: Promise<boolean> | null = null;

export function setAccessToken(token: string | null): void {
  accessToken = token;
}
export function getAccessToken(): string | null {
  return accessToken;
}
/** Told about every refreshed session (new user record) and about a session that could not be renewed (null). */
export function onSessionChange(fn: (s: SessionBody | null) => void): void {
  onSession = fn;
}

function messageOf(status: number, body: unknown): string {
  if (body && typeof body === "object") {
    const b = body as { error?: unknown; errors?: { path?: string; msg?: string }[] };
    if (typeof b.error === "string") return b.error;
    if (Array.isArray(b.errors) && b.errors.length > 0) return b.errors.map((e) => `${e.path ?? ""}: ${e.msg ?? ""}`).join("; ");
  }
  return `HTTP ${status}`;
}

async function rawFetch(input: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(input, init);
  } catch (e) {
    throw new NetworkError(e instanceof Error ? e.message : String(e));
  }
}

/**
 * Runs `fn` holding the browser-wide refresh lock. Every tab shares the one refresh cookie, and the server revokes
 * the whole session when a rotated cookie comes back: two tabs refreshing at once (a browser restoring its tabs)
 * would sign the family out. Where the Web Locks API is missing the refresh runs unguarded, as before.
 */
function acrossTabs<T>(fn: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== "undefined" ? navigator.locks : undefined;
  return locks ? (locks.request("recipe-library-session-refresh", fn) as Promise<T>) : fn();
}

/** Renew the access token through the refresh cookie; one refresh at a time however many requests or tabs ask. */
export function refreshSession(): Promise<boolean> {
  refreshing ??= acrossTabs(async () => {
    // keepalive: a tab closed or reloaded while this is in flight must still store the rotated cookie the server
    // sends back; a lost one would be presented again, which the server must treat as theft (signed out).
    const res = await rawFetch("/api/auth/session/refresh", { method: "POST", credentials: "same-origin", keepalive: true });
    if (!res.ok) {
      accessToken = null;
      if (res.status === 401) onSession?.(null);
      return false;
    }
    const body = (await res.json()) as SessionBody;
    accessToken = body.access_token;
    onSession?.(body);
    return true;
  }).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

export interface ApiOptions {
  ifMatch?: string;
  form?: FormData;
  /** Answer the raw Response (downloads). */
  raw?: boolean;
  anonymous?: boolean;
}

export interface ApiResult<T> {
  data: T;
  status: number;
  etag: string | null;
}

export async function request<T>(method: string, path: string, body?: unknown, opts: ApiOptions = {}): Promise<ApiResult<T>> {
  const send = async (): Promise<Response> => {
    const headers: Record<string, string> = { accept: "application/json" };
    if (accessToken && !opts.anonymous) headers.authorization = `Bearer ${accessToken}`;
    if (opts.ifMatch) headers["if-match"] = opts.ifMatch;
    let payload: BodyInit | undefined;
    if (opts.form) payload = opts.form;
    else if (body !== undefined) {
      headers["content-type"] = "application/json";
      payload = JSON.stringify(body);
    }
    return rawFetch(path, { method, headers, body: payload, credentials: "same-origin" });
  };
  // The app shows local data before its session is renewed: a request made meanwhile waits for the renewal
  // instead of going out without a token.
  if (!accessToken && !opts.anonymous && refreshing) await refreshing.catch(() => false);
  let res = await send();
  if (res.status === 401 && !opts.anonymous) {
    const text = await res.clone().text();
    if (/Invalid or expired token|Access token required/.test(text) && (await refreshSession())) res = await send();
  }
  const etag = res.headers.get("etag");
  if (opts.raw) {
    if (!res.ok) throw new ApiError(res.status, `HTTP ${res.status}`, null);
    return { data: res as unknown as T, status: res.status, etag };
  }
  const text = await res.text();
  let parsed: unknown = null;
  if (text && (res.headers.get("content-type") ?? "").includes("json")) parsed = JSON.parse(text);
  else if (text) parsed = text;
  if (!res.ok) throw new ApiError(res.status, messageOf(res.status, parsed), parsed);
  return { data: parsed as T, status: res.status, etag };
}

export const api = {
  get: <T>(path: string, opts?: ApiOptions) => request<T>("GET", path, undefined, opts).then((r) => r.data),
  post: <T>(path: string, body?: unknown, opts?: ApiOptions) => request<T>("POST", path, body, opts).then((r) => r.data),
  put: <T>(path: string, body?: unknown, opts?: ApiOptions) => request<T>("PUT", path, body, opts).then((r) => r.data),
  patch: <T>(path: string, body?: unknown, opts?: ApiOptions) => request<T>("PATCH", path, body, opts).then((r) => r.data),
  del: <T>(path: string, body?: unknown, opts?: ApiOptions) => request<T>("DELETE", path, body, opts).then((r) => r.data),
};

/** The weak ETag the server derives from a record's updated_at (src/http/etag.ts), so a queued write can carry it. */
export function etagOf(updatedAt: string): string {
  const b64 = btoa(updatedAt).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
  return `W/"${b64}"`;
}
