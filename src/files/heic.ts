/**
 * HEIC (the iPhone's photo format: HEVC-coded HEIF) to JPEG, for the image pipeline. Prebuilt sharp decodes HEIF only
 * with AV1 (AVIF): HEVC is patent-encumbered and left out of its libvips. heic-decode runs libheif with libde265
 * compiled to WebAssembly instead: no native build, the same on x64 and arm64.
 *
 * It runs in the extraction worker thread (src/workers), never on the main thread: libheif's WebAssembly
 * heap grows to ~150 MB for a 12 MP photo and is only given back when the thread ends, and a hostile file must not
 * be able to stall the event loop. The answer says what went wrong as a code, so the main thread can map it to the
 * pipeline's typed errors (a FileError does not survive the thread boundary as itself).
 */
import { readFile } from "node:fs/promises";

/** What the worker answers for a HEIC conversion. */
export type HeicResult = { ok: true; width: number; height: number } | { ok: false; code: "too_many_pixels" | "not_an_image"; message: string };

/** JPEG quality of the intermediate image: the pipeline re-encodes it once more, so keep it close to lossless. */
const INTERMEDIATE_QUALITY = 95;

/**
 * Decode the primary image of the HEIC at `inputPath` and write it to `outputPath` as a JPEG (no metadata). The
 * pixel cap is checked on the container's declared size before a pixel is decoded. libheif applies the container's
 * rotation and mirroring, so the JPEG stands the way the photo was taken.
 */
export async function convertHeicToJpeg(inputPath: string, outputPath: string, maxPixels: number): Promise<HeicResult> {
  const { default: decode } = await import("heic-decode");
  const sharp = (await import("sharp")).default;
  let images: Awaited<ReturnType<typeof decode.all>>;
  try {
    images = await decode.all({ buffer: await readFile(inputPath) });
  } catch (err) {
    return { ok: false, code: "not_an_image", message: err instanceof Error ? err.message : String(err) };
  }
  try {
    const primary = images[0];
    if (!primary) return { ok: false, code: "not_an_image", message: "HEIF file holds no image" };
    if (primary.width * primary.height > maxPixels) return { ok: false, code: "too_many_pixels", message: `Image has more than ${maxPixels} pixels` };
    const { width, height, data } = await primary.decode();
    await sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), { raw: { width, height, channels: 4 } })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: INTERMEDIATE_QUALITY })
      .toFile(outputPath);
    return { ok: true, width, height };
  } catch (err) {
    return { ok: false, code: "not_an_image", message: err instanceof Error ? err.message : String(err) };
  } finally {
    images.dispose();
  }
}
