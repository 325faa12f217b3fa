import type { Deps } from "../../deps";
import type { Actor } from "../../auth/actor";
import { NotFoundError, ValidationError } from "../../errors";
import type { ListResult } from "../../db/paging";
import { writeTombstone } from "../../db/tombstones";
import { type ListQuery } from "../../http/list";
import { CAPS } from "../../lib/caps";
import type { Upserted } from "../results";
import { checkUrl, createUrlPolicy, isPublicAddress } from "../../egress";
import { newId } from "../../lib/ids";
import { deleteToken, findByToken, insertToken, saveToken, tokensBeyond, type PushTokenRow } from "./push.repo";
import { tokensPage } from "./push.repo";
import { canonicalSubscription, HTTP_PLATFORMS, isHttpUrl, parseSubscription } from "./push.senders";
import type { PushTokenOut, RegisterTokenInput } from "./push.schemas";

/** push_tokens row → the Push token record. */
export function presentToken(r: PushTokenRow): PushTokenOut {
  return {
    token: r.token,
    platform: r.platform,
    device_id: r.device_id,
    device_name: r.device_name,
    device_type: r.device_type,
    app_version: r.app_version,
    app_build: r.app_build,
    session_id: r.session_id,
    last_success_at: r.last_success_at,
    created_at: r.created_at,
    updated_at: r.updated_at,
  };
}

const invalidToken = (msg: string, value: string) => new ValidationError([{ type: "field", path: "token", msg, location: "body", value }]);

/**
 * The egress URL rules (scheme, port, no userinfo) checked at registration, so that a client learns at once that an
 * endpoint can never be reached; the address checks still run at every delivery.
 */
function assertReachable(deps: Deps, endpoint: string, token: string): void {
  let target: ReturnType<typeof checkUrl>;
  try {
    target = checkUrl(endpoint, createUrlPolicy(deps.config.imports.allowedHosts, true));
  } catch {
    throw invalidToken("The push endpoint is not allowed: https on port 443 or 8443, or a host listed in IMPORT_ALLOWED_HOSTS", token);
  }
  // The egress classifier, at registration: a literal private or special address (https://127.0.0.1/topic) or a
  // name reserved for this machine is refused now instead of failing at every delivery. Names are still resolved
  // and checked at delivery (no DNS lookup here: registration makes no outbound request).
  const host = target.hostname.toLowerCase();
  const local = host === "localhost" || host.endsWith(".localhost");
  if (!target.allowed && ((target.literal !== 0 && !isPublicAddress(target.hostname)) || local)) {
    throw invalidToken("The push endpoint is on a private or special address; use a public push service or list the host in IMPORT_ALLOWED_HOSTS", token);
  }
}

/** Check the token against its platform and return the stored spelling (and the platform, inferred when absent). */
function normalizeToken(deps: Deps, token: string, platform: string | undefined): { token: string; platform: string } {
  const sub = parseSubscription(token);
  const p = platform ?? (sub ? "web" : isHttpUrl(token) ? "unifiedpush" : "");
  if (p === "web") {
    if (!sub) throw invalidToken("A web token is the JSON PushSubscription {endpoint, keys: {p256dh, auth}} with an http(s) endpoint", token);
    assertReachable(deps, sub.endpoint, token);
    return { token: canonicalSubscription(sub), platform: p };
  }
  if (HTTP_PLATFORMS.has(p)) {
    if (!isHttpUrl(token)) throw invalidToken(`A ${p} token is the endpoint URL (http or https)`, token);
    assertReachable(deps, token, token);
  }
  return { token, platform: p };
}

/**
 * Keep at most CAPS.pushTokensPerUser endpoints per user: the least recently updated go (a reinstalled app leaves its
 * old token behind; refusing the new one would silence the phone in hand). Inside the registering transaction.
 */
function retireExtraTokens(deps: Deps, userId: string, now: string): void {
  const db = deps.db.sqlite;
  const extra = tokensBeyond(db, userId, CAPS.pushTokensPerUser);
  for (const t of extra) {
    deleteToken(db, t.id);
    writeTombstone(db, "push_token", t.token, userId, now);
  }
}

/**
 * Register a device token (201), or update the record when the token is known (200). The token is the key: a
 * device that signs in as another user moves to that user, so one phone never receives two people's alarms.
 */
export function registerToken(deps: Deps, actor: Actor, input: RegisterTokenInput): Upserted<PushTokenOut> {
  const { token, platform } = normalizeToken(deps, input.token, input.platform);
  const db = deps.db.sqlite;
  return deps.db.tx(() => {
    const now = deps.clock.stamp();
    const existing = findByToken(db, token);
    if (existing) {
      const r: PushTokenRow = {
        ...existing,
        user_id: actor.userId,
        platform: input.platform !== undefined ? platform : existing.platform || platform,
        device_id: input.device_id ?? existing.device_id,
        device_name: input.device_name ?? existing.device_name,
        device_type: input.device_type ?? existing.device_type,
        app_version: input.app_version ?? existing.app_version,
        app_build: input.app_build ?? existing.app_build,
        session_id: input.session_id ?? existing.session_id,
        updated_at: now,
      };
      if (existing.user_id !== actor.userId) writeTombstone(db, "push_token", existing.token, existing.user_id, now);
      saveToken(db, r);
      if (existing.user_id !== actor.userId) retireExtraTokens(deps, actor.userId, now);
      return { created: false, value: presentToken(r) };
    }
    const r: PushTokenRow = {
      id: newId(),
      token,
      user_id: actor.userId,
      platform,
      device_id: input.device_id ?? "",
      device_name: input.device_name ?? "",
      device_type: input.device_type ?? "",
      app_version: input.app_version ?? "",
      app_build: input.app_build ?? "",
      session_id: input.session_id ?? "",
      last_success_at: null,
      failures: 0,
      created_at: now,
      updated_at: now,
    };
    insertToken(db, r);
    retireExtraTokens(deps, actor.userId, now);
    return { created: true, value: presentToken(r) };
  });
}

/** The caller's registered devices, newest first. */
export function listTokens(deps: Deps, actor: Actor, q: ListQuery): ListResult<"push_tokens", PushTokenOut> {
  const page = tokensPage(deps.db.sqlite, actor.userId, q, deps.clock.nowIso());
  return { push_tokens: page.rows.map(presentToken), next_cursor: page.next_cursor, deleted: page.deleted, server_time: page.server_time };
}

/** Unregister a token of the caller (URL-encode it in the path); another user's token is 404. */
export function unregisterToken(deps: Deps, actor: Actor, token: string): void {
  const db = deps.db.sqlite;
  deps.db.tx(() => {
    const sub = parseSubscription(token);
    const row = findByToken(db, token) ?? (sub ? findByToken(db, canonicalSubscription(sub)) : undefined);
    if (!row || row.user_id !== actor.userId) throw new NotFoundError();
    deleteToken(db, row.id);
    writeTombstone(db, "push_token", row.token, row.user_id, deps.clock.stamp());
  });
}
