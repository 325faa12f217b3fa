import type Koa from "koa";
import { BadRequestError, PayloadTooLargeError, UnsupportedMediaTypeError } from "../errors";

/** Read and parse a JSON request body within `limit` bytes. Absent body → undefined. */
export async function readJsonBody(ctx: Koa.Context, limit: number): Promise<unknown> {
  const req = ctx.req;
  const length = req.headers["content-length"];
  const chunked = req.headers["transfer-encoding"] !== undefined;
  if ((length === undefined || length === "0") && !chunked) return undefined;
  const type = (req.headers["content-type"] ?? "").split(";")[0].trim().toLowerCase();
  if (type !== "application/json" && !type.endsWith("+json")) {
    throw new UnsupportedMediaTypeError("Content-Type must be application/json");
  }
  if (length !== undefined && Number(length) > limit) {
    req.resume();
    throw new PayloadTooLargeError();
  }
  const chunks: Buffer[] = [];
  let size = 0;
  await new Promise<void>((resolve, reject) => {
    req.on("data", (c: Buffer) => {
      size += c.length;
      if (size > limit) {
        req.removeAllListeners("data");
        req.resume();
        reject(new PayloadTooLargeError());
        return;
      }
      chunks.push(c);
    });
    req.on("end", () => resolve());
    req.on("error", (e) => reject(e));
    req.on("aborted", () => reject(new BadRequestError("Request aborted")));
  });
  const text = Buffer.concat(chunks).toString("utf8");
  if (text.trim() === "") return undefined;
  if (nestingDepth(text) > MAX_JSON_DEPTH) throw new BadRequestError(`JSON body nested too deeply (at most ${MAX_JSON_DEPTH} levels)`);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new BadRequestError("Malformed JSON body");
  }
}

/** No request of the API nests deeper than a dozen levels; 64 leaves room and keeps every recursive walk safe. */
export const MAX_JSON_DEPTH = 64;

/**
 * The deepest nesting of arrays and objects in JSON text, by one linear scan (brackets inside strings do not
 * count). Run before JSON.parse: a body of 10,000 nested arrays parses, but every recursive walk after it (zod,
 * JSON.stringify of a validation error echoing it, SQLite JSON) overflows the stack.
 */
export function nestingDepth(text: string): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) max = depth;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return max;
}
