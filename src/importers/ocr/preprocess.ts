import { loadSharp } from "../../files/sharp";
import { FileError } from "../../files/errors";
import { DEFAULT_MAX_PIXELS } from "../../files/images";

/** Long side, in pixels, that suits Tesseract's LSTM model for a printed page or a phone photo of one. */
export const OCR_LONG_SIDE = 2000;

/** Raster formats accepted for upload; SVG/PDF/TIFF loaders of libvips are never reached. */
const OCR_FORMATS = new Set<string>(["jpeg", "png", "webp", "gif", "heif"]);

/**
 * Prepare a page image for OCR: apply EXIF rotation (phone photos are often stored sideways),
 * grey scale, stretch contrast, and scale so the long side is about OCR_LONG_SIDE pixels (small
 * text is read better after enlarging, huge photos only cost time). The same strict decoding as
 * uploads applies: pixel cap, first frame only, corrupt data refused.
 */
export async function preprocessForOcr(
  input: string | Buffer,
  longSide: number = OCR_LONG_SIDE,
  maxPixels: number = DEFAULT_MAX_PIXELS,
): Promise<Buffer> {
  const sharp = await loadSharp();
  try {
    const meta = await sharp(input, { limitInputPixels: false }).metadata();
    if (meta.width * meta.height > maxPixels) {
      throw new FileError("too_many_pixels", `Image has more than ${maxPixels} pixels`);
    }
    if (!OCR_FORMATS.has(meta.format)) {
      throw new FileError("not_an_image", "Only raster images can be read by OCR");
    }
    return await sharp(input, { limitInputPixels: maxPixels, failOn: "warning", animated: false })
      .rotate()
      .grayscale()
      .normalise()
      .resize(longSide, longSide, { fit: "inside" })
      // Lossless and quick to write: compression level barely matters for an in-memory hand-off.
      .png({ compressionLevel: 1 })
      .toBuffer();
  } catch (err) {
    if (err instanceof FileError) throw err;
    throw new FileError("not_an_image", "Image data is corrupt, truncated or not an image", { cause: err });
  }
}
