/**
 * Body reading with decompression and a hard byte cap (security.md 4.1 item 6). We decode gzip/deflate/br
 * ourselves with streaming zlib so the cap applies to DECOMPRESSED bytes: a 50 MB-of-zeros gzip bomb is stopped
 * at the cap, and memory stays bounded by the cap plus zlib's small internal buffers (streams apply backpressure).
 * Wire bytes are counted too, because Content-Length can lie or be absent.
 */
import type { IncomingMessage } from "node:http";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type zlibModule from "node:zlib";
import { abortError, EgressError } from "./errors";
import { lazyBuiltin } from "../lib/lazy-builtin";

const loadZlib = lazyBuiltin<typeof zlibModule>("node:zlib");

/** Parse Content-Encoding into the one coding we must undo; more than one real coding is refused (never seen in practice). */
function parseEncoding(header: string | undefined): "identity" | "gzip" | "deflate" | "br" {
  const codings = (header ?? "")
    .split(",")
    .map((c) => c.trim().toLowerCase())
    .filter((c) => c !== "" && c !== "identity");
  if (codings.length === 0) return "identity";
  const only = codings[0];
  if (codings.length > 1) throw new EgressError("content_encoding_not_supported");
  if (only === "gzip" || only === "x-gzip") return "gzip";
  if (only === "deflate" || only === "br") return only;
  throw new EgressError("content_encoding_not_supported");
}

/**
 * "deflate" is meant to be zlib-wrapped (RFC 9110) but some servers send raw DEFLATE; a zlib header has
 * CM=8 in the low nibble and a first-two-bytes value divisible by 31.
 */
function looksLikeZlib(first: Buffer): boolean {
  const b0 = first[0];
  const b1 = first[1];
  if (b0 === undefined || b1 === undefined) return true;
  return (b0 & 0x0f) === 8 && ((b0 << 8) | b1) % 31 === 0;
}

function decoderFor(encoding: "gzip" | "deflate" | "br", first: Buffer): Transform {
  // Sync-flush on finish tolerates a truncated final block, as browsers do.
  const zlib = loadZlib();
  const flush = { finishFlush: zlib.constants.Z_SYNC_FLUSH };
  if (encoding === "gzip") return zlib.createGunzip(flush);
  if (encoding === "br") return zlib.createBrotliDecompress({ finishFlush: zlib.constants.BROTLI_OPERATION_FLUSH });
  return looksLikeZlib(first) ? zlib.createInflate(flush) : zlib.createInflateRaw(flush);
}

/**
 * Read, decompress and cap a response body. Throws EgressError `body_too_large` as soon as either the wire bytes
 * or the decoded bytes exceed `maxBytes`; the response socket is destroyed on every failure.
 */
export async function readBody(res: IncomingMessage, maxBytes: number, signal: AbortSignal): Promise<Buffer> {
  const encoding = parseEncoding(res.headers["content-encoding"]);
  const iterator: AsyncIterator<Buffer> = res[Symbol.asyncIterator]();
  let wireBytes = 0;
  // Errors thrown inside stream callbacks can surface from pipeline as a generic AbortError; remember ours.
  let failure: EgressError | undefined;
  const tooLarge = (): EgressError => {
    failure = new EgressError("body_too_large");
    return failure;
  };
  const nextWire = async (): Promise<IteratorResult<Buffer>> => {
    const step = await iterator.next();
    if (!step.done) {
      wireBytes += step.value.length;
      if (wireBytes > maxBytes) throw tooLarge();
    }
    return step;
  };
  const chunks: Buffer[] = [];
  let decoded = 0;
  let decoder: Transform | undefined;
  let decoderFailed = false;
  try {
    // Peek the first chunk so raw vs zlib deflate can be told apart before choosing the decoder.
    const first = await nextWire();
    const source = Readable.from(
      (async function* () {
        if (first.done) return;
        yield first.value;
        for (let step = await nextWire(); !step.done; step = await nextWire()) yield step.value;
      })(),
      { objectMode: false },
    );
    const sink = async (input: AsyncIterable<Buffer>): Promise<void> => {
      for await (const chunk of input) {
        decoded += chunk.length;
        if (decoded > maxBytes) throw tooLarge();
        chunks.push(chunk);
      }
    };
    if (encoding === "identity") {
      await pipeline(source, sink, { signal });
    } else {
      decoder = decoderFor(encoding, first.done ? Buffer.alloc(0) : first.value);
      decoder.once("error", () => {
        decoderFailed = true;
      });
      await pipeline(source, decoder, sink, { signal });
    }
  } catch (err) {
    res.destroy();
    decoder?.destroy();
    if (signal.aborted) throw abortError(signal);
    if (failure !== undefined) throw failure;
    if (err instanceof EgressError) throw err;
    if (decoderFailed) throw new EgressError("decompression_failed", { cause: err });
    throw new EgressError("response_failed", { cause: err });
  }
  return Buffer.concat(chunks, decoded);
}
