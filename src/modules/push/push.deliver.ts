import type { Deps } from "../../deps";
import { writeTombstone } from "../../db/tombstones";
import { PermanentJobError } from "../../jobs/define";
import { isEgressError, type Egress, type EgressReason } from "../../egress";
import { findNotification, type NotificationRow } from "../notifications/notifications.repo";
import { deleteToken, endpointsOfUser, findTokenById, recordFailure, recordSuccess } from "./push.repo";
import { configuredUrlPlatform, HTTP_PLATFORMS, httpPushRequest, parseSubscription, webPushRequest, type PushMessage, type PushRequest } from "./push.senders";
import type { VapidKeys } from "./push.vapid";

/** Job type of one push delivery (group "push"). */
export const DELIVER_JOB = "push.deliver";

/** The push senders this process has: the guarded egress client, and VAPID keys when Web Push is on. */
export interface PushService {
  egress: Egress;
  vapid: VapidKeys | null;
}

/** Largest push endpoint answer read (it is only checked for its status). */
const MAX_ANSWER_BYTES = 64 * 1024;
/** Egress failures that retrying cannot fix: the URL itself is not allowed. */
const PERMANENT_EGRESS: ReadonlySet<EgressReason> = new Set([
  "invalid_url",
  "invalid_request",
  "scheme_not_allowed",
  "userinfo_not_allowed",
  "port_not_allowed",
  "address_blocked",
  "redirect_downgrade",
]);

/** Whether a sender is set up for a platform (iOS and Android need APNs/FCM credentials this appliance does not have). */
export function canSend(svc: PushService, platform: string): boolean {
  if (platform === "web") return svc.vapid !== null;
  return HTTP_PLATFORMS.has(platform);
}

/**
 * onNotification listener: one delivery job per token of the user with a sender, plus one for PUSH_HTTP_URL.
 * Runs inside the notification's transaction, so a stored notification never loses its pushes (outbox).
 */
export function enqueuePushes(deps: Deps, n: { id: string; user_id: string }): void {
  if ((n as { push?: boolean }).push === false) return;
  const svc = deps.services.push;
  const tokens = endpointsOfUser(deps.db.sqlite, n.user_id);
  for (const t of tokens) if (canSend(svc, t.platform)) deps.jobs.enqueue(DELIVER_JOB, { notificationId: n.id, tokenId: t.id });
  if (deps.config.push.httpUrl) deps.jobs.enqueue(DELIVER_JOB, { notificationId: n.id });
}

/** The message a notification is pushed as (Web Push payload, FCM data, the PUSH_HTTP_URL body). */
export function messageOf(deps: Deps, n: NotificationRow): PushMessage {
  const data: unknown = JSON.parse(n.data);
  const url = n.link.startsWith("/") ? deps.config.publicUrl + n.link : /^https?:\/\//i.test(n.link) ? n.link : "";
  return { id: n.id, type: n.type, title: n.title, body: n.subtitle, url, data: data && typeof data === "object" ? (data as Record<string, unknown>) : {} };
}

async function send(svc: PushService, req: PushRequest, signal: AbortSignal): Promise<number> {
  try {
    const res = await svc.egress.fetch(req.url, { method: "POST", headers: req.headers, body: req.body, accept: "any", maxBytes: MAX_ANSWER_BYTES, signal });
    return res.status;
  } catch (err) {
    if (isEgressError(err) && PERMANENT_EGRESS.has(err.reason)) throw new PermanentJobError(`push endpoint not allowed (${err.reason})`);
    throw err;
  }
}

/** Retry what may pass later (rate limits, server errors); give up on the rest. */
function judge(status: number): "ok" | "gone" | "retry" | "fail" {
  if (status >= 200 && status < 300) return "ok";
  if (status === 404 || status === 410) return "gone";
  if (status === 408 || status === 425 || status === 429 || status >= 500) return "retry";
  return "fail";
}

/**
 * Deliver one notification to one token (or to PUSH_HTTP_URL). A token whose endpoint answers 404 or 410 is
 * removed; 429 and 5xx are retried with backoff; a token or notification deleted meanwhile is simply done.
 */
export async function deliverPush(deps: Deps, p: { notificationId: string; tokenId?: string }, signal: AbortSignal): Promise<void> {
  const db = deps.db.sqlite;
  const svc = deps.services.push;
  const n = findNotification(db, p.notificationId);
  if (!n) return;
  const message = messageOf(deps, n);
  if (p.tokenId === undefined) {
    const url = deps.config.push.httpUrl;
    if (!url) return;
    const verdict = judge(await send(svc, httpPushRequest(configuredUrlPlatform(url), url, message), signal));
    if (verdict === "retry") throw new Error("PUSH_HTTP_URL answered with a retryable status");
    if (verdict !== "ok") throw new PermanentJobError("PUSH_HTTP_URL refused the push");
    return;
  }
  const token = findTokenById(db, p.tokenId);
  if (!token || token.user_id !== n.user_id || !canSend(svc, token.platform)) return;
  let req: PushRequest;
  if (token.platform === "web") {
    const sub = parseSubscription(token.token);
    if (!sub || !svc.vapid) return;
    req = await webPushRequest(sub, message, svc.vapid);
  } else {
    req = httpPushRequest(token.platform, token.token, message);
  }
  const verdict = judge(await send(svc, req, signal));
  const now = deps.clock.stamp();
  if (verdict === "ok") {
    recordSuccess(db, token.id, now);
    return;
  }
  if (verdict === "gone") {
    deps.db.tx(() => {
      deleteToken(db, token.id);
      writeTombstone(db, "push_token", token.token, token.user_id, now);
    });
    deps.log.info("push endpoint gone; token removed", { platform: token.platform });
    return;
  }
  recordFailure(db, token.id);
  if (verdict === "retry") throw new Error("push endpoint answered with a retryable status");
  throw new PermanentJobError("push endpoint refused the push");
}
