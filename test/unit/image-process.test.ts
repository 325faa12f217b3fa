import assert from "node:assert/strict";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { crc32, deflateSync } from "node:zlib";
import { isBlurhashValid } from "blurhash";
import { after, before, describe, it } from "node:test";
import sharp, { type Sharp } from "sharp";
import { isFileError } from "../../src/files/errors";
import { processImage, type ProcessedImage } from "../../src/files/images";
import { sniffType } from "../../src/files/sniff";
import { closeSharedExtractPool } from "../../src/workers/index";

let dir = "";
let counter = 0;

before(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "images-"));
});
after(async () => {
  await rm(dir, { recursive: true, force: true });
  // HEIC photos are decoded in the shared worker thread: end it so the test process can exit.
  await closeSharedExtractPool();
});

/** Write bytes to a fresh input file and run the pipeline with fresh output paths. */
async function run(bytes: Buffer, maxPixels?: number): Promise<ProcessedImage> {
  counter++;
  const input = path.join(dir, `in-${counter}`);
  await writeFile(input, bytes);
  return processImage(input, {
    outputPath: path.join(dir, `out-${counter}`),
    previewPath: path.join(dir, `preview-${counter}`),
    maxPixels,
  });
}

/** A photo-like gradient so encoders have real content to work on. */
function gradient(width: number, height: number): Sharp {
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      raw[i] = (x * 255) / width;
      raw[i + 1] = (y * 255) / height;
      raw[i + 2] = 128;
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } });
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid 1-bit PNG of width × height all-black pixels: ~50 KB on disk for 400 MP. */
function pixelBombPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rows = deflateSync(Buffer.alloc(height * (1 + Math.ceil(width / 8))), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", rows),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

const GPS_EXIF = {
  IFD0: { Make: "SecretCam", Copyright: "Home of the Smiths" },
  IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 30/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "0/1 7/1 0/1" },
};

async function assertNoMetadata(file: string): Promise<void> {
  const meta = await sharp(file).metadata();
  assert.equal(meta.exif, undefined, "EXIF survived");
  assert.equal(meta.xmp, undefined, "XMP survived");
  assert.equal(meta.icc, undefined, "ICC profile survived");
  assert.equal(meta.orientation, undefined, "orientation tag survived");
  const bytes = await readFile(file);
  assert.equal(bytes.includes("SecretCam"), false);
  assert.equal(bytes.includes("Smiths"), false);
}

describe("processImage re-encoding", () => {
  it("strips EXIF including GPS from a JPEG and keeps it a JPEG", async () => {
    const input = await gradient(320, 200).jpeg().withExif(GPS_EXIF).toBuffer();
    const inputMeta = await sharp(input).metadata();
    assert.ok(inputMeta.exif && inputMeta.exif.includes("SecretCam"), "fixture must carry EXIF");
    const out = await run(input);
    assert.equal(out.mime, "image/jpeg");
    assert.equal(sniffType(await readFile(out.outputPath))?.mime, "image/jpeg");
    assert.equal(out.width, 320);
    assert.equal(out.height, 200);
    await assertNoMetadata(out.outputPath);
    await assertNoMetadata(out.preview.path);
  });

  it("applies EXIF orientation before dropping it", async () => {
    const input = await gradient(300, 200).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    assert.equal((await sharp(input).metadata()).orientation, 6, "fixture must carry the tag");
    const out = await run(input);
    assert.deepEqual([out.width, out.height], [200, 300]);
    await assertNoMetadata(out.outputPath);
  });

  it("re-encodes WebP as WebP, also without metadata", async () => {
    const input = await gradient(200, 120).webp().withExif(GPS_EXIF).toBuffer();
    assert.ok((await sharp(input).metadata()).exif, "fixture must carry EXIF");
    const out = await run(input);
    assert.equal(out.mime, "image/webp");
    assert.equal(sniffType(await readFile(out.outputPath))?.mime, "image/webp");
    await assertNoMetadata(out.outputPath);
  });

  it("re-encodes PNG as PNG and GIF as PNG", async () => {
    const png = await run(await gradient(64, 48).png().withExif(GPS_EXIF).toBuffer());
    assert.equal(png.mime, "image/png");
    await assertNoMetadata(png.outputPath);
    const gif = await run(await gradient(64, 48).gif().toBuffer());
    assert.equal(gif.mime, "image/png");
    assert.equal(sniffType(await readFile(gif.outputPath))?.mime, "image/png");
  });

  it("keeps only the first frame of an animated GIF", async () => {
    const frames = [
      await sharp({ create: { width: 40, height: 30, channels: 3, background: "#ff0000" } })
        .png()
        .toBuffer(),
      await sharp({ create: { width: 40, height: 30, channels: 3, background: "#0000ff" } })
        .png()
        .toBuffer(),
    ];
    const animated = await sharp(frames, { join: { animated: true } })
      .gif()
      .toBuffer();
    assert.equal((await sharp(animated).metadata()).pages, 2, "fixture must be animated");
    const out = await run(animated);
    assert.deepEqual([out.width, out.height], [40, 30]);
    const { data } = await sharp(out.outputPath).raw().toBuffer({ resolveWithObject: true });
    assert.ok((data[0] ?? 0) > 200 && (data[2] ?? 255) < 50, "first (red) frame expected");
  });

  it("makes a bounded WebP preview and a valid BlurHash", async () => {
    const out = await run(await gradient(2000, 1000).jpeg().toBuffer());
    assert.deepEqual([out.preview.width, out.preview.height], [640, 320]);
    assert.equal(sniffType(await readFile(out.preview.path))?.mime, "image/webp");
    assert.ok(isBlurhashValid(out.blurHash).result, `invalid blurhash ${out.blurHash}`);
    const small = await run(await gradient(100, 80).png().toBuffer());
    assert.deepEqual([small.preview.width, small.preview.height], [100, 80], "previews are never enlarged");
    assert.ok(isBlurhashValid(small.blurHash).result);
  });
});

describe("processImage rejections", () => {
  it("drops HTML appended to a JPEG or PNG (polyglot)", async () => {
    const html = Buffer.from("<html><script>alert(document.cookie)</script></html>");
    for (const image of [await gradient(50, 50).jpeg().toBuffer(), await gradient(50, 50).png().toBuffer()]) {
      const polyglot = Buffer.concat([image, html]);
      assert.equal(sniffType(polyglot)?.kind, "image");
      const out = await run(polyglot);
      const bytes = await readFile(out.outputPath);
      assert.equal(bytes.includes("<script"), false);
      assert.equal(bytes.includes("<html"), false);
    }
  });

  it("refuses truncated images and leaves no output", async () => {
    for (const image of [await gradient(200, 200).jpeg().toBuffer(), await gradient(200, 200).png().toBuffer()]) {
      const truncated = image.subarray(0, Math.floor(image.length / 2));
      await assert.rejects(run(truncated), (err) => isFileError(err, "not_an_image"));
      assert.equal(existsSync(path.join(dir, `out-${counter}`)), false);
      assert.equal(existsSync(path.join(dir, `preview-${counter}`)), false);
    }
  });

  it("refuses HTML, SVG and PDF whatever the file is called", async () => {
    const inputs = [
      Buffer.from("<html><body>not a photo</body></html>"),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'),
      Buffer.from("%PDF-1.4\n1 0 obj\n<<>>\nendobj\n"),
      Buffer.from("2 cups flour"),
    ];
    for (const bytes of inputs) {
      await assert.rejects(run(bytes), (err) => isFileError(err, "not_an_image"));
    }
  });

  it("answers an undecodable HEIC with a typed error instead of crashing", async () => {
    const box = Buffer.alloc(24);
    box.writeUInt32BE(24, 0);
    box.write("ftypheic", 4, "latin1");
    box.write("mif1heic", 16, "latin1");
    const fakeHeic = Buffer.concat([box, Buffer.alloc(2000, 0x5a)]);
    assert.equal(sniffType(fakeHeic)?.mime, "image/heic");
    await assert.rejects(run(fakeHeic), (err) => isFileError(err, "unsupported_image"));
  });

  it("re-encodes a real iPhone-style HEIC (HEVC) photo to a JPEG through libheif, leaving no intermediate file", async () => {
    const heic = await readFile(path.join(import.meta.dirname, "../fixtures/images/ocr-recipe-page.heic"));
    assert.equal(sniffType(heic)?.mime, "image/heic");
    const out = await run(heic);
    assert.equal(out.mime, "image/jpeg");
    assert.deepEqual([out.width, out.height], [900, 580]);
    const meta = await sharp(out.outputPath).metadata();
    assert.equal(meta.format, "jpeg");
    assert.equal(meta.exif, undefined);
    assert.ok(existsSync(out.preview.path));
    assert.ok(isBlurhashValid(out.blurHash).result);
    assert.equal(existsSync(`${out.outputPath}.heic.jpg`), false);
  });

  it("refuses a HEIC over the pixel cap from its container, before decoding it", async () => {
    const heic = await readFile(path.join(import.meta.dirname, "../fixtures/images/ocr-recipe-page.heic"));
    await assert.rejects(run(heic, 100_000), (err) => isFileError(err, "too_many_pixels"));
  });

  it("rejects a pixel bomb from its header, without decoding it", async () => {
    const bomb = pixelBombPng(20000, 20000);
    assert.ok(bomb.length < 200_000, `bomb fixture is ${bomb.length} bytes`);
    const rssBefore = process.memoryUsage().rss;
    await assert.rejects(run(bomb), (err) => isFileError(err, "too_many_pixels"));
    // Decoding 400 MP would need ≥ 400 MB; the header check needs next to nothing.
    assert.ok(process.memoryUsage().rss - rssBefore < 200_000_000);
    assert.equal(existsSync(path.join(dir, `out-${counter}`)), false);
  });

  it("honours a smaller pixel cap", async () => {
    await assert.rejects(run(await gradient(800, 800).png().toBuffer(), 500_000), (err) => isFileError(err, "too_many_pixels"));
  });
});
