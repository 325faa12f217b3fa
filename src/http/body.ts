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
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new BadRequestError("Malformed JSON body");
  }
}
