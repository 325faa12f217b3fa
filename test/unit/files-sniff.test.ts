import assert from "node:assert/strict";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, it } from "node:test";
import sharp from "sharp";
import { looksLikeMarkup, sniffFile, sniffType } from "../../src/files/sniff";

/** An ISO-BMFF ftyp box with the given major and compatible brands. */
function ftyp(major: string, compatible: string[]): Buffer {
  const size = 16 + compatible.length * 4;
  const box = Buffer.alloc(size + 8);
  box.writeUInt32BE(size, 0);
  box.write("ftyp", 4, "latin1");
  box.write(major, 8, "latin1");
  compatible.forEach((brand, i) => box.write(brand, 16 + i * 4, "latin1"));
  return box;
}

const utf8 = (s: string): Buffer => Buffer.from(s, "utf8");

describe("sniffType", () => {
  const table: Array<[string, Buffer, string | null]> = [
    ["JPEG", Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]), "image/jpeg"],
    ["PNG", Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), "image/png"],
    ["GIF89a", utf8("GIF89a\x01\x00"), "image/gif"],
    ["GIF87a", utf8("GIF87a\x01\x00"), "image/gif"],
    ["WebP", Buffer.concat([utf8("RIFF"), Buffer.from([0x24, 0, 0, 0]), utf8("WEBPVP8 ")]), "image/webp"],
    ["HEIC", ftyp("heic", ["mif1", "heic"]), "image/heic"],
    ["HEIF with HEVC brand", ftyp("mif1", ["mif1", "heic"]), "image/heic"],
    ["generic HEIF", ftyp("mif1", ["mif1"]), "image/heif"],
    ["AVIF (not allowed)", ftyp("avif", ["mif1", "avif"]), null],
    ["HEIF container of AVIF", ftyp("mif1", ["mif1", "avif"]), null],
    ["MP4 video", ftyp("isom", ["isom", "mp41"]), null],
    ["PDF", utf8("%PDF-1.7\n%\xe2\xe3"), "application/pdf"],
    ["plain text", utf8("2 cups flour\n1 tsp salt\n"), "text/plain; charset=utf-8"],
    ["text with BOM", utf8("\uFEFFPancakes\r\n"), "text/plain; charset=utf-8"],
    ["accented UTF-8", utf8("Crème brûlée — 4 portions"), "text/plain; charset=utf-8"],
    ["a '<' that is not a tag", utf8("<3 this soup, serves 4"), "text/plain; charset=utf-8"],
    ["HTML named .jpg", utf8("<html><body><img src=x onerror=alert(1)></body></html>"), null],
    ["doctype after whitespace", utf8("  \n\t<!DOCTYPE html><p>hi"), null],
    ["SVG with script", utf8('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), null],
    ["SVG after BOM", utf8('\uFEFF<svg onload="alert(1)"/>'), null],
    ["XML prolog", utf8('<?xml version="1.0"?><svg/>'), null],
    ["script tag, upper case", utf8("<SCRIPT>alert(1)</SCRIPT>"), null],
    ["HTML comment first", utf8("<!-- x --><html>"), null],
    ["bold tag", utf8("<b>Soup</b>"), null],
    ["Latin-1 bytes (invalid UTF-8)", Buffer.from([0x63, 0x72, 0xe8, 0x6d, 0x65, 0x20, 0x61]), null],
    ["NUL byte", utf8("abc\u0000def"), null],
    ["ZIP archive (an export to import)", Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0]), "application/zip"],
    ["empty ZIP archive", Buffer.from([0x50, 0x4b, 0x05, 0x06, 0, 0, 0, 0]), "application/zip"],
    ["gzip (a Paprika recipe to import)", Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0]), "application/gzip"],
    ["ELF binary", Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), null],
    ["empty", Buffer.alloc(0), null],
    ["whitespace only", utf8(" \n\n "), null],
  ];
  for (const [name, bytes, mime] of table) {
    it(`${name} → ${mime ?? "rejected"}`, () => {
      assert.equal(sniffType(bytes)?.mime ?? null, mime);
    });
  }

  it("accepts text whose sniffed head ends inside a multi-byte character", () => {
    const full = utf8("Sauté the onions. Purée");
    assert.equal(sniffType(full.subarray(0, full.length - 1))?.kind, "text");
  });

  it("gives kinds and extensions for the allowed types", () => {
    assert.deepEqual(sniffType(Buffer.from([0xff, 0xd8, 0xff, 0xdb])), { mime: "image/jpeg", ext: "jpg", kind: "image" });
    assert.equal(sniffType(utf8("%PDF-1.4"))?.kind, "pdf");
    assert.equal(sniffType(utf8("soup"))?.ext, "txt");
  });

  it("recognises real images encoded by sharp", async () => {
    const base = sharp({ create: { width: 8, height: 8, channels: 3, background: "#884422" } });
    assert.equal(sniffType(await base.clone().jpeg().toBuffer())?.mime, "image/jpeg");
    assert.equal(sniffType(await base.clone().png().toBuffer())?.mime, "image/png");
    assert.equal(sniffType(await base.clone().webp().toBuffer())?.mime, "image/webp");
    assert.equal(sniffType(await base.clone().gif().toBuffer())?.mime, "image/gif");
    // sharp's HEIF writer produces AVIF, which is not an allowed upload type.
    assert.equal(sniffType(await base.clone().avif().toBuffer()), null);
  });
});

describe("looksLikeMarkup", () => {
  it("needs a tag name followed by a delimiter", () => {
    assert.equal(looksLikeMarkup("<p>"), true);
    assert.equal(looksLikeMarkup("<pasta> is not a tag we know"), false);
    assert.equal(looksLikeMarkup("<a href=x>"), true);
  });
});

describe("sniffFile", () => {
  it("reads only the head of a file on disk", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "sniff-"));
    try {
      const file = path.join(dir, "upload.bin");
      await writeFile(file, Buffer.concat([utf8("Banana bread\n"), Buffer.alloc(100_000, 0x61)]));
      assert.equal((await sniffFile(file))?.kind, "text");
      await writeFile(file, utf8("<html>"));
      assert.equal(await sniffFile(file), null);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("reads a text file to the end, so binary data after the head is refused", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "sniff-"));
    try {
      const file = path.join(dir, "notes.txt");
      const long = utf8("Crème brûlée, serves 6. ".repeat(3000));
      await writeFile(file, long);
      assert.equal((await sniffFile(file))?.kind, "text");
      await writeFile(file, Buffer.concat([long, Buffer.from([0x00, 0x01, 0x02])]));
      assert.equal(await sniffFile(file), null, "NUL bytes after the head");
      await writeFile(file, Buffer.concat([long, Buffer.from([0xe8, 0x41])]));
      assert.equal(await sniffFile(file), null, "invalid UTF-8 after the head");
      await writeFile(file, Buffer.concat([long, Buffer.from([0xc3])]));
      assert.equal(await sniffFile(file), null, "file ends inside a character");
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
