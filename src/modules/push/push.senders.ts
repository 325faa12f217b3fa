import type { VapidKeys } from "./push.vapid";

/** Platforms whose token is itself a plain HTTP endpoint the server can POST to. */
export const HTTP_PLATFORMS: ReadonlySet<string> = new Set(["ntfy", "gotify", "unifiedpush"]);

/** What is pushed for one notification. */
export interface PushMessage {
  id: string;
  type: string;
  title: string;
  body: string;
  /** Absolute URL to open, or "". */
  url: string;
  data: Record<string, unknown>;
}

/** One outbound POST, ready for the egress module. */
export interface PushRequest {
  url: string;
  headers: Record<string, string>;
  body: Buffer;
}

/** A Web Push subscription as the browser serializes it. */
export interface WebSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** Parse a Web Push subscription token; null when it is not one. */
export function parseSubscription(token: string): WebSubscription | null {
  let v: unknown;
  try {
    v = JSON.parse(token);
  } catch {
    return null;
  }
  const o = v as { endpoint?: unknown; keys?: { p256dh?: unknown; auth?: unknown } } | null;
  if (!o || typeof o !== "object" || typeof o.endpoint !== "string" || !isHttpUrl(o.endpoint)) return null;
  if (!o.keys || typeof o.keys.p256dh !== "string" || typeof o.keys.auth !== "string" || !o.keys.p256dh || !o.keys.auth) return null;
  return { endpoint: o.endpoint, keys: { p256dh: o.keys.p256dh, auth: o.keys.auth } };
}

/** The one spelling of a subscription, so that re-registering it with keys in another order finds the same record. */
export const canonicalSubscription = (s: WebSubscription): string =>
  JSON.stringify({ endpoint: s.endpoint, keys: { p256dh: s.keys.p256dh, auth: s.keys.auth } });

export function isHttpUrl(s: string): boolean {
  try {
    const u = new URL(s);
    return u.protocol === "https:" || u.protocol === "http:";
  } catch {
    return false;
  }
}

const isTimer = (m: PushMessage) => m.type === "timer_fired";

/** Web Push (RFC 8291 encryption, VAPID signature) for a browser subscription. web-push loads on first use. */
export async function webPushRequest(sub: WebSubscription, m: PushMessage, vapid: VapidKeys): Promise<PushRequest> {
  const { default: webpush } = await import("web-push");
  const details = webpush.generateRequestDetails(sub, JSON.stringify(m), {
    vapidDetails: vapid,
    // A timer alarm that arrives an hour late is noise; other notifications may wait a day for the device.
    TTL: isTimer(m) ? 600 : 86_400,
    urgency: isTimer(m) ? "high" : "normal",
  });
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(details.headers)) headers[k.toLowerCase()] = String(v);
  return { url: details.endpoint, headers, body: details.body ?? Buffer.alloc(0) };
}

/** ntfy: the message as the body; title, click URL and priority as query parameters (UTF-8 safe, unlike headers). */
export function ntfyRequest(endpoint: string, m: PushMessage): PushRequest {
  const u = new URL(endpoint);
  u.searchParams.set("title", m.title);
  if (m.url) u.searchParams.set("click", m.url);
  u.searchParams.set("tags", m.type);
  if (isTimer(m)) u.searchParams.set("priority", "high");
  return { url: u.href, headers: { "content-type": "text/plain; charset=utf-8" }, body: Buffer.from(m.body || m.title, "utf8") };
}

/** Gotify: POST /message?token=… with its JSON message shape. */
export function gotifyRequest(endpoint: string, m: PushMessage): PushRequest {
  const msg = {
    title: m.title,
    message: m.body || m.title,
    priority: isTimer(m) ? 8 : 5,
    extras: m.url ? { "client::notification": { click: { url: m.url } } } : {},
  };
  return { url: endpoint, headers: { "content-type": "application/json" }, body: Buffer.from(JSON.stringify(msg), "utf8") };
}

/** UnifiedPush: the distributor hands the body to the app unchanged, so send the whole message as JSON. */
export function unifiedPushRequest(endpoint: string, m: PushMessage): PushRequest {
  return { url: endpoint, headers: { "content-type": "application/json" }, body: Buffer.from(JSON.stringify(m), "utf8") };
}

/** The request for a plain HTTP push platform (ntfy, gotify, unifiedpush). */
export function httpPushRequest(platform: string, endpoint: string, m: PushMessage): PushRequest {
  if (platform === "ntfy") return ntfyRequest(endpoint, m);
  if (platform === "gotify") return gotifyRequest(endpoint, m);
  return unifiedPushRequest(endpoint, m);
}

/** PUSH_HTTP_URL: Gotify when the URL is a Gotify message endpoint, ntfy style otherwise. */
export const configuredUrlPlatform = (url: string): "gotify" | "ntfy" => (new URL(url).pathname.replace(/\/+$/, "").endsWith("/message") ? "gotify" : "ntfy");
