import type Koa from "koa";
import type { Readable } from "node:stream";
import { pipeline, Stream } from "node:stream";

/**
 * Koa's response code tests bodies against the web-stream, Blob and fetch Response classes, and on Node 18+ the first
 * read of the global Response loads undici (with http2 and tls on Node 22+): ~75 ms inside the first answer that
 * needs it and ~10 MB of RSS for the rest of the server's life, for classes it never uses. These two setters keep
 * JSON and file bodies on paths that never ask.
 */

/**
 * Set the response body: a plain object or array is serialized to JSON here, with Koa's own bytes and headers
 * (JSON.stringify without spaces, a JSON content type unless one is set), so Koa sees a string; a Node stream goes
 * to sendStream.
 */
export function setBody(ctx: Koa.Context, body: unknown): void {
  if (body instanceof Stream) {
    sendStream(ctx, body as Readable);
  } else if (body !== null && typeof body === "object" && (Array.isArray(body) || isPlainObject(body))) {
    if (!/\bjson\b/i.test(ctx.type)) ctx.type = "json";
    ctx.body = JSON.stringify(body);
  } else {
    ctx.body = body;
  }
}

function isPlainObject(o: object): boolean {
  const proto: unknown = Object.getPrototypeOf(o);
  return proto === Object.prototype || proto === null;
}

/**
 * Send a Node stream as the body. Koa's setter recognises it before any class test (and destroys it when the response
 * ends), but its respond() tests Blob, ReadableStream and Response first: so the stream is piped here, as respond()
 * would (errors go to ctx.onerror). HEAD is left to Koa, which answers it before those tests, with headers only.
 */
export function sendStream(ctx: Koa.Context, stream: Readable): void {
  ctx.body = stream;
  if (ctx.method === "HEAD") return;
  ctx.respond = false;
  pipeline(stream, ctx.res, (err) => {
    if (err && ctx.app.listenerCount("error")) ctx.onerror(err);
  });
}
