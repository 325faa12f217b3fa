/**
 * One HTTP(S) exchange to an already validated and pinned target. Uses node:http/https directly (not fetch/undici)
 * so the pin cannot be lost to a dispatcher mismatch, and Node 20's http client never reads HTTP(S)_PROXY, which is
 * what security.md 4.1 item 9 asks for: a proxy would re-resolve DNS behind our back.
 */
import http from "node:http";
import type { IncomingMessage } from "node:http";
import type https from "node:https";
import type { Socket } from "node:net";
import type { ConnectionOptions, SecureContext } from "node:tls";
import ipaddr from "ipaddr.js";
import { abortError, EgressError } from "./errors";
import { pinnedLookup } from "./resolve";
import { lazyBuiltin } from "../lib/lazy-builtin";
import type { ResolvedAddress } from "./types";
import type { HopTarget } from "./url-policy";

const loadHttps = lazyBuiltin<typeof https>("node:https");

/** Everything needed to send one hop. */
export interface HopRequest {
  target: HopTarget;
  pinned: ResolvedAddress;
  method: "GET" | "POST";
  headers: Record<string, string>;
  body?: Buffer;
  /** TLS context built once per egress (custom trust anchors); undefined means Node's cached default. */
  secureContext?: SecureContext;
  connectTimeoutMs: number;
  signal: AbortSignal;
}

function sameAddress(a: string | undefined, b: string): boolean {
  if (a === undefined) return false;
  try {
    return ipaddr.process(a).toNormalizedString() === ipaddr.process(b).toNormalizedString();
  } catch {
    return false;
  }
}

/**
 * Send the request and resolve with the response head; the body is left unread for `readBody`.
 * Rejects with EgressError (connect_timeout, connect_failed, tls_failed, pin_mismatch, response_failed, or the
 * signal's timeout/aborted reason).
 */
export function sendHop(hop: HopRequest): Promise<IncomingMessage> {
  const { target, pinned } = hop;
  const headers: Record<string, string> = { ...hop.headers, host: target.url.host };
  if (hop.body !== undefined) headers["content-length"] = String(hop.body.length);
  const options: https.RequestOptions & Pick<ConnectionOptions, "secureContext"> = {
    protocol: target.secure ? "https:" : "http:",
    host: target.hostname,
    port: target.port,
    path: `${target.url.pathname}${target.url.search}`,
    method: hop.method,
    headers,
    // A fresh agent per request: no pooled socket can carry a connection made under a different pin.
    agent: false,
    signal: hop.signal,
  };
  if (target.literal === 0) {
    options.lookup = pinnedLookup(pinned);
    // SNI and certificate checks use the original hostname while the socket goes to the pinned address.
    options.servername = target.hostname;
  }
  if (hop.secureContext !== undefined) options.secureContext = hop.secureContext;

  return new Promise<IncomingMessage>((resolve, reject) => {
    let tcpConnected = false;
    let ready = false;
    let settled = false;
    const fail = (err: EgressError) => {
      if (settled) return;
      settled = true;
      clearTimeout(connectTimer);
      req.destroy();
      reject(err);
    };
    let req: http.ClientRequest;
    try {
      req = (target.secure ? loadHttps() : http).request(options);
    } catch (cause) {
      // Synchronous throws come from caller-supplied headers Node refuses (e.g. CR/LF in a value).
      settled = true;
      reject(new EgressError("invalid_request", { cause }));
      return;
    }
    const connectTimer = setTimeout(() => fail(new EgressError("connect_timeout")), hop.connectTimeoutMs);

    const onReady = (socket: Socket) => {
      ready = true;
      clearTimeout(connectTimer);
      // Belt and braces: the socket must really be talking to the address we validated.
      if (!sameAddress(socket.remoteAddress, pinned.address)) fail(new EgressError("pin_mismatch"));
    };
    req.on("socket", (socket: Socket) => {
      socket.once("connect", () => {
        tcpConnected = true;
        if (!target.secure) onReady(socket);
      });
      if (target.secure) socket.once("secureConnect", () => onReady(socket));
    });
    req.on("error", (err: Error) => {
      if (hop.signal.aborted) return fail(abortError(hop.signal));
      if (err instanceof EgressError) return fail(err);
      if (ready) return fail(new EgressError("response_failed", { cause: err }));
      if (tcpConnected && target.secure) return fail(new EgressError("tls_failed", { cause: err }));
      return fail(new EgressError("connect_failed", { cause: err }));
    });
    req.on("response", (res: IncomingMessage) => {
      if (settled) {
        res.destroy();
        return;
      }
      settled = true;
      clearTimeout(connectTimer);
      resolve(res);
    });
    req.end(hop.body);
  });
}
