import type Koa from "koa";

/**
 * Set the response body, serializing a plain object or array to JSON here rather than in Koa. Koa's body setter (and
 * its respond) test an object against the web-stream, Blob and fetch Response classes, and on Node 22+ the first read
 * of the global Response loads undici with http2 and tls: ~75 ms on the server's first JSON answer and ~10 MB of RSS
 * for the rest of its life, for classes it never uses. A string takes Koa's first branch. The bytes and headers are
 * Koa's own: JSON.stringify without spaces, and a JSON content type unless one is set.
 */
export function setBody(ctx: Koa.Context, body: unknown): void {
  if (body !== null && typeof body === "object" && (Array.isArray(body) || isPlainObject(body))) {
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
