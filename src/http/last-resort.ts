import type http from "node:http";
import type { Duplex } from "node:stream";
import type Koa from "koa";
import type { Logger } from "../log";
import { redactPath, SECURITY_HEADERS } from "./middleware";

/**
 * Koa's own error answer (context.onerror) strips every header and writes text/plain. It runs only for errors the
 * middleware chain cannot see: a body that fails to serialise in Koa's respond step, a stream that fails after
 * the handler returned. Replace it so those answers are the contract's JSON with the security headers, logged.
 */
export function installLastResortErrorHandler(app: Koa, log: Logger): void {
  app.context.onerror = function onerror(this: Koa.Context, err: unknown): void {
    if (err === null || err === undefined) return;
    const res = this.res;
    log.error("unhandled error", {
      requestId: this.state.requestId,
      method: this.method,
      path: redactPath(this.path),
      error: err instanceof Error ? err : String(err),
    });
    if (res.headersSent || !this.writable) {
      // Nothing can be said any more: end the connection so the client sees a truncated answer, not a hang.
      res.destroy();
      return;
    }
    for (const name of res.getHeaderNames()) if (name !== "x-request-id") res.removeHeader(name);
    for (const [k, v] of SECURITY_HEADERS) res.setHeader(k, v);
    const body = JSON.stringify({ error: "Internal server error" });
    res.statusCode = 500;
    res.setHeader("Content-Type", "application/json; charset=utf-8");
    res.setHeader("Content-Length", Buffer.byteLength(body));
    res.end(body);
  };
}

/**
 * Requests Node's HTTP parser refuses before Koa sees them (an unknown method such as `FOO`, a malformed request
 * line, headers too large, a header timeout): Node writes a bare `400` with no body or headers. Answer in the
 * contract's JSON with the security headers, and log it.
 */
export function answerClientErrors(server: http.Server, log: Logger): void {
  server.on("clientError", (err: Error & { code?: string }, socket: Duplex) => {
    if (err.code === "ECONNRESET" || !socket.writable) {
      socket.destroy();
      return;
    }
    const [status, text, message] =
      err.code === "HPE_HEADER_OVERFLOW"
        ? [431, "Request Header Fields Too Large", "Request headers too large"]
        : err.code === "ERR_HTTP_REQUEST_TIMEOUT"
          ? [408, "Request Timeout", "Request timed out"]
          : [400, "Bad Request", "Malformed request"];
    log.info("request refused by the HTTP parser", { status, code: err.code });
    const body = JSON.stringify({ error: message });
    const headers = [
      `HTTP/1.1 ${status} ${text}`,
      "Content-Type: application/json; charset=utf-8",
      `Content-Length: ${Buffer.byteLength(body)}`,
      "Connection: close",
      ...SECURITY_HEADERS.map(([k, v]) => `${k}: ${v}`),
    ];
    socket.end(`${headers.join("\r\n")}\r\n\r\n${body}`);
  });
}
