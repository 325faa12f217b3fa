/**
 * One HTTP(S) exchange to an already validated and pinned target. Uses node:http/https directly (not fetch/undici)
 * so the pin cannot be lost to a dispatcher mismatch, and Node 20's http client never reads HTTP(S)_PROXY, which is
 * what security.md 4.1 item 9 asks for: a proxy would re-resolve DNS behind our back.
 */
import http from "node:http";
import type { IncomingMessage } from "node:http";
import type https from "node:https";
import net from "node:net";
import type { Socket } from "node:net";
import type tls from "node:tls";
import type { SecureContext } from "node:tls";
import ipaddr from "ipaddr.js";
import { abortError, EgressError } from "./errors";
import { pinnedLookup } from "./resolve";
import { lazyBuiltin } from "../lib/lazy-builtin";
import type { ResolvedAddress } from "./types";
import type { HopTarget } from "./url-policy";

const loadHttps = lazyBuiltin<typeof https>("node:https");
const loadTls = lazyBuiltin<typeof tls>("node:tls");

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
 * Open the hop's socket ourselves (no Agent, so no pooled socket can carry a connection made under another pin) and
 * give it its error listener in the same tick it is created: every socket error, even one raised while connecting
 * (ENETUNREACH is raised synchronously by connect(2)), reaches `onError` instead of an unlistened `error` event.
 */
function openSocket(hop: HopRequest, onError: (err: Error) => void): Socket {
  const { target, pinned } = hop;
  // For names the socket resolves through the pin; IP literals were already checked and connect as they are.
  const lookup = target.literal === 0 ? pinnedLookup(pinned) : undefined;
  const socket: Socket = target.secure
    ? loadTls().connect({
        host: target.hostname,
        port: target.port,
        lookup,
        // SNI and certificate checks use the original hostname while the socket goes to the pinned address. SNI
        // must not carry an IP literal (RFC 6066 section 3), so a literal gets none and is checked as an IP.
        servername: target.literal === 0 ? target.hostname : "",
        ...(hop.secureContext === undefined ? {} : { secureContext: hop.secureContext }),
      })
    : net.connect({ host: target.hostname, port: target.port, lookup });
  socket.on("error", onError);
  return socket;
}

/**
 * Send the request and resolve with the response head; the body is left unread for `readBody`.
 * Rejects with EgressError (connect_timeout, connect_failed, tls_failed, pin_mismatch, response_failed, or the
 * signal's timeout/aborted reason). Never throws and never leaves an error event unlistened.
 */
export function sendHop(hop: HopRequest): Promise<IncomingMessage> {
  const { target, pinned } = hop;
  const headers: Record<string, string> = { ...hop.headers, host: target.url.host };
  if (hop.body !== undefined) headers["content-length"] = String(hop.body.length);

  return new Promise<IncomingMessage>((resolve, reject) => {
    let tcpConnected = false;
    let ready = false;
    let settled = false;
    let req: http.ClientRequest | undefined;
    let socket: Socket | undefined;
    const fail = (err: EgressError) => {
      if (settled) return;
      settled = true;
      clearTimeout(connectTimer);
      req?.destroy();
      socket?.destroy();
      reject(err);
    };
    /** One classification for errors from the socket and from the request, whichever reports first. */
    const onError = (err: Error) => {
      if (hop.signal.aborted) return fail(abortError(hop.signal));
      if (err instanceof EgressError) return fail(err);
      if (ready) return fail(new EgressError("response_failed", { cause: err }));
      if (tcpConnected && target.secure) return fail(new EgressError("tls_failed", { cause: err }));
      return fail(new EgressError("connect_failed", { cause: err }));
    };
    const connectTimer = setTimeout(() => fail(new EgressError("connect_timeout")), hop.connectTimeoutMs);

    const options: http.RequestOptions = {
      protocol: target.secure ? "https:" : "http:",
      host: target.hostname,
      port: target.port,
      path: `${target.url.pathname}${target.url.search}`,
      method: hop.method,
      headers,
      // No agent: with `createConnection` and no agent, the request uses exactly the socket made below.
      agent: undefined,
      createConnection: () => {
        socket = openSocket(hop, onError);
        return socket;
      },
      signal: hop.signal,
    };
    try {
      req = (target.secure ? loadHttps() : http).request(options);
    } catch (cause) {
      // Synchronous throws come from caller-supplied headers Node refuses (e.g. CR/LF in a value).
      return fail(new EgressError(socket === undefined ? "invalid_request" : "connect_failed", { cause }));
    }
    req.on("error", onError);

    const onReady = (s: Socket) => {
      ready = true;
      clearTimeout(connectTimer);
      // Belt and braces: the socket must really be talking to the address we validated.
      if (!sameAddress(s.remoteAddress, pinned.address)) fail(new EgressError("pin_mismatch"));
    };
    const s = socket;
    if (s !== undefined) {
      s.once("connect", () => {
        tcpConnected = true;
        if (!target.secure) onReady(s);
      });
      if (target.secure) s.once("secureConnect", () => onReady(s));
    }
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
