import { rm } from "node:fs/promises";
import { encode as encodeBlurHash } from "blurhash";
import type { Sharp } from "sharp";
import { loadSharp } from "./sharp";
import { abortError, FileError, isFileError } from "./errors";
import { createSerialQueue } from "./queue";
import { sniffFile } from "./sniff";
import { convertHeicInWorker } from "../workers/index";

/** Default pixel cap (~40 MP): a 12 MP phone photo passes, a decompression bomb does not. */
export const DEFAULT_MAX_PIXELS = 40_000_000;
/** Default long side of the preview in pixels. */
export const DEFAULT_PREVIEW_PX = 640;

/** Where to write results and how strict to be. Paths usually come from FileStore.tempPath(). */
export interface ProcessImageOptions {
  /** Destination of the re-encoded full-size image. */
  outputPath: string;
  /** Destination of the bounded WebP preview. */
  previewPath: string;
  maxPixels?: number;
  previewMaxPx?: number;
  /** Drops the job while it waits in the queue; a running decode is finished but its output discarded. */
  signal?: AbortSignal;
}

/** A re-encoded image and its preview, both free of metadata. */
export interface ProcessedImage {
  outputPath: string;
  mime: "image/jpeg" | "image/png" | "image/webp";
  ext: "jpg" | "png" | "webp";
  /** Dimensions after EXIF orientation was applied. */
  width: number;
  height: number;
  blurHash: string;
  preview: { path: string; mime: "image/webp"; width: number; height: number };
}

type OutputFormat = Pick<ProcessedImage, "mime" | "ext">;

/** Allowed decoders and what each is re-encoded to (GIF has no lossless alternative but PNG; HEIC is not web-safe). */
const OUTPUT_FOR: Record<string, OutputFormat | undefined> = {
  jpeg: { mime: "image/jpeg", ext: "jpg" },
  png: { mime: "image/png", ext: "png" },
  webp: { mime: "image/webp", ext: "webp" },
  gif: { mime: "image/png", ext: "png" },
  heif: { mime: "image/jpeg", ext: "jpg" },
};

// One decode at a time, and at most a handful waiting, so a burst of uploads cannot exhaust memory.
const queue = createSerialQueue({ maxPending: 8 });

/** Map sharp/libvips failures to the pipeline's typed errors. */
function classifyDecodeError(err: unknown, format?: string): FileError {
  if (isFileError(err)) return err;
  const message = err instanceof Error ? err.message : String(err);
  if (/pixel limit/i.test(message)) {
    return new FileError("too_many_pixels", "Image has too many pixels", { cause: err });
  }
  if (format === "heif") {
    // Prebuilt sharp ships libheif for AVIF only; HEVC-coded HEIC needs a libvips built with libde265.
    return new FileError("unsupported_image", "This HEIC/HEIF image cannot be decoded on this server", {
      cause: err,
    });
  }
  return new FileError("not_an_image", "Image data is corrupt, truncated or not an image", { cause: err });
}

/** The strict decoder every untrusted image goes through. */
function decoder(sharp: Awaited<ReturnType<typeof loadSharp>>, inputPath: string, maxPixels: number): Sharp {
  return sharp(inputPath, {
    limitInputPixels: maxPixels,
    failOn: "warning",
    animated: false,
    sequentialRead: true,
  });
}

/** Encoder for the full-size output; no withMetadata/keepExif, so EXIF, GPS, XMP and ICC are dropped. */
function encodeAs(image: Sharp, format: OutputFormat): Sharp {
  // Huffman optimisation needs the whole coefficient array in memory (~90 MB for 12 MP); plain coding streams.
  // JPEG has no alpha: a transparent HEIF would otherwise turn black where it was see-through.
  if (format.ext === "jpg") return image.flatten({ background: "#ffffff" }).jpeg({ quality: 85, optimiseCoding: false });
  // libwebp always holds the full picture; effort 2 roughly halves the time of the default 4.
  if (format.ext === "webp") return image.webp({ quality: 82, effort: 2 });
  return image.png({ compressionLevel: 6 });
}

/** BlurHash of a small thumbnail; components follow the aspect ratio as the blurhash docs advise. */
async function blurHashOf(path: string): Promise<string> {
  const sharp = await loadSharp();
  const { data, info } = await sharp(path).resize(32, 32, { fit: "inside" }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const landscape = info.width >= info.height;
  return encodeBlurHash(new Uint8ClampedArray(data), info.width, info.height, landscape ? 4 : 3, landscape ? 3 : 4);
}

/**
 * A HEIC/HEIF photo this server's libvips cannot decode (HEVC, the iPhone's format) goes through libheif in the
 * worker thread to an intermediate JPEG, which then takes the ordinary path: re-encoded without metadata, previewed.
 */
async function processViaHeicDecoder(inputPath: string, options: ProcessImageOptions, cause: FileError): Promise<ProcessedImage> {
  const maxPixels = options.maxPixels ?? DEFAULT_MAX_PIXELS;
  const intermediate = `${options.outputPath}.heic.jpg`;
  try {
    const converted = await convertHeicInWorker(inputPath, intermediate, maxPixels, options.signal);
    if (!converted.ok) {
      if (converted.code === "too_many_pixels") throw new FileError("too_many_pixels", converted.message);
      throw new FileError("unsupported_image", "This HEIC/HEIF image cannot be decoded", { cause });
    }
    return await processNow(intermediate, options, false);
  } finally {
    await rm(intermediate, { force: true });
  }
}

async function processNow(inputPath: string, options: ProcessImageOptions, heicFallback = true): Promise<ProcessedImage> {
  const sharp = await loadSharp();
  const maxPixels = options.maxPixels ?? DEFAULT_MAX_PIXELS;
  const previewPx = options.previewMaxPx ?? DEFAULT_PREVIEW_PX;
  // The bytes decide, not the caller: SVG, PDF or TIFF must never reach a libvips loader here.
  const sniffed = await sniffFile(inputPath);
  if (sniffed?.kind !== "image") throw new FileError("not_an_image", "Not an allowed image type");

  // Known from the bytes even when libvips cannot parse the container at all.
  let format: string | undefined = sniffed.mime === "image/heic" || sniffed.mime === "image/heif" ? "heif" : undefined;
  try {
    // Header only: a pixel bomb is refused before a single pixel is decoded.
    const meta = await sharp(inputPath, { limitInputPixels: false }).metadata();
    format = meta.format;
    if (meta.width * meta.height > maxPixels) {
      throw new FileError("too_many_pixels", `Image has more than ${maxPixels} pixels`);
    }
    const output = OUTPUT_FOR[meta.format];
    if (!output) throw new FileError("not_an_image", "Not an allowed image type");

    const main = await encodeAs(decoder(sharp, inputPath, maxPixels).rotate(), output).toFile(options.outputPath);
    // The preview is cut from our own clean output, so the untrusted input is decoded only once.
    const preview = await sharp(options.outputPath, { limitInputPixels: maxPixels })
      .resize(previewPx, previewPx, { fit: "inside", withoutEnlargement: true })
      .webp({ quality: 75 })
      .toFile(options.previewPath);
    const blurHash = await blurHashOf(options.previewPath);
    if (options.signal?.aborted) throw abortError(options.signal);
    return {
      outputPath: options.outputPath,
      ...output,
      width: main.width,
      height: main.height,
      blurHash,
      preview: { path: options.previewPath, mime: "image/webp", width: preview.width, height: preview.height },
    };
  } catch (err) {
    await Promise.all([rm(options.outputPath, { force: true }), rm(options.previewPath, { force: true })]);
    if (err instanceof Error && err.name === "AbortError") throw err;
    const failure = classifyDecodeError(err, format);
    if (heicFallback && failure.code === "unsupported_image") return processViaHeicDecoder(inputPath, options, failure);
    throw failure;
  }
}

/**
 * Validate and re-encode an uploaded image: header check against the pixel cap, strict decode
 * (first frame only, EXIF orientation applied), re-encode without any metadata (defeats polyglots
 * and EXIF/GPS leaks), a WebP preview and a BlurHash. Runs through a one-at-a-time queue.
 * Throws FileError "not_an_image" | "unsupported_image" | "too_many_pixels" | "busy".
 */
export function processImage(inputPath: string, options: ProcessImageOptions): Promise<ProcessedImage> {
  return queue.run(() => processNow(inputPath, options), options.signal);
}
