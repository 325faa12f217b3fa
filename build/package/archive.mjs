// The runtime archive embedded in the executable as one SEA asset: the files that must exist on disk to be loaded
// (the ESM server bundle and its worker, native addons, libvips, tesseract's worker script and wasm, language data,
// migrations, the web app). Each file is brotli-compressed on its own, so unpacking never holds more than one file
// in memory and a start that finds the folder already unpacked reads only the small manifest at the front.
//
// Layout: "RLRT1\n", a u32le manifest length, the manifest JSON {files: [{p, m, s, o, n, z}]}, then the bodies.
// p path, m mode, s size on disk, o offset of the body after the manifest, n stored length, z 1 when brotli.
// The reader is src/sea/runtime-dir.ts. Quality 6: within 3% of 9's size at a fraction of the build time.
import crypto from "node:crypto";
import fs from "node:fs";
import zlib from "node:zlib";

export const MAGIC = "RLRT1\n";

// Already-compressed formats gain nothing from brotli and cost build time.
const STORED = /\.(gz|br|png|jpe?g|webp|woff2?|ico)$/;

/** Write `entries` ({path, source?: file, data?: Buffer, mode}) to `file`; answers the archive's sha256 (hex). */
export function writeArchive(entries, file) {
  const bodies = [];
  const files = [];
  let offset = 0;
  for (const e of [...entries].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))) {
    const data = e.data ?? fs.readFileSync(e.source);
    const compress = !STORED.test(e.path) && data.length > 0;
    const body = compress
      ? zlib.brotliCompressSync(data, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: 6,
            [zlib.constants.BROTLI_PARAM_LGWIN]: 24,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
          },
        })
      : data;
    files.push({ p: e.path, m: e.mode, s: data.length, o: offset, n: body.length, z: compress ? 1 : 0 });
    bodies.push(body);
    offset += body.length;
  }
  const manifest = Buffer.from(JSON.stringify({ files }));
  const head = Buffer.alloc(MAGIC.length + 4);
  head.write(MAGIC, 0, "latin1");
  head.writeUInt32LE(manifest.length, MAGIC.length);
  const all = [head, manifest, ...bodies];
  const hash = crypto.createHash("sha256");
  for (const b of all) hash.update(b);
  fs.writeFileSync(file, Buffer.concat(all));
  return { sha256: hash.digest("hex"), files: files.length, bytes: offset, unpackedBytes: files.reduce((n, f) => n + f.s, 0) };
}
